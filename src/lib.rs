//! # Advent of Code
//!
//! The registration of every year's days with cargo-aoc. Each day is a
//! library crate under `crates/` that knows nothing of cargo-aoc; here one
//! small module per day, `src/yearYYYY/dayNN.rs`, registers that crate's
//! functions with cargo-aoc's attributes (`#[aoc(day21, part1)]`), and each
//! year's block calls `aoc_lib!`, as cargo-aoc's documentation has it.
//!
//! A build registers one year, and of it the days its features turn on
//! (see `Cargo.toml` and `build.rs`). The default build, which `cargo aoc`
//! makes, is every day of the current year with the `cargo-aoc` feature,
//! for which the build script sets `aoc_year`: that year's block below is
//! compiled. `just run N` builds the binary (`src/main.rs`) with day N alone,
//! without that feature, so this library is then empty and no procedural
//! macro is compiled.

// Each year's days for cargo-aoc, one registration module a day (`just new`
// adds them): compiled for the year `aoc_year` names, which build.rs sets in
// a build with the `cargo-aoc` feature.

/// The days of 2021.
#[cfg(aoc_year = "2021")]
mod year2021 {
    #[cfg(registered = "day21")]
    mod day21;
}
#[cfg(aoc_year = "2021")]
aoc_runner_derive::aoc_lib! { year = 2021 }
