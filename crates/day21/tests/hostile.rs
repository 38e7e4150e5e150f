//! Whatever arrives, `parse` returns the start or an error naming the line,
//! what was found and what was expected: it never panics.

// A failed unwrap in a test is a failed test.
#![allow(clippy::unwrap_used)]

use day21::{Space, Start, parse};
use proptest::prelude::*;

#[test]
fn malformed_inputs_name_the_place_and_what_was_found() {
    let p1 = "Player 1 starting position: 4\n";
    let first = r#""Player 1 starting position: N" with N a board position from 1 to 10"#;
    let second = r#""Player 2 starting position: N" with N a board position from 1 to 10"#;
    let position = "column 29: expected a board position from 1 to 10, found";
    let cases: &[(&str, String, String)] = &[
        ("empty file", String::new(), format!("line 1: expected {first}, found an empty input")),
        (
            "blank lines only",
            "\n\n".into(),
            r#"line 1, column 1: expected "Player 1 starting position: ", found a blank line"#.into(),
        ),
        ("one line", p1.into(), format!("line 2: expected {second}, found end of input")),
        (
            "a word misspelt",
            format!("{p1}Player 2 starting positon: 8\n"),
            r#"line 2, column 19: expected "position: ", found "positon: 8""#.into(),
        ),
        (
            "three players",
            format!("{p1}Player 2 starting position: 8\nPlayer 3 starting position: 1\n"),
            r#"line 3, column 1: expected end of input, found "Player 3 starting position: 1""#.into(),
        ),
        (
            "zero",
            format!("{p1}Player 2 starting position: 0"),
            format!(r#"line 2, {position} "0""#),
        ),
        (
            "eleven",
            format!("{p1}Player 2 starting position: 11"),
            format!(r#"line 2, {position} "11""#),
        ),
        (
            "negative",
            "Player 1 starting position: -4".into(),
            format!(r#"line 1, {position} "-4""#),
        ),
        (
            "plus sign",
            "Player 1 starting position: +4".into(),
            format!(r#"line 1, {position} "+4""#),
        ),
        (
            "30 digits",
            format!("Player 1 starting position: {}", "9".repeat(30)),
            format!(r#"line 1, {position} "{}""#, "9".repeat(30)),
        ),
        (
            "a word",
            "Player 1 starting position: four".into(),
            format!(r#"line 1, {position} "four""#),
        ),
        (
            "missing number",
            "Player 1 starting position:".into(),
            r#"line 1, column 28: expected " ", found end of line"#.into(),
        ),
        (
            "missing number, space",
            "Player 1 starting position: ".into(),
            "line 1, column 29: expected a board position from 1 to 10, found end of line".into(),
        ),
        (
            "two spaces",
            "Player 1 starting position:  4".into(),
            format!(r#"line 1, {position} " 4""#),
        ),
        (
            "no space",
            "Player 1 starting position:4".into(),
            r#"line 1, column 28: expected " ", found "4""#.into(),
        ),
        (
            "labels out of order",
            "Player 2 starting position: 8\nPlayer 1 starting position: 4\n".into(),
            r#"line 1, column 8: expected "1 starting position: ", found "2 starting position: ""#
                .into(),
        ),
        (
            "label repeated",
            format!("{p1}{p1}"),
            r#"line 2, column 8: expected "2 starting position: ", found "1 starting position: ""#
                .into(),
        ),
        (
            "lower case",
            "player 1 starting position: 4".into(),
            r#"line 1, column 1: expected "Player 1 starting position: ", found "player 1 starting position: 4""#
                .into(),
        ),
        (
            "leading space",
            " Player 1 starting position: 4".into(),
            r#"line 1, column 1: expected "Player 1 starting position: ", found " Player 1 starting position: 4""#
                .into(),
        ),
        (
            "blank line between",
            format!("{p1}\nPlayer 2 starting position: 8\n"),
            r#"line 2, column 1: expected "Player 2 starting position: ", found a blank line"#.into(),
        ),
        (
            "another day's input",
            "199\n200\n208\n210\n".into(),
            r#"line 1, column 1: expected "Player 1 starting position: ", found "199""#.into(),
        ),
        (
            "two numbers",
            "Player 1 starting position: 4 8".into(),
            r#"line 1, column 30: expected nothing more after "4", found " 8""#.into(),
        ),
    ];
    for (name, input, expected) in cases {
        assert_eq!(parse(input).unwrap_err().to_string(), *expected, "{name}");
    }
}

#[test]
fn long_text_is_shortened_in_the_message() {
    let input = format!("Player 1 starting position: {}", "7".repeat(200));
    let message = parse(&input).unwrap_err().to_string();
    assert!(
        message.starts_with(
            r#"line 1, column 29: expected a board position from 1 to 10, found "777"#
        )
    );
    assert!(message.ends_with("…\""), "{message}");
    assert!(message.chars().count() < 120, "{message}");
}

#[test]
fn debug_reads_like_display() {
    // cargo-aoc prints a generator's error with {:#?}.
    let error = parse("Player 1 starting position: 0").unwrap_err();
    assert_eq!(format!("{error:#?}"), error.to_string());
}

/// Every spelling the grammar tolerates, of the start `(player1, player2)`.
fn spellings() -> impl Strategy<Value = (u8, u8, String)> {
    let line_end = prop_oneof![Just("\n"), Just("\r\n")];
    let trailing = "[ \t]{0,3}";
    (
        1..=10_u8,
        1..=10_u8,
        any::<bool>(),
        trailing,
        line_end.clone(),
        trailing,
        prop_oneof![Just(""), Just("\n"), Just("\r\n"), Just("\n\n \n")],
        0..3_usize,
    )
        .prop_map(|(a, b, bom, trail1, end1, trail2, tail, zeros)| {
            let bom = if bom { "\u{feff}" } else { "" };
            let zeros = "0".repeat(zeros);
            let text = format!(
                "{bom}Player 1 starting position: {zeros}{a}{trail1}{end1}\
                 Player 2 starting position: {b}{trail2}{tail}"
            );
            (a, b, text)
        })
}

proptest! {
    // PROPTEST_CASES sets the count: 256 in `just test`, more in `just test-full`.
    #![proptest_config(ProptestConfig::default())]

    #[test]
    fn never_panics_on_any_text(text in any::<String>()) {
        let _ = parse(&text);
    }

    #[test]
    fn never_panics_on_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let _ = parse(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn never_panics_on_near_misses(
        text in "(Player [0-3] starting position:? ?[-+]?[0-9]{0,4}[ \t\r]*\n?){0,4}"
    ) {
        if let Err(error) = parse(&text) {
            prop_assert!(error.line >= 1);
            let prefix = format!("line {}", error.line);
            prop_assert!(error.to_string().starts_with(&prefix));
            prop_assert!(error.to_string().contains(": expected "));
        }
    }

    #[test]
    fn every_valid_spelling_parses((a, b, text) in spellings()) {
        let expected = Start {
            player1: Space::new(a).unwrap(),
            player2: Space::new(b).unwrap(),
        };
        prop_assert_eq!(parse(&text), Ok(expected));
    }
}
