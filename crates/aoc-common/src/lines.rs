//! Numbered lines, and the few line shapes that recur across puzzle inputs.

use std::str::FromStr;

use itertools::Itertools;

use crate::ParseError;

/// The byte-order mark some Windows editors put at the start of a UTF-8 file.
const BYTE_ORDER_MARK: char = '\u{feff}';

/// One line of input with its 1-based number, without its line ending.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line<'a> {
    /// The 1-based line number, as an editor shows it.
    pub number: usize,
    /// The line without `\n` or `\r\n`.
    pub text: &'a str,
}

/// The lines of an input, numbered from 1: see [`lines`].
#[derive(Clone, Debug)]
pub struct Lines<'a> {
    rest: std::str::Lines<'a>,
    /// How many lines have been handed out so far.
    read: usize,
}

/// Splits `input` into numbered lines.
///
/// A leading byte-order mark is dropped, lines may end in `\n` or `\r\n`, and
/// the last line needs no line ending. cargo-aoc trims only the final `\n` of
/// a file, so the last line of a Windows file arrives ending in `\r`: that is
/// dropped too.
///
/// ```
/// let numbered: Vec<_> = aoc_common::lines("\u{feff}a\r\nb\r")
///     .map(|line| (line.number, line.text))
///     .collect();
/// assert_eq!(numbered, [(1, "a"), (2, "b")]);
/// ```
pub fn lines(input: &str) -> Lines<'_> {
    let input = input.strip_prefix(BYTE_ORDER_MARK).unwrap_or(input);
    Lines {
        rest: input.lines(),
        read: 0,
    }
}

/// Exactly `N` lines (blank lines at the end are ignored), or an error naming
/// the first missing or surplus line.
///
/// ```
/// let [first, second] = aoc_common::exactly::<2>("one\ntwo\n\n")?;
/// assert_eq!((first.text, second.number), ("one", 2));
///
/// let error = aoc_common::exactly::<2>("one").unwrap_err();
/// assert_eq!(error.to_string(), "line 2: expected 2 lines, found end of input");
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn exactly<const N: usize>(input: &str) -> Result<[Line<'_>; N], ParseError> {
    let mut lines = lines(input);
    let expected = || format!("{N} lines");
    let taken: Vec<Line<'_>> = (0..N).map(|_| lines.next_or(expected())).try_collect()?;
    lines.end()?;
    // `taken` holds exactly N lines here: every missing one returned early.
    taken
        .try_into()
        .map_err(|_| ParseError::end_of_input(N, expected()))
}

impl<'a> Lines<'a> {
    /// The next line, or an error saying the input ended where `expected`
    /// should have come.
    pub fn next_or(&mut self, expected: impl Into<String>) -> Result<Line<'a>, ParseError> {
        let number = self.read + 1;
        self.next()
            .ok_or_else(|| ParseError::end_of_input(number, expected))
    }

    /// Succeeds when only blank lines are left; otherwise names the first line
    /// that should not be there.
    pub fn end(mut self) -> Result<(), ParseError> {
        match self.find(|line| !line.is_blank()) {
            None => Ok(()),
            Some(surplus) => Err(surplus.error("end of input")),
        }
    }
}

impl<'a> Iterator for Lines<'a> {
    type Item = Line<'a>;

    fn next(&mut self) -> Option<Line<'a>> {
        let text = self.rest.next()?;
        self.read += 1;
        Some(Line {
            number: self.read,
            text: text.strip_suffix('\r').unwrap_or(text),
        })
    }
}

impl<'a> Line<'a> {
    /// True for a line of nothing but white space.
    pub fn is_blank(&self) -> bool {
        self.text.trim().is_empty()
    }

    /// An error at this line: the whole line was found where `expected`
    /// should have been.
    pub fn error(&self, expected: impl Into<String>) -> ParseError {
        ParseError::new(self.number, self.text.trim_end(), expected)
    }

