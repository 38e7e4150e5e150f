//! Day {{DAY}}, registered from the `{{CRATE}}` crate. `just new` wrote this file and
//! nothing here needs editing: the day's code goes in `{{CRATE_DIR}}`, whose
//! `Input`, `parse`, `part1` and `part2` this file calls. Whatever `Input` holds,
//! whatever type an answer has (a number, a `String`) and whether a part can
//! fail, `aoc_common::Answer` turns it into what cargo-aoc prints.
//!
//! To run a faster variant beside a part, add a public function to the day's
//! crate and register it here:
//!
//! ```ignore
//! #[aoc(day{{DAY}}, part2, fast)]
//! fn part2_fast(input: &Input) -> Result<String, Failed> {
//!     {{LIB}}::part2_fast(input).into_answer()
//! }
//! ```

use aoc_common::{Answer, Failed};
use aoc_runner_derive::{aoc, aoc_generator};
use {{LIB}}::Input;

#[aoc_generator(day{{DAY}})]
fn parse(input: &str) -> Result<Input, Failed> {
    aoc_common::input({{LIB}}::parse(input))
}

#[aoc(day{{DAY}}, part1)]
fn part1(input: &Input) -> Result<String, Failed> {
    {{LIB}}::part1(input).into_answer()
}

#[aoc(day{{DAY}}, part2)]
fn part2(input: &Input) -> Result<String, Failed> {
    {{LIB}}::part2(input).into_answer()
}
