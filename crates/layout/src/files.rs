//! Files are written whole: beside their place, then renamed over it, so
//! that a command stopped at any instant (Ctrl-C, a closed terminal, a
//! crash) leaves the old text or the new, never a part of either.

use std::fs;
use std::io::{self, Write};
use std::path::Path;
use std::sync::atomic::{AtomicU32, Ordering};

/// Writes `contents` to `path` whole, creating its folder: into a file
/// beside it (`.NAME.PID-N.part`), flushed to disk, then renamed over it.
/// A reader sees the old file or the new one; a stop before the rename
/// leaves at most the `.part` file, which the next write of the same path
/// from the same process would replace, and which nothing reads.
///
/// ```
/// let folder = std::env::temp_dir().join(format!("layout-doc-{}", std::process::id()));
/// let path = folder.join("a/b.txt");
/// layout::write_whole(&path, "one\n")?;
/// layout::write_whole(&path, "two\n")?;
/// assert_eq!(std::fs::read_to_string(&path)?, "two\n");
/// assert_eq!(std::fs::read_dir(folder.join("a"))?.count(), 1, "nothing left beside it");
/// # std::fs::remove_dir_all(&folder)?;
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn write_whole(path: &Path, contents: impl AsRef<[u8]>) -> io::Result<()> {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    fs::create_dir_all(folder)?;
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "a file path has a name"))?;
    let beside = folder.join(format!(
        ".{}.{}-{}.part",
        name.to_string_lossy(),
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    let written = (|| {
        let mut file = fs::File::create(&beside)?;
        file.write_all(contents.as_ref())?;
        file.sync_all()?;
        fs::rename(&beside, path)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&beside);
    }
    written
}
