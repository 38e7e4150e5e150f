//! Everything that talks to the puzzle site, in one place: where it is and
//! your token ([`session`]), its client ([`client`]), what its pages say
//! ([`page`]), the submission history ([`history`]), a day's files under
//! `input/YEAR/` ([`files`]), and the commands built on them, each with its
//! `run`: `read` and `example` ([`read`]), `fetch` ([`fetch`]), `submit`
//! ([`submit`]), `start` and `today` ([`start`]).
//!
//! The HTTP client (and what renders a page as text) is compiled only with
//! the crate's `site` feature, so the everyday commands never wait for it
//! and TLS to build. Each command checks in the plain build what it can
//! without them (the day, its opening, the token, what the stored files
//! answer), refusing at once and sending nothing, and only then runs this
//! tool again with the feature (see [`crate::with_feature`]).

#[cfg(feature = "site")]
pub mod client;
pub mod fetch;
#[cfg(feature = "site")]
pub mod files;
#[cfg(feature = "site")]
pub mod history;
#[cfg(feature = "site")]
pub mod page;
pub mod read;
pub mod session;
pub mod start;
pub mod submit;

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
        let done = crate::with_feature("site");
        done
    }};
}
pub(crate) use in_site_build;

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
