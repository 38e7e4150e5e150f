//! End to end, in a throwaway copy of the workspace (`just check-workflow`
//! runs these): `just new`, and a new day from its scaffold to passing
//! every check: what it runs on, what it may return, its examples, `just
//! test N`, `just watch N`, and the lint and every test of the solutions'
//! workspace (the tools' own checks are the real tree's).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::process::{Child, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use common::{Workspace, ok, refused, said};

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn refusals_change_nothing_and_a_missing_day_is_one_sentence() {
    let workspace = Workspace::new();
    for bad in ["30", "21", "abc", "0", "", "021"] {
        let out = refused(&workspace.just(&["new", bad]));
        assert!(out.contains("cargo xtask new: "), "{bad:?}: {out}");
        workspace.assert_clean(&format!("just new {bad:?}"));
    }
    for recipe in [
        &["run", "4"][..],
        &["test", "4"],
        &["verify", "4"],
        &["bench", "4"],
        &["watch", "4"],
        &["example", "4", "1"],
        &["submit", "4", "1", "42"],
    ] {
        let out = refused(&workspace.just(recipe));
        assert!(
            out.contains("day 4 of 2021 has no crate yet: `just new 4` adds it"),
            "{recipe:?}: {out}"
        );
        assert!(
            out.lines().filter(|line| !line.trim().is_empty()).count() <= 2,
            "{recipe:?}: {out}"
        );
    }
    // Reading the puzzle or saving the input changes no code: neither needs
    // the crate, and neither makes one (here they stop at the token).
    for recipe in [&["read", "4"][..], &["fetch", "4"]] {
        let out = refused(&workspace.just(recipe));
        assert!(!out.contains("no crate"), "{recipe:?}: {out}");
        assert!(out.contains("no session token"), "{recipe:?}: {out}");
    }
    workspace.assert_clean("asking for a day with no crate");
}

