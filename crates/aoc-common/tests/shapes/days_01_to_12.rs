//! Days 1 to 12: each parser, then its test.

use super::*;

pub(crate) fn day01(input: &str) -> Result<Vec<u32>, ParseError> {
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
        "line 1: expected at least one line, found an empty input"
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
pub(crate) enum Command {
    Forward,
    Down,
    Up,
}

pub(crate) fn day02(input: &str) -> Result<Vec<(Command, u32)>, ParseError> {
    use Command::*;
    let command = parser(|word| word.one_of(&[("forward", Forward), ("down", Down), ("up", Up)]));
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

pub(crate) fn day03(input: &str) -> Result<Grid<bool>, ParseError> {
    grid(input, "a bit, 0 or 1", |c| {
        ['0', '1'].contains(&c).then_some(c == '1')
    })
}

#[test]
fn day03_bits() {
    let bits = day03("01101\n10011\n").unwrap();
    assert_eq!(
        (
            bits.width(),
            bits.at(Point::new(1, 0)),
            bits.at(Point::new(1, 1))
        ),
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

pub(crate) type Board = [[u8; 5]; 5];

pub(crate) fn day04(input: &str) -> Result<(Vec<u8>, Vec<Board>), ParseError> {
    let mut sections = sections(input);
    let draws = sections
        .next_section("the numbers drawn")?
        .one_record(|line| line.numbers(","))?;
    let boards = sections.each_section("a board", |board| {
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

pub(crate) fn day05(input: &str) -> Result<Vec<[u32; 4]>, ParseError> {
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
        r#"line 2, column 5: expected "-> ", found "=> ""#
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

pub(crate) fn day06(input: &str) -> Result<Vec<u8>, ParseError> {
    one_record(input, |line| {
        line.list(",", |timer| timer.number_of(0..=8, "a timer"))
    })
}

#[test]
fn day06_lanternfish() {
    // The line is read before the input is checked for more lines.
    assert_eq!(
        error(day06("5,9x\n1")),
        r#"line 1, column 3: expected a timer from 0 to 8, found "9x""#
    );
    assert_eq!(day06("5,1,2,8,0,3\n"), Ok(vec![5, 1, 2, 8, 0, 3]));
    assert_eq!(
        error(day06("5,1,9,0")),
        r#"line 1, column 5: expected a timer from 0 to 8, found "9""#
    );
    assert_eq!(
        error(day06("5,1\n2,8\n")),
        r#"line 2, column 1: expected end of input, found "2,8""#
    );
    assert_eq!(
        error(day06("")),
        "line 1: expected 1 line, found an empty input"
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

pub(crate) fn day07(input: &str) -> Result<Vec<u32>, ParseError> {
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
pub(crate) fn segments(word: Span) -> Result<u8, ParseError> {
    let bits = word.map_chars("a segment letter a to g", |c| "abcdefg".find(c))?;
    Ok(bits.into_iter().fold(0, |set, bit| set | 1 << bit))
}

/// Ten signal patterns and four output digits.
pub(crate) type Note = ([u8; 10], [u8; 4]);

pub(crate) fn day08(input: &str) -> Result<Vec<Note>, ParseError> {
    let patterns = parser(|patterns| patterns.list_n(Spaces, segments));
    let output = parser(|output| output.list_n(Spaces, segments));
    let note = parser(|line| line.pattern_with("{} | {}", (patterns, output)));
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
        // A tab where a space belongs, said as every other helper says it.
        r#"line 1, column 43: expected " ", found a tab"#
    );
    assert_eq!(
        error(day08(&format!("{line} ab"))),
        "line 1, column 62: expected 4 values separated by spaces, found 5 values"
    );
}

pub(crate) fn digit_grid(input: &str) -> Result<Grid<u8>, ParseError> {
    aoc_common::digit_grid(input)
}

#[test]
fn day09_heights() {
    let heights = digit_grid("83412\n90277\n").unwrap();
    assert_eq!(
        (heights.height(), heights.at(Point::new(4, 1))),
        (2, Some(&7))
    );
    assert_eq!(
        error(digit_grid("83412\n9027 \n7\n")),
        "line 2, column 5: expected a row of 5 characters, as on line 1, found 4 characters"
    );
    assert_eq!(
        error(digit_grid("83412\n90-77\n")),
        r#"line 2, column 3: expected a digit, found "-""#
    );
}

pub(crate) fn day10(input: &str) -> Result<Vec<Vec<char>>, ParseError> {
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

pub(crate) fn day11(input: &str) -> Result<Grid<u8>, ParseError> {
    grid_n::<_, 10, 10>(input, "a digit 0 to 9", aoc_common::digit)
}

#[test]
fn day11_octopuses() {
    let row = "7261540938\n";
    assert_eq!(
        day11(&row.repeat(10)).unwrap().at(Point::new(9, 9)),
        Some(&8)
    );
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

pub(crate) fn day12(input: &str) -> Result<Vec<(&str, &str)>, ParseError> {
    let letter = |c: char| c.is_ascii_alphabetic();
    let cave = parser(|cave| Ok(cave.only("a cave name of letters", letter)?.text()));
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
