//! Part 2 one player at a time.
//!
//! A player's pawn moves on their own rolls only: how the other player fares
//! never changes it. So count, for each player alone and for each of their
//! turns, the universes in which they first reach the target on that turn and
//! those in which they are still below it. Player 1 wins on their turn `t` in
//! the universes where they reach the target then while player 2, after
//! `t − 1` turns, has not; player 2 wins on their turn `t` where they reach it
//! while player 1, after `t` turns, has not.
//!
//! The walks are a grid of universes by score (rows) and space (columns),
//! advanced a turn at a time; a move that reaches the target is counted as it
//! lands and leaves the grid. Three things keep it cheap:
//! - a turn is three rolls that each move 1, 2 or 3 spaces, so a score row's
//!   arrivals are that row spread three times by "1, 2 or 3 back": 60 adds and
//!   no multiplications, the same 27 outcomes as [`ROLL_SUMS`](super::ROLL_SUMS);
//! - both players walk in the same grid, side by side in each cell, so one
//!   add serves both (the compiler pairs them into a vector add);
//! - only the rows between the lowest and the highest score still held are
//!   visited.

use std::array;

use super::{Count, SPACES, Wins};
use crate::Start;

/// Universes of (player 1, player 2).
type Pair<C> = [C; 2];

/// Universes of each player on each space, at one score.
type Row<C> = [Pair<C>; SPACES];

fn add<C: Count>([a1, a2]: Pair<C>, [b1, b2]: Pair<C>) -> Pair<C> {
    [a1 + b1, a2 + b2]
}

/// One roll: the universes on each space after moving 1, 2 or 3 spaces.
fn roll<C: Count>(row: &Row<C>) -> Row<C> {
    array::from_fn(|space| {
        let back = |steps| row[(space + SPACES - steps) % SPACES];
        add(add(back(1), back(2)), back(3))
    })
}

/// Both players' fortunes, turn by turn.
struct Walks<C> {
    /// `reached[t]`: universes in which the target is first reached on turn `t + 1`.
    reached: Vec<Pair<C>>,
    /// `below[t]`: universes still below the target after `t` turns (`below[0]` is 1).
    below: Vec<Pair<C>>,
}

impl<C: Count> Walks<C> {
    fn new(start: &Start, target: u8) -> Self {
        let target = usize::from(target);
        let one = C::weight(1);
        let empty = [[C::default(); 2]; SPACES];
        let mut now = vec![empty; target];
        let mut next = now.clone();
        now[0][start.player1.index()][0] = one;
        now[0][start.player2.index()][1] = one;
        let mut walks = Self {
            reached: Vec::new(),
            below: vec![[one; 2]],
        };
        // Scores still held below the target lie in `lowest..=highest`.
        let (mut lowest, mut highest) = (0, 0);
        // Every turn scores at least 1, so nobody stays below the target longer.
        for _turn in 0..target {
            // A move scores 1 to 10: the rows it can land on.
            let landing = lowest + 1..(highest + SPACES + 1).min(target);
            next[landing.clone()].fill(empty);
            let mut reached = [C::default(); 2];
            for (score, row) in now.iter().enumerate().take(highest + 1).skip(lowest) {
                let landed = roll(&roll(&roll(row)));
                for (space, universes) in landed.into_iter().enumerate() {
                    // Landing on space `space + 1` scores that many points.
                    match next.get_mut(score + space + 1) {
                        Some(row) => row[space] = add(row[space], universes),
                        None => reached = add(reached, universes),
                    }
                }
            }
            let mut below = [C::default(); 2];
            (lowest, highest) = (usize::MAX, 0);
            for score in landing {
                let universes = next[score]
                    .iter()
                    .fold([C::default(); 2], |sum, &cell| add(sum, cell));
                if universes != [C::default(); 2] {
                    below = add(below, universes);
                    lowest = lowest.min(score);
                    highest = score;
                }
            }
            walks.reached.push(reached);
            walks.below.push(below);
            if lowest > highest {
                break;
            }
            std::mem::swap(&mut now, &mut next);
        }
        walks
    }

    /// Universes still below the target after `turns` turns.
    fn below_after(&self, turns: usize) -> Pair<C> {
        self.below.get(turns).copied().unwrap_or_default()
    }
}

/// Universes won by each player, playing to `target` (at least 1).
pub(crate) fn count<C: Count>(start: &Start, target: u8) -> Wins<C> {
    let walks = Walks::<C>::new(start, target);
    let mut wins = Wins::<C>::default();
    for (turn, &[first, second]) in walks.reached.iter().enumerate() {
        wins.player1 += first * walks.below_after(turn)[1];
        wins.player2 += second * walks.below_after(turn + 1)[0];
    }
    wins
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dirac::{ROLL_SUMS, UNIVERSES_PER_TURN};

    #[test]
    fn three_rolls_spread_as_the_roll_sums() {
        let mut row: Row<u64> = [[0; 2]; SPACES];
        row[0] = [1, 0];
        let spread = roll(&roll(&roll(&row)));
        for (steps, weight) in ROLL_SUMS {
            assert_eq!(spread[usize::from(steps) % SPACES], [u64::from(weight), 0]);
        }
        let universes: u64 = spread.iter().map(|[first, _]| first).sum();
        assert_eq!(universes, u64::from(UNIVERSES_PER_TURN));
    }
}