/// `just run 4` and `cargo aoc -d 4` both show `line`, and day 21 still
/// answers.
fn runs_show(workspace: &Workspace, line: &str) {
    for (program, args) in [("just", &["run", "4"][..]), ("cargo", &["aoc", "-d", "4"])] {
        let out = said(&workspace.run(program, args, &[]));
        assert!(!out.contains("panicked"), "{out}");
        assert!(
            out.contains(line),
            "{program} {args:?}: no {line:?} in\n{out}"
        );
        // Said where part 2's answer would be: by `just run` on its line,
        // by cargo-aoc as the part's failure.
        assert!(out.contains("Day 4 - Part 2 : "), "{out}");
        assert!(
            out.contains("not solved yet (write it in the day crate's src/lib.rs)"),
            "{out}"
        );
    }
    ok(&workspace.run(".ci/check-answers", &[], &[]));
}

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn a_new_day_runs_at_once_and_changes_only_its_crate() {
    let workspace = Workspace::new();
    let out = ok(&workspace.just(&["new", "4"]));
    assert!(
        out.contains("Created crates/day04 and registered day 4 of 2021"),
        "{out}"
    );
    // The day's folder and the root's manifest: nothing else.
    assert_eq!(
        workspace.git(&["status", "--porcelain"]),
        " M Cargo.toml\n?? crates/day04/\n"
    );
    ok(&workspace.run("cargo", &["fmt", "--all", "--check"], &[]));
    refused(&workspace.just(&["new", "4"]));
    // Not solved yet: it runs, says so where the answer would be, and
    // fails nothing.
    let run = ok(&workspace.just(&["run", "4"]));
    assert!(run.contains("Day 4 - Part 1 : not solved yet"), "{run}");
    workspace.commit("day 4 scaffolded");

    // Every line the scaffold writes commented out (the libraries in its
    // manifest) uncomments to a day that builds and passes its lints, and
    // so does the line docs/years.md gives for the stricter ones.
    let uncommented = |path: &str, prefix: &str, code: &dyn Fn(&str) -> bool| {
        let text = workspace.file(path);
        let lines: Vec<String> = text
            .lines()
            .map(|line| match line.strip_prefix(prefix) {
                Some(rest) if code(rest) => rest.to_owned(),
                _ => line.to_owned(),
            })
            .collect();
        assert_ne!(
            lines.join("\n") + "\n",
            text,
            "{path}: nothing to uncomment"
        );
        workspace.write(path, &(lines.join("\n") + "\n"));
    };
    uncommented("crates/day04/Cargo.toml", "# ", &|rest| {
        rest.ends_with(".workspace = true")
    });
    let lib = workspace.file("crates/day04/src/lib.rs");
    let strict = "#![warn(clippy::expect_used, clippy::panic, clippy::unwrap_used, missing_docs)]";
    assert!(workspace.file("docs/years.md").contains(strict));
    let (docs, code) = lib.split_at(lib.find("\n\n").unwrap() + 2);
    workspace.write(
        "crates/day04/src/lib.rs",
        &format!("{docs}{strict}\n\n{code}"),
    );
    ok(&workspace.run(
        "cargo",
        &["clippy", "-p", "day04", "--tests", "--", "-D", "warnings"],
        &[],
    ));
    workspace.git(&["checkout", "--", "crates/day04"]);

    // Part 1 returns a String now, with two examples: only the crate changes.
    let lib = "crates/day04/src/lib.rs";
    let text = workspace.file(lib);
    let start = text
        .find("pub fn part1(input: &Input) -> Result<u64, NotSolved> {")
        .unwrap();
    let end = start + text[start..].find("\n}\n").unwrap() + 3;
    workspace.write(
        lib,
        &format!(
            "{}pub fn part1(input: &Input) -> String {{\n    format!(\"{{}} lines\", input.lines.len())\n}}\n{}",
            &text[..start],
            &text[end..]
        ),
    );
    workspace.edit(lib, "part1: None,", "part1: Some(\"3 lines\"),");
    workspace.edit(
        lib,
        "}];",
        "}, Example { input: \"x\\ny\\n\", part1: Some(\"2 lines\"), part2: None }];",
    );
    workspace.write("crates/day04/example.txt", "a\nb\nc\n");
    ok(&workspace.just(&["fmt"]));
    // An example pasted by hand: `just run` runs it with no input there,
    // and `cargo aoc`, which reads the input, runs an input of the same.
    let out = said(&workspace.just(&["run", "4"]));
    assert!(out.contains("Day 4 - Part 1 : 3 lines"), "{out}");
    assert!(out.contains("there is no input/2021/day4.txt yet"), "{out}");
    workspace.write("input/2021/day4.txt", "a\nb\nc\n");
    runs_show(&workspace, "Day 4 - Part 1 : 3 lines");
    let status = workspace.git(&["status", "--porcelain", "src", "Cargo.toml"]);
    assert!(
        status.is_empty(),
        "the registration had to change:\n{status}"
    );

    ok(&workspace.just(&["test"]));
    let out = ok(&workspace.just(&["test", "4"]));
    assert!(out.contains("examples::part1 ... ok"), "{out}");
    let rebuilt: Vec<&str> = out
        .lines()
        .filter(|line| {
            line.trim_start().starts_with("Compiling ") && !line.contains("Compiling day04 ")
        })
        .collect();
    assert!(rebuilt.is_empty(), "just test 4 rebuilt {rebuilt:?}");
    workspace.edit(lib, "Some(\"2 lines\")", "Some(\"5 lines\")");
    let out = refused(&workspace.just(&["test", "4"]));
    assert!(
        out.contains("EXAMPLES[1], part 1: expected 5 lines, got 2 lines"),
        "{out}"
    );
    workspace.edit(lib, "Some(\"5 lines\")", "Some(\"2 lines\")");

    // The day passes what CI asks of the solutions' workspace: its lint,
    // and every target with every feature (the root's benchmarks of it run
    // once as tests). The tools' own checks are the same code as the real
    // tree's, which CI runs once.
    ok(&workspace.lint_of_the_solutions());
    ok(&workspace.run("cargo", &["xtask", "test", "--all-targets"], &[]));
}

