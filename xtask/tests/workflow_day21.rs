//! End to end, in a throwaway copy of the workspace (`just check-workflow`
//! runs these): day 21 on its example and on an input of one's own, through
//! `just run` and `cargo aoc`, and `just verify` guarding recorded answers.
//! The own input is the published start 9 and 4, whose answers are checked
//! in `crates/day21/tests/answers.rs`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::process::Command;
use std::thread;
use std::time::Duration;

use common::{Workspace, ok, refused};

const OWN: &str = "Player 1 starting position: 9\nPlayer 2 starting position: 4\n";

/// `just run 21` (and `cargo aoc -d 21` too when `cargo_aoc`) answers
/// `part1` and `part2`; what `just run 21` said.
fn answers(workspace: &Workspace, part1: &str, part2: &str, cargo_aoc: bool) -> String {
    let mut commands = vec![("just", vec!["run", "21"])];
    if cargo_aoc {
        commands.push(("cargo", vec!["aoc", "-d", "21"]));
    }
    let mut shown = String::new();
    for (program, args) in commands {
        let out = ok(&workspace.run(program, &args, &[]));
        for line in [
            format!("Day 21 - Part 1 : {part1}"),
            format!("Day 21 - Part 2 : {part2}"),
        ] {
            assert!(
                out.lines().any(|l| l == line),
                "{program} {args:?}: no {line:?} in\n{out}"
            );
        }
        if program == "just" {
            shown = out;
        }
    }
    shown
}

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn an_own_input_is_run_and_its_recorded_answers_verified() {
    let workspace = Workspace::new();
    // A clone before `just setup`, no input yet: `just run` runs the
    // example from the day's crate, and a build writes nothing under input/.
    workspace.remove("input/2021/day21.txt");
    let out = ok(&workspace.just(&["run", "21"]));
    assert!(out.contains("Day 21 - Part 2 : 444356092776315"), "{out}");
    assert!(
        out.contains("note: running on the example: there is no input/2021/day21.txt yet, so crates/day21/example.txt runs"),
        "{out}"
    );
    assert!(!workspace.root.join("input/2021/day21.txt").exists());
    // `just setup` copies the example where `cargo aoc` reads the input.
    let out = ok(&workspace.run("cargo", &["xtask", "example-copies"], &[]));
    assert!(
        out.contains("input/2021/day21.txt is a copy of crates/day21/example.txt until your input is there, so that `cargo aoc -d 21` runs it"),
        "{out}"
    );
    let shown = answers(&workspace, "739785", "444356092776315", true);
    assert!(
        shown.contains("note: running on the example: input/2021/day21.txt is a copy of crates/day21/example.txt"),
        "{shown}"
    );
    workspace.write("input/2021/day21.txt", OWN);
    workspace.assert_clean("saving an own input");
    answers(&workspace, "998088", "306621346123766", true);

    workspace.write(
        "input/2021/day21.answers",
        "part1: 998088\npart2: 306621346123766\n",
    );
    let out = ok(&workspace.just(&["verify"]));
    assert!(out.matches("| ✓ |").count() >= 5, "{out}");
    assert!(!out.contains("| ✗ |"), "{out}");
    workspace.write("input/2021/day21.answers", "part1: 998088\npart2: 1\n");
    let out = refused(&workspace.just(&["verify"]));
    assert!(
        out.contains("`306621346123766`, recorded `1` | ✗ |"),
        "{out}"
    );
    assert!(
        out.contains("3 answers differ from the recorded ones"),
        "{out}"
    );
    workspace.assert_clean("just verify");

    // The quick look at its times: every solution, run many times, in the
    // build `just run` made; criterion is not built.
    let out = ok(&workspace.just(&["bench", "21"]));
    for title in [
        "Day 21 - Part 1 : 998088",
        "Day 21 - Part 2 - table : 306621346123766",
    ] {
        assert!(out.lines().any(|line| line == title), "{title:?}: {out}");
    }
    assert!(out.contains("(fastest "), "{out}");
    assert!(out.contains("median of "), "{out}");
    assert!(!out.contains("criterion v"), "{out}");
    assert!(out.contains("`just bench 21 --full`"), "{out}");
    workspace.assert_clean("just bench 21");
}

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn a_lost_input_or_one_that_does_not_parse_fails_verify_once() {
    let workspace = Workspace::new();
    workspace.write(
        "input/2021/day21.answers",
        "part1: 998088\npart2: 306621346123766\n",
    );
    for lose in ["remove", "empty", "example"] {
        match lose {
            "remove" => {
                let _ = std::fs::remove_file(workspace.root.join("input/2021/day21.txt"));
            }
            "empty" => workspace.write("input/2021/day21.txt", ""),
            _ => workspace.write(
                "input/2021/day21.txt",
                &workspace.file("crates/day21/example.txt"),
            ),
        }
        let out = refused(&workspace.just(&["verify"]));
        assert!(
            out.contains(
                "✗ 2021 day 21: input/2021/day21.answers records answers, but input/2021/day21.txt"
            ) && out.contains("`just fetch 21`"),
            "{lose}: {out}"
        );
    }
    // An input that does not parse is said once, where it stops, and is not
    // taken for wrong answers.
    workspace.write(
        "input/2021/day21.txt",
        "Player 1 starting position: 9\nPlayer 2 starting position: 11\n",
    );
    let out = refused(&workspace.just(&["verify"]));
    assert!(
        out.contains("✗ 2021 day 21: input/2021/day21.txt does not parse: line 2, column 29: expected a board position from 1 to 10, found \"11\""),
        "{out}"
    );
    assert_eq!(out.matches("does not parse").count(), 1, "{out}");
    assert!(!out.contains("differ"), "{out}");
    assert!(out.contains("1 day could not be checked"), "{out}");
    // And `just run` says so with its exit code.
    let run = workspace.just(&["run", "21"]);
    assert!(!run.status.success());
    // No answers and no input: listed, not failed; `just run` runs the
    // example and writes no copy.
    workspace.remove("input/2021/day21.answers");
    workspace.remove("input/2021/day21.txt");
    answers(&workspace, "739785", "444356092776315", false);
    let out = ok(&workspace.just(&["verify"]));
    assert!(
        out.contains("2021 day 21: input/2021/day21.txt is missing, and no answers are recorded: nothing to check"),
        "{out}"
    );
    // Nothing checked: no table's head over nothing.
    assert!(!out.contains("| year |"), "{out}");
    workspace.assert_clean("losing an input");
}

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn ctrl_c_in_verify_leaves_every_file_as_it_was() {
    let workspace = Workspace::new();
    workspace.write("input/2021/day21.txt", OWN);
    workspace.write(
        "input/2021/day21.answers",
        "part1: 998088\npart2: 306621346123766\n",
    );
    ok(&workspace.just(&["verify"]));
    let before = workspace.snapshot();
    for moment in [100, 500, 1500, 3000] {
        let mut verify = workspace.command("just", &["verify"], &[]);
        std::os::unix::process::CommandExt::process_group(&mut verify, 0);
        let child = verify.spawn().unwrap();
        thread::sleep(Duration::from_millis(moment));
        let group = format!("-{}", child.id());
        let _ = Command::new("kill").args(["-INT", "--", &group]).status();
        let _ = child.wait_with_output();
        assert!(
            workspace.snapshot() == before,
            "Ctrl-C after {moment} ms of just verify changed a file"
        );
    }
}
