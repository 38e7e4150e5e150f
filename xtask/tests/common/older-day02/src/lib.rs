//! # Day 2
//!
//! Not solved yet. When it is, say here what the puzzle asks and why the
//! solution works.
//!
//! The runner (`src/year2021/day02.rs` at the root) calls [`parse`], [`part1`] and
//! [`part2`] and needs nothing else: change what [`Input`] holds, return any
//! number or a `String`, or a `Result` of one (with a [`ParseError`],
//! [`NoAnswer`](aoc_common::NoAnswer) or an error of your own), and it still
//! runs. The `aoc_common` crate docs list the parsing helpers, with an example
//! for every input shape of 2021.

// `just lint` holds this day to clippy's defaults. For the stricter set the
// workspace's own crates keep (docs/years.md, "Lints"), uncomment this line:
// #![warn(clippy::expect_used, clippy::panic, clippy::unwrap_used, missing_docs)]

use aoc_common::{NotSolved, ParseError, lines};

/// The puzzle input, parsed. Replace with types that cannot hold bad values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// The input's lines, as they came.
    pub lines: Vec<String>,
}

/// Reads the puzzle input. `aoc_common` has helpers for every shape of 2021
/// (`records`, `one_record`, `sections`, `grid`, `line.pattern_numbers(...)`,
/// `line.pattern_with(...)`, ...): each error they return names the line and
/// column, what was found and what was expected.
pub fn parse(input: &str) -> Result<Input, ParseError> {
    let lines = lines(input).map(|line| line.text().to_owned()).collect();
    Ok(Input { lines })
}

/// Part 1: not solved yet.
pub fn part1(input: &Input) -> Result<u64, NotSolved> {
    let _ = input;
    Err(NotSolved { day: 2, part: 1 })
}

/// Part 2: not solved yet.
pub fn part2(input: &Input) -> Result<u64, NotSolved> {
    let _ = input;
    Err(NotSolved { day: 2, part: 2 })
}

// The puzzle's examples, with the answers it gives: `just test 2` checks
// them, in this one file so that it compiles once after an edit.
#[cfg(test)]
mod tests {
    use aoc_common::examples::{Example, check, parse_all};

    /// Every example of the puzzle, its answers written as `just run 2`
    /// prints them (`None` where the puzzle gives none). The first is
    /// `example.txt`, which `just run 2` also runs until you save your own
    /// input. Add the others as you meet them: a one-line example inline
    /// (`input: "8A004A801A8002F478"`), a longer one as a file beside
    /// `example.txt` (`input: include_str!("../example2.txt")`). Where the
    /// puzzle runs its example smaller than your input (a grid of 11 by 7,
    /// 10 steps), make this a table of `ExampleAt` with the sizes each runs
    /// at (`at: &[("width", 11), ("height", 7)]`), and read each in the code
    /// with `aoc_common::example_or("width", 101)`: docs/years.md, "An
    /// example's own sizes".
    const EXAMPLES: &[Example] = &[Example {
        input: include_str!("../example.txt"),
        part1: None,
        part2: None,
    }];

    #[test]
    fn examples_parse() {
        parse_all(EXAMPLES, super::parse);
    }

    #[test]
    #[ignore = "give the examples' part 1 answers in EXAMPLES, then delete this line"]
    fn example_part1() {
        check(EXAMPLES, 1, super::parse, super::part1);
    }

    #[test]
    #[ignore = "give the examples' part 2 answers in EXAMPLES, then delete this line"]
    fn example_part2() {
        check(EXAMPLES, 2, super::parse, super::part2);
    }
}
