//! Characters one at a time: each mapped to a value ([`Span::map_chars`],
//! [`Span::map_chars_n`]) or as a piece of its own ([`Span::chars`]).

use crate::array::try_array;
use crate::{ParseError, Span};

impl<'a> Span<'a> {
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
            // Where a bad byte is, is worked out from the cells pushed.
            let before = cells.len();
            for &byte in text.as_bytes() {
                match cell(char::from(byte)) {
                    Some(value) => cells.push(value),
                    None => return Err(bad(cells.len() - before, char::from(byte))),
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
    /// how many there were; an empty piece says what it lacks, found at the
    /// end of the line (or what stands there, mid-line: a separator).
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
            // Nothing at all: what is missing is named, found where the
            // piece is (end of line, or nothing before what follows).
            None if self.is_empty() => Err(self.error(if N == 1 {
                expected.to_owned()
            } else {
                described()
            })),
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

    /// The piece's one character, turned into a `T` by `cell`: day 14's
    /// inserted element. A character `cell` maps to `None` is an error at it;
    /// more than one character, at the second; none, where the piece ends.
    ///
    /// ```
    /// let capital = |c: char| c.is_ascii_uppercase().then_some(c);
    /// let line = aoc_common::lines("B").next().unwrap();
    /// assert_eq!(line.one_char("a capital letter", capital)?, 'B');
    /// let line = aoc_common::lines("BK").next().unwrap();
    /// let error = line.one_char("a capital letter", capital).unwrap_err();
    /// assert_eq!(error.to_string(), "line 1, column 2: expected 1 character, a capital letter, found 2 characters");
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn one_char<T>(
        &self,
        expected: &str,
        cell: impl FnMut(char) -> Option<T>,
    ) -> Result<T, ParseError> {
        let [value] = self.map_chars_n(expected, cell)?;
        Ok(value)
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
}
