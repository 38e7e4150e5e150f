//! This workspace's local settings, set once and kept out of git:
//! `input/settings.toml` (everything under `input/` but its README is
//! ignored), edited with `toml_edit` so a comment of the user's stays.
//!
//! ```toml
//! # How the site can reach you, in every request's User-Agent.
//! contact = "you@example.com"
//!
//! [leaderboard]
//! id = "123456"
//! view_key = "…"
//! me = "123456"
//! # A view key given and not yet used by a fetch: it becomes `view_key`
//! # once the site accepts it, and goes if it does not.
//! untried_key = "…"
//! ```
//!
//! Nothing in it is ever printed but the contact, which the user chose to
//! give the site.

use std::path::{Path, PathBuf};

use anyhow::{Context, anyhow};
use toml_edit::{DocumentMut, Item, Table, value};

use crate::files::{read_if_there, write};

/// Where the settings are kept, relative to the root.
pub const FILE: &str = "input/settings.toml";

/// The settings, read and maybe changed.
pub struct Settings {
    path: PathBuf,
    document: DocumentMut,
}

/// A private leaderboard, as the settings keep it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// The board's number (the owner's id).
    pub id: String,
    /// The read-only view key that a fetch has used, if one was given.
    pub view_key: Option<String>,
    /// A view key given since, which no fetch has used yet.
    pub untried_key: Option<String>,
    /// The user's own member id, if given (else the board's owner is).
    pub me: Option<String>,
}

impl Settings {
    /// The settings of the workspace at `root` (none yet: empty).
    pub fn read(root: &Path) -> anyhow::Result<Self> {
        let path = root.join(FILE);
        let text = read_if_there(&path)?.unwrap_or_default();
        let document = text
            .parse()
            .with_context(|| format!("{FILE} is not TOML: fix it or remove it"))?;
        Ok(Self { path, document })
    }

    /// How the site can reach the user: `AOC_CONTACT`, else `contact`.
    pub fn contact(&self) -> Option<String> {
        std::env::var("AOC_CONTACT")
            .ok()
            .or_else(|| self.document.get("contact")?.as_str().map(str::to_owned))
            .map(|contact| contact.trim().to_owned())
            .filter(|contact| !contact.is_empty())
    }

    /// Sets the contact.
    pub fn set_contact(&mut self, contact: &str) {
        self.document["contact"] = value(contact);
    }

    /// The private leaderboard set, if one is.
    pub fn board(&self) -> Option<Board> {
        let table = self.document.get("leaderboard")?.as_table()?;
        let text = |name: &str| table.get(name).and_then(Item::as_str).map(str::to_owned);
        Some(Board {
            id: table.get("id")?.as_str()?.to_owned(),
            view_key: text("view_key"),
            untried_key: text("untried_key"),
            me: text("me"),
        })
    }

    /// Sets the private leaderboard (and its view keys and the user's
    /// member id, where given).
    pub fn set_board(&mut self, board: &Board) -> anyhow::Result<()> {
        if !self.document.contains_key("leaderboard") {
            self.document["leaderboard"] = Item::Table(Table::new());
        }
        let table = self.document["leaderboard"]
            .as_table_mut()
            .ok_or_else(|| anyhow!("{FILE}: `leaderboard` is not a table"))?;
        table["id"] = value(&board.id);
        for (name, given) in [
            ("view_key", &board.view_key),
            ("untried_key", &board.untried_key),
            ("me", &board.me),
        ] {
            match given {
                Some(given) => table[name] = value(given),
                None => {
                    table.remove(name);
                }
            }
        }
        Ok(())
    }

    /// Writes the settings back, whole.
    pub fn write(&self) -> anyhow::Result<()> {
        write(&self.path, self.document.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_set_once_and_read_back() {
        let root = std::env::temp_dir().join(format!("xtask-settings-{}", std::process::id()));
        let mut settings = Settings::read(&root).unwrap();
        assert_eq!(settings.board(), None);
        settings.set_contact("me@example.com");
        let board = Board {
            id: "42".into(),
            view_key: Some("abc".into()),
            untried_key: Some("new".into()),
            me: None,
        };
        settings.set_board(&board).unwrap();
        settings.write().unwrap();
        let again = Settings::read(&root).unwrap();
        assert_eq!(again.board(), Some(board));
        if std::env::var_os("AOC_CONTACT").is_none() {
            assert_eq!(again.contact().as_deref(), Some("me@example.com"));
        }
        std::fs::remove_dir_all(&root).unwrap();
    }
}
