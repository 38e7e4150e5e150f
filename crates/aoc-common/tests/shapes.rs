//! One parser for each input shape of Advent of Code 2021, written with
//! `aoc-common` as a person adding that day would, each with a well-formed
//! sample of this file's making and malformed ones whose whole error (line,
//! column, what was found, what was expected) is checked.

// A failed unwrap in a test is a failed test. The deprecated helpers
// (`exactly`, `one_line`, `.lines_n`) are held here to the rule all the
// same: parsers written with them keep working.
#![allow(clippy::unwrap_used, deprecated)]

use std::fmt::Debug;

use aoc_common::{
    Cursor, Grid, ParseError, Spaces, Span, Whitespace, exactly, grid, grid_n, hole, lines,
    one_line, one_record, records, records_n, sections,
};

/// The error's sentence, which says everything it holds.
fn error<T: Debug>(parsed: Result<T, ParseError>) -> String {
    parsed.unwrap_err().to_string()
}

fn day01(input: &str) -> Result<Vec<u32>, ParseError> {
    records(input, |line| line.number())
}

#[test]
fn day01_depths() {
    assert_eq!(day01("143\n150\n149\n"), Ok(vec![143, 150, 149]));
    assert_eq!(
        error(day01("143\n+150\n")),
        r#"line 2, column 1: expected an unsigned 32-bit integer, found "+150""#
    );
    assert_eq!(
        error(day01("143\n\n149\n")),
        "line 2, column 1: expected a record, found a blank line"
    );
    assert_eq!(
        error(day01("")),
        "line 1: expected at least one line, found end of input"
    );
    assert_eq!(
        error(day01("\n\n")),
        "line 1, column 1: expected at least one line, found a blank line"
    );
    assert_eq!(
        error(day01("\n143\n")),
        "line 1, column 1: expected a record, found a blank line"
    );
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Command {
    Forward,
    Down,
    Up,
}

fn day02(input: &str) -> Result<Vec<(Command, u32)>, ParseError> {
    use Command::*;
    let command = hole(|word| word.one_of(&[("forward", Forward), ("down", Down), ("up", Up)]));
    records(input, |line| {
        line.pattern_with("{} {}", (command, Span::number))
    })
}

#[test]
fn day02_commands() {
    let commands = day02("forward 7\nup 2\ndown 9").unwrap();
    assert_eq!(
        commands,
        [(Command::Forward, 7), (Command::Up, 2), (Command::Down, 9)]
    );
    assert_eq!(
        error(day02("forward 7\nback 2\n")),
        r#"line 2, column 1: expected one of "forward", "down", "up", found "back""#
    );
    assert_eq!(
        error(day02("forward 7\nup2\n")),
        r#"line 2, column 3: expected " ", found "2""#
    );
    assert_eq!(
        error(day02("down -3\n")),
        r#"line 1, column 6: expected an unsigned 32-bit integer, found "-3""#
    );
    assert_eq!(
        error(day02("forward 7\nup\t2\n")),
        r#"line 2, column 3: expected " ", found a tab"#
    );
}

fn day03(input: &str) -> Result<Grid<bool>, ParseError> {
    grid(input, "a bit, 0 or 1", |c| {
        ['0', '1'].contains(&c).then_some(c == '1')
    })
}

#[test]
fn day03_bits() {
    let bits = day03("01101\n10011\n").unwrap();
    assert_eq!(
        (bits.width(), bits.get(1, 0), bits.get(1, 1)),
        (5, Some(&true), Some(&false))
    );
    assert_eq!(
        error(day03("01101\n10021\n")),
        r#"line 2, column 4: expected a bit, 0 or 1, found "2""#
    );
    assert_eq!(
        error(day03("01101\n1001\n")),
        "line 2, column 5: expected a row of 5 characters, as on line 1, found 4 characters"
    );
    assert_eq!(
        error(day03("01101\n100111\n")),
        "line 2, column 6: expected a row of 5 characters, as on line 1, found 6 characters"
    );
    assert_eq!(
        error(day03("01101\n\n10011\n")),
        "line 2, column 1: expected a row of the grid, found a blank line"
    );
}

type Board = [[u8; 5]; 5];

fn day04(input: &str) -> Result<(Vec<u8>, Vec<Board>), ParseError> {
    let mut sections = sections(input);
    let draws = sections
        .next_or("the numbers drawn")?
        .one_record(|line| line.numbers(","))?;
    let boards = sections.rest_or("a board", |board| {
        board.records_n(|row| row.numbers_n(Spaces))
    })?;
    Ok((draws, boards))
}

#[test]
fn day04_bingo() {
    let board = "31 14  6 48 20\n 2 19 33  9 41\n 1  2  3  4  5\n 6  7  8  9 10\n11 12 13 14 15\n";
    let (draws, boards) = day04(&format!("12,3,40,7\n\n{board}\n{board}")).unwrap();
    assert_eq!(
        (draws, boards.len(), boards[1][1][0]),
        (vec![12, 3, 40, 7], 2, 2)
    );
    assert_eq!(
        error(day04(&format!("12,3,,7\n\n{board}"))),
        r#"line 1, column 6: expected a value (one "," between values), found ",""#
    );
    assert_eq!(
        error(day04(&format!("12,3\n\n{board}\n\n{board}"))),
        "line 9, column 1: expected one blank line between sections, found a blank line"
    );
    let short_row = board.replace(" 6  7  8  9 10", " 6  7  8  9");
    assert_eq!(
        error(day04(&format!("12\n\n{short_row}"))),
        "line 6, column 12: expected 5 values separated by spaces, found 4 values"
    );
    assert_eq!(
        error(day04(&format!("12\n\n{board}16 17 18 19 20\n"))),
        r#"line 8, column 1: expected a blank line after 5 lines, found "16 17 18 19 20""#
    );
    assert_eq!(
        error(day04("12,3\n")),
        "line 2: expected a board, found end of input"
    );
    let tab = board.replace(" 2 19", " 2\t19");
    assert_eq!(
        error(day04(&format!("12\n\n{tab}"))),
        r#"line 4, column 3: expected " ", found a tab"#
    );
    let short_board: String = board
        .lines()
        .take(4)
        .map(|row| format!("{row}\n"))
        .collect();
    assert_eq!(
        error(day04(&format!("12\n\n{short_board}\n{board}"))),
        "line 7, column 1: expected 5 lines in this section, found 4 lines"
    );
    let bad_then_short = short_board.replace("33", "3x");
    assert_eq!(
        error(day04(&format!("12\n\n{bad_then_short}"))),
        r#"line 4, column 8: expected nothing more after "3", found "x""#
    );
}

fn day05(input: &str) -> Result<Vec<[u32; 4]>, ParseError> {
    records(input, |line| line.pattern_numbers("{},{} -> {},{}"))
}

#[test]
fn day05_vents() {
    assert_eq!(
        day05("3,17 -> 3,42\n0,0 -> 8,8"),
        Ok(vec![[3, 17, 3, 42], [0, 0, 8, 8]])
    );
    assert_eq!(
        error(day05("3,17 -> 3,42\n0,0 => 8,8\n")),
        r#"line 2, column 5: expected " -> ", found " => ""#
    );
    assert_eq!(
        error(day05("3,17 -> 3;42\n")),
        r#"line 1, column 10: expected ",", found ";42""#
    );
    assert_eq!(
        error(day05("3,x -> 3,42\n")),
        r#"line 1, column 3: expected an unsigned 32-bit integer, found "x""#
    );
    assert_eq!(
        error(day05("3,17 -> 3,42\n0,0 -> 8,8,9\n")),
        r#"line 2, column 11: expected end of line, found ",9""#
    );
}

fn day06(input: &str) -> Result<Vec<u8>, ParseError> {
    one_record(input, |line| line.numbers_in(",", 0..=8))
}

#[test]
fn day06_lanternfish() {
    // The line is read before the input is checked for more lines.
    assert_eq!(
        error(day06("5,9x\n1")),
        r#"line 1, column 3: expected a whole number from 0 to 8, found "9x""#
    );
    assert_eq!(day06("5,1,2,8,0,3\n"), Ok(vec![5, 1, 2, 8, 0, 3]));
    assert_eq!(
        error(day06("5,1,9,0")),
        r#"line 1, column 5: expected a whole number from 0 to 8, found "9""#
    );
    assert_eq!(
        error(day06("5,1\n2,8\n")),
        r#"line 2, column 1: expected end of input, found "2,8""#
    );
    assert_eq!(
        error(day06("")),
        "line 1: expected 1 line, found end of input"
    );
    assert_eq!(
        error(day06("\n5,1,2\n")),
        "line 1, column 1: expected 1 line, found a blank line"
    );
    // Blank lines at the end are fine: the input stops being valid at the
    // line after them.
    assert_eq!(
        error(day06("5,1\n\n2,8\n")),
        r#"line 3, column 1: expected end of input, found "2,8""#
    );
}

fn day07(input: &str) -> Result<Vec<u32>, ParseError> {
    one_record(input, |line| line.numbers(","))
}

#[test]
fn day07_crabs() {
    assert_eq!(day07("41,7,1103,0,96"), Ok(vec![41, 7, 1103, 0, 96]));
    assert_eq!(
        error(day07("41,7, 1103")),
        r#"line 1, column 6: expected an unsigned 32-bit integer, found " 1103""#
    );
    assert_eq!(
        error(day07("41,7,1103,")),
        "line 1, column 11: expected an unsigned 32-bit integer, found end of line"
    );
    assert_eq!(
        error(day07("41,7,11O3")),
        r#"line 1, column 8: expected nothing more after "11", found "O3""#
    );
}

/// A set of segments a to g, as bits.
fn segments(word: Span) -> Result<u8, ParseError> {
    let bits = word.map_chars("a segment letter a to g", |c| "abcdefg".find(c))?;
    Ok(bits.into_iter().fold(0, |set, bit| set | 1 << bit))
}

/// Ten signal patterns and four output digits.
type Note = ([u8; 10], [u8; 4]);

fn day08(input: &str) -> Result<Vec<Note>, ParseError> {
    let patterns = hole(|patterns| patterns.list_n(Spaces, segments));
    let output = hole(|output| output.list_n(Spaces, segments));
    let note = hole(|line| line.pattern_with("{} | {}", (patterns, output)));
    records(input, note)
}

#[test]
fn day08_segments() {
    let line = "gbed fa acgdbef ga gabc ab abcd a b c | fa gdcbe abgf eacfbd";
    let [(patterns, output)] = day08(line).unwrap()[..] else {
        panic!("one line")
    };
    assert_eq!((patterns[1], output[0]), (0b010_0001, 0b010_0001));
    assert_eq!(
        error(day08(&line.replace("gdcbe", "gdxbe"))),
        r#"line 1, column 46: expected a segment letter a to g, found "x""#
    );
    assert_eq!(
        error(day08(&line.replace(" eacfbd", ""))),
        "line 1, column 54: expected 4 values separated by spaces, found 3 values"
    );
    assert_eq!(
        error(day08(&line.replace(" | ", " "))),
        r#"line 1, column 39: expected 10 values separated by spaces, then " | ", found 14 values"#
    );
    assert_eq!(
        error(day08(&line.replace(" fa gdcbe", " fa\tgdcbe"))),
        r#"line 1, column 43: expected a segment letter a to g, found a tab"#
    );
    assert_eq!(
        error(day08(&format!("{line} ab"))),
        "line 1, column 62: expected 4 values separated by spaces, found 5 values"
    );
}

fn digit_grid(input: &str) -> Result<Grid<u8>, ParseError> {
    aoc_common::digit_grid(input)
}

#[test]
fn day09_heights() {
    let heights = digit_grid("83412\n90277\n").unwrap();
    assert_eq!((heights.height(), heights.get(4, 1)), (2, Some(&7)));
    assert_eq!(
        error(digit_grid("83412\n9027 \n7\n")),
        "line 2, column 5: expected a row of 5 characters, as on line 1, found 4 characters"
    );
    assert_eq!(
        error(digit_grid("83412\n90-77\n")),
        r#"line 2, column 3: expected a digit, found "-""#
    );
}

fn day10(input: &str) -> Result<Vec<Vec<char>>, ParseError> {
    let bracket = |c| "()[]{}<>".contains(c).then_some(c);
    records(input, |line| {
        line.map_chars("a bracket: ( ) [ ] { } < >", bracket)
    })
}

#[test]
fn day10_brackets() {
    assert_eq!(day10("{([<>]<{}>)[\n").unwrap()[0].len(), 12);
    assert_eq!(
        error(day10("{([<>]<{}>)[\n{(a\n")),
        r#"line 2, column 3: expected a bracket: ( ) [ ] { } < >, found "a""#
    );
    assert_eq!(
        error(day10("\n{}\n")),
        "line 1, column 1: expected a record, found a blank line"
    );
}

fn day11(input: &str) -> Result<Grid<u8>, ParseError> {
    grid_n::<_, 10, 10>(input, "a digit 0 to 9", aoc_common::digit)
}

#[test]
fn day11_octopuses() {
    let row = "7261540938\n";
    assert_eq!(day11(&row.repeat(10)).unwrap().get(9, 9), Some(&8));
    assert_eq!(
        error(day11(&row.repeat(9))),
        "line 10: expected 10 rows, found 9 rows"
    );
    assert_eq!(
        error(day11(&format!("{}726154093\n", row.repeat(9)))),
        "line 10, column 10: expected a row of 10 characters, found 9 characters"
    );
    assert_eq!(
        error(day11(&format!("{}72615409381\n", row.repeat(9)))),
        "line 10, column 11: expected a row of 10 characters, found 11 characters"
    );
    assert_eq!(
        error(day11(&row.repeat(11))),
        "line 11, column 1: expected 10 rows, found 11 rows"
    );
}

fn day12(input: &str) -> Result<Vec<(&str, &str)>, ParseError> {
    let letter = |c: char| c.is_ascii_alphabetic();
    let cave = hole(|cave| Ok(cave.only("a cave name of letters", letter)?.text()));
    records(input, |line| line.pattern_with("{}-{}", (cave, cave)))
}

#[test]
fn day12_caves() {
    assert_eq!(
        day12("start-QX\nkd-end\n"),
        Ok(vec![("start", "QX"), ("kd", "end")])
    );
    assert_eq!(
        error(day12("start-QX\nkd_end\n")),
        r#"line 2, column 3: expected "-", found "_end""#
    );
    assert_eq!(
        error(day12("start-QX\nkd-\n")),
        "line 2, column 4: expected a cave name of letters, found end of line"
    );
    assert_eq!(
        error(day12("st4rt-QX\n")),
        r#"line 1, column 3: expected a cave name of letters, found "4""#
    );
}

/// A fold along `x=` (true) or `y=` (false) at a place.
type Fold = (bool, u32);

fn day13(input: &str) -> Result<(Vec<[u32; 2]>, Vec<Fold>), ParseError> {
    let axis = hole(|axis| axis.one_of(&[("x", true), ("y", false)]));
    let fold = hole(|line| line.pattern_with("fold along {}={}", (axis, Span::number)));
    let mut sections = sections(input);
    let dots = sections
        .next_or("dots x,y")?
        .records(|line| line.numbers_n(","))?;
    let folds = sections.last_or("fold lines", |folds| folds.records(fold))?;
    Ok((dots, folds))
}

#[test]
fn day13_origami() {
    let (dots, folds) = day13("17,3\n6,10\n\nfold along y=7\nfold along x=5\n").unwrap();
    assert_eq!(
        (dots, folds),
        (vec![[17, 3], [6, 10]], vec![(false, 7), (true, 5)])
    );
    assert_eq!(
        error(day13("17,3\n\nfold along z=7\n")),
        r#"line 3, column 12: expected one of "x", "y", found "z""#
    );
    assert_eq!(
        error(day13("17,3\n\nfold at y=7\n")),
        r#"line 3, column 6: expected "fold along ", found "fold at y=7""#
    );
    assert_eq!(
        error(day13("17,3,4\n\nfold along y=7\n")),
        r#"line 1, column 6: expected 2 values separated by ",", found 3 values"#
    );
    assert_eq!(
        error(day13("17,3\n")),
        "line 2: expected fold lines, found end of input"
    );
    assert_eq!(
        error(day13("17,3\n\nfold along y=7\n\nfold along x=5\n")),
        r#"line 5, column 1: expected end of input after fold lines, found "fold along x=5""#
    );
}

/// A pair and the element inserted between it.
type Rule = ([u8; 2], u8);

fn day14(input: &str) -> Result<(Vec<u8>, Vec<Rule>), ParseError> {
    let element = |c: char| c.is_ascii_uppercase().then_some(c as u8);
    let pair = hole(|pair| pair.map_chars_n("a capital letter", element));
    let insert = hole(|insert| insert.one_char("a capital letter", element));
    let rule = hole(|rule| rule.pattern_with("{} -> {}", (pair, insert)));
    let mut sections = sections(input);
    let template = (sections.next_or("the polymer template")?)
        .one_record(|line| line.map_chars("a capital letter", element))?;
    sections.last_or("the rules", |rules| Ok((template, rules.records(rule)?)))
}

#[test]
fn day14_polymer() {
    let (template, rules) = day14("KPBO\n\nPB -> K\nKO -> B\n").unwrap();
    assert_eq!((template.len(), rules[1]), (4, (*b"KO", b'B')));
    assert_eq!(
        error(day14("KPBO\n\nPB -> KK\n")),
        "line 3, column 8: expected 1 character, a capital letter, found 2 characters"
    );
    assert_eq!(
        error(day14("KPBO\nPB -> K\n")),
        r#"line 2, column 1: expected a blank line after 1 line, found "PB -> K""#
    );
    assert_eq!(
        error(day14("KpBO\n\nPB -> K\n")),
        r#"line 1, column 2: expected a capital letter, found "p""#
    );
    assert_eq!(
        error(day14("KPBO\n\nPB => K\n")),
        r#"line 3, column 4: expected " -> ", found " => ""#
    );
}

fn day15(input: &str) -> Result<Grid<u8>, ParseError> {
    grid(input, "a risk level 1 to 9", |c| {
        c.to_digit(10).filter(|&d| d > 0).map(|d| d as u8)
    })
}

#[test]
fn day15_risk() {
    assert_eq!(day15("52918\n17743\n").unwrap().get(4, 0), Some(&8));
    assert_eq!(
        error(day15("52918\n17043\n")),
        r#"line 2, column 3: expected a risk level 1 to 9, found "0""#
    );
    assert_eq!(
        error(day15("\n")),
        "line 1, column 1: expected a grid (each cell a risk level 1 to 9), found a blank line"
    );
}

fn day16(input: &str) -> Result<Vec<u8>, ParseError> {
    one_record(input, |line| {
        line.map_chars("a hexadecimal digit", |c| c.to_digit(16).map(|d| d as u8))
    })
}

#[test]
fn day16_packets() {
    assert_eq!(day16("C20D79").unwrap(), [12, 2, 0, 13, 7, 9]);
    let mut long = "C20D7900A012CE".repeat(100);
    long.replace_range(1337..1338, "g");
    assert_eq!(
        error(day16(&long)),
        r#"line 1, column 1338: expected a hexadecimal digit, found "g""#
    );
    assert_eq!(
        error(day16("C20D79\nC20D79")),
        r#"line 2, column 1: expected end of input, found "C20D79""#
    );
    assert_eq!(
        error(day16("\nC20D79\n")),
        "line 1, column 1: expected 1 line, found a blank line"
    );
}

fn day17(input: &str) -> Result<[i32; 4], ParseError> {
    one_record(input, |line| {
        line.pattern_numbers("target area: x={}..{}, y={}..{}")
    })
}

#[test]
fn day17_target() {
    assert_eq!(
        day17("target area: x=44..71, y=-91..-63\n"),
        Ok([44, 71, -91, -63])
    );
    assert_eq!(
        error(day17("target area: x=44..71 y=-91..-63")),
        r#"line 1, column 22: expected ", y=", found " y=-91..-63""#
    );
    assert_eq!(
        error(day17("target area: x=44..71, y=-91..+63")),
        r#"line 1, column 31: expected a 32-bit integer, found "+63""#
    );
    assert_eq!(
        error(day17("target: x=44..71, y=-91..-63")),
        r#"line 1, column 7: expected "target area: x=", found "target: x=44..7""#
    );
    assert_eq!(
        error(day17("target area: x=44..71, y=-91.-63")),
        r#"line 1, column 30: expected "..", found ".-""#
    );
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Snail {
    Regular(u8),
    Pair(Box<Snail>, Box<Snail>),
}

fn snail(cursor: &mut Cursor, depth: usize) -> Result<Snail, ParseError> {
    match cursor.peek() {
        Some('[') if depth == 4 => Err(cursor.error("a digit: pairs nest at most 4 deep")),
        Some('[') => {
            cursor.expect('[')?;
            let left = snail(cursor, depth + 1)?;
            cursor.expect(',')?;
            let right = snail(cursor, depth + 1)?;
            cursor.expect(']')?;
            Ok(Snail::Pair(Box::new(left), Box::new(right)))
        }
        _ if depth == 0 => Err(cursor.error("'[': each number is a pair")),
        _ => cursor
            .take("a digit or '['", |c| c.to_digit(10))
            .map(|d| Snail::Regular(d as u8)),
    }
}

fn day18(input: &str) -> Result<Vec<Snail>, ParseError> {
    records(input, |line| line.read_with(|cursor| snail(cursor, 0)))
}

#[test]
fn day18_snailfish() {
    let numbers = day18("[[6,0],4]\n[[[[2,7],[0,5]],3],[[8,[1,1]],[6,2]]]\n").unwrap();
    assert_eq!(numbers.len(), 2);
    assert_eq!(
        error(day18("[[6,0],4]\n[[6,0];4]\n")),
        r#"line 2, column 7: expected ",", found ";""#
    );
    assert_eq!(
        error(day18("[[6,0],4]]\n")),
        r#"line 1, column 10: expected end of line, found "]""#
    );
    assert_eq!(
        error(day18("[[[[[1,2],3],4],5],6]\n")),
        r#"line 1, column 5: expected a digit: pairs nest at most 4 deep, found "[""#
    );
    assert_eq!(
        error(day18("[[6,0],\n")),
        "line 1, column 8: expected a digit or '[', found end of line"
    );
}

fn day19(input: &str) -> Result<Vec<Vec<[i32; 3]>>, ParseError> {
    sections(input).rest_or("a scanner", |scanner| {
        let number = hole(|n| n.number_of(scanner.index()..=scanner.index(), "scanner"));
        let heading = scanner.heading();
        heading.pattern_with("--- scanner {} ---", number)?;
        scanner.body_records(|beacon| beacon.numbers_n(","))
    })
}

#[test]
fn day19_scanners() {
    let scanners = day19("--- scanner 0 ---\n-512,733,-88\n\n--- scanner 1 ---\n1,2,3\n4,5,6\n");
    assert_eq!(scanners.unwrap()[1], [[1, 2, 3], [4, 5, 6]]);
    assert_eq!(
        error(day19(
            "--- scanner 0 ---\n-512,733,-88\n\n--- scanner 2 ---\n"
        )),
        r#"line 4, column 13: expected scanner 1, found "2""#
    );
    assert_eq!(
        error(day19("--- scanner 0 ---\n-512,733\n")),
        r#"line 2, column 9: expected 3 values separated by ",", found 2 values"#
    );
    assert_eq!(
        error(day19("--- scanner 0 --\n1,2,3\n")),
        r#"line 1, column 17: expected "-", found end of line"#
    );
    assert_eq!(
        error(day19("--- scanner 0 ---\n\n--- scanner 1 ---\n1,2,3\n")),
        "line 2, column 1: expected a line under the heading, found a blank line"
    );
}

fn day20(input: &str) -> Result<(Vec<bool>, Grid<bool>), ParseError> {
    let pixel = |c| ['.', '#'].contains(&c).then_some(c == '#');
    let mut sections = sections(input);
    let algorithm: [bool; 512] = sections
        .next_or("the enhancement algorithm")?
        .one_record(|line| line.map_chars_n("'#' or '.'", pixel))?;
    let image = sections.last_or("the image", |image| image.grid("'#' or '.'", pixel))?;
    Ok((algorithm.to_vec(), image))
}

#[test]
fn day20_trench_map() {
    let algorithm = "#.".repeat(256);
    let (lookup, image) = day20(&format!("{algorithm}\n\n.#..#\n#####\n")).unwrap();
    assert_eq!((lookup.len(), image.get(1, 0)), (512, Some(&true)));
    assert_eq!(
        error(day20(&format!("{}\n\n.#\n", &algorithm[1..]))),
        "line 1, column 512: expected 512 characters, each '#' or '.', found 511 characters"
    );
    // An algorithm wrapped onto two lines: the short first line is the fault.
    assert_eq!(
        error(day20(&format!(
            "{}\n{}\n\n.#\n",
            &algorithm[..256],
            &algorithm[256..]
        ))),
        "line 1, column 257: expected 512 characters, each '#' or '.', found 256 characters"
    );
    let mut bad = algorithm.clone();
    bad.replace_range(300..301, "o");
    assert_eq!(
        error(day20(&format!("{bad}\n\n.#\n"))),
        r#"line 1, column 301: expected '#' or '.', found "o""#
    );
    assert_eq!(
        error(day20(&format!("{algorithm}\n\n.#\n#\n"))),
        "line 4, column 2: expected a row of 2 characters, as on line 3, found 1 character"
    );
    assert_eq!(
        error(day20(&format!("{algorithm}#\n\n.#\n"))),
        "line 1, column 513: expected 512 characters, each '#' or '.', found 513 characters"
    );
    assert_eq!(
        error(day20(&format!("{algorithm}\n\n.#\n\n#.\n"))),
        r##"line 5, column 1: expected end of input after the image, found "#.""##
    );
}

fn day21(input: &str) -> Result<[u8; 2], ParseError> {
    records_n(input, |line| {
        let player = hole(|n| n.number_of(line.line()..=line.line(), "player"));
        let start = hole(|start| start.number_of(1..=10, "a board position"));
        let template = "Player {} starting position: {}";
        Ok(line.pattern_with(template, (player, start))?.1)
    })
}

#[test]
fn day21_dirac_dice() {
    let input = "Player 1 starting position: 4\nPlayer 2 starting position: 8\n";
    assert_eq!(day21(input), Ok([4, 8]));
    assert_eq!(
        error(day21(&input.replace('8', "11"))),
        r#"line 2, column 29: expected a board position from 1 to 10, found "11""#
    );
    assert_eq!(
        error(day21(&input.replace("Player 2", "Player 3"))),
        r#"line 2, column 8: expected player 2, found "3""#
    );
    assert_eq!(
        error(day21(&input.replace("\nPlayer 2", "\n\nPlayer 2"))),
        "line 2, column 1: expected 2 lines, found a blank line"
    );
}

type Cuboid = [i32; 6];

fn day22(input: &str) -> Result<Vec<(bool, Cuboid)>, ParseError> {
    let switch = hole(|switch| switch.one_of(&[("on", true), ("off", false)]));
    let cuboid = hole(|cuboid| cuboid.pattern_numbers("x={}..{},y={}..{},z={}..{}"));
    records(input, |line| line.pattern_with("{} {}", (switch, cuboid)))
}

#[test]
fn day22_reactor() {
    let steps = day22("on x=-31..12,y=-8..40,z=-22..19\noff x=1..2,y=3..4,z=5..6").unwrap();
    assert_eq!(steps[1], (false, [1, 2, 3, 4, 5, 6]));
    assert_eq!(
        error(day22("of x=1..2,y=3..4,z=5..6")),
        r#"line 1, column 1: expected one of "on", "off", found "of""#
    );
    assert_eq!(
        error(day22("on x=1..2,y=3..4")),
        r#"line 1, column 17: expected ",z=", found end of line"#
    );
    assert_eq!(
        error(day22("on x=1..2,y=3..4,z=5..6,w=7..8")),
        r#"line 1, column 24: expected end of line, found ",w=7..8""#
    );
    assert_eq!(
        error(day22("on x=-20.26,y=-36..17,z=-47..7")),
        r#"line 1, column 10: expected "..", found ".2""#
    );
}

fn day23(input: &str) -> Result<[[u8; 4]; 2], ParseError> {
    let kind = hole(|room| room.one_of(&[("A", 0), ("B", 1), ("C", 2), ("D", 3)]));
    let mut lines = lines(input);
    lines.next_or("the top wall")?.literal("#############")?;
    lines.next_or("the hallway")?.literal("#...........#")?;
    let mut rooms = |row| lines.next_or("a row of rooms")?.pattern_map(row, kind);
    let rooms = [rooms("###{}#{}#{}#{}###")?, rooms("  #{}#{}#{}#{}#")?];
    lines.last_or("the bottom wall", |wall| wall.literal("  #########"))?;
    Ok(rooms)
}

#[test]
fn day23_amphipods() {
    let burrow = "#############\n#...........#\n###D#A#C#B###\n  #C#B#A#D#\n  #########\n";
    assert_eq!(day23(burrow), Ok([[3, 0, 2, 1], [2, 1, 0, 3]]));
    assert_eq!(
        error(day23(&burrow.replace("#C#B#A#D#", "#C#E#A#D#"))),
        r#"line 4, column 6: expected one of "A", "B", "C", "D", found "E""#
    );
    assert_eq!(
        error(day23(&burrow.replace("#...", "#.x."))),
        r##"line 2, column 3: expected "#...........#", found "#.x.........#""##
    );
    assert_eq!(
        error(day23(&burrow.replace("  #########\n", ""))),
        "line 5: expected the bottom wall, found end of input"
    );
    assert_eq!(
        error(day23(&burrow.replace("###D#A#C#B###", "###D#A#CxB###"))),
        r###"line 3, column 9: expected "#", found "xB###""###
    );
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Operand {
    Register(usize),
    Number(i64),
}

const REGISTERS: [(&str, usize); 4] = [("w", 0), ("x", 1), ("y", 2), ("z", 3)];

/// The registers as operands.
const OPERANDS: [(&str, Operand); 4] = [
    ("w", Operand::Register(0)),
    ("x", Operand::Register(1)),
    ("y", Operand::Register(2)),
    ("z", Operand::Register(3)),
];

/// An operation, its register, and its second operand if it has one.
type Instruction<'a> = (&'a str, usize, Option<Operand>);

/// `inp a` is told apart by its first word, at no cost; the others share a
/// shape, their operation a word from a set.
fn day24(input: &str) -> Result<Vec<Instruction<'_>>, ParseError> {
    let op = hole(|op| op.one_of(&["add", "mul", "div", "mod", "eql"].map(|op| (op, op))));
    let reg = hole(|r| r.one_of(&REGISTERS));
    let val = hole(|b| b.one_of_or(&OPERANDS, |b| b.number().map(Operand::Number)));
    records(input, |line| {
        line.case("inp {}", reg, |a| ("inp", a, None))
            .case("{} {} {}", (op, reg, val), |(o, a, b)| (o, a, Some(b)))
            .end()
    })
}

#[test]
fn day24_alu() {
    let program = day24("inp w\nmul x 0\nadd y -7\neql z w\n").unwrap();
    assert_eq!(program[2], ("add", 2, Some(Operand::Number(-7))));
    assert_eq!(program[3], ("eql", 3, Some(Operand::Register(0))));
    assert_eq!(
        error(day24("inp w\nsub x 1\n")),
        r#"line 2, column 1: expected "inp", or one of "add", "mul", "div", "mod", "eql", found "sub""#
    );
    assert_eq!(
        error(day24("add y v\n")),
        r#"line 1, column 7: expected one of "w", "x", "y", "z", or a 64-bit integer, found "v""#
    );
    assert_eq!(
        error(day24("inp q\n")),
        r#"line 1, column 5: expected one of "w", "x", "y", "z", found "q""#
    );
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cucumber {
    East,
    South,
    Empty,
}

fn day25(input: &str) -> Result<Grid<Cucumber>, ParseError> {
    use Cucumber::*;
    grid(input, "'>', 'v' or '.'", |c| {
        ">v.".find(c).map(|i| [East, South, Empty][i])
    })
}

#[test]
fn day25_sea_cucumbers() {
    let herd = day25(".>v..>>v.v\n").unwrap();
    assert_eq!(
        (herd.get(1, 0), herd.get(2, 0)),
        (Some(&Cucumber::East), Some(&Cucumber::South))
    );
    assert_eq!(
        error(day25(".>v..>>v.v\n.>v.<>>v.v\n")),
        r#"line 2, column 5: expected '>', 'v' or '.', found "<""#
    );
    assert_eq!(
        error(day25(".>v\n\n.>v\n")),
        "line 2, column 1: expected a row of the grid, found a blank line"
    );
    assert_eq!(
        error(day25(".>v..>>v.v\n.>v..>>v.\n")),
        "line 2, column 10: expected a row of 10 characters, as on line 1, found 9 characters"
    );
}

/// Every parser above is written with the crate's documented idioms in at
/// most 10 lines, the helper functions it calls included (a table of
/// names, like a type, is a declaration and not counted; day 18's recursive grammar
/// in at most 20), and only day 18 drives a `Cursor`: the size a day's parser
/// should have when the crate does its job.
#[test]
fn every_parser_is_short() {
    let source = include_str!("shapes.rs");
    let parsers = &source[..source
        .find(concat!("/// A parser run", " for its error only."))
        .unwrap()];
    let mut lines = parsers.lines();
    let (mut counted, mut previous) = (Vec::new(), "");
    let mut since_last_day = (0, false);
    while let Some(line) = lines.next() {
        let Some(signature) = line.strip_prefix("fn ") else {
            previous = line;
            continue;
        };
        let body: Vec<&str> = lines.by_ref().take_while(|&line| line != "}").collect();
        let name = signature.split(['(', '<']).next().unwrap();
        if previous == "#[test]" {
            if let Some(day) = name.strip_prefix("day").and_then(|name| name.get(..2)) {
                counted.push((day.to_owned(), since_last_day));
                since_last_day = (0, false);
            }
        } else if name != "error" {
            since_last_day.0 += body.len() + 2;
            let drives_a_cursor =
                |line: &&str| line.to_lowercase().contains("cursor") || line.contains("read_with");
            since_last_day.1 |= [&line].into_iter().chain(&body).any(drives_a_cursor);
        }
        previous = "}";
    }
    assert_eq!(counted.len(), 25);
    for (day, (length, cursor)) in counted {
        let (most, may_use_a_cursor) = if day == "18" { (20, true) } else { (10, false) };
        assert!(length <= most, "day {day}'s parser takes {length} lines");
        assert!(
            may_use_a_cursor || !cursor,
            "day {day}'s parser drives a Cursor"
        );
    }
}

/// A parser run for its error only.
type Check = fn(&str) -> Option<ParseError>;

/// Every parser above with a well-formed sample of its shape.
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
            line.number_in(-5..=5_i128).err(),
            line.cursor().take("a digit", |c| c.to_digit(10)).err(),
            line.cursor().end().err(),
            grid(&input, "a digit", |c| c.to_digit(10)).err(),
            records(&input, |line| line.number::<u16>()).err(),
            exactly::<2>(&input).err(),
            sections(&input).find_map(|section| section.and_then(|s| s.lines_n::<2>()).err()),
            line.numbers_in(separator.as_str(), 0..=9_u8).err(),
            line.canonical_number::<i32>().err(),
            line.word().err(),
            aoc_common::digit_grid::<u8>(&input).err(),
            aoc_common::no_trailing_space(&input).err(),
        ];
        for error in results.into_iter().flatten() {
            prop_assert!(points_inside(&input, &error), "{error} in {input:?}");
        }
    }
}

