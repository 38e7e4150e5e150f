//! The placeholder answer of a part that has not been written yet.

use std::fmt;

/// A part that has no solution yet: what `just new` puts in a fresh day, so
/// `cargo aoc` runs it and says so instead of panicking.
///
/// ```
/// let error = aoc_common::NotSolved { day: 22, part: 1 };
/// assert_eq!(error.to_string(), "day 22 part 1 is not solved yet (crates/day22/src/lib.rs)");
/// assert_eq!(format!("{error:#?}"), error.to_string());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("day {day} part {part} is not solved yet (crates/day{day:02}/src/lib.rs)")]
pub struct NotSolved {
    /// The day, 1 to 25.
    pub day: u8,
    /// The part, 1 or 2.
    pub part: u8,
}

impl fmt::Debug for NotSolved {
    /// The sentence, as cargo-aoc prints errors with `{:#?}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
