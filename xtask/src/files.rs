//! Reading and writing the workspace's files, with the path in every error.

use std::fs;
use std::path::Path;

/// The text of `path`.
pub fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|error| format!("{}: {error}", path.display()))
}

/// Writes `text` to `path`, creating its folder.
pub fn write(path: &Path, text: &str) -> Result<(), String> {
    if let Some(folder) = path.parent() {
        fs::create_dir_all(folder).map_err(|error| format!("{}: {error}", folder.display()))?;
    }
    fs::write(path, text).map_err(|error| format!("{}: {error}", path.display()))
}
