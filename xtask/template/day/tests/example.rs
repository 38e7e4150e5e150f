//! The puzzle's examples and their answers, from the puzzle text.

// A failed unwrap in a test is a failed test.
#![allow(clippy::unwrap_used)]

use aoc_common::Answer;

/// One example from the puzzle text, with the answers the puzzle gives for
/// it, written as `cargo aoc` prints them (`None` where it gives none).
struct Example {
    input: &'static str,
    part1: Option<&'static str>,
    part2: Option<&'static str>,
}

/// Every example of the puzzle. The first is `example.txt`, which
/// `cargo aoc -d {{DAY}}` also runs until you save your own input. Add the
/// others as you meet them: a one-line example inline
/// (`input: "8A004A801A8002F478"`), a longer one as a file beside
/// `example.txt` (`input: include_str!("../example2.txt")`).
const EXAMPLES: &[Example] = &[Example {
    input: include_str!("../example.txt"),
    part1: None,
    part2: None,
}];

#[test]
fn examples_parse() {
    for (index, example) in EXAMPLES.iter().enumerate() {
        let parsed = {{LIB}}::parse(example.input);
        assert!(parsed.is_ok(), "example {index}: {:?}", parsed.err());
    }
}

/// A part's answer as `cargo aoc` prints it, or its error's sentence.
fn printed(answer: impl Answer) -> Result<String, String> {
    answer.into_answer().map_err(|failed| failed.0)
}

/// Checks `solve` on every example with an answer for `part`; there must be
/// at least one.
fn check(
    part: u8,
    answer: fn(&Example) -> Option<&'static str>,
    solve: fn(&{{LIB}}::Input) -> Result<String, String>,
) {
    let mut checked = 0;
    for (index, example) in EXAMPLES.iter().enumerate() {
        let Some(expected) = answer(example) else {
            continue;
        };
        let input = {{LIB}}::parse(example.input).unwrap();
        let got = solve(&input);
        assert_eq!(got.as_deref(), Ok(expected), "example {index}, part {part}");
        checked += 1;
    }
    assert!(
        checked > 0,
        "no example has a part {part} answer in EXAMPLES yet"
    );
}

#[test]
#[ignore = "give the examples' part 1 answers in EXAMPLES, then delete this line"]
fn example_part1() {
    check(
        1,
        |example| example.part1,
        |input| printed({{LIB}}::part1(input)),
    );
}

#[test]
#[ignore = "give the examples' part 2 answers in EXAMPLES, then delete this line"]
fn example_part2() {
    check(
        2,
        |example| example.part2,
        |input| printed({{LIB}}::part2(input)),
    );
}
