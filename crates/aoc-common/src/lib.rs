//! # aoc-common
//!
//! Parsing for Advent of Code inputs, in a few lines a day, with errors that
//! say where: every helper returns a [`ParseError`] that names the line, the
//! column, what was found and what was expected. Nothing here panics,
//! whatever the input.
//!
//! ## Where an error points
//!
//! At the first line, in reading order, where the input stops being valid;
//! within it, at the first character that cannot belong to a valid line, or
//! at the start of the offending token (a bad number or word), never at a
//! later field or a later line. A blank line where content was expected is
//! reported at that blank line; a section after the last one, at its first
//! line (the blank lines before it could have ended the input). White space
//! at the end of a line counts: in `PB -> ` the missing letter is at
//! column 7, after the space. A tab is named as one: `found a tab`. Every
//! error about a line that is there has a column (1 when the whole line is
//! at fault); only a line missing because the input ended has none. Where a count is wrong, the error says how many
//! there were: `expected 5 values separated by spaces, found 4 values`.
//!
//! Errors cost nothing until they happen: on input that parses, nothing is
//! formatted, counted or allocated for an error (a [`Span`] works out its
//! column only for one), numbers are read from bytes with overflow checks,
//! and ASCII text takes fast paths. `just bench-parse` times six input
//! shapes against plain std parsing of the same text.
//!
//! ## The pieces
//!
//! Every helper, each with a one-line example (the block under the table
//! runs every one of them on real data). Use the ones that read each line
//! before they look for more lines or values ([`one_record`], [`records_n`],
//! `.one_record`, `.pattern_with`), so the first mistake in reading order is
//! the one reported.
//!
//! ### Which helper?
//!
//! One helper per job; its near-twins are there for something else, and
//! report the same fault differently, so pick by the job:
//!
//! | the job | use | its twins, and what they are for |
//! |---|---|---|
//! | a value per line | [`records`] | none |
//! | the input's one line | [`one_record`] | [`one_line`] counts the lines before you read the line: a surplus line 2 is reported before a mistake on line 1. Use it only when the line is read later, or not at all |
//! | a fixed number of lines, one shape | [`records_n`] | [`exactly`] hands back `N` lines to read yourself, counted first (the same for `.lines_n` and `.one_line` of a [`Section`]) |
//! | lines of different shapes | [`lines`], then `.next_or`, `.last_or` | [`exactly`], when a wrong count should be reported before what is on the lines |
//! | a line of fields of different kinds | [`Span::pattern_with`] | [`Span::pattern_numbers`] is the same when every hole is a number, [`Span::pattern_map`] when every hole has one parser; [`Span::pattern`] gives the holes unread, the whole template matched first, for holes kept as text |
//! | lines of several shapes | [`Span::case`] | none |
//! | a word from a set | [`Span::one_of`] ([`indexed`] for a table of words) | [`Span::one_of_or`] when it may be something else instead: a register or a number |
//! | a name in one case | [`Span::letter_case`] | [`Span::only`] for any rule about its characters |
//! | one character | [`Span::one_char`] | [`Span::map_chars_n`] for `N` of them, [`Span::map_chars`] for any number |
//!
//! A parser passed as a closure to a template goes through [`hole`], which
//! only names its parameter's type (a [`Span`]) so Rust can infer the rest;
//! a function such as `Span::number::<u32>` needs no `hole`.
//!
//! ### Every helper
//!
//! | call | example | you get |
//! |---|---|---|
//! | **the input** | | |
//! | [`records`] | `records(input, \|line\| line.number::<u32>())?` | one value per line (blank lines only at the end) |
//! | [`one_record`] | `one_record(input, \|line\| line.numbers::<u8>(","))?` | the one line's value, read before more lines are looked for |
//! | [`records_n`] | `records_n::<u8, 2>(input, \|line\| line.number_in(1..=10))?` | exactly `N` values, one per line, each read before the next |
//! | [`lines`] | `let mut lines = lines(input);` | every line, as [`Lines`] |
//! | [`sections`] | `let mut sections = sections(input);` | blocks separated by one blank line, as [`Sections`] |
//! | [`grid`] | `grid(input, "a digit", \|c\| c.to_digit(10))?` | a [`Grid`] of cells, every row as wide as the first |
//! | [`grid_n`] | `grid_n::<_, 3, 2>(input, "a digit", \|c\| c.to_digit(10))?` | a [`Grid`] of a fixed size |
//! | [`exactly`], [`one_line`] | `let [top, hall] = exactly::<2>(input)?;` | `N` lines, or the one line, counted before you read them (see [which helper](#which-helper)) |
//! | **[`Lines`]** | | |
//! | `.next_or` | `lines.next_or("the hallway")?.literal("#...#")?` | the next line (blank or not), or an error where the input ended |
//! | `.last_or` | `lines.last_or("the bottom wall", \|wall\| wall.literal("  ###"))?` | the next line through your `f`, then nothing more |
//! | `.end` | `lines.end()?` | nothing more (blank lines only) |
//! | **[`Sections`]** | | |
//! | `.next_or` | `let draws = sections.next_or("the numbers drawn")?;` | the next section |
//! | `.rest_or` | `sections.rest_or("a board", \|board\| board.records_n(\|row\| row.numbers_n(Spaces)))?` | every section left, each through your `f` (one at least) |
//! | `.last_or` | `sections.last_or("the folds", \|folds\| folds.records(fold))?` | the next section through your `f`, then nothing more |
//! | `.end` | `sections.end()?` | nothing more |
//! | **a [`Section`]** | | |
//! | `.one_record` | `draws.one_record(\|line\| line.numbers::<u8>(","))?` | its one line's value, read before more lines are looked for |
//! | `.records` | `dots.records(\|line\| line.numbers_n::<u32, 2>(","))?` | one value per line |
//! | `.records_n` | `board.records_n::<[u8; 2], 2>(\|row\| row.numbers_n(Spaces))?` | exactly `N` values, one per line |
//! | `.grid` | `image.grid("'#' or '.'", \|c\| "#.".find(c))?` | a [`Grid`] of the section's lines |
//! | `.heading` | `scanner.heading().pattern_numbers::<u32, 1>("--- scanner {} ---")?` | its first line |
//! | `.index` | `let number = scanner.index();` | its place among the sections, from 0: day 19's scanner numbers |
//! | `.body_records` | `scanner.body_records(\|beacon\| beacon.numbers_n::<i32, 3>(","))?` | one value per line under the heading (one at least) |
//! | `.lines`, `.lines_n`, `.one_line` | `let [row] = draws.lines_n::<1>()?;` | its lines, `N` of them, or the one, counted before you read them |
//! | **a line or piece ([`Span`])** | | |
//! | `.number` | `line.number::<u32>()?` | an integer: digits only, `-` if signed, in the type's range |
//! | `.number_in` | `line.number_in(1..=10)?` | an integer in a range |
//! | `.number_of` | `line.number_of(1..=10, "a board position")?` | the same, an error naming what the number is |
//! | `.numbers` | `line.numbers::<u8>(",")?` | a `Vec` of numbers between separators |
//! | `.numbers_n` | `row.numbers_n::<u8, 5>(Spaces)?` | exactly `N` numbers, as an array |
//! | `.split` | `line.split(',').count()` | the pieces between separators, still located |
//! | `.split_n` | `let [op, a, b] = line.split_n(" ")?;` | exactly `N` pieces |
//! | `.split_once` | `let (from, to) = line.split_once("-")?;` | the pieces before and after the first separator |
//! | `.list` | `line.list(" ", \|word\| word.only("letters", char::is_alphabetic))?` | a `Vec`, each piece through your `f` |
//! | `.list_n` | `line.list_n::<_, 2>(Spaces, \|word\| Ok(word.text().len()))?` | exactly `N`, each piece through your `f` |
//! | `.pattern_numbers` | `line.pattern_numbers::<i32, 4>("x={}..{}, y={}..{}")?` | the holes of a template, as numbers |
//! | `.pattern` | `let [pair, insert] = line.pattern("{} -> {}")?;` | the holes of a template, as pieces |
//! | `.pattern_with` | `line.pattern_with("fold along {}={}", (axis, Span::number::<u32>))?` | each hole through its own parser, as it is taken |
//! | `.pattern_map` | `line.pattern_map::<_, 4>("#{}#{}#{}#{}#", kind)?` | each hole through one parser, as it is taken |
//! | [`hole`] | `let cave = hole(\|name\| Ok(name.text()));` | a closure to parse a hole (or a line), its parameter typed for you; it may return text of the input |
//! | `.case` | `line.case("inp {}", register, Inp).case("add {} {}", (register, Span::number), \|(a, b)\| Add(a, b)).end()?` | the first of several templates that fits, each with its own parsers |
//! | `.strip_prefix` | `line.strip_prefix("fold along ")?` | the rest after a fixed beginning |
//! | `.literal` | `line.literal("#...........#")?` | a check of a fixed line |
//! | `.one_of` | `word.one_of(&[("on", true), ("off", false)])?` | the value of a word from a set |
//! | `.one_of_or` | `operand.one_of_or(&registers, \|n\| n.number().map(Operand::Number))?` | the value of a word from a set, or else your `f`'s |
//! | [`indexed`] | `const REGISTERS: [(&str, usize); 4] = indexed(["w", "x", "y", "z"]);` | each word with its index, for `.one_of` and `.one_of_or` |
//! | `.letter_case` | `cave.letter_case()? == LetterCase::Upper` | the [`LetterCase`] of a name all upper-case or all lower-case |
//! | `.only` | `line.only("letters", \|c\| c.is_ascii_alphabetic())?` | the piece, every character checked |
//! | `.map_chars` | `line.map_chars("a hexadecimal digit", \|c\| c.to_digit(16))?` | a `Vec`, each character through your `f` |
//! | `.map_chars_n` | `pair.map_chars_n::<_, 2>("a capital letter", letter)?` | exactly `N` characters, each through your `f` |
//! | `.one_char` | `insert.one_char("a capital letter", letter)?` | the one character, through your `f` |
//! | `.chars` | `line.chars().map(\|c\| c.column()).last()` | each character as a piece |
//! | `.parse` | `line.parse::<f64>("a decimal number")?` | any `FromStr` type |
//! | `.trim` | `line.trim()` | the piece without white space at its ends |
//! | `.read_with` | `line.read_with(\|cursor\| cursor.take("a digit", \|c\| c.to_digit(10)))?` | the whole piece read with a [`Cursor`], for nested grammars |
//! | `.cursor` | `let mut cursor = line.cursor();` | a [`Cursor`] at the piece's start |
//! | `.text`, `.line`, `.column` | `(line.text(), line.line(), line.column())` | where the piece is, and what |
//! | `.error` | `high.error(format!("a number of at least {low}"))` | your own located [`ParseError`] |
//! | **a [`Cursor`]** | | |
//! | `.peek`, `.eat`, `.expect` | `if cursor.eat('[') { cursor.expect(']')?; }` | look at, take, or require the next character |
//! | `.take` | `cursor.take("a digit", \|c\| c.to_digit(10))?` | the next character through your `f` |
//! | `.end` | `cursor.end()?` | nothing left |
//! | **a [`Grid`]** | | |
//! | `.get`, `.width`, `.height` | `heights.get(x, y)` | a cell (`None` off the grid), the size |
//! | `.rows`, `.cells` | `heights.cells().filter(\|&(_, &h)\| h == 9).count()` | every row; every cell with its `(x, y)` |
//!
//! Each example, run:
//!
//! ```
//! # use aoc_common::*;
//! # #[derive(Clone, Debug, PartialEq)] enum Operand { Register(usize), Number(i64) }
//! # #[derive(Debug, PartialEq)] enum Instruction { Inp(usize), Add(usize, i64) }
//! # use Instruction::*;
//! let input = "199\n200\n";
//! assert_eq!(records(input, |line| line.number::<u32>())?, [199, 200]);
//! let input = "3,4,3\n";
//! assert_eq!(one_record(input, |line| line.numbers::<u8>(","))?, [3, 4, 3]);
//! let input = "4\n8\n";
//! assert_eq!(records_n::<u8, 2>(input, |line| line.number_in(1..=10))?, [4, 8]);
//! let input = "219\n398\n";
//! assert_eq!(grid(input, "a digit", |c| c.to_digit(10))?.get(1, 1), Some(&9));
//! assert_eq!(grid_n::<_, 3, 2>(input, "a digit", |c| c.to_digit(10))?.height(), 2);
//! let [top, hall] = exactly::<2>(input)?;
//! assert_eq!((top.text(), hall.line()), ("219", 2));
//!
//! let input = "#####\n#...#\n";
//! let mut lines = lines(input);
//! assert_eq!(lines.next_or("the top wall")?.text(), "#####");
//! lines.next_or("the hallway")?.literal("#...#")?;
//! lines.end()?;
//! let mut lines = aoc_common::lines("#...#\n  ###\n");
//! lines.next_or("the hallway")?;
//! lines.last_or("the bottom wall", |wall| wall.literal("  ###"))?;
//!
//! let input = "7,4\n\n1 2\n3 4\n\n5 6\n7 8\n";
//! let mut sections = sections(input);
//! let draws = sections.next_or("the numbers drawn")?;
//! assert_eq!(draws.one_record(|line| line.numbers::<u8>(","))?, [7, 4]);
//! let [row] = draws.lines_n::<1>()?;
//! let boards = sections.rest_or("a board", |board| board.records_n(|row| row.numbers_n(Spaces)))?;
//! assert_eq!((row.text(), boards), ("7,4", vec![[[1, 2], [3, 4]], [[5, 6], [7, 8]]]));
//! let board = aoc_common::sections("1 2\n3 4\n").next_or("a board")?;
//! assert_eq!(board.records_n::<[u8; 2], 2>(|row| row.numbers_n(Spaces))?, [[1, 2], [3, 4]]);
//! sections.end()?;
//! let mut sections = aoc_common::sections("6,10\n\nfold along y=7\n");
//! sections.next_or("the dots")?;
//! let fold = hole(|fold| fold.pattern_with("fold along y={}", Span::number::<u32>));
//! assert_eq!(sections.last_or("the folds", |folds| folds.records(fold))?, [7]);
//!
//! let dots = aoc_common::sections("6,10\n0,14\n").next_or("dots")?;
//! assert_eq!(dots.records(|line| line.numbers_n::<u32, 2>(","))?, [[6, 10], [0, 14]]);
//! let image = aoc_common::sections("#.\n.#\n").next_or("the image")?;
//! assert_eq!(image.grid("'#' or '.'", |c| "#.".find(c))?.get(1, 0), Some(&1));
//! let scanner = aoc_common::sections("--- scanner 3 ---\n1,2,3\n").next_or("a scanner")?;
//! assert_eq!(scanner.heading().pattern_numbers::<u32, 1>("--- scanner {} ---")?, [3]);
//! assert_eq!(scanner.body_records(|beacon| beacon.numbers_n::<i32, 3>(","))?, [[1, 2, 3]]);
//! let number = scanner.index();
//! assert_eq!(number, 0);
//!
//! let line = Span::line_of(1, "42");
//! assert_eq!((line.number::<u32>()?, line.parse::<f64>("a decimal number")?), (42, 42.0));
//! let line = Span::line_of(1, "7");
//! assert_eq!(line.number_in(1..=10)?, 7);
//! assert_eq!(line.number_of(1..=10, "a board position")?, 7);
//! let line = Span::line_of(1, "1,2,3");
//! assert_eq!((line.numbers::<u8>(",")?, line.split(',').count()), (vec![1, 2, 3], 3));
//! let row = Span::line_of(1, " 1  2 3  4  5");
//! assert_eq!(row.numbers_n::<u8, 5>(Spaces)?, [1, 2, 3, 4, 5]);
//! let line = Span::line_of(1, "add x 7");
//! let [op, a, b] = line.split_n(" ")?;
//! assert_eq!((op.text(), a.text(), b.text()), ("add", "x", "7"));
//! let line = Span::line_of(1, "start-A");
//! let (from, to) = line.split_once("-")?;
//! assert_eq!((from.text(), to.column()), ("start", 7));
//! let line = Span::line_of(1, "ab cd");
//! assert_eq!(line.list(" ", |word| word.only("letters", char::is_alphabetic))?.len(), 2);
//! assert_eq!(line.list_n::<_, 2>(Spaces, |word| Ok(word.text().len()))?, [2, 2]);
//! let line = Span::line_of(1, "x=20..30, y=-10..-5");
//! assert_eq!(line.pattern_numbers::<i32, 4>("x={}..{}, y={}..{}")?, [20, 30, -10, -5]);
//! let line = Span::line_of(1, "CH -> B");
//! let [pair, insert] = line.pattern("{} -> {}")?;
//! assert_eq!((pair.text(), insert.text()), ("CH", "B"));
//! let letter = |c: char| c.is_ascii_uppercase().then_some(c);
//! assert_eq!(pair.map_chars_n::<_, 2>("a capital letter", letter)?, ['C', 'H']);
//! assert_eq!(insert.one_char("a capital letter", letter)?, 'B');
//! let axis = hole(|axis| axis.one_of(&[("x", 0), ("y", 1)]));
//! let line = Span::line_of(1, "fold along y=7");
//! assert_eq!(line.pattern_with("fold along {}={}", (axis, Span::number::<u32>))?, (1, 7));
//! assert_eq!(line.strip_prefix("fold along ")?.text(), "y=7");
//! let kind = hole(|room| room.one_of(&[("A", 0), ("B", 1), ("C", 2), ("D", 3)]));
//! let line = Span::line_of(1, "#D#A#C#B#");
//! assert_eq!(line.pattern_map::<_, 4>("#{}#{}#{}#{}#", kind)?, [3, 0, 2, 1]);
//! let cave = hole(|name| Ok(name.text()));
//! let line = Span::line_of(1, "start-QX");
//! assert_eq!(line.pattern_with("{}-{}", (cave, cave))?, ("start", "QX"));
//! let register = hole(|r| r.one_of(&[("w", 0_usize), ("x", 1)]));
//! let line = Span::line_of(1, "add x -7");
//! let instruction = line.case("inp {}", register, Inp).case("add {} {}", (register, Span::number), |(a, b)| Add(a, b)).end()?;
//! assert_eq!(instruction, Add(1, -7));
//! let line = Span::line_of(1, "#...........#");
//! line.literal("#...........#")?;
//! let word = Span::line_of(1, "off");
//! assert!(!word.one_of(&[("on", true), ("off", false)])?);
//! let registers = [("w", Operand::Register(0)), ("x", Operand::Register(1))];
//! let operand = Span::line_of(1, "-7");
//! assert_eq!(operand.one_of_or(&registers, |n| n.number().map(Operand::Number))?, Operand::Number(-7));
//! const REGISTERS: [(&str, usize); 4] = indexed(["w", "x", "y", "z"]);
//! assert_eq!(Span::line_of(1, "y").one_of(&REGISTERS)?, 2);
//! let cave = Span::line_of(1, "HN");
//! assert!(cave.letter_case()? == LetterCase::Upper);
//! let line = Span::line_of(1, "kd");
//! assert_eq!(line.only("letters", |c| c.is_ascii_alphabetic())?.text(), "kd");
//! let line = Span::line_of(1, "C2");
//! assert_eq!(line.map_chars("a hexadecimal digit", |c| c.to_digit(16))?, [12, 2]);
//! assert_eq!(line.chars().map(|c| c.column()).last(), Some(2));
//! let line = Span::line_of(1, "  kd ");
//! assert_eq!(line.trim().column(), 3);
//! let line = Span::line_of(1, "7");
//! assert_eq!(line.read_with(|cursor| cursor.take("a digit", |c| c.to_digit(10)))?, 7);
//! assert_eq!((line.text(), line.line(), line.column()), ("7", 1, 1));
//! let (low, high) = (9, line);
//! let error = high.error(format!("a number of at least {low}"));
//! assert_eq!(error.to_string(), r#"line 1, column 1: expected a number of at least 9, found "7""#);
//!
//! let line = Span::line_of(1, "[]");
//! let mut cursor = line.cursor();
//! if cursor.eat('[') { cursor.expect(']')?; }
//! cursor.end()?;
//! let line = Span::line_of(1, "[1,2]");
//! let mut cursor = line.cursor();
//! assert!(cursor.eat('[') && cursor.peek() == Some('1'));
//! assert_eq!(cursor.take("a digit", |c| c.to_digit(10))?, 1);
//! # cursor.expect(',')?; cursor.take("a digit", |c| c.to_digit(10))?; cursor.expect(']')?;
//! cursor.end()?;
//!
//! let heights = grid("219\n398\n", "a digit", |c| c.to_digit(10))?;
//! let (x, y) = (1, 1);
//! assert_eq!((heights.get(x, y), heights.width(), heights.height()), (Some(&9), 3, 2));
//! assert_eq!(heights.cells().filter(|&(_, &h)| h == 9).count(), 2);
//! assert_eq!(heights.rows().count(), 2);
//! # Ok::<(), ParseError>(())
//! ```
//!
//! Separators: a `&str` or `char` (each one splits), [`Spaces`] (runs of
//! spaces, none at the ends: day 4's right-aligned rows), [`Whitespace`]
//! (runs of any white space, tabs too).
//!
//! A solution with nothing to answer returns [`NoAnswer`]; a part not written
//! yet returns [`NotSolved`]; the runner turns any answer into text with
//! [`Answer`]. A day's tests check it on the puzzle's examples with
//! [`examples::check`].
//!
//! ## Every shape of 2021 in a few lines
//!
//! Day 1, a number per line, and day 2, a word from a set and a number.
//! A line of fields of different kinds is a template with one parser per
//! hole ([`Span::pattern_with`]): each field is checked as it is taken, so
//! in `fwd7` the unknown word is reported before the missing space. A
//! closure that parses a hole is wrapped in [`hole`], which gives its
//! parameter's type.
//!
//! ```
//! # use aoc_common::*;
//! let depths = records("199\n200\n", |line| line.number::<u32>())?;
//! let command = hole(|word| word.one_of(&[("forward", 0), ("down", 1), ("up", -1)]));
//! let commands = records("forward 7\nup 2\n", |line| line.pattern_with("{} {}", (command, Span::number::<u32>)))?;
//! assert_eq!((depths[1], commands[1]), (200, (-1, 2)));
//!
//! let error = records("forward 7\nfwd7\n", |line| line.pattern_with("{} {}", (command, Span::number::<u32>)));
//! assert_eq!(error.unwrap_err().to_string(), r#"line 2, column 1: expected one of "forward", "down", "up", found "fwd""#);
//! # Ok::<(), ParseError>(())
//! ```
//!
//! Day 13's folds and day 14's rules, holes of different kinds (one
//! character is [`Span::one_char`]); day 8, two lists of words; day 12,
//! names kept as text of the input, big or small by [`Span::letter_case`].
//! A template of one hole takes its parser alone, and a `hole` can be the
//! parser of a whole line.
//!
//! ```
//! # use aoc_common::*;
//! let axis = hole(|axis| axis.one_of(&[("x", 'x'), ("y", 'y')]));
//! let fold = hole(|line| line.pattern_with("fold along {}={}", (axis, Span::number::<u32>)));
//! let folds = records("fold along y=7\n", fold)?;
//! let letter = |c: char| c.is_ascii_uppercase().then_some(c);
//! let pair = hole(|pair| pair.map_chars_n::<_, 2>("a capital letter", letter));
//! let insert = hole(|insert| insert.one_char("a capital letter", letter));
//! let rules = records("CH -> B\n", |line| line.pattern_with("{} -> {}", (pair, insert)))?;
//! let words = hole(|words| Ok(words.split(Spaces).count()));
//! let notes = records("be cfbegad | fdgacbe cefdb\n", |line| line.pattern_with("{} | {}", (words, words)))?;
//! let cave = hole(|name| Ok((name.text(), name.letter_case()? == LetterCase::Upper)));
//! let paths = records("start-A\nA-end\n", |line| line.pattern_with("{}-{}", (cave, cave)))?;
//! assert_eq!((folds[0], rules[0], notes[0], paths[1]), (('y', 7), (['C', 'H'], 'B'), (2, 2), (("A", true), ("end", false))));
//! let scanner = one_record("--- scanner 3 ---", |line| line.pattern_with("--- scanner {} ---", Span::number::<u32>))?;
//! assert_eq!(scanner, 3);
//!
//! let error = records("fold along z=7\n", fold);
//! assert_eq!(error.unwrap_err().to_string(), r#"line 1, column 12: expected one of "x", "y", found "z""#);
//! let error = records("CH -> 7\n", |line| line.pattern_with("{} -> {}", (pair, insert)));
//! assert_eq!(error.unwrap_err().to_string(), r#"line 1, column 7: expected a capital letter, found "7""#);
//! let error = records("be cfbegad fdgacbe cefdb\n", |line| line.pattern_with("{} | {}", (
//!     hole(|words| words.list_n::<_, 2>(Spaces, |word| Ok(word.text()))),
//!     hole(|words| words.list_n::<_, 2>(Spaces, |word| Ok(word.text()))),
//! )));
//! assert_eq!(
//!     error.unwrap_err().to_string(),
//!     r#"line 1, column 12: expected 2 values separated by spaces, then " | ", found 4 values"#,
//! );
//! # Ok::<(), ParseError>(())
//! ```
//!
//! Day 24, lines of several shapes: the first template that fits
//! ([`Span::case`]). Cases told apart by their first word cost nothing.
//!
//! ```
//! # use aoc_common::*;
//! #[derive(Debug, PartialEq)]
//! enum Instruction { Inp(usize), Op(&'static str, usize, i64) }
//! let op = hole(|op| op.one_of(&["add", "mul", "div", "mod", "eql"].map(|op| (op, op))));
//! let reg = hole(|r| r.one_of(&indexed(["w", "x", "y", "z"])));
//! let instruction = hole(|line| {
//!     line.case("inp {}", reg, Instruction::Inp)
//!         .case("{} {} {}", (op, reg, Span::number), |(o, a, b)| Instruction::Op(o, a, b))
//!         .end()
//! });
//! assert_eq!(records("inp w\nmul x 0\n", instruction)?[1], Instruction::Op("mul", 1, 0));
//!
//! let error = records("inp w\nsub x 1\n", instruction).unwrap_err();
//! assert_eq!(error.to_string(), r#"line 2, column 1: expected "inp", or one of "add", "mul", "div", "mod", "eql", found "sub""#);
//! # Ok::<(), ParseError>(())
//! ```
//!
//! Day 5 in one line, day 17 in one, day 22 in three:
//!
//! ```
//! # use aoc_common::*;
//! let vents = records("3,17 -> 3,42\n", |line| line.pattern_numbers::<u32, 4>("{},{} -> {},{}"))?;
//! let target = one_record("target area: x=44..71, y=-91..-63", |line| {
//!     line.pattern_numbers::<i32, 4>("target area: x={}..{}, y={}..{}")
//! })?;
//! let switch = hole(|switch| switch.one_of(&[("on", true), ("off", false)]));
//! let cuboid = hole(|cuboid| cuboid.pattern_numbers::<i32, 6>("x={}..{},y={}..{},z={}..{}"));
//! let steps = records("on x=-31..12,y=-8..40,z=-22..19\n", |line| line.pattern_with("{} {}", (switch, cuboid)))?;
//! assert_eq!((vents[0][3], target[2], steps[0].1[5]), (42, -91, 19));
//!
//! let error = records("on x=-31..12,y=-8..40,z=-22.19\n", |line| line.pattern_with("{} {}", (switch, cuboid)));
//! assert_eq!(error.unwrap_err().to_string(), r#"line 1, column 29: expected ".", found "19""#);
//! # Ok::<(), ParseError>(())
//! ```
//!
//! Days 3, 9, 11, 15, 25: a grid of characters mapped to values.
//!
//! ```
//! # use aoc_common::*;
//! let heights = grid("2199\n3987\n", "a digit", |c| c.to_digit(10))?;
//! let herd = grid(">v.\n..>\n", "'>', 'v' or '.'", |c| ">v.".find(c))?;
//! assert_eq!((heights.get(1, 1), herd.get(2, 1)), (Some(&9), Some(&0)));
//! # Ok::<(), ParseError>(())
//! ```
//!
//! Day 4: sections, a comma list, then at least one board of five
//! right-aligned rows. Day 13 and day 20 end with a section read by
//! [`Sections::last_or`], which checks nothing follows it; a line that
//! should have started a new section is named.
//!
//! ```
//! # use aoc_common::*;
//! let input = "7,4,9\n\n22 13 17 11  0\n 8  2 23  4 24\n21  9 14 16  7\n 6 10  3 18  5\n 1 12 20 15 19\n";
//! let mut sections = sections(input);
//! let draws = sections.next_or("the numbers drawn")?.one_record(|line| line.numbers::<u8>(","))?;
//! let boards: Vec<[[u8; 5]; 5]> =
//!     sections.rest_or("a board", |board| board.records_n(|row| row.numbers_n(Spaces)))?;
//! assert_eq!((draws.len(), boards[0][1][0]), (3, 8));
//!
//! let error = aoc_common::sections("7,4,9\n\n 1  2\n").nth(1).unwrap()?
//!     .records_n::<[u8; 5], 5>(|row| row.numbers_n(Spaces)).unwrap_err();
//! assert_eq!(error.to_string(), "line 3, column 6: expected 5 values separated by spaces, found 2 values");
//!
//! let mut sections = aoc_common::sections("6,10\nfold along y=7\n");
//! let error = sections.next_or("the dots")?.records(|dot| dot.numbers_n::<u32, 2>(",")).unwrap_err();
//! assert_eq!(
//!     error.to_string(),
//!     r#"line 2, column 1: expected an unsigned 32-bit integer, or a blank line above it to start the next section, found "fold along y=7""#,
//! );
//! # Ok::<(), ParseError>(())
//! ```
//!
//! Day 11, a grid of a fixed size; days 19 and 21, numbered headings and
//! lines, whose number is checked by [`Span::number_of`] against the
//! section's [`index`](Section::index) or the line's number:
//!
//! ```
//! # use aoc_common::*;
//! let octopuses = grid_n::<_, 3, 2>("548\n274\n", "a digit", |c| c.to_digit(10))?;
//! let scanners = sections("--- scanner 0 ---\n404,-588,-901\n").rest_or("a scanner", |scanner| {
//!     let number = hole(|n| n.number_of(scanner.index()..=scanner.index(), "scanner"));
//!     scanner.heading().pattern_with("--- scanner {} ---", number)?;
//!     scanner.body_records(|beacon| beacon.numbers_n::<i32, 3>(","))
//! })?;
//! assert_eq!((octopuses.get(2, 1), scanners[0][0][2]), (Some(&4), -901));
//!
//! let players = |input| records_n::<u8, 2>(input, |line| {
//!     let player = hole(|n| n.number_of(line.line()..=line.line(), "player"));
//!     let start = hole(|start| start.number_of(1..=10, "a board position"));
//!     Ok(line.pattern_with("Player {} starting position: {}", (player, start))?.1)
//! });
//! assert_eq!(players("Player 1 starting position: 4\nPlayer 2 starting position: 8\n")?, [4, 8]);
//! let error = players("Player 1 starting position: 4\nPlayer 3 starting position: 8\n").unwrap_err();
//! assert_eq!(error.to_string(), r#"line 2, column 8: expected player 2, found "3""#);
//! let error = players("Player 1 starting position: 4\nPlayer 2 starting pos: 8\n").unwrap_err();
//! assert_eq!(
//!     error.to_string(),
//!     r#"line 2, column 22: expected "ition: " (to finish the word "position"), found ": 8""#,
//! );
//! # Ok::<(), ParseError>(())
//! ```
//!
//! Day 16: one long line, where the column of a bad character matters.
//!
//! ```
//! # use aoc_common::*;
//! let error = one_record("C20D7900A0K2CE", |line| line.map_chars("a hexadecimal digit", |c| c.to_digit(16)));
//! assert_eq!(
//!     error.unwrap_err().to_string(),
//!     r#"line 1, column 11: expected a hexadecimal digit, found "K""#,
//! );
//! # Ok::<(), ParseError>(())
//! ```
//!
//! `crates/aoc-common/tests/shapes.rs` parses every input shape of 2021 this
//! way, with the errors each gives for a malformed file.

mod answer;
mod array;
mod block;
mod cursor;
mod error;
pub mod examples;
mod grid;
mod lines;
#[cfg(feature = "memory")]
pub mod memory;
mod number;
mod sections;
mod separator;
mod span;

pub use answer::{Answer, Failed, NoAnswer, NotSolved, input};
pub use cursor::Cursor;
pub use error::{Found, MAX_FOUND_CHARS, ParseError};
pub use grid::{Grid, grid, grid_n};
pub use lines::{Lines, exactly, lines, one_line, one_record, records, records_n};
pub use number::Number;
pub use sections::{Section, Sections, sections};
pub use separator::{Separator, Spaces, Whitespace};
pub use span::{Cases, HoleParsers, LetterCase, Span, Split, hole, indexed};
