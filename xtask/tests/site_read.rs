//! `read`, `open` and `example` end to end: the real `xtask` binary in a
//! throwaway workspace, against the stand-in site on 127.0.0.1 (no test
//! opens a connection anywhere else), whose log counts every request.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{World, stderr, stdout};

#[test]
fn read_shows_the_page_as_it_is_keeps_it_and_does_not_fetch_it_again() {
    let world = World::new(&[]);
    let shown = stdout(&world.xtask(&["read", "1"]));
    assert!(shown.contains("--- Day 1: Stand-in ---"), "{shown}");
    assert!(
        shown.contains("The elves keep a report of lines (your puzzle input), as every year since the\nfirst[1].\n"),
        "{shown}"
    );
    assert!(
        shown.contains("  (hover: Counted twice, to be sure.)\n"),
        "{shown}"
    );
    assert!(
        shown.contains("[code block 1]\n    a\n    b\n    c\n"),
        "{shown}"
    );
    assert!(
        shown.contains("[code block 2]\n    a, then b, then c <end>\n"),
        "{shown}"
    );
    assert!(
        shown.contains("In this example, there are *3* lines."),
        "{shown}"
    );
    assert!(
        shown.contains("[1] https://adventofcode.com/2015\n")
            || shown.contains("[1] http://127.0.0.1:"),
        "{shown}"
    );
    assert!(
        !shown.contains("Share") && !shown.contains("Answer:"),
        "{shown}"
    );
    assert!(
        shown.contains("2 code blocks: `just example 1 K` saves block K; `just open 1` opens "),
        "{shown}"
    );
    assert!(world.path("input/2021/day1.puzzle.html").exists());
    let requests = world.requests();
    assert_eq!(requests.len(), 1, "{requests:?}");
    assert!(
        requests[0].starts_with("GET /2021/day/1 user-agent=advent-of-code xtask/"),
        "{requests:?}"
    );
    assert_eq!(stdout(&world.xtask(&["read", "1"])), shown);
    assert_eq!(
        world.requests().len(),
        1,
        "read again: the stored page is shown"
    );
    stdout(&world.xtask(&["read", "1", "--refresh"]));
    assert_eq!(world.requests().len(), 2, "--refresh asks again");
}

#[test]
fn a_day_is_read_without_a_crate_and_none_is_made() {
    let world = World::new(&["--day", "2"]);
    stdout(&world.xtask(&["read", "2"]));
    stdout(&world.xtask(&["fetch", "2"]));
    assert!(!world.path("crates/day02").exists());
    assert_eq!(world.file("input/2021/day2.txt"), "x\ny\nz\n");
}

#[test]
fn example_saves_a_block_and_refuses_one_the_stored_page_lacks_without_a_request() {
    let world = World::new(&[]);
    let saved = stdout(&world.xtask(&["example", "1", "1"]));
    assert!(
        saved.contains("saved code block 1 as crates/day01/example.txt"),
        "{saved}"
    );
    assert_eq!(world.file("crates/day01/example.txt"), "a\nb\nc\n");
    let other = stdout(&world.xtask(&["example", "1", "2", "example2.txt"]));
    assert_eq!(
        world.file("crates/day01/example2.txt"),
        "a, then b, then c <end>\n"
    );
    assert!(
        other.contains(
            r#"Example { input: include_str!("../example2.txt"), part1: None, part2: None },"#
        ),
        "{other}"
    );
    let error = stderr(&world.xtask(&["example", "1", "2"]));
    assert!(
        error.contains("crates/day01/example.txt holds another example already"),
        "{error}"
    );
    let error = stderr(&world.xtask(&["example", "1", "5"]));
    assert!(
        error.contains("\"5\" is not a code block of day 1: give a number from 1 to 2"),
        "{error}"
    );
    assert!(error.contains("nothing was sent"), "{error}");
    assert_eq!(
        world.requests().len(),
        1,
        "one page fetched for all of these"
    );
}

#[test]
fn a_block_you_choose_brings_its_answers_and_stays() {
    let world = World::scaffolded(&["--solved", "0"]);
    // Your input is one line of numbers: the page's block of lines has not
    // its shape, so no reading takes it, and one command is offered.
    world.write("input/2021/day1.txt", "12,7,9\n");
    let said = stdout(&world.xtask(&["example", "1"]));
    assert!(
        said.contains("`just example 1 1` takes it all the same"),
        "{said}"
    );
    assert_eq!(world.file("crates/day01/example.txt"), "");
    let chosen = stdout(&world.xtask(&["example", "1", "1"]));
    assert!(
        chosen.contains("saved code block 1 as crates/day01/example.txt")
            && chosen.contains(
                "part 1: 3 for example.txt, from \"In this example, there are 3 lines.\""
            ),
        "{chosen}"
    );
    let lib = world.file("crates/day01/src/lib.rs");
    assert!(
        lib.contains("// chosen: code block 1 of the page (just example 1 1)")
            && lib.contains("part1: Some(\"3\")"),
        "{lib}"
    );
    // A later reading of the page, or your input arriving again, keeps it.
    let again = stdout(&world.xtask(&["example", "1"]));
    assert!(!again.contains("emptied"), "{again}");
    assert_eq!(world.file("crates/day01/example.txt"), "a\nb\nc\n");
    assert_eq!(world.file("crates/day01/src/lib.rs"), lib);
    assert_eq!(world.requests().len(), 1, "{:?}", world.requests());
}

