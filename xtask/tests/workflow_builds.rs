//! End to end, in a throwaway copy of the workspace (`just check-workflow`
//! runs these): what each build compiles, and what every command and recipe
//! says when asked for its help.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{Workspace, ok, refused, said};

const END_TO_END: &str = "end to end: `just check-workflow` runs it";

/// The crates of `cargo tree ARGS` in the copy that are among `names`.
fn found(workspace: &Workspace, args: &[&str], names: &[&str]) -> Vec<String> {
    let mut command = vec!["tree", "--prefix", "none"];
    command.extend(args);
    ok(&workspace.run("cargo", &command, &[]))
        .lines()
        .filter(|line| {
            names
                .iter()
                .any(|name| line.starts_with(&format!("{name} ")))
        })
        .map(str::to_owned)
        .collect()
}

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn each_build_compiles_only_what_it_needs() {
    let _ = END_TO_END;
    let workspace = Workspace::new();
    let heavy = ["criterion", "ureq", "rustls", "html2text", "plotters"];
    let tests = found(
        &workspace,
        &["--workspace", "-e", "normal,dev,build"],
        &heavy,
    );
    assert!(tests.is_empty(), "just test would build {tests:?}");
    let tools = found(
        &workspace,
        &["--manifest-path", "xtask/Cargo.toml", "-e", "normal,build"],
        &heavy,
    );
    assert!(tools.is_empty(), "the plain tools would build {tools:?}");
    // cargo-aoc's macros are for `cargo aoc` alone (serde's derive, which
    // the runner's messages use, is built once with the runner crate).
    let macros = ["aoc-runner", "aoc-runner-derive", "aoc-runner-internal"];
    let run = found(
        &workspace,
        &[
            "-p",
            "advent-of-code",
            "--no-default-features",
            "--features",
            "day21",
            "-e",
            "normal,build",
        ],
        &macros,
    );
    assert!(run.is_empty(), "just run 21 would build {run:?}");
}

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn every_command_and_recipe_says_what_it_takes_and_runs_nothing() {
    let workspace = Workspace::new();
    // Every command the top help lists (a unit test holds that list to the
    // commands there should be), and the top help itself.
    let all = ok(&workspace.run("cargo", &["xtask", "--help"], &[]));
    let commands: Vec<&str> = all
        .lines()
        .filter_map(|line| line.strip_prefix("xtask "))
        .collect();
    assert!(commands.len() >= 18, "{all}");
    for command in std::iter::once("").chain(commands) {
        let args: Vec<&str> = ["xtask", command, "--help"]
            .into_iter()
            .filter(|arg| !arg.is_empty())
            .collect();
        let help = ok(&workspace.run("cargo", &args, &[]));
        assert!(help.contains(&format!("xtask {command}")), "{help}");
    }
    // A recipe that takes a day, asked for its help, says what it takes.
    for recipe in ["run", "watch", "test", "aoc-bench"] {
        for flag in ["--help", "-h"] {
            let help = ok(&workspace.just(&[recipe, flag]));
            assert!(help.contains(&format!("Usage: just {recipe}")), "{help}");
            assert!(!help.contains("Compiling"), "{help}");
        }
    }
    for recipe in [
        "new",
        "start",
        "read",
        "open",
        "fetch",
        "example",
        "submit",
        "verify",
        "year",
        "contact",
        "leaderboard",
        "bench",
    ] {
        let help = ok(&workspace.just(&[recipe, "--help"]));
        assert!(help.contains(&format!("cargo xtask {recipe}")), "{help}");
    }
    // The runner's own options, after the day, with nothing built.
    let help = ok(&workspace.just(&["run", "21", "--help"]));
    assert!(help.contains("--message-format"), "{help}");
    // `--help` after a day, or after any argument: what the recipe does,
    // and nothing run or built.
    for args in [
        ["new", "4", "--help"],
        ["test", "1", "--help"],
        ["run", "1", "-h"],
        ["watch", "4", "--help"],
        ["start", "4", "--help"],
        ["submit", "4", "--help"],
    ] {
        let help = ok(&workspace.just(&args));
        let doc = ok(&workspace.just(&["--list"]));
        let recipe = args[0];
        let said = doc
            .lines()
            .find_map(|line| {
                line.strip_prefix(&format!("    {recipe} "))?
                    .split("# ")
                    .nth(1)
            })
            .unwrap();
        let first_words: String = said
            .split_whitespace()
            .take(4)
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            help.split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .contains(&first_words)
                && help.contains(&format!("Usage: just {recipe}")),
            "just {args:?}: {help}"
        );
        assert!(!help.contains("Compiling"), "just {args:?} built: {help}");
    }
    // A wrong argument is one sentence, exit code 2, nothing done.
    let wrong = workspace.just(&["submit", "21", "3", "5"]);
    assert_eq!(wrong.status.code(), Some(2), "{}", said(&wrong));
    assert!(
        refused(&wrong).contains("cargo xtask submit: \"3\" is not a part: give 1 or 2"),
        "{}",
        said(&wrong)
    );
    workspace.assert_clean("asking for help");
}
