//! # Day 21: Dirac Dice
//!
//! Two pawns move round a circular track of spaces 1 to 10. On a turn a
//! player rolls three times, moves by the sum and scores the space landed on.
//!
//! - Part 1 ([`part1`]) rolls a deterministic d100 (1, 2, …, 100, 1, …) and
//!   plays to 1000: the answer is the losing score times the number of rolls.
//!   [`part1_periodic`] gets the same answer in constant time from the game's
//!   20-turn period.
//! - Part 2 ([`part2`]) rolls a 3-sided "Dirac" die that splits the universe
//!   on every roll, and plays to 21: the answer is the number of universes won
//!   by the player who wins in more. [`part2`] is the canonical memoized
//!   recursion; [`part2_table`] and [`part2_per_player`] are faster ways to
//!   the same number (see [`dirac`]).
//!
//! The input is two lines, parsed by [`parse`]:
//!
//! ```
//! let start = day21::parse("Player 1 starting position: 4\nPlayer 2 starting position: 8")?;
//! assert_eq!(day21::part1(&start), 739_785);
//! assert_eq!(day21::part2(&start), 444_356_092_776_315);
//! # Ok::<(), aoc_common::ParseError>(())
//! ```

pub mod deterministic;
pub mod dirac;
mod input;

pub use deterministic::{PART1_TARGET, part1, part1_periodic};
pub use dirac::{
    Count, Method, PART2_TARGET, ROLL_SUMS, Wins, part2, part2_per_player, part2_table,
};
pub use input::{InvalidSpace, Space, Start, parse};

/// The parsed input, under the name the registration (`src/year2021/day21.rs`)
/// looks for: the two starting spaces.
pub type Input = Start;
