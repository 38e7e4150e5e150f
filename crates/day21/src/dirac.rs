//! Part 2: the 3-sided Dirac die, which splits the universe on every roll.
//!
//! Three solvers count the same thing, each in its own file:
//! - [`memo`]: the canonical recursion, memoized in an `FxHashMap`;
//! - [`table`]: the same recursion turned into a bottom-up table;
//! - [`per_player`]: each player's walk counted on its own, then combined.

use std::num::Wrapping;
use std::ops::{Add, AddAssign, Mul};

use crate::{Space, Start};

pub mod memo;
pub mod per_player;
pub mod table;

/// The winning score of part 2.
pub const PART2_TARGET: u8 = 21;

/// The 27 outcomes of a turn's three rolls collapse to 7 sums, weighted
/// 1 3 6 7 6 3 1: a solver follows 7 branches a turn instead of 27.
/// `roll_sums_are_the_27_outcomes` in the tests derives this table.
pub const ROLL_SUMS: [(u8, u8); 7] = [(3, 1), (4, 3), (5, 6), (6, 7), (7, 6), (8, 3), (9, 1)];

/// Spaces on the track, as an array length.
const SPACES: usize = Space::COUNT as usize;

/// Universes a turn splits into: 3 rolls of a 3-sided die, the sum of the
/// weights in [`ROLL_SUMS`].
pub const UNIVERSES_PER_TURN: u8 = 27;

/// Universes won by each player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Wins<C> {
    /// Universes in which player 1 wins.
    pub player1: C,
    /// Universes in which player 2 wins.
    pub player2: C,
}

impl<C: Ord> Wins<C> {
    /// The puzzle's answer: the universes of the player who wins in more.
    pub fn most(self) -> C {
        self.player1.max(self.player2)
    }
}

/// A number of universes. The counts grow about 27-fold per turn, so each
/// type is exact only up to some target score.
pub trait Count:
    Copy + Default + PartialEq + Add<Output = Self> + AddAssign + Mul<Output = Self>
{
    /// The highest target score for which every count fits, derived by the
    /// tests `exhaustive_u64_is_exact_to_27` and `exhaustive_u128_is_exact_to_56`.
    const MAX_EXACT_TARGET: u8;

    /// A roll sum's weight as a count.
    fn weight(weight: u8) -> Self;
}

impl Count for u64 {
    const MAX_EXACT_TARGET: u8 = 27;

    fn weight(weight: u8) -> Self {
        weight.into()
    }
}

impl Count for u128 {
    const MAX_EXACT_TARGET: u8 = 56;

    fn weight(weight: u8) -> Self {
        weight.into()
    }
}

/// Counts modulo 2^64: exact as residues for any target, so the solvers can
/// be timed (and checked against each other) far past where real counts fit.
impl Count for Wrapping<u64> {
    const MAX_EXACT_TARGET: u8 = u8::MAX;

    fn weight(weight: u8) -> Self {
        Wrapping(weight.into())
    }
}

/// A way to count the universes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Method {
    /// [`memo`]: the canonical solver.
    Memo,
    /// [`table`]: bottom-up over every joint state.
    Table,
    /// [`per_player`]: one player at a time.
    PerPlayer,
}

impl Method {
    /// Every method, the canonical one first.
    pub const ALL: [Self; 3] = [Self::Memo, Self::Table, Self::PerPlayer];

    /// The name used in `#[aoc(day21, part2, NAME)]` and in benchmarks.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Memo => "memo",
            Self::Table => "table",
            Self::PerPlayer => "per_player",
        }
    }
}

/// Universes won by each player when playing to `target` (0 plays as 1: the
/// first move wins), or `None` when the counts would not fit in `C`.
///
/// ```
/// use day21::{Method, Wins, dirac::wins};
///
/// let start = day21::parse("Player 1 starting position: 4\nPlayer 2 starting position: 8")?;
/// let expected = Wins { player1: 444_356_092_776_315_u64, player2: 341_960_390_180_808 };
/// for method in Method::ALL {
///     assert_eq!(wins(method, &start, 21), Some(expected));
/// }
/// assert_eq!(wins::<u64>(Method::Memo, &start, 28), None);
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn wins<C: Count>(method: Method, start: &Start, target: u8) -> Option<Wins<C>> {
    if target > C::MAX_EXACT_TARGET {
        return None;
    }
    let target = target.max(1);
    Some(match method {
        Method::Memo => memo::count(start, target),
        Method::Table => table::count(start, target),
        Method::PerPlayer => per_player::count(start, target),
    })
}

/// Every count at the puzzle's target fits in a `u64`.
const _: () = assert!(PART2_TARGET <= <u64 as Count>::MAX_EXACT_TARGET);

/// Part 2 with the canonical solver: the memoized recursion.
///
/// ```
/// let start = day21::parse("Player 1 starting position: 4\nPlayer 2 starting position: 8")?;
/// assert_eq!(day21::part2(&start), 444_356_092_776_315);
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn part2(start: &Start) -> u64 {
    memo::count(start, PART2_TARGET).most()
}

/// Part 2 with the bottom-up table.
pub fn part2_table(start: &Start) -> u64 {
    table::count(start, PART2_TARGET).most()
}

/// Part 2 one player at a time.
pub fn part2_per_player(start: &Start) -> u64 {
    per_player::count(start, PART2_TARGET).most()
}

#[cfg(test)]
mod tests {
    use super::*;
    use itertools::{Itertools, iproduct};

    #[test]
    fn roll_sums_are_the_27_outcomes() {
        let counts = iproduct!(1..=3, 1..=3, 1..=3)
            .map(|(a, b, c)| a + b + c)
            .counts();
        let derived: Vec<(u8, u8)> = counts
            .into_iter()
            .map(|(sum, count)| (sum, u8::try_from(count).unwrap()))
            .sorted()
            .collect();
        assert_eq!(derived, ROLL_SUMS);
        let weights: u8 = ROLL_SUMS.iter().map(|&(_, weight)| weight).sum();
        assert_eq!(weights, UNIVERSES_PER_TURN);
    }

    #[test]
    fn target_zero_plays_as_one() {
        let start = Start::all().next().unwrap();
        let first_move_wins = Wins {
            player1: 27_u64,
            player2: 0,
        };
        for method in Method::ALL {
            assert_eq!(wins(method, &start, 0), Some(first_move_wins));
            assert_eq!(wins(method, &start, 1), Some(first_move_wins));
        }
    }
}
