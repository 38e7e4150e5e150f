//! [`Span`]: a piece of a line that remembers where it came from.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use crate::array::try_array;
use crate::number::Number;
use crate::separator::{Separator, find};
use crate::{Cursor, Found, ParseError};

mod template;

pub use template::HoleParsers;
use template::Template;

/// A piece of one input line (a whole line, or a part of one after a split, a
/// prefix or a pattern) that knows its line and column, so that an error
/// about it points at it.
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
    /// The whole line this piece lies in, without its line ending: only
    /// errors look at it, for the column and the end of the line.
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

    /// True when the piece ends where its line does.
    fn ends_line(&self) -> bool {
        self.start() + self.text.len() == self.line_text.len()
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

    /// True when the piece is its whole line.
    #[inline]
    pub fn is_whole_line(&self) -> bool {
        self.text.len() == self.line_text.len()
    }

    /// An error about this piece: it was found where `expected` should have
    /// been, at the piece's line and column (column 1 for a whole line). An
    /// empty piece at the end of its line is reported as "end of line", or
    /// "a blank line" when the whole line is blank.
    ///
    /// ```
    /// let line = aoc_common::lines("x=44..33").next().unwrap();
    /// let error = line.error("a range whose low end comes first");
    /// assert_eq!(error.to_string(), r#"line 1, column 1: expected a range whose low end comes first, found "x=44..33""#);
    /// let [low, high] = line.pattern::<2>("x={}..{}")?;
    /// assert_eq!(
    ///     high.error(format!("a number of at least {low}")).to_string(),
    ///     r#"line 1, column 7: expected a number of at least 44, found "33""#,
    /// );
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn error(self, expected: impl Into<String>) -> ParseError {
        let mut error = ParseError::at(self.line, self.column(), self.text(), expected);
        if self.is_empty() && self.ends_line() {
            error.found = if self.line_text.trim().is_empty() {
                Found::BlankLine
            } else {
                Found::EndOfLine
            };
        }
        error
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
    fn surplus_after(self, read: &str) -> ParseError {
        self.error(format!("nothing more after {read:?}"))
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

    /// The rest of the piece after `prefix`; an error at the first character
    /// where the piece and `prefix` part ways.
    ///
    /// ```
    /// let line = aoc_common::lines("fold along y=7").next().unwrap();
    /// assert_eq!(line.strip_prefix("fold along ")?.text(), "y=7");
    ///
    /// let error = line.strip_prefix("fold along x").unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 12: expected "x", found "y=7""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    #[inline]
    pub fn strip_prefix(self, prefix: &str) -> Result<Self, ParseError> {
        match self.text.strip_prefix(prefix) {
            Some(rest) => Ok(Self { text: rest, ..self }),
            None => Err(self.prefix_error(prefix)),
        }
    }

    /// Checks that the piece is exactly `text`; an error names the first
    /// character that differs.
    ///
    /// ```
    /// let line = aoc_common::lines("#.x.#").next().unwrap();
    /// let error = line.literal("#...#").unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 3: expected "..#", found "x.#""#);
    /// ```
    pub fn literal(self, text: &str) -> Result<(), ParseError> {
        self.pattern::<0>(text).map(|[]| ())
    }

    /// The error for a piece that does not start with `literal`: at the
    /// first character where the two part ways.
    #[cold]
    fn prefix_error(self, literal: &str) -> ParseError {
        let text = self.text();
        // The longest common prefix, in whole characters, and whether the
        // two part ways inside a word ("along" against "at").
        let (same, inside_word) = text
            .char_indices()
            .zip(literal.chars())
            .find(|&((_, a), b)| a != b)
            .map_or_else(
                || (text.len().min(literal.len()), false),
                |((offset, a), b)| (offset, a.is_alphanumeric() && b.is_alphanumeric()),
            );
        // Inside a word, point at the word's start: "expected "along "".
        let same = if inside_word {
            literal[..same]
                .rfind(|c: char| !c.is_alphanumeric())
                .map_or(0, |before| before + 1)
        } else {
            same
        };
        let expected = format!("{:?}", &literal[same..]);
        self.after(same).error(expected)
    }

    /// The pieces before and after the first `separator`.
    ///
    /// Without one, the error points where the separator most likely
    /// belongs: at a stand-in for it (a tab for a space, `_` for `-`, `=>`
    /// for `->`), where a partial copy of it breaks off, or else after the
    /// word the piece starts with (after the words, for a separator such as
    /// `" | "`).
    ///
    /// The parts are not checked: on `fwd7`, the missing space is reported
    /// at the `7`, where [`Span::pattern_with`] with a parser for the word
    /// reports `fwd` first, which is where the line goes wrong.
    ///
    /// ```
    /// let line = aoc_common::lines("start-QX").next().unwrap();
    /// let (from, to) = line.split_once("-")?;
    /// assert_eq!((from.text(), to.text(), to.column()), ("start", "QX", 7));
    ///
    /// let line = aoc_common::lines("up\t3").next().unwrap();
    /// let error = line.split_once(" ").unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 3: expected " ", found "\t3""#);
    /// let error = line.split_once(" -> ").unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 5: expected " -> ", found end of line"#);
    ///
    /// let line = aoc_common::lines("start QX").next().unwrap();
    /// let error = line.split_once("-").unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 6: expected "-", found " QX""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn split_once(self, separator: &str) -> Result<(Self, Self), ParseError> {
        let text = self.text();
        match find(text, separator).filter(|_| !separator.is_empty()) {
            Some(at) => Ok((self.slice(0, at), self.after(at + separator.len()))),
            None if separator.is_empty() => Err(self.error("a separator that is not empty")),
            None => Err(self.missing_at(separator).1),
        }
    }

    /// For a `literal` that the piece does not contain: where it belongs (a
    /// byte offset) and the error there. At a stand-in or a partial copy of
    /// it (see [`Span::missing`]); else after the word or the number the
    /// piece starts with (ASCII letters, or digits after an optional `-`),
    /// which is what comes before a separator: `forward7` wants its space
    /// before the `7`. Where the literal has white space and more (`" -> "`,
    /// `" | "`), the words before it may have white space and digits too.
    fn missing_at(self, literal: &str) -> (usize, ParseError) {
        self.missing(literal).unwrap_or_else(|| {
            let text = self.text();
            let spaced = literal.contains(char::is_whitespace) && !literal.trim().is_empty();
            let sign = usize::from(text.starts_with('-'));
            let digits = text[sign..].starts_with(|c: char| c.is_ascii_digit());
            let in_token = |c: char| match () {
                () if spaced => c.is_ascii_alphanumeric() || c.is_whitespace(),
                () if digits => c.is_ascii_digit(),
                () => c.is_ascii_alphabetic(),
            };
            let at = text[sign..]
                .find(|c: char| !in_token(c))
                .map_or(text.len(), |at| sign + at);
            (at, self.after(at).error(format!("{literal:?}")))
        })
    }

    /// For a `literal` that the piece does not contain: where it most likely
    /// starts (a byte offset) and an error where it goes wrong from there, if
    /// any place looks like it.
    ///
    /// First choice, the first place where the literal stands with one of
    /// its marks replaced by another of the same kind: punctuation for
    /// punctuation (`=>` for `->`, `_` for `-`), white space for white space
    /// (a tab for a space). Second, the longest beginning of the literal (two
    /// characters at least, or one that runs to the end of the piece) at the
    /// place where it breaks off.
    fn missing(self, literal: &str) -> Option<(usize, ParseError)> {
        let text = self.text();
        let wanted: Vec<char> = literal.chars().collect();
        let kind = |c: char| match c {
            c if c.is_alphanumeric() => None,
            c if c.is_whitespace() => Some(true),
            _ => Some(false),
        };
        // Each place the literal could start: its byte offset, and how many
        // of the literal's characters the text there matches before the
        // first difference, and what the text holds at that difference.
        let places = text.char_indices().map(|(at, _)| {
            let from_here = &text[at..];
            let same = from_here
                .chars()
                .zip(&wanted)
                .take_while(|(found, want)| found == *want)
                .count();
            let differs_at = at
                + from_here
                    .chars()
                    .take(same)
                    .map(char::len_utf8)
                    .sum::<usize>();
            (at, same, differs_at)
        });
        // One mark in place of another, the rest of the literal all there.
        let substituted = places.clone().find(|&(_, same, differs_at)| {
            let (Some(found), Some(&want)) = (text[differs_at..].chars().next(), wanted.get(same))
            else {
                return false;
            };
            let after = &text[differs_at + found.len_utf8()..];
            let rest = &wanted[same + 1..];
            kind(found).is_some()
                && kind(found) == kind(want)
                && after.chars().count() >= rest.len()
                && after.chars().zip(rest).all(|(a, b)| a == *b)
        });
        // The longest beginning of the literal; the first of equals.
        let broken_off = || {
            places
                .clone()
                .filter(|&(_, same, differs_at)| {
                    same >= 2 || (same == 1 && differs_at == text.len())
                })
                .min_by_key(|&(at, same, _)| (std::cmp::Reverse(same), at))
        };
        let (at, same, differs_at) = substituted.or_else(broken_off)?;
        let rest: String = wanted[same..].iter().collect();
        Some((at, self.after(differs_at).error(format!("{rest:?}"))))
    }

    /// The pieces between separators: a `&str` or `char` (every occurrence
    /// splits, so `"1,,2"` has an empty middle piece), or
    /// [`Spaces`](crate::Spaces) or [`Whitespace`](crate::Whitespace) (runs
    /// of spaces or of any white space, and none at either end).
    ///
    /// ```
    /// use aoc_common::Spaces;
    /// let line = aoc_common::lines(" 2 19  33").next().unwrap();
    /// let columns: Vec<usize> = line.split(Spaces).map(|piece| piece.column()).collect();
    /// assert_eq!(columns, [2, 4, 8]);
    /// ```
    #[inline]
    pub fn split<S: Separator>(self, separator: S) -> Split<'a, S> {
        let span = if separator.ignores_ends() {
            self.trim_matches(|c| separator.is_padding(c))
        } else {
            self
        };
        Split {
            rest: Some(span),
            separator,
        }
    }

    /// Exactly `N` pieces between separators (see [`Span::split`]); too few
    /// or too many is an error (see [`Span::list_n`]).
    ///
    /// ```
    /// let line = aoc_common::lines("1,2,3").next().unwrap();
    /// let [x, _, z] = line.split_n(",")?;
    /// assert_eq!((x.text(), z.column()), ("1", 5));
    ///
    /// let error = line.split_n::<2>(",").unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     r#"line 1, column 5: expected 2 values separated by ",", found 3 values"#,
    /// );
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn split_n<const N: usize>(
        self,
        separator: impl Separator,
    ) -> Result<[Self; N], ParseError> {
        self.list_n(separator, Ok)
    }

    /// Every piece between separators, each turned into a `T` by `item`.
    ///
    /// ```
    /// use aoc_common::Span;
    /// let line = aoc_common::lines("3,4,x").next().unwrap();
    /// let error = line.list(",", Span::number::<u8>).unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     r#"line 1, column 5: expected an unsigned 8-bit integer (0 to 255), found "x""#,
    /// );
    /// ```
    pub fn list<T>(
        &self,
        separator: impl Separator,
        item: impl FnMut(Self) -> Result<T, ParseError>,
    ) -> Result<Vec<T>, ParseError> {
        self.split(separator).map(item).collect()
    }

    /// Exactly `N` pieces between separators, each turned into a `T` by
    /// `item`, in order. Too many is an error at the first piece too many;
    /// too few, an error at the end of this piece, where the next separator
    /// belongs, or at a stand-in for a separator of fixed text (a tab where
    /// `" "` belongs, as [`Span::split_once`] finds it). Counts say how many
    /// there were.
    ///
    /// ```
    /// use aoc_common::Spaces;
    /// let line = aoc_common::lines("abc | ab cd").next().unwrap();
    /// let (_, output) = line.split_once(" | ")?;
    /// let lengths = output.list_n::<_, 2>(Spaces, |word| Ok(word.text().len()))?;
    /// assert_eq!(lengths, [2, 2]);
    /// let error = output.list_n::<usize, 3>(Spaces, |word| Ok(word.text().len()));
    /// assert_eq!(
    ///     error.unwrap_err().to_string(),
    ///     "line 1, column 12: expected 3 values separated by spaces, found 2 values",
    /// );
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    #[inline]
    pub fn list_n<T, const N: usize>(
        &self,
        separator: impl Separator,
        mut item: impl FnMut(Self) -> Result<T, ParseError>,
    ) -> Result<[T; N], ParseError> {
        let expected = || format!("{N} values separated by {}", separator.describe());
        let mut pieces = self.split(separator);
        let mut last = None;
        // The first N pieces, each checked as it is taken; too few is an
        // error once those there are checked.
        let values = try_array(|index| match pieces.next() {
            Some(piece) => {
                last = Some(piece);
                item(piece)
            }
            None => Err(self.too_few(last, separator, index, expected())),
        })?;
        match pieces.next() {
            Some(surplus) => {
                let count = N + 1 + pieces.count();
                Err(surplus.count_error(count, "value", expected()))
            }
            None => Ok(values),
        }
    }

    /// The error for a list of `count` pieces, the `last` of them as given,
    /// where more were `expected`: at a stand-in for the separator in the
    /// last piece, if it has one; else where the piece ends (at the start of
    /// a piece of white space only).
    fn too_few(
        self,
        last: Option<Self>,
        separator: impl Separator,
        count: usize,
        expected: String,
    ) -> ParseError {
        let stand_in = last
            .zip(separator.text())
            .and_then(|(last, text)| last.missing(&text));
        match stand_in {
            Some((_, error)) => error,
            None if self.trim().is_empty() => self.count_error(count, "value", expected),
            None => self
                .after(self.text().len())
                .count_error(count, "value", expected),
        }
    }

    /// Every piece between separators, as a number (see [`Span::number`]).
    ///
    /// ```
    /// let line = aoc_common::lines("5,1,2,8").next().unwrap();
    /// assert_eq!(line.numbers::<u8>(",")?, [5, 1, 2, 8]);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn numbers<T: Number>(self, separator: impl Separator) -> Result<Vec<T>, ParseError> {
        self.list(separator, |piece| piece.number())
    }

    /// Exactly `N` numbers between separators.
    ///
    /// ```
    /// let line = aoc_common::lines("-512,733,-88").next().unwrap();
    /// let [x, y, z] = line.numbers_n::<i32, 3>(",")?;
    /// assert_eq!((x, y, z), (-512, 733, -88));
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    #[inline]
    pub fn numbers_n<T: Number, const N: usize>(
        &self,
        separator: impl Separator,
    ) -> Result<[T; N], ParseError> {
        // N numbers that all read well go straight into the array; anything
        // else is read again by `list_n`, for the error.
        let mut numbers = [T::default(); N];
        let mut filled = 0;
        for piece in self.split(separator) {
            match (numbers.get_mut(filled), T::from_digits(piece.text())) {
                (Some(slot), Some(number)) => *slot = number,
                _ => return self.list_n(separator, Span::number),
            }
            filled += 1;
        }
        if filled < N {
            return self.list_n(separator, Span::number);
        }
        Ok(numbers)
    }

    /// The piece as an integer of type `T`: decimal digits only for an
    /// unsigned type (no `+`, no spaces), and an optional leading `-` for a
    /// signed one. Anything else, or a number out of `T`'s range, is an error
    /// at the piece that names the type's range (see [`Number::description`]);
    /// a good number with more after it, an error where the more starts.
    ///
    /// ```
    /// let line = aoc_common::lines("300").next().unwrap();
    /// assert_eq!(line.number::<u16>()?, 300);
    /// assert_eq!(
    ///     line.number::<u8>().unwrap_err().to_string(),
    ///     r#"line 1, column 1: expected an unsigned 8-bit integer (0 to 255), found "300""#,
    /// );
    /// let line = aoc_common::lines("14 3").next().unwrap();
    /// assert_eq!(
    ///     line.number::<i64>().unwrap_err().to_string(),
    ///     r#"line 1, column 3: expected nothing more after "14", found " 3""#,
    /// );
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    #[inline]
    pub fn number<T: Number>(self) -> Result<T, ParseError> {
        T::from_digits(self.text()).ok_or_else(|| self.not_a_number(|_: &T| true, T::description))
    }

    /// The error for a piece that is not a number that `fits`: where one
    /// that fits is followed by more, at what follows it; else at the piece,
    /// `expected` saying what fits.
    #[cold]
    fn not_a_number<T: Number>(
        self,
        fits: impl Fn(&T) -> bool,
        expected: impl FnOnce() -> String,
    ) -> ParseError {
        match T::prefix(self.text().as_bytes()) {
            Some((number, length)) if fits(&number) && length < self.text().len() => {
                self.after(length).surplus_after(&self.text()[..length])
            }
            _ => self.error(expected()),
        }
    }

    /// The piece as an integer within `range` (both ends included); a range
    /// of one number asks for that number.
    ///
    /// ```
    /// let line = aoc_common::lines("9").next().unwrap();
    /// assert_eq!(
    ///     line.number_in(0..=8_u8).unwrap_err().to_string(),
    ///     r#"line 1, column 1: expected a whole number from 0 to 8, found "9""#,
    /// );
    /// assert_eq!(
    ///     line.number_in(7..=7).unwrap_err().to_string(),
    ///     r#"line 1, column 1: expected 7, found "9""#,
    /// );
    /// ```
    pub fn number_in<T: Number>(self, range: RangeInclusive<T>) -> Result<T, ParseError> {
        T::from_digits(self.text())
            .filter(|number| range.contains(number))
            .ok_or_else(|| {
                self.not_a_number(
                    |number| range.contains(number),
                    || match (range.start(), range.end()) {
                        (only, end) if only == end => format!("{only}"),
                        (start, end) => format!("a whole number from {start} to {end}"),
                    },
                )
            })
    }

    /// The piece parsed with `T`'s [`FromStr`]; `expected` describes a valid
    /// value for the error.
    ///
    /// ```
    /// let line = aoc_common::lines("1.5").next().unwrap();
    /// assert_eq!(line.parse::<f64>("a decimal number")?, 1.5);
    /// assert!(line.parse::<u8>("a byte").is_err());
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn parse<T: FromStr>(self, expected: &str) -> Result<T, ParseError> {
        self.text().parse().map_err(|_| self.error(expected))
    }

    /// The value paired with the piece's text in `choices`; anything else is
    /// an error that lists what is allowed, at the piece's start, or, where
    /// the piece starts with a listed word, where what follows it starts.
    ///
    /// ```
    /// let line = aoc_common::lines("sideways 3").next().unwrap();
    /// let (word, _) = line.split_once(" ")?;
    /// let error = word.one_of(&[("forward", 0), ("down", 1), ("up", 2)]).unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     r#"line 1, column 1: expected one of "forward", "down", "up", found "sideways""#,
    /// );
    /// let line = aoc_common::lines("inp w 5").next().unwrap();
    /// let (_, register) = line.split_once(" ")?;
    /// let error = register.one_of(&[("w", 0), ("x", 1), ("y", 2), ("z", 3)]).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 6: expected nothing more after "w", found " 5""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn one_of<T: Clone>(self, choices: &[(&str, T)]) -> Result<T, ParseError> {
        self.word_of(choices).ok_or_else(|| {
            self.word_followed_by_more(choices)
                .unwrap_or_else(|| self.error(format!("one of {}", quoted_words(choices))))
        })
    }

    /// Where the piece starts with a word of `choices` (the longest) and
    /// more follows it: the error at what follows.
    fn word_followed_by_more<T>(self, choices: &[(&str, T)]) -> Option<ParseError> {
        let text = self.text();
        choices
            .iter()
            .map(|&(word, _)| word)
            .filter(|word| !word.is_empty() && word.len() < text.len() && text.starts_with(word))
            .max_by_key(|word| word.len())
            .map(|word| self.after(word.len()).surplus_after(word))
    }

    /// The value paired with the piece's text in `choices`, or else what
    /// `otherwise` makes of the piece: day 24's "a register or a number".
    /// When neither fits, the error is the one that reads further into the
    /// piece (a listed word followed by more, or `otherwise`'s own); where
    /// both stop at the piece's start, it lists the words and then what
    /// `otherwise` expected.
    ///
    /// ```
    /// #[derive(Clone, Debug, PartialEq)]
    /// enum Operand { Register(usize), Number(i64) }
    /// let registers = [("w", Operand::Register(0)), ("x", Operand::Register(1))];
    /// let operand = |piece: aoc_common::Span| {
    ///     piece.one_of_or(&registers, |piece| piece.number().map(Operand::Number))
    /// };
    /// let line = aoc_common::lines("add x -7").next().unwrap();
    /// let [_, a, b] = line.split_n(" ")?;
    /// assert_eq!((operand(a)?, operand(b)?), (Operand::Register(1), Operand::Number(-7)));
    ///
    /// let line = aoc_common::lines("add x v").next().unwrap();
    /// let [_, _, b] = line.split_n(" ")?;
    /// assert_eq!(
    ///     operand(b).unwrap_err().to_string(),
    ///     r#"line 1, column 7: expected one of "w", "x", or a 64-bit integer, found "v""#,
    /// );
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn one_of_or<T: Clone>(
        self,
        choices: &[(&str, T)],
        otherwise: impl FnOnce(Self) -> Result<T, ParseError>,
    ) -> Result<T, ParseError> {
        if let Some(value) = self.word_of(choices) {
            return Ok(value);
        }
        otherwise(self).map_err(|error| {
            let at_start = (error.line, error.column) == (self.line, Some(self.column()));
            match self.word_followed_by_more(choices) {
                // The error further into the piece is where it goes wrong.
                Some(more) if at_start || more.column > error.column => more,
                None if at_start => {
                    let words = quoted_words(choices);
                    self.error(format!("one of {words}, or {}", error.expected))
                }
                _ => error,
            }
        })
    }

    /// The value paired with the piece's text in `choices`.
    fn word_of<T: Clone>(self, choices: &[(&str, T)]) -> Option<T> {
        let text = self.text();
        choices
            .iter()
            .find(|(word, _)| *word == text)
            .map(|(_, value)| value.clone())
    }

    /// The piece itself, if it is not empty and every character passes
    /// `allowed`; otherwise an error at the first character that does not.
    /// `expected` describes the allowed characters.
    ///
    /// ```
    /// let line = aoc_common::lines("kd-eNd").next().unwrap();
    /// let (_, to) = line.split_once("-")?;
    /// let error = to.only("lower-case letters", |c| c.is_ascii_lowercase()).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 5: expected lower-case letters, found "N""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn only(self, expected: &str, allowed: impl Fn(char) -> bool) -> Result<Self, ParseError> {
        // An empty piece is an error there too.
        self.map_chars(expected, |c| allowed(c).then_some(()))?;
        Ok(self)
    }

    /// Every character of the piece, each turned into a `T` by `cell`; a
    /// character it maps to `None` is an error at that character's column,
    /// and so is an empty piece.
    ///
    /// ```
    /// let line = aoc_common::lines("C20D7G00").next().unwrap();
    /// let error = line.map_chars("a hexadecimal digit", |c| c.to_digit(16)).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 6: expected a hexadecimal digit, found "G""#);
    /// let blank = aoc_common::lines("\n").next().unwrap();
    /// let error = blank.map_chars("a hexadecimal digit", |c| c.to_digit(16)).unwrap_err();
    /// assert_eq!(error.to_string(), "line 1, column 1: expected a hexadecimal digit, found a blank line");
    /// ```
    pub fn map_chars<T>(
        &self,
        expected: &str,
        mut cell: impl FnMut(char) -> Option<T>,
    ) -> Result<Vec<T>, ParseError> {
        let mut cells = Vec::with_capacity(self.text().len());
        self.map_chars_into(expected, &mut cell, &mut cells)?;
        Ok(cells)
    }

    /// Pushes every character's cell onto `cells`, in order; the first
    /// character that `cell` maps to `None` is an error at its column, and
    /// so is an empty piece. An ASCII piece is read byte by byte.
    pub(crate) fn map_chars_into<T>(
        self,
        expected: &str,
        cell: &mut impl FnMut(char) -> Option<T>,
        cells: &mut Vec<T>,
    ) -> Result<(), ParseError> {
        if self.is_empty() {
            return Err(self.error(expected));
        }
        let text = self.text();
        let bad = |at: usize, c: char| self.slice(at, at + c.len_utf8()).error(expected);
        // No `Result` per character: the error is built only where it is.
        if text.is_ascii() {
            for (at, &byte) in text.as_bytes().iter().enumerate() {
                match cell(char::from(byte)) {
                    Some(value) => cells.push(value),
                    None => return Err(bad(at, char::from(byte))),
                }
            }
        } else {
            for (at, c) in text.char_indices() {
                match cell(c) {
                    Some(value) => cells.push(value),
                    None => return Err(bad(at, c)),
                }
            }
        }
        Ok(())
    }

    /// Exactly `N` characters, each turned into a `T` by `cell`, in order:
    /// a bad character among the first `N` is reported first. One character
    /// too many is an error at it; too few, where the piece ends. Both say
    /// how many there were.
    ///
    /// ```
    /// let capital = |c: char| c.is_ascii_uppercase().then_some(c);
    /// let line = aoc_common::lines("CH").next().unwrap();
    /// let [a, b] = line.map_chars_n("a capital letter", capital)?;
    /// assert_eq!((a, b), ('C', 'H'));
    /// let error = line.map_chars_n::<_, 3>("a capital letter", capital).unwrap_err();
    /// assert_eq!(error.to_string(), "line 1, column 3: expected 3 characters, each a capital letter, found 2 characters");
    /// let error = line.map_chars_n::<_, 1>("a capital letter", capital).unwrap_err();
    /// assert_eq!(error.to_string(), "line 1, column 2: expected 1 character, a capital letter, found 2 characters");
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn map_chars_n<T, const N: usize>(
        &self,
        expected: &str,
        mut cell: impl FnMut(char) -> Option<T>,
    ) -> Result<[T; N], ParseError> {
        let described = || {
            if N == 1 {
                format!("1 character, {expected}")
            } else {
                format!("{N} characters, each {expected}")
            }
        };
        let count = || self.text().chars().count();
        // The first N characters, checked in order before the count.
        let mut chars = self.text().char_indices();
        let cells = try_array(|_| match chars.next() {
            Some((at, c)) => {
                cell(c).ok_or_else(|| self.slice(at, at + c.len_utf8()).error(expected))
            }
            None => {
                Err(self
                    .after(self.text().len())
                    .count_error(count(), "character", described()))
            }
        })?;
        match chars.next() {
            Some((at, _)) => Err(self
                .after(at)
                .count_error(count(), "character", described())),
            None => Ok(cells),
        }
    }

    /// Each character as a piece of its own.
    ///
    /// ```
    /// let line = aoc_common::lines("a→b").next().unwrap();
    /// let columns: Vec<usize> = line.chars().map(|c| c.column()).collect();
    /// assert_eq!(columns, [1, 2, 3]);
    /// ```
    pub fn chars(self) -> impl Iterator<Item = Self> + 'a {
        let span = self;
        self.text()
            .char_indices()
            .map(move |(at, c)| span.slice(at, at + c.len_utf8()))
    }

    /// Matches the piece against `template`, literal text with `N` holes
    /// written `{}`, and returns the holes. Each hole takes the text up to the
    /// first place where the template's next literal text follows; the last
    /// hole, if the template ends with one, takes the rest. A mismatch names
    /// the column where the piece and the template part ways; a literal that
    /// is missing is looked for as [`Span::split_once`] does.
    ///
    /// The holes are not checked: to check each hole as it is taken, before
    /// the text after it, give each a parser with [`Span::pattern_with`]. For
    /// holes that are numbers, [`Span::pattern_numbers`] is stricter still:
    /// each hole takes only a number's characters, so a mistake is reported
    /// in the field where it is.
    ///
    /// ```
    /// let line = aoc_common::lines("fold along y=7").next().unwrap();
    /// let [axis, at] = line.pattern("fold along {}={}")?;
    /// assert_eq!((axis.text(), at.number::<u32>()?), ("y", 7));
    ///
    /// let line = aoc_common::lines("fold along y:7").next().unwrap();
    /// let error = line.pattern::<2>("fold along {}={}").unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 13: expected "=", found ":7""#);
    ///
    /// let line = aoc_common::lines("KN => P").next().unwrap();
    /// let error = line.pattern::<2>("{} -> {}").unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 4: expected "-> ", found "=> P""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn pattern<const N: usize>(self, template: &str) -> Result<[Self; N], ParseError> {
        self.map_holes(template, None, Ok)
    }

    /// The holes of a template (see [`Span::pattern`]), each turned into a
    /// `T` by `hole` as soon as it is taken, so that a bad hole is reported
    /// before anything later on the line.
    ///
    /// ```
    /// let kind = |hole: aoc_common::Span| hole.one_of(&[("A", 0), ("B", 1), ("C", 2), ("D", 3)]);
    /// let line = aoc_common::lines("###D#A#C#B###").next().unwrap();
    /// assert_eq!(line.pattern_map("###{}#{}#{}#{}###", kind)?, [3, 0, 2, 1]);
    ///
    /// let line = aoc_common::lines("###D#A#CxB###").next().unwrap();
    /// let error = line.pattern_map::<_, 4>("###{}#{}#{}#{}###", kind).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 9: expected nothing more after "C", found "xB""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn pattern_map<T, const N: usize>(
        self,
        template: &str,
        hole: impl FnMut(Self) -> Result<T, ParseError>,
    ) -> Result<[T; N], ParseError> {
        self.map_holes(template, None, hole)
    }

    /// The holes of a template (see [`Span::pattern`]), each turned into a
    /// value of its own type by its own parser, in order: `parsers` is a
    /// tuple with one function or closure per hole (see [`HoleParsers`]).
    /// Each hole is checked as soon as it is taken, before the literal text
    /// after it, so the first mistake in reading order is the one reported.
    ///
    /// Day 13's folds (a letter, then a number) and day 14's rules (two
    /// letters, then one):
    ///
    /// ```
    /// use aoc_common::Span;
    /// let axis = |axis: Span| axis.one_of(&[("x", 0), ("y", 1)]);
    /// let line = aoc_common::lines("fold along y=7").next().unwrap();
    /// assert_eq!(line.pattern_with("fold along {}={}", (axis, Span::number::<u32>))?, (1, 7));
    ///
    /// let line = aoc_common::lines("fold along z=7").next().unwrap();
    /// let error = line.pattern_with("fold along {}={}", (axis, Span::number::<u32>)).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 12: expected one of "x", "y", found "z""#);
    ///
    /// let letter = |c: char| c.is_ascii_uppercase().then_some(c);
    /// let rule = |line: Span| line.pattern_with("{} -> {}", (
    ///     |pair: Span| pair.map_chars_n::<_, 2>("a capital letter", letter),
    ///     |insert: Span| insert.map_chars_n::<_, 1>("a capital letter", letter),
    /// ));
    /// let (pair, [insert]) = rule(aoc_common::lines("CH -> B").next().unwrap())?;
    /// assert_eq!((pair, insert), (['C', 'H'], 'B'));
    /// let error = rule(aoc_common::lines("CH -> 7").next().unwrap()).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 7: expected a capital letter, found "7""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    #[inline]
    pub fn pattern_with<H: HoleParsers<'a>>(
        self,
        template: &str,
        parsers: H,
    ) -> Result<H::Values, ParseError> {
        let mut template = Template::start(self, template, H::COUNT, None)?;
        let values = parsers.take(&mut template)?;
        template.end()?;
        Ok(values)
    }

    /// The holes of a template (see [`Span::pattern`]), each a number of
    /// type `T` (see [`Span::number`]). A hole takes the characters a number
    /// can have (digits, after a `-` for a signed type), and the template's
    /// next literal text must follow right there: the error is at the first
    /// character that does not fit, in the field where it is.
    ///
    /// ```
    /// let line = aoc_common::lines("target area: x=44..71, y=-91..-63").next().unwrap();
    /// let [x1, x2, y1, y2] = line.pattern_numbers::<i32, 4>("target area: x={}..{}, y={}..{}")?;
    /// assert_eq!((x1, x2, y1, y2), (44, 71, -91, -63));
    ///
    /// let line = aoc_common::lines("12,7 => 30,9").next().unwrap();
    /// let error = line.pattern_numbers::<u32, 4>("{},{} -> {},{}").unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 6: expected "-> ", found "=> 30,9""#);
    ///
    /// let line = aoc_common::lines("x=-20.26,y=-36..17").next().unwrap();
    /// let error = line.pattern_numbers::<i32, 4>("x={}..{},y={}..{}").unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 7: expected ".", found "26,y=-36..17""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn pattern_numbers<T: Number, const N: usize>(
        self,
        template: &str,
    ) -> Result<[T; N], ParseError> {
        // A piece that fits is read straight from its bytes; anything else
        // is read again, step by step, for the error.
        match numbers_in(self.text().as_bytes(), template.as_bytes()) {
            Some(numbers) => Ok(numbers),
            None => self.map_holes(template, Some(T::SIGNED), Span::number),
        }
    }

    /// Matches `template` from left to right, each hole turned into a `T` by
    /// `hole` as soon as it is taken. With `numbers` (whether signed), a
    /// hole takes a number's characters; otherwise text up to the next
    /// literal, or the rest of the piece for a hole at the template's end.
    fn map_holes<T, const N: usize>(
        self,
        template: &str,
        numbers: Option<bool>,
        mut hole: impl FnMut(Self) -> Result<T, ParseError>,
    ) -> Result<[T; N], ParseError> {
        let mut template = Template::start(self, template, N, numbers)?;
        let values = try_array(|_| template.hole(&mut hole))?;
        template.end()?;
        Ok(values)
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

/// The numbers in the holes of `template` when `text` fits it as
/// [`Span::pattern_numbers`] reads it (each hole the longest number there,
/// in range, then the next literal text), or `None`, without building an
/// error or allocating.
fn numbers_in<T: Number, const N: usize>(mut text: &[u8], mut template: &[u8]) -> Option<[T; N]> {
    let mut numbers = [T::default(); N];
    let mut filled = 0;
    loop {
        let hole = template::hole_at(template);
        text = text.strip_prefix(&template[..hole.unwrap_or(template.len())])?;
        let Some(hole) = hole else {
            break;
        };
        template = &template[hole + 2..];
        let (number, length) = T::prefix(text)?;
        *numbers.get_mut(filled)? = number;
        filled += 1;
        text = &text[length..];
    }
    (filled == N && text.is_empty()).then_some(numbers)
}

/// `"a", "b", "c"`: the words of `choices`, for an error message.
fn quoted_words<T>(choices: &[(&str, T)]) -> String {
    let words: Vec<String> = choices
        .iter()
        .map(|(word, _)| format!("{word:?}"))
        .collect();
    words.join(", ")
}

/// The pieces of a [`Span`] between separators: see [`Span::split`].
#[derive(Clone, Debug)]
pub struct Split<'a, S> {
    rest: Option<Span<'a>>,
    separator: S,
}

