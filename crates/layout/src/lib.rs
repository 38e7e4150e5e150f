//! # Where the workspace keeps each year and day
//!
//! One definition of the workspace's layout, for everything that needs it:
//! the root package's build script (a build-dependency), the runner
//! (`crates/runner`) and the tools (`xtask/`). It uses nothing but `std`.
//!
//! - A day is [`Day`]`{ year, day }`. Its crate is `crates/dayNN` (package
//!   `dayNN`) in 2021, the year this workspace began with, and
//!   `crates/YYYY/dayNN` (package `dayNN-YYYY`) in every other year, so days
//!   of several years live side by side with names cargo can tell apart.
//!   The root package's feature for a day has its package's name.
//! - The build registers the day's functions (one `register!`), for
//!   cargo-aoc and for the runner alike; a day with named variants says
//!   them in a module of its own, `src/yearYYYY/dayNN.rs`.
//! - Its input, answers, puzzle page and submissions are
//!   `input/YYYY/dayN.txt`, `.answers`, `.puzzle.html` and `.submissions`,
//!   where cargo-aoc looks for inputs; what the page shows of its
//!   examples' outputs is `.examples` ([`notes`]).
//! - Each year is a feature listing its days (`year2026 = ["cargo-aoc",
//!   "day04-2026"]`), and the current year is the root package's default
//!   feature, one line of the root `Cargo.toml`: `default = ["year2021"]`
//!   ([`current_year`]).
//!
//! ```
//! use layout::Day;
//! let day: Day = "2026/4".parse()?;
//! assert_eq!(day.package(), "day04-2026");
//! assert_eq!(day.crate_dir(), "crates/2026/day04");
//! assert_eq!(day.input(), "input/2026/day4.txt");
//! assert_eq!(day.to_string(), "day 4 of 2026");
//! assert_eq!(Day::new(2021, 21)?.package(), "day21");
//! # Ok::<(), layout::DayError>(())
//! ```

mod day;
mod files;
mod input;
mod manifest;
pub mod notes;

pub use day::{Day, DayError, DayNumber, Part, Year};
pub use files::{sweep_stopped_writes, write_whole};
pub use input::InputState;
pub use manifest::{current_year, year_feature, year_of_feature};

/// What every command says of a part not solved yet (the scaffold's
/// `NotSolved`): `just run`, `run-all`, `verify` and `watch` say it in
/// these words, and none of them fails on it.
pub const NOT_SOLVED_YET: &str = "not solved yet";

/// True when `error`, a part's error as the runner kept it before its
/// outcomes were typed, is aoc-common's `NotSolved`: "day 4 part 2 is not
/// solved yet (…)", read off its words.
///
/// ```
/// # #![allow(deprecated)]
/// assert!(layout::is_not_solved("day 4 part 2 is not solved yet (write it in the day crate's src/lib.rs)"));
/// assert!(!layout::is_not_solved("no answer: no board ever wins"));
/// assert!(!layout::is_not_solved("day 4 part 1 failed"));
/// ```
#[deprecated(
    note = "a part not solved yet is its own outcome: `runner::solution::Outcome::NotSolved`, `not_solved` in the runner's JSON, or aoc-common's `Unanswered::NotSolved`"
)]
pub fn is_not_solved(error: &str) -> bool {
    #[allow(deprecated)]
    not_solved(error).is_some()
}

/// Where `error` is aoc-common's `NotSolved`, what it says of the part, as
/// every command says it beside the part's name: "not solved yet (write it
/// in the day crate's src/lib.rs)", read off its words.
///
/// ```
/// # #![allow(deprecated)]
/// assert_eq!(
///     layout::not_solved("day 4 part 2 is not solved yet (write it in the day crate's src/lib.rs)"),
///     Some("not solved yet (write it in the day crate's src/lib.rs)")
/// );
/// assert_eq!(layout::not_solved("day 4 part 3 is not solved yet"), None);
/// ```
#[deprecated(
    note = "a part not solved yet is its own outcome (`runner::solution::Outcome::NotSolved`), and what every command says of it is `aoc_common::NotSolved::SAID`"
)]
pub fn not_solved(error: &str) -> Option<&str> {
    let (day, rest) = error.strip_prefix("day ")?.split_once(" part ")?;
    let (part, said) = rest.split_once(" is ")?;
    (day.parse::<u8>().is_ok() && matches!(part, "1" | "2") && said.starts_with(NOT_SOLVED_YET))
        .then_some(said)
}

/// The year whose days keep the short names (`crates/dayNN`, `dayNN`).
pub const HOME_YEAR: u16 = 2021;

/// The first year of Advent of Code.
pub const FIRST_YEAR: u16 = 2015;

/// How many days `year`'s Advent of Code has: 25 up to 2024, 12 from 2025.
///
/// ```
/// assert_eq!((layout::days_in(2024), layout::days_in(2025)), (25, 12));
/// ```
pub fn days_in(year: u16) -> u8 {
    if year >= 2025 { 12 } else { 25 }
}
