//! End to end, in a throwaway copy of the workspace (`just check-workflow`
//! runs it): a tree as a returning user has it the week before December,
//! with days of their own in every state (one solved, one failing its
//! example, one that does not compile) in 2021 and a day of 2026 beside
//! them, and every recipe run on it.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{Workspace, ok, refused, said};

/// The line an older scaffold's test of part 1 is ignored by.
const IGNORED: &str =
    "    #[ignore = \"give the examples' part 1 answers in EXAMPLES, then delete this line\"]\n";

/// Day `day` of the current year scaffolded, its example `example` with
/// part 1's answer `answer` in EXAMPLES.
fn day_with_example(workspace: &Workspace, day: u8, example: &str, answer: &str) -> String {
    ok(&workspace.just(&["new", &day.to_string()]));
    with_example(workspace, day, example, answer)
}

/// Day `day`'s example `example`, with part 1's answer `answer` in
/// EXAMPLES (its test, where it was ignored, no longer): its `src/lib.rs`.
fn with_example(workspace: &Workspace, day: u8, example: &str, answer: &str) -> String {
    let folder = format!("crates/day{day:02}");
    workspace.write(&format!("{folder}/example.txt"), example);
    let lib = format!("{folder}/src/lib.rs");
    workspace.edit(&lib, "part1: None,", &format!("part1: Some(\"{answer}\"),"));
    if workspace.file(&lib).contains(IGNORED) {
        workspace.edit(&lib, IGNORED, "");
    }
    lib
}

