//! Numbered lines: the whole input, a fixed number of lines, one line, or
//! one record per line.

use crate::block::{self, End};
use crate::{ParseError, Span};

/// The byte-order mark some Windows editors put at the start of a UTF-8 file.
const BYTE_ORDER_MARK: char = '\u{feff}';

/// The lines of an input as [`Span`]s, numbered from 1: see [`lines`].
///
/// ```
/// let mut lines = aoc_common::lines("Width: 3\n\n");
/// let [width] = lines.next_line("\"Width: N\"")?.pattern_numbers::<u32, 1>("Width: {}")?;
/// assert_eq!(width, 3);
/// lines.end()?; // only blank lines are left
/// let error = aoc_common::lines("a\nb").end().unwrap_err();
/// assert_eq!(error.to_string(), r#"line 1, column 1: expected end of input, found "a""#);
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Lines<'a> {
    /// The text not read yet.
    rest: &'a str,
    /// How many lines have been handed out so far.
    read: usize,
}

/// Splits `input` into numbered lines.
///
/// A leading byte-order mark is dropped, lines may end in `\n` or `\r\n`, the
/// last line needs no line ending, and white space at the end of a line
/// (a stray `\r`, spaces, tabs) is dropped: nothing else is changed.
///
/// ```
/// let numbered: Vec<_> = aoc_common::lines("\u{feff}a\r\nb \r")
///     .map(|line| (line.line(), line.text()))
///     .collect();
/// assert_eq!(numbered, [(1, "a"), (2, "b")]);
/// ```
pub fn lines(input: &str) -> Lines<'_> {
    let input = input.strip_prefix(BYTE_ORDER_MARK).unwrap_or(input);
    Lines::numbered(input, 0)
}

/// Exactly `N` lines, each turned into a `T` by `record` as it is read, so
/// that a mistake in a line is reported before anything after it: a blank
/// or missing line, then a surplus one. Blank lines after the `N` are fine.
/// Day 21's two start lines:
///
/// ```
/// let starts = aoc_common::records_n::<_, 2>("Player 1: 4\nPlayer 2: 8\n", |line| {
///     line.pattern_numbers::<u8, 2>("Player {}: {}")
/// })?;
/// assert_eq!(starts, [[1, 4], [2, 8]]);
///
/// // Line 2 is read, and its mistake reported, before the surplus line 3.
/// let error = aoc_common::records_n::<_, 2>("7\n8x\n9\n", |line| line.number::<u8>()).unwrap_err();
/// assert_eq!(error.to_string(), r#"line 2, column 2: expected nothing more after "8", found "x""#);
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn records_n<'a, T, const N: usize>(
    input: &'a str,
    record: impl FnMut(Span<'a>) -> Result<T, ParseError>,
) -> Result<[T; N], ParseError> {
    block::records_n(lines(input), 1, End::Input, None, record)
}

/// [`records_n`], the lines named by `what` where one is blank or
/// missing: `expected the start positions (2 lines), found a blank line`,
/// where [`records_n`] says `expected 2 lines`.
///
/// ```
/// let read = |input| aoc_common::records_n_named::<_, 2>(input, "the start positions", |line| {
///     line.pattern_numbers::<u8, 2>("Player {}: {}")
/// });
/// assert_eq!(read("Player 1: 4\nPlayer 2: 8\n")?, [[1, 4], [2, 8]]);
/// assert_eq!(
///     read("Player 1: 4\n\n").unwrap_err().to_string(),
///     "line 2, column 1: expected the start positions (2 lines), found a blank line",
/// );
/// assert_eq!(
///     read("Player 1: 4").unwrap_err().to_string(),
///     "line 2: expected the start positions (2 lines), found 1 line",
/// );
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn records_n_named<'a, T, const N: usize>(
    input: &'a str,
    what: &str,
    record: impl FnMut(Span<'a>) -> Result<T, ParseError>,
) -> Result<[T; N], ParseError> {
    block::records_n(lines(input), 1, End::Input, Some(what), record)
}

/// The name [`records_n_named`] had.
#[doc(hidden)]
#[deprecated(note = "use `records_n_named(input, what, f)`: the same, `what` naming the lines")]
#[inline]
pub fn records_n_or<'a, T, const N: usize>(
    input: &'a str,
    expected: &str,
    record: impl FnMut(Span<'a>) -> Result<T, ParseError>,
) -> Result<[T; N], ParseError> {
    records_n_named(input, expected, record)
}

