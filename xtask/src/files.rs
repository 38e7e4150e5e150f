//! Reading and writing the workspace's files, with the path in every error.

use std::fs;
use std::path::Path;

use anyhow::Context;

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

/// Writes `text` to `path`, creating its folder.
pub fn write(path: &Path, text: &str) -> anyhow::Result<()> {
    if let Some(folder) = path.parent() {
        fs::create_dir_all(folder).with_context(|| folder.display().to_string())?;
    }
    fs::write(path, text).with_context(|| path.display().to_string())
}

/// Where the text between the line `start` and the first line `end` after it
/// lies in `text` (a README's generated section), as byte offsets.
pub fn markers(text: &str, start: &str, end: &str) -> anyhow::Result<(usize, usize)> {
    let missing = |marker| anyhow::anyhow!("the README has no `{marker}` line to replace from");
    let from = text.find(start).ok_or_else(|| missing(start))? + start.len();
    let to = text[from..].find(end).ok_or_else(|| missing(end))? + from;
    Ok((from, to))
}

/// `text` with what lies between the lines `start` and `end` replaced by
/// `section`.
pub fn splice(text: &str, start: &str, end: &str, section: &str) -> anyhow::Result<String> {
    let (from, to) = markers(text, start, end)?;
    Ok(format!("{}\n{section}{}", &text[..from], &text[to..]))
}
