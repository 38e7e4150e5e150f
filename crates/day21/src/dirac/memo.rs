//! The canonical part 2 solver: a recursion over "player to move, other
//! player", memoized in an `FxHashMap`.
//!
//! From any state the universes split seven ways (see [`ROLL_SUMS`]). A
//! branch either ends with the mover reaching the target, or hands the turn to
//! the other player: the same question with the two players swapped. Many
//! paths lead to the same positions and scores, so each state is counted once
//! and remembered.
//!
//! The memo is asked at the call site, before recursing, so a state already
//! counted costs one lookup and no call. And a branch that hands the turn to a
//! player who reaches the target whatever they roll is not looked up at all:
//! that player wins all 27 of its universes.

use rustc_hash::{FxBuildHasher, FxHashMap};

use super::{Count, ROLL_SUMS, SPACES, UNIVERSES_PER_TURN, Wins};
use crate::{Space, Start};

/// One player's side of a state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Player {
    space: Space,
    /// Below the target (at most 255) in every state that is counted.
    score: u16,
}

impl Player {
    /// Moves to `space` and scores it.
    fn land(self, space: Space) -> Self {
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
    target: u16,
    /// The space reached from each space with each of [`ROLL_SUMS`].
    landing: [[Space; ROLL_SUMS.len()]; SPACES],
    /// The least score a move from each space adds.
    least_gain: [u16; SPACES],
    /// Wins of (player to move, other player) for every state counted so far.
    seen: FxHashMap<u32, (C, C)>,
}

impl<C: Count> Memo<C> {
    fn new(target: u8) -> Self {
        // Room for every state in which both scores are below the target: at
        // the puzzle's 21 about 40% more than the 15,642 counted, so no rehashing.
        let states = 100 * usize::from(target).pow(2) / 2;
        let landing =
            Space::ALL.map(|space| ROLL_SUMS.map(|(steps, _)| space.advance(steps.into())));
        let least_gain = landing.map(|landed| {
            landed
                .map(|space| u16::from(space.get()))
                .into_iter()
                .min()
                .unwrap_or(0)
        });
        Self {
            target: target.into(),
            landing,
            least_gain,
            seen: FxHashMap::with_capacity_and_hasher(states, FxBuildHasher),
        }
    }

    /// Whether `player`, moving next, reaches the target whatever they roll.
    fn sure_to_win(&self, player: Player) -> bool {
        player.score + self.least_gain[player.space.index()] >= self.target
    }

    /// Universes won by (the player to move, the other player).
    fn wins(&mut self, mover: Player, other: Player) -> (C, C) {
        let (mut mover_wins, mut other_wins) = (C::default(), C::default());
        let other_sure_to_win = self.sure_to_win(other);
        let landing = self.landing[mover.space.index()];
        for ((_, weight), space) in ROLL_SUMS.into_iter().zip(landing) {
            let weight = C::weight(weight);
            let moved = mover.land(space);
            if moved.score >= self.target {
                mover_wins += weight;
            } else if other_sure_to_win {
                other_wins += weight * C::weight(UNIVERSES_PER_TURN);
            } else {
                // The other player moves next: swap the roles.
                let (other_then, mover_then) = self.remembered(other, moved);
                mover_wins += weight * mover_then;
                other_wins += weight * other_then;
            }
        }
        (mover_wins, other_wins)
    }

    /// [`Self::wins`], counted once per state and remembered.
    #[inline]
    fn remembered(&mut self, mover: Player, other: Player) -> (C, C) {
        let key = key(mover, other);
        if let Some(&known) = self.seen.get(&key) {
            return known;
        }
        let counted = self.wins(mover, other);
        self.seen.insert(key, counted);
        counted
    }
}

/// Universes won by each player, playing to `target` (at least 1).
pub(crate) fn count<C: Count>(start: &Start, target: u8) -> Wins<C> {
    let mut memo = Memo::new(target);
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
