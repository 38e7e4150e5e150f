//! One day's files under `input/YEAR/` (ignored by git, like the inputs:
//! the puzzle's author asks that puzzle text and inputs not be shared), and
//! the site, reached only when a file cannot answer:
//!
//! - `dayN.txt`: the input;
//! - `dayN.answers`: the accepted answers, which `just verify` checks;
//! - `dayN.puzzle.html`: the puzzle page's `<main>`, as last fetched;
//! - `dayN.submissions`: every answer sent and the site's verdict.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::anyhow;
use layout::{Day, Part};

use super::client::{Site, expired};
use super::page::{accepted_answers, logged_out, main_of};
use crate::files::{Lock, write};
use crate::years::answers::{self, Answers};
use crate::years::calendar::has_own_input;

/// A day of the workspace, its files, and the site when it is needed.
pub struct DayFiles<'a> {
    /// The workspace's root.
    pub root: &'a Path,
    /// The day.
    pub day: Day,
    site: Option<Site>,
}

impl<'a> DayFiles<'a> {
    /// `day` of the workspace at `root`.
    pub fn new(root: &'a Path, day: Day) -> Self {
        Self {
            root,
            day,
            site: None,
        }
    }

    /// A file of this day under `input/YEAR/`, relative to the root.
    pub fn file(&self, extension: &str) -> String {
        self.day.file(extension)
    }

    /// The same, as a path.
    pub fn path(&self, extension: &str) -> PathBuf {
        self.root.join(self.file(extension))
    }

    /// The site, connected on first use.
    pub fn site(&mut self) -> anyhow::Result<&Site> {
        let site = match self.site.take() {
            Some(site) => site,
            None => Site::connect()?,
        };
        Ok(self.site.insert(site))
    }

    /// True when `dayN.txt` is an input of the user's own (not missing, and
    /// not the build's copy of the example).
    pub fn has_own_input(&self) -> bool {
        has_own_input(self.root, self.day)
    }

    /// The answers recorded as accepted, parts 1 and 2.
    pub fn answers(&self) -> anyhow::Result<Answers> {
        Ok(answers::read(self.root, self.day)?.unwrap_or_default())
    }

    /// Records `answer` as `part`'s accepted answer, unless one is recorded
    /// already (under the day's lock, which the caller holds); says what it
    /// did.
    pub fn record_answer(&self, held: &Lock, part: Part, answer: &str) -> anyhow::Result<String> {
        Ok(answers::record(held, self.root, self.day, part, answer)?.to_string())
    }

    /// The puzzle page's `<main>`: the stored one, or fetched (and stored)
    /// when none is stored or a part was solved since it was.
    pub fn page(&mut self) -> anyhow::Result<String> {
        let stored = fs::read_to_string(self.path("puzzle.html")).ok();
        let solved = self.answers()?.iter().flatten().count();
        if let Some(main) = stored.filter(|main| accepted_answers(main).len() >= solved) {
            return Ok(main);
        }
        let day = self.day;
        let reply = self.site()?.puzzle(day)?;
        if logged_out(&reply.body) {
            return Err(expired());
        }
        let main = main_of(&reply.body)
            .ok_or_else(|| anyhow!("the puzzle page has no <main>: the site answered with a page this tool does not know"))?
            .to_owned();
        write(&self.path("puzzle.html"), &main)?;
        Ok(main)
    }
}
