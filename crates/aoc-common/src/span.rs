//! [`Span`]: a piece of a line that remembers where it came from.
//!
//! This file holds what a piece is (its text, line and column) and how it
//! makes an error about itself; each kind of reading is an `impl Span` block
//! of its own, by concern: [`splitting`] at separators, [`numbers`],
//! [`words`] from a set, [`characters`] one at a time, [`patterns`] of
//! literal text and holes (with the [`template`] they are matched with),
//! [`cases`] of several shapes, and the [`recovery`] that finds where a
//! mistake is once there is one.

use std::fmt;

use crate::{Cursor, Found, ParseError};

mod cases;
mod characters;
mod numbers;
mod patterns;
mod recovery;
mod splitting;
mod template;
mod words;

pub use cases::Cases;
pub use splitting::Split;
#[allow(deprecated)]
pub use template::hole;
pub use template::{HoleParsers, parser};
#[allow(deprecated)]
pub use words::{LetterCase, indexed, one_of, table, words};

/// How an error of something whole followed by more begins (see
/// [`Span::surplus_after`]).
const SURPLUS: &str = "nothing more after ";

/// A piece of one input line (a whole line, or a part of one after a split, a
/// prefix or a pattern) that knows its line and column, so that an error
/// about it points at it. A line from [`lines`](crate::lines) is its content,
/// white space at its end left out; that white space is still there for an
/// error to see (`PB -> ` wants its letter at column 7, not a space at 6).
///
/// Every method that can fail returns a [`ParseError`] naming the line, the
/// column, what was found there and what was expected. None of them panics,
/// whatever the text.
///
/// ```
/// let line = aoc_common::lines("forward 7").next().unwrap();
/// let (command, amount) = line.split_once(" ")?;
/// assert_eq!((command.text(), amount.column()), ("forward", 9));
/// assert_eq!(amount.number::<u32>()?, 7);
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
#[derive(Clone, Copy)]
pub struct Span<'a> {
    /// The whole line this piece lies in, without its line ending (white
    /// space at its end included): only errors look at it, for the column
    /// and the end of the line.
    line_text: &'a str,
    /// The piece: always a part of `line_text`, so its offset in the line
    /// is the distance between the two.
    text: &'a str,
    /// The 1-based line number.
    line: usize,
}

impl PartialEq for Span<'_> {
    /// The same piece of the same line: same line number and text, same
    /// place in it.
    fn eq(&self, other: &Self) -> bool {
        (self.line, self.line_text, self.start(), self.text.len())
            == (other.line, other.line_text, other.start(), other.text.len())
    }
}

impl Eq for Span<'_> {}

impl std::hash::Hash for Span<'_> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.line, self.line_text, self.start(), self.text.len()).hash(state);
    }
}

impl<'a> Span<'a> {
    /// The whole of line `line` (1-based), whose text is `text`: for tests,
    /// or text that did not come from [`lines`](crate::lines).
    ///
    /// ```
    /// use aoc_common::Span;
    /// let line = Span::line_of(7, "up 3");
    /// let (_, amount) = line.split_once(" ")?;
    /// assert_eq!((amount.text(), amount.line(), amount.column()), ("3", 7, 4));
    /// assert!(line.is_whole_line() && !amount.is_whole_line());
    /// assert!(!line.is_empty() && !line.is_blank());
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    #[inline]
    pub fn line_of(line: usize, text: &'a str) -> Self {
        Self {
            line_text: text,
            text,
            line,
        }
    }

    /// Line `line` as read from an input: `raw`, and as a piece its content
    /// without the white space at its end (ASCII white space fast, more after
    /// a character beyond ASCII).
    #[inline]
    pub(crate) fn content_of(line: usize, raw: &'a str) -> Self {
        Self {
            line_text: raw,
            text: content(raw),
            line,
        }
    }