/// Waits up to five minutes for `line` in the file `log`.
fn wait_for(workspace: &Workspace, log: &str, line: &str, watcher: &mut Child) {
    let started = Instant::now();
    while !workspace.file(log).contains(line) {
        if started.elapsed() > Duration::from_secs(300) {
            let _ = watcher.kill();
            panic!("just watch never showed {line:?}:\n{}", workspace.file(log));
        }
        thread::sleep(Duration::from_millis(500));
    }
}

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn watch_reruns_on_saves_to_the_day_and_to_its_input() {
    let workspace = Workspace::new();
    ok(&workspace.just(&["new", "4"]));
    let lib = "crates/day04/src/lib.rs";
    workspace.edit(
        lib,
        "Err(NotSolved { day: 4, part: 1 })",
        "Ok(input.lines.len() as u64)",
    );
    workspace.write("input/2021/day4.txt", "a\nb\n");
    // bacon headless, as `just watch 4` starts it.
    let line = ok(&workspace.just(&["--dry-run", "watch", "4"]));
    let line = line
        .lines()
        .find(|line| line.contains("bacon day"))
        .unwrap()
        .replace("bacon day", "bacon day --headless");
    let log = workspace.root.join("target/watch.log");
    let log_file = std::fs::File::create(&log).unwrap();
    // A shell that asks for backtraces: the pane shows a failure without them.
    let mut shell = workspace.command("sh", &["-c", &line], &[("RUST_BACKTRACE", "1")]);
    shell
        .stdout(log_file.try_clone().unwrap())
        .stderr(Stdio::from(log_file));
    std::os::unix::process::CommandExt::process_group(&mut shell, 0);
    let mut watcher = shell.spawn().unwrap();
    let stop = |watcher: &mut Child| {
        let group = format!("-{}", watcher.id());
        let _ = std::process::Command::new("kill")
            .args(["--", &group])
            .status();
        let _ = watcher.wait();
    };
    wait_for(
        &workspace,
        "target/watch.log",
        "Day 4 - Part 1 : 2",
        &mut watcher,
    );
    assert!(
        workspace
            .file("target/watch.log")
            .contains("test result: ok")
    );
    // Part 2 not written yet: said, in the words `just run` says it, and
    // no failure.
    assert!(
        workspace
            .file("target/watch.log")
            .contains("Day 4 - Part 2 : not solved yet"),
        "{}",
        workspace.file("target/watch.log")
    );
    // A line more in the input: the day runs again on it.
    workspace.write("input/2021/day4.txt", "a\nb\nc\n");
    wait_for(
        &workspace,
        "target/watch.log",
        "Day 4 - Part 1 : 3",
        &mut watcher,
    );
    assert!(
        !workspace.file("target/watch.log").contains("not formatted"),
        "{}",
        workspace.file("target/watch.log")
    );
    // An edit of the day, not formatted: it runs again, and the pane holds
    // the answers, not cargo's lines nor a note on formatting (`just lint`
    // says that).
    workspace.edit(lib, "Err(NotSolved { day: 4, part: 2 })", "Ok(  42  )");
    wait_for(
        &workspace,
        "target/watch.log",
        "Day 4 - Part 2 : 42",
        &mut watcher,
    );
    let pane = workspace.file("target/watch.log");
    for noise in [
        "not formatted",
        "Compiling",
        "Finished",
        "Running",
        "Blocking",
    ] {
        assert!(!pane.contains(noise), "{noise:?} in the pane: {pane}");
    }
    // A failing test of the user's: its message, and no backtrace under it.
    let text = workspace.file(lib);
    workspace.write(
        lib,
        &format!("{text}\n#[test]\nfn mine() {{\n    panic!(\"my own failure\");\n}}\n"),
    );
    wait_for(
        &workspace,
        "target/watch.log",
        "my own failure",
        &mut watcher,
    );
    let pane = workspace.file("target/watch.log");
    assert!(!pane.contains("stack backtrace"), "{pane}");
    stop(&mut watcher);
}

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn bench_readme_keeps_the_days_it_has_no_results_for() {
    let workspace = Workspace::new();
    ok(&workspace.just(&["new", "4"]));
    let criterion = workspace.root.join("target/criterion-4");
    for function in ["parse", "part1"] {
        let folder = criterion.join(format!("day04/{function}/new"));
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(
            folder.join("benchmark.json"),
            format!("{{\"group_id\":\"day04\",\"function_id\":\"{function}\",\"value_str\":null,\"throughput\":null}}"),
        )
        .unwrap();
        std::fs::write(
            folder.join("estimates.json"),
            "{\"mean\":{\"point_estimate\":2500.0,\"confidence_interval\":{\"lower_bound\":2000.0,\"upper_bound\":3000.0}},\"median\":{\"point_estimate\":2000.0},\"slope\":null}",
        )
        .unwrap();
    }
    let criterion = criterion.to_str().unwrap().to_owned();
    let out = ok(&workspace.just_with(&["bench-readme"], &[("CRITERION_HOME", &criterion)]));
    let readme = workspace.file("docs/speed.md");
    assert!(
        readme.contains("| 2021 | 4 | `parse` | 2.50 µs | 2.00 µs – 3.00 µs | – | – |"),
        "{readme}"
    );
    assert!(readme.contains("| 2021 | 21 | `part2` |"));
    assert!(readme.contains("| day21 part 2 by target score (time) |"));
    assert!(
        out.contains("crates/day21/benches/part2-by-target.png stays as it was: it charts benchmarks that take a parameter"),
        "{out}"
    );
    // Every day's timings, kept and measured, drawn where the page shows them.
    assert!(out.contains("wrote docs/speed-days.png"), "{out}");
    let png = std::fs::read(workspace.root.join("docs/speed-days.png")).unwrap();
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "not a PNG");
    let status = workspace.git(&["status", "--porcelain", "crates/day21"]);
    assert!(status.is_empty(), "bench-readme changed day 21: {status}");
}

