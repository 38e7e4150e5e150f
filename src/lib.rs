//! # Advent of Code
//!
//! The registration of every year's days with cargo-aoc. Each day is a
//! library crate under `crates/` that knows nothing of cargo-aoc; one
//! `register!` registers that crate's functions. The build writes it for a
//! day (`build.rs`): its crate's `parse`, `part1`, `part2` and `EXAMPLES`.
//! A day with named variants says it in a module of its own,
//! `src/yearYYYY/dayNN.rs`:
//!
//! ```ignore
//! register! {
//!     day4: day04_2026;                     // the day and its crate: parse, part1, part2
//!     examples: day04_2026::EXAMPLES;       // its examples, for a run on one of them
//!     part2 fast: day04_2026::part2_fast;   // a named variant of a part
//! }
//! ```
//!
//! The last day of a year (25, or 12 from 2025 on) has one puzzle:
//! `register! { day25: day25 (part1 only); }` registers its part 1 alone.
//!
//! A build registers one year, and of it the days its features turn on (see
//! `Cargo.toml` and `build.rs`). The default build, which `cargo aoc` makes,
//! is every day of the current year with the `cargo-aoc` feature: here,
//! `register!` gives each solution cargo-aoc's attributes (`#[aoc(day21,
//! part1)]`), and the build script's `cargo_aoc.rs` holds the year's modules
//! and its `aoc_lib!`, as cargo-aoc's documentation has them. `just run N`
//! builds the binary (`src/main.rs`) with day N alone, without that feature,
//! where the same `register!` is the runner's (`runner::register!`); this
//! library is then empty and none of cargo-aoc's procedural macros is
//! compiled.

/// A day's registration as cargo-aoc's attributes: a generator for the day
/// (its crate's `parse`, through `aoc_common::input`), its crate's `part1`
/// and `part2`, and each named variant, each called through
/// `aoc_common::Solver` (on your input, so at its own sizes) and its answer
/// through `aoc_common::Answer`. The runner's form, `runner::register!`, takes the
/// same words and documents them.
#[cfg(feature = "cargo-aoc")]
// A year with no day yet registers nothing.
#[allow(unused_macros)]
macro_rules! register {
    // The day's examples are the runner's (a run on one runs at its sizes):
    // cargo-aoc runs your input.
    ($day:ident : $krate:ident (part1 only); examples: $examples:path; $($variants:tt)*) => {
        register! { $day: $krate (part1 only); $($variants)* }
    };
    ($day:ident : $krate:ident; examples: $examples:path; $($variants:tt)*) => {
        register! { $day: $krate; $($variants)* }
    };
    // The last day of a year: one puzzle, part 1 alone.
    ($day:ident : $krate:ident (part1 only); $($part:ident $name:ident : $variant:ident :: $function:ident;)*) => {
        #[::aoc_runner_derive::aoc_generator($day)]
        fn parse(input: &str) -> ::core::result::Result<$krate::Input, ::aoc_common::Failed> {
            ::aoc_common::input($krate::parse($crate::lasting(input)))
        }

        #[::aoc_runner_derive::aoc($day, part1)]
        fn part1(input: &$krate::Input) -> ::core::result::Result<::std::string::String, ::aoc_common::Failed> {
            ::aoc_common::Solver::solve(&$krate::part1, input, ::aoc_common::Sizes::NONE)
                .map_err(::aoc_common::Failed::from)
        }

        $(
            #[::aoc_runner_derive::aoc($day, $part, $name)]
            fn $function(input: &$krate::Input) -> ::core::result::Result<::std::string::String, ::aoc_common::Failed> {
                ::aoc_common::Solver::solve(&$variant::$function, input, ::aoc_common::Sizes::NONE)
                .map_err(::aoc_common::Failed::from)
            }
        )*
    };
    // Every other day: the same, and part 2.
    ($day:ident : $krate:ident; $($variants:tt)*) => {
        register! { $day: $krate (part1 only); $($variants)* }

        #[::aoc_runner_derive::aoc($day, part2)]
        fn part2(input: &$krate::Input) -> ::core::result::Result<::std::string::String, ::aoc_common::Failed> {
            ::aoc_common::Solver::solve(&$krate::part2, input, ::aoc_common::Sizes::NONE)
                .map_err(::aoc_common::Failed::from)
        }
    };
}

/// The text cargo-aoc hands a day's generator, kept for the whole run (as
/// the runner keeps it), so that a day's `Input` may borrow it
/// (`&'static str`): copied once, and that copy handed back while the text
/// is the same (`cargo aoc bench` runs the generator again and again on one
/// input: each of its runs compares the text, a few microseconds at most,
/// in the generator's time).
#[cfg(feature = "cargo-aoc")]
#[doc(hidden)]
pub fn lasting(text: &str) -> &'static str {
    use std::sync::{Mutex, PoisonError};
    static KEPT: Mutex<Option<&'static str>> = Mutex::new(None);
    let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
    match *kept {
        Some(lasting) if lasting == text => lasting,
        _ => kept.insert(String::leak(text.to_owned())),
    }
}

// The current year's registration modules and its `aoc_lib!`, in a build
// with the `cargo-aoc` feature (see build.rs).
#[cfg(feature = "cargo-aoc")]
include!(concat!(env!("OUT_DIR"), "/cargo_aoc.rs"));
