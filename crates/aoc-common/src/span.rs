//! [`Span`]: a piece of a line that remembers where it came from.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use crate::number::Number;
use crate::separator::Separator;
use crate::{Cursor, Found, ParseError};

/// A piece of one input line (a whole line, or a part of one after a split, a
/// prefix or a pattern) that knows its line and column, so that an error
/// about it points at it.
///
/// Every method that can fail returns a [`ParseError`] naming the line, the
/// column (unless the piece is the whole line), what was found there and what
/// was expected. None of them panics, whatever the text.
///
/// ```
/// let line = aoc_common::lines("forward 7").next().unwrap();
/// let (command, amount) = line.split_once(" ")?;
/// assert_eq!((command.text(), amount.column()), ("forward", 9));
/// assert_eq!(amount.number::<u32>()?, 7);
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Span<'a> {
    /// The whole line this piece lies in, without its line ending.
    line_text: &'a str,
    /// Byte range of the piece in `line_text` (always on char boundaries).
    start: usize,
    end: usize,
    /// The 1-based line number.
    line: usize,
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
    pub fn line_of(line: usize, text: &'a str) -> Self {
        Self {
            line_text: text,
            start: 0,
            end: text.len(),
            line,
        }
    }

    /// The piece's text.
    pub fn text(&self) -> &'a str {
        &self.line_text[self.start..self.end]
    }

    /// The 1-based line number, as an editor shows it.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The 1-based column, in characters, where the piece starts.
    pub fn column(&self) -> usize {
        self.line_text[..self.start].chars().count() + 1
    }

    /// True when the piece has no text.
    pub fn is_empty(&self) -> bool {
        self.start == self.end
    }

    /// True when the piece is a whole line of nothing but white space.
    pub fn is_blank(&self) -> bool {
        self.text().trim().is_empty()
    }

    /// True when the piece is its whole line.
    pub fn is_whole_line(&self) -> bool {
        self.start == 0 && self.end == self.line_text.len()
    }

    /// An error about this piece: it was found where `expected` should have
    /// been. A whole line is reported by its line alone; a part of one by its
    /// line and column.
    ///
    /// ```
    /// let line = aoc_common::lines("x=44..33").next().unwrap();
    /// let error = line.error("a range whose low end comes first");
    /// assert_eq!(error.to_string(), r#"line 1: expected a range whose low end comes first, found "x=44..33""#);
    /// let [low, high] = line.pattern::<2>("x={}..{}")?;
    /// assert_eq!(
    ///     high.error(format!("a number of at least {low}")).to_string(),
    ///     r#"line 1, column 7: expected a number of at least 44, found "33""#,
    /// );
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn error(self, expected: impl Into<String>) -> ParseError {
        let mut error = self.error_with_column(expected);
        if self.is_whole_line() {
            error.column = None;
        }
        error
    }

    /// An error about this piece that gives its column even when the piece
    /// is the whole line: for a cursor, whose position is always a column.
    pub(crate) fn error_with_column(self, expected: impl Into<String>) -> ParseError {
        let mut error = ParseError::at(self.line, self.column(), self.text(), expected);
        if self.is_empty() && self.end == self.line_text.len() {
            error.found = if self.line_text.trim().is_empty() {
                Found::BlankLine
            } else {
                Found::EndOfLine
            };
        }
        error
    }

    /// The piece from byte `from` to byte `to` of this piece's text. Both
    /// must lie on char boundaries of the text, as every caller's offsets do
    /// (they come from `find`, `char_indices` or a matched prefix).
    pub(crate) fn slice(self, from: usize, to: usize) -> Self {
        Self {
            start: self.start + from,
            end: self.start + to,
            ..self
        }
    }

    /// The rest of the piece after its first `bytes` bytes.
    pub(crate) fn after(self, bytes: usize) -> Self {
        self.slice(bytes, self.end - self.start)
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
        let text = self.text();
        let from = text.len() - text.trim_start().len();
        self.slice(from, from + text.trim().len())
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
    pub fn strip_prefix(self, prefix: &str) -> Result<Self, ParseError> {
        self.match_prefix(prefix).map(|matched| self.after(matched))
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

    /// Checks that the piece starts with `literal`; returns its length in
    /// bytes, or an error at the first character that differs.
    fn match_prefix(self, literal: &str) -> Result<usize, ParseError> {
        let text = self.text();
        if text.starts_with(literal) {
            return Ok(literal.len());
        }
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
        Err(self.after(same).error(expected))
    }

    /// The pieces before and after the first `separator`.
    ///
    /// ```
    /// let line = aoc_common::lines("start-QX").next().unwrap();
    /// let (from, to) = line.split_once("-")?;
    /// assert_eq!((from.text(), to.text(), to.column()), ("start", "QX", 7));
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn split_once(self, separator: &str) -> Result<(Self, Self), ParseError> {
        let text = self.text();
        match text.find(separator).filter(|_| !separator.is_empty()) {
            Some(at) => Ok((self.slice(0, at), self.after(at + separator.len()))),
            None => Err(self.error(format!("two parts separated by {separator:?}"))),
        }
    }

    /// The pieces between separators: a `&str` or `char` (every occurrence
    /// splits, so `"1,,2"` has an empty middle piece), or
    /// [`Whitespace`](crate::Whitespace) (runs of white space, and none at
    /// either end).
    ///
    /// ```
    /// use aoc_common::Whitespace;
    /// let line = aoc_common::lines(" 2 19  33").next().unwrap();
    /// let columns: Vec<usize> = line.split(Whitespace).map(|piece| piece.column()).collect();
    /// assert_eq!(columns, [2, 4, 8]);
    /// ```
    pub fn split<S: Separator>(self, separator: S) -> Split<'a, S> {
        let span = if separator.ignores_ends() {
            self.trim()
        } else {
            self
        };
        Split {
            rest: Some(span),
            separator,
            separator_start: span.start,
        }
    }

    /// Exactly `N` pieces between separators (see [`Span::split`]); too few
    /// or too many is an error.
    ///
    /// ```
    /// let line = aoc_common::lines("1,2,3").next().unwrap();
    /// let [x, _, z] = line.split_n(",")?;
    /// assert_eq!((x.text(), z.column()), ("1", 5));
    ///
    /// let error = line.split_n::<2>(",").unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     r#"line 1, column 4: expected only 2 values separated by ",", found ",3""#,
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
    ///     r#"line 1, column 5: expected a whole number from 0 to 255, found "x""#,
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
    /// `item`; too few or too many is an error.
    ///
    /// ```
    /// let line = aoc_common::lines("abc | ab cd").next().unwrap();
    /// let (_, output) = line.split_once(" | ")?;
    /// let lengths = output.list_n::<_, 2>(aoc_common::Whitespace, |word| Ok(word.text().len()))?;
    /// assert_eq!(lengths, [2, 2]);
    /// let error = output.list_n::<usize, 3>(aoc_common::Whitespace, |word| Ok(word.text().len()));
    /// assert_eq!(
    ///     error.unwrap_err().to_string(),
    ///     r#"line 1, column 7: expected 3 values separated by white space, found "ab cd""#,
    /// );
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn list_n<T, const N: usize>(
        &self,
        separator: impl Separator,
        mut item: impl FnMut(Self) -> Result<T, ParseError>,
    ) -> Result<[T; N], ParseError> {
        let description = separator.describe();
        let mut pieces = self.split(separator);
        let mut values = Vec::with_capacity(N);
        for piece in pieces.by_ref().take(N) {
            values.push(item(piece)?);
        }
        if let Some(surplus) = pieces.surplus() {
            return Err(surplus.error(format!("only {N} values separated by {description}")));
        }
        values
            .try_into()
            .map_err(|_| self.error(format!("{N} values separated by {description}")))
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
    pub fn numbers_n<T: Number, const N: usize>(
        &self,
        separator: impl Separator,
    ) -> Result<[T; N], ParseError> {
        self.list_n(separator, |piece| piece.number())
    }

    /// The piece as an integer of type `T`: decimal digits only for an
    /// unsigned type (no `+`, no spaces), and an optional leading `-` for a
    /// signed one. Anything else, or a number out of `T`'s range, is an error
    /// that gives the range.
    ///
    /// ```
    /// let line = aoc_common::lines("300").next().unwrap();
    /// assert_eq!(line.number::<u16>()?, 300);
    /// assert_eq!(
    ///     line.number::<u8>().unwrap_err().to_string(),
    ///     r#"line 1: expected a whole number from 0 to 255, found "300""#,
    /// );
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn number<T: Number>(self) -> Result<T, ParseError> {
        T::from_digits(self.text())
            .ok_or_else(|| self.error(format!("a whole number from {} to {}", T::MIN, T::MAX)))
    }

    /// The piece as an integer within `range` (both ends included).
    ///
    /// ```
    /// let line = aoc_common::lines("9").next().unwrap();
    /// assert_eq!(
    ///     line.number_in(0..=8_u8).unwrap_err().to_string(),
    ///     r#"line 1: expected a whole number from 0 to 8, found "9""#,
    /// );
    /// ```
    pub fn number_in<T: Number>(self, range: RangeInclusive<T>) -> Result<T, ParseError> {
        T::from_digits(self.text())
            .filter(|number| range.contains(number))
            .ok_or_else(|| {
                self.error(format!(
                    "a whole number from {} to {}",
                    range.start(),
                    range.end()
                ))
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
    /// an error that lists what is allowed.
    ///
    /// ```
    /// let line = aoc_common::lines("sideways 3").next().unwrap();
    /// let (word, _) = line.split_once(" ")?;
    /// let error = word.one_of(&[("forward", 0), ("down", 1), ("up", 2)]).unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     r#"line 1, column 1: expected one of "forward", "down", "up", found "sideways""#,
    /// );
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn one_of<T: Clone>(self, choices: &[(&str, T)]) -> Result<T, ParseError> {
        let text = self.text();
        match choices.iter().find(|(word, _)| *word == text) {
            Some((_, value)) => Ok(value.clone()),
            None => {
                let words: Vec<String> = choices
                    .iter()
                    .map(|(word, _)| format!("{word:?}"))
                    .collect();
                Err(self.error(format!("one of {}", words.join(", "))))
            }
        }
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
        if self.is_empty() {
            return Err(self.error(expected));
        }
        self.map_chars(expected, |c| allowed(c).then_some(()))?;
        Ok(self)
    }

    /// Every character of the piece, each turned into a `T` by `cell`; a
    /// character it maps to `None` is an error at that character's column.
    ///
    /// ```
    /// let line = aoc_common::lines("C20D7G00").next().unwrap();
    /// let error = line.map_chars("a hexadecimal digit", |c| c.to_digit(16)).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 6: expected a hexadecimal digit, found "G""#);
    /// ```
    pub fn map_chars<T>(
        &self,
        expected: &str,
        mut cell: impl FnMut(char) -> Option<T>,
    ) -> Result<Vec<T>, ParseError> {
        self.chars()
            .map(|piece| {
                piece
                    .text()
                    .chars()
                    .next()
                    .and_then(&mut cell)
                    .ok_or_else(|| piece.error(expected))
            })
            .collect()
    }

    /// Exactly `N` characters, each turned into a `T` by `cell`.
    ///
    /// ```
    /// let line = aoc_common::lines("CH").next().unwrap();
    /// let [a, b] = line.map_chars_n("a capital letter", |c| c.is_ascii_uppercase().then_some(c))?;
    /// assert_eq!((a, b), ('C', 'H'));
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn map_chars_n<T, const N: usize>(
        &self,
        expected: &str,
        cell: impl FnMut(char) -> Option<T>,
    ) -> Result<[T; N], ParseError> {
        let cells = self.map_chars(expected, cell)?;
        let plural = if N == 1 { "" } else { "s" };
        cells
            .try_into()
            .map_err(|_| self.error(format!("{N} character{plural}: {expected}")))
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
    /// the column where the piece and the template part ways.
    ///
    /// ```
    /// let line = aoc_common::lines("fold along y=7").next().unwrap();
    /// let [axis, at] = line.pattern("fold along {}={}")?;
    /// assert_eq!((axis.text(), at.number::<u32>()?), ("y", 7));
    ///
    /// let line = aoc_common::lines("fold along y:7").next().unwrap();
    /// let error = line.pattern::<2>("fold along {}={}").unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 12: expected a value then "=", found "y:7""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn pattern<const N: usize>(self, template: &str) -> Result<[Self; N], ParseError> {
        let hole_count = template.matches("{}").count();
        if hole_count != N {
            // A mistake in the calling parser, not in the input: still an
            // error rather than a panic, and one that says what to fix.
            return Err(ParseError::new(
                self.line,
                template,
                format!(
                    "a template with {N} holes `{{}}` (the parser's template has {hole_count})"
                ),
            ));
        }
        let mut literals = template.split("{}");
        let first = literals.next().unwrap_or("");
        let mut rest = self.after(self.match_prefix(first)?);
        let mut holes = [rest.slice(0, 0); N];
        let mut last_literal = first;
        for (index, literal) in literals.enumerate() {
            let hole_end = match literal {
                "" if index + 1 == N => rest.text().len(),
                "" => 0,
                _ => rest
                    .text()
                    .find(literal)
                    .ok_or_else(|| rest.error(format!("a value then {literal:?}")))?,
            };
            if let Some(hole) = holes.get_mut(index) {
                *hole = rest.slice(0, hole_end);
            }
            rest = rest.after(hole_end + literal.len());
            if !literal.is_empty() {
                last_literal = literal;
            }
        }
        if rest.is_empty() {
            Ok(holes)
        } else if last_literal.is_empty() {
            Err(rest.error("nothing more"))
        } else {
            Err(rest.error(format!("nothing after {last_literal:?}")))
        }
    }

    /// The holes of [`Span::pattern`], each as a number.
    ///
    /// ```
    /// let line = aoc_common::lines("target area: x=44..71, y=-91..-63").next().unwrap();
    /// let [x1, x2, y1, y2] = line.pattern_numbers::<i32, 4>("target area: x={}..{}, y={}..{}")?;
    /// assert_eq!((x1, x2, y1, y2), (44, 71, -91, -63));
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn pattern_numbers<T: Number, const N: usize>(
        self,
        template: &str,
    ) -> Result<[T; N], ParseError> {
        let holes: [Self; N] = self.pattern(template)?;
        let mut numbers = [T::default(); N];
        for (number, hole) in numbers.iter_mut().zip(holes) {
            *number = hole.number()?;
        }
        Ok(numbers)
    }

    /// A cursor at the start of the piece, for reading it a character at a
    /// time (a nested grammar such as `[[1,2],3]`).
    pub fn cursor(self) -> Cursor<'a> {
        Cursor::new(self)
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

/// The pieces of a [`Span`] between separators: see [`Span::split`].
#[derive(Clone, Debug)]
pub struct Split<'a, S> {
    rest: Option<Span<'a>>,
    separator: S,
    /// Where in the line the last separator found starts.
    separator_start: usize,
}

impl<'a, S: Separator> Split<'a, S> {
    /// What is left once the wanted pieces were taken, or `None` if nothing
    /// is: from the last separator (so a trailing `,` shows), or for white
    /// space from the next piece, to the end.
    fn surplus(self) -> Option<Span<'a>> {
        let rest = self.rest?;
        Some(if self.separator.ignores_ends() {
            rest
        } else {
            Span {
                start: self.separator_start,
                ..rest
            }
        })
    }
}

impl<'a, S: Separator> Iterator for Split<'a, S> {
    type Item = Span<'a>;

    fn next(&mut self) -> Option<Span<'a>> {
        let rest = self.rest?;
        match self.separator.find_in(rest.text()) {
            Some((at, length)) => {
                self.separator_start = rest.start + at;
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
            r#"line 1: expected a template with 3 holes `{}` (the parser's template has 2), found "{},{}""#
        );
    }

    #[test]
    fn surplus_after_the_last_literal_is_named() {
        let error = first("--- scanner 1 --- x")
            .pattern::<1>("--- scanner {} ---")
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 1, column 18: expected nothing after " ---", found " x""#
        );
        let error = first("<a> b").pattern::<1>("<{}>").unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 1, column 4: expected nothing after ">", found " b""#
        );
    }

    #[test]
    fn the_last_hole_takes_the_rest_and_others_stop_at_the_next_literal() {
        let [a, b] = first("x=1..2..3").pattern("x={}..{}").unwrap();
        assert_eq!((a.text(), b.text(), b.column()), ("1", "2..3", 6));
    }

    #[test]
    fn whole_line_errors_have_no_column_and_parts_do() {
        let line = first("abc");
        assert_eq!(line.error("x").column, None);
        assert_eq!(line.trim().error("x").column, None);
        assert_eq!(line.after(1).error("x").column, Some(2));
    }
}