/// A day whose example runs at a size of its own: its part takes the
/// example's sizes and reads it, the row gives it, and the example's test
/// passes and the input runs, with no edit in between.
#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn an_example_at_its_own_size_passes_and_the_input_runs_at_its_own() {
    let workspace = Workspace::new();
    ok(&workspace.just(&["new", "4"]));
    let lib = "crates/day04/src/lib.rs";
    workspace.write(
        lib,
        "//! Day 4: how many numbers are below the limit, 10 (6 in the example).\n\n\
         use aoc_common::examples::ExampleAt;\n\
         use aoc_common::{NotSolved, ParseError, Sizes, records};\n\n\
         /// The numbers.\npub type Input = Vec<u32>;\n\n\
         /// One number a line.\npub fn parse(input: &str) -> Result<Input, ParseError> {\n    records(input, |line| line.number())\n}\n\n\
         /// The numbers below the limit.\npub fn part1(numbers: &Input, sizes: Sizes) -> usize {\n    let limit = sizes.or(\"limit\", 10);\n    numbers.iter().filter(|&&n| n < limit).count()\n}\n\n\
         /// Not solved yet.\npub fn part2(_: &Input) -> Result<u64, NotSolved> {\n    Err(NotSolved { day: 4, part: 2 })\n}\n\n\
         /// The example, at its limit.\npub const EXAMPLES: &[ExampleAt] = &[ExampleAt {\n    input: include_str!(\"../example.txt\"),\n    part1: Some(\"2\"),\n    part2: None,\n    at: &[(\"limit\", 6)],\n}];\n\n\
         aoc_common::test_examples!();\n",
    );
    workspace.write("crates/day04/example.txt", "1\n5\n9\n");
    let test = ok(&workspace.just(&["test", "4"]));
    assert!(test.contains("examples::part1 ... ok"), "{test}");
    // On the example, at the example's size; on an input, at its own.
    let run = ok(&workspace.just(&["run", "4", "-p", "1"]));
    assert!(
        run.contains("Day 4 - Part 1 : 2") && run.contains("sizes of its own: limit 6"),
        "{run}"
    );
    workspace.write("input/2021/day4.txt", "1\n5\n9\n11\n");
    let run = ok(&workspace.just(&["run", "4", "-p", "1"]));
    assert!(
        run.contains("Day 4 - Part 1 : 3") && !run.contains("sizes of its own"),
        "{run}"
    );
    let run = ok(&workspace.just(&["run", "4", "-p", "1", "-i", "crates/day04/example.txt"]));
    assert!(run.contains("Day 4 - Part 1 : 2"), "{run}");
    // cargo-aoc runs your input, at its own sizes.
    let aoc = said(&workspace.run("cargo", &["aoc", "-d", "4", "-p", "1"], &[]));
    assert!(aoc.contains("Day 4 - Part 1 : 3"), "{aoc}");
    // The tools read and keep the table as it is.
    let read = ok(&workspace.just(&["test"]));
    assert!(read.contains("every test passed"), "{read}");
    ok(&workspace.lint_of_the_solutions());
}

