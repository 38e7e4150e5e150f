//! `just run N`: day N's solutions on its input, printed as `cargo aoc -d
//! N` prints them (or as data for the tools: `--message-format json`).
//!
//! This binary is built with day N's feature alone, and is what is compiled
//! again after each edit of the day: it holds only what the build script
//! writes, the day's registration (whose `register!` is the `runner`
//! crate's, making the day's table of solutions and its examples' sizes),
//! `SOLUTIONS` and `EXAMPLE_SIZES`.
//! What it does with them is the `runner` crate's, built once.

// `register!` in every registration module: the runner's table (unused
// while the current year has no day).
#[allow(unused_imports)]
#[macro_use]
extern crate runner;

include!(concat!(env!("OUT_DIR"), "/runner.rs"));

fn main() -> std::process::ExitCode {
    runner::main(&runner::Build {
        root: env!("CARGO_MANIFEST_DIR"),
        year: YEAR,
        solutions: SOLUTIONS,
        sizes: EXAMPLE_SIZES,
    })
}
