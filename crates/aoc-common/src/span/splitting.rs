//! Splitting a piece at separators: once ([`Span::split_once`]), every time
//! ([`Span::split`]), into a list ([`Span::list`]) or exactly `N` pieces
//! ([`Span::split_n`], [`Span::list_n`]).

use crate::array::try_array;
use crate::separator::{Separator, find};
use crate::{ParseError, Span};

impl<'a> Span<'a> {
    /// The first place `text` stands in the piece, as a piece of its own
    /// (its line and column known), to point an error at the part of a line
    /// that failed; none where it does not stand there.
    ///
    /// ```
    /// let line = aoc_common::lines("fold along z=7").next().unwrap();
    /// let axis = line.find("z=").unwrap();
    /// assert_eq!(
    ///     axis.error("x= or y=").to_string(),
    ///     r#"line 1, column 12: expected x= or y=, found "z=""#
    /// );
    /// assert!(line.find("y=").is_none());
    /// ```
    pub fn find(self, text: &str) -> Option<Self> {
        let at = self.text().find(text)?;
        Some(self.slice(at, at + text.len()))
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
    /// assert_eq!(error.to_string(), r#"line 1, column 3: expected " ", found a tab"#);
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
        mut item: impl FnMut(Self) -> Result<T, ParseError>,
    ) -> Result<Vec<T>, ParseError> {
        let mut pieces = self.split(separator).peekable();
        let mut values = Vec::new();
        while let Some(piece) = pieces.next() {
            let more = pieces.peek().is_some();
            let value = piece.item_of(separator, more, &mut item);
            values.push(match value {
                Err(error) if !more => return Err(piece.separator_in_place(separator, error)),
                value => value?,
            });
        }
        Ok(values)
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
                piece.item_of(separator, index + 1 < N, &mut item)
            }
            None => Err(self.too_few(last, separator, index, expected())),
        })?;
        match pieces.next() {
            Some(surplus) => {
                let count = N + 1 + pieces.count();
                Err(self
                    .doubled_separator(separator)
                    .unwrap_or_else(|| surplus.count_error(count, "value", expected())))
            }
            None => Ok(values),
        }
    }

    /// The error for a list of `count` pieces, the `last` of them as given,
    /// where more were `expected`: at a stand-in for the separator in the
    /// last piece, if it has one; else where the piece ends (at the start of
    /// a piece of white space only).
    pub(super) fn too_few(
        self,
        last: Option<Self>,
        separator: impl Separator,
        count: usize,
        expected: String,
    ) -> ParseError {
        // A stand-in anywhere in the piece (the pieces before the last were
        // read, so it is the first place the piece goes wrong), or an empty
        // piece: two separators where one belongs.
        let stand_in = separator.text().and_then(|text| {
            let spaced = text.chars().all(char::is_whitespace);
            // White space of another kind (a tab for a space) anywhere;
            // other stand-ins only in the last piece, where the count ran
            // short (`-512` holds no comma for a missing one).
            spaced
                .then(|| self.missing(&text))
                .flatten()
                .or_else(|| last.and_then(|last| last.missing(&text)))
        });
        if let Some(error) = self.doubled_separator(separator) {
            return error;
        }
        if let Some(error) = self.separator_cut_short(separator) {
            return error;
        }
        match stand_in {
            Some((_, error)) => error,
            None if self.trim().is_empty() => self.count_error(count, "value", expected),
            None => self
                .after(self.text().len())
                .count_error(count, "value", expected),
        }
    }
}

