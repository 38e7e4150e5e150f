//! Day {{DAY}}, registered from the `day{{NN}}` crate.

use aoc_common::{NotSolved, ParseError};
use aoc_runner_derive::{aoc, aoc_generator};
use day{{NN}}::Input;

#[aoc_generator(day{{DAY}})]
fn parse(input: &str) -> Result<Input, ParseError> {
    day{{NN}}::parse(input)
}

#[aoc(day{{DAY}}, part1)]
fn part1(input: &Input) -> Result<u64, NotSolved> {
    day{{NN}}::part1(input)
}

#[aoc(day{{DAY}}, part2)]
fn part2(input: &Input) -> Result<u64, NotSolved> {
    day{{NN}}::part2(input)
}
