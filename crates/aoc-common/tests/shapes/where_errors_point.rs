//! The places where parsers written from the docs alone were pointed wrong,
//! each with the whole error it now gives.

use super::*;

fn first(input: &str) -> Span<'_> {
    aoc_common::lines(input).next().unwrap()
}

#[test]
fn templates_match_in_place() {
    let vents = first("12,7 => 30,9").pattern_numbers::<u32, 4>("{},{} -> {},{}");
    assert_eq!(
        error(vents),
        r#"line 1, column 6: expected "-> ", found "=> ""#
    );
    let cuboid = first("on x=-20.26,y=-36..17,z=-47..7")
        .split_once(" ")
        .unwrap()
        .1;
    assert_eq!(
        error(cuboid.pattern_numbers::<i32, 6>("x={}..{},y={}..{},z={}..{}")),
        r#"line 1, column 10: expected ".", found "2""#
    );
    let rule = aoc_common::lines("CH -> B\nKN => P").nth(1).unwrap();
    assert_eq!(
        error(rule.pattern::<2>("{} -> {}")),
        r#"line 2, column 4: expected "-> ", found "=> ""#
    );
}

#[test]
#[allow(deprecated)]
fn blank_lines_are_reported_where_they_are() {
    let blank = "line 1, column 1: expected 1 line, found a blank line";
    assert_eq!(error(one_line("\n5,1")), blank);
    assert_eq!(error(one_line("\n")), blank);
    assert_eq!(
        error(exactly::<2>("a\n\nb\n")),
        "line 2, column 1: expected 2 lines, found a blank line"
    );
    let digits = |input| grid(input, "a digit", |c| c.to_digit(10));
    assert_eq!(
        error(digits("12\n34\n\n56\n")),
        "line 3, column 1: expected a row of the grid, found a blank line"
    );
    assert_eq!(
        error(digits("\n12\n")),
        "line 1, column 1: expected a grid (each cell a digit), found a blank line"
    );
}

#[test]
fn whole_line_errors_have_a_column() {
    assert_eq!(
        error(first("up\t3").split_once(" ")),
        r#"line 1, column 3: expected " ", found a tab"#
    );
    assert_eq!(
        error(first("15O2").number::<u32>()),
        r#"line 1, column 3: expected nothing more after "15", found "O2""#
    );
}

#[test]
fn counts_say_what_they_found_and_checks_keep_reading_order() {
    let pixel = |c| ['#', '.'].contains(&c).then_some(c == '#');
    let algorithm = |length| "#.".repeat(256)[..length].to_owned();
    let short = algorithm(256);
    assert_eq!(
        error(first(&short).map_chars_n::<_, 512>("'#' or '.'", pixel)),
        "line 1, column 257: expected 512 characters, each '#' or '.', found 256 characters"
    );
    assert_eq!(
        error(first(&algorithm(511)).map_chars_n::<_, 512>("'#' or '.'", pixel)),
        "line 1, column 512: expected 512 characters, each '#' or '.', found 511 characters"
    );
    let long = format!("{}#", algorithm(512));
    assert_eq!(
        error(first(&long).map_chars_n::<_, 512>("'#' or '.'", pixel)),
        "line 1, column 513: expected 512 characters, each '#' or '.', found 513 characters"
    );
    // Row 2 is bad and the board is a row short: row 2 comes first.
    let board = sections(" 1  2\n 3  x\n").next_section("a board").unwrap();
    assert_eq!(
        error(board.records_n::<[u8; 2], 3>(|row| row.numbers_n(Spaces))),
        r#"line 2, column 5: expected an unsigned 8-bit integer (0 to 255), found "x""#
    );
    let by_space = first("1 2 3").numbers_n::<u8, 2>(" ");
    let by_spaces = first("1 2 3").numbers_n::<u8, 2>(Spaces);
    assert_eq!(
        error(by_space),
        r#"line 1, column 5: expected 2 values separated by " ", found 3 values"#
    );
    assert_eq!(
        error(by_spaces),
        "line 1, column 5: expected 2 values separated by spaces, found 3 values"
    );
}

/// Each case new users found blamed at the wrong place, with the error
/// it now gives: the first character where the line goes wrong.
#[test]
fn read_before_counted() {
    let fish = |input| one_record(input, |line| line.numbers::<u8>(","));
    assert_eq!(
        error(fish("5,9x\n1")),
        r#"line 1, column 4: expected nothing more after "9", found "x""#
    );
    // A 512-character line wrapped after 256 characters.
    let pixel = |c| ['#', '.'].contains(&c).then_some(c == '#');
    let wrapped = format!("{0}\n{0}\n", "#.".repeat(128));
    let algorithm = one_record(&wrapped, |line| {
        line.map_chars_n::<_, 512>("'#' or '.'", pixel)
    });
    assert_eq!(
        error(algorithm),
        "line 1, column 257: expected 512 characters, each '#' or '.', found 256 characters"
    );
}

