//! Day 21: Dirac Dice, registered from the `day21` crate.

use aoc_common::ParseError;
use aoc_runner_derive::{aoc, aoc_generator};
use day21::Start;

#[aoc_generator(day21)]
fn parse(input: &str) -> Result<Start, ParseError> {
    day21::parse(input)
}

#[aoc(day21, part1)]
fn part1(start: &Start) -> u128 {
    day21::part1(start)
}

#[aoc(day21, part1, periodic)]
fn part1_periodic(start: &Start) -> u128 {
    day21::part1_periodic(start)
}

#[aoc(day21, part2)]
fn part2(start: &Start) -> u64 {
    day21::part2(start)
}

#[aoc(day21, part2, table)]
fn part2_table(start: &Start) -> u64 {
    day21::part2_table(start)
}

#[aoc(day21, part2, per_player)]
fn part2_per_player(start: &Start) -> u64 {
    day21::part2_per_player(start)
}
