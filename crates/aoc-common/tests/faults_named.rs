//! Faults whose messages once named a symptom, or pointed away from the
//! fault: each written as a stranger would parse the day, each error
//! checked whole (line, column, what was expected, what was found).

// A failed unwrap in a test is a failed test.
#![allow(clippy::unwrap_used)]

use std::fmt::Debug;

use aoc_common::{
    LetterCase, ParseError, Span, lines, one_record, parser, records, sections, table,
};

/// The error's sentence, which says everything it holds.
fn error<T: Debug>(parsed: Result<T, ParseError>) -> String {
    parsed.unwrap_err().to_string()
}

/// The line's one piece of the input, for helpers called on a line.
fn line(text: &str) -> Span<'_> {
    lines(text).next().unwrap()
}

fn capital(c: char) -> Option<char> {
    c.is_ascii_uppercase().then_some(c)
}

/// Day 13 as the sections read it: dots, then the folds, the last section.
fn day13(input: &str) -> Result<(Vec<[u32; 2]>, Vec<u32>), ParseError> {
    let mut sections = sections(input);
    let dots = sections
        .next_section("the dots")?
        .records(|dot| dot.numbers_n::<u32, 2>(","))?;
    let fold = parser(|fold| {
        fold.pattern_with(
            "fold along {}={}",
            (
                parser(|axis| axis.one_of(&[("x", 0), ("y", 1)])),
                Span::number::<u32>,
            ),
        )
    });
    let folds = sections.end_with("fold lines", |folds| {
        folds.records(|line| fold(line).map(|(_, at)| at))
    })?;
    Ok((dots, folds))
}

#[test]
fn a_section_hint_only_where_a_new_section_could_start() {
    // A line like the one above it: the value is wrong, not the layout.
    assert_eq!(
        error(day13("6,10\n-6,10\n\nfold along y=7\n")),
        r#"line 2, column 1: expected an unsigned 32-bit integer, found "-6""#
    );
    // A line like no dot: it may be the next section with its blank line
    // missing, and the hint says so.
    assert_eq!(
        error(day13("6,10\nfold along y=7\n")),
        r#"line 2, column 1: expected an unsigned 32-bit integer, or a blank line above it to start the next section, found "fold along y=7""#
    );
    // Day 14's rules: a lower-case pair is a wrong letter.
    let mut rules = sections("NNCB\n\nCH -> B\nch -> B\n");
    rules.next_section("the template").unwrap();
    let pair = parser(|pair| pair.map_chars_n::<_, 2>("a capital letter", capital));
    let insert = parser(|insert| insert.one_char("a capital letter", capital));
    assert_eq!(
        error(rules.end_with("the rules", |rules| {
            rules.records(|line| line.pattern_with("{} -> {}", (pair, insert)))
        })),
        r#"line 4, column 1: expected a capital letter, found "c""#
    );
    // Day 19's beacons under a heading: a sign is still a number's start.
    let scanner = sections("--- scanner 0 ---\n404,-588,-901\n-6,x,1\n")
        .next_section("a scanner")
        .unwrap();
    assert_eq!(
        error(scanner.body_records(|beacon| beacon.numbers_n::<i32, 3>(","))),
        r#"line 3, column 4: expected a 32-bit integer, found "x""#
    );
}

#[test]
fn a_tab_is_named_where_a_space_belongs_whatever_reads_the_line() {
    let register = parser(|r| r.one_of(&table(["w", "x", "y", "z"], [0, 1, 2, 3])));
    let instruction = |text| {
        line(text)
            .case("inp {}", register, |r| (r, 0))
            .case("add {} {}", (register, Span::number::<i64>), |(r, n)| {
                (r, n)
            })
            .end()
    };
    // The word is right; the tab after it is the fault.
    assert_eq!(
        error(instruction("inp\tw")),
        r#"line 1, column 4: expected " ", found a tab"#
    );
    assert_eq!(
        error(instruction("add\tx 1")),
        r#"line 1, column 4: expected " ", found a tab"#
    );
    // The same words for the same fault, by every other way in.
    let command = parser(|word| word.one_of(&[("forward", 0), ("up", 1)]));
    assert_eq!(
        error(line("forward\t7").pattern_with("{} {}", (command, Span::number::<u32>))),
        r#"line 1, column 8: expected " ", found a tab"#
    );
    assert_eq!(
        error(line("forward\t7").split_once(" ")),
        r#"line 1, column 8: expected " ", found a tab"#
    );
    assert_eq!(
        error(line("add\tx 1").split_n::<3>(" ")),
        r#"line 1, column 4: expected " ", found a tab"#
    );
    let (op, _) = line("add\tx 1").split_once(" ").unwrap();
    assert_eq!(
        error(op.one_of(&table(["add", "mul"], [0, 1]))),
        r#"line 1, column 4: expected " ", found a tab"#
    );
}

