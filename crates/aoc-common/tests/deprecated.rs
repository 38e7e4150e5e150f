//! The names kept for the parsers written with them: each still compiles
//! and gives what the name that replaced it gives, values and errors alike,
//! on good input and bad.

// A failed unwrap in a test is a failed test; the old names are what is
// tested here.
#![allow(clippy::unwrap_used, deprecated)]

use aoc_common::{ParseError, Span, lines};

/// The first line of `text`, or an empty line 1.
fn line(text: &str) -> Span<'_> {
    lines(text).next().unwrap_or(Span::line_of(1, ""))
}

/// Both results, as what a caller sees of them: the value, or the error's
/// sentence.
fn same<T: PartialEq + std::fmt::Debug>(old: Result<T, ParseError>, new: Result<T, ParseError>) {
    assert_eq!(
        old.map_err(|error| error.to_string()),
        new.map_err(|error| error.to_string())
    );
}

#[test]
fn hole_is_parser() {
    let old = aoc_common::hole(|name| Ok(name.text()));
    let new = aoc_common::parser(|name| Ok(name.text()));
    for text in ["kd-end", "kd end"] {
        same(
            line(text).pattern_with("{}-{}", (old, old)),
            line(text).pattern_with("{}-{}", (new, new)),
        );
    }
}

#[test]
fn the_labels_once_called_or_are_the_named_readers() {
    use aoc_common::{one_record_named, one_record_or, records_n_named, records_n_or};
    let start = |line: Span<'_>| line.pattern_numbers::<u8, 1>("Player 1: {}");
    for input in [
        "Player 1: 4\nPlayer 1: 8\n",
        "Player 1: 4\n\n",
        "Player 1: 4",
        "",
    ] {
        same(
            records_n_or::<_, 2>(input, "the start positions", start),
            records_n_named::<_, 2>(input, "the start positions", start),
        );
        same(
            one_record_or(input, "the polymer template", start),
            one_record_named(input, "the polymer template", start),
        );
    }
}

#[test]
fn next_or_rest_or_and_last_or_are_next_each_and_end_with() {
    let wall = |wall: Span<'_>| wall.literal("  ###");
    for input in [
        "#.A.#\n  ###\n",
        "#.A.#\n  #x#\n",
        "#.A.#\n  ###\n\n#\n",
        "#.A.#\n",
        "",
    ] {
        let (mut old, mut new) = (lines(input), lines(input));
        same(old.next_or("the hallway"), new.next_line("the hallway"));
        same(
            old.last_or("the bottom wall", wall),
            new.end_with("the bottom wall", wall),
        );
    }
    let board = |board: aoc_common::Section<'_>| board.records(|row| row.numbers::<u8>(" "));
    for input in [
        "7,4\n\n1 2\n3 4\n\n5 6\n",
        "7,4\n",
        "7,4\n\n1 x\n",
        "\n7,4\n",
        "7,4\n\n\n1 2\n",
    ] {
        let (mut old, mut new) = (aoc_common::sections(input), aoc_common::sections(input));
        same(
            old.next_or("the numbers drawn")
                .map(|draws| draws.first_line()),
            new.next_section("the numbers drawn")
                .map(|draws| draws.first_line()),
        );
        same(
            old.clone().rest_or("a board", board),
            new.clone().each_section("a board", board),
        );
        same(
            old.last_or("the boards", board),
            new.end_with("the boards", board),
        );
    }
}

#[test]
fn number_in_and_numbers_in_are_number_of_unnamed() {
    for text in ["7", "0", "11", "7x", "x", "99999999999", "-3"] {
        let piece = line(text);
        same(piece.number_in(1..=10_u64), piece.number_of(1..=10_u64, ""));
        same(piece.number_in(7..=7_i32), piece.number_of(7..=7_i32, ""));
    }
    for text in ["3,4,1", "3,4,9,1", "3,,4", "3;4", ""] {
        let piece = line(text);
        same(
            piece.numbers_in(",", 0..=8_u8),
            piece.list(",", |n| n.number_of(0..=8_u8, "")),
        );
    }
}

#[test]
fn pattern_map_is_pattern_with_an_array() {
    let room = aoc_common::parser(|room| room.one_of(&[("A", 0), ("B", 1), ("C", 2), ("D", 3)]));
    for text in [
        "###D#A#C#B###",
        "###D#A#CxB###",
        "###CAA#D#B###",
        "###D#A#C#Q###",
        "",
    ] {
        let piece = line(text);
        same(
            piece.pattern_map::<_, 4>("###{}#{}#{}#{}###", room),
            piece.pattern_with("###{}#{}#{}#{}###", [room; 4]),
        );
        same(
            piece.pattern_map::<_, 3>("###{}#{}#{}#{}###", room),
            piece.pattern_with("###{}#{}#{}#{}###", [room; 3]),
        );
    }
}

#[test]
fn one_of_or_is_one_of_or_else() {
    let registers = [("w", 0_i64), ("x", 1)];
    for text in ["x", "-7", "v", "x5", "7x", ""] {
        let piece = line(text);
        same(
            piece.one_of_or(&registers, Span::number),
            piece.one_of_or_else(&registers, Span::number),
        );
    }
}