/// [`one_record`], the line named by `what` where it is blank or missing.
///
/// ```
/// let read = |input| aoc_common::one_record_named(input, "the polymer template", |line| line.word());
/// assert_eq!(read("NNCB\n")?, "NNCB");
/// assert_eq!(
///     read("\nNNCB").unwrap_err().to_string(),
///     "line 1, column 1: expected the polymer template, found a blank line",
/// );
/// assert_eq!(read("").unwrap_err().to_string(), "line 1: expected the polymer template, found an empty input");
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn one_record_named<'a, T>(
    input: &'a str,
    what: &str,
    record: impl FnOnce(Span<'a>) -> Result<T, ParseError>,
) -> Result<T, ParseError> {
    let mut record = Some(record);
    let [value] = block::records_n(lines(input), 1, End::Input, Some(what), |line| {
        match record.take() {
            Some(record) => record(line),
            // records_n::<_, 1> asks for one line only.
            None => Err(line.error(what)),
        }
    })?;
    Ok(value)
}

/// The name [`one_record_named`] had.
#[doc(hidden)]
#[deprecated(note = "use `one_record_named(input, what, f)`: the same, `what` naming the line")]
#[inline]
pub fn one_record_or<'a, T>(
    input: &'a str,
    expected: &str,
    record: impl FnOnce(Span<'a>) -> Result<T, ParseError>,
) -> Result<T, ParseError> {
    one_record_named(input, expected, record)
}

/// Exactly `N` lines, none of them blank (blank lines after them are
/// ignored), or an error naming the first blank, missing or surplus line.
///
/// The lines are counted before you read them, so a surplus line is
/// reported even when an earlier line has a mistake: to read each line
/// first, use [`records_n`].
#[doc(hidden)]
#[deprecated(
    note = "use `records_n`, which reads each line before it counts the next, or `lines(input)` with `next_line` and `end` for lines of different shapes"
)]
pub fn exactly<const N: usize>(input: &str) -> Result<[Span<'_>; N], ParseError> {
    records_n(input, Ok)
}

/// The input's one line, turned into a `T` by `record` before anything after
/// it is looked at: a mistake on the line is reported there, even when more
/// lines follow; then only blank lines may follow. Days 6, 7, 16, 17:
///
/// ```
/// let fish = aoc_common::one_record("3,4,3,1,2\n", |line| line.numbers::<u8>(","))?;
/// assert_eq!(fish, [3, 4, 3, 1, 2]);
///
/// // The mistake on line 1, not the line after it.
/// let error = aoc_common::one_record("5,9,x\n1", |line| line.numbers::<u8>(",")).unwrap_err();
/// assert_eq!(error.to_string(), r#"line 1, column 5: expected an unsigned 8-bit integer (0 to 255), found "x""#);
/// let error = aoc_common::one_record("5,9\n1", |line| line.numbers::<u8>(",")).unwrap_err();
/// assert_eq!(error.to_string(), r#"line 2, column 1: expected end of input, found "1""#);
/// let error = aoc_common::one_record("\n\n", |line| line.numbers::<u8>(",")).unwrap_err();
/// assert_eq!(error.to_string(), "line 1, column 1: expected 1 line, found a blank line");
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn one_record<'a, T>(
    input: &'a str,
    record: impl FnOnce(Span<'a>) -> Result<T, ParseError>,
) -> Result<T, ParseError> {
    let mut record = Some(record);
    let [value] = records_n(input, |line| match record.take() {
        Some(record) => record(line),
        // records_n::<_, 1> asks for one line only.
        None => Err(line.error("1 line")),
    })?;
    Ok(value)
}

/// The input's one line, which must not be blank (blank lines after it are
/// fine).
///
/// The input is checked for more lines before you read this one, so
/// `one_line("5,9x\n1")?.numbers(",")` reports the surplus line 2, not the
/// mistake on line 1: [`one_record`] reads the line first.
#[doc(hidden)]
#[deprecated(
    note = "use `one_record(input, |line| …)`, which reads the line before it looks for more"
)]
pub fn one_line(input: &str) -> Result<Span<'_>, ParseError> {
    #[allow(deprecated)]
    let [line] = exactly::<1>(input)?;
    Ok(line)
}

/// Every line, each one record turned into a `T` by `record`: days 1, 2, 5,
/// 8, 10, 12, 18, 22, 24. Empty input and a blank line before the last
/// record are errors; blank lines after it are fine.
///
/// ```
/// let depths = aoc_common::records("199\n200\n", |line| line.number::<u32>())?;
/// assert_eq!(depths, [199, 200]);
///
/// let error = aoc_common::records("199\n\n208\n", |line| line.number::<u32>()).unwrap_err();
/// assert_eq!(error.to_string(), "line 2, column 1: expected a record, found a blank line");
/// let error = aoc_common::records("", |line| line.number::<u32>()).unwrap_err();
/// assert_eq!(error.to_string(), "line 1: expected at least one line, found an empty input");
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn records<'a, T>(
    input: &'a str,
    record: impl FnMut(Span<'a>) -> Result<T, ParseError>,
) -> Result<Vec<T>, ParseError> {
    block::records(lines(input), 1, record)
}

