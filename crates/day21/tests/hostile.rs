//! Whatever arrives, `parse` returns the start or an error naming the line,
//! what was found and what was expected: it never panics.

// A failed unwrap in a test is a failed test.
#![allow(clippy::unwrap_used)]

use aoc_common::{Found, ParseError};
use day21::{Space, Start, parse};
use proptest::prelude::*;

const PLAYER1: &str = r#""Player 1 starting position: N" with N a space from 1 to 10"#;
const PLAYER1_LABEL: &str = r#""Player 1 starting position: " then a space from 1 to 10"#;
const PLAYER2: &str = r#""Player 2 starting position: N" with N a space from 1 to 10"#;
const PLAYER2_LABEL: &str = r#""Player 2 starting position: " then a space from 1 to 10"#;
const SPACE: &str = "a space from 1 to 10";

#[test]
fn malformed_inputs_name_the_line_and_what_was_found() {
    let p1 = "Player 1 starting position: 4\n";
    let cases: &[(&str, String, usize, Option<&str>, &str)] = &[
        ("empty file", String::new(), 1, None, PLAYER1),
        (
            "blank lines only",
            "\n\n".into(),
            1,
            Some(""),
            PLAYER1_LABEL,
        ),
        ("one line", p1.into(), 2, None, PLAYER2),
        (
            "three players",
            format!("{p1}Player 2 starting position: 8\nPlayer 3 starting position: 1\n"),
            3,
            Some("Player 3 starting position: 1"),
            "end of input",
        ),
        (
            "zero",
            format!("{p1}Player 2 starting position: 0"),
            2,
            Some("0"),
            SPACE,
        ),
        (
            "eleven",
            format!("{p1}Player 2 starting position: 11"),
            2,
            Some("11"),
            SPACE,
        ),
        (
            "negative",
            "Player 1 starting position: -4".into(),
            1,
            Some("-4"),
            SPACE,
        ),
        (
            "plus sign",
            "Player 1 starting position: +4".into(),
            1,
            Some("+4"),
            SPACE,
        ),
        (
            "30 digits",
            format!("Player 1 starting position: {}", "9".repeat(30)),
            1,
            Some(&"9".repeat(30)),
            SPACE,
        ),
        (
            "a word",
            "Player 1 starting position: four".into(),
            1,
            Some("four"),
            SPACE,
        ),
        (
            "missing number",
            "Player 1 starting position:".into(),
            1,
            Some(""),
            SPACE,
        ),
        (
            "missing number, space",
            "Player 1 starting position: ".into(),
            1,
            Some(""),
            SPACE,
        ),
        (
            "two spaces",
            "Player 1 starting position:  4".into(),
            1,
            Some(" 4"),
            SPACE,
        ),
        (
            "no space",
            "Player 1 starting position:4".into(),
            1,
            Some("Player 1 starting position:4"),
            PLAYER1_LABEL,
        ),
        (
            "labels out of order",
            "Player 2 starting position: 8\nPlayer 1 starting position: 4\n".into(),
            1,
            Some("Player 2 starting position: 8"),
            PLAYER1_LABEL,
        ),
        (
            "label repeated",
            format!("{p1}{p1}"),
            2,
            Some("Player 1 starting position: 4"),
            PLAYER2_LABEL,
        ),
        (
            "lower case",
            "player 1 starting position: 4".into(),
            1,
            Some("player 1 starting position: 4"),
            PLAYER1_LABEL,
        ),
        (
            "leading space",
            " Player 1 starting position: 4".into(),
            1,
            Some(" Player 1 starting position: 4"),
            PLAYER1_LABEL,
        ),
        (
            "blank line between",
            format!("{p1}\nPlayer 2 starting position: 8\n"),
            2,
            Some(""),
            PLAYER2_LABEL,
        ),
        (
            "another day's input",
            "199\n200\n208\n210\n".into(),
            1,
            Some("199"),
            PLAYER1_LABEL,
        ),
        (
            "two numbers",
            "Player 1 starting position: 4 8".into(),
            1,
            Some("4 8"),
            SPACE,
        ),
    ];
    for (name, input, line, found, expected) in cases {
        let expected_error = ParseError {
            line: *line,
            found: found.map_or(Found::EndOfInput, Found::text),
            expected: (*expected).to_owned(),
        };
        assert_eq!(parse(input), Err(expected_error), "{name}");
    }
}

#[test]
fn long_text_is_shortened_in_the_message() {
    let input = format!("Player 1 starting position: {}", "7".repeat(200));
    let message = parse(&input).unwrap_err().to_string();
    assert!(message.starts_with(r#"line 1: expected a space from 1 to 10, found "777"#));
    assert!(message.ends_with("…\""), "{message}");
    assert!(message.len() < 120, "{message}");
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
    #![proptest_config(ProptestConfig::with_cases(2000))]

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
            let prefix = format!("line {}: expected ", error.line);
            prop_assert!(error.to_string().starts_with(&prefix));
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
