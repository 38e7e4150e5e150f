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
//! - `src/yearYYYY/dayNN.rs` registers the day's functions (one
//!   `register!`), for cargo-aoc and for the runner alike.
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
pub mod sizes;

pub use day::{Day, DayError, DayNumber, Part, Year};
pub use files::{sweep_stopped_writes, write_whole};
pub use input::InputState;
pub use manifest::{current_year, year_feature, year_of_feature};

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