#[test]
fn no_trailing_space_before_a_parser_is_strictly_where_one_fault_is() {
    use aoc_common::{no_trailing_space, records, sections, strictly};
    let numbers = |input| records(input, |line| line.number::<u32>());
    // With one fault or none, the same: the space, or the value.
    for input in ["1\n2\n", "1\r\n2\r\n", "1 \n2\n", "1\n2\t\n", ""] {
        same(
            no_trailing_space(input).and_then(numbers),
            strictly(input, numbers),
        );
        same(no_trailing_space(input), strictly(input, Ok));
    }
    // With two, the old call says the space first, wherever it is.
    assert_eq!(
        no_trailing_space("1\n2x\n3 \n")
            .and_then(numbers)
            .unwrap_err()
            .to_string(),
        r#"line 3, column 2: expected end of line, found " ""#
    );
    // A section's is each of its lines' own.
    for input in ["1 2\n3 4\n", "1 2 \n3 4\n", "1 2\n3 4\t\n"] {
        let section = sections(input).next().unwrap().unwrap();
        let lines: Result<Vec<_>, _> = section.lines().map(Span::no_trailing_space).collect();
        same(
            section
                .clone()
                .no_trailing_space()
                .map(|section| section.first_line()),
            lines.map(|_| 1),
        );
    }
}

#[test]
fn exactly_one_line_and_lines_n_count_before_they_read() {
    use aoc_common::{exactly, one_line, sections};
    let [first, second] = exactly::<2>("one\ntwo\n\n").unwrap();
    assert_eq!((first.text(), second.line()), ("one", 2));
    let error = exactly::<2>("one").unwrap_err();
    assert_eq!(error.to_string(), "line 2: expected 2 lines, found 1 line");
    let error = exactly::<2>("\none\ntwo").unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 1, column 1: expected 2 lines, found a blank line"
    );

    let line = one_line("3,4,3,1,2\n").unwrap();
    assert_eq!(line.numbers::<u8>(",").unwrap(), [3, 4, 3, 1, 2]);
    let error = one_line("\n5,1").unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 1, column 1: expected 1 line, found a blank line"
    );

    let section = sections("1 2\n3 4\n5 6\n").next().unwrap().unwrap();
    let error = section.lines_n::<2>().unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"line 3, column 1: expected a blank line after 2 lines, found "5 6""#
    );
    let error = section.lines_n::<5>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 4: expected 5 lines in this section, found 3 lines"
    );
    same(section.one_line(), section.one_record(Ok));
}

#[test]
fn indexed_and_the_function_one_of_are_table_and_words() {
    use aoc_common::{indexed, one_of, records, table, words};
    const REGISTERS: [(&str, usize); 4] = indexed(["w", "x", "y", "z"]);
    assert_eq!(REGISTERS, table(["w", "x", "y", "z"], [0, 1, 2, 3]));
    for text in ["inp y", "inp q"] {
        let [_, register] = line(text).split_n(" ").unwrap();
        same(
            register.one_of(&REGISTERS),
            register.one_of(&table(["w", "x", "y", "z"], [0, 1, 2, 3])),
        );
    }
    assert_eq!(
        line("q").one_of(&REGISTERS).unwrap_err().to_string(),
        r#"line 1, column 1: expected one of "w", "x", "y", "z", found "q""#
    );
    let (old, new) = (
        one_of([("on", true), ("off", false)]),
        words(["on", "off"], [true, false]),
    );
    for input in ["on 3\noff 4\n", "of 4\n"] {
        same(
            records(input, |line| {
                line.pattern_with("{} {}", (old, Span::number::<u8>))
            }),
            records(input, |line| {
                line.pattern_with("{} {}", (new, Span::number::<u8>))
            }),
        );
    }
}

#[test]
fn get_and_cells_are_at_and_iter_by_coordinates() {
    use aoc_common::{Point, digit_grid};
    let mut grid = digit_grid::<u8>("123\n456\n").unwrap();
    for y in -1..4_i32 {
        for x in -1..5_i32 {
            assert_eq!(grid.get(x, y), grid.at(Point::new(x, y)));
            assert_eq!(
                grid.get(i64::from(x), i64::from(y)),
                grid.at(Point::new(x, y))
            );
        }
    }
    assert_eq!(
        (grid.get(usize::MAX, 0), grid.get(i64::MIN, i64::MAX)),
        (None, None)
    );
    let by_coordinates: Vec<_> = grid.cells().map(|((x, y), &cell)| (x, y, cell)).collect();
    let by_points: Vec<_> = grid
        .iter()
        .map(|(at, &cell)| (at.x as usize, at.y as usize, cell))
        .collect();
    assert_eq!(by_coordinates, by_points);
    *grid.get_mut(1, 0).unwrap() = 0;
    assert_eq!(grid.get_mut(3, 0), None);
    assert_eq!(grid.at(Point::new(1, 0)), Some(&0));
    assert_eq!(
        grid.get_mut(2, 1).map(|cell| *cell),
        grid.at_mut(Point::new(2, 1)).map(|cell| *cell)
    );
}
