//! End to end, in a throwaway copy of the workspace (`just check-workflow`
//! runs these): 2021 and 2026 side by side, each day answering in its own
//! year, a broken day stopping only itself, and the checks passing whichever
//! year is current and whatever token the shell holds.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{TOKEN, Workspace, ok, refused, said};

/// Part 1 of the day in `crate_dir` answers the number of its input's lines
/// times `factor`.
fn solve(workspace: &Workspace, crate_dir: &str, factor: u32) {
    workspace.edit(
        &format!("{crate_dir}/src/lib.rs"),
        "pub fn part1(input: &Input) -> Result<u64, NotSolved> {\n    let _ = input;\n    Err(NotSolved { day: 4, part: 1 })\n}",
        &format!("pub fn part1(input: &Input) -> usize {{\n    input.lines.len() * {factor}\n}}"),
    );
}

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn years_live_side_by_side() {
    let workspace = Workspace::new();
    let out = ok(&workspace.just(&["year", "2021"]));
    assert!(
        out.starts_with("2021 is the current year already; days"),
        "{out}"
    );
    assert!(!out.contains("switches back"), "{out}");
    let out = ok(&workspace.just(&["year", "2025"]));
    assert!(
        out.contains("2025 is the current year (was 2021); no days yet"),
        "{out}"
    );
    ok(&workspace.just(&["year", "2021"]));
    workspace.assert_clean("just year 2025, then back");

    ok(&workspace.just(&["new", "4"]));
    solve(&workspace, "crates/day04", 2021);
    workspace.write("input/2021/day4.txt", "a\nb\nc\n");
    workspace.write("input/2021/day4.answers", "part1: 6063\n");
    let out = ok(&workspace.just(&["year", "2026"]));
    assert!(out.contains("2026 is the current year (was 2021)"), "{out}");
    assert!(out.contains("`just year 2021` switches back"), "{out}");
    assert_eq!(ok(&workspace.just(&["year"])).trim(), "2026");
    assert!(
        workspace
            .file("Cargo.toml")
            .contains("\ndefault = [\"year2026\"]\n")
    );
    for recipe in [
        &["run", "5"][..],
        &["test", "5"],
        &["verify", "5"],
        &["bench", "5"],
        &["watch", "5"],
    ] {
        let out = refused(&workspace.just(recipe));
        assert!(
            out.contains("day 5 of 2026 has no crate yet: `just new 5` adds it"),
            "{recipe:?}: {out}"
        );
    }
    // Reading the puzzle and saving the input need no crate (they stop here
    // before the opening, or for want of a token).
    for recipe in [&["read", "5"][..], &["fetch", "5"]] {
        let out = refused(&workspace.just(recipe));
        assert!(!out.contains("no crate"), "{recipe:?}: {out}");
    }
    ok(&workspace.just(&["new", "4"]));
    assert!(
        workspace
            .file("crates/2026/day04/Cargo.toml")
            .contains("name = \"day04-2026\"")
    );
    solve(&workspace, "crates/2026/day04", 2026);
    workspace.write("input/2026/day4.txt", "a\nb\n");
    workspace.write("input/2026/day4.answers", "part1: 4052\n");
    for (program, args) in [("just", &["run", "4"][..]), ("cargo", &["aoc", "-d", "4"])] {
        let out = said(&workspace.run(program, args, &[]));
        assert!(
            out.contains("AOC 2026") && out.contains("Day 4 - Part 1 : 4052"),
            "{out}"
        );
    }
    let out = refused(&workspace.just(&["new", "13"]));
    assert!(out.contains("2026 has 12 days"), "{out}");
    // The checks pass with 2026 current, and whatever token the shell holds.
    ok(&workspace.run(".ci/check-answers", &[], &[("AOC_SESSION", TOKEN)]));
    workspace.commit("2021 and 2026 each with a day 4");

    // Every year at once.
    let out = ok(&workspace.just(&["verify"]));
    assert!(
        out.contains("| 2021 | 4 | 1 | (canonical) | `6063` | ✓ |"),
        "{out}"
    );
    assert!(
        out.contains("| 2026 | 4 | 1 | (canonical) | `4052` | ✓ |"),
        "{out}"
    );
    let stars = ok(&workspace.just(&["stars"]));
    assert!(
        stars
            .lines()
            .any(|l| l.starts_with("2021  ···☆·") && l.ends_with(" 1★")),
        "{stars}"
    );
    assert!(
        stars
            .lines()
            .any(|l| l.starts_with("2026") && l.contains('☆') && l.ends_with(" 1★")),
        "{stars}"
    );
    let out = ok(&workspace.just(&["test"]));
    assert!(out.contains("day04_2026"), "{out}");
    assert_eq!(ok(&workspace.just(&["year"])).trim(), "2026");

    // A 2026 day that does not compile stops only itself.
    workspace.edit(
        "crates/2026/day04/src/lib.rs",
        "//! # Day 4",
        "this does not compile\n//! # Day 4",
    );
    ok(&workspace.just(&["year", "2021"]));
    let out = said(&workspace.run("cargo", &["aoc", "-d", "21"], &[]));
    assert!(out.contains("Day 21 - Part 2 : 444356092776315"), "{out}");
    let out = refused(&workspace.just(&["run-all"]));
    assert!(
        out.contains("| 2021 | 4 | 1 | (canonical) | `6063` |"),
        "{out}"
    );
    assert!(
        out.contains(
            "day 4 of 2026 does not compile (day04-2026): `cargo test -p day04-2026` shows why"
        ),
        "{out}"
    );
    let out = refused(&workspace.just(&["verify"]));
    assert!(
        out.contains("| 2021 | 4 | 1 | (canonical) | `6063` | ✓ |"),
        "{out}"
    );
    assert!(
        out.contains("✗ day 4 of 2026 does not compile (day04-2026)"),
        "{out}"
    );
    ok(&workspace.just(&["verify", "4"]));
    workspace.edit(
        "crates/2026/day04/src/lib.rs",
        "this does not compile\n",
        "",
    );
    workspace.remove("input/2026/day4.txt");
    let out = refused(&workspace.just(&["verify"]));
    assert!(
        out.contains(
            "✗ 2026 day 4: input/2026/day4.answers records answers, but input/2026/day4.txt"
        ),
        "{out}"
    );
}

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn a_day_not_open_yet_sends_nothing_and_says_when() {
    let workspace = Workspace::new();
    ok(&workspace.just(&["year", "2026"]));
    ok(&workspace.just(&["new", "4"]));
    let site = workspace.stand_in("x\n", &["--year", "2026", "--day", "4", "--answers", "1,2"]);
    // The minute before 2026's day 4 opens (2026-12-04T05:00:00Z).
    let mut env = site.env();
    env.push(("XTASK_NOW", (1_796_360_400 - 60).to_string()));
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    for recipe in [
        &["fetch", "4"][..],
        &["read", "4"],
        &["submit", "4", "1", "2"],
    ] {
        let out = refused(&workspace.just_with(recipe, &env));
        assert!(
            out.contains("day 4 of 2026 is not open yet: it opens at 05:00 on 2026-12-04 UTC (midnight UTC-5)"),
            "{recipe:?}: {out}"
        );
    }
    assert!(site.requests().is_empty(), "{:?}", site.requests());
    // A clock setting the tools cannot read is refused, not ignored.
    let out = refused(&workspace.just_with(&["read", "4"], &[("XTASK_NOW", "2026-12-04T04:59")]));
    assert!(
        out.contains("XTASK_NOW=\"2026-12-04T04:59\" is not a time the tools read"),
        "{out}"
    );
    assert!(site.requests().is_empty());
}

