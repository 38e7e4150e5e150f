//! # aoc-common
//!
//! Parsing for Advent of Code inputs in a few lines a day, with errors that
//! say where: every helper returns a [`ParseError`] naming the line, the
//! column, what was found and what was expected, at the first fault in
//! reading order. Nothing panics, whatever the input, and an error costs
//! nothing until it happens.
//!
//! ```
//! use aoc_common::{Span, records, words};
//! // Day 2: a word from a set, a space, a number.
//! let command = words(["forward", "down", "up"], [(1, 0), (0, 1), (0, -1)]);
//! let read = |input| records(input, |line| line.pattern_with("{} {}", (command, Span::number::<i32>)));
//! assert_eq!(read("forward 5\nup 3\n")?, [((1, 0), 5), ((0, -1), 3)]);
//! let error = read("forward 5\nup\t3\n").unwrap_err();
//! assert_eq!(error.to_string(), r#"line 2, column 3: expected " ", found a tab"#);
//! # Ok::<(), aoc_common::ParseError>(())
//! ```
//!
//! One name for each job (`.name` is a method of a line or piece, a [`Span`]):
//!
//! | to read | use |
//! |---|---|
//! | a value per line; the one line; exactly `N` lines | [`records`], [`one_record`], [`records_n`] (`_named` to name them) |
//! | lines of different shapes | [`lines`], then `.next_line(what)`, `.end_with(what, f)`, `.end()` |
//! | blocks between blank lines | [`sections`], then `.next_section(what)`, `.each_section(what, f)`, `.end_with(what, f)` |
//! | an integer; in a range; a range `3-5` | `.number::<T>()`, `.number_of(range, what)`, `.range("-")` |
//! | numbers between separators | `.numbers(",")`, exactly `N`: `.numbers_n(",")` (or [`Spaces`], [`Whitespace`]) |
//! | other values between separators | `.list(sep, f)`, `.list_n(sep, f)`; as pieces, `.split(sep)`, `.split_once(sep)` |
//! | fields around fixed text | `.pattern_with("{} -> {}", (f, g))`; all numbers, `.pattern_numbers(template)` |
//! | fixed text | `.strip_prefix(text)`, `.literal(text)` |
//! | lines of several shapes | `.case(template, parsers, build)`…`.end()` |
//! | a word from a set; a word or else another value | [`words`]`(WORDS, VALUES)`; `.one_of_or_else(&`[`table`]`(…), f)` |
//! | a word; a name of words; its case | `.word()`, `.phrase()`, `.letter_case()` |
//! | characters | `.map_chars(what, f)`, `.map_chars_n`, `.one_char`, `.only`, `.chars()` |
//! | a closure as a parser | [`parser`]`(\|piece\| …)` |
//! | a grid of characters; of digits | [`grid`] (of a size: [`grid_n`]), [`digit_grid`] |
//! | a walk on a grid | [`Point`], `grid.at(point)`, `grid[point]`, `.neighbours(point, &Point::FOUR)`, `.iter()` |
//! | a nested grammar (`[[1,2],3]`) | `.read_with(\|cursor\| …)`, a [`Cursor`] |
//! | digits as bits | `.hex_bits()`, `.binary_bits()`: [`Bits`] |
//! | a graph of edge lines | [`graph`], [`graph_with`] |
//! | names each given once | [`Unique`] |
//! | white space at a line's end refused | [`strictly`]`(input, parse)`; one line's, `.no_trailing_space()` |
//! | an error of your own, located | `piece.error(expected)` |
//! | no answer; a part not written yet | [`no_answer`], [`NotSolved`]; a day's examples, [`test_examples!`]; an example's own sizes, [`Sizes`] |
//! | an answer drawn on a screen, as its letters | [`letters::read`], [`letters::read_grid`] |
//! | after parsing | [`bottom_up`], [`after`], [`chinese_remainder`], and [`after_parsing`] |
//!
//! Every name with a one-line example, the rules they keep and the names
//! from before: [`reference`](mod@reference). Every input shape of 2021 in a few lines,
//! errors included, and walking a grid: [`shapes`]. The manual's page is
//! docs/aoc-common.md.

// The docs teach the names to use: a deprecated one in an example fails it.
#![doc(test(attr(deny(deprecated))))]

#[doc = include_str!("reference.md")]
pub mod reference {
    // The names the page links to.
    #[allow(unused_imports)]
    use super::*;
}

/// Every input shape of 2021 in a few lines, with the errors each gives
/// for a malformed file; walking a grid, and the searches for it.
#[doc = include_str!("shapes.md")]
#[doc = include_str!("walking.md")]
pub mod shapes {
    // The names the page links to.
    #[allow(unused_imports)]
    use super::*;
}

/// The manual's chapter on the work after parsing (docs/after-parsing.md),
/// here so that `cargo doc` shows it and `just test` runs every recipe.
#[doc = include_str!("../../../docs/after-parsing.md")]
pub mod after_parsing {}

mod answer;
mod array;
mod bits;
mod block;
mod cursor;
mod cycle;
mod dag;
mod error;
pub mod examples;
mod graph;
mod grid;
pub mod letters;
mod lines;
#[cfg(feature = "memory")]
pub mod memory;
mod number;
mod point;
mod remainders;
mod sections;
mod separator;
pub mod sizes;
mod solver;
mod span;
mod strict;
mod unique;

pub use answer::{Answer, Failed, NoAnswer, NotSolved, Shown, Unanswered, input, no_answer};
pub use bits::Bits;
pub use cursor::Cursor;
pub use cycle::after;
pub use dag::{Children, bottom_up};
pub use error::{Found, MAX_FOUND_CHARS, ParseError};
pub use graph::{EdgeName, Edges, Graph, graph, graph_with};
pub use grid::{Drawing, Grid, digit, digit_grid, grid, grid_n};
pub use lines::{Lines, lines, one_record, one_record_named, records, records_n, records_n_named};
pub use number::Number;
pub use point::Point;
pub use remainders::chinese_remainder;
pub use sections::{Section, Sections, sections};
pub use separator::{Separator, Spaces, Whitespace};
pub use sizes::Sizes;
pub use solver::Solver;
pub use span::{Cases, HoleParsers, LetterCase, Span, Split, parser, table, words};
pub use strict::strictly;
pub use unique::Unique;

// The names from before, kept for the parsers written with them (see
// `reference`, "Names from before"): each deprecated, pointing at its
// replacement.
#[allow(deprecated)]
pub use lines::{exactly, one_line, one_record_or, records_n_or};
#[allow(deprecated)]
pub use sizes::example_or;
#[allow(deprecated)]
pub use span::{hole, indexed, one_of};
#[allow(deprecated)]
pub use strict::no_trailing_space;
