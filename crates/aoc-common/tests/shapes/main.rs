//! One parser for each input shape of Advent of Code 2021, written with
//! `aoc-common` as a person adding that day would, each with a well-formed
//! sample of this file's making and malformed ones whose whole error (line,
//! column, what was found, what was expected) is checked.

// A failed unwrap in a test is a failed test.
#![allow(clippy::unwrap_used)]

use std::fmt::Debug;

use aoc_common::{
    Cursor, Grid, ParseError, Point, Spaces, Span, Whitespace, grid, grid_n, lines, one_record,
    parser, records, records_n, sections,
};
// The deprecated helpers (`exactly`, `one_line`, `.lines_n`) are held to
// the rule all the same, where a test names them: parsers written with
// them keep working.
#[allow(deprecated)]
use aoc_common::{exactly, one_line};

mod days_01_to_12;
mod days_13_to_25;
mod reading_order_and_labels;
mod where_errors_point;
mod written_by_hand_before;

use days_01_to_12::*;
use days_13_to_25::*;

/// The error's sentence, which says everything it holds.
fn error<T: Debug>(parsed: Result<T, ParseError>) -> String {
    parsed.unwrap_err().to_string()
}

/// A parser run for its error only.
type Check = fn(&str) -> Option<ParseError>;

/// Every parser with a well-formed sample of its shape.
const PARSERS: [(&str, Check); 25] = [
    ("143\n150\n", |input| day01(input).err()),
    ("forward 7\nup 2\n", |input| day02(input).err()),
    ("01101\n10011\n", |input| day03(input).err()),
    (
        "12,3\n\n 1  2  3  4  5\n 6  7  8  9 10\n11 12 13 14 15\n16 17 18 19 20\n21 22 23 24 25\n",
        |input| day04(input).err(),
    ),
    ("3,17 -> 3,42\n", |input| day05(input).err()),
    ("5,1,2,8\n", |input| day06(input).err()),
    ("41,7,1103\n", |input| day07(input).err()),
    (
        "gbed fa acgdbef ga gabc ab abcd a b c | fa gdcbe abgf eacfbd\n",
        |input| day08(input).err(),
    ),
    ("83412\n90277\n", |input| digit_grid(input).err()),
    ("{([<>]<{}>)[\n", |input| day10(input).err()),
    ("7261540938\n7261540938\n", |input| day11(input).err()),
    ("start-QX\nkd-end\n", |input| day12(input).err()),
    ("17,3\n\nfold along y=7\n", |input| day13(input).err()),
    ("KPBO\n\nPB -> K\n", |input| day14(input).err()),
    ("52918\n17743\n", |input| day15(input).err()),
    ("C20D7900A012CE\n", |input| day16(input).err()),
    ("target area: x=44..71, y=-91..-63\n", |input| {
        day17(input).err()
    }),
    ("[[6,0],[[1,2],4]]\n", |input| day18(input).err()),
    (
        "--- scanner 0 ---\n-512,733,-88\n\n--- scanner 1 ---\n1,2,3\n",
        |input| day19(input).err(),
    ),
    ("#.#.\n\n.#..#\n#####\n", |input| day20(input).err()),
    (
        "Player 1 starting position: 4\nPlayer 2 starting position: 8\n",
        |input| day21(input).err(),
    ),
    ("on x=-31..12,y=-8..40,z=-22..19\n", |input| {
        day22(input).err()
    }),
    (
        "#############\n#...........#\n###D#A#C#B###\n  #C#B#A#D#\n  #########\n",
        |input| day23(input).err(),
    ),
    ("inp w\nadd y -7\n", |input| day24(input).err()),
    (".>v..>>v.v\n", |input| day25(input).err()),
];

/// Day `index + 1`'s well-formed sample: as above, but at full size where
/// the shape fixes it (day 11's 10×10 grid, day 20's 512-character line).
fn sample(index: usize) -> String {
    let short = PARSERS[index].0;
    match index {
        10 => format!("{}\n", short.lines().next().unwrap_or("")).repeat(10),
        19 => short.replacen("#.#.", &"#.".repeat(256), 1),
        _ => short.to_owned(),
    }
}