    /// The value of a line `{label}: {value}`, parsed as `T`. `what` describes
    /// a valid value for the error message. Trailing white space is ignored;
    /// anything else that differs is an error that quotes it.
    ///
    /// ```
    /// use aoc_common::lines;
    ///
    /// let line = lines("Player 1 starting position: 4 ").next().unwrap();
    /// assert_eq!(line.labelled::<u8>("Player 1 starting position", "a number"), Ok(4));
    ///
    /// let line = lines("Player 1 starting position: four").next().unwrap();
    /// let error = line.labelled::<u8>("Player 1 starting position", "a number").unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1: expected a number, found "four""#);
    /// ```
    pub fn labelled<T: FromStr>(&self, label: &str, what: &str) -> Result<T, ParseError> {
        let wrong_label = || self.error(format!("\"{label}: \" then {what}"));
        let text = self.text.trim_end();
        let after_colon = text
            .strip_prefix(label)
            .and_then(|rest| rest.strip_prefix(':'))
            .ok_or_else(wrong_label)?;
        let value = match after_colon.strip_prefix(' ') {
            Some(value) => value,
            // "label:" and nothing more: the value is missing.
            None if after_colon.is_empty() => after_colon,
            None => return Err(wrong_label()),
        };
        value
            .parse()
            .map_err(|_| ParseError::new(self.number, value, what))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Found;

    fn texts(input: &str) -> Vec<&str> {
        lines(input).map(|line| line.text).collect()
    }

    #[test]
    fn numbers_lines_from_one() {
        let numbers: Vec<usize> = lines("a\nb\nc").map(|line| line.number).collect();
        assert_eq!(numbers, [1, 2, 3]);
    }

    #[test]
    fn line_endings_and_byte_order_mark_are_dropped() {
        assert_eq!(texts("\u{feff}a\r\nb\r\n"), ["a", "b"]);
        assert_eq!(texts("a\r\nb\r"), ["a", "b"]);
        assert_eq!(texts("a\n\nb\n"), ["a", "", "b"]);
    }

    #[test]
    fn a_byte_order_mark_elsewhere_is_kept() {
        assert_eq!(texts("a\n\u{feff}b"), ["a", "\u{feff}b"]);
    }

    #[test]
    fn empty_input_has_no_lines() {
        assert_eq!(texts(""), Vec::<&str>::new());
        assert_eq!(
            lines("").next_or("a line"),
            Err(ParseError::end_of_input(1, "a line"))
        );
    }

    #[test]
    fn next_or_names_the_missing_line() {
        let mut numbered = lines("only\n");
        assert_eq!(numbered.next_or("x").map(|line| line.text), Ok("only"));
        let error = numbered.next_or("a second line").unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 2: expected a second line, found end of input"
        );
    }

    #[test]
    fn end_allows_trailing_blank_lines_only() {
        let mut numbered = lines("a\n\n \t\n");
        numbered.next();
        assert_eq!(numbered.end(), Ok(()));

        let mut numbered = lines("a\n\nsurplus\n");
        numbered.next();
        let error = numbered.end().unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 3: expected end of input, found "surplus""#
        );
    }

    #[test]
    fn exactly_takes_n_lines() {
        let [a, b, c] = exactly::<3>("a\nb\nc\n\n").unwrap();
        assert_eq!([a.number, b.number, c.number], [1, 2, 3]);
        assert_eq!(
            exactly::<3>("a\nb").unwrap_err(),
            ParseError::end_of_input(3, "3 lines")
        );
        assert_eq!(
            exactly::<1>("a\nb").unwrap_err(),
            ParseError::new(2, "b", "end of input")
        );
    }

    #[test]
    fn labelled_reads_the_value() {
        let line = Line {
            number: 7,
            text: "Player 2 starting position: 10\t ",
        };
        assert_eq!(
            line.labelled::<u32>("Player 2 starting position", "n"),
            Ok(10)
        );
    }

    #[test]
    fn labelled_rejects_another_label() {
        let line = Line {
            number: 1,
            text: "Player 2 starting position: 8",
        };
        let error = line
            .labelled::<u32>("Player 1 starting position", "a space from 1 to 10")
            .unwrap_err();
        assert_eq!(error.line, 1);
        assert_eq!(error.found, Found::text("Player 2 starting position: 8"));
        assert_eq!(
            error.expected,
            r#""Player 1 starting position: " then a space from 1 to 10"#
        );
    }

    #[test]
    fn labelled_rejects_a_missing_or_glued_value() {
        let missing = Line {
            number: 2,
            text: "Speed:",
        };
        assert_eq!(
            missing.labelled::<u32>("Speed", "a number").unwrap_err(),
            ParseError::new(2, "", "a number")
        );
        let glued = Line {
            number: 2,
            text: "Speed:4",
        };
        assert_eq!(
            glued.labelled::<u32>("Speed", "a number").unwrap_err(),
            ParseError::new(2, "Speed:4", r#""Speed: " then a number"#)
        );
    }

    #[test]
    fn labelled_quotes_a_bad_value() {
        let line = Line {
            number: 4,
            text: "Speed: 300",
        };
        assert_eq!(
            line.labelled::<u8>("Speed", "a number below 256")
                .unwrap_err(),
            ParseError::new(4, "300", "a number below 256")
        );
    }
}
