//! # aoc-common
//!
//! Parsing for Advent of Code inputs, in a few lines a day, with errors that
//! say where: every helper returns a [`ParseError`] that names the line, the
//! column when the problem lies inside a line, what was found and what was
//! expected. Nothing here panics, whatever the input.
//!
//! ## The pieces
//!
//! | you have | call | you get |
//! |---|---|---|
//! | the input | [`records`]`(input, \|line\| …)` | one value per line (blank lines only at the end) |
//! | | [`one_line`], [`exactly::<N>`](exactly), [`lines`] | the line, `N` lines, every line |
//! | | [`sections`] | blocks separated by one blank line, each a [`Section`] |
//! | | [`grid`]`(input, "a digit", \|c\| c.to_digit(10))` | a [`Grid`] of cells |
//! | a line or piece ([`Span`]) | `.number::<T>()`, `.number_in(1..=10)` | an integer: digits only, `-` if signed, in range |
//! | | `.numbers::<T>(",")`, `.numbers_n::<T, N>(`[`Whitespace`]`)` | a `Vec` or an array of numbers |
//! | | `.split(",")`, `.split_n::<N>(",")`, `.split_once(" \| ")` | smaller pieces, still located |
//! | | `.list(",", f)`, `.list_n::<T, N>(",", f)` | each piece through your `f` |
//! | | `.pattern::<N>("{} -> {}")`, `.pattern_numbers::<T, N>("x={}..{}")` | the holes of a template |
//! | | `.strip_prefix("fold along ")` | the rest |
//! | | `.one_of(&[("on", true), ("off", false)])` | the value of a word from a set |
//! | | `.only("letters", pred)`, `.map_chars("a bit", f)` | checked or mapped characters |
//! | | `.cursor()` | a [`Cursor`] for nested grammars |
//! | | `.error("what you wanted")` | your own located [`ParseError`] |
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
//! let target = one_line("target area: x=44..71, y=-91..-63")?
//!     .pattern_numbers::<i32, 4>("target area: x={}..{}, y={}..{}")?;
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
//! assert_eq!(error.to_string(), r#"line 1, column 25: expected a value then "..", found "-22.19""#);
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
//! Day 4: sections, a comma list, then boards of five right-aligned rows.
//!
//! ```
//! # use aoc_common::*;
//! let input = "7,4,9\n\n22 13 17 11  0\n 8  2 23  4 24\n21  9 14 16  7\n 6 10  3 18  5\n 1 12 20 15 19\n";
//! let mut sections = sections(input);
//! let draws = sections.next_or("the numbers drawn")?.one_line()?.numbers::<u8>(",")?;
//! let boards: Vec<[[u8; 5]; 5]> = sections
//!     .map(|board| board?.records_n(|row| row.numbers_n(Whitespace)))
//!     .collect::<Result<_, _>>()?;
//! assert_eq!((draws.len(), boards[0][1][0]), (3, 8));
//! # Ok::<(), ParseError>(())
//! ```
//!
//! Day 16: one long line, where the column of a bad character matters.
//!
//! ```
//! # use aoc_common::*;
//! let error = one_line("C20D7900A0K2CE")?.map_chars("a hexadecimal digit", |c| c.to_digit(16));
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
pub use grid::{Grid, grid};
pub use lines::{Lines, exactly, lines, one_line, records};
pub use number::Number;
pub use sections::{Section, Sections, sections};
pub use separator::{Separator, Whitespace};
pub use span::{Span, Split};
