//! # Day 1 of `just bench-loop`: depths that increase
//!
//! One number per line; part 1 counts the depths deeper than the one before,
//! part 2 the sums of three that are deeper than the sum before (which is
//! the depth three lines on against the depth here).

use aoc_common::{ParseError, records};

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

// The puzzle's example and its answers, as `just new` scaffolds them.
#[cfg(test)]
mod tests {
    use aoc_common::examples::{Example, check, parse_all};

    /// The puzzle's example.
    const EXAMPLES: &[Example] = &[Example {
        input: include_str!("../example.txt"),
        part1: Some("7"),
        part2: Some("5"),
    }];

    #[test]
    fn examples_parse() {
        parse_all(EXAMPLES, super::parse);
    }

    #[test]
    fn example_part1() {
        check(EXAMPLES, 1, super::parse, super::part1);
    }

    #[test]
    fn example_part2() {
        check(EXAMPLES, 2, super::parse, super::part2);
    }
}