/// The tree: 2021's days 1 (solved, its answer recorded, an `.unwrap()`
/// in it), 2 (as an older `just new` wrote it, with its module and
/// benchmarks: its example's answer given, part 1 not solved yet), 3 (not
/// compiling) and 4 (a wrong answer on its example), and 2026's day 1,
/// with 2026 current.
fn lived_in() -> Workspace {
    let workspace = Workspace::new();
    let lib = day_with_example(&workspace, 1, "a\nb\n", "2");
    workspace.edit(
        &lib,
        "Err(NotSolved { day: 1, part: 1 })",
        "Ok(input.lines.len() as u64 + \"0\".parse::<u64>().unwrap())",
    );
    workspace.write("input/2021/day1.txt", "x\ny\nz\n");
    workspace.write("input/2021/day1.answers", "part1: 3\n");
    workspace.older_day02();
    with_example(&workspace, 2, "a\n", "5");
    ok(&workspace.just(&["new", "3"]));
    let broken = workspace.file("crates/day03/src/lib.rs") + "fn broken() -> u8 {\n    \"x\"\n}\n";
    workspace.write("crates/day03/src/lib.rs", &broken);
    let lib = day_with_example(&workspace, 4, "a\n", "5");
    workspace.edit(
        &lib,
        "Err(NotSolved { day: 4, part: 1 })",
        "Ok(input.lines.len() as u64)",
    );
    ok(&workspace.just(&["year", "2026"]));
    ok(&workspace.just(&["new", "1"]));
    // Cargo.lock as cargo leaves it with these days, as in a tree in use.
    ok(&workspace.run("cargo", &["metadata", "--format-version", "1"], &[]));
    workspace.commit("the user's days");
    workspace
}

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn every_recipe_runs_right_on_a_lived_in_tree() {
    let workspace = lived_in();

    // `just` alone lists the recipes; each answers --help and builds nothing.
    let list = ok(&workspace.just(&[]));
    assert!(
        list.contains("Available recipes") && list.contains("remove day"),
        "{list}"
    );
    let recipes = ok(&workspace.just(&["--summary"]));
    for recipe in recipes.split_whitespace() {
        let help = ok(&workspace.just(&[recipe, "--help"]));
        assert!(
            help.contains(&format!("just {recipe}")) || help.contains(&format!("xtask {recipe}")),
            "just {recipe} --help: {help}"
        );
        assert!(
            !help.contains("Compiling"),
            "just {recipe} --help built: {help}"
        );
    }
    let wrong = refused(&workspace.just(&["run", "04x"]));
    assert!(!wrong.contains("check-day"), "{wrong}");
    workspace.assert_clean("asking for help");

    // 2026 current: its board has nothing before December, and nothing is
    // asked; a day of 2021 is not 2026's.
    let site = workspace.stand_in("1\n", &["--board", "123"]);
    let mut env = site.env();
    env.push(("XTASK_NOW", "1796014800".to_owned()));
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let board = refused(&workspace.just_with(&["leaderboard", "123"], &env));
    assert!(board.contains("before its first day opens"), "{board}");
    assert!(site.requests().is_empty(), "{:?}", site.requests());
    let run = refused(&workspace.just(&["run", "2"]));
    assert!(run.contains("day 2 of 2026 has no crate yet"), "{run}");
    let run = refused(&workspace.just(&["run", "21"]));
    assert!(
        run.contains("day 21 of 2021 has a crate; `just year 2021` makes 2021 current"),
        "{run}"
    );

    // Every day is tested, whichever fails; the failing ones are named.
    // A day not solved yet is said, and fails nothing; a wrong answer does.
    let test = refused(&workspace.just(&["test"]));
    assert!(
        test.contains(
            "○ day 2 of 2021: part 1 not solved yet (write it in the day crate's src/lib.rs), \
             which fails nothing"
        ),
        "{test}"
    );
    // Each part's example test runs, answered or not: day 4's part 2, not
    // written yet, is said beside its failing part 1.
    assert!(
        test.contains(
            "✗ day 4 of 2021: its tests failed, and part 2 is not solved yet (`cargo test -p day04` runs them alone)"
        ),
        "{test}"
    );
    assert!(!test.contains("✗ day 2 of"), "{test}");
    // Alone, the same verdict in the run's words: `just test N` and `just
    // watch N` (2021's days here, with 2026 current: cargo test) pass on it.
    let alone = ok(&workspace.run("cargo", &["test", "-p", "day02", "--tests"], &[]));
    assert!(
        alone.contains("Day 2 - Part 1 : not solved yet (write it in the day crate's src/lib.rs)"),
        "{alone}"
    );
    assert!(
        test.contains("✗ day 3 of 2021: its crate does not compile"),
        "{test}"
    );
    assert!(!test.contains("✗ day 1 of"), "{test}");
    assert!(
        test.contains("test example_part2_both_players ... ok"),
        "day 21 was not tested: {test}"
    );
    assert!(
        test.contains("Running unittests src/lib.rs") && test.contains("day01_2026"),
        "{test}"
    );

    // Every year at once: day 1's answer marked, day 3 said once, the
    // parts not solved yet neither wrong nor failed.
    let all = refused(&workspace.just(&["run-all"]));
    assert!(
        all.contains("| 2021 | 1 | 1 | (canonical) | `3` | ✓ |"),
        "{all}"
    );
    assert!(
        all.contains("| 2021 | 1 | 2 | (canonical) | not solved yet |  |"),
        "{all}"
    );
    assert!(all.contains("day 3 of 2021 does not compile"), "{all}");
    assert!(!all.contains("day 2 part 1 failed"), "{all}");
    // verify checks what has an input and answers of its own: day 1 alone.
    let verify = ok(&workspace.just(&["verify"]));
    assert!(
        verify.contains("| 2021 | 1 | 1 | (canonical) | `3` | ✓ |"),
        "{verify}"
    );
    assert!(
        !verify.contains("differ") && !verify.contains("| 2021 | 3 |"),
        "{verify}"
    );
    let stars = ok(&workspace.just(&["stars"]));
    assert!(stars.contains("2021  ☆○○"), "{stars}");
    workspace.assert_clean("test, run-all, verify and stars");

    // A lint stopped by nothing: formatting off in day 1 and day 3 not
    // compiling are both named, each with what to do. (The lint of the
    // solutions' workspace: the tools' own checks are the real tree's.)
    let lib = "crates/day01/src/lib.rs";
    let kept = workspace.file(lib);
    workspace.write(lib, &kept.replace("pub fn part1(", "pub  fn  part1("));
    let lint = refused(&workspace.lint_of_the_solutions());
    assert!(
        lint.contains(
            "✗ day 1 of 2021: not formatted as rustfmt would (`just fmt` formats it) (broke: formatting of the solutions' workspace)"
        ),
        "{lint}"
    );
    // The day that does not compile, once, with its first error and where.
    assert!(
        lint.contains(
            "✗ day 3 of 2021: does not compile: E0308 mismatched types, at crates/day03/src/lib.rs:"
        ) && lint.contains("(broke: clippy on the solutions' workspace, every feature)"),
        "{lint}"
    );
    assert_eq!(lint.matches("✗ day 3 of 2021").count(), 1, "{lint}");
    // Day 1's unwrap is no fault of a day of the user's.
    assert!(!lint.contains("unwrap_used"), "{lint}");
    workspace.write(lib, &kept);

    // A day added by mistake goes as it came; one with work is kept unless
    // asked.
    ok(&workspace.just(&["year", "2021"]));
    workspace.commit("2021 current");
    ok(&workspace.just(&["new", "9"]));
    let removed = ok(&workspace.just(&["remove", "9"]));
    assert!(removed.contains("took out day 9 of 2021"), "{removed}");
    workspace.assert_clean("just new 9, then just remove 9");
    workspace.edit("crates/day02/src/lib.rs", "Some(\"5\")", "Some(\"1\")");
    let kept = refused(&workspace.just(&["remove", "2"]));
    assert!(
        kept.contains("crates/day02/src/lib.rs") && kept.contains("--force"),
        "{kept}"
    );
    assert!(workspace.root.join("crates/day02/src/lib.rs").is_file());
    ok(&workspace.just(&["remove", "2", "--force"]));
    assert!(!workspace.root.join("crates/day02").exists());
    assert!(!workspace.file("Cargo.toml").contains("day02"));
    let after = said(&workspace.just(&["test", "1"]));
    assert!(after.contains("test result: ok"), "{after}");

    // "Next:" says what a day really comes to: day 3 does not build, and is
    // not offered to submit. A clock set ahead is said once, and ignored.
    let site = workspace.stand_in("x\ny\n", &["--day", "3"]);
    let mut env = site.env();
    let ahead = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs()
        + 86_400;
    env.push(("XTASK_NOW", ahead.to_string()));
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let out = ok(&workspace.just_with(&["read", "3"], &env));
    assert!(
        out.contains("Part 1 cannot run yet: day 3 of 2021 does not compile (day03)")
            && !out.contains("  just submit 3 1  "),
        "{out}"
    );
    assert_eq!(
        out.matches("later than this machine's clock").count(),
        1,
        "{out}"
    );

    // The tables of times in Markdown, asked for alone; written into the
    // README, which quotes its marker lines but has none: added at its end.
    let markdown = ok(&workspace.just(&["stars", "--markdown"]));
    assert!(markdown.contains("| 1 | ? | - | - |"), "{markdown}");
    let readme = workspace.file("README.md");
    let out = ok(&workspace.just(&["stars", "--readme", "README.md"]));
    assert!(
        out.contains("README.md had no place for the tables: added the lines <!-- stars:start --> and <!-- stars:end --> at its end"),
        "{out}"
    );
    let written = workspace.file("README.md");
    assert!(
        written.starts_with(&readme)
            && written.ends_with("| 1 | ? | - | - |\n\n<!-- stars:end -->\n"),
        "{written}"
    );
    let out = ok(&workspace.just(&["stars", "--readme", "README.md"]));
    assert!(!out.contains("no place"), "{out}");
    assert_eq!(workspace.file("README.md"), written);
}
