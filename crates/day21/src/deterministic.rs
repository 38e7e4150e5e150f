//! Part 1: the deterministic d100, which rolls 1, 2, …, 100, 1, 2, … .

use crate::{Space, Start};

/// The winning score of part 1.
pub const PART1_TARGET: u64 = 1000;

/// Part 1: the losing score times the number of rolls, playing to 1000.
///
/// ```
/// let start = day21::parse("Player 1 starting position: 4\nPlayer 2 starting position: 8")?;
/// assert_eq!(day21::part1(&start), 739_785);
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn part1(start: &Start) -> u128 {
    play(start, PART1_TARGET)
}

/// Part 1 from the 20-turn period of the game, in constant time: see
/// [`play_periodic`].
pub fn part1_periodic(start: &Start) -> u128 {
    play_periodic(start, PART1_TARGET)
}

/// A pawn's place and points.
#[derive(Clone, Copy, Debug)]
struct Pawn {
    space: Space,
    score: u64,
}

/// Plays the game turn by turn until a player reaches `target`; returns the
/// losing score times the number of rolls.
pub fn play(start: &Start, target: u64) -> u128 {
    let mut die = (1..=100_u64).cycle();
    let mut rolls: u64 = 0;
    let mut mover = Pawn {
        space: start.player1,
        score: 0,
    };
    let mut waiter = Pawn {
        space: start.player2,
        score: 0,
    };
    loop {
        mover.space = mover.space.advance(die.by_ref().take(3).sum());
        mover.score += u64::from(mover.space.get());
        rolls += 3;
        if mover.score >= target {
            return u128::from(waiter.score) * u128::from(rolls);
        }
        // The other player moves next.
        std::mem::swap(&mut mover, &mut waiter);
    }
}

/// How many own turns make up one period: after them, a player is back on
/// their starting space and about to make the same moves again.
const PERIOD: usize = 10;

/// The same answer as [`play`] in constant time, for any target up to 10^18.
///
/// Game turn `k` (from 0) rolls `3k+1`, `3k+2` and `3k+3`. Only the sum mod 10
/// moves a pawn, and as 100 ≡ 0 (mod 10) the die's wrap from 100 to 1 does not
/// change it: `9k + 6 ≡ 6 − k`. Player 1 moves on even `k`, player 2 on odd
/// `k`, so each player's moves repeat every 10 own turns, and their 10 moves
/// add to a multiple of 10: the pawn is back on its start and the points per
/// period are fixed. A player's score after `t` turns is then
/// `(t / 10) · points_per_period + score after (t mod 10) turns`.
pub fn play_periodic(start: &Start, target: u64) -> u128 {
    let scores = [
        PeriodicScore::new(start.player1, 0),
        PeriodicScore::new(start.player2, 1),
    ];
    let turns = scores.map(|score| score.turns_to_reach(target));
    // Player 1 moves first, so wins a tie in turn counts.
    let (loser_score, game_turns) = if turns[0] <= turns[1] {
        (scores[1].after(turns[0] - 1), 2 * turns[0] - 1)
    } else {
        (scores[0].after(turns[1]), 2 * turns[1])
    };
    u128::from(loser_score) * u128::from(3 * game_turns)
}

/// One player's score as a function of how many turns they have had.
#[derive(Clone, Copy, Debug)]
struct PeriodicScore {
    /// The score after `t` own turns, for `t` in `0..=PERIOD`.
    within_period: [u64; PERIOD + 1],
}

impl PeriodicScore {
    /// Player `player` (0 moves first, 1 second) starting on `start`.
    fn new(start: Space, player: u64) -> Self {
        let mut within_period = [0; PERIOD + 1];
        let mut space = start;
        for turn in 1..=PERIOD {
            let game_turn = 2 * (turn as u64 - 1) + player;
            // 6 − k (mod 10), kept non-negative.
            space = space.advance((6 + 10 - game_turn % 10) % 10);
            within_period[turn] = within_period[turn - 1] + u64::from(space.get());
        }
        Self { within_period }
    }

    fn per_period(&self) -> u64 {
        self.within_period[PERIOD]
    }

    /// The score after `turns` own turns.
    fn after(&self, turns: u64) -> u64 {
        let period = PERIOD as u64;
        (turns / period) * self.per_period() + self.within_period[(turns % period) as usize]
    }

    /// The fewest turns (at least one) after which the score is at least
    /// `target`. Scores only grow, so: skip the whole periods that cannot
    /// reach it, then find the turn inside the last one.
    fn turns_to_reach(&self, target: u64) -> u64 {
        let whole_periods = target.div_ceil(self.per_period()).saturating_sub(1);
        let still_needed = target - whole_periods * self.per_period();
        // `still_needed` is at most one period's points, so some turn in
        // 1..=PERIOD reaches it; PERIOD is the fallback that says so.
        let turn = (1..=PERIOD)
            .find(|&turn| self.within_period[turn] >= still_needed)
            .unwrap_or(PERIOD);
        whole_periods * PERIOD as u64 + turn as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn example() -> Start {
        Start {
            player1: Space::new(4).unwrap(),
            player2: Space::new(8).unwrap(),
        }
    }

    #[test]
    fn example_from_the_puzzle() {
        assert_eq!(part1(&example()), 739_785);
        assert_eq!(part1_periodic(&example()), 739_785);
    }

    /// The die rolled as the puzzle rolls it, 1 to 100 and round again,
    /// over 200 turns each (the die wraps six times): each player is on
    /// the same space as ten own turns before, and the score the period
    /// gives after each turn is the one played.
    #[test]
    fn period_is_ten_own_turns() {
        for start in Start::all() {
            let mut die = (1..=100_u64).cycle();
            let periodic = [
                PeriodicScore::new(start.player1, 0),
                PeriodicScore::new(start.player2, 1),
            ];
            let mut pawns = [
                Pawn {
                    space: start.player1,
                    score: 0,
                },
                Pawn {
                    space: start.player2,
                    score: 0,
                },
            ];
            let mut spaces = [vec![start.player1], vec![start.player2]];
            for game_turn in 0..400_u64 {
                let player = (game_turn % 2) as usize;
                let pawn = &mut pawns[player];
                pawn.space = pawn.space.advance(die.by_ref().take(3).sum());
                pawn.score += u64::from(pawn.space.get());
                spaces[player].push(pawn.space);
                let own_turns = game_turn / 2 + 1;
                assert_eq!(
                    periodic[player].after(own_turns),
                    pawn.score,
                    "{start:?}, player {player}, after {own_turns} turns"
                );
            }
            for (player, spaces) in spaces.iter().enumerate() {
                for (turn, pair) in spaces.windows(PERIOD + 1).enumerate() {
                    assert_eq!(
                        pair[0],
                        pair[PERIOD],
                        "{start:?}, player {player}: turn {turn} and {}",
                        turn + PERIOD
                    );
                }
            }
        }
    }

    #[test]
    fn periodic_agrees_with_play_at_small_targets() {
        for start in Start::all() {
            for target in (0..=60).chain([99, 100, 101, 555, 1000, 2021]) {
                assert_eq!(
                    play_periodic(&start, target),
                    play(&start, target),
                    "{start:?} to {target}"
                );
            }
        }
    }
}
