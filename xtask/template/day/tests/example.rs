//! The puzzle's example and its answers, from the puzzle text.

// A failed unwrap in a test is a failed test.
#![allow(clippy::unwrap_used)]

/// The example input from the puzzle text: paste it into `example.txt`.
/// `cargo aoc -d {{DAY}}` runs on it too until you save your own input.
const EXAMPLE: &str = include_str!("../example.txt");

#[test]
fn example_parses() {
    day{{NN}}::parse(EXAMPLE).unwrap();
}

#[test]
#[ignore = "put the example's part 1 answer below, then delete this line"]
fn example_part1() {
    let input = day{{NN}}::parse(EXAMPLE).unwrap();
    assert_eq!(day{{NN}}::part1(&input).unwrap(), 0);
}

#[test]
#[ignore = "put the example's part 2 answer below, then delete this line"]
fn example_part2() {
    let input = day{{NN}}::parse(EXAMPLE).unwrap();
    assert_eq!(day{{NN}}::part2(&input).unwrap(), 0);
}
