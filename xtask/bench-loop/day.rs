//! # Day 1 of `just bench-loop`: depths that increase
//!
//! One number per line; part 1 counts the depths deeper than the one before,
//! part 2 the sums of three that are deeper than the sum before (which is
//! the depth three lines on against the depth here).

use aoc_common::{ParseError, examples::Example, records};

/// The depths, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// One depth per line of the input.
    pub depths: Vec<u32>,
}

/// Reads one depth per line.
pub fn parse(input: &str) -> Result<Input, ParseError> {
    let depths = records(input, |line| line.number())?;
    Ok(Input { depths })
}

/// How many depths are deeper than the one `gap` lines before.
fn increases(depths: &[u32], gap: usize) -> usize {
    depths
        .iter()
        .zip(depths.get(gap..).unwrap_or_default())
        .filter(|(a, b)| a < b)
        .count()
}

/// Part 1: depths deeper than the one before.
pub fn part1(input: &Input) -> usize {
    increases(&input.depths, 1)
}

/// Part 2: sums of three deeper than the sum before.
pub fn part2(input: &Input) -> usize {
    increases(&input.depths, 3)
}

/// The puzzle's example and its answers, as `just new` scaffolds them.
pub const EXAMPLES: &[Example] = &[Example {
    input: include_str!("../example.txt"),
    part1: Some("7"),
    part2: Some("5"),
}];

aoc_common::test_examples!();
