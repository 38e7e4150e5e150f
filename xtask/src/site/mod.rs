//! Everything that talks to the puzzle site: where it is, your token and
//! who we are ([`session`]), its client ([`client`]), the verdict on an
//! answer ([`verdict`]) and the submission history ([`history`]), a day's
//! files under `input/YEAR/` ([`files`]) and the site behind them
//! ([`online`]); and the commands built on them, each with its `run`:
//! `read` and `open` ([`read`]), `example` ([`example`]), `fetch`
//! ([`fetch`]), `submit` ([`submit`]; the last day's last star:
//! [`last_star`]), `leaderboard` ([`leaderboard`]; the kept board read
//! by [`standings`], a day of it and its chart by [`board_views`]), `start` and `today`
//! ([`start`]), `contact` ([`contact`]), and what each says comes next
//! ([`next`]). Reading a page
//! is [`crate::page`]'s, which needs neither the network nor the token.
//!
//! The HTTP client is compiled only with the crate's `site` feature, so the
//! everyday commands never wait for it and TLS to build. Each command does
//! in the plain build all that the stored files allow (showing a stored
//! page and filling a day's example from it, refusing a block number or an
//! answer they already settle) and checks what it can (the day, its
//! opening, the token), refusing at once and sending nothing; only a
//! request runs this tool again with the feature (see
//! [`crate::process::with_feature`]).
//!
//! What it writes is under the ignored `input/` (inputs, pages, answers,
//! submissions, settings); a day's crate is written only through the page
//! reader ([`crate::page::fill`]) or `just new`. The token is read in one
//! place ([`session`]) and never printed or written.

#[cfg(feature = "board-chart")]
pub mod board_chart;
pub mod board_views;
#[cfg(feature = "site")]
pub mod client;
pub mod contact;
pub mod example;
pub mod fetch;
pub mod files;
pub mod history;
pub mod last_star;
pub mod leaderboard;
pub mod next;
#[cfg(feature = "site")]
pub mod online;
pub mod read;
pub mod rehearse;
pub mod session;
pub mod standings;
pub mod start;
pub mod submit;
#[cfg(feature = "site")]
pub mod verdict;

use std::path::Path;

use layout::{Day, DayNumber};

use crate::years::calendar::{Calendar, check_open, now};

/// Runs `$call` in the build with the site client, or this tool again with
/// that build.
macro_rules! in_site_build {
    ($call:expr) => {{
        #[cfg(feature = "site")]
        let done = $call;
        #[cfg(not(feature = "site"))]
        let done = crate::process::with_feature("site");
        done
    }};
}
pub(crate) use in_site_build;

/// Day `number` of the current year, open (it needs no crate).
pub fn open_day(root: &Path, number: DayNumber) -> anyhow::Result<Day> {
    let day = Calendar::read(root)?.day(number)?;
    check_open(day, now())?;
    Ok(day)
}

/// Day `number` of the current year, with a crate, and open.
pub fn open_day_with_crate(root: &Path, number: DayNumber) -> anyhow::Result<Day> {
    let day = Calendar::read(root)?.day_with_crate(root, number)?;
    check_open(day, now())?;
    Ok(day)
}

/// True when `day`'s file with `extension` under `input/YEAR/` is there.
pub fn stored(root: &Path, day: Day, extension: &str) -> bool {
    root.join(day.file(extension)).is_file()
}
