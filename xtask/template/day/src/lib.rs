//! # Day {{DAY}}
//!
//! Not solved yet. When it is, say here what the puzzle asks and why the
//! solution works, and give every function a doc comment.

use aoc_common::{NotSolved, ParseError, lines};

/// The puzzle input, parsed. Replace with types that cannot hold bad values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// The input's lines, as they came.
    pub lines: Vec<String>,
}

/// Reads the puzzle input. Return a [`ParseError`] for anything malformed:
/// `line.error(...)` and `line.labelled(...)` from `aoc_common` name the line.
pub fn parse(input: &str) -> Result<Input, ParseError> {
    Ok(Input {
        lines: lines(input).map(|line| line.text.to_owned()).collect(),
    })
}

/// Part 1: not solved yet.
pub fn part1(input: &Input) -> Result<u64, NotSolved> {
    let _ = input;
    Err(NotSolved { day: {{DAY}}, part: 1 })
}

/// Part 2: not solved yet.
pub fn part2(input: &Input) -> Result<u64, NotSolved> {
    let _ = input;
    Err(NotSolved { day: {{DAY}}, part: 2 })
}
