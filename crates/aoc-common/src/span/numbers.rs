//! Numbers: one ([`Span::number`], [`Span::number_of`] in a range, and
//! [`Span::canonical_number`] where leading zeros are refused), a range
//! ([`Span::range`]), or several between separators ([`Span::numbers`],
//! [`Span::numbers_n`]), read from bytes with overflow checks, and any
//! `FromStr` type ([`Span::parse`]).

use std::ops::RangeInclusive;
use std::str::FromStr;

use crate::number::Number;
use crate::separator::Separator;
use crate::{ParseError, Span};

impl<'a> Span<'a> {
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

    /// Every piece between separators, as a number within `range`: what
    /// [`Span::list`] of [`Span::number_of`] gives.
    #[doc(hidden)]
    #[deprecated(
        note = "use `.list(separator, |n| n.number_of(range, what))`: the same, the error naming what each number is"
    )]
    pub fn numbers_in<T: Number>(
        self,
        separator: impl Separator,
        range: RangeInclusive<T>,
    ) -> Result<Vec<T>, ParseError> {
        self.list(separator, |piece| piece.number_of(range.clone(), ""))
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
        let fallback = || self.list_n(separator, Span::number);
        let mut numbers = [T::default(); N];
        if N == 0 {
            return fallback();
        }
        let padding = |c| separator.is_padding(c);
        let ignores_ends = separator.ignores_ends();
        if separator.apart_from_numbers() {
            // Each number read from the text, the separator right after it:
            // no piece is cut out to be read again.
            let mut rest = match ignores_ends {
                true => self.text().trim_start_matches(padding),
                false => self.text(),
            };
            for (index, slot) in numbers.iter_mut().enumerate() {
                let Some((number, length)) = T::prefix(rest.as_bytes()) else {
                    return fallback();
                };
                *slot = number;
                rest = &rest[length..];
                if index + 1 < N {
                    match separator.at_start(rest) {
                        Some(length) if length > 0 => rest = &rest[length..],
                        _ => return fallback(),
                    }
                }
            }
            let rest = match ignores_ends {
                true => rest.trim_end_matches(padding),
                false => rest,
            };
            return if rest.is_empty() {
                Ok(numbers)
            } else {
                fallback()
            };
        }
        let span = match ignores_ends {
            true => self.trim_matches(padding),
            false => *self,
        };
        let mut rest = span.text();
        for (index, slot) in numbers.iter_mut().enumerate() {
            let piece = match (separator.find_in(rest), index + 1 == N) {
                (Some((at, length)), false) => {
                    let piece = &rest[..at];
                    rest = &rest[at + length..];
                    piece
                }
                (None, true) => rest,
                _ => return fallback(),
            };
            match T::from_digits(piece) {
                Some(number) => *slot = number,
                None => return fallback(),
            }
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

    /// The piece as an integer written the one way it prints: as
    /// [`Span::number`] reads it, but a leading zero is refused: `0` alone
    /// is fine, `007`, `-0` and `-07` are not.
    /// Where `--- scanner 00 ---` should not be scanner 0:
    ///
    /// ```
    /// let line = aoc_common::lines("007").next().unwrap();
    /// assert_eq!(line.number::<u32>()?, 7);
    /// assert_eq!(
    ///     line.canonical_number::<u32>().unwrap_err().to_string(),
    ///     r#"line 1, column 1: expected a number without leading zeros, found "007""#,
    /// );
    /// let line = aoc_common::lines("-05").next().unwrap();
    /// assert!(line.canonical_number::<i32>().is_err());
    /// for good in ["0", "70", "-7"] {
    ///     let line = aoc_common::lines(good).next().unwrap();
    ///     assert_eq!(line.canonical_number::<i32>()?.to_string(), good);
    /// }
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    #[inline]
    pub fn canonical_number<T: Number>(self) -> Result<T, ParseError> {
        let number = self.number()?;
        let digits = self.text().trim_start_matches('-');
        if digits.len() > 1 && digits.starts_with('0') || self.text().starts_with("-0") {
            return Err(self.error("a number without leading zeros"));
        }
        Ok(number)
    }

    /// The error for a piece that is not a number that `fits`: where one
    /// that fits is followed by more, at what follows it; else at the piece,
    /// `expected` saying what fits.
    #[cold]
    pub(super) fn not_a_number<T: Number>(
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

    /// The piece as an integer within `range`: [`Span::number_of`] with no
    /// name for the number.
    #[doc(hidden)]
    #[deprecated(
        note = "use `.number_of(range, what)`: the same, `what` naming the number in an error (\"\" for \"a whole number\")"
    )]
    pub fn number_in<T: Number>(self, range: RangeInclusive<T>) -> Result<T, ParseError> {
        self.number_of(range, "")
    }

    /// The piece as an integer within `range` (both ends included), as
    /// [`Span::number`] reads it, where an error names what the number is:
    /// `what` from the range's start to its end, or `what` and the one
    /// number of a range of one. An empty `what` says "a whole number", or
    /// the one number alone; a range to the type's end names its start
    /// alone (`1..=u64::MAX`: "a whole number of at least 1").
    /// Day 21's start, and a numbered heading or line (day 19's `--- scanner
    /// 2 ---` is the section's [`index`](crate::Section::index), day 21's
    /// `Player 2` the line's number); each of day 6's timers, in a list:
    ///
    /// ```
    /// let line = aoc_common::lines("11").next().unwrap();
    /// assert_eq!(
    ///     line.number_of(1..=10, "a board position").unwrap_err().to_string(),
    ///     r#"line 1, column 1: expected a board position from 1 to 10, found "11""#,
    /// );
    /// let line = aoc_common::lines("3").next().unwrap();
    /// assert_eq!(
    ///     line.number_of(2..=2, "player").unwrap_err().to_string(),
    ///     r#"line 1, column 1: expected player 2, found "3""#,
    /// );
    /// let timers = aoc_common::lines("3,4,9,1").next().unwrap();
    /// assert_eq!(
    ///     timers.list(",", |timer| timer.number_of(0..=8_u8, "a timer")).unwrap_err().to_string(),
    ///     r#"line 1, column 5: expected a timer from 0 to 8, found "9""#,
    /// );
    ///
    /// let line = aoc_common::lines("0").next().unwrap();
    /// assert_eq!(
    ///     line.number_of(1..=u64::MAX, "").unwrap_err().to_string(),
    ///     r#"line 1, column 1: expected a whole number of at least 1, found "0""#,
    /// );
    /// let line = aoc_common::lines("9").next().unwrap();
    /// assert_eq!(
    ///     line.number_of(7..=7, "").unwrap_err().to_string(),
    ///     r#"line 1, column 1: expected 7, found "9""#,
    /// );
    /// ```
    pub fn number_of<T: Number>(
        self,
        range: RangeInclusive<T>,
        what: &str,
    ) -> Result<T, ParseError> {
        T::from_digits(self.text())
            .filter(|number| range.contains(number))
            .ok_or_else(|| {
                // Digits, too many for the type: its width is the fault.
                let overflows = !self.is_empty()
                    && super::template::number_length(self.text(), T::SIGNED) == self.text().len()
                    && T::from_digits(self.text()).is_none();
                self.not_a_number(
                    |number| range.contains(number),
                    || range_expected(&range, what, overflows),
                )
            })
    }

    /// The piece as a range of integers, its start and end (both included)
    /// with `separator` between (`3-5`, `-20..30`), as [`Span::number`]
    /// reads each: an end below its start is an error at the end, which
    /// names the start.
    /// The separator is looked for after the start's first character, so a
    /// signed start's `-` is no separator (`-3--1` with `"-"`).
    ///
    /// ```
    /// let line = aoc_common::lines("2-4,6-8").next().unwrap();
    /// let (first, second) = line.split_once(",")?;
    /// assert_eq!((first.range::<u32>("-")?, second.range("-")?), (2..=4, 6..=8));
    /// let line = aoc_common::lines("x=-20..-5").next().unwrap();
    /// assert_eq!(line.strip_prefix("x=")?.range::<i32>("..")?, -20..=-5);
    ///
    /// let line = aoc_common::lines("7-3").next().unwrap();
    /// assert_eq!(
    ///     line.range::<u32>("-").unwrap_err().to_string(),
    ///     r#"line 1, column 3: expected a number of at least 7 (the range's start), found "3""#,
    /// );
    /// let line = aoc_common::lines("7:9").next().unwrap();
    /// assert_eq!(line.range::<u32>("-").unwrap_err().to_string(), r#"line 1, column 2: expected "-", found ":9""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn range<T: Number>(self, separator: &str) -> Result<RangeInclusive<T>, ParseError> {
        let text = self.text();
        let skip = text.chars().next().map_or(0, char::len_utf8);
        let at = crate::separator::find(&text[skip..], separator)
            .filter(|_| !separator.is_empty())
            .map(|at| skip + at);
        let Some(at) = at else {
            // No separator: the start is read first, its fault said first.
            let (at, missing) = self.missing_at(separator);
            self.slice(0, at)
                .number::<T>()
                .map_err(|error| self.literal_expected(separator, error))?;
            return Err(missing);
        };
        let (start, end) = (self.slice(0, at), self.after(at + separator.len()));
        let low = start
            .number::<T>()
            .map_err(|error| self.literal_expected(separator, error))?;
        let high = end.number::<T>()?;
        if high < low {
            return Err(end.error(format!("a number of at least {low} (the range's start)")));
        }
        Ok(low..=high)
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
}

