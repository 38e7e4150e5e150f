//! Faults an eighth stranger found, writing 2021's parsers from the docs:
//! each now named at the same line and column as before, by the fault
//! itself. Strictness keeps reading order; the last section starts no
//! other; a list's separator is the fault where another character stands
//! in its place; a tab between a list's words is where a space belongs;
//! a count of lines can be named.

// A failed unwrap in a test is a failed test.
#![allow(clippy::unwrap_used)]

use std::fmt::Debug;

#[allow(deprecated)]
use aoc_common::no_trailing_space;
use aoc_common::{
    ParseError, Spaces, lines, one_record_named, records, records_n, records_n_named, sections,
    strictly,
};

/// The error's sentence, which says everything it holds.
fn error<T: Debug>(parsed: Result<T, ParseError>) -> String {
    parsed.unwrap_err().to_string()
}

#[test]
// `no_trailing_space` before a parser, deprecated for what this shows.
#[allow(deprecated)]
fn strictness_reports_the_first_fault_in_reading_order() {
    let numbers = |input| records(input, |line| line.number::<u32>());
    let input = "1\n2x\n3 \n";
    // Checked first, the space on line 3 hid the fault on line 2.
    assert_eq!(
        error(no_trailing_space(input).and_then(numbers)),
        r#"line 3, column 2: expected end of line, found " ""#
    );
    assert_eq!(
        error(strictly(input, numbers)),
        r#"line 2, column 2: expected nothing more after "2", found "x""#
    );
    assert_eq!(
        error(strictly("1 \n2x\n", numbers)),
        r#"line 1, column 2: expected end of line, found " ""#
    );
    assert_eq!(strictly("1\n2\n", numbers).unwrap(), [1, 2]);
}

#[test]
fn a_line_that_does_not_fit_the_last_section_starts_no_other() {
    let mut parts = sections("6,10\n\nfold along y=7\n1,2\n");
    parts.next_section("the dots").unwrap();
    let folds = parts.end_with("the folds", |folds| {
        folds.records(|fold| fold.pattern_numbers::<u32, 1>("fold along y={}"))
    });
    assert_eq!(
        error(folds),
        r#"line 4, column 1: expected "fold along y=", found "1,2""#
    );
}

#[test]
fn a_separator_s_stand_in_is_the_separator_missing() {
    let line = |text| lines(text).next().unwrap();
    assert_eq!(
        error(line("5;1").numbers::<u8>(",")),
        r#"line 1, column 2: expected ",", found ";1""#
    );
    assert_eq!(
        error(line("3,5;1").numbers::<u8>(",")),
        r#"line 1, column 4: expected ",", found ";1""#
    );
    // More digits or letters are more after the value, as before.
    assert_eq!(
        error(line("3,11O3").numbers::<u8>(",")),
        r#"line 1, column 5: expected nothing more after "11", found "O3""#
    );
}

#[test]
fn a_tab_between_words_is_where_a_space_belongs() {
    fn letters(word: aoc_common::Span<'_>) -> Result<usize, ParseError> {
        Ok(word
            .only("a letter from a to g", |c| ('a'..='g').contains(&c))?
            .text()
            .len())
    }
    for text in ["ab\tcd ef", "ab cd\tef"] {
        let at = text.find('\t').unwrap() + 1;
        let read = lines(text).next().unwrap();
        for said in [
            error(read.list(Spaces, letters)),
            error(read.list(" ", letters)),
            error(read.list_n::<_, 3>(Spaces, letters)),
        ] {
            assert_eq!(
                said,
                format!(r#"line 1, column {at}: expected " ", found a tab"#)
            );
        }
    }
}

#[test]
fn a_count_of_lines_can_be_named() {
    let start = |line: aoc_common::Span<'_>| line.pattern_numbers::<u8, 1>("Player 1: {}");
    assert_eq!(
        error(records_n::<_, 2>("Player 1: 4\n\n", start)),
        "line 2, column 1: expected 2 lines, found a blank line"
    );
    assert_eq!(
        error(records_n_named::<_, 2>(
            "Player 1: 4\n\n",
            "the start positions",
            start
        )),
        "line 2, column 1: expected the start positions (2 lines), found a blank line"
    );
    assert_eq!(
        error(one_record_named("", "the polymer template", |line| line.word())),
        "line 1: expected the polymer template, found an empty input"
    );
}
