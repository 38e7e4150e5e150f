//! `cargo xtask fetch DAY` (`just fetch DAY`): downloads the day's input
//! (replacing the build's copy of the example, never an input of the user's
//! own), and records in `dayN.answers` the answers the puzzle page shows as
//! accepted, so a day solved before, here or elsewhere, is verified too. A
//! day needs no crate to be fetched. Nothing stored is fetched again.

use std::path::Path;

use super::files::DayFiles;
use super::page::Page;
use super::{in_site_build, open_day, session};
use crate::flags;

impl flags::Fetch {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let day = open_day(root, self.day)?;
        let files = DayFiles::new(root, day);
        if files.has_own_input()
            && let Some(main) = files.fresh_page()?
        {
            println!(
                "{} is your own input already: kept, not downloaded",
                files.file("txt")
            );
            return record(&files, &main);
        }
        session::ready()?;
        in_site_build!({
            let mut online = super::online::Online::new(files);
            online.input()?;
            let main = online.page(false)?;
            record(&files, &main)
        })
    }
}

/// Records the answers the page `main` shows, saying so, and its examples
/// into the day's crate.
fn record(files: &DayFiles, main: &str) -> anyhow::Result<()> {
    let page = Page::parse(main);
    let recorded = files.record_accepted(&page)?;
    if recorded.is_empty() {
        println!("no part of day {} is solved on the site yet", files.day.day);
    }
    for line in recorded {
        println!("{line}");
    }
    super::read::examples_into_crate(files, &page)
}
