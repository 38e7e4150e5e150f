//! End to end, in a throwaway copy of the workspace (`just check-workflow`
//! runs these): an example the page runs at sizes of its own, from `just
//! start` against the stand-in on 127.0.0.1 to the example's test, sure of
//! the sizes or not.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{Workspace, ok, refused, with_site};

/// A grid day whose example runs in a smaller room than your input's, the
/// sizes told in the page's sentences.
const SMALLER_ROOM: &str = "<article class=\"day-desc\"><h2>--- Day 14: Stand-in Robots ---</h2>\
    <p>The robots stand in a room <code>101</code> tiles wide and <code>103</code> tiles tall; \
    your puzzle input lists where each stands.</p><p>For example:</p>\n\
    <pre><code>p=0,4\np=6,3\np=10,3\n</code></pre>\n\
    <p>In this example, the room is only <code>11</code> tiles wide and <code>7</code> tiles tall, \
    so <code><em>74</em></code> tiles are free.</p>\
    <p>In your room, <code>101</code> tiles wide and <code>103</code> tiles tall, \
    <em>how many tiles are free</em>?</p></article>";

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn an_example_at_its_own_sizes_passes_its_test_and_your_input_runs_with_no_edit_between() {
    let workspace = Workspace::new();
    let site = workspace.stand_in_serving(
        SMALLER_ROOM,
        "p=1,2\np=3,4\n",
        &["--day", "14", "--answers", "10401,1"],
    );
    let out = ok(&with_site(&workspace, &site, &["start", "14"]));
    assert!(
        out.contains(
            "part 1 runs the example at width 11 (101 on your input), height 7 (103 on your input)"
        ),
        "{out}"
    );
    assert!(out.contains("part 1: 74 for example.txt"), "{out}");
    let lib = "crates/day14/src/lib.rs";
    let text = workspace.file(lib);
    assert!(
        text.contains("at: &[(\"width\", 11), (\"height\", 7)],"),
        "{text}"
    );
    // The solution, written with the scaffold's lines as they are.
    workspace.edit(
        lib,
        "    let _ = (input, width, height);\n    Err(NotSolved { day: 14, part: 1 })",
        "    Ok((width * height - input.lines.len()) as u64)",
    );
    let test = ok(&workspace.just(&["test", "14"]));
    assert!(!test.contains("FAILED"), "{test}");
    let run = ok(&workspace.just(&["run", "14", "-p", "1"]));
    assert!(run.contains("Day 14 - Part 1 : 10401"), "{run}");
    // A wrong answer at the example's sizes: the failure quotes the page's
    // sentence the answer was read from, the row's sizes and all.
    workspace.edit(
        lib,
        "input.lines.len()) as u64)",
        "input.lines.len() + 1) as u64)",
    );
    let test = refused(&workspace.just(&["test", "14"]));
    assert!(
        test.contains("EXAMPLES[0] (at width 11, height 7), part 1: expected 74, got 75")
            && test
                .contains("74 is the answer the puzzle page gave, as the tools read it from: \""),
        "{test}"
    );
    workspace.edit(
        lib,
        "input.lines.len() + 1) as u64)",
        "input.lines.len()) as u64)",
    );
    // Run at your input's sizes, the example's test says why it fails.
    workspace.edit(lib, "at: &[(\"width\", 11), (\"height\", 7)],", "at: &[],");
    let test = refused(&workspace.just(&["test", "14"]));
    assert!(
        test.contains("It ran at your input's sizes, where the page runs this example at its own: width 11 (101 on your input)")
            && test.contains("this row with at: &[(\"width\", 11), (\"height\", 7)]"),
        "{test}"
    );
}

/// A day whose example runs at a count the page names in other words than
/// your input's ("the two largest numbers", "the `100` values that are
/// largest"): a size the tools are not sure of.
const OTHER_WORDS: &str = "<article class=\"day-desc\"><h2>--- Day 8: Stand-in Sums ---</h2>\
    <p>The elves keep a list of numbers, one a line (your puzzle input).</p><p>For example:</p>\n\
    <pre><code>5\n1\n4\n2\n</code></pre>\n\
    <p>After adding up the two largest numbers, the total is <code><em>9</em></code>.</p>\
    <p>Add up the <code>100</code> values that are largest. <em>What is the total</em>?</p></article>";

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn a_size_the_tools_are_unsure_of_is_tried_by_the_failing_example_test() {
    let workspace = Workspace::new();
    let site =
        workspace.stand_in_serving(OTHER_WORDS, "7\n3\n", &["--day", "8", "--answers", "10,1"]);
    let out = ok(&with_site(&workspace, &site, &["start", "8"]));
    assert!(
        out.contains("part 1 may run the example at values 2 (100 on your input)"),
        "{out}"
    );
    let lib = "crates/day08/src/lib.rs";
    let text = workspace.file(lib);
    assert!(
        text.contains("if so, at: &[(\"values\", 2)]; a failing test tries them"),
        "{text}"
    );
    // The solution, written with the scaffold's line as it is.
    workspace.edit(
        lib,
        "    let _ = (input, values);\n    Err(NotSolved { day: 8, part: 1 })",
        "    let mut numbers: Vec<u64> = input.lines.iter().filter_map(|line| line.parse().ok()).collect();\n    \
         numbers.sort_unstable_by(|a, b| b.cmp(a));\n    \
         Ok(numbers.iter().take(values).sum())",
    );
    let test = refused(&workspace.just(&["test", "8"]));
    assert!(
        test.contains("at values 2 it gives 9, the page's answer")
            && test.contains("this row with at: &[(\"values\", 2)]")
            && test.contains("sizes.or(\"values\", 100)"),
        "{test}"
    );
    // Submitting, the check on the example refuses as the test does, and
    // points at the test that tries the sizes; nothing is sent.
    let before = site.requests().len();
    let out = refused(&with_site(&workspace, &site, &["submit", "8", "1"]));
    assert!(
        out.contains("not sent: part 1 on the example gives 12, where the page gives 9")
            && out.contains("could not read for sure: values 2;")
            && out.contains("`just test 8` runs it at each"),
        "{out}"
    );
    assert_eq!(site.requests().len(), before, "a request was sent");
}