impl<'a, S: Separator> Iterator for Split<'a, S> {
    type Item = Span<'a>;

    #[inline]
    fn next(&mut self) -> Option<Span<'a>> {
        let rest = self.rest?;
        match self.separator.find_in(rest.text()) {
            Some((at, length)) => {
                self.rest = Some(rest.after(at + length));
                Some(rest.slice(0, at))
            }
            None => {
                self.rest = None;
                // Splitting nothing by white space gives no pieces at all.
                (!(self.separator.ignores_ends() && rest.is_empty())).then_some(rest)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::lines;

    fn first(input: &str) -> super::Span<'_> {
        lines(input).next().unwrap_or(super::Span::line_of(1, ""))
    }

    #[test]
    fn a_template_with_the_wrong_hole_count_is_an_error_not_a_panic() {
        let error = first("1,2").pattern::<3>("{},{}").unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 1, column 1: expected a template with 3 holes `{}` (the parser's template has 2), found "{},{}""#
        );
    }

    #[test]
    fn surplus_after_the_template_is_reported_where_it_starts() {
        let error = first("--- scanner 1 --- x")
            .pattern::<1>("--- scanner {} ---")
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 1, column 18: expected end of line, found " x""#
        );
        let error = first("<a> b").pattern::<1>("<{}>").unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 1, column 4: expected end of line, found " b""#
        );
        let (inner, _) = first("<a>b | c").split_once(" | ").unwrap();
        let error = inner.pattern::<1>("<{}>").unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 1, column 4: expected nothing more, found "b""#
        );
    }

    #[test]
    fn number_holes_take_a_number_then_match_in_place() {
        let error = first("x=3,y=4x").pattern_numbers::<u8, 2>("x={},y={}");
        assert_eq!(
            error.unwrap_err().to_string(),
            r#"line 1, column 8: expected end of line, found "x""#
        );
        let error = first("3,x -> 3,42").pattern_numbers::<u8, 4>("{},{} -> {},{}");
        assert_eq!(
            error.unwrap_err().to_string(),
            r#"line 1, column 3: expected an unsigned 8-bit integer (0 to 255), found "x""#
        );
        let error = first("3,1 -> -3,42").pattern_numbers::<u8, 4>("{},{} -> {},{}");
        assert_eq!(
            error.unwrap_err().to_string(),
            r#"line 1, column 8: expected an unsigned 8-bit integer (0 to 255), found "-3""#
        );
        let error = first("300,1 -> ?").pattern_numbers::<u8, 3>("{},{} -> {}");
        assert_eq!(
            error.unwrap_err().to_string(),
            r#"line 1, column 1: expected an unsigned 8-bit integer (0 to 255), found "300""#
        );
        let [a, b] = first("-3--4").pattern_numbers::<i8, 2>("{}-{}").unwrap();
        assert_eq!((a, b), (-3, -4));
    }

    #[test]
    fn a_missing_literal_is_looked_for_where_it_most_likely_belongs() {
        let error = |text, template| first(text).pattern::<2>(template).unwrap_err().to_string();
        assert_eq!(
            error("CH => B", "{} -> {}"),
            r#"line 1, column 4: expected "-> ", found "=> B""#
        );
        assert_eq!(
            error("CH ->B", "{} -> {}"),
            r#"line 1, column 6: expected " ", found "B""#
        );
        assert_eq!(
            error("CH -", "{} -> {}"),
            r#"line 1, column 5: expected "> ", found end of line"#
        );
        assert_eq!(
            error("CHB", "{} -> {}"),
            r#"line 1, column 4: expected " -> ", found end of line"#
        );
        let error = first("kd_end").split_once("-").unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 1, column 3: expected "-", found "_end""#
        );
    }

    proptest::proptest! {
        /// The fast reading of a template's numbers accepts exactly what
        /// the step-by-step one does, with the same numbers: on lines made
        /// from the template, some with one character changed.
        #[test]
        fn numbers_are_read_fast_as_step_by_step(
            template in "[x=,. -]{0,3}(\\{\\}[x=,. -]{0,3}){3}",
            numbers in proptest::array::uniform3(-300_i64..300),
            change in proptest::option::of((0_usize..40, "[x=,. 0-9-]")),
        ) {
            let mut holes = numbers.iter();
            let mut text = String::new();
            for literal in template.split("{}") {
                text.push_str(literal);
                if let Some(number) = holes.next() {
                    text.push_str(&number.to_string());
                }
            }
            if let Some((at, with)) = change.filter(|(at, _)| *at < text.len()) {
                text.replace_range(at..=at, &with);
            }
            let line = super::Span::line_of(1, &text);
            let slow = line.map_holes::<i8, 3>(&template, Some(true), super::Span::number).ok();
            proptest::prop_assert_eq!(super::numbers_in::<i8, 3>(text.as_bytes(), template.as_bytes()), slow);
            let slow = line.map_holes::<u32, 3>(&template, Some(false), super::Span::number).ok();
            proptest::prop_assert_eq!(super::numbers_in::<u32, 3>(text.as_bytes(), template.as_bytes()), slow);
            let slow = line.map_holes::<i64, 3>(&template, Some(true), super::Span::number).ok();
            let fast = super::numbers_in::<i64, 3>(text.as_bytes(), template.as_bytes());
            proptest::prop_assert_eq!(fast, slow);
        }
    }

    proptest::proptest! {
        /// `numbers_n`'s fast reading gives what `list_n` of numbers does,
        /// values and errors alike.
        #[test]
        fn numbers_n_reads_as_list_n_does(text in "[ ,0-9x-]{0,14}") {
            use super::Span;
            let line = Span::line_of(1, &text);
            proptest::prop_assert_eq!(
                line.numbers_n::<u8, 3>(crate::Spaces),
                line.list_n::<u8, 3>(crate::Spaces, Span::number)
            );
            proptest::prop_assert_eq!(
                line.numbers_n::<i16, 2>(","),
                line.list_n::<i16, 2>(",", Span::number)
            );
        }
    }

    #[test]
    fn the_last_hole_takes_the_rest_and_others_stop_at_the_next_literal() {
        let [a, b] = first("x=1..2..3").pattern("x={}..{}").unwrap();
        assert_eq!((a.text(), b.text(), b.column()), ("1", "2..3", 6));
    }

    #[test]
    fn every_error_on_a_line_has_a_column() {
        let line = first("abc");
        assert_eq!(line.error("x").column, Some(1));
        assert_eq!(line.trim().error("x").column, Some(1));
        assert_eq!(line.after(1).error("x").column, Some(2));
        assert_eq!(line.after(3).error("x").found, crate::Found::EndOfLine);
    }

    #[test]
    fn surplus_values_are_reported_at_the_first_one_whatever_the_separator() {
        let line = first("1 2 3 4");
        let by_space = line.numbers_n::<u8, 2>(" ").unwrap_err();
        let by_spaces = line.numbers_n::<u8, 2>(crate::Spaces).unwrap_err();
        assert_eq!(
            by_space.to_string(),
            by_spaces.to_string().replace("spaces", r#"" ""#)
        );
        assert_eq!(
            by_spaces.to_string(),
            "line 1, column 5: expected 2 values separated by spaces, found 4 values"
        );
        let error = first("1,2,").numbers_n::<u8, 2>(",").unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 1, column 5: expected 2 values separated by ",", found 3 values"#
        );
    }

    #[test]
    fn spaces_do_not_split_on_tabs() {
        let error = first(" 1\t2  3")
            .numbers_n::<u8, 3>(crate::Spaces)
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 1, column 3: expected nothing more after "1", found "\t2""#
        );
    }
}
