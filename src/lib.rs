//! # Advent of Code
//!
//! The runner that `cargo aoc` builds. Each day is a library crate under
//! `crates/` that knows nothing of cargo-aoc; here one small module per day
//! registers that crate's functions with aoc-runner, and one module per year
//! (`src/yearYYYY.rs`) lists that year's days.
//!
//! aoc-runner's attributes record every solution in a table kept for one
//! compilation, and [`aoc_lib!`](aoc_runner_derive::aoc_lib) at the end of
//! this file turns the table into the `Factory` that `cargo aoc` calls (and
//! writes `target/aoc/completed.json`, the list `cargo aoc` reads). So every
//! registration must be compiled in this one crate: a day crate that called
//! `aoc_lib!` itself would overwrite the list with its own days alone.
//!
//! `just new` writes each day's module from `xtask/template/runner.rs`; it
//! calls the day's `parse`, `part1` and `part2` through
//! [`aoc_common::Answer`], so a day changes its types without an edit here.
//! `build.rs` gives every day of the current year an input to run on (a copy
//! of its example where `input/YEAR/dayN.txt` is missing).
//!
//! aoc-runner numbers days but not years, and `aoc_lib!` takes one year, so
//! the runner compiles one year at a time: the current one, below. The other
//! years' modules stay where they are, uncompiled, and `just year YYYY`
//! makes another year current by rewriting the two lines below (every day
//! crate of every year stays a dependency, so switching rebuilds only this
//! crate).

// The current year: `just year YYYY` changes this line and aoc_lib!'s year.
mod year2021;

aoc_runner_derive::aoc_lib! { year = 2021 }
