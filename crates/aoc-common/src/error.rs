//! The one error type every day's parser returns.

use std::fmt;

/// How many characters of an offending text an error keeps. Longer text is
/// cut and marked with `…`, so a whole pasted file never floods the terminal.
/// Errors inside a line point at the offending piece with a column, so the
/// piece shown is short whatever the line's length.
pub const MAX_FOUND_CHARS: usize = 40;

/// Input that does not follow a day's grammar: where (line, and column for
/// anything on a line), what was there, and what should have been.
///
/// `Display` and `Debug` print the same sentence, because cargo-aoc reports a
/// failed generator with `{:#?}`:
///
/// ```
/// use aoc_common::ParseError;
///
/// let whole_line = ParseError::new(2, "Player 2", "a start line");
/// assert_eq!(whole_line.to_string(), r#"line 2, column 1: expected a start line, found "Player 2""#);
///
/// let inside = ParseError::at(3, 6, "x", "a digit 0 to 9");
/// assert_eq!(inside.to_string(), r#"line 3, column 6: expected a digit 0 to 9, found "x""#);
/// assert_eq!(format!("{inside:#?}"), inside.to_string());
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct ParseError {
    /// The 1-based line number, as an editor shows it.
    pub line: usize,
    /// The 1-based column, in characters, where the problem starts (1 when
    /// the whole line is at fault); `None` only when the line is missing
    /// because the input ended.
    pub column: Option<usize>,
    /// What stood where `expected` should have.
    pub found: Found,
    /// A description of what the grammar wants there.
    pub expected: String,
}

/// What a parser found in place of what it expected.
///
/// ```
/// use aoc_common::{Found, ParseError};
/// let error = ParseError::end_of_input(3, "a fold line");
/// assert_eq!(error.found, Found::EndOfInput);
/// assert_eq!(ParseError::blank_line(2, "a dot").found.to_string(), "a blank line");
/// assert_eq!(Found::text("x").to_string(), r#""x""#);
/// assert_eq!(Found::Count { count: 4, of: "row" }.to_string(), "4 rows");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// Some text, already shortened to [`MAX_FOUND_CHARS`].
    Text(String),
    /// A line with nothing but white space on it.
    BlankLine,
    /// The line ended.
    EndOfLine,
    /// The input ended; an error at line 1 says "found an empty input":
    /// there was no line at all.
    EndOfInput,
    /// How many of something there were, where the count is what is wrong:
    /// "found 4 rows" where 5 were expected.
    Count {
        /// How many there were.
        count: usize,
        /// What was counted, in the singular: `"row"`, `"value"`.
        of: &'static str,
    },
}

impl ParseError {
    /// An error about the whole of `line` (1-based), reported at its first
    /// column: `found` stood there instead of `expected`. `found` is
    /// shortened to [`MAX_FOUND_CHARS`]. [`Span::error`](crate::Span::error)
    /// builds this for you, at the right column, from any piece of a line.
    pub fn new(line: usize, found: &str, expected: impl Into<String>) -> Self {
        Self::at(line, 1, found, expected)
    }

    /// An error inside `line` that starts at `column` (both 1-based, the
    /// column counted in characters).
    pub fn at(line: usize, column: usize, found: &str, expected: impl Into<String>) -> Self {
        Self {
            line,
            column: Some(column),
            found: Found::text(found),
            expected: expected.into(),
        }
    }

    /// An error for input that stopped at `line` (1-based) before `expected`.
    pub fn end_of_input(line: usize, expected: impl Into<String>) -> Self {
        Self {
            line,
            column: None,
            found: Found::EndOfInput,
            expected: expected.into(),
        }
    }

    /// An error for a blank `line` where `expected` should have been,
    /// reported at its first column.
    pub fn blank_line(line: usize, expected: impl Into<String>) -> Self {
        Self {
            line,
            column: Some(1),
            found: Found::BlankLine,
            expected: expected.into(),
        }
    }
}

/// `Debug` as `Display`, for each error type named: cargo-aoc prints errors
/// with `{:#?}`, and a person reading the terminal wants the sentence, not a
/// struct dump.
macro_rules! debug_as_display {
    ($($error:ty),*) => {$(
        impl std::fmt::Debug for $error {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Display::fmt(self, f)
            }
        }
    )*};
}
pub(crate) use debug_as_display;

