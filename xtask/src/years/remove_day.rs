//! `cargo xtask remove DAY` (`just remove DAY`): takes out what `just new
//! DAY` added to the current year (the day's crate, its lines in the root
//! `Cargo.toml`) and the day's registration module if it has one, so the
//! tree is as it was before; the day's input, answers, puzzle page and submissions under
//! `input/` stay, and `just new DAY` brings the day back beside them.
//!
//! It refuses a day with work it would lose: a file of the crate or the
//! module that is not what `just new` wrote and that git does not hold as it
//! is (committed, unchanged); `--force` takes the day out all the same.
//!
//! Whatever stops it, the next `just remove` finishes: the manifest is
//! written first (from then on the day does not exist for cargo), then the
//! module goes, then the crate is moved aside whole and deleted. Two
//! commands that change the workspace take turns.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use layout::Day;
use xshell::{Shell, cmd};

use super::calendar::Calendar;
use super::manifest::Manifest;
use super::new_day::{Rendered, files};
use crate::files::Lock;
use crate::flags;

impl flags::Remove {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let day = Calendar::read(root)?.day(self.day)?;
        let removed = remove(root, day, self.force)?;
        let kept: Vec<String> = ["txt", "answers", "puzzle.html", "submissions"]
            .into_iter()
            .map(|extension| day.file(extension))
            .filter(|file| root.join(file).is_file())
            .collect();
        println!("took out {day}: {}", removed.join(", "));
        if !kept.is_empty() {
            println!("kept {}", kept.join(", "));
        }
        println!("`just new {}` adds the day again", day.day);
        Ok(())
    }
}

/// Takes `day` out of the workspace at `root` (see the module's docs); what
/// was taken out, as the user would name it.
pub fn remove(root: &Path, day: Day, force: bool) -> anyhow::Result<Vec<String>> {
    let _lock = Lock::workspace(root)?;
    let crate_dir = day.crate_dir();
    let module = day.registration();
    let mut manifest = Manifest::read(root)?;
    let listed = manifest.days(day.year).contains(&day);
    let crate_there = root.join(&crate_dir).exists();
    let module_there = root.join(&module).is_file();
    let staging = root.join(format!("crates/.removed-{}", day.package()));
    if !(listed || crate_there || module_there || staging.exists()) {
        bail!(
            "{day} has nothing to take out: no crate ({crate_dir}), no module, no line in Cargo.toml"
        );
    }
    if !force {
        let lost = would_lose(root, day)?;
        if !lost.is_empty() {
            bail!(
                "{day} has work that would be lost: {} (not what `just new` wrote, and not committed \
                 as it is). Commit it first (git keeps it then), or `just remove {} --force` to lose it; \
                 nothing was changed",
                lost.join(", "),
                day.day
            );
        }
    }
    let mut removed = Vec::new();
    if listed {
        manifest.remove_day(day)?;
        manifest.write()?;
        removed.push("its lines in Cargo.toml".to_owned());
    }
    if module_there {
        let path = root.join(&module);
        fs::remove_file(&path).with_context(|| path.display().to_string())?;
        remove_if_empty(root.join(&module).parent());
        removed.push(module);
    }
    if crate_there {
        let path = root.join(&crate_dir);
        let _ = fs::remove_dir_all(&staging);
        fs::rename(&path, &staging).with_context(|| path.display().to_string())?;
        removed.push(crate_dir);
    }
    if staging.exists() {
        fs::remove_dir_all(&staging).with_context(|| staging.display().to_string())?;
    }
    remove_if_empty(root.join(day.crate_dir()).parent());
    forget_in_lockfile(root, day);
    Ok(removed)
}

/// The files of `day`'s crate and module that taking it out would lose:
/// those that differ from what `just new` writes (which writes no module)
/// and that git does not hold unchanged.
fn would_lose(root: &Path, day: Day) -> anyhow::Result<Vec<String>> {
    let rendered = Rendered::of(root, day)?;
    let crate_dir = PathBuf::from(day.crate_dir());
    let mut changed: Vec<String> = Vec::new();
    if root.join(&crate_dir).is_dir() {
        for file in files(&root.join(&crate_dir))? {
            let text = fs::read(root.join(&crate_dir).join(&file)).unwrap_or_default();
            let as_made = rendered
                .crate_files
                .iter()
                .any(|(made, made_text)| *made == file && made_text.as_bytes() == text);
            if !as_made {
                changed.push(crate_dir.join(&file).display().to_string());
            }
        }
    }
    // `just new` writes no module: one is the user's (a day's variants), or
    // an older `just new`'s, which git holds once committed.
    let module = day.registration();
    if root.join(&module).is_file() {
        changed.push(module);
    }
    if changed.is_empty() {
        return Ok(changed);
    }
    let held = held_by_git(root, &changed);
    Ok(changed
        .into_iter()
        .filter(|file| !held.contains(file))
        .collect())
}

/// Those of `files` that git tracks and that have no change since the last
/// commit (none, where git is not there or this is no repository).
fn held_by_git(root: &Path, files: &[String]) -> BTreeSet<String> {
    let Ok(shell) = Shell::new() else {
        return BTreeSet::new();
    };
    shell.change_dir(root);
    let tracked = cmd!(shell, "git ls-files -z -- {files...}")
        .quiet()
        .ignore_stderr()
        .read();
    let changed = cmd!(
        shell,
        "git status --porcelain -z --untracked-files=all -- {files...}"
    )
    .quiet()
    .ignore_stderr()
    .read();
    let (Ok(tracked), Ok(changed)) = (tracked, changed) else {
        return BTreeSet::new();
    };
    let changed: BTreeSet<&str> = changed
        .split('\0')
        .filter_map(|entry| entry.get(3..))
        .collect();
    tracked
        .split('\0')
        .filter(|file| !file.is_empty() && !changed.contains(file))
        .map(str::to_owned)
        .collect()
}

/// Removes `folder` if it is empty (a year's folder of crates or of
/// modules, with its last day gone).
fn remove_if_empty(folder: Option<&Path>) {
    if let Some(folder) = folder
        && fs::read_dir(folder).is_ok_and(|mut entries| entries.next().is_none())
    {
        let _ = fs::remove_dir(folder);
    }
}

/// Lets cargo take the day's package out of `Cargo.lock` now, as it would
/// at its next command, so the tree is as before the day was added.
fn forget_in_lockfile(root: &Path, day: Day) {
    let listed = fs::read_to_string(root.join("Cargo.lock"))
        .is_ok_and(|lock| lock.contains(&format!("name = \"{}\"\n", day.package())));
    if !listed {
        return;
    }
    let Ok(shell) = Shell::new() else {
        return;
    };
    shell.change_dir(root);
    let cargo = crate::process::cargo();
    let _ = cmd!(
        shell,
        "{cargo} metadata --format-version 1 --offline --quiet"
    )
    .quiet()
    .ignore_stdout()
    .ignore_stderr()
    .run();
}