#[test]
fn the_example_and_its_answers_go_into_a_scaffolded_days_tests() {
    let world = World::scaffolded(&["--solved", "0"]);
    let said = stdout(&world.xtask(&["example", "1"]));
    assert!(
        said.contains("saved code block 1 as crates/day01/example.txt"),
        "{said}"
    );
    assert!(
        said.contains("part 1: 3 for example.txt, from \"In this example, there are 3 lines.\""),
        "{said}"
    );
    // The scaffold's tests run each part whatever its answers: none waits.
    assert!(!said.contains("runs now"), "{said}");
    assert_eq!(world.file("crates/day01/example.txt"), "a\nb\nc\n");
    let lib = world.file("crates/day01/src/lib.rs");
    assert!(
        lib.contains(
            "// from the page: \"In this example, there are 3 lines.\"\n    part1: Some(\"3\"),\n    part2: None,"
        ),
        "{lib}"
    );
    // Part 1 is solved (here by hand, on the site): part two appears on the
    // next read, and its answer joins the table.
    let out = stdout(&world.xtask(&["submit", "1", "1", "3"]));
    assert!(out.contains("`just read 1` shows part two"), "{out}");
    let shown = stdout(&world.xtask(&["read", "1"]));
    assert!(shown.contains("--- Part Two ---"), "{shown}");
    assert!(shown.contains("part 2: 6 for example.txt"), "{shown}");
    let lib = world.file("crates/day01/src/lib.rs");
    assert!(
        lib.contains("part1: Some(\"3\"),\n    // from the page: \"")
            && lib.contains("\"\n    part2: Some(\"6\"),"),
        "{lib}"
    );
    // Nothing left to do: nothing said, nothing written.
    let again = stdout(&world.xtask(&["read", "1"]));
    assert!(!again.contains("The examples, from the page"), "{again}");
}

#[test]
fn open_prints_the_pages_address() {
    let world = World::new(&[]);
    let out = stdout(&world.xtask_with(&["open", "1"], &[("PATH", "/nonexistent")]));
    assert!(
        out.starts_with("https://adventofcode.com/2021/day/1\n"),
        "{out}"
    );
    assert!(out.contains("copy the address above"), "{out}");
    assert!(world.requests().is_empty());
}

#[test]
fn a_reader_that_goes_away_ends_read_quietly() {
    let world = World::new(&[]);
    let shown = stdout(&world.xtask(&["read", "1"]));
    // `just read 1 | less`, quit at once: the pipe is closed before the
    // page is written to it.
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let env = world.site.env();
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let out = world
        .command(&["read", "1"], &env)
        .stdout(writer)
        .output()
        .unwrap();
    assert!(out.status.success(), "{:?}", out.status);
    assert_eq!(common::text(&out.stderr), "", "nothing said, no panic");
    assert_eq!(world.requests().len(), 1, "the stored page, no request");
    assert_eq!(
        stdout(&world.xtask(&["read", "1"])),
        shown,
        "still shown whole"
    );
}

/// A page whose example, introduced as such, is a drawing of the state,
/// and whose next block lists it as the input does.
const DRAWN_FIRST: &str = "<article class=\"day-desc\"><h2>--- Day 1: Beacons ---</h2>\
    <p>The elves list the beacons (your puzzle input). For example:</p>\
    <pre><code>..#.\n#...\n</code></pre>\
    <p>The beacons above stand at:</p><pre><code>2 0\n0 1\n</code></pre>\
    <p>In this example, there are <code><em>2</em></code> beacons.</p>\
    <p><em>How many beacons</em> are in your list?</p></article>";

#[test]
fn the_example_read_before_your_input_is_checked_against_it_when_it_comes() {
    let dir = std::env::temp_dir().join(format!("xtask-drawn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("page.html"), DRAWN_FIRST).unwrap();
    std::fs::write(dir.join("input.txt"), "14 3\n7 22\n9 9\n").unwrap();
    let page = dir.join("page.html").display().to_string();
    let input = dir.join("input.txt").display().to_string();
    let world = World::scaffolded(&["--page", &page, "--input", &input]);
    // The page alone: the block introduced as the example.
    let said = stdout(&world.xtask(&["read", "1"]));
    assert!(
        said.contains("saved code block 1 as crates/day01/example.txt"),
        "{said}"
    );
    assert_eq!(world.file("crates/day01/example.txt"), "..#.\n#...\n");
    // Your input comes: the drawing goes, the list of your input's shape
    // takes its place, with its answer.
    let said = stdout(&world.xtask(&["fetch", "1"]));
    assert!(
        said.contains("emptied crates/day01/example.txt, which held code block 1: it has not your input's shape: its line 1 has `.`, which your input never has"),
        "{said}"
    );
    assert!(
        said.contains("saved code block 2 as crates/day01/example.txt"),
        "{said}"
    );
    assert!(said.contains("part 1: 2 for example.txt"), "{said}");
    assert_eq!(world.file("crates/day01/example.txt"), "2 0\n0 1\n");
    // Read again: nothing left to do.
    let again = stdout(&world.xtask(&["read", "1"]));
    assert!(!again.contains("The examples, from the page"), "{again}");
    let _ = std::fs::remove_dir_all(&dir);
}
