//! Known answers, and every solver checked against another.
//!
//! The example answers are from the puzzle text; the 9-and-4 start is a
//! published input with its published answers. The exhaustive checks (every
//! start, every target, every width) take minutes in a debug build: they are
//! `#[ignore]`d and named `exhaustive_…`, which `just test-full` (and CI) runs
//! in release.

// A failed unwrap in a test is a failed test.
#![allow(clippy::unwrap_used)]

use std::num::Wrapping;
use std::ops::{Add, AddAssign, Mul};

use day21::dirac::wins;
use day21::{Count, Method, PART2_TARGET, Space, Start, Wins};

fn start(player1: u8, player2: u8) -> Start {
    Start {
        player1: Space::new(player1).unwrap(),
        player2: Space::new(player2).unwrap(),
    }
}

#[test]
fn the_example_file_is_the_puzzles_example() {
    let example = day21::parse(include_str!("../example.txt")).unwrap();
    assert_eq!(example, start(4, 8));
}

#[test]
fn example_part1() {
    assert_eq!(day21::part1(&start(4, 8)), 739_785);
    assert_eq!(day21::part1_periodic(&start(4, 8)), 739_785);
}

#[test]
fn example_part2_both_players() {
    let expected = Wins {
        player1: 444_356_092_776_315_u64,
        player2: 341_960_390_180_808,
    };
    for method in Method::ALL {
        assert_eq!(
            wins(method, &start(4, 8), PART2_TARGET),
            Some(expected),
            "{method:?}"
        );
    }
    assert_eq!(day21::part2(&start(4, 8)), 444_356_092_776_315);
    assert_eq!(day21::part2_table(&start(4, 8)), 444_356_092_776_315);
    assert_eq!(day21::part2_per_player(&start(4, 8)), 444_356_092_776_315);
}

#[test]
fn published_start_9_and_4() {
    let start = start(9, 4);
    assert_eq!(day21::part1(&start), 998_088);
    assert_eq!(day21::part1_periodic(&start), 998_088);
    assert_eq!(day21::part2(&start), 306_621_346_123_766);
    assert_eq!(day21::part2_table(&start), 306_621_346_123_766);
    assert_eq!(day21::part2_per_player(&start), 306_621_346_123_766);
}

/// Part 1 written out as plainly as possible, sharing nothing with the crate
/// but the start: a die counter, two arrays, and the rules as stated.
fn naive_part1(start: &Start, target: u64) -> u128 {
    let mut position = [
        u64::from(start.player1.get()),
        u64::from(start.player2.get()),
    ];
    let mut score = [0_u64; 2];
    let mut next_roll = 1_u64;
    let mut rolls = 0_u64;
    let mut player = 0;
    loop {
        for _ in 0..3 {
            position[player] += next_roll;
            next_roll = if next_roll == 100 { 1 } else { next_roll + 1 };
            rolls += 1;
        }
        while position[player] > 10 {
            position[player] -= 10;
        }
        score[player] += position[player];
        if score[player] >= target {
            return u128::from(score[1 - player]) * u128::from(rolls);
        }
        player = 1 - player;
    }
}

#[test]
#[ignore = "exhaustive: `just test-full` runs it in release"]
fn exhaustive_part1_agrees_with_a_naive_simulation_for_every_start() {
    for start in Start::all() {
        let expected = naive_part1(&start, 1000);
        assert_eq!(day21::part1(&start), expected, "{start:?}");
        assert_eq!(day21::part1_periodic(&start), expected, "{start:?}");
        for target in [1, 2, 10, 21, 333, 999, 1001, 5000, 123_457] {
            let expected = naive_part1(&start, target);
            assert_eq!(day21::deterministic::play(&start, target), expected);
            assert_eq!(
                day21::deterministic::play_periodic(&start, target),
                expected
            );
        }
    }
}

#[test]
#[ignore = "exhaustive: `just test-full` runs it in release"]
fn exhaustive_periodic_part1_agrees_far_past_the_puzzle_target() {
    for start in [start(4, 8), start(9, 4), start(1, 10), start(10, 10)] {
        let target = 3_000_000;
        assert_eq!(
            day21::deterministic::play_periodic(&start, target),
            naive_part1(&start, target),
            "{start:?}"
        );
    }
}

#[test]
fn periodic_part1_does_not_overflow_at_10_to_the_18() {
    // Tests build with overflow checks on: an overflow here panics.
    let target = 10_u64.pow(18);
    for start in Start::all() {
        let answer = day21::deterministic::play_periodic(&start, target);
        // The loser has under `target` points and the game lasts at most
        // `target` turns a player, so the answer is below 6 · target².
        assert!(answer < 6 * u128::from(target).pow(2));
    }
}