#[test]
fn typed_holes_are_checked_left_to_right() {
    let axis = |axis: Span| axis.one_of(&[("x", true), ("y", false)]);
    let fold = |line| first(line).pattern_with("fold along {}={}", (axis, Span::number::<u32>));
    assert_eq!(fold("fold along x=5"), Ok((true, 5)));
    let wrong_axis = r#"line 1, column 12: expected one of "x", "y", found "z""#;
    assert_eq!(error(fold("fold along z=5")), wrong_axis);
    assert_eq!(error(fold("fold along z:11")), wrong_axis);
    assert_eq!(
        error(fold("fold along y:11")),
        r#"line 1, column 13: expected "=", found ":11""#
    );
    let letter = |c: char| c.is_ascii_uppercase().then_some(c);
    let rule = |line| {
        first(line).pattern_with(
            "{} -> {}",
            (
                |pair: Span| pair.map_chars_n::<_, 2>("a capital letter", letter),
                |insert: Span| insert.map_chars_n::<_, 1>("a capital letter", letter),
            ),
        )
    };
    assert_eq!(rule("CH -> B"), Ok((['C', 'H'], ['B'])));
    assert_eq!(
        error(rule("CH -> 7")),
        r#"line 1, column 7: expected a capital letter, found "7""#
    );
    assert_eq!(
        error(rule("CHB -> 7")),
        "line 1, column 3: expected 2 characters, each a capital letter, found 3 characters"
    );
}

#[test]
fn a_right_word_or_number_with_more_after_it() {
    let registers = [("w", 0), ("x", 1), ("y", 2), ("z", 3)];
    let (_, register) = first("inp w 5").split_once(" ").unwrap();
    assert_eq!(
        error(register.one_of(&registers)),
        r#"line 1, column 6: expected nothing more after "w", found " 5""#
    );
    let kinds = [("A", 0), ("B", 1), ("C", 2), ("D", 3)];
    assert_eq!(
        error(first("B.C").one_of(&kinds)),
        r#"line 1, column 2: expected nothing more after "B", found ".C""#
    );
    assert_eq!(
        error(first("14 3").number::<u8>()),
        r#"line 1, column 3: expected nothing more after "14", found " 3""#
    );
    // Out of range, or no number at all: at the number's start.
    assert_eq!(
        error(first("300 3").number::<u8>()),
        r#"line 1, column 1: expected an unsigned 8-bit integer (0 to 255), found "300 3""#
    );
    assert_eq!(
        error(first("11x").number_of(1..=10, "a board position")),
        r#"line 1, column 1: expected a board position from 1 to 10, found "11x""#
    );
    assert_eq!(
        error(first("7x").number_of(1..=10, "a board position")),
        r#"line 1, column 2: expected nothing more after "7", found "x""#
    );
    assert_eq!(
        error(first("x").number::<i64>()),
        r#"line 1, column 1: expected a 64-bit integer, found "x""#
    );
}

#[test]
fn what_is_missing_is_reported_where_it_belongs() {
    assert_eq!(
        error(first("inp").split_once(" ")),
        r#"line 1, column 4: expected " ", found end of line"#
    );
    assert_eq!(
        error(first("forward7").split_once(" ")),
        r#"line 1, column 8: expected " ", found "7""#
    );
    let nine = first("1 2 3 4 5 6 7 8 9").numbers_n::<u8, 10>(Spaces);
    assert_eq!(
        error(nine),
        "line 1, column 18: expected 10 values separated by spaces, found 9 values"
    );
    let letter = |c: char| c.is_ascii_uppercase().then_some(c);
    assert_eq!(
        error(first("ABCD").map_chars_n::<_, 5>("a capital letter", letter)),
        "line 1, column 5: expected 5 characters, each a capital letter, found 4 characters"
    );
    assert_eq!(
        error(first("add x\t1").split_n::<3>(" ")),
        r#"line 1, column 6: expected " ", found a tab"#
    );
    assert_eq!(
        error(first("fold along y 7").pattern::<2>("fold along {}={}")),
        r#"line 1, column 13: expected "=", found " 7""#
    );
}

#[test]
fn helpers_are_as_strict_as_their_names() {
    assert_eq!(
        error(first(" 1\t2  3").numbers_n::<u8, 3>(Spaces)),
        r#"line 1, column 3: expected " ", found a tab"#
    );
    let (_, empty) = first("abc |").split_once(" |").unwrap();
    assert_eq!(
        error(empty.map_chars("a letter", |c| c.is_alphabetic().then_some(c))),
        "line 1, column 6: expected a letter, found end of line"
    );
    assert_eq!(
        error(day04("7,4,9\n")),
        "line 2: expected a board, found end of input"
    );
    assert_eq!(
        error(day19("--- scanner 0 ---\n\n--- scanner 1 ---\n1,2,3\n")),
        "line 2, column 1: expected a line under the heading, found a blank line"
    );
    assert_eq!(
        error(day24("add x y\nmul x ?\n")),
        r#"line 2, column 7: expected one of "w", "x", "y", "z", or a 64-bit integer, found "?""#
    );
}