/// A day registered as `just new` wrote it before `register!` (cargo-aoc's
/// attributes): the build says what rewrites it, and `just upgrade` writes
/// it as one `register!`.
#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn a_module_from_before_register_is_upgraded() {
    let workspace = Workspace::new();
    ok(&workspace.just(&["new", "4"]));
    let module = "src/year2021/day04.rs";
    workspace.write(
        module,
        "//! Day 4, registered from the `day04` crate.\n\n\
         use aoc_common::{Answer, Failed};\n\
         use aoc_runner_derive::{aoc, aoc_generator};\n\
         use day04::Input;\n\n\
         #[aoc_generator(day4)]\n\
         fn parse(input: &str) -> Result<Input, Failed> {\n    aoc_common::input(day04::parse(input))\n}\n\n\
         #[aoc(day4, part1)]\n\
         fn part1(input: &Input) -> Result<String, Failed> {\n    day04::part1(input).into_answer()\n}\n\n\
         #[aoc(day4, part2)]\n\
         fn part2(input: &Input) -> Result<String, Failed> {\n    day04::part2(input).into_answer()\n}\n",
    );
    let out = refused(&workspace.just(&["run", "4"]));
    assert!(out.contains("`just upgrade` rewrites it"), "{out}");
    let out = ok(&workspace.just(&["upgrade"]));
    assert!(
        out.contains("src/year2021/day04.rs: now `register! { day4: day04; }`"),
        "{out}"
    );
    let upgraded = workspace.file(module);
    assert!(
        upgraded.contains("register! {\n    day4: day04;\n}"),
        "{upgraded}"
    );
    let run = ok(&workspace.just(&["run", "4"]));
    assert!(run.contains("Day 4 - Part 1 : not solved yet"), "{run}");
    let out = ok(&workspace.just(&["upgrade"]));
    assert!(out.contains("nothing to do"), "{out}");
}