#[test]
fn every_sample_is_well_formed() {
    for (index, (_, parse)) in PARSERS.iter().enumerate() {
        assert_eq!(parse(&sample(index)), None, "day {}", index + 1);
    }
}

/// A well-formed sample with one change that the rule speaks of: a
/// character replaced by one foreign to the shape (punctuation the sample
/// does not use, `é` or `→`: not white space, so every line keeps its
/// length, and no ASCII letter or digit), or a blank line inserted. Returns the day's index, the changed input, and the line and
/// column of the change.
///
/// A character the shape uses could leave a valid beginning past the change,
/// where the rule rightly puts the error later: `[[6,0],…` made `[36,0],…`
/// starts a pair whose left is 3, and it is the `6` that cannot belong.
fn one_change() -> impl Strategy<Value = (usize, String, usize, usize)> {
    let foreign = "[!-/:-@\\[-`{-~é→]";
    let replace = (any::<prop::sample::Index>(), foreign).prop_map(Some);
    let change = prop_oneof![replace, Just(None)];
    (0..PARSERS.len(), any::<prop::sample::Index>(), change).prop_filter_map(
        "a character the shape uses",
        |(day, line_at, change)| {
            let sample = sample(day);
            let mut lines: Vec<String> = sample.lines().map(str::to_owned).collect();
            let line = line_at.index(lines.len() + 1);
            let column = match change {
                Some((char_at, with)) => {
                    let mut chars: Vec<char> = lines.get(line)?.chars().collect();
                    let at = char_at.index(chars.len().max(1));
                    let with = with.chars().next().filter(|&c| !sample.contains(c))?;
                    *chars.get_mut(at)? = with;
                    lines[line] = chars.into_iter().collect();
                    at + 1
                }
                None => {
                    lines.insert(line, String::new());
                    1
                }
            };
            Some((day, lines.join("\n") + "\n", line + 1, column))
        },
    )
}

/// The number of the first line where `changed` differs from `original`.
fn first_difference(original: &str, changed: &str) -> usize {
    let mut original = original.lines();
    let mut changed = changed.lines();
    let mut line = 1;
    while original.next() == changed.next() {
        line += 1;
    }
    line
}

/// True when the error points inside `input`: at one of its lines or just
/// past the last, and at a column of that line or just past its end.
fn points_inside(input: &str, error: &ParseError) -> bool {
    // A line's width counts the white space at its end: an error may point
    // into it (a surplus space, a value missing after its separator).
    let mut widths: Vec<usize> = input.lines().map(|line| line.chars().count()).collect();
    // Where the input ends: the line after the last, with nothing on it.
    widths.push(0);
    let width = error
        .line
        .checked_sub(1)
        .and_then(|index| widths.get(index));
    width.is_some_and(|&width| {
        error
            .column
            .is_none_or(|column| (1..=width + 1).contains(&column))
    })
}

/// A well-formed sample with a few characters inserted, deleted or replaced.
fn near_miss() -> impl Strategy<Value = (usize, String)> {
    let edit = (
        any::<prop::sample::Index>(),
        0..3_u8,
        "[ -~\t\r\n\u{feff}é]",
    );
    (0..PARSERS.len(), prop::collection::vec(edit, 1..4)).prop_map(|(day, edits)| {
        let mut chars: Vec<char> = PARSERS[day].0.chars().collect();
        for (at, kind, with) in edits {
            let at = at.index(chars.len() + 1);
            let with = with.chars().next().unwrap_or(' ');
            match kind {
                0 => chars.insert(at, with),
                1 if at < chars.len() => drop(chars.remove(at)),
                _ if at < chars.len() => chars[at] = with,
                _ => chars.push(with),
            }
        }
        (day, chars.into_iter().collect())
    })
}