/// What an error of [`Span::number_of`] expects: `what` (or "a whole
/// number") from the range's start to its end, or the one number of a
/// range of one. A bound that is the type's own and too long to read (past
/// five digits: `u64::MAX`) is left out, the other said alone ("a whole
/// number of at least 1"), the type's whole range as the type; where the text is digits too many for the type
/// (`overflows`), the type is named beside it, which is the fault.
#[cold]
fn range_expected<T: Number>(range: &RangeInclusive<T>, what: &str, overflows: bool) -> String {
    let (start, end) = (*range.start(), *range.end());
    let noun = if what.is_empty() {
        "a whole number"
    } else {
        what
    };
    if start == end {
        return match what {
            "" => format!("{start}"),
            what => format!("{what} {start}"),
        };
    }
    let long = |bound: T| bound.to_string().trim_start_matches('-').len() > 5;
    // The type's whole range is the type (an unsigned one's 0 is its start).
    let end_said = !(end == T::MAX && long(end));
    let said = (!(start == T::MIN && (long(start) || !end_said)), end_said);
    let phrase = match said {
        (true, true) => return format!("{noun} from {start} to {end}"),
        (true, false) => format!("{noun} of at least {start}"),
        (false, true) => format!("{noun} of at most {end}"),
        (false, false) if what.is_empty() => return T::description(),
        (false, false) => what.to_owned(),
    };
    if overflows || said == (false, false) {
        format!("{phrase} ({})", T::description())
    } else {
        phrase
    }
}

