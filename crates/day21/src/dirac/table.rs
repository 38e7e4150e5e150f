//! Part 2 bottom-up: the memo's recursion turned into a table over every
//! joint state, filled in an order that has each state's successors ready.
//!
//! A state is (player to move: space, score; other player: space, score). A
//! move raises the mover's score by at least 1 and swaps the roles, so a
//! successor always has a higher score total than its state: filling the
//! table from the highest total down never reads an empty slot.
//!
//! The table is kept "other player first": its slot `(x, y)` holds the state
//! in which `y` moves and `x` waits. A successor of (mover `m`, other `o`) is
//! (mover `o`, other `m` moved), at slot `(m moved, o)`; so the successors of
//! the ten states that differ only in the other player's space sit side by
//! side, and those ten states are counted at once, as vectors of ten.

use super::{Count, ROLL_SUMS, SPACES, Wins};
use crate::Start;

/// Universes won by each player, playing to `target` (at least 1).
pub(crate) fn count<C: Count>(start: &Start, target: u8) -> Wins<C> {
    let scores = usize::from(target);
    // First slot of the ten states in which the player with `moving_score`
    // moves from any space while the other waits on (`waiting_space`, `waiting_score`).
    let slot = |waiting_space: usize, waiting_score: usize, moving_score: usize| {
        ((waiting_space * scores + waiting_score) * scores + moving_score) * SPACES
    };
    // Universes won by the player who moves, and by the one who waits.
    let states = SPACES * scores * scores * SPACES;
    let mut moving_wins = vec![C::default(); states];
    let mut waiting_wins = vec![C::default(); states];

    for total in (0..=2 * (scores - 1)).rev() {
        let lowest = total.saturating_sub(scores - 1);
        for mover_score in lowest..=total.min(scores - 1) {
            let other_score = total - mover_score;
            for mover_space in 0..SPACES {
                // The ten states (mover_space, mover_score; any space, other_score).
                let mut mover_wins = [C::default(); SPACES];
                let mut other_wins = [C::default(); SPACES];
                let mut won_at_once = C::default();
                for (steps, weight) in ROLL_SUMS {
                    let weight = C::weight(weight);
                    let landed = (mover_space + usize::from(steps)) % SPACES;
                    let score = mover_score + landed + 1;
                    if score >= scores {
                        won_at_once += weight;
                        continue;
                    }
                    // The other player moves next, with this player waiting.
                    let next = slot(landed, score, other_score);
                    let then_moving = &moving_wins[next..next + SPACES];
                    let then_waiting = &waiting_wins[next..next + SPACES];
                    for other_space in 0..SPACES {
                        mover_wins[other_space] += weight * then_waiting[other_space];
                        other_wins[other_space] += weight * then_moving[other_space];
                    }
                }
                for other_space in 0..SPACES {
                    let at = slot(other_space, other_score, mover_score) + mover_space;
                    moving_wins[at] = mover_wins[other_space] + won_at_once;
                    waiting_wins[at] = other_wins[other_space];
                }
            }
        }
    }

    // Player 1 moves first, from their start, with player 2 waiting on theirs.
    let at = slot(start.player2.index(), 0, 0) + start.player1.index();
    Wins {
        player1: moving_wins[at],
        player2: waiting_wins[at],
    }
}
