//! End to end, in a throwaway copy of the workspace (`just check-workflow`
//! runs these): `just new`, and a new day from its scaffold to passing
//! every check: what it runs on, what it may return, its examples, `just
//! test N`, `just watch N`, and the whole workspace's lint and tests.

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
    ok(&workspace.run("cargo", &["fmt", "--all", "--check"], &[]));
    refused(&workspace.just(&["new", "4"]));
    // Not solved yet: it runs, says so where the answer would be, and
    // fails nothing.
    let run = ok(&workspace.just(&["run", "4"]));
    assert!(run.contains("Day 4 - Part 1 : not solved yet"), "{run}");
    workspace.commit("day 4 scaffolded");

    // Every line the scaffold writes commented out (the libraries in its
    // manifest, the stricter lints in its code) uncomments to a day that
    // builds and passes its lints.
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
    uncommented("crates/day04/src/lib.rs", "// ", &|rest| {
        rest.starts_with("#![")
    });
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
    workspace.edit(
        lib,
        "    #[ignore = \"give the examples' part 1 answers in EXAMPLES, then delete this line\"]\n",
        "",
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
    assert!(out.contains("example_part1 ... ok"), "{out}");
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

    ok(&workspace.just(&["lint"]));
    ok(&workspace.just(&["test-full"]));
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

/// A day whose example runs at a size of its own: the day reads it with
/// `example_or`, the row gives it, and the example's test passes and the
/// input runs, with no edit in between.
#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn an_example_at_its_own_size_passes_and_the_input_runs_at_its_own() {
    let workspace = Workspace::new();
    ok(&workspace.just(&["new", "4"]));
    let lib = "crates/day04/src/lib.rs";
    let scaffold = workspace.file(lib);
    let tests = &scaffold[scaffold.find("#[cfg(test)]").unwrap()..];
    let tests = tests
        .replace("{Example, check, parse_all}", "{ExampleAt, check, parse_all}")
        .replace("&[Example] = &[Example {", "&[ExampleAt] = &[ExampleAt {")
        .replace(
            "part1: None,\n        part2: None,\n",
            "part1: Some(\"2\"),\n        part2: None,\n        at: &[(\"limit\", 6)],\n",
        )
        .replace(
            "    #[ignore = \"give the examples' part 1 answers in EXAMPLES, then delete this line\"]\n",
            "",
        );
    assert!(tests.contains("at: &[(\"limit\", 6)]"), "{tests}");
    workspace.write(
        lib,
        &format!(
            "//! Day 4: how many numbers are below the limit, 10 (6 in the example).\n\n\
             use aoc_common::{{NotSolved, ParseError, example_or, records}};\n\n\
             /// The numbers.\npub type Input = Vec<u32>;\n\n\
             /// One number a line.\npub fn parse(input: &str) -> Result<Input, ParseError> {{\n    records(input, |line| line.number())\n}}\n\n\
             /// The numbers below the limit.\npub fn part1(numbers: &Input) -> usize {{\n    let limit = example_or(\"limit\", 10);\n    numbers.iter().filter(|&&n| n < limit).count()\n}}\n\n\
             /// Not solved yet.\npub fn part2(_: &Input) -> Result<u64, NotSolved> {{\n    Err(NotSolved {{ day: 4, part: 2 }})\n}}\n\n{tests}"
        ),
    );
    workspace.write("crates/day04/example.txt", "1\n5\n9\n");
    let test = ok(&workspace.just(&["test", "4"]));
    assert!(test.contains("example_part1 ... ok"), "{test}");
    // On the example's copy, at the example's size; on an input, at its own.
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
    // The tools read and keep the table as it is.
    let read = ok(&workspace.just(&["test"]));
    assert!(read.contains("every test passed"), "{read}");
    ok(&workspace.just(&["lint"]));
}
