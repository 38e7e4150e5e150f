//! `--state flow`: what a user's day leaves in the day's table. `just
//! start` reads the page the moment the puzzle opens (part one alone) and
//! fills the day's crate; once part one's star is in, `just read` reads the
//! page again and fills it on top of what `start` wrote. Each page is put
//! through both, into a crate as `just new` writes it in a scratch
//! workspace, with the reading and the fill the commands use
//! ([`Found::of_day_guarded`], [`fill::fill`]); what the table then holds,
//! row by row, is held to the truth.

use std::path::{Path, PathBuf};

use layout::Day;

use super::pages::{State, served};
use crate::files::write;
use crate::page::Page;
use crate::page::examples::{Found, InputShape};
use crate::page::fill::{self, Row};
use crate::years::new_day::Rendered;

/// A scratch workspace the flow fills day crates in, one at a time; taken
/// away when dropped.
pub struct Scratch {
    /// The workspace whose templates make each day's crate.
    templates: PathBuf,
    dir: PathBuf,
}

impl Scratch {
    /// A scratch workspace for crates made from the templates of the
    /// workspace at `root`.
    pub fn new(root: &Path) -> Self {
        Self {
            templates: root.to_owned(),
            dir: std::env::temp_dir().join(format!("xtask-measure-flow-{}", std::process::id())),
        }
    }

    /// The rows `day`'s table holds once `html` (a page saved with both
    /// stars in) is read into a crate as `just new` writes it, served as at
    /// the opening and then as the moment part one is solved, each time
    /// beside `shape` where given (your input is there from `just start`
    /// on), or by the page alone.
    pub fn rows_after(
        &self,
        day: Day,
        html: &str,
        shape: Option<&InputShape>,
    ) -> anyhow::Result<Vec<Row>> {
        let _ = std::fs::remove_dir_all(&self.dir);
        let crate_dir = self.dir.join(day.crate_dir());
        for (file, text) in Rendered::of(&self.templates, day)?.crate_files {
            write(&crate_dir.join(file), text)?;
        }
        for state in [State::Opening, State::OneStar] {
            let page = Page::parse(&served(html, state));
            // As the commands do: a reading that fails fills nothing.
            if let Ok(found) = Found::of_day_guarded(&page, day, shape) {
                fill::fill(&self.dir, day, &found)?;
            }
        }
        Ok(fill::rows(&self.dir, day)?.unwrap_or_default())
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