#[test]
fn a_doubled_separator_is_the_fault_not_a_value_too_many() {
    let notes =
        "acedgfb cdfbe gcdfa fbcad dab cefabd cdfgeb eafb cagedb ab  | cdfeb fcadb cdfeb cdbaf";
    let words = parser(|words| words.list_n::<_, 10>(" ", |word| Ok(word.text())));
    let output = parser(|words| words.list_n::<_, 4>(" ", |word| Ok(word.text())));
    assert_eq!(
        error(line(notes).pattern_with("{} | {}", (words, output))),
        r#"line 1, column 60: expected a value (one " " between values), found " ""#
    );
    let (patterns, _) = line(notes).split_once(" | ").unwrap();
    assert_eq!(
        error(patterns.split_n::<10>(" ")),
        r#"line 1, column 60: expected a value (one " " between values), found " ""#
    );
}

#[test]
fn a_section_too_many_is_reported_at_itself() {
    // The blank line could have ended the input; the line after it cannot.
    assert_eq!(
        error(day13("6,10\n\nfold along y=7\n\nfold along x=5\n")),
        r#"line 5, column 1: expected end of input after fold lines, found "fold along x=5""#
    );
    // Blank lines at the end are still fine.
    assert_eq!(day13("6,10\n\nfold along y=7\n\n\n").unwrap().1, [7]);
}

#[test]
fn white_space_at_the_end_of_a_line_is_where_it_is() {
    let pair = parser(|pair| pair.map_chars_n::<_, 2>("a capital letter", capital));
    let insert = parser(|insert| insert.one_char("a capital letter", capital));
    let rules = |input| records(input, |line| line.pattern_with("{} -> {}", (pair, insert)));
    // The space is there; the letter after it is what is missing.
    assert_eq!(
        error(rules("CH -> B\nPB -> \n")),
        "line 2, column 7: expected a capital letter, found end of line"
    );
    assert_eq!(
        error(records("CH -> B\nPB -> \n", |line| {
            let [_, insert] = line.pattern("{} -> {}")?;
            insert.one_char("a capital letter", capital)
        })),
        "line 2, column 7: expected a capital letter, found end of line"
    );
    // Without the space, the space is what is missing.
    assert_eq!(
        error(rules("CH -> B\nPB ->\n")),
        r#"line 2, column 6: expected " ", found end of line"#
    );
    // A number missing after its separator, at the end of the line.
    assert_eq!(
        error(records("forward \n", |line| line.pattern_with(
            "{} {}",
            (parser(|w| Ok(w.text())), Span::number::<u32>)
        ))),
        "line 1, column 9: expected an unsigned 32-bit integer, found end of line"
    );
}

#[test]
fn a_name_in_one_case() {
    let cave = |name: Span| name.letter_case();
    let ends = |text| {
        let (from, to) = line(text).split_once("-")?;
        Ok::<_, ParseError>((cave(from)?, cave(to)?))
    };
    assert_eq!(
        ends("start-HN").unwrap(),
        (LetterCase::Lower, LetterCase::Upper)
    );
    assert_eq!(
        error(ends("kd-Nd")),
        r#"line 1, column 5: expected an upper-case letter, as the name starts, found "d""#
    );
    assert_eq!(
        error(ends("kD-HN")),
        r#"line 1, column 2: expected a lower-case letter, as the name starts, found "D""#
    );
    assert_eq!(
        error(ends("k1-HN")),
        r#"line 1, column 2: expected a lower-case letter, found "1""#
    );
    assert_eq!(
        error(ends("start-")),
        "line 1, column 7: expected a letter, upper-case or lower-case, found end of line"
    );
    assert_eq!(
        error(ends("-HN")),
        r#"line 1, column 1: expected a letter, upper-case or lower-case, found "-""#
    );
    assert_eq!(
        error(ends("é-HN")),
        r#"line 1, column 1: expected a letter, upper-case or lower-case, found "é""#
    );
}

