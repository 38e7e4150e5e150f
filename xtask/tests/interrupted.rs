//! End to end, in a throwaway copy of the workspace (`just check-workflow`
//! runs these): a command stopped at any instant leaves nothing half-done
//! that it cannot finish. `cargo xtask new` is killed (as a closed terminal
//! or a crash would) at many moments of its run; after each, the day is
//! absent or complete, or a second `just new` completes it; git never shows
//! what it was writing, and the next `just new` leaves none of it behind.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::process::Command;
use std::thread;
use std::time::Instant;

use common::{Workspace, ok};
use toml_edit::DocumentMut;

/// What stands of day 5 of 2021 in the copy.
#[derive(Debug, PartialEq, Eq)]
enum Made {
    Absent,
    Complete,
    Half(String),
}

fn made(workspace: &Workspace) -> Made {
    let manifest: DocumentMut = workspace
        .file("Cargo.toml")
        .parse()
        .expect("Cargo.toml is whole");
    let listed = manifest["features"].get("day05").is_some();
    let parts = [
        ("listed in Cargo.toml", listed),
        ("crate", workspace.root.join("crates/day05").exists()),
    ];
    if parts.iter().all(|(_, there)| !there) {
        return Made::Absent;
    }
    let crate_whole = ["Cargo.toml", "src/lib.rs", "example.txt"]
        .iter()
        .all(|file| workspace.root.join("crates/day05").join(file).is_file());
    // `just new` writes nothing outside the crate but the manifest.
    let module = workspace.root.join("src/year2021/day05.rs").exists();
    if parts.iter().all(|(_, there)| *there) && crate_whole && !module {
        return Made::Complete;
    }
    Made::Half(format!(
        "{parts:?}, crate whole: {crate_whole}, a module: {module}"
    ))
}

/// Every file or folder under `root` (but `target/` and `.git/`) that a
/// stopped write leaves: `.NAME.PID-N.part`, `crates/.new-PACKAGE`.
fn leftovers(root: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut found = Vec::new();
    let mut pending = vec![root.to_owned()];
    while let Some(folder) = pending.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if name == "target" || name == ".git" {
                continue;
            }
            if name.ends_with(".part") || name.starts_with(".new-") {
                found.push(path.clone());
            }
            if path.is_dir() {
                pending.push(path);
            }
        }
    }
    found
}

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn a_new_day_stopped_at_any_moment_is_absent_complete_or_completed() {
    let workspace = Workspace::new();
    let xtask = |args: &[&str]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_xtask"));
        command
            .args(args)
            .env("XTASK_ROOT", &workspace.root)
            .env_remove("XTASK_NOW");
        command
    };
    // How long a whole run takes here, to spread the kills over it.
    let started = Instant::now();
    assert!(xtask(&["new", "5"]).output().unwrap().status.success());
    let whole = started.elapsed();
    assert_eq!(made(&workspace), Made::Complete);
    let (mut absent, mut complete, mut completed) = (0, 0, 0);
    for kill in 0..80_u32 {
        workspace.git(&["reset", "-q", "--hard"]);
        workspace.git(&["clean", "-q", "-fdx", "--exclude=target"]);
        assert_eq!(made(&workspace), Made::Absent);
        let mut child = xtask(&["new", "5"])
            .stdout(std::process::Stdio::null())
            .spawn()
            .unwrap();
        thread::sleep(whole * kill / 60);
        let _ = child.kill();
        let _ = child.wait();
        // Whatever it was writing, git shows none of it.
        let status = workspace.git(&["status", "--porcelain", "--untracked-files=all"]);
        assert!(
            !status.contains(".part") && !status.contains(".new-"),
            "after a kill at {kill}/60, git shows what it was writing: {status}"
        );
        // The next command finishes the day, or finds it whole.
        let state = made(&workspace);
        let again = xtask(&["new", "5"]).output().unwrap();
        match state {
            Made::Absent => absent += 1,
            Made::Complete => complete += 1,
            Made::Half(what) => {
                assert!(
                    again.status.success(),
                    "after a kill at {kill}/60 of a run ({what}), `just new 5` did not complete it: {}",
                    common::said(&again)
                );
                completed += 1;
            }
        }
        assert_eq!(
            made(&workspace),
            Made::Complete,
            "after a kill at {kill}/60 and another `just new 5`: {}",
            common::said(&again)
        );
        // And nothing the stopped run was writing is left behind.
        let left = leftovers(&workspace.root);
        assert!(
            left.is_empty(),
            "after a kill at {kill}/60 and another `just new 5`, left: {left:?}"
        );
        // Whatever happened, the workspace builds the day, or has none.
        if made(&workspace) == Made::Complete {
            assert!(workspace.root.join("crates/day05/src/lib.rs").is_file());
        }
    }
    eprintln!(
        "80 kills: {absent} absent, {complete} complete, {completed} completed by a second `just new`"
    );
    assert!(absent + complete + completed == 80);
    workspace.git(&["reset", "-q", "--hard"]);
    workspace.git(&["clean", "-q", "-fdx", "--exclude=target"]);
    // And `just new` in the copy is whole: one more run builds and tests it.
    ok(&workspace.just(&["new", "5"]));
    ok(&workspace.just(&["test", "5"]));
}
