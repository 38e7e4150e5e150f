//! The names kept for the parsers written with them: each still compiles
//! and gives what the name that replaced it gives, values and errors alike,
//! on good input and bad.

// A failed unwrap in a test is a failed test; the old names are what is
// tested here.
#![allow(clippy::unwrap_used, deprecated)]

use aoc_common::{ParseError, Span, lines};

/// The first line of `text`.
fn line(text: &str) -> Span<'_> {
    lines(text).next().unwrap()
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