#[test]
fn a_table_of_words_by_index() {
    // Deprecated, and working for the parsers written with it.
    #[allow(deprecated)]
    const REGISTERS: [(&str, usize); 4] = aoc_common::indexed(["w", "x", "y", "z"]);
    assert_eq!(REGISTERS, [("w", 0), ("x", 1), ("y", 2), ("z", 3)]);
    #[derive(Clone, Debug, PartialEq)]
    enum Operand {
        Register(usize),
        Number(i64),
    }
    // A table that fits the fallback, in one line.
    let registers = table(["w", "x", "y", "z"], [0, 1, 2, 3].map(Operand::Register));
    let operand =
        |piece: Span| piece.one_of_or_else(&registers, |n| n.number().map(Operand::Number));
    let [_, a, b] = line("add z -7").split_n(" ").unwrap();
    assert_eq!(
        (operand(a).unwrap(), operand(b).unwrap()),
        (Operand::Register(3), Operand::Number(-7))
    );
    let [_, _, b] = line("add z v").split_n(" ").unwrap();
    assert_eq!(
        error(operand(b)),
        r#"line 1, column 7: expected one of "w", "x", "y", "z", or a 64-bit integer, found "v""#
    );
    assert_eq!(
        error(one_record("q", |r| r.one_of(&REGISTERS))),
        r#"line 1, column 1: expected one of "w", "x", "y", "z", found "q""#
    );
}

/// Every error the manual's page on aoc-common shows is one these tests,
/// or the crate's documentation tests, produce word for word.
#[test]
fn the_manual_shows_errors_the_tests_produce() {
    let page = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/aoc-common.md"
    ))
    .unwrap();
    let block = page.split("```text\n").nth(1).unwrap();
    let shown: Vec<&str> = block.split("```").next().unwrap().lines().collect();
    assert!(shown.len() >= 10, "{shown:?}");
    let tests = [
        include_str!("shapes/main.rs"),
        include_str!("shapes/days_01_to_12.rs"),
        include_str!("shapes/days_13_to_25.rs"),
        include_str!("shapes/where_errors_point.rs"),
        include_str!("shapes/written_by_hand_before.rs"),
        include_str!("faults_named.rs"),
        include_str!("../src/lib.rs"),
        include_str!("../src/shapes.md"),
    ]
    .concat();
    for error in shown {
        assert!(
            tests.contains(error),
            "docs/aoc-common.md shows {error:?}, which no test checks"
        );
    }
}

