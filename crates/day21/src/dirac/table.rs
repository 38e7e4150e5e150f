//! Part 2 bottom-up: the memo's recursion turned into a table over every
//! joint state, filled in an order that has each state's successors ready.
//!
//! A state is (player to move: space, score; other player: space, score). A
//! move raises the mover's score by at least 1 and swaps the roles, so a
//! successor always has a higher score total than its state: filling the
//! table from the highest total down never reads an empty slot.

use super::{Count, ROLL_SUMS, Wins};
use crate::{Space, Start};

/// Universes won by each player, playing to `target` (at least 1).
pub(crate) fn count<C: Count>(start: &Start, target: u8) -> Wins<C> {
    let scores = usize::from(target);
    let spaces = usize::from(Space::COUNT);
    // Slot of (mover space index, mover score, other space index, other score).
    let slot = |mover_space: usize, mover_score: usize, other_space: usize, other_score: usize| {
        ((mover_space * scores + mover_score) * spaces + other_space) * scores + other_score
    };
    // Wins of (player to move, other player) in each state.
    let mut table = vec![(C::default(), C::default()); spaces * scores * spaces * scores];

    for total in (0..=2 * (scores - 1)).rev() {
        let lowest = total.saturating_sub(scores - 1);
        for mover_score in lowest..=total.min(scores - 1) {
            let other_score = total - mover_score;
            for (mover_space, other_space) in itertools::iproduct!(0..spaces, 0..spaces) {
                let (mut mover_wins, mut other_wins) = (C::default(), C::default());
                for (steps, weight) in ROLL_SUMS {
                    let weight = C::weight(weight);
                    let landed = (mover_space + usize::from(steps)) % spaces;
                    let score = mover_score + landed + 1;
                    if score >= scores {
                        mover_wins += weight;
                    } else {
                        // The other player moves next: read the swapped state.
                        let (other_then, mover_then) =
                            table[slot(other_space, other_score, landed, score)];
                        mover_wins += weight * mover_then;
                        other_wins += weight * other_then;
                    }
                }
                table[slot(mover_space, mover_score, other_space, other_score)] =
                    (mover_wins, other_wins);
            }
        }
    }

    let (player1, player2) = table[slot(start.player1.index(), 0, start.player2.index(), 0)];
    Wins { player1, player2 }
}
