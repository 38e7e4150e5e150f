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

use super::client::{Site, expired};
use super::puzzle::{accepted_answers, logged_out, main_of};
use crate::ask::PuzzleDay;
use crate::files::write;
use crate::years::answers::{self, Answers};
use crate::years::calendar::Calendar;

/// A day of the workspace, its files, and the site when it is needed.
pub struct Day<'a> {
    pub root: &'a Path,
    pub calendar: Calendar,
    pub day: u8,
    site: Option<Site>,
}

impl<'a> Day<'a> {
    /// `day` of the workspace at `root` (open, as [`PuzzleDay`] checks).
    pub fn new(root: &'a Path, day: PuzzleDay) -> Self {
        Self {
            root,
            calendar: day.calendar,
            day: day.day,
            site: None,
        }
    }

    /// A file of this day under `input/YEAR/`, relative to the root.
    pub fn file(&self, extension: &str) -> String {
        self.calendar.file(self.day, extension)
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
        self.calendar.has_own_input(self.root, self.day)
    }

    /// The answers recorded as accepted, parts 1 and 2.
    pub fn answers(&self) -> anyhow::Result<Answers> {
        Ok(answers::read(self.root, &self.file("answers"))?.unwrap_or_default())
    }

    /// Records `answer` as part `part`'s accepted answer, unless one is
    /// recorded already. Returns what it did, for the user.
    pub fn record_answer(&self, part: u8, answer: &str) -> anyhow::Result<String> {
        let file = self.file("answers");
        let recorded = self.answers()?;
        match &recorded[usize::from(part - 1)] {
            Some(same) if same == answer => {
                Ok(format!("part {part}'s answer is in {file} already"))
            }
            Some(other) => Ok(format!(
                "{file} records {other:?} for part {part}, not {answer:?}: left as it is; check it"
            )),
            None => {
                let mut text = fs::read_to_string(self.path("answers")).unwrap_or_default();
                if !text.is_empty() && !text.ends_with('\n') {
                    text.push('\n');
                }
                text.push_str(&format!("part{part}: {}\n", answer.replace('\n', "\\n")));
                write(&self.path("answers"), &text)?;
                Ok(format!(
                    "recorded part {part}'s answer {answer} in {file}: `just verify` checks it from now on"
                ))
            }
        }
    }

    /// The puzzle page's `<main>`: the stored one, or fetched (and stored)
    /// when none is stored or a part was solved since it was.
    pub fn page(&mut self) -> anyhow::Result<String> {
        let stored = fs::read_to_string(self.path("puzzle.html")).ok();
        let solved = self.answers()?.iter().flatten().count();
        if let Some(main) = stored.filter(|main| accepted_answers(main).len() >= solved) {
            return Ok(main);
        }
        let (year, day) = (self.calendar.year, self.day);
        let reply = self.site()?.puzzle(year, day)?;
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