/// The places where parsers written from the docs alone were pointed wrong,
/// each with the whole error it now gives.
mod where_errors_point {
    use super::*;

    fn first(input: &str) -> Span<'_> {
        aoc_common::lines(input).next().unwrap()
    }

    #[test]
    fn templates_match_in_place() {
        let vents = first("12,7 => 30,9").pattern_numbers::<u32, 4>("{},{} -> {},{}");
        assert_eq!(
            error(vents),
            r#"line 1, column 6: expected " -> ", found " => ""#
        );
        let cuboid = first("on x=-20.26,y=-36..17,z=-47..7")
            .split_once(" ")
            .unwrap()
            .1;
        assert_eq!(
            error(cuboid.pattern_numbers::<i32, 6>("x={}..{},y={}..{},z={}..{}")),
            r#"line 1, column 10: expected "..", found ".2""#
        );
        let rule = aoc_common::lines("CH -> B\nKN => P").nth(1).unwrap();
        assert_eq!(
            error(rule.pattern::<2>("{} -> {}")),
            r#"line 2, column 4: expected " -> ", found " => ""#
        );
    }

    #[test]
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
        let board = sections(" 1  2\n 3  x\n").next_or("a board").unwrap();
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
            error(first("11x").number_in(1..=10)),
            r#"line 1, column 1: expected a whole number from 1 to 10, found "11x""#
        );
        assert_eq!(
            error(first("7x").number_in(1..=10)),
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
}

/// What parsers written from the docs alone had to write by hand, or saw
/// named by its symptom rather than its cause, each with the whole error it
/// now gives: at the same line and column as before.
mod written_by_hand_before {
    use super::*;

    fn first(input: &str) -> Span<'_> {
        aoc_common::lines(input).next().unwrap()
    }

    #[test]
    fn a_hole_parser_returns_text_of_the_input() {
        let cave = hole(|name| Ok(name.text()));
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
            r#"line 2, column 22: expected " starting position: ", found " starting pos: 8""#
        );
        assert_eq!(
            error(day13("17,3\n\nfold al y=7\n")),
            r#"line 3, column 8: expected "fold along ", found "fold al y=7""#
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
    fn next_or_gives_a_blank_line_too() {
        let mut lines = aoc_common::lines("\n#...#\n");
        assert!(lines.next_or("the top wall").unwrap().is_blank());
        assert_eq!(lines.next_or("the hallway").unwrap().text(), "#...#");
        assert_eq!(
            error(lines.next_or("the bottom wall")),
            "line 3: expected the bottom wall, found end of input"
        );
    }
}
