//! Lines of several shapes (day 24's `inp a` beside `add a b`): templates
//! tried in turn, each with its own hole parsers, the first that fits giving
//! the value. See [`Span::case`].

use super::template::{HoleParsers, split_at_hole};
use crate::{ParseError, Span};

/// How many cases a [`Cases`] names in its error when none starts.
const NAMED: usize = 16;

/// The templates a line is tried against, in turn: see [`Span::case`].
#[must_use = "a line's cases give their value with `.end()`"]
pub struct Cases<'a, 't, T> {
    /// The line.
    span: Span<'a>,
    /// The first case that fitted, or the error of the case that went
    /// furthest, if any case was tried.
    outcome: Result<T, Option<ParseError>>,
    /// The literal beginnings of the cases passed over, for the error when
    /// no case fits.
    beginnings: [&'t str; NAMED],
    /// How many cases were passed over.
    passed: usize,
    /// The first literal beginning the piece stops inside of: a case that
    /// cannot fit, whose error is made only if no case does.
    cut_short: Option<&'t str>,
}

impl<'a> Span<'a> {
    /// The piece matched against templates in turn, each with its own hole
    /// parsers, as [`Span::pattern_with`] matches one: `line.case(…)`, then
    /// `.case(…)` for each other shape, then [`.end()`](Cases::end). The
    /// first case that fits gives the value, through its `build`.
    ///
    /// A case whose literal beginning (the text before its first hole) is
    /// not where the piece starts is passed over at once: cases told apart
    /// by their first word cost nothing while the line is read. Put such
    /// cases first, and a case that starts with a hole after them.
    ///
    /// When no case fits, the error is that of the case that read furthest
    /// into the piece, a case passed over included: its beginning is at
    /// fault where it parts from the piece (`fold along z=7` against `fold
    /// along x={}`: at the `z`). Errors at the same place are joined, the
    /// beginnings of the cases passed over included (`expected "inp", or
    /// one of "add", "mul"`).
    ///
    /// ```
    /// use aoc_common::{Span, parser, records};
    /// #[derive(Debug, PartialEq)]
    /// enum Instruction { Inp(usize), Add(usize, i64) }
    /// use Instruction::*;
    /// let register = parser(|r| r.one_of(&[("w", 0), ("x", 1), ("y", 2), ("z", 3)]));
    /// let instruction = parser(|line| {
    ///     line.case("inp {}", register, Inp)
    ///         .case("add {} {}", (register, Span::number), |(a, b)| Add(a, b))
    ///         .end()
    /// });
    /// assert_eq!(records("inp w\nadd x -3\n", instruction)?, [Inp(0), Add(1, -3)]);
    /// assert_eq!(
    ///     records("inp w\nmul x 2\n", instruction).unwrap_err().to_string(),
    ///     r#"line 2, column 1: expected one of "inp", "add", found "mul x 2""#,
    /// );
    /// assert_eq!(
    ///     records("add q 1\n", instruction).unwrap_err().to_string(),
    ///     r#"line 1, column 5: expected one of "w", "x", "y", "z", found "q""#,
    /// );
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    ///
    /// A shape without holes (`noop` beside `addx 3`) has no parsers: `()`,
    /// and its `build` takes `()`.
    ///
    /// ```
    /// use aoc_common::{Span, parser, records};
    /// #[derive(Debug, PartialEq)]
    /// enum Op { Noop, Addx(i32) }
    /// let op = parser(|line| line.case("noop", (), |()| Op::Noop).case("addx {}", Span::number, Op::Addx).end());
    /// assert_eq!(records("noop\naddx -5\n", op)?, [Op::Noop, Op::Addx(-5)]);
    /// assert_eq!(
    ///     records("noop 3\n", op).unwrap_err().to_string(),
    ///     r#"line 1, column 5: expected end of line, found " 3""#,
    /// );
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    #[inline]
    pub fn case<'t, T, H: HoleParsers<'a>>(
        self,
        template: &'t str,
        parsers: H,
        build: impl FnOnce(H::Values) -> T,
    ) -> Cases<'a, 't, T> {
        let cases = Cases {
            span: self,
            outcome: Err(None),
            beginnings: [""; NAMED],
            passed: 0,
            cut_short: None,
        };
        cases.case(template, parsers, build)
    }
}

impl<'a, 't, T> Cases<'a, 't, T> {
    /// Tries `template` with `parsers` (see [`Span::pattern_with`]), unless
    /// an earlier case fitted; what its holes give is made a `T` by `build`.
    #[inline]
    pub fn case<H: HoleParsers<'a>>(
        mut self,
        template: &'t str,
        parsers: H,
        build: impl FnOnce(H::Values) -> T,
    ) -> Self {
        let Err(best) = &mut self.outcome else {
            return self;
        };
        let (beginning, _) = split_at_hole(template);
        let text = self.span.text();
        if !text.starts_with(beginning) {
            if beginning.starts_with(text) {
                // The piece stops inside the beginning: its error is made
                // only if no case fits.
                self.cut_short.get_or_insert(beginning);
            } else {
                // Passed over; where it parts from the piece is worked out
                // only if no case fits.
                if let Some(slot) = self.beginnings.get_mut(self.passed) {
                    *slot = beginning;
                }
                self.passed += 1;
            }
            return self;
        }
        match self.span.pattern_with(template, parsers) {
            Ok(values) => self.outcome = Ok(build(values)),
            Err(error) => keep_furthest(best, error),
        }
        self
    }

