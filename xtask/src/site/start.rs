//! `cargo xtask start DAY` (`just start DAY`) and `just today`: a day of the
//! current year from its opening to the first test, in one command.
//!
//! Before the opening it counts down, on one line redrawn each second on a
//! terminal (plain lines otherwise), and sends nothing; Ctrl-C stops it with
//! nothing written. It waits only through the night before ([`NEAR`]):
//! further off, it says when the day opens and stops. At midnight UTC-5, plus a couple of seconds for the
//! site, it scaffolds the day if it has no crate (a crate that exists is
//! never touched), fetches the input and the puzzle (one request each, none
//! for what is stored), shows the puzzle with its code blocks numbered, and
//! says which commands come next: only what is left on the page it stored.

use std::path::Path;

use anyhow::bail;
use layout::Day;

use super::{in_site_build, session, stored};
use crate::flags;
use crate::years::calendar::{Calendar, check_open, now, opens_at};

/// How long before an opening `start` waits for it, in seconds: a night.
/// Further off, nobody means to leave a countdown running.
pub const NEAR: u64 = 12 * 3600;

impl flags::Start {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let day = Calendar::read(root)?.day(self.day)?;
        start(root, day)
    }
}

impl flags::Today {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let day = today(&Calendar::read(root)?, now())?;
        start(root, day)
    }
}

/// `start` for `day`: the token is checked before anything waits, and the
/// site client is built before the wait, not at the opening.
#[cfg_attr(not(feature = "site"), allow(unused_variables))]
fn start(root: &Path, day: Day) -> anyhow::Result<()> {
    if let Err(opening) = check_open(day, now())
        && opening.at - opening.now > NEAR
    {
        bail!(
            "{opening}; `just start {}` counts down from {} hours before, so run it again then \
             (`just rehearse N` tries an opening now, on a past day whose page and input you have)",
            day.day,
            NEAR / 3600
        );
    }
    let page = super::files::DayFiles::new(root, day).fresh_page()?;
    if !(stored(root, day, "txt") && page.is_some()) {
        session::ready()?;
    }
    in_site_build!(with_site::start(root, day))
}

/// The day `today` starts at `now`: the one that opened today (in UTC-5,
/// the site's day), or else the next to open; none once the calendar is
/// over.
pub fn today(calendar: &Calendar, now: u64) -> anyhow::Result<Day> {
    let year = calendar.year;
    let last = calendar.last_day();
    let days: Vec<Day> = Day::all_of(year).collect();
    // The site's day runs from one opening to the next.
    let opened_today = days
        .iter()
        .rev()
        .find(|&&day| opens_at(day) <= now && now < opens_at(day) + 86_400);
    let next = days.iter().find(|&&day| opens_at(day) > now);
    match (opened_today, next) {
        (Some(&day), _) | (None, Some(&day)) => Ok(day),
        (None, None) => bail!(
            "the calendar of {year} is over (its last day, {last}, opened on December {last}): \
             `just start N` starts a day of it, or `just year YYYY` another year; nothing was sent"
        ),
    }
}

#[cfg(feature = "site")]
mod with_site {
    use std::io::{IsTerminal, Write};
    use std::path::Path;
    use std::thread;
    use std::time::Duration;

    use layout::Day;

    use crate::page::Page;
    use crate::site::files::DayFiles;
    use crate::site::online::Online;
    use crate::site::read::show;
    use crate::site::session;
    use crate::years::calendar::{Calendar, Opening, check_open, duration, now};
    use crate::years::new_day;

    /// Seconds after the opening before the first request: the site is busy
    /// then, and a clock a little ahead is no reason to ask too early.
    const MARGIN: u64 = 2;

    /// Runs `cargo xtask start` for `day`.
    pub fn start(root: &Path, day: Day) -> anyhow::Result<()> {
        let files = DayFiles::new(root, day);
        if !(files.has_own_input() && files.fresh_page()?.is_some()) {
            session::ready()?;
        }
        if let Err(opening) = check_open(day, now()) {
            wait(opening)?;
        }
        if !Calendar::of(root, day.year)?.has_crate(root, day) {
            new_day::scaffold(root, day)?;
            println!("created {} and registered {day}", day.crate_dir());
        }
        let mut online = Online::new(files);
        online.input()?;
        let fetched = files.fresh_page()?.is_none();
        let main = online.page(false)?;
        // The page, its examples into the tests, and what is left to do.
        show(&files, &Page::parse(&main), fetched)
    }

    /// Waits until `opening` (and the margin), showing how long is left.
    fn wait(opening: Opening) -> anyhow::Result<()> {
        let terminal = std::io::stdout().is_terminal();
        let Opening { day, at, .. } = opening;
        let mut last_shown = None;
        loop {
            let now = now();
            if now >= at + MARGIN {
                break;
            }
            let left = at.saturating_sub(now);
            let line = format!(
                "{day} opens in {} (midnight UTC-5); nothing is sent before. Ctrl-C stops.",
                clock(left)
            );
            if terminal {
                print!("\r{line}\x1b[K");
                std::io::stdout().flush()?;
            } else {
                // Plain lines: every second in the last minute, then coarser.
                let step = match left {
                    0..=60 => 1,
                    61..=3600 => 60,
                    _ => 3600,
                };
                if last_shown.is_none_or(|shown: u64| shown.saturating_sub(left) >= step) {
                    println!("{day} opens in {}", duration(left));
                    last_shown = Some(left);
                }
            }
            thread::sleep(Duration::from_millis(250));
        }
        if terminal {
            println!("\r\x1b[K{day} is open.");
        } else {
            println!("{day} is open.");
        }
        Ok(())
    }

    /// `1 day 02:03:04`, or `02:03:04` under a day.
    pub(super) fn clock(seconds: u64) -> String {
        let time = format!(
            "{:02}:{:02}:{:02}",
            seconds % 86_400 / 3600,
            seconds % 3600 / 60,
            seconds % 60
        );
        match seconds / 86_400 {
            0 => time,
            1 => format!("1 day {time}"),
            days => format!("{days} days {time}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use layout::Day;

    #[test]
    #[cfg(feature = "site")]
    fn the_countdown_reads_as_a_clock() {
        use super::with_site::clock;
        assert_eq!(clock(3), "00:00:03");
        assert_eq!(clock(3 * 3600 + 61), "03:01:01");
        assert_eq!(clock(86_400 + 5), "1 day 00:00:05");
        assert_eq!(clock(3 * 86_400), "3 days 00:00:00");
    }

    #[test]
    fn today_is_the_day_that_opened_today_or_the_next() {
        let calendar = Calendar {
            year: 2026,
            days: Vec::new(),
        };
        let day = |day| Day::new(2026, day).unwrap();
        assert_eq!(today(&calendar, opens_at(day(1)) - 3).unwrap(), day(1));
        assert_eq!(
            today(&calendar, opens_at(Day::new(2025, 12).unwrap())).unwrap(),
            day(1),
            "a year ahead"
        );
        assert_eq!(today(&calendar, opens_at(day(4)) + 3600).unwrap(), day(4));
        assert_eq!(today(&calendar, opens_at(day(5)) - 1).unwrap(), day(4));
        assert_eq!(
            today(&calendar, opens_at(day(12)) + 86_399).unwrap(),
            day(12)
        );
        let over = today(&calendar, opens_at(day(12)) + 86_400)
            .unwrap_err()
            .to_string();
        assert!(over.starts_with("the calendar of 2026 is over"), "{over}");
    }
}