/// What a sixth stranger met, each fault named at its column as the file
/// holds it, whichever helper reads it.
#[test]
fn a_space_a_missing_literal_and_a_case_are_named_where_they_are() {
    // Day 8: a word of letters a to g, words apart by one space.
    let letters = parser(|word| word.only("a letter from a to g", |c| ('a'..='g').contains(&c)));
    let words = parser(|words| words.list(" ", letters));
    let day08 = |input| records(input, |line| line.pattern_with("{} | {}", (words, words)));
    assert_eq!(
        error(day08(" be cfbegad | fdgacbe cefdb\n")),
        r#"line 1, column 1: expected a value (one " " between values), found " ""#
    );
    assert_eq!(
        error(day08("be cfbegad |  fdgacbe cefdb\n")),
        r#"line 1, column 14: expected a value (one " " between values), found " ""#
    );
    // Splitting by hand, each piece read by the day's own parser: the space
    // is named too.
    let by_hand = records(" be\n", |line| {
        line.split(' ').map(letters).collect::<Result<Vec<_>, _>>()
    });
    assert_eq!(
        error(by_hand),
        r#"line 1, column 1: expected a letter from a to g, found " ""#
    );
    // Day 22: the word is whole, the space after it missing.
    let switch = parser(|switch| switch.one_of(&[("on", true), ("off", false)]));
    let cuboid = parser(|cuboid| cuboid.pattern_numbers::<i32, 6>("x={}..{},y={}..{},z={}..{}"));
    assert_eq!(
        error(records("onx=-31..12,y=-8..40,z=-22..19\n", |line| {
            line.pattern_with("{} {}", (switch, cuboid))
        })),
        r#"line 1, column 3: expected " ", found "x=-31..12,y=-8..40,z=-22..19""#
    );
    // Day 23: a room holds one amphipod, then a wall.
    let kind = parser(|room| room.one_of(&[("A", 0), ("B", 1), ("C", 2), ("D", 3)]));
    assert_eq!(
        error(line("###CAA#D#B###").pattern_with("###{}#{}#{}#{}###", [kind; 4])),
        r###"line 1, column 5: expected "#", found "AA#D#B###""###
    );
    // Day 13 with cases: the first character that cannot belong.
    let fold = |input| {
        records(input, |line| {
            line.case("fold along x={}", Span::number::<u32>, |x| (0, x))
                .case("fold along y={}", Span::number::<u32>, |y| (1, y))
                .end()
        })
    };
    assert_eq!(
        error(fold("fold along z=7\n")),
        r#"line 1, column 12: expected "x=", or "y=", found "z=""#
    );
    let one_case = records("fold along z=7\n", |line| {
        line.case("fold along x={}", Span::number::<u32>, |x| x)
            .end()
    });
    assert_eq!(
        error(one_case),
        r#"line 1, column 12: expected "x=", found "z=""#
    );
    // White space at the end of a line is dropped, unless refused.
    assert_eq!(
        records("143 \n", |line| line.number::<u32>()).unwrap(),
        [143]
    );
    assert_eq!(
        error(records("143 \n", |line| line
            .no_trailing_space()?
            .number::<u32>())),
        r#"line 1, column 4: expected end of line, found " ""#
    );
    // One quoting style: a cursor's character as a template's text.
    assert_eq!(
        error(one_record("5", |line| line.read_with(|cursor| cursor.expect('[')))),
        r#"line 1, column 1: expected "[", found "5""#
    );
}

/// One fault, one error, whichever near-twin reads the line.
#[test]
fn twins_say_one_fault_the_same_way() {
    for (input, said) in [
        (
            "1,x,3",
            r#"line 1, column 3: expected an unsigned 8-bit integer (0 to 255), found "x""#,
        ),
        ("1;2,3", r#"line 1, column 2: expected ",", found ";2,3""#),
        ("1,2 ,3", r#"line 1, column 4: expected ",", found " ,3""#),
        (
            "1,2,",
            "line 1, column 5: expected an unsigned 8-bit integer (0 to 255), found end of line",
        ),
    ] {
        let line = line(input);
        let all = [
            line.numbers::<u8>(",").map(|_| ()),
            line.list(",", Span::number::<u8>).map(|_| ()),
            line.numbers_n::<u8, 3>(",").map(|_| ()),
            line.list_n::<_, 3>(",", Span::number::<u8>).map(|_| ()),
            line.pattern_numbers::<u8, 3>("{},{},{}").map(|_| ()),
            line.pattern_with("{},{},{}", [Span::number::<u8>; 3])
                .map(|_| ()),
            line.pattern_with(
                "{},{},{}",
                (Span::number::<u8>, Span::number::<u8>, Span::number::<u8>),
            )
            .map(|_| ()),
        ];
        for (twin, parsed) in all.into_iter().enumerate() {
            assert_eq!(error(parsed), said, "{input:?}, twin {twin}");
        }
    }
    // Two separators in a row: the lists name the missing value.
    let line = line("1,,3");
    for parsed in [
        line.numbers::<u8>(",").map(|_| ()),
        line.list(",", Span::number::<u8>).map(|_| ()),
        line.numbers_n::<u8, 3>(",").map(|_| ()),
        line.split_n::<3>(",").map(|_| ()),
    ] {
        assert_eq!(
            error(parsed),
            r#"line 1, column 3: expected a value (one "," between values), found ",""#
        );
    }
}