    /// The value of the first case that fitted, or the error: see
    /// [`Span::case`].
    pub fn end(self) -> Result<T, ParseError> {
        match self.outcome {
            Ok(value) => Ok(value),
            Err(best) => Err(self.span.no_case_fits(
                best,
                self.cut_short,
                &self.beginnings[..self.passed.min(NAMED)],
            )),
        }
    }
}

/// `error` in place of `best` if it reads further into the line; joined to
/// it if it is at the same place and expects something else.
fn keep_furthest(best: &mut Option<ParseError>, error: ParseError) {
    match best {
        None => *best = Some(error),
        Some(kept) => {
            let (at, kept_at) = ((error.line, error.column), (kept.line, kept.column));
            if at > kept_at {
                *kept = error;
            } else if at == kept_at && error.expected != kept.expected {
                kept.expected = format!("{}, or {}", kept.expected, error.expected);
            }
        }
    }
}

impl Span<'_> {
    /// The error of a piece no case fits: the furthest of the cases' errors,
    /// the one of a beginning the piece stops inside of included; the
    /// beginnings passed over are named when it is at the piece's start.
    #[cold]
    fn no_case_fits(
        self,
        mut best: Option<ParseError>,
        cut_short: Option<&str>,
        passed: &[&str],
    ) -> ParseError {
        if let Some(beginning) = cut_short {
            keep_furthest(&mut best, self.prefix_error(beginning));
        }
        // A beginning passed over that the piece follows for a while
        // (`fold along x=` against `fold along z=7`, `inp w` against
        // `inp\tw`) is at fault where the two part, not at the start.
        let start = (self.line(), Some(self.column()));
        let mut words: Vec<String> = Vec::new();
        for beginning in passed {
            let error = self.prefix_error(beginning);
            if (error.line, error.column) > start {
                keep_furthest(&mut best, error);
            } else {
                words.push(format!("{:?}", beginning.trim_end()));
            }
        }
        let passed = match words.as_slice() {
            [] => None,
            [one] => Some(one.clone()),
            _ => Some(format!("one of {}", words.join(", "))),
        };
        match (best, passed) {
            (Some(mut error), Some(passed)) if (error.line, error.column) == start => {
                error.expected = format!("{passed}, or {}", error.expected);
                error
            }
            (Some(error), _) => error,
            (None, Some(passed)) => self.error(passed),
            (None, None) => self.error("a case to match it against"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::span::tests::first;
    use crate::{Spaces, parser};

    #[test]
    fn the_case_that_reads_furthest_is_the_error() {
        let numbers = parser(|list| list.numbers_n::<u8, 2>(Spaces));
        let parse = |text| {
            first(text)
                .case("pair {}", numbers, |[a, b]| u16::from(a) + u16::from(b))
                .case("pair of {}", Span::number::<u16>, |n| n)
                .case("one {}", Span::number::<u16>, |n| n)
                .end()
        };
        assert_eq!(parse("pair 3 4"), Ok(7));
        assert_eq!(parse("pair of 9"), Ok(9));
        assert_eq!(
            parse("pair of x").unwrap_err().to_string(),
            r#"line 1, column 9: expected an unsigned 16-bit integer (0 to 65535), found "x""#
        );
        assert_eq!(
            parse("two 3").unwrap_err().to_string(),
            r#"line 1, column 1: expected one of "pair", "pair of", "one", found "two 3""#
        );
        // A line that stops inside a beginning is told what is missing.
        assert_eq!(
            parse("one").unwrap_err().to_string(),
            r#"line 1, column 4: expected " ", found end of line"#
        );
    }

    #[test]
    fn a_case_without_holes_is_its_text_alone() {
        let parse = |text| {
            first(text)
                .case("noop", (), |()| None)
                .case("addx {}", Span::number::<i8>, Some)
                .end()
        };
        assert_eq!(parse("noop"), Ok(None));
        assert_eq!(parse("addx 3"), Ok(Some(3)));
        assert_eq!(
            parse("noo").unwrap_err().to_string(),
            r#"line 1, column 4: expected "p" (to finish the word "noop"), found end of line"#
        );
        assert_eq!(
            parse("nop").unwrap_err().to_string(),
            r#"line 1, column 1: expected one of "noop", "addx", found "nop""#
        );
    }

    #[test]
    fn errors_at_the_same_place_are_joined() {
        let operation = parser(|op| op.one_of(&[("add", '+'), ("mul", '*')]));
        let parse = |text| {
            first(text)
                .case("inp {}", Span::number::<u8>, |_| '?')
                .case("{} {}", (operation, Span::number::<u8>), |(op, _)| op)
                .end()
        };
        assert_eq!(parse("mul 3"), Ok('*'));
        assert_eq!(
            parse("sub 3").unwrap_err().to_string(),
            r#"line 1, column 1: expected "inp", or one of "add", "mul", found "sub""#
        );
        let number_or_word = |text| {
            first(text)
                .case("{}", Span::number::<u8>, |n| n)
                .case("{}", parser(|w| w.one_of(&[("ten", 10)])), |n| n)
                .end()
        };
        assert_eq!(number_or_word("ten"), Ok(10));
        assert_eq!(
            number_or_word("x").unwrap_err().to_string(),
            r#"line 1, column 1: expected an unsigned 8-bit integer (0 to 255), or one of "ten", found "x""#
        );
    }
}