/// A day an older `just new` wrote (its module `src/yearYYYY/dayNN.rs`,
/// its benchmarks, its examples' tests in its `src/lib.rs`, a size read
/// with `example_or`) builds, tests, runs and is benchmarked as before,
/// beside a day of the scaffold's form.
#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn a_day_an_older_just_new_wrote_keeps_working_beside_a_new_one() {
    let workspace = Workspace::new();
    ok(&workspace.just(&["new", "5"]));
    older_day(&workspace, 4);
    // Formatted, as a day of yours is.
    ok(&workspace.just(&["fmt"]));
    let older = workspace.file("crates/day04/src/lib.rs");
    workspace.write("crates/day04/example.txt", "1\n5\n9\n");
    let test = ok(&workspace.just(&["test", "4"]));
    assert!(test.contains("tests::example_part1 ... ok"), "{test}");
    workspace.write("input/2021/day4.txt", "1\n5\n9\n11\n");
    let run = ok(&workspace.just(&["run", "4", "-p", "1"]));
    assert!(run.contains("Day 4 - Part 1 : 3"), "{run}");
    let aoc = said(&workspace.run("cargo", &["aoc", "-d", "4", "-p", "1"], &[]));
    assert!(aoc.contains("Day 4 - Part 1 : 3"), "{aoc}");
    // Its own benchmarks, and the root's for the new day, as tests.
    ok(&workspace.run(
        "cargo",
        &[
            "test",
            "-p",
            "day04",
            "--features",
            "day04/bench",
            "--benches",
        ],
        &[],
    ));
    ok(&workspace.run(
        "cargo",
        &[
            "test",
            "--no-default-features",
            "--features",
            "day05,bench",
            "--benches",
        ],
        &[],
    ));
    ok(&workspace.just(&["test"]));
    ok(&workspace.lint_of_the_solutions());
    assert_eq!(workspace.file("crates/day04/src/lib.rs"), older);
}