    /// The piece's text.
    #[inline]
    pub fn text(&self) -> &'a str {
        self.text
    }

    /// The 1-based line number, as an editor shows it.
    #[inline]
    pub fn line(&self) -> usize {
        self.line
    }

    /// The 1-based column, in characters, where the piece starts.
    pub fn column(&self) -> usize {
        self.line_text[..self.start()].chars().count() + 1
    }

    /// The byte offset of the piece in its line.
    fn start(&self) -> usize {
        self.text.as_ptr() as usize - self.line_text.as_ptr() as usize
    }

    /// True when the piece ends where its line's content does (or past it,
    /// in the white space at its end).
    fn ends_line(&self) -> bool {
        self.start() + self.text.len() >= content(self.line_text).len()
    }

    /// What of the line follows this piece's start, the white space at its
    /// end included, when the piece runs to the end of the content and that
    /// white space is there: where a literal may run into it.
    #[cold]
    pub(crate) fn into_trailing_space(self) -> Option<&'a str> {
        (self.ends_line() && self.line_text.len() > self.start() + self.text.len())
            .then(|| &self.line_text[self.start()..])
    }

    /// Where `literal` starts in this piece when it runs into the white
    /// space the line's content leaves out at its end (`PB -> `): it is
    /// there. Out of line, so the search on the way to no error stays small.
    #[cold]
    #[inline(never)]
    pub(crate) fn find_into_trailing_space(self, literal: &str) -> Option<usize> {
        self.into_trailing_space()
            .and_then(|raw| raw.find(literal))
            .filter(|&at| at <= self.text.len())
    }

    /// An empty piece `bytes` bytes after this piece's start, which may lie
    /// in the white space at the line's end: what follows a literal matched
    /// into it.
    #[cold]
    pub(crate) fn empty_at(self, bytes: usize) -> Self {
        let at = (self.start() + bytes).min(self.line_text.len());
        Self {
            text: &self.line_text[at..at],
            ..self
        }
    }

    /// True when the piece has no text.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// True when the piece is a whole line of nothing but white space.
    #[inline]
    pub fn is_blank(&self) -> bool {
        match self.text.as_bytes().first() {
            // A printable ASCII character is not white space.
            Some(byte) if byte.is_ascii_graphic() => false,
            _ => self.text.trim_start().is_empty(),
        }
    }

    /// True when the piece is its whole line (white space at its end aside).
    #[inline]
    pub fn is_whole_line(&self) -> bool {
        self.start() == 0 && self.text.len() >= content(self.line_text).len()
    }

    /// An error about this piece: it was found where `expected` should have
    /// been, at the piece's line and column (column 1 for a whole line). An
    /// empty piece at the end of its line is reported as "end of line", or
    /// "a blank line" when the whole line is blank; an empty piece inside a
    /// line (a separator where a value belongs) by the character the line
    /// holds there, never as "nothing".
    ///
    /// Call it on the part that failed, not the whole line: the pieces a
    /// template or a split gave, or [`Span::find`] for a part of the line
    /// you only have as text. On the whole line it points at column 1,
    /// wherever the fault is.
    ///
    /// ```
    /// let line = aoc_common::lines("x=44..33").next().unwrap();
    /// let [low, high] = line.pattern::<2>("x={}..{}")?;
    /// assert_eq!(
    ///     high.error(format!("a number of at least {low}")).to_string(),
    ///     r#"line 1, column 7: expected a number of at least 44, found "33""#,
    /// );
    /// // The whole line: column 1.
    /// let error = line.error("a range whose low end comes first");
    /// assert_eq!(error.to_string(), r#"line 1, column 1: expected a range whose low end comes first, found "x=44..33""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn error(self, expected: impl Into<String>) -> ParseError {
        let mut error = ParseError::at(self.line, self.column(), self.text(), expected);
        if self.is_empty() {
            error.found = if self.ends_line() && self.line_text.trim().is_empty() {
                Found::BlankLine
            } else if self.ends_line() {
                Found::EndOfLine
            } else {
                // What stands where the value should: a space, a comma.
                let next = self.line_text[self.start()..].chars().next();
                Found::text(next.map_or("", |c| &self.line_text[self.start()..][..c.len_utf8()]))
            };
        }
        error
    }

    /// The piece itself, unless it is empty where a separator of `text`
    /// stands (a doubled separator, or one at the start): one value is
    /// missing, whatever reads the pieces, and the error says so there.
    #[inline]
    pub(crate) fn not_a_gap(self, separator: Option<&str>) -> Result<Self, ParseError> {
        match separator {
            Some(text) if self.is_empty() && self.line_text[self.start()..].starts_with(text) => {
                Err(self.gap_error(text))
            }
            _ => Ok(self),
        }
    }

    /// The error of [`Span::not_a_gap`].
    #[cold]
    fn gap_error(self, separator: &str) -> ParseError {
        let mut error = self.error(format!("a value (one {separator:?} between values)"));
        error.found = Found::text(separator);
        error
    }

    /// The piece as its line holds it, or an error at white space left at
    /// the line's end: [`lines`](crate::lines) (and so every helper that
    /// reads lines: `records`, `sections`, ...) drops spaces and tabs at the
    /// end of a line, so `"143 "` reads as `"143"`. A day that wants such a
    /// line refused says so with this one call.
    ///
    /// ```
    /// use aoc_common::records;
    /// assert_eq!(records("143 \n", |line| line.number::<u32>())?, [143]);
    /// let error = records("143 \n", |line| line.no_trailing_space()?.number::<u32>()).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 4: expected end of line, found " ""#);
    /// let error = records("forward 7\t\n", |line| line.no_trailing_space()).unwrap_err();
    /// assert_eq!(error.to_string(), "line 1, column 10: expected end of line, found a tab");
    /// assert_eq!(records("143\r\n", |line| line.no_trailing_space()?.number::<u32>())?, [143]);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn no_trailing_space(self) -> Result<Self, ParseError> {
        let end = self.start() + self.text.len();
        // A `\r` before the `\n` is the line's ending, not white space on it.
        let after = self
            .line_text
            .get(end..)
            .map(|after| after.strip_suffix('\r').unwrap_or(after));
        match after {
            Some(after) if self.ends_line() && !after.is_empty() => {
                let mut error = self.after(self.text.len()).error("end of line");
                error.found = Found::text(after);
                Err(error)
            }
            _ => Ok(self),
        }
    }

    /// An error about this piece that says how many `of` it held where the
    /// count is what is wrong.
    pub(crate) fn count_error(
        self,
        count: usize,
        of: &'static str,
        expected: impl Into<String>,
    ) -> ParseError {
        ParseError {
            found: Found::Count { count, of },
            ..self.error(expected)
        }
    }

    /// An error at this piece, the rest of a piece after `read`, which was
    /// whole and right by itself (a number, a listed word): the mistake is
    /// what follows it.
    /// A tab there is a tab where a space belongs, said as every other
    /// helper says it.
    fn surplus_after(self, read: &str) -> ParseError {
        if self.text().starts_with('\t') {
            return self.error(format!("{:?}", " "));
        }
        self.error(format!("{SURPLUS}{read:?}"))
    }

    /// `error`, made by a hole's parser on this piece (the rest of a
    /// template's text from the hole on), said as the fault it is when the
    /// hole read something whole and more followed it (see
    /// [`Span::surplus_after`]): where the more starts, the template's
    /// `literal` belongs (`onx=…` for `"{} {}"`: a `" "` is missing after
    /// `on`, not `x` too much).
    #[cold]
    pub(crate) fn literal_expected(self, literal: &str, error: ParseError) -> ParseError {
        let surplus = error.expected.starts_with(SURPLUS) && error.line == self.line;
        let offset = error.column.and_then(|column| {
            let skip = column.checked_sub(self.column())?;
            self.text()
                .char_indices()
                .nth(skip)
                .map(|(offset, _)| offset)
                .filter(|&offset| offset > 0)
        });
        match offset {
            Some(offset) if surplus && !literal.is_empty() => {
                // What the line holds from there on, as a template shows it:
                // where the literal's beginning is there (`,3` for `", "`),
                // at the character after it, as a template's literal says.
                let at = self.start() + offset;
                let end = content(self.line_text).len().max(at);
                Self {
                    text: &self.line_text[at..end],
                    ..self
                }
                .prefix_error(literal)
            }
            _ => error,
        }
    }

    /// The piece from byte `from` to byte `to` of this piece's text. Both
    /// must lie on char boundaries of the text, as every caller's offsets do
    /// (they come from `find`, `char_indices` or a matched prefix).
    #[inline]
    pub(crate) fn slice(self, from: usize, to: usize) -> Self {
        Self {
            text: &self.text[from..to],
            ..self
        }
    }

    /// The rest of the piece after its first `bytes` bytes.
    #[inline]
    pub(crate) fn after(self, bytes: usize) -> Self {
        Self {
            text: &self.text[bytes..],
            ..self
        }
    }

    /// The piece without white space at either end.
    ///
    /// ```
    /// let line = aoc_common::lines("  7  3").next().unwrap();
    /// let (first, _) = line.split_once("  3")?;
    /// assert_eq!((first.trim().text(), first.trim().column()), ("7", 3));
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn trim(self) -> Self {
        self.trim_matches(char::is_whitespace)
    }

    /// The piece without the characters that pass `padding` at either end:
    /// ASCII padding byte by byte, then, only where a character beyond
    /// ASCII is left at an end, character by character.
    #[inline]
    fn trim_matches(self, padding: impl Fn(char) -> bool) -> Self {
        let is_padding = |byte: &&u8| byte.is_ascii() && padding(char::from(**byte));
        let bytes = self.text.as_bytes();
        let from = bytes.iter().take_while(is_padding).count();
        let to = bytes.len() - bytes[from..].iter().rev().take_while(is_padding).count();
        let piece = self.slice(from, to);
        let text = piece.text.as_bytes();
        if text.first().is_some_and(|byte| !byte.is_ascii())
            || text.last().is_some_and(|byte| !byte.is_ascii())
        {
            let text = piece.text;
            let from = text.len() - text.trim_start_matches(&padding).len();
            return piece.slice(from, from + text.trim_matches(&padding).len());
        }
        piece
    }

    /// A cursor at the start of the piece, for reading it a character at a
    /// time (a nested grammar such as `[[1,2],3]`).
    pub fn cursor(self) -> Cursor<'a> {
        Cursor::new(self)
    }

    /// The whole piece read through a [`Cursor`] by `read`, which must
    /// leave nothing unread: what is left is an error where it starts, once
    /// `read` has succeeded.
    ///
    /// ```
    /// use aoc_common::{Cursor, ParseError};
    /// /// A digit, or a pair `[a,b]` of these, as its depth.
    /// fn depth(cursor: &mut Cursor) -> Result<usize, ParseError> {
    ///     if !cursor.eat('[') {
    ///         return cursor.take("a digit or '['", |c| c.to_digit(10)).map(|_| 0);
    ///     }
    ///     let left = depth(cursor)?;
    ///     cursor.expect(',')?;
    ///     let right = depth(cursor)?;
    ///     cursor.expect(']').map(|()| 1 + left.max(right))
    /// }
    /// let line = aoc_common::lines("[[1,2],3]").next().unwrap();
    /// assert_eq!(line.read_with(depth)?, 2);
    /// let line = aoc_common::lines("[1,2]3").next().unwrap();
    /// assert_eq!(line.read_with(depth).unwrap_err().to_string(), r#"line 1, column 6: expected end of line, found "3""#);
    /// # Ok::<(), ParseError>(())
    /// ```
    pub fn read_with<T>(
        self,
        read: impl FnOnce(&mut Cursor<'a>) -> Result<T, ParseError>,
    ) -> Result<T, ParseError> {
        let mut cursor = self.cursor();
        let value = read(&mut cursor)?;
        cursor.end().map(|()| value)
    }
}

/// `line` without the white space at its end: ASCII white space byte by
/// byte; after a character beyond ASCII, any white space.
#[inline]
fn content(line: &str) -> &str {
    let text = line.trim_ascii_end();
    match text.as_bytes().last() {
        Some(byte) if !byte.is_ascii() => text.trim_end(),
        _ => text,
    }
}

impl fmt::Debug for Span<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {:?}",
            self.line,
            self.column(),
            self.text()
        )
    }
}

impl fmt::Display for Span<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text())
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::Span;

    /// The first line of `input`, or an empty line 1.
    pub(crate) fn first(input: &str) -> Span<'_> {
        crate::lines(input).next().unwrap_or(Span::line_of(1, ""))
    }

    #[test]
    fn every_error_on_a_line_has_a_column() {
        let line = first("abc");
        assert_eq!(line.error("x").column, Some(1));
        assert_eq!(line.trim().error("x").column, Some(1));
        assert_eq!(line.after(1).error("x").column, Some(2));
        assert_eq!(line.after(3).error("x").found, crate::Found::EndOfLine);
    }
}
