//! Days 13 to 25: each parser, then its test.

use super::*;

/// A fold along `x=` (true) or `y=` (false) at a place.
pub(crate) type Fold = (bool, u32);

pub(crate) fn day13(input: &str) -> Result<(Vec<[u32; 2]>, Vec<Fold>), ParseError> {
    let axis = parser(|axis| axis.one_of(&[("x", true), ("y", false)]));
    let fold = parser(|line| line.pattern_with("fold along {}={}", (axis, Span::number)));
    let mut sections = sections(input);
    let dots = sections
        .next_section("dots x,y")?
        .records(|line| line.numbers_n(","))?;
    let folds = sections.end_with("fold lines", |folds| folds.records(fold))?;
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
        r#"line 3, column 6: expected "along ", found "at y=7""#
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
pub(crate) type Rule = ([u8; 2], u8);

pub(crate) fn day14(input: &str) -> Result<(Vec<u8>, Vec<Rule>), ParseError> {
    let element = |c: char| c.is_ascii_uppercase().then_some(c as u8);
    let pair = parser(|pair| pair.map_chars_n("a capital letter", element));
    let insert = parser(|insert| insert.one_char("a capital letter", element));
    let rule = parser(|rule| rule.pattern_with("{} -> {}", (pair, insert)));
    let mut sections = sections(input);
    let template = (sections.next_section("the polymer template")?)
        .one_record(|line| line.map_chars("a capital letter", element))?;
    sections.end_with("the rules", |rules| Ok((template, rules.records(rule)?)))
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
        r#"line 3, column 4: expected "-> ", found "=> ""#
    );
}

pub(crate) fn day15(input: &str) -> Result<Grid<u8>, ParseError> {
    grid(input, "a risk level 1 to 9", |c| {
        c.to_digit(10).filter(|&d| d > 0).map(|d| d as u8)
    })
}

#[test]
fn day15_risk() {
    assert_eq!(
        day15("52918\n17743\n").unwrap().at(Point::new(4, 0)),
        Some(&8)
    );
    assert_eq!(
        error(day15("52918\n17043\n")),
        r#"line 2, column 3: expected a risk level 1 to 9, found "0""#
    );
    assert_eq!(
        error(day15("\n")),
        "line 1, column 1: expected a grid (each cell a risk level 1 to 9), found a blank line"
    );
}

pub(crate) fn day16(input: &str) -> Result<Vec<u8>, ParseError> {
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

pub(crate) fn day17(input: &str) -> Result<[i32; 4], ParseError> {
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
        r#"line 1, column 7: expected " area: x=", found ": x=44..7""#
    );
    assert_eq!(
        error(day17("target area: x=44..71, y=-91.-63")),
        r#"line 1, column 30: expected ".", found "-""#
    );
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Snail {
    Regular(u8),
    Pair(Box<Snail>, Box<Snail>),
}

pub(crate) fn snail(cursor: &mut Cursor, depth: usize) -> Result<Snail, ParseError> {
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

pub(crate) fn day18(input: &str) -> Result<Vec<Snail>, ParseError> {
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

pub(crate) fn day19(input: &str) -> Result<Vec<Vec<[i32; 3]>>, ParseError> {
    sections(input).each_section("a scanner", |scanner| {
        let number = parser(|n| n.number_of(scanner.index()..=scanner.index(), "scanner"));
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

pub(crate) fn day20(input: &str) -> Result<(Vec<bool>, Grid<bool>), ParseError> {
    let pixel = |c| ['.', '#'].contains(&c).then_some(c == '#');
    let mut sections = sections(input);
    let algorithm: [bool; 512] = sections
        .next_section("the enhancement algorithm")?
        .one_record(|line| line.map_chars_n("'#' or '.'", pixel))?;
    let image = sections.end_with("the image", |image| image.grid("'#' or '.'", pixel))?;
    Ok((algorithm.to_vec(), image))
}

#[test]
fn day20_trench_map() {
    let algorithm = "#.".repeat(256);
    let (lookup, image) = day20(&format!("{algorithm}\n\n.#..#\n#####\n")).unwrap();
    assert_eq!(
        (lookup.len(), image.at(Point::new(1, 0))),
        (512, Some(&true))
    );
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

pub(crate) fn day21(input: &str) -> Result<[u8; 2], ParseError> {
    records_n(input, |line| {
        let player = parser(|n| n.number_of(line.line()..=line.line(), "player"));
        let start = parser(|start| start.number_of(1..=10, "a board position"));
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

pub(crate) type Cuboid = [i32; 6];

pub(crate) fn day22(input: &str) -> Result<Vec<(bool, Cuboid)>, ParseError> {
    let switch = parser(|switch| switch.one_of(&[("on", true), ("off", false)]));
    let cuboid = parser(|cuboid| cuboid.pattern_numbers("x={}..{},y={}..{},z={}..{}"));
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
        r#"line 1, column 10: expected ".", found "2""#
    );
}

pub(crate) fn day23(input: &str) -> Result<[[u8; 4]; 2], ParseError> {
    let kind = parser(|room| room.one_of(&[("A", 0), ("B", 1), ("C", 2), ("D", 3)]));
    let mut lines = lines(input);
    lines.next_line("the top wall")?.literal("#############")?;
    lines.next_line("the hallway")?.literal("#...........#")?;
    let mut rooms = |row| {
        lines
            .next_line("a row of rooms")?
            .pattern_with(row, [kind; 4])
    };
    let rooms = [rooms("###{}#{}#{}#{}###")?, rooms("  #{}#{}#{}#{}#")?];
    lines.end_with("the bottom wall", |wall| wall.literal("  #########"))?;
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
        r##"line 2, column 3: expected "..........#", found "x.........#""##
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
pub(crate) enum Operand {
    Register(usize),
    Number(i64),
}

pub(crate) const REGISTERS: [(&str, usize); 4] = [("w", 0), ("x", 1), ("y", 2), ("z", 3)];

/// The registers as operands.
pub(crate) const OPERANDS: [(&str, Operand); 4] = [
    ("w", Operand::Register(0)),
    ("x", Operand::Register(1)),
    ("y", Operand::Register(2)),
    ("z", Operand::Register(3)),
];

/// An operation, its register, and its second operand if it has one.
pub(crate) type Instruction<'a> = (&'a str, usize, Option<Operand>);

/// `inp a` is told apart by its first word, at no cost; the others share a
/// shape, their operation a word from a set.
pub(crate) fn day24(input: &str) -> Result<Vec<Instruction<'_>>, ParseError> {
    let op = parser(|op| op.one_of(&["add", "mul", "div", "mod", "eql"].map(|op| (op, op))));
    let reg = parser(|r| r.one_of(&REGISTERS));
    let val = parser(|b| b.one_of_or_else(&OPERANDS, |b| b.number().map(Operand::Number)));
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
pub(crate) enum Cucumber {
    East,
    South,
    Empty,
}

pub(crate) fn day25(input: &str) -> Result<Grid<Cucumber>, ParseError> {
    use Cucumber::*;
    grid(input, "'>', 'v' or '.'", |c| {
        ">v.".find(c).map(|i| [East, South, Empty][i])
    })
}

#[test]
fn day25_sea_cucumbers() {
    let herd = day25(".>v..>>v.v\n").unwrap();
    assert_eq!(
        (herd.at(Point::new(1, 0)), herd.at(Point::new(2, 0))),
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
