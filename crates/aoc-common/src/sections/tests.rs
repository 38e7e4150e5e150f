//! What sections and their errors are, line by line.

use super::*;

/// Each section's first line, or the error's sentence.
fn firsts(input: &str) -> Vec<Result<usize, Sentence>> {
    sections(input)
        .map(|section| {
            section
                .map(|s| s.first_line())
                .map_err(|e| Sentence(e.to_string()))
        })
        .collect()
}

/// An error's sentence, compared with the text a test expects.
#[derive(Debug, PartialEq)]
struct Sentence(String);

impl From<&str> for Sentence {
    fn from(text: &str) -> Self {
        Self(text.to_owned())
    }
}

#[test]
fn sections_are_separated_by_one_blank_line() {
    assert_eq!(firsts("a\nb\n\nc\n\nd\n\n\n"), [Ok(1), Ok(4), Ok(6)]);
    assert_eq!(firsts(""), []);
    assert_eq!(firsts("\n \n"), []);
}

#[test]
fn a_leading_or_second_blank_line_is_an_error() {
    assert_eq!(
        firsts("\na"),
        [Err(
            "line 1, column 1: expected the first section, found a blank line".into()
        )]
    );
    assert_eq!(
        firsts("a\n\n\t\nb\nc"),
        [
            Ok(1),
            Err(
                "line 3, column 1: expected one blank line between sections, found a blank line"
                    .into()
            )
        ]
    );
}

#[test]
fn too_few_lines_name_the_blank_line_after() {
    let mut all = sections("a\nb\n\nc");
    let error = all
        .next_section("x")
        .unwrap()
        .records_n::<_, 3>(Ok)
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 3, column 1: expected 3 lines in this section, found 2 lines"
    );
}

#[test]
fn next_section_and_end_name_the_line() {
    let mut all = sections("a\n\nb\n");
    all.next_section("first").unwrap();
    all.next_section("second").unwrap();
    assert_eq!(
        all.clone().next_section("third").unwrap_err().to_string(),
        "line 4: expected third, found end of input"
    );
    assert_eq!(all.end(), Ok(()));
    // The blank line is fine; the section after it is the surplus.
    let mut two = sections("a\n\nb\n");
    two.next_section("first").unwrap();
    assert_eq!(
        two.end().unwrap_err().to_string(),
        r#"line 3, column 1: expected end of input, found "b""#
    );
    let mut last = sections("a\n\nb\n\nc\n");
    last.next_section("first").unwrap();
    assert_eq!(
        last.end_with("the folds", |folds| folds.records_n::<_, 1>(Ok))
            .unwrap_err()
            .to_string(),
        r#"line 5, column 1: expected end of input after the folds, found "c""#
    );
    let error = sections("a\n\nb\n").end();
    assert_eq!(
        error.unwrap_err().to_string(),
        r#"line 1, column 1: expected end of input, found "a""#
    );
}

#[test]
fn a_leading_blank_line_is_said_with_the_callers_name_for_the_section() {
    let error = sections("\n7,4,9\n\n1 2\n").next_section("the numbers drawn");
    assert_eq!(
        error.unwrap_err().to_string(),
        "line 1, column 1: expected the numbers drawn, found a blank line"
    );
    let mut rest = sections("\n\n1 2\n");
    let error = rest.each_section("a board", |board| Ok(board.first_line()));
    assert_eq!(
        error.unwrap_err().to_string(),
        "line 1, column 1: expected a board, found a blank line"
    );
}

#[test]
fn in_the_last_section_a_line_that_does_not_fit_starts_no_other() {
    let input = "6,10\n\n1,2\nfold along y=7\n";
    let mut read = sections(input);
    read.next_section("the dots").unwrap();
    let error = read
        .end_with("the points", |points| {
            points.records(|point| point.numbers_n::<u32, 2>(","))
        })
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"line 4, column 1: expected an unsigned 32-bit integer, found "fold along y=7""#
    );
    // Read with `next_section`, more sections may follow: the line may be the
    // next one's.
    let error = sections(input)
        .nth(1)
        .unwrap()
        .unwrap()
        .records(|point| point.numbers_n::<u32, 2>(","))
        .unwrap_err();
    assert!(
        error.to_string().contains("a blank line above it"),
        "{error}"
    );
}
