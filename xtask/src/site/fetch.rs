//! `cargo xtask fetch DAY` (`just fetch DAY`): downloads the day's input
//! (replacing the build's copy of the example, never an input of the user's
//! own), and records in `dayN.answers` the answers the puzzle page shows as
//! accepted, so a day solved before, here or elsewhere, is verified too.
//! Nothing stored is fetched again.

use std::path::Path;

use super::{in_site_build, open_day_with_crate, session, stored};
use crate::flags;
use crate::years::calendar::has_own_input;

#[cfg_attr(not(feature = "site"), allow(unused_variables))]
impl flags::Fetch {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let day = open_day_with_crate(root, self.day)?;
        if !(has_own_input(root, day) && stored(root, day, "puzzle.html")) {
            session::ready()?;
        }
        in_site_build!(fetch(root, day))
    }
}

#[cfg(feature = "site")]
pub use with_site::*;

#[cfg(feature = "site")]
mod with_site {
    use std::path::Path;

    use anyhow::bail;
    use layout::{Day, Part};

    use crate::files::{Lock, write};
    use crate::site::files::DayFiles;
    use crate::site::page::accepted_answers;

    /// Runs `cargo xtask fetch` for `day`.
    pub fn fetch(root: &Path, day: Day) -> anyhow::Result<()> {
        let mut files = DayFiles::new(root, day);
        fetch_input(&mut files)?;
        let accepted = accepted_answers(&files.page()?);
        if accepted.is_empty() {
            println!("no part of day {} is solved on the site yet", day.day);
        }
        let lock = Lock::day(root, day)?;
        for (part, answer) in Part::BOTH.into_iter().zip(&accepted) {
            println!("{}", files.record_answer(&lock, part, answer)?);
        }
        Ok(())
    }

    /// Downloads the day's input unless it is the user's own already.
    pub fn fetch_input(files: &mut DayFiles) -> anyhow::Result<()> {
        let input = files.file("txt");
        if files.has_own_input() {
            println!("{input} is your own input already: kept, not downloaded");
            return Ok(());
        }
        let day = files.day;
        let reply = files.site()?.input(day)?;
        if reply.body.trim().is_empty() {
            bail!(
                "the site sent an empty input for day {}: nothing saved",
                day.day
            );
        }
        write(&files.path("txt"), &reply.body)?;
        println!("saved {input}");
        Ok(())
    }
}