/// Asserts that every method counts the same wins as the memo, which counts
/// some, for `start` playing to `target`.
fn assert_methods_agree<C: Count + std::fmt::Debug>(start: &Start, target: u8) {
    let canonical = wins::<C>(Method::Memo, start, target);
    assert!(canonical.is_some(), "{start:?} to {target}");
    for method in Method::ALL {
        let counted = wins::<C>(method, start, target);
        assert_eq!(counted, canonical, "{method:?} {start:?} to {target}");
    }
}

#[test]
fn every_part2_method_agrees_with_the_memo_on_every_start_at_21() {
    for start in Start::all() {
        assert_methods_agree::<u64>(&start, PART2_TARGET);
    }
}

#[test]
#[ignore = "exhaustive: `just test-full` runs it in release"]
fn exhaustive_every_part2_method_agrees_with_the_memo_on_every_start_to_40() {
    for start in Start::all() {
        for target in 1..=40 {
            assert_methods_agree::<u128>(&start, target);
        }
    }
}

#[test]
#[ignore = "exhaustive: `just test-full` runs it in release"]
fn exhaustive_wrapping_counts_agree_past_the_exact_range() {
    for start in [start(4, 8), start(9, 4), start(10, 1)] {
        for target in [57, 80, 100] {
            assert_methods_agree::<Wrapping<u64>>(&start, target);
        }
    }
}

#[test]
fn wins_refuses_targets_past_the_exact_range() {
    let start = start(4, 8);
    for method in Method::ALL {
        assert_eq!(wins::<u64>(method, &start, 28), None);
        assert_eq!(wins::<u128>(method, &start, 57), None);
    }
}

/// A count that turns into `Overflow` instead of wrapping, and stays so
/// through every later sum and product: where each width ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Checked<T> {
    Exact(T),
    Overflow,
}

impl<T: Default> Default for Checked<T> {
    fn default() -> Self {
        Self::Exact(T::default())
    }
}

impl<T> Checked<T> {
    /// `op` on two exact counts, `Overflow` where it fails or either already did.
    fn combine(self, other: Self, op: fn(T, T) -> Option<T>) -> Self {
        match (self, other) {
            (Self::Exact(a), Self::Exact(b)) => op(a, b).map_or(Self::Overflow, Self::Exact),
            _ => Self::Overflow,
        }
    }
}

macro_rules! checked_count {
    ($int:ty) => {
        impl Add for Checked<$int> {
            type Output = Self;
            fn add(self, other: Self) -> Self {
                self.combine(other, <$int>::checked_add)
            }
        }
        impl AddAssign for Checked<$int> {
            fn add_assign(&mut self, other: Self) {
                *self = *self + other;
            }
        }
        impl Mul for Checked<$int> {
            type Output = Self;
            fn mul(self, other: Self) -> Self {
                self.combine(other, <$int>::checked_mul)
            }
        }
        impl Count for Checked<$int> {
            const MAX_EXACT_TARGET: u8 = u8::MAX;
            fn weight(weight: u8) -> Self {
                Self::Exact(weight.into())
            }
        }
    };
}
checked_count!(u64);
checked_count!(u128);

/// True when every method counts every start to `target` without overflow.
fn fits<C: Count>(target: u8, methods: &[Method], exact: impl Fn(C) -> bool) -> bool {
    Start::all().all(|start| {
        methods.iter().all(|&method| {
            wins::<C>(method, &start, target)
                .is_some_and(|wins| exact(wins.player1) && exact(wins.player2))
        })
    })
}

fn exact<T>(count: Checked<T>) -> bool {
    matches!(count, Checked::Exact(_))
}

#[test]
#[ignore = "exhaustive: `just test-full` runs it in release"]
fn exhaustive_u64_is_exact_to_27() {
    assert_eq!(<u64 as Count>::MAX_EXACT_TARGET, 27);
    assert!(fits::<Checked<u64>>(27, &Method::ALL, exact));
    assert!(!fits::<Checked<u64>>(28, &[Method::PerPlayer], exact));
}

#[test]
#[ignore = "exhaustive: `just test-full` runs it in release"]
fn exhaustive_u128_is_exact_to_56() {
    assert_eq!(<u128 as Count>::MAX_EXACT_TARGET, 56);
    assert!(fits::<Checked<u128>>(56, &Method::ALL, exact));
    assert!(!fits::<Checked<u128>>(57, &[Method::PerPlayer], exact));
}
