//! Reading and writing the workspace's files, with the path in every error.
//!
//! Every file the tools write goes through [`write()`], which writes it whole
//! (beside its place, then renamed over it: `layout::write_whole`), so a
//! command stopped at any instant leaves the old text or the new. What two
//! commands can both change is changed under a [`Lock`].

use std::fs::{self, File, OpenOptions, TryLockError};
use std::path::Path;

use anyhow::Context;
use layout::Day;

/// The text of `path`.
pub fn read(path: &Path) -> anyhow::Result<String> {
    fs::read_to_string(path).with_context(|| path.display().to_string())
}

/// The text of `path`, or `None` when there is no such file.
pub fn read_if_there(path: &Path) -> anyhow::Result<Option<String>> {
    match fs::read_to_string(path) {
        Ok(text) => Ok(Some(text)),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(error) => Err(error).with_context(|| path.display().to_string()),
    }
}

/// Writes `text` to `path` whole, creating its folder.
pub fn write(path: &Path, text: impl AsRef<[u8]>) -> anyhow::Result<()> {
    layout::write_whole(path, text).with_context(|| path.display().to_string())
}

/// A lock on what two commands could both change, held until it is
/// dropped: the workspace's manifest and registrations (`just new`, `just
/// year`), or a day's answers and submission history (`just submit`,
/// `fetch`, `read`, `start`). A command that finds it taken says so and
/// waits.
#[must_use = "the lock is released when dropped"]
pub struct Lock(#[allow(dead_code, reason = "held, never read")] File);

impl Lock {
    /// The lock on the workspace's tracked files (`Cargo.toml`, the
    /// registration modules, the day crates), while a command changes them.
    /// Whoever holds it is the only writer there, so what a stopped command
    /// left half-written goes first (see [`sweep`]).
    pub fn workspace(root: &Path) -> anyhow::Result<Self> {
        let lock = Self::take(&root.join("target/xtask-workspace.lock"), "the workspace")?;
        sweep(root);
        Ok(lock)
    }

    /// The lock on `day`'s answers and submissions under `input/YEAR/`.
    #[cfg_attr(not(feature = "site"), allow(dead_code))]
    pub fn day(root: &Path, day: Day) -> anyhow::Result<Self> {
        Self::take(&root.join(day.file("lock")), &format!("{day}'s answers"))
    }

    /// Takes the lock file at `path`, waiting (and saying so) while another
    /// command holds it.
    fn take(path: &Path, what: &str) -> anyhow::Result<Self> {
        if let Some(folder) = path.parent() {
            fs::create_dir_all(folder).with_context(|| folder.display().to_string())?;
        }
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(path)
            .with_context(|| path.display().to_string())?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                eprintln!(
                    "waiting for another command to finish with {what} ({} is taken)…",
                    path.display()
                );
                file.lock().with_context(|| path.display().to_string())?;
            }
            Err(TryLockError::Error(error)) => {
                return Err(error).with_context(|| path.display().to_string());
            }
        }
        Ok(Self(file))
    }
}

/// Removes what a stopped command left in the workspace's tracked folders
/// (the root, `src/`, `crates/`): a file it was writing (`.NAME.PID-N.part`,
/// see `layout::write_whole`) and a day's crate it was putting together
/// (`crates/.new-PACKAGE`, see `just new`). Called with the workspace's
/// lock held; what cannot be removed is left, as git ignores it.
fn sweep(root: &Path) {
    let mut folders = vec![root.to_owned()];
    let mut pending = vec![root.join("src"), root.join("crates")];
    while let Some(folder) = pending.pop() {
        let Ok(entries) = fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if !path.is_dir() || name == "target" {
                continue;
            }
            if name.starts_with(".new-") && folder.ends_with("crates") {
                let _ = fs::remove_dir_all(&path);
            } else if !name.starts_with('.') {
                pending.push(path);
            }
        }
        folders.push(folder);
    }
    for folder in folders {
        let _ = layout::sweep_stopped_writes(&folder);
    }
}

