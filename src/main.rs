//! `just run N`: day N's solutions on its input, printed as `cargo aoc -d
//! N` prints them.
//!
//! This binary is built with day N's feature alone, and is what is compiled
//! again after each edit of the day: it holds only what the build script
//! writes, a copy of the day's registration module with cargo-aoc's
//! attributes blanked and a table that calls its functions (`SOLUTIONS`).
//! What it does with them is the `runner` crate's, built once.

// The table calls `crate::solution::…`.
use runner::solution;

include!(concat!(env!("OUT_DIR"), "/registry.rs"));

fn main() -> std::process::ExitCode {
    runner::main(&runner::Build {
        root: env!("CARGO_MANIFEST_DIR"),
        year: YEAR,
        days: DAYS,
        solutions: SOLUTIONS,
    })
}