/// Day `number` of 2021 written as the `just new` before this one wrote it,
/// with a part that reads its example's size with `example_or`.
fn older_day(workspace: &Workspace, number: u8) {
    let nn = format!("{number:02}");
    let lib = format!(
        "//! Day {number}: how many numbers are below the limit, 10 (6 in the example).\n\n\
         use aoc_common::{{NotSolved, ParseError, records}};\n\n\
         /// The numbers.\n#[derive(Clone, Debug, PartialEq, Eq)]\npub struct Input {{\n    /// One a line.\n    pub numbers: Vec<u32>,\n}}\n\n\
         /// One number a line.\npub fn parse(input: &str) -> Result<Input, ParseError> {{\n    Ok(Input {{ numbers: records(input, |line| line.number())? }})\n}}\n\n\
         /// The numbers below the limit.\npub fn part1(input: &Input) -> usize {{\n    #[allow(deprecated)]\n    let limit = aoc_common::example_or(\"limit\", 10);\n    input.numbers.iter().filter(|&&n| n < limit).count()\n}}\n\n\
         /// Not solved yet.\npub fn part2(input: &Input) -> Result<u64, NotSolved> {{\n    let _ = input;\n    Err(NotSolved {{ day: {number}, part: 2 }})\n}}\n\n\
         #[cfg(test)]\nmod tests {{\n    use aoc_common::examples::{{ExampleAt, check, parse_all}};\n\n    \
         const EXAMPLES: &[ExampleAt] = &[ExampleAt {{\n        input: include_str!(\"../example.txt\"),\n        part1: Some(\"2\"),\n        part2: None,\n        at: &[(\"limit\", 6)],\n    }}];\n\n    \
         #[test]\n    fn examples_parse() {{\n        parse_all(EXAMPLES, super::parse);\n    }}\n\n    \
         #[test]\n    fn example_part1() {{\n        check(EXAMPLES, 1, super::parse, super::part1);\n    }}\n\n    \
         #[test]\n    #[ignore = \"give the examples' part 2 answers in EXAMPLES, then delete this line\"]\n    fn example_part2() {{\n        check(EXAMPLES, 2, super::parse, super::part2);\n    }}\n}}\n"
    );
    let bench = |kind: &str| {
        format!(
            "//! Day {number}'s {kind}.\n\n#[global_allocator]\nstatic HEAP: aoc_common::memory::Alloc = aoc_common::memory::Alloc;\n\n\
             fn main() {{\n    let Ok(input) = day{nn}::parse(\"1\\n2\\n\") else {{ return }};\n    \
             let mut report = aoc_common::memory::Report::new(\"day{nn}\");\n    \
             report.measure(\"part1\", || day{nn}::part1(std::hint::black_box(&input)));\n    report.save();\n}}\n"
        )
    };
    let manifest = format!(
        "[package]\nname = \"day{nn}\"\ndescription = \"Advent of Code 2021, day {number}\"\nversion.workspace = true\nedition.workspace = true\n\
         rust-version.workspace = true\nlicense.workspace = true\npublish = false\n\n[dependencies]\naoc-common.workspace = true\n\
         criterion = {{ workspace = true, optional = true }}\n\n[features]\nbench = [\"dep:criterion\", \"aoc-common/memory\"]\n\n\
         [dev-dependencies]\nproptest.workspace = true\naoc-common = {{ workspace = true, features = [\"notes\"] }}\n\n\
         [[bench]]\nname = \"day{nn}\"\npath = \"benches/day.rs\"\nharness = false\nrequired-features = [\"bench\"]\n\n\
         [[bench]]\nname = \"day{nn}-memory\"\npath = \"benches/memory.rs\"\nharness = false\nrequired-features = [\"bench\"]\n\n\
         [lints]\nworkspace = true\n"
    );
    // Registered as `just new` registers a day, then given what the older
    // one wrote.
    ok(&workspace.just(&["new", &number.to_string()]));
    let crate_dir = format!("crates/day{nn}");
    workspace.write(&format!("{crate_dir}/Cargo.toml"), &manifest);
    workspace.write(&format!("{crate_dir}/src/lib.rs"), &lib);
    workspace.write(&format!("{crate_dir}/benches/day.rs"), &bench("timings"));
    workspace.write(
        &format!("{crate_dir}/benches/memory.rs"),
        &bench("heap use"),
    );
    workspace.write(
        &format!("src/year2021/day{nn}.rs"),
        &format!("//! Day {number}, registered from the `day{nn}` crate.\n\nregister! {{\n    day{number}: day{nn};\n}}\n"),
    );
}