/// Copies the files git tracks, and the untracked ones it does not ignore,
/// from `root` to `to`.
pub fn copy_tree(root: &Path, to: &Path) -> anyhow::Result<()> {
    let output = std::process::Command::new("git")
        .args([
            "ls-files",
            "-z",
            "--cached",
            "--others",
            "--exclude-standard",
        ])
        .current_dir(root)
        .output()
        .context("could not run git")?;
    if !output.status.success() {
        anyhow::bail!("git ls-files failed in {}", root.display());
    }
    for file in output
        .stdout
        .split(|&byte| byte == 0)
        .filter(|name| !name.is_empty())
    {
        let file = String::from_utf8_lossy(file);
        let from = root.join(file.as_ref());
        if !from.is_file() {
            continue;
        }
        let target = to.join(file.as_ref());
        if let Some(folder) = target.parent() {
            fs::create_dir_all(folder).with_context(|| folder.display().to_string())?;
        }
        fs::copy(&from, &target).with_context(|| from.display().to_string())?;
    }
    Ok(())
}

/// Where the text between the line `start` and the first line `end` after it
/// lies in `text` (a README's generated section), as byte offsets: from the
/// end of the `start` line (before its line break) to the beginning of the
/// `end` line.
///
/// A marker counts only as a line of its own (up to three spaces before it,
/// as Markdown allows an HTML line), outside a fenced code block: a marker
/// quoted in a table, a code span or a code block (the README's own recipe
/// table quotes them) is text, and nothing is ever written there.
pub fn markers(text: &str, start: &str, end: &str) -> anyhow::Result<(usize, usize)> {
    let lines = marker_lines(text);
    let missing = |marker: &str| {
        if text.contains(marker) {
            anyhow::anyhow!(
                "the file quotes `{marker}` only inside other text (a table, a code span or a code block), never as a line of its own: add the two lines `{start}` and `{end}`, each alone on its line, where the section goes"
            )
        } else {
            anyhow::anyhow!(
                "the file has no line `{marker}`: add the two lines `{start}` and `{end}`, each alone on its line, where the section goes"
            )
        }
    };
    let &(_, _, from) = lines
        .iter()
        .find(|(line, _, _)| *line == start)
        .ok_or_else(|| missing(start))?;
    let &(_, to, _) = lines
        .iter()
        .find(|&&(line, at, _)| line == end && at > from)
        .ok_or_else(|| missing(end))?;
    Ok((from + start.len(), to))
}

/// The lines of `text` that could be a marker (outside fenced code blocks,
/// indented by at most three spaces), each trimmed, with the byte offsets
/// where the line and its text begin.
fn marker_lines(text: &str) -> Vec<(&str, usize, usize)> {
    let mut found = Vec::new();
    let mut fence: Option<(char, usize)> = None;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let indent = line.len() - line.trim_start_matches(' ').len();
        let bare = line.trim();
        let opens = ['`', '~'].into_iter().find_map(|mark| {
            let run = bare.len() - bare.trim_start_matches(mark).len();
            (indent < 4 && run >= 3).then_some((mark, run))
        });
        match (fence, opens) {
            (None, Some(opened)) => fence = Some(opened),
            (Some((mark, run)), Some((closing, length)))
                if closing == mark && length >= run && bare.trim_start_matches(mark).is_empty() =>
            {
                fence = None;
            }
            (None, None) if indent < 4 => found.push((bare, at, at + indent)),
            _ => {}
        }
        at += line.len();
    }
    found
}

/// `text` with what lies between the lines `start` and `end` replaced by
/// `section`.
pub fn splice(text: &str, start: &str, end: &str, section: &str) -> anyhow::Result<String> {
    let (from, to) = markers(text, start, end)?;
    Ok(format!("{}\n{section}{}", &text[..from], &text[to..]))
}

/// Where [`splice_or_append`] put a section.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placed {
    /// Between the marker lines the text had.
    Between,
    /// At the end of the text, between the marker lines added there: the
    /// text had neither as a line of its own.
    AddedAtEnd,
}

