//! The puzzle's example and its answers, from the puzzle text.

// A failed unwrap in a test is a failed test.
#![allow(clippy::unwrap_used)]

/// Paste the example input from the puzzle text here.
const EXAMPLE: &str = "\
";

#[test]
fn example_parses() {
    day{{NN}}::parse(EXAMPLE).unwrap();
}

#[test]
#[ignore = "paste the example, put its part 1 answer below, then delete this line"]
fn example_part1() {
    let input = day{{NN}}::parse(EXAMPLE).unwrap();
    assert_eq!(day{{NN}}::part1(&input), Ok(0));
}

#[test]
#[ignore = "paste the example, put its part 2 answer below, then delete this line"]
fn example_part2() {
    let input = day{{NN}}::parse(EXAMPLE).unwrap();
    assert_eq!(day{{NN}}::part2(&input), Ok(0));
}