impl Span<'_> {
    /// This piece of a list split at `separator`, turned into a `T` by
    /// `item`, its faults said as the list's: an empty piece where a
    /// separator stands (two in a row, or one at the start) is the missing
    /// value; a whole value with more after it, where `more` pieces follow,
    /// is the separator missing there (`1;2,3`: a `","` at the `;`), as a
    /// template says it. The same fault reads the same whatever reads the
    /// list ([`Span::list`], [`Span::numbers`], [`Span::list_n`], ...).
    #[inline]
    fn item_of<T>(
        self,
        separator: impl Separator,
        more: bool,
        item: &mut impl FnMut(Self) -> Result<T, ParseError>,
    ) -> Result<T, ParseError> {
        if self.is_empty() && !separator.ignores_ends() {
            self.not_a_gap(separator.text().as_deref())?;
        }
        item(self).map_err(|error| match separator.text() {
            Some(text) if more => {
                self.tab_for_a_space(separator, self.literal_expected(&text, error))
            }
            _ => self.tab_for_a_space(separator, error),
        })
    }

    /// `error`, from this piece of a list split at spaces (not at tabs):
    /// where it stands at a tab, the tab is where a space belongs, and the
    /// message says so as every other helper does (`ab\tcd` read as words
    /// of letters: `expected " ", found a tab`).
    #[cold]
    fn tab_for_a_space(self, separator: impl Separator, error: ParseError) -> ParseError {
        let splits_at_spaces =
            separator.find_in(" ").is_some() && separator.find_in("\t").is_none();
        let offset = error
            .column
            .filter(|_| splits_at_spaces && error.line == self.line)
            .and_then(|column| {
                let skip = column.checked_sub(self.column())?;
                self.text()
                    .char_indices()
                    .nth(skip)
                    .map(|(offset, _)| offset)
            });
        match offset {
            Some(offset) if self.text()[offset..].starts_with('\t') => {
                self.after(offset).error(format!("{:?}", " "))
            }
            _ => error,
        }
    }

    /// `error`, from the last piece of a list of any length: where a whole
    /// value is followed by a character that is no letter or digit, that
    /// character stands where the separator would, as the list goes on
    /// (`5;1` for `,`: a `","` at the `;`), and the message says so; more
    /// letters or digits (`11O3`) are more after the value.
    #[cold]
    fn separator_in_place(self, separator: impl Separator, error: ParseError) -> ParseError {
        let Some(text) = separator.text() else {
            return error;
        };
        let stand_in = error
            .column
            .filter(|_| error.line == self.line)
            .and_then(|column| self.text().chars().nth(column.checked_sub(self.column())?))
            .is_some_and(|c| !c.is_alphanumeric());
        if stand_in {
            self.literal_expected(&text, error)
        } else {
            error
        }
    }

    /// Where a separator that is a mark and white space (`", "`, `"; "`)
    /// stands without its white space (`b,c` for `b, c`), the error at what
    /// stands in the white space's place, the first in reading order: the
    /// comma's neighbour is the fault, not the count of values.
    #[cold]
    fn separator_cut_short(self, separator: impl Separator) -> Option<ParseError> {
        let text = separator.text()?;
        let mut chars = text.chars();
        let mark = chars.next()?;
        let spaced = chars.next().is_some_and(char::is_whitespace);
        if !(spaced && mark.is_ascii_punctuation() && !matches!(mark, '-' | '+')) {
            return None;
        }
        self.split(separator).find_map(|piece| {
            let at = piece.text().find(mark)?;
            Some(piece.after(at).prefix_error(&text))
        })
    }

    /// Where a separator of fixed text stands twice with nothing between (a
    /// double space), the error at the second: a value was expected there.
    #[cold]
    fn doubled_separator(self, separator: impl Separator) -> Option<ParseError> {
        let text = separator.text()?;
        if separator.ignores_ends() {
            return None;
        }
        let mut pieces = self.split(separator);
        // An empty first piece is a separator at the start, not a double;
        // an empty piece the line's end follows, a separator at the end.
        pieces.next();
        let empty = pieces.find(|piece| {
            piece.is_empty() && piece.line_text[piece.start()..].starts_with(text.as_str())
        })?;
        let mut error = empty.error(format!("a value (one {text:?} between values)"));
        error.found = crate::Found::text(&text);
        Some(error)
    }
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
    use crate::Span;
    use crate::span::tests::first;

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
    fn a_separator_without_its_space_is_said_at_the_marks_neighbour() {
        let words = |text| first(text).split_n::<4>(", ").map(|_| ()).unwrap_err();
        assert_eq!(
            words("a, b,c, d").to_string(),
            r#"line 1, column 6: expected " ", found "c""#
        );
        let numbers = first("1, 2,3, 4").numbers_n::<u8, 4>(", ").unwrap_err();
        assert_eq!(
            numbers.to_string(),
            r#"line 1, column 6: expected " ", found "3""#
        );
        let list = first("1, 2,3, 4").numbers::<u8>(", ").unwrap_err();
        assert_eq!(list, numbers);
        // A separator without white space after its mark is never cut
        // short: the `-` of `-3` is a sign, and the count is the fault.
        let signed = first("1->-3")
            .list_n::<i8, 3>("->", Span::number)
            .unwrap_err();
        assert_eq!(
            signed.to_string(),
            r#"line 1, column 6: expected 3 values separated by "->", found 2 values"#
        );
    }
    #[test]
    fn spaces_do_not_split_on_tabs() {
        let error = first(" 1\t2  3")
            .numbers_n::<u8, 3>(crate::Spaces)
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 1, column 3: expected " ", found a tab"#
        );
    }
}