/// [`splice`], or where `text` has neither marker as a line of its own
/// (it may quote them, as a table that names them does), `text` with the
/// two lines and `section` between them added at its end, after a blank
/// line. A text with one marker line and not the other is refused, as
/// [`markers`] refuses it: where the section was meant to go is not known.
pub fn splice_or_append(
    text: &str,
    start: &str,
    end: &str,
    section: &str,
) -> anyhow::Result<(String, Placed)> {
    let lines = marker_lines(text);
    if lines
        .iter()
        .any(|(line, _, _)| *line == start || *line == end)
    {
        return Ok((splice(text, start, end, section)?, Placed::Between));
    }
    let gap = match text {
        "" => "",
        _ if text.ends_with("\n\n") => "",
        _ if text.ends_with('\n') => "\n",
        _ => "\n\n",
    };
    Ok((
        format!("{text}{gap}{start}\n{section}{end}\n"),
        Placed::AddedAtEnd,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_with_no_marker_lines_gets_them_at_its_end() {
        let quoted = format!("# Notes\n\n| `x` | between `{START}` and `{END}` |\n");
        let (written, placed) = splice_or_append(&quoted, START, END, "new\n").unwrap();
        assert_eq!(placed, Placed::AddedAtEnd);
        assert_eq!(written, format!("{quoted}\n{START}\nnew\n{END}\n"));
        // Written again: between the lines it now has, the rest as it was.
        let (again, placed) = splice_or_append(&written, START, END, "newer\n").unwrap();
        assert_eq!(placed, Placed::Between);
        assert_eq!(again, format!("{quoted}\n{START}\nnewer\n{END}\n"));
        assert_eq!(
            splice_or_append("no newline", START, END, "x\n").unwrap().0,
            format!("no newline\n\n{START}\nx\n{END}\n")
        );
        // One line without the other: where the section goes is not known.
        let half = format!("# Notes\n{START}\nold\n");
        assert!(splice_or_append(&half, START, END, "new\n").is_err());
    }

    const START: &str = "<!-- x:start -->";
    const END: &str = "<!-- x:end -->";

    #[test]
    fn markers_count_only_on_lines_of_their_own() {
        let text = format!(
            "| `just x` | writes between `{START}` and `{END}` |\n\n```\n{START}\n{END}\n```\n\n{START}\nold\n  {END}\n"
        );
        let spliced = splice(&text, START, END, "new\n").unwrap();
        assert!(
            spliced.starts_with(&format!(
                "| `just x` | writes between `{START}` and `{END}` |\n\n```\n{START}\n{END}\n```\n"
            )),
            "{spliced}"
        );
        assert!(
            spliced.ends_with(&format!("{START}\nnew\n  {END}\n")),
            "{spliced}"
        );
    }

    #[test]
    fn markers_only_quoted_are_refused_in_one_sentence() {
        let quoted = format!("| `just x` | writes between `{START}` and `{END}` |\n");
        let error = splice(&quoted, START, END, "new\n")
            .unwrap_err()
            .to_string();
        assert!(error.contains("only inside other text"), "{error}");
        let fenced = format!("~~~~\n{START}\n```\n{END}\n~~~~\n");
        assert!(splice(&fenced, START, END, "new\n").is_err());
        let indented = format!("    {START}\n    {END}\n");
        assert!(splice(&indented, START, END, "new\n").is_err());
        let error = splice("nothing", START, END, "").unwrap_err().to_string();
        assert!(error.contains("has no line"), "{error}");
    }

    #[test]
    fn a_lock_is_held_until_dropped() {
        let root = std::env::temp_dir().join(format!("xtask-lock-{}", std::process::id()));
        let held = Lock::workspace(&root).unwrap();
        let path = root.join("target/xtask-workspace.lock");
        let other = File::open(&path).unwrap();
        assert!(matches!(other.try_lock(), Err(TryLockError::WouldBlock)));
        drop(held);
        assert!(other.try_lock().is_ok());
        drop(other);
        fs::remove_dir_all(&root).unwrap();
    }
}