impl<'a> Lines<'a> {
    /// The lines of `text`, numbered from `read + 1`.
    pub(crate) fn numbered(text: &'a str, read: usize) -> Self {
        Self { rest: text, read }
    }

    /// The text not read yet, and how many lines were read before it.
    pub(crate) fn remaining(&self) -> (&'a str, usize) {
        (self.rest, self.read)
    }

    /// The next line, blank or not; where the input has ended, an error
    /// there that names `what` should have come (`expected the hallway,
    /// found end of input`).
    pub fn next_line(&mut self, what: impl Into<String>) -> Result<Span<'a>, ParseError> {
        let number = self.read + 1;
        self.next()
            .ok_or_else(|| ParseError::end_of_input(number, what))
    }

    /// The name [`Lines::next_line`] had.
    #[doc(hidden)]
    #[deprecated(note = "use `.next_line(what)`: the same, `what` naming the line")]
    #[inline]
    pub fn next_or(&mut self, expected: impl Into<String>) -> Result<Span<'a>, ParseError> {
        self.next_line(expected)
    }

    /// The input ends with one more line, `what`: the next line, turned
    /// into a `T` by `read`, then only blank lines after it, as
    /// [`Lines::end`] checks. Reading comes first, so a mistake in the line
    /// is found before a surplus line after it, which is said to come after
    /// `what`. Day 23's bottom wall:
    ///
    /// ```
    /// let mut lines = aoc_common::lines("#.A.#\n  ###\n");
    /// lines.next_line("the hallway")?;
    /// lines.end_with("the bottom wall", |wall| wall.literal("  ###"))?;
    ///
    /// let mut lines = aoc_common::lines("#.A.#\n  #x#\n  ###\n");
    /// lines.next_line("the hallway")?;
    /// let error = lines.end_with("the bottom wall", |wall| wall.literal("  ###")).unwrap_err();
    /// assert_eq!(error.to_string(), r####"line 2, column 4: expected "##", found "x#""####);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn end_with<T>(
        mut self,
        what: impl Into<String>,
        read: impl FnOnce(Span<'a>) -> Result<T, ParseError>,
    ) -> Result<T, ParseError> {
        // The label is made a `String` only for an error.
        let Some(line) = self.next() else {
            return Err(ParseError::end_of_input(self.read + 1, what));
        };
        let value = read(line)?;
        match self.find(|line| !line.is_blank()) {
            Some(surplus) => Err(crate::block::surplus_line(surplus, Some(&what.into()))),
            None => Ok(value),
        }
    }

    /// The name [`Lines::end_with`] had: the next line, which must be the
    /// last.
    #[doc(hidden)]
    #[deprecated(note = "use `.end_with(what, f)`: the same, the input ending with the next line")]
    #[inline]
    pub fn last_or<T>(
        self,
        expected: impl Into<String>,
        read: impl FnOnce(Span<'a>) -> Result<T, ParseError>,
    ) -> Result<T, ParseError> {
        self.end_with(expected, read)
    }

    /// Succeeds when only blank lines are left. Otherwise names the first
    /// line that should not be there: the first that is not blank (blank
    /// lines at the end are fine, so the input stops being valid there), as
    /// [`Sections::end`](crate::Sections::end) does.
    pub fn end(self) -> Result<(), ParseError> {
        End::Input.close(self, 0)
    }
}

/// How many bytes a line has at most to be looked at byte by byte.
const SHORT: usize = 64;

impl<'a> Iterator for Lines<'a> {
    type Item = Span<'a>;

    #[inline(always)]
    fn next(&mut self) -> Option<Span<'a>> {
        if self.rest.is_empty() {
            return None;
        }
        // As `str::lines` splits: at each `\n`, with no empty line after
        // the last one.
        // A short line is found fastest byte by byte; a long one by `find`
        // (memchr), which costs more to start.
        let head = &self.rest.as_bytes()[..self.rest.len().min(SHORT)];
        let newline = match head.iter().position(|&byte| byte == b'\n') {
            None if self.rest.len() > SHORT => self.rest.find('\n'),
            found => found,
        };
        let (text, rest) = match newline {
            Some(at) => (&self.rest[..at], &self.rest[at + 1..]),
            None => (self.rest, ""),
        };
        self.rest = rest;
        self.read += 1;
        // The line as it is (its errors may look at the white space at its
        // end), and its content without that white space.
        Some(Span::content_of(self.read, text))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(input: &str) -> Vec<&str> {
        lines(input).map(|line| line.text()).collect()
    }

