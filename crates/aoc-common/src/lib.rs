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
//! reported at that blank line. Every error about a line that is there has a
//! column (1 when the whole line is at fault); only a line missing because
//! the input ended has none. Where a count is wrong, the error says how many
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
//! | you have | call | you get |
//! |---|---|---|
//! | the input | [`records`]`(input, \|line\| …)` | one value per line (blank lines only at the end) |
//! | | [`one_record`]`(input, \|line\| …)`, [`records_n::<T, N>`](records_n) | the one line, or exactly `N`, each read before more lines are looked for |
//! | | [`lines`], [`one_line`], [`exactly::<N>`](exactly) | every line; the one line or `N` lines, counted before you read them |
//! | | [`sections`] | blocks separated by one blank line, each a [`Section`] |
//! | | [`grid`]`(input, "a digit", \|c\| c.to_digit(10))`, [`grid_n::<_, 10, 10>`](grid_n) | a [`Grid`] of cells, of any or a fixed size |
//! | sections ([`Sections`]) | `.next_or("the template")`, `.rest_or("a board", f)`, `.end()` | the next section, all the rest (one at least), nothing more |
//! | a [`Section`] | `.one_record(f)`, `.records(f)`, `.records_n::<T, N>(f)`, `.grid(…)` | as for the input, within the section |
//! | | `.heading()`, `.body_records(f)` | a first line, and the records under it (one at least) |
//! | a line or piece ([`Span`]) | `.number::<T>()`, `.number_in(1..=10)` | an integer: digits only, `-` if signed, in range |
//! | | `.numbers::<T>(",")`, `.numbers_n::<T, N>(`[`Spaces`]`)` | a `Vec` or an array of numbers |
//! | | `.split(",")`, `.split_n::<N>(",")`, `.split_once(" \| ")` | smaller pieces, still located |
//! | | `.list(",", f)`, `.list_n::<T, N>(",", f)` | each piece through your `f` |
//! | | `.pattern_numbers::<T, N>("x={}..{}")`, `.pattern::<N>("{} -> {}")` | the holes of a template, as numbers or as pieces |
//! | | `.pattern_map::<T, N>("###{}#{}#{}#{}###", f)` | the holes of a template, each through your `f` as it is taken |
//! | | `.strip_prefix("fold along ")`, `.literal("#...#")` | the rest; a check of a fixed line |
//! | | `.one_of(&[("on", true), ("off", false)])`, `.one_of_or(&words, f)` | the value of a word from a set (or else `f`'s) |
//! | | `.only("letters", pred)`, `.map_chars("a bit", f)`, `.map_chars_n::<T, N>(…)` | checked or mapped characters |
//! | | `.cursor()` | a [`Cursor`] for nested grammars |
//! | | `.error("what you wanted")` | your own located [`ParseError`] |
//!
//! Separators: a `&str` or `char` (each one splits), [`Spaces`] (runs of
//! spaces, none at the ends: day 4's right-aligned rows), [`Whitespace`]
//! (runs of any white space, tabs too).
//!
//! A solution with nothing to answer returns [`NoAnswer`]; a part not written
//! yet returns [`NotSolved`]; the runner turns any answer into text with
//! [`Answer`].
//!
//! ## Every shape of 2021 in a few lines
//!
//! Day 1, a number per line, and day 2, a word from a set and a number:
//!
//! ```
//! # use aoc_common::*;
//! let depths = records("199\n200\n", |line| line.number::<u32>())?;
//! let commands = records("forward 7\nup 2\n", |line| {
//!     let (word, amount) = line.split_once(" ")?;
//!     Ok((word.one_of(&[("forward", 0), ("down", 1), ("up", -1)])?, amount.number::<u32>()?))
//! })?;
//! assert_eq!((depths[1], commands[1]), (200, (-1, 2)));
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
//! let steps = records("on x=-31..12,y=-8..40,z=-22..19\n", |line| {
//!     let (switch, cube) = line.split_once(" ")?;
//!     Ok((switch.one_of(&[("on", true), ("off", false)])?,
//!         cube.pattern_numbers::<i32, 6>("x={}..{},y={}..{},z={}..{}")?))
//! })?;
//! assert_eq!((vents[0][3], target[2], steps[0].1[5]), (42, -91, 19));
//!
//! let error = records("on x=-31..12,y=-8..40,z=-22.19\n", |line| {
//!     line.split_once(" ")?.1.pattern_numbers::<i32, 6>("x={}..{},y={}..{},z={}..{}")
//! }).unwrap_err();
//! assert_eq!(error.to_string(), r#"line 1, column 29: expected ".", found "19""#);
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
//! right-aligned rows.
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
//! # Ok::<(), ParseError>(())
//! ```
//!
//! Day 11, a grid of a fixed size, and day 19, a heading over records:
//!
//! ```
//! # use aoc_common::*;
//! let octopuses = grid_n::<_, 3, 2>("548\n274\n", "a digit", |c| c.to_digit(10))?;
//! let mut scanners = sections("--- scanner 0 ---\n404,-588,-901\n");
//! let scanner = scanners.next_or("a scanner")?;
//! let [number] = scanner.heading().pattern_numbers::<u32, 1>("--- scanner {} ---")?;
//! let beacons = scanner.body_records(|beacon| beacon.numbers_n::<i32, 3>(","))?;
//! assert_eq!((octopuses.get(2, 1), number, beacons[0][2]), (Some(&4), 0, -901));
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
mod cursor;
mod error;
mod grid;
mod lines;
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
pub use span::{HoleParsers, Span, Split};
