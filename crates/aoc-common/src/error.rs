//! The one error type every day's parser returns.

use std::fmt;

/// How many characters of an offending text an error keeps. Longer text is
/// cut and marked with `…`, so a whole pasted file never floods the terminal.
pub const MAX_FOUND_CHARS: usize = 40;

/// Input that does not follow a day's grammar: where, what was there, and what
/// should have been.
///
/// `Display` and `Debug` print the same sentence, because cargo-aoc reports a
/// failed generator with `{:#?}`:
///
/// ```
/// use aoc_common::ParseError;
///
/// let error = ParseError::new(2, "Player 2 starting position: 11", "a space from 1 to 10");
/// assert_eq!(
///     error.to_string(),
///     r#"line 2: expected a space from 1 to 10, found "Player 2 starting position: 11""#,
/// );
/// assert_eq!(format!("{error:#?}"), error.to_string());
/// ```
#[derive(Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: expected {expected}, found {found}")]
pub struct ParseError {
    /// The 1-based line number, as an editor shows it.
    pub line: usize,
    /// What stood where `expected` should have.
    pub found: Found,
    /// A description of what the grammar wants there.
    pub expected: String,
}

/// What a parser found in place of what it expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// Some text, already shortened to [`MAX_FOUND_CHARS`].
    Text(String),
    /// The input ended.
    EndOfInput,
}

impl ParseError {
    /// An error at `line` (1-based) where `found` stood instead of `expected`.
    /// `found` is shortened to [`MAX_FOUND_CHARS`] characters.
    pub fn new(line: usize, found: &str, expected: impl Into<String>) -> Self {
        Self {
            line,
            found: Found::text(found),
            expected: expected.into(),
        }
    }

    /// An error for input that stopped at `line` (1-based) before `expected`.
    pub fn end_of_input(line: usize, expected: impl Into<String>) -> Self {
        Self {
            line,
            found: Found::EndOfInput,
            expected: expected.into(),
        }
    }
}

impl fmt::Debug for ParseError {
    /// The same sentence as `Display`: cargo-aoc prints errors with `{:#?}`,
    /// and a person reading the terminal wants the sentence, not a struct dump.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
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
    /// Text is quoted with Rust's escapes, so a stray `\r`, tab or control
    /// character shows up instead of silently garbling the terminal.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Text(text) if text.is_empty() => f.write_str("nothing"),
            Self::Text(text) => write!(f, "{text:?}"),
            Self::EndOfInput => f.write_str("end of input"),
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
            r#"line 3: expected end of input, found "Player 3 starting position: 1""#
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
        let error = ParseError::new(1, "4\r\u{0}", "a space from 1 to 10");
        assert_eq!(
            error.to_string(),
            r#"line 1: expected a space from 1 to 10, found "4\r\0""#
        );
    }

    #[test]
    fn empty_text_reads_as_nothing() {
        let error = ParseError::new(1, "", "a number");
        assert_eq!(
            error.to_string(),
            "line 1: expected a number, found nothing"
        );
    }

    #[test]
    fn end_of_input_reads_as_words() {
        let error = ParseError::end_of_input(2, "\"Player 2 starting position: N\"");
        assert_eq!(
            format!("{error:#?}"),
            r#"line 2: expected "Player 2 starting position: N", found end of input"#
        );
    }
}
