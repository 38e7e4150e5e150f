//! Files are written whole: beside their place, then renamed over it, so
//! that a command stopped at any instant (Ctrl-C, a closed terminal, a
//! crash) leaves the old text or the new, never a part of either.

use std::fs;
use std::io::{self, Write};
use std::path::Path;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, SystemTime};

/// Writes `contents` to `path` whole, creating its folder: into a file
/// beside it (`.NAME.PID-N.part`), flushed to disk, then renamed over it.
/// A reader sees the old file or the new one; a stop before the rename
/// leaves at most the `.part` file, which nothing reads, git ignores (the
/// workspace's `.gitignore` names `.*.part`), and the next write of the same
/// path removes ([`sweep_stopped_writes`]).
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
    sweep(folder, Some(&name.to_string_lossy()))?;
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

/// Removes from `folder` every `.NAME.PID-N.part` file a stopped
/// [`write_whole`] left there: one whose writer is no longer running (or,
/// where the system does not say which processes run, one older than an
/// hour). The number removed.
///
/// ```
/// let folder = std::env::temp_dir().join(format!("layout-sweep-{}", std::process::id()));
/// std::fs::create_dir_all(&folder)?;
/// // What a write stopped by a kill leaves: its writer is gone.
/// std::fs::write(folder.join(".Cargo.toml.4294967294-0.part"), "half")?;
/// std::fs::write(folder.join("Cargo.toml"), "kept")?;
/// # #[cfg(target_os = "linux")]
/// assert_eq!(layout::sweep_stopped_writes(&folder)?, 1);
/// # #[cfg(target_os = "linux")]
/// assert_eq!(std::fs::read_dir(&folder)?.count(), 1);
/// # std::fs::remove_dir_all(&folder)?;
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn sweep_stopped_writes(folder: &Path) -> io::Result<usize> {
    sweep(folder, None)
}

/// [`sweep_stopped_writes`], for the writes of the file `only` alone when
/// it is given.
fn sweep(folder: &Path, only: Option<&str>) -> io::Result<usize> {
    let entries = match fs::read_dir(folder) {
        Ok(entries) => entries,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(0),
        Err(error) => return Err(error),
    };
    let mut removed = 0;
    for entry in entries {
        let entry = entry?;
        let file = entry.file_name();
        let Some((name, writer)) = file.to_str().and_then(part_of) else {
            continue;
        };
        if only.is_some_and(|only| only != name) || writer == std::process::id() {
            continue;
        }
        let old = || {
            let modified = entry.metadata().and_then(|meta| meta.modified());
            modified.is_ok_and(|at| {
                SystemTime::now()
                    .duration_since(at)
                    .is_ok_and(|age| age > Duration::from_secs(3600))
            })
        };
        if !running(writer).unwrap_or_else(old) && fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    Ok(removed)
}

/// The file name and the writer's process id of `.NAME.PID-N.part`.
fn part_of(file: &str) -> Option<(&str, u32)> {
    let inner = file.strip_prefix('.')?.strip_suffix(".part")?;
    let (name, tail) = inner.rsplit_once('.')?;
    let (pid, count) = tail.split_once('-')?;
    count.parse::<u32>().ok()?;
    Some((name, pid.parse().ok()?))
}

/// Whether process `pid` is running, where the system says (`/proc`).
fn running(pid: u32) -> Option<bool> {
    let processes = Path::new("/proc");
    processes
        .join("self")
        .exists()
        .then(|| processes.join(pid.to_string()).exists())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_part_file_names_its_file_and_writer() {
        assert_eq!(
            part_of(".Cargo.toml.2200-6.part"),
            Some(("Cargo.toml", 2200))
        );
        assert_eq!(part_of(".day5.txt.1-0.part"), Some(("day5.txt", 1)));
        for other in [
            "Cargo.toml",
            ".Cargo.toml.part",
            ".x.y-z.part",
            "a.1-2.part",
        ] {
            assert_eq!(part_of(other), None, "{other}");
        }
    }

    #[test]
    fn a_write_sweeps_what_a_stopped_one_left_of_its_file() {
        let folder = std::env::temp_dir().join(format!("layout-stopped-{}", std::process::id()));
        fs::create_dir_all(&folder).unwrap();
        let stopped = folder.join(format!(".a.txt.{}-0.part", u32::MAX - 1));
        let other = folder.join(format!(".b.txt.{}-0.part", u32::MAX - 1));
        fs::write(&stopped, "half").unwrap();
        fs::write(&other, "half").unwrap();
        write_whole(&folder.join("a.txt"), "whole").unwrap();
        if running(1).is_some() {
            assert!(!stopped.exists(), "the stopped write of a.txt is swept");
        }
        assert!(other.exists(), "another file's is left to its own write");
        fs::remove_dir_all(&folder).unwrap();
    }
}