/// Any text: arbitrary, a sample in Windows dress, or a sample's line
/// repeated into a very long one.
fn any_input() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        (0..PARSERS.len(), any::<bool>()).prop_map(|(day, bom)| {
            let crlf = PARSERS[day].0.replace('\n', "\r\n");
            if bom { format!("\u{feff}{crlf}") } else { crlf }
        }),
        (0..PARSERS.len(), 1..400_usize)
            .prop_map(|(day, times)| { PARSERS[day].0.replace('\n', "").repeat(times) }),
        Just(String::new()),
    ]
}

use proptest::prelude::*;

proptest! {
    // The case count comes from PROPTEST_CASES (256 if unset): `just test`
    // runs the default, `just test-full` many more.
    #![proptest_config(ProptestConfig::default())]

    #[test]
    fn every_parser_points_inside_any_text(input in any_input()) {
        for (_, parse) in PARSERS {
            if let Some(error) = parse(&input) {
                prop_assert!(points_inside(&input, &error), "{error} in {input:?}");
            }
        }
    }

    /// Where an error points: at the first line that differs from a
    /// well-formed sample, at or before the changed character. A blank line
    /// put in is no mistake by itself when what is above it could end the
    /// input (blank lines may end it): the line after it is then the first
    /// that cannot be there (a section too many).
    #[test]
    fn an_error_points_at_the_change_or_before_it((day, input, changed_line, column) in one_change()) {
        if let Some(error) = PARSERS[day].1(&input) {
            let line = first_difference(&sample(day), &input);
            let blank_put_in = input.lines().nth(line - 1).is_some_and(|text| text.trim().is_empty());
            let line = if blank_put_in && error.line == line + 1 { line + 1 } else { line };
            prop_assert_eq!(error.line, line, "{} in {:?}", error, input);
            let changed_column = if line == changed_line { column } else { 1 };
            prop_assert!(
                error.column.is_some_and(|at| at <= changed_column),
                "{} in {:?}: the change is at column {}", error, input, changed_column
            );
        }
    }

    #[test]
    fn near_misses_fail_inside_or_parse((day, input) in near_miss()) {
        if let Some(error) = PARSERS[day].1(&input) {
            prop_assert!(points_inside(&input, &error), "{error} in {input:?}");
            prop_assert_eq!(format!("{error:#?}"), error.to_string());
        }
    }

    #[test]
    #[allow(deprecated)]
    fn every_helper_points_inside_any_text(
        input in any_input(),
        separator in "[ ,|>-]{0,3}",
        template in "[a-z =,.]{0,4}(\\{\\}[a-z =,.]{0,4}){2}",
    ) {
        let line = aoc_common::lines(&input).next().unwrap_or(Span::line_of(1, ""));
        let results = [
            line.split_n::<3>(separator.as_str()).err(),
            line.numbers::<i8>(separator.as_str()).err(),
            line.numbers_n::<u64, 2>(Whitespace).err(),
            line.split_once(&separator).err(),
            line.pattern::<2>(&template).err(),
            line.strip_prefix(&separator).err(),
            line.one_of(&[("on", 1), ("off", 0)]).err(),
            line.only("letters", char::is_alphabetic).err(),
            line.map_chars_n::<_, 5>("a digit", |c| c.to_digit(10)).err(),
            line.number_of(-5..=5_i128, "").err(),
            line.cursor().take("a digit", |c| c.to_digit(10)).err(),
            line.cursor().end().err(),
            grid(&input, "a digit", |c| c.to_digit(10)).err(),
            records(&input, |line| line.number::<u16>()).err(),
            exactly::<2>(&input).err(),
            sections(&input).find_map(|section| section.and_then(|s| s.lines_n::<2>()).err()),
            line.list(separator.as_str(), |n| n.number_of(0..=9_u8, "a digit")).err(),
            line.canonical_number::<i32>().err(),
            line.word().err(),
            aoc_common::digit_grid::<u8>(&input).err(),
            aoc_common::strictly(&input, Ok).err(),
        ];
        for error in results.into_iter().flatten() {
            prop_assert!(points_inside(&input, &error), "{error} in {input:?}");
        }
    }
}
