//! One day's files under `input/YEAR/` (ignored by git, like the inputs:
//! the puzzle's author asks that puzzle text and inputs not be shared),
//! which answer every question they can before the site is asked:
//!
//! - `dayN.txt`: the input;
//! - `dayN.answers`: the accepted answers, which `just verify` checks;
//! - `dayN.puzzle.html`: the puzzle page's `<main>`, as last fetched;
//! - `dayN.submissions`: every answer sent and the site's verdict.
//!
//! A stored page is fetched again only when a part was accepted after it
//! was stored (`just submit` lets the stored page go when the site says an
//! answer is right: part two is on the next one), or when asked
//! (`--refresh`): never because of what the answers file holds, which may be
//! written by hand.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::Context;
use layout::{Day, Part};

use super::history;
#[cfg(feature = "site")]
use crate::files::write;
use crate::files::{Lock, read_if_there};
use crate::page::Page;
use crate::years::answers::{self, Recorded};
use crate::years::calendar::has_own_input;

/// A day of the workspace and its files.
#[derive(Clone, Copy, Debug)]
pub struct DayFiles<'a> {
    /// The workspace's root.
    pub root: &'a Path,
    /// The day.
    pub day: Day,
}

impl<'a> DayFiles<'a> {
    /// `day` of the workspace at `root`.
    pub fn new(root: &'a Path, day: Day) -> Self {
        Self { root, day }
    }

    /// A file of this day under `input/YEAR/`, relative to the root.
    pub fn file(&self, extension: &str) -> String {
        self.day.file(extension)
    }

    /// The same, as a path.
    pub fn path(&self, extension: &str) -> PathBuf {
        self.root.join(self.file(extension))
    }

    /// True when `dayN.txt` is an input of the user's own (not missing, and
    /// not the build's copy of the example).
    pub fn has_own_input(&self) -> bool {
        has_own_input(self.root, self.day)
    }

    /// The stored page's `<main>`, if one is stored (and so no part was
    /// accepted since).
    pub fn fresh_page(&self) -> anyhow::Result<Option<String>> {
        read_if_there(&self.path("puzzle.html"))
    }

    /// Lets the stored page go: a part was accepted since it was fetched,
    /// and the next one shows part two.
    #[cfg_attr(not(feature = "site"), allow(dead_code))]
    pub fn forget_page(&self) -> anyhow::Result<()> {
        let path = self.path("puzzle.html");
        match fs::remove_file(&path) {
            Err(error) if error.kind() != std::io::ErrorKind::NotFound => {
                Err(error).with_context(|| path.display().to_string())
            }
            _ => Ok(()),
        }
    }

    /// The stored page, read (see [`Self::fresh_page`]), in any build.
    pub fn stored_page(&self) -> anyhow::Result<Option<Page>> {
        Ok(self.fresh_page()?.map(|main| Page::parse(&main)))
    }

    /// Keeps `main`, a page just fetched, and records the answers it shows
    /// as accepted; says what was recorded.
    #[cfg(feature = "site")]
    pub fn keep_page(&self, main: &str) -> anyhow::Result<Vec<Recorded>> {
        write(&self.path("puzzle.html"), main)?;
        self.record_accepted(&Page::parse(main))
    }

    /// Records the answers `page` shows as accepted, under the day's lock;
    /// on the last day of a year, its second star too when the page shows
    /// both parts complete (that star has no answer to show).
    pub fn record_accepted(&self, page: &Page) -> anyhow::Result<Vec<Recorded>> {
        let mut accepted = page.accepted_answers();
        if self.day.is_last() && page.both_complete() && !accepted.is_empty() {
            accepted.truncate(1);
            accepted.push(answers::LAST_STAR.to_owned());
        }
        if accepted.is_empty() {
            return Ok(Vec::new());
        }
        let lock = Lock::day(self.root, self.day)?;
        Part::BOTH
            .into_iter()
            .zip(&accepted)
            .map(|(part, answer)| answers::record(&lock, self.root, self.day, part, answer))
            .collect()
    }

    /// Every answer sent for the day, and the site's verdicts.
    pub fn submissions(&self) -> anyhow::Result<Vec<history::Submission>> {
        let text = read_if_there(&self.path("submissions"))?.unwrap_or_default();
        Ok(history::read(&text))
    }
}
