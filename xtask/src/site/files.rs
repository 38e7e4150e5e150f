//! One day's files under `input/YEAR/` (ignored by git, like the inputs:
//! the puzzle's author asks that puzzle text and inputs not be shared),
//! which answer every question they can before the site is asked:
//!
//! - `dayN.txt`: the input;
//! - `dayN.answers`: the accepted answers, which `just verify` checks;
//! - `dayN.puzzle.html`: the puzzle page's `<main>`, as last fetched, and
//!   kept: a finished day's page is your own record, and what `just
//!   rehearse` serves;
//! - `dayN.submissions`: every answer sent and the site's verdict.
//!
//! A stored page is fetched again only when a part was accepted after it
//! was stored (the submissions hold a right answer to a part the page does
//! not show answered: part two is on the next one), or when asked
//! (`--refresh`): never because of what the answers file holds, which may be
//! written by hand. Until then the page is kept as it is, never let go.

use std::path::{Path, PathBuf};

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
    /// not a copy of the example).
    pub fn has_own_input(&self) -> bool {
        has_own_input(self.root, self.day)
    }

    /// The page's `<main>` as last seen, if one is kept, however old.
    pub fn kept_page(&self) -> anyhow::Result<Option<String>> {
        read_if_there(&self.path("puzzle.html"))
    }

    /// The kept page's `<main>`, unless a part was accepted since it was
    /// kept (see [`older_than_a_star`]).
    pub fn fresh_page(&self) -> anyhow::Result<Option<String>> {
        let Some(main) = self.kept_page()? else {
            return Ok(None);
        };
        let stale = older_than_a_star(&Page::parse(&main), &self.submissions()?);
        Ok((!stale).then_some(main))
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

/// True when `page` shows `part` answered: its answer (part two's, the
/// second), or both parts complete (the last day's second star shows no
/// answer).
pub fn shows_answered(page: &Page, part: Part) -> bool {
    page.accepted_answers().len() > part.index() || page.both_complete()
}

/// True when the site called an answer right, in `history`, to a part
/// `page` does not show answered: the page was kept before that star.
pub fn older_than_a_star(page: &Page, history: &[history::Submission]) -> bool {
    history
        .iter()
        .any(|sent| sent.outcome == history::Outcome::Right && !shows_answered(page, sent.part))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_is_older_than_a_star_it_does_not_show() {
        let opening = Page::parse(
            "<main><article class=\"day-desc\"><h2>--- Day 1 ---</h2></article>\
             <form method=\"post\" action=\"1/answer\"></form></main>",
        );
        let one = Page::parse(
            "<main><article class=\"day-desc\"><h2>--- Day 1 ---</h2></article>\
             <p>Your puzzle answer was <code>3</code>.</p>\
             <article class=\"day-desc\"><h2>--- Part Two ---</h2></article></main>",
        );
        let history = |text: &str| history::read(text);
        let right_one = history("100\tpart1\tright\t0\t3\n");
        let right_both = history("100\tpart1\tright\t0\t3\n200\tpart2\tright\t0\t12\n");
        let wrong_two = history("100\tpart1\tright\t0\t3\n200\tpart2\ttoo-low\t260\t5\n");
        assert!(!older_than_a_star(&opening, &[]));
        assert!(older_than_a_star(&opening, &right_one));
        assert!(!older_than_a_star(&one, &right_one));
        assert!(!older_than_a_star(&one, &wrong_two));
        assert!(older_than_a_star(&one, &right_both));
        // The last day's second star shows no answer: both parts complete.
        let last = Page::parse(
            "<main><article class=\"day-desc\"><h2>--- Day 12 ---</h2></article>\
             <p>Your puzzle answer was <code>3</code>.</p>\
             <article class=\"day-desc\"><h2>--- Part Two ---</h2></article>\
             <p class=\"day-success\">Both parts of this puzzle are complete! They provide two gold stars: **</p></main>",
        );
        assert!(!older_than_a_star(&last, &right_both));
    }
}
