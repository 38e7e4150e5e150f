//! Day 2 of 2021, registered from the `day02` crate, for `just run 2`
//! and `cargo aoc -d 2`. `just new` wrote this file and nothing here needs
//! editing: the day's code goes in `crates/day02`, whose `Input`, `parse`,
//! `part1` and `part2` the first line registers. Whatever `Input` holds,
//! whatever type an answer has (a number, a `String`) and whether a part can
//! fail, `aoc_common::Answer` turns it into what cargo-aoc prints.
//!
//! To run a faster variant beside a part, add a public function to the day's
//! crate (`pub fn part2_fast(input: &Input) -> …`) and one line here:
//!
//! ```ignore
//!     part2 fast: day02::part2_fast;
//! ```

register! {
    day2: day02;
}
