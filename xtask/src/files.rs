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