    proptest::proptest! {
        /// The lines are those of `str::lines`, each without white space
        /// at its end.
        #[test]
        fn lines_split_as_str_lines_does(input in "[a \t\r\n\u{3000}é]{0,12}") {
            let expected: Vec<&str> = input.lines().map(str::trim_end).collect();
            proptest::prop_assert_eq!(texts(&input), expected);
        }

        /// A section ends at its first blank line, as reading its lines
        /// one by one finds it.
        #[test]
        fn sections_end_at_the_first_blank_line(input in "[a \t\r\n]{0,12}") {
            let lines: Vec<Span<'_>> = lines(&input).collect();
            let count = lines.iter().take_while(|line| !line.is_blank()).count();
            let text = format!("first\n{input}");
            let section = crate::sections(&text).next().and_then(Result::ok);
            let body = section.map(|section| section.body().count());
            proptest::prop_assert_eq!(body, Some(count));
        }
    }

    #[test]
    fn numbers_lines_from_one() {
        let numbers: Vec<usize> = lines("a\nb\nc").map(|line| line.line()).collect();
        assert_eq!(numbers, [1, 2, 3]);
    }

    #[test]
    fn line_endings_trailing_space_and_byte_order_mark_are_dropped() {
        assert_eq!(texts("\u{feff}a\r\nb\r\n"), ["a", "b"]);
        assert_eq!(texts("a\t\r\n b \r"), ["a", " b"]);
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
            lines("").next_line("a line"),
            Err(ParseError::end_of_input(1, "a line"))
        );
    }

    #[test]
    fn end_allows_trailing_blank_lines_only() {
        let mut numbered = lines("a\n\n \t\n");
        numbered.next();
        assert_eq!(numbered.end(), Ok(()));

        let mut numbered = lines("a\nsurplus\n");
        numbered.next();
        let error = numbered.end().unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 2, column 1: expected end of input, found "surplus""#
        );
        // Blank lines at the end are fine: the surplus line is the fault,
        // as a surplus section is.
        let mut numbered = lines("a\n\n\nsurplus\n");
        numbered.next();
        let error = numbered.end().unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 4, column 1: expected end of input, found "surplus""#
        );
        let mut numbered = lines("#.A.#\n  ###\n\n#\n");
        numbered.next();
        let error = numbered.end_with("the bottom wall", |wall| wall.literal("  ###"));
        assert_eq!(
            error.unwrap_err().to_string(),
            r##"line 4, column 1: expected end of input after the bottom wall, found "#""##
        );
        let sections = crate::sections("#.A.#\n  ###\n\n#\n");
        let error = sections.end_with("the map", |map| Ok(map.lines().count()));
        assert_eq!(
            error.unwrap_err().to_string(),
            r##"line 4, column 1: expected end of input after the map, found "#""##
        );
    }

    // Deprecated, and working for the parsers written with it.
    #[allow(deprecated)]
    #[test]
    fn exactly_takes_n_lines() {
        let [a, b, c] = exactly::<3>("a\nb\nc\n\n").unwrap();
        assert_eq!([a.line(), b.line(), c.line()], [1, 2, 3]);
        assert_eq!(
            exactly::<3>("a\nb").unwrap_err().to_string(),
            "line 3: expected 3 lines, found 2 lines"
        );
        assert_eq!(
            exactly::<1>("a\nb").unwrap_err(),
            ParseError::new(2, "b", "end of input")
        );
        assert_eq!(
            exactly::<3>("a\n \nb").unwrap_err(),
            ParseError::blank_line(2, "3 lines")
        );
        assert_eq!(
            one_line("\n").unwrap_err(),
            ParseError::blank_line(1, "1 line")
        );
    }

    #[test]
    fn records_refuse_empty_input() {
        assert_eq!(
            records("\n\n", |line| Ok(line.text()))
                .unwrap_err()
                .to_string(),
            "line 1, column 1: expected at least one line, found a blank line"
        );
        assert_eq!(
            records("", |line| Ok(line.text())).unwrap_err().to_string(),
            "line 1: expected at least one line, found an empty input"
        );
        assert_eq!(records("a\n\n", |line| Ok(line.text())), Ok(vec!["a"]));
    }
}
