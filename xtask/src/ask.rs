//! The commands that ask the puzzle site (`read`, `example`, `fetch`,
//! `submit`, `start`, `today`), as far as the plain build takes them: the
//! day is one of the current year with a crate, its puzzle is open, and,
//! where a request is needed, the site's address and your token are set up.
//! A command refused here answers at once and sends nothing; one that
//! passes goes on in the build with the site client (see
//! [`crate::with_feature`]), which checks the same again.

use std::path::Path;

use anyhow::bail;

use crate::flags;
use crate::session;
use crate::years::calendar::{Calendar, now};

/// A day of the current year to ask the site about.
#[derive(Clone, Debug)]
pub struct PuzzleDay {
    pub calendar: Calendar,
    pub day: u8,
}

impl PuzzleDay {
    /// Day `text` of the current year: one with a crate, and open.
    pub fn with_crate(root: &Path, text: &str) -> anyhow::Result<Self> {
        let calendar = Calendar::read(root)?;
        let day = calendar.day_with_crate(root, text)?;
        calendar.check_open(day, now())?;
        Ok(Self { calendar, day })
    }

    /// True when this day's file with `extension` under `input/YEAR/` is
    /// there.
    pub fn stored(&self, root: &Path, extension: &str) -> bool {
        root.join(self.calendar.file(self.day, extension)).is_file()
    }
}

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

#[cfg_attr(not(feature = "site"), allow(unused_variables))]
impl flags::Read {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let day = PuzzleDay::with_crate(root, &self.day)?;
        if !day.stored(root, "puzzle.html") {
            session::ready()?;
        }
        in_site_build!(crate::site::read::read(root, day))
    }
}

#[cfg_attr(not(feature = "site"), allow(unused_variables))]
impl flags::Example {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let name = self.file.unwrap_or_else(|| "example.txt".to_owned());
        if name.is_empty() || name.contains(['/', '\\']) || name.starts_with('.') {
            bail!("{name:?} is not a file name: give a name such as example2.txt");
        }
        let day = PuzzleDay::with_crate(root, &self.day)?;
        if !day.stored(root, "puzzle.html") {
            session::ready()?;
        }
        in_site_build!(crate::site::read::example(root, day, &self.block, &name))
    }
}

#[cfg_attr(not(feature = "site"), allow(unused_variables))]
impl flags::Fetch {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let day = PuzzleDay::with_crate(root, &self.day)?;
        if !(day.calendar.has_own_input(root, day.day) && day.stored(root, "puzzle.html")) {
            session::ready()?;
        }
        in_site_build!(crate::site::fetch::fetch(root, day))
    }
}

#[cfg_attr(not(feature = "site"), allow(unused_variables))]
impl flags::Submit {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let day = PuzzleDay::with_crate(root, &self.day)?;
        let part = session::part(&self.part)?;
        session::ready()?;
        in_site_build!(crate::site::submit::submit(root, day, part, self.answer))
    }
}

impl flags::Start {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let calendar = Calendar::read(root)?;
        let day = calendar.parse_day(&self.day)?;
        start(root, calendar, day)
    }
}

impl flags::Today {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let calendar = Calendar::read(root)?;
        let day = today(&calendar, now())?;
        start(root, calendar, day)
    }
}

/// `start` for `day`: the token is checked before anything waits, and the
/// site client is built before the wait, not at the opening.
#[cfg_attr(not(feature = "site"), allow(unused_variables))]
fn start(root: &Path, calendar: Calendar, day: u8) -> anyhow::Result<()> {
    let day = PuzzleDay { calendar, day };
    if !(day.stored(root, "txt") && day.stored(root, "puzzle.html")) {
        session::ready()?;
    }
    in_site_build!(crate::site::start::start(root, day))
}

/// The day `today` starts at `now`: the one that opened today (in UTC-5,
/// the site's day), or else the next to open; none once the calendar is
/// over.
pub fn today(calendar: &Calendar, now: u64) -> anyhow::Result<u8> {
    let year = calendar.year;
    let last = calendar.last_day();
    let opens = |day| crate::years::calendar::opens_at(year, day);
    // The site's day runs from one opening to the next.
    let opened_today = (1..=last)
        .rev()
        .find(|&day| opens(day) <= now && now < opens(day) + 86_400);
    let next = (1..=last).find(|&day| opens(day) > now);
    match (opened_today, next) {
        (Some(day), _) | (None, Some(day)) => Ok(day),
        (None, None) => bail!(
            "the calendar of {year} is over (its last day, {last}, opened on December {last}): \
             `just start N` starts a day of it, or `just year YYYY` another year; nothing was sent"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::years::calendar::opens_at;

    #[test]
    fn today_is_the_day_that_opened_today_or_the_next() {
        let calendar = Calendar {
            year: 2026,
            days: Vec::new(),
        };
        assert_eq!(today(&calendar, opens_at(2026, 1) - 3).unwrap(), 1);
        assert_eq!(
            today(&calendar, opens_at(2025, 12)).unwrap(),
            1,
            "a year ahead"
        );
        assert_eq!(today(&calendar, opens_at(2026, 4) + 3600).unwrap(), 4);
        assert_eq!(today(&calendar, opens_at(2026, 5) - 1).unwrap(), 4);
        assert_eq!(today(&calendar, opens_at(2026, 12) + 86_399).unwrap(), 12);
        let over = today(&calendar, opens_at(2026, 12) + 86_400)
            .unwrap_err()
            .to_string();
        assert!(over.starts_with("the calendar of 2026 is over"), "{over}");
    }
}