#[cfg(test)]
mod tests {
    use crate::{Spaces, Span, Whitespace};

    #[test]
    fn a_range_to_the_types_end_says_its_other_bound_alone() {
        let error = |text, range| {
            Span::line_of(1, text)
                .number_of(range, "")
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            error("0", 1..=u64::MAX),
            r#"line 1, column 1: expected a whole number of at least 1, found "0""#
        );
        assert_eq!(
            error("99999999999999999999", 1..=u64::MAX),
            r#"line 1, column 1: expected a whole number of at least 1 (an unsigned 64-bit integer), found "99999999999999999999""#
        );
        assert_eq!(
            error("x", 0..=u64::MAX),
            r#"line 1, column 1: expected an unsigned 64-bit integer, found "x""#
        );
        let below = Span::line_of(1, "1")
            .number_of(i64::MIN..=0, "")
            .unwrap_err();
        assert_eq!(
            below.to_string(),
            r#"line 1, column 1: expected a whole number of at most 0, found "1""#
        );
        // Short bounds are said, the type's own too.
        assert_eq!(
            error("256", 0..=u8::MAX as u64),
            r#"line 1, column 1: expected a whole number from 0 to 255, found "256""#
        );
        let count = Span::line_of(1, "0")
            .number_of(1..=u32::MAX, "a count")
            .unwrap_err();
        assert_eq!(
            count.to_string(),
            r#"line 1, column 1: expected a count of at least 1, found "0""#
        );
        let step = Span::line_of(1, "x")
            .number_of(i32::MIN..=i32::MAX, "a step")
            .unwrap_err();
        assert_eq!(
            step.to_string(),
            r#"line 1, column 1: expected a step (a 32-bit integer), found "x""#
        );
    }

    proptest::proptest! {
        /// A range reads as its two numbers do, signs and all, whatever the
        /// separator; an end below its start is refused at the end.
        #[test]
        fn a_range_is_its_two_numbers_in_order(low: i16, high: i16, separator in "-|\\.\\.|,| to ") {
            let text = format!("{low}{separator}{high}");
            let read = Span::line_of(1, &text).range::<i16>(&separator);
            if low <= high {
                proptest::prop_assert_eq!(read, Ok(low..=high));
            } else {
                let error = read.unwrap_err();
                let column = low.to_string().len() + separator.len() + 1;
                proptest::prop_assert_eq!(error.column, Some(column));
            }
        }

        /// `numbers_n`'s fast reading gives what `list_n` of numbers does,
        /// values and errors alike, whatever the separator: those that can
        /// start inside a number (`-`, a digit) included.
        #[test]
        fn numbers_n_reads_as_list_n_does(text in "[ ,\t0-9x-]{0,14}") {
            let line = Span::line_of(1, &text);
            proptest::prop_assert_eq!(
                line.numbers_n::<u8, 3>(Spaces),
                line.list_n::<u8, 3>(Spaces, Span::number)
            );
            proptest::prop_assert_eq!(
                line.numbers_n::<i8, 2>(Whitespace),
                line.list_n::<i8, 2>(Whitespace, Span::number)
            );
            for separator in [",", " ", ", ", "-", "1"] {
                proptest::prop_assert_eq!(
                    line.numbers_n::<i16, 2>(separator),
                    line.list_n::<i16, 2>(separator, Span::number)
                );
            }
            proptest::prop_assert_eq!(
                line.numbers_n::<u32, 1>(','),
                line.list_n::<u32, 1>(',', Span::number)
            );
        }
    }
}