/// `std::error::Error` for each error type named.
macro_rules! error {
    ($($error:ty),*) => {$(
        impl std::error::Error for $error {}
    )*};
}
pub(crate) use error;

debug_as_display!(ParseError);
error!(ParseError);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}", self.line)?;
        if let Some(column) = self.column {
            write!(f, ", column {column}")?;
        }
        write!(f, ": expected {}, found ", self.expected)?;
        match (&self.found, self.line) {
            // The input ended before its first line: it is empty, and says so.
            (Found::EndOfInput, 1) => f.write_str("an empty input"),
            (found, _) => write!(f, "{found}"),
        }
    }
}

impl Found {
    /// `text`, cut to [`MAX_FOUND_CHARS`] characters with a trailing `…`.
    pub fn text(text: &str) -> Self {
        let shortened = match text.char_indices().nth(MAX_FOUND_CHARS) {
            Some((cut, _)) => format!("{}…", &text[..cut]),
            None => text.to_owned(),
        };
        Self::Text(shortened)
    }
}

impl fmt::Display for Found {
    /// Text is quoted with Rust's escapes, so a stray `\r` or control
    /// character shows up instead of silently garbling the terminal; text
    /// that starts with a tab is named for it, "a tab", the one fault the
    /// error is about wherever it is (the column points at it).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Text(text) if text.is_empty() => f.write_str("nothing"),
            Self::Text(text) if text.starts_with('\t') => f.write_str("a tab"),
            Self::Text(text) => write!(f, "{text:?}"),
            Self::BlankLine => f.write_str("a blank line"),
            Self::EndOfLine => f.write_str("end of line"),
            Self::EndOfInput => f.write_str("end of input"),
            Self::Count { count, of } => {
                let plural = if *count == 1 { "" } else { "s" };
                write!(f, "{count} {of}{plural}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_kept_whole_and_quoted() {
        let error = ParseError::new(3, "Player 3 starting position: 1", "end of input");
        assert_eq!(
            error.to_string(),
            r#"line 3, column 1: expected end of input, found "Player 3 starting position: 1""#
        );
    }

    #[test]
    fn a_column_follows_the_line() {
        let error = ParseError::at(1, 1400, "G", "a hexadecimal digit");
        assert_eq!(
            error.to_string(),
            r#"line 1, column 1400: expected a hexadecimal digit, found "G""#
        );
    }

    #[test]
    fn long_text_is_cut_at_a_character_boundary() {
        let long = "é".repeat(100);
        let Found::Text(shown) = Found::text(&long) else {
            panic!("text stays text");
        };
        assert_eq!(shown.chars().count(), MAX_FOUND_CHARS + 1);
        assert!(shown.ends_with('…'));
    }

    #[test]
    fn text_of_exactly_the_limit_is_not_marked() {
        let limit = "x".repeat(MAX_FOUND_CHARS);
        assert_eq!(Found::text(&limit), Found::Text(limit.clone()));
    }

    #[test]
    fn control_characters_are_escaped() {
        let error = ParseError::new(1, "4\r\u{0}", "a number");
        assert_eq!(
            error.to_string(),
            r#"line 1, column 1: expected a number, found "4\r\0""#
        );
    }

    #[test]
    fn empty_blank_and_ends_read_as_words() {
        let nothing = ParseError::new(1, "", "a number");
        assert_eq!(
            nothing.to_string(),
            "line 1, column 1: expected a number, found nothing"
        );
        let blank = ParseError::blank_line(4, "a board row");
        assert_eq!(
            blank.to_string(),
            "line 4, column 1: expected a board row, found a blank line"
        );
        let empty = ParseError::end_of_input(1, "at least one line");
        assert_eq!(
            empty.to_string(),
            "line 1: expected at least one line, found an empty input"
        );
        let end = ParseError::end_of_input(2, "\"Player 2 starting position: N\"");
        assert_eq!(
            format!("{end:#?}"),
            r#"line 2: expected "Player 2 starting position: N", found end of input"#
        );
    }
}
