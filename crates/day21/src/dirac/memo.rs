//! The canonical part 2 solver: a recursion over "player to move, other
//! player", memoized in an `FxHashMap`.
//!
//! From any state the universes split seven ways (see [`ROLL_SUMS`]). A
//! branch either ends with the mover reaching the target, or hands the turn to
//! the other player: the same question with the two players swapped. Many
//! paths lead to the same positions and scores, so each state is counted once
//! and remembered.

use rustc_hash::{FxBuildHasher, FxHashMap};

use super::{Count, ROLL_SUMS, Wins};
use crate::{Space, Start};

/// One player's side of a state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Player {
    space: Space,
    /// Below the target (at most 255) in every state that is stored.
    score: u16,
}

impl Player {
    /// Moves `steps` spaces and scores the space landed on.
    fn advance(self, steps: u8) -> Self {
        let space = self.space.advance(steps.into());
        Self {
            space,
            score: self.score + u16::from(space.get()),
        }
    }
}

/// The state as one `u32`: the player to move then the other, each as space
/// index (4 bits) and score (8 bits). One word hashes in one FxHash round.
fn key(mover: Player, other: Player) -> u32 {
    let side = |player: Player| (player.space.index() as u32) << 8 | u32::from(player.score);
    side(mover) << 12 | side(other)
}

struct Memo<C> {
    target: u8,
    /// Wins of (player to move, other player) for every state seen so far.
    seen: FxHashMap<u32, (C, C)>,
}

impl<C: Count> Memo<C> {
    /// Universes won by (the player to move, the other player).
    fn wins(&mut self, mover: Player, other: Player) -> (C, C) {
        let key = key(mover, other);
        if let Some(&known) = self.seen.get(&key) {
            return known;
        }
        let (mut mover_wins, mut other_wins) = (C::default(), C::default());
        for (steps, weight) in ROLL_SUMS {
            let weight = C::weight(weight);
            let moved = mover.advance(steps);
            if moved.score >= u16::from(self.target) {
                mover_wins += weight;
            } else {
                // The other player moves next: swap the roles.
                let (other_then, mover_then) = self.wins(other, moved);
                mover_wins += weight * mover_then;
                other_wins += weight * other_then;
            }
        }
        self.seen.insert(key, (mover_wins, other_wins));
        (mover_wins, other_wins)
    }
}

/// Universes won by each player, playing to `target` (at least 1).
pub(crate) fn count<C: Count>(start: &Start, target: u8) -> Wins<C> {
    // Room for every state in which both scores are below the target: at the
    // puzzle's 21 about 25% more than the 17,512 reached, so no rehashing.
    let states = 100 * usize::from(target).pow(2) / 2;
    let mut memo = Memo {
        target,
        seen: FxHashMap::with_capacity_and_hasher(states, FxBuildHasher),
    };
    let player = |space| Player { space, score: 0 };
    // `black_box` keeps the optimizer from seeing the zero scores: rustc 1.95
    // at opt-level 2 and 3 has been seen to carry those constants into the
    // recursive calls, so that every state looked like the first and the
    // recursion never ended. The release-mode test run guards this.
    let (player1, player2) = memo.wins(
        std::hint::black_box(player(start.player1)),
        std::hint::black_box(player(start.player2)),
    );
    Wins { player1, player2 }
}
