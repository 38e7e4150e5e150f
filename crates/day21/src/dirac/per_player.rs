//! Part 2 one player at a time.
//!
//! A player's pawn moves on their own rolls only: how the other player fares
//! never changes it. So count, for each player alone and for each of their
//! turns, the universes in which they first reach the target on that turn and
//! those in which they are still below it. Player 1 wins on their turn `t` in
//! the universes where they reach the target then while player 2, after
//! `t − 1` turns, has not; player 2 wins on their turn `t` where they reach it
//! while player 1, after `t` turns, has not.

use super::{Count, ROLL_SUMS, Wins};
use crate::{Space, Start};

/// One player's fortunes, turn by turn.
struct Walk<C> {
    /// `reached[t]`: universes in which the target is first reached on turn `t + 1`.
    reached: Vec<C>,
    /// `below[t]`: universes still below the target after `t` turns (`below[0]` is 1).
    below: Vec<C>,
}

impl<C: Count> Walk<C> {
    fn new(start: Space, target: u8) -> Self {
        let scores = usize::from(target);
        let spaces = usize::from(Space::COUNT);
        // Universes on each (space index, score) with the score below the target.
        let mut now = vec![C::default(); spaces * scores];
        now[start.index() * scores] = C::weight(1);
        let mut walk = Self {
            reached: Vec::new(),
            below: vec![C::weight(1)],
        };
        // Every turn scores at least 1, so nobody stays below the target longer.
        for _turn in 0..scores {
            let mut next = vec![C::default(); spaces * scores];
            let mut reached = C::default();
            let mut below = C::default();
            for (space, score) in itertools::iproduct!(0..spaces, 0..scores) {
                let universes = now[space * scores + score];
                if universes == C::default() {
                    continue;
                }
                for (steps, weight) in ROLL_SUMS {
                    let split = C::weight(weight) * universes;
                    let landed = (space + usize::from(steps)) % spaces;
                    let new_score = score + landed + 1;
                    if new_score >= scores {
                        reached += split;
                    } else {
                        next[landed * scores + new_score] += split;
                        below += split;
                    }
                }
            }
            walk.reached.push(reached);
            walk.below.push(below);
            if below == C::default() {
                break;
            }
            now = next;
        }
        walk
    }

    /// Universes still below the target after `turns` turns.
    fn below_after(&self, turns: usize) -> C {
        self.below.get(turns).copied().unwrap_or_default()
    }
}

/// Universes won by each player, playing to `target` (at least 1).
pub(crate) fn count<C: Count>(start: &Start, target: u8) -> Wins<C> {
    let first = Walk::<C>::new(start.player1, target);
    let second = Walk::<C>::new(start.player2, target);
    let mut wins = Wins::<C>::default();
    for (turn, &reached) in first.reached.iter().enumerate() {
        wins.player1 += reached * second.below_after(turn);
    }
    for (turn, &reached) in second.reached.iter().enumerate() {
        wins.player2 += reached * first.below_after(turn + 1);
    }
    wins
}
