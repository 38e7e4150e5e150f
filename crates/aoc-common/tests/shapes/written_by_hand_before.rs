//! What parsers written from the docs alone had to write by hand, or saw
//! named by its symptom rather than its cause, each with the whole error it
//! now gives: at the same line and column as before.

use super::*;

fn first(input: &str) -> Span<'_> {
    aoc_common::lines(input).next().unwrap()
}

#[test]
fn a_hole_parser_returns_text_of_the_input() {
    let cave = parser(|name| Ok(name.text()));
    assert_eq!(
        first("start-QX").pattern_with("{}-{}", (cave, cave)),
        Ok(("start", "QX"))
    );
    assert_eq!(
        error(day12("start-QX\nkd-\n")),
        "line 2, column 4: expected a cave name of letters, found end of line"
    );
}

#[test]
fn lines_of_different_shapes_are_read_in_one_step() {
    assert_eq!(
        error(day24("inp w\nsub x 1\n")),
        r#"line 2, column 1: expected "inp", or one of "add", "mul", "div", "mod", "eql", found "sub""#
    );
    assert_eq!(
        error(day24("inp w 1\n")),
        r#"line 1, column 6: expected nothing more after "w", found " 1""#
    );
    assert_eq!(
        error(day24("inp\n")),
        r#"line 1, column 4: expected " ", found end of line"#
    );
    assert_eq!(
        error(day24("inp w\nadd w\n")),
        r#"line 2, column 6: expected " ", found end of line"#
    );
}

#[test]
fn a_numbered_heading_says_what_its_number_is() {
    assert_eq!(
        error(day19("--- scanner 1 ---\n1,2,3\n")),
        r#"line 1, column 13: expected scanner 0, found "1""#
    );
    assert_eq!(
        error(day19(
            "--- scanner 0 ---\n1,2,3\n\n--- scanner 0 ---\n4,5,6\n"
        )),
        r#"line 4, column 13: expected scanner 1, found "0""#
    );
    let input = "Player 2 starting position: 4\nPlayer 1 starting position: 8\n";
    assert_eq!(
        error(day21(input)),
        r#"line 1, column 8: expected player 1, found "2""#
    );
}

#[test]
fn one_character_is_one_value() {
    let capital = |c: char| c.is_ascii_uppercase().then_some(c);
    assert_eq!(first("B").one_char("a capital letter", capital), Ok('B'));
    assert_eq!(
        error(first("b").one_char("a capital letter", capital)),
        r#"line 1, column 1: expected a capital letter, found "b""#
    );
    let (_, empty) = first("CH ->").split_once(" ->").unwrap();
    assert_eq!(
        error(empty.one_char("a capital letter", capital)),
        "line 1, column 6: expected a capital letter, found end of line"
    );
}

#[test]
fn a_missing_blank_line_is_named() {
    assert_eq!(
        error(day13("17,3\nfold along y=7\n")),
        r#"line 2, column 1: expected an unsigned 32-bit integer, or a blank line above it to start the next section, found "fold along y=7""#
    );
    assert_eq!(
        error(day19(
            "--- scanner 0 ---\n1,2,3\n--- scanner 1 ---\n4,5,6\n"
        )),
        r#"line 3, column 1: expected a 32-bit integer, or a blank line above it to start the next section, found "--- scanner 1 ---""#
    );
}

#[test]
fn a_word_cut_short_is_named_whole() {
    let input = "Player 1 starting position: 4\nPlayer 2 starting pos: 8\n";
    assert_eq!(
        error(day21(input)),
        r#"line 2, column 22: expected "ition: " (to finish the word "position"), found ": 8""#
    );
    assert_eq!(
        error(day13("17,3\n\nfold al y=7\n")),
        r#"line 3, column 8: expected "ong " (to finish the word "along"), found " y=7""#
    );
}

#[test]
fn a_missing_separator_is_named() {
    let line = "gbed fa acgdbef ga gabc ab abcd a b c fa gdcbe abgf eacfbd";
    assert_eq!(
        error(day08(line)),
        r#"line 1, column 39: expected 10 values separated by spaces, then " | ", found 14 values"#
    );
}

#[test]
fn next_line_gives_a_blank_line_too() {
    let mut lines = aoc_common::lines("\n#...#\n");
    assert!(lines.next_line("the top wall").unwrap().is_blank());
    assert_eq!(lines.next_line("the hallway").unwrap().text(), "#...#");
    assert_eq!(
        error(lines.next_line("the bottom wall")),
        "line 3: expected the bottom wall, found end of input"
    );
}
