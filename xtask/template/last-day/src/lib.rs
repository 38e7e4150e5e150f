//! # Day {{DAY}}
//!
//! Not solved yet: say here what the puzzle asks and why the solution works.
//! The last day of {{YEAR}} has one puzzle: its second star is the year's
//! last, which `just submit {{DAY}} 2` asks for once every other is in.

use aoc_common::{NotSolved, ParseError, examples::Example, lines};

/// The puzzle input, parsed: make it types that cannot hold bad values.
#[derive(Debug)]
pub struct Input {
    /// The input's lines, as they came.
    pub lines: Vec<String>,
}

/// Reads the input (aoc_common's docs show a reader for every input shape).
pub fn parse(input: &str) -> Result<Input, ParseError> {
    let lines = lines(input).map(|line| line.text().to_owned()).collect();
    Ok(Input { lines })
}

/// Part 1: not solved yet.
pub fn part1(input: &Input) -> Result<u64, NotSolved> {
    let _ = input;
    Err(NotSolved { day: {{DAY}}, part: 1 })
}

/// The puzzle's examples, each answer as text (`Some("5")`, `None` until
/// known), which `just test {{DAY}}` checks: docs/years.md, "Examples".
pub const EXAMPLES: &[Example] = &[Example {
    input: include_str!("../example.txt"),
    part1: None,
    part2: None,
}];

aoc_common::test_examples!(part1 only);
