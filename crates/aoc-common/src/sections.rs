//! Blocks of lines separated by one blank line: days 4, 13, 14, 19, 20.

use crate::block::{self, End};
use crate::{Found, Grid, Lines, ParseError, Span, lines};

/// The blank-line-separated sections of an input: see [`sections`].
#[derive(Clone, Debug)]
pub struct Sections<'a> {
    lines: Lines<'a>,
    /// True until the first section is handed out.
    first: bool,
    /// True after an error: the iterator stops there.
    failed: bool,
    /// The number of the last line read (0 before any).
    last_line: usize,
    /// How many sections were handed out.
    count: usize,
}

/// One section: consecutive non-blank lines.
///
/// ```
/// use aoc_common::Point;
/// let mut sections = aoc_common::sections("NNCB\n\n.#\n#.\n");
/// let template = sections.next_section("the template")?;
/// assert_eq!((template.first_line(), template.one_record(|line| Ok(line.text()))?), (1, "NNCB"));
/// let image = sections.next_section("the image")?;
/// assert_eq!(image.lines().count(), 2);
/// let grid = image.grid("'#' or '.'", |c| Some(c == '#'))?;
/// let rows = image.records(|row| Ok(row.text().len()))?;
/// assert_eq!((grid.at(Point::new(0, 1)), rows), (Some(&true), vec![2, 2]));
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Section<'a> {
    /// The first line, which every section has.
    first: Span<'a>,
    /// The lines after the first, read when asked for.
    body: Lines<'a>,
    /// What follows the section: a blank line, or the end of the input.
    end: End,
    /// Its place among the input's sections, from 0.
    index: usize,
    /// Read as the input's last ([`Sections::end_with`]): nothing may follow,
    /// so a line that does not fit is not the start of another.
    last: bool,
}

impl PartialEq for Section<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.lines().eq(other.lines()) && self.end == other.end
    }
}

impl Eq for Section<'_> {}

/// Splits `input` into sections of non-blank lines, separated by exactly one
/// blank line. Each item is a [`Section`], or an error for a blank line at
/// the start or a second blank line between sections; blank lines at the end
/// are fine.
///
/// ```
/// let input = "NNCB\n\nCH -> B\nHH -> N\n";
/// let mut sections = aoc_common::sections(input);
/// let template = sections.next_section("the polymer template")?.one_record(Ok)?;
/// let rules = sections.next_section("pair rules")?.records(|line| line.pattern::<2>("{} -> {}"))?;
/// sections.end()?;
/// assert_eq!((template.text(), rules.len(), rules[1][0].line()), ("NNCB", 2, 4));
///
/// let error = aoc_common::sections("NNCB\n\n\nCH -> B").nth(1).unwrap().unwrap_err();
/// assert_eq!(error.to_string(), "line 3, column 1: expected one blank line between sections, found a blank line");
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn sections(input: &str) -> Sections<'_> {
    Sections {
        lines: lines(input),
        first: true,
        failed: false,
        last_line: 0,
        count: 0,
    }
}

impl<'a> Sections<'a> {
    /// The next section; where the input has ended, an error there that
    /// names `what` should have come (`expected the folds, found end of
    /// input`).
    pub fn next_section(&mut self, what: impl Into<String>) -> Result<Section<'a>, ParseError> {
        let first = self.first;
        match self.next() {
            // Before the first section, the one error is a blank line: the
            // caller named what it wanted there.
            Some(Err(error)) if first && error.found == Found::BlankLine => {
                Err(ParseError::blank_line(error.line, what))
            }
            Some(section) => section,
            None => Err(ParseError::end_of_input(self.last_line + 1, what)),
        }
    }

    /// The name [`Sections::next_section`] had.
    #[doc(hidden)]
    #[deprecated(note = "use `.next_section(what)`: the same, `what` naming the section")]
    #[inline]
    pub fn next_or(&mut self, expected: impl Into<String>) -> Result<Section<'a>, ParseError> {
        self.next_section(expected)
    }

    /// Every section left, each `what`, turned into a `T` by `section`: one
    /// at least, or an error where the input ended that names `what`.
    /// Day 4's boards:
    ///
    /// ```
    /// use aoc_common::Spaces;
    /// let mut sections = aoc_common::sections("7,4\n\n 1  2\n 3 14\n\n5 6\n7 8\n");
    /// let draws = sections.next_section("the numbers drawn")?.one_record(|line| line.numbers::<u8>(","))?;
    /// let boards = sections.each_section("a board", |board| {
    ///     board.records_n::<_, 2>(|row| row.numbers_n::<u8, 2>(Spaces))
    /// })?;
    /// assert_eq!((draws.len(), boards[1][1]), (2, [7, 8]));
    ///
    /// let mut sections = aoc_common::sections("7,4\n");
    /// sections.next_section("the numbers drawn")?;
    /// let error = sections.each_section("a board", |board| board.records(|row| row.numbers::<u8>(Spaces)));
    /// assert_eq!(error.unwrap_err().to_string(), "line 2: expected a board, found end of input");
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn each_section<T>(
        &mut self,
        what: impl Into<String>,
        mut section: impl FnMut(Section<'a>) -> Result<T, ParseError>,
    ) -> Result<Vec<T>, ParseError> {
        let mut all = vec![section(self.next_section(what)?)?];
        for next in self {
            all.push(section(next?)?);
        }
        Ok(all)
    }

    /// The name [`Sections::each_section`] had.
    #[doc(hidden)]
    #[deprecated(note = "use `.each_section(what, f)`: the same, `what` naming each section")]
    #[inline]
    pub fn rest_or<T>(
        &mut self,
        expected: impl Into<String>,
        section: impl FnMut(Section<'a>) -> Result<T, ParseError>,
    ) -> Result<Vec<T>, ParseError> {
        self.each_section(expected, section)
    }

    /// The input ends with one more section, `what`: the next section,
    /// turned into a `T` by `read`, then nothing after it, as
    /// [`Sections::end`] checks. Reading comes first, so a mistake inside
    /// the section is found before a surplus section after it, which is
    /// said to come after `what`; and a line that does not fit is not taken
    /// for the start of another section. Day 13's folds:
    ///
    /// ```
    /// let mut sections = aoc_common::sections("6,10\n\nfold along y=7\n");
    /// let dots = sections.next_section("the dots")?.records(|dot| dot.numbers_n::<u32, 2>(","))?;
    /// let folds = sections.end_with("the folds", |folds| folds.records(|fold| fold.pattern::<1>("fold along {}")))?;
    /// assert_eq!((dots[0], folds[0][0].text()), ([6, 10], "y=7"));
    ///
    /// let mut sections = aoc_common::sections("6,10\n\nfold along y=7\n\n1,2\n");
    /// sections.next_section("the dots")?;
    /// let error = sections.end_with("the folds", |folds| folds.records_n::<_, 1>(Ok)).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 5, column 1: expected end of input after the folds, found "1,2""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn end_with<T>(
        mut self,
        what: impl Into<String>,
        read: impl FnOnce(Section<'a>) -> Result<T, ParseError>,
    ) -> Result<T, ParseError> {
        let what = what.into();
        let mut last = self.next_section(what.as_str())?;
        last.last = true;
        let value = read(last)?;
        self.end_after(Some(&what))?;
        Ok(value)
    }

    /// The name [`Sections::end_with`] had: the next section, which must
    /// be the last.
    #[doc(hidden)]
    #[deprecated(
        note = "use `.end_with(what, f)`: the same, the input ending with the next section"
    )]
    #[inline]
    pub fn last_or<T>(
        self,
        expected: impl Into<String>,
        read: impl FnOnce(Section<'a>) -> Result<T, ParseError>,
    ) -> Result<T, ParseError> {
        self.end_with(expected, read)
    }

    /// Succeeds when no section is left; otherwise names the first line of
    /// the one that should not be there (blank lines at the end are fine,
    /// and so is the blank line before a surplus section: the surplus is
    /// what is wrong).
    pub fn end(self) -> Result<(), ParseError> {
        self.end_after(None)
    }

    /// [`Sections::end`], a surplus section's error saying what it came
    /// after where `what` names it, as [`Lines::end_with`] says it.
    fn end_after(mut self, what: Option<&str>) -> Result<(), ParseError> {
        match self.next() {
            None => Ok(()),
            Some(Ok(surplus)) => Err(block::surplus_line(surplus.first, what)),
            Some(Err(error)) => Err(error),
        }
    }
}

impl<'a> Iterator for Sections<'a> {
    type Item = Result<Section<'a>, ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        // The blank lines before the section: the first two are enough.
        let mut blanks = [None; 2];
        let first = loop {
            let line = self.lines.next()?;
            if !line.is_blank() {
                break line;
            }
            self.last_line = line.line();
            if let Some(slot) = blanks.iter_mut().find(|slot| slot.is_none()) {
                *slot = Some(line.line());
            }
        };
        let misplaced = if self.first {
            blanks[0].map(|line| (line, "the first section"))
        } else {
            blanks[1].map(|line| (line, "one blank line between sections"))
        };
        if let Some((line, expected)) = misplaced {
            self.failed = true;
            return Some(Err(ParseError::blank_line(line, expected)));
        }
        self.first = false;
        // The section runs up to a blank line, which is left for the next
        // call: found on the text itself, its lines read only when asked for.
        let (rest, read) = self.lines.remaining();
        let (length, body_len) = up_to_blank_line(rest);
        let body = Lines::numbered(&rest[..length], read);
        self.lines = Lines::numbered(&rest[length..], read + body_len);
        self.last_line = first.line() + body_len;
        let end = End::Section {
            blank: length < rest.len(),
            line: self.last_line + 1,
        };
        self.count += 1;
        Some(Ok(Section {
            first,
            body,
            end,
            index: self.count - 1,
            last: false,
        }))
    }
}

/// How many bytes of `text` come before its first blank line (all of it if
/// none), and how many lines they hold.
fn up_to_blank_line(text: &str) -> (usize, usize) {
    let bytes = text.as_bytes();
    let mut start = 0;
    let mut count = 0;
    while let Some(&first) = bytes.get(start) {
        let line = &bytes[start..];
        let length = line.iter().position(|&byte| byte == b'\n');
        // A line that starts with a printable character is not blank: only
        // the others are looked at whole.
        if !first.is_ascii_graphic() {
            let whole = &text[start..start + length.unwrap_or(line.len())];
            if whole.trim_start().is_empty() {
                break;
            }
        }
        count += 1;
        match length {
            Some(length) => start += length + 1,
            None => start = bytes.len(),
        }
    }
    (start, count)
}

impl<'a> Section<'a> {
    /// The section's lines, none of them blank.
    #[inline]
    pub fn lines(&self) -> impl Iterator<Item = Span<'a>> + '_ {
        std::iter::once(self.first).chain(self.body())
    }

    /// The section's place among the input's sections, from 0: day 19's
    /// scanner numbers, which count the sections.
    ///
    /// ```
    /// let mut scanners = aoc_common::sections("--- scanner 0 ---\n1,2,3\n\n--- scanner 1 ---\n4,5,6\n");
    /// scanners.next_section("a scanner")?;
    /// let second = scanners.next_section("a scanner")?;
    /// let number = aoc_common::parser(|n| n.number_of(second.index()..=second.index(), "scanner"));
    /// assert_eq!(second.heading().pattern_with("--- scanner {} ---", number)?, 1);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn index(&self) -> usize {
        self.index
    }

    /// The number of the section's first line.
    pub fn first_line(&self) -> usize {
        self.first.line()
    }

    /// The section's first line: a heading such as `--- scanner 0 ---`; see
    /// [`Section::body`].
    pub fn heading(&self) -> Span<'a> {
        self.first
    }

    /// The section's lines after the first (see [`Section::body_records`]
    /// to parse them).
    ///
    /// ```
    /// let scanner = aoc_common::sections("--- scanner 0 ---\n1,2,3\n4,5,6\n").next_section("a scanner")?;
    /// let [number] = scanner.heading().pattern_numbers::<u32, 1>("--- scanner {} ---")?;
    /// let beacons: Vec<[i32; 3]> = scanner.body().map(|line| line.numbers_n(",")).collect::<Result<_, _>>()?;
    /// assert_eq!((number, beacons[1]), (0, [4, 5, 6]));
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn body(&self) -> impl Iterator<Item = Span<'a>> + '_ {
        self.body.clone()
    }

    /// The section's one line, turned into a `T` by `record` before the
    /// section is checked for more lines: day 4's numbers drawn, day 14's
    /// template. More lines are an error at the first of them.
    ///
    /// ```
    /// let mut sections = aoc_common::sections("7,4,x\n\n1 2\n");
    /// let draws = sections.next_section("the numbers drawn")?;
    /// let error = draws.one_record(|line| line.numbers::<u8>(",")).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 5: expected an unsigned 8-bit integer (0 to 255), found "x""#);
    ///
    /// let two = aoc_common::sections("7,4\n9\n").next_section("the numbers drawn")?;
    /// let error = two.one_record(|line| line.numbers::<u8>(",")).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 2, column 1: expected a blank line after 1 line, found "9""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn one_record<T>(
        &self,
        record: impl FnOnce(Span<'a>) -> Result<T, ParseError>,
    ) -> Result<T, ParseError> {
        let value = record(self.first)?;
        self.end.close(self.body(), 1)?;
        Ok(value)
    }

    /// The section's one line. The section is checked for more lines before
    /// you read this one: [`Section::one_record`] reads the line first.
    #[doc(hidden)]
    #[deprecated(
        note = "use `.one_record(|line| …)`, which reads the line before it looks for more"
    )]
    pub fn one_line(&self) -> Result<Span<'a>, ParseError> {
        let [line] = self.records_n(Ok)?;
        Ok(line)
    }

    /// The section's lines, which must be exactly `N`. Too many is an error
    /// at the first line too many; too few, at the blank line (or the end of
    /// input) where the next should be, saying how many there were.
    #[doc(hidden)]
    #[deprecated(
        note = "use `.records_n(|line| …)`, which reads each line before it counts the next"
    )]
    pub fn lines_n<const N: usize>(&self) -> Result<[Span<'a>; N], ParseError> {
        self.records_n(Ok)
    }

    /// Every line of the section, each turned into a `T` by `record`. The
    /// first line is one of them: for a section under a heading, see
    /// [`Section::body_records`].
    pub fn records<T>(
        &self,
        mut record: impl FnMut(Span<'a>) -> Result<T, ParseError>,
    ) -> Result<Vec<T>, ParseError> {
        let first = self.first_line();
        block::records(self.lines(), first, |line| {
            record(line).map_err(|error| self.no_blank_above(line, error, self.first))
        })
    }

    /// Every line after the heading, each turned into a `T` by `record`:
    /// day 19's beacons under `--- scanner 0 ---`. A heading with no line
    /// under it is an error at the line where the first should be.
    ///
    /// ```
    /// let mut scanners = aoc_common::sections("--- scanner 0 ---\n1,2,3\n\n--- scanner 1 ---\n");
    /// let scanner = scanners.next_section("a scanner")?;
    /// let beacons = scanner.body_records(|line| line.numbers_n::<i32, 3>(","))?;
    /// assert_eq!(beacons, [[1, 2, 3]]);
    ///
    /// let empty = scanners.next_section("a scanner")?;
    /// let error = empty.body_records(|line| line.numbers_n::<i32, 3>(",")).unwrap_err();
    /// assert_eq!(error.to_string(), "line 5: expected a line under the heading, found end of input");
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn body_records<T>(
        &self,
        mut record: impl FnMut(Span<'a>) -> Result<T, ParseError>,
    ) -> Result<Vec<T>, ParseError> {
        let Some(under) = self.body().next() else {
            return Err(self.missing_line("a line under the heading"));
        };
        self.body()
            .map(|line| record(line).map_err(|error| self.no_blank_above(line, error, under)))
            .collect()
    }

    /// Exactly `N` lines, each turned into a `T` by `record`, in order: day
    /// 4's boards. A bad line is reported before a wrong count; too many is
    /// an error at the first line too many, too few at the blank line (or
    /// the end of input) where the next should be, saying how many there
    /// were.
    ///
    /// ```
    /// use aoc_common::Spaces;
    /// let board = aoc_common::sections(" 1  2\n13  4\n").next_section("a board")?
    ///     .records_n::<_, 2>(|row| row.numbers_n::<u8, 2>(Spaces))?;
    /// assert_eq!(board, [[1, 2], [13, 4]]);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    #[inline]
    pub fn records_n<T, const N: usize>(
        &self,
        record: impl FnMut(Span<'a>) -> Result<T, ParseError>,
    ) -> Result<[T; N], ParseError> {
        block::records_n(self.lines(), self.first_line(), self.end, None, record)
    }

    /// `error`, from reading `line` of this section: where the whole line is
    /// at fault, it is not the section's first, and it is of another shape
    /// than `first`, the first of its kind (a word under numbers, a heading
    /// under the lines below one), the line may be the next
    /// section's, with the blank line above it missing, and the message says
    /// so (day 13's folds right under the dots). A line of the same shape
    /// (`-6,10` under `6,10`) is one of this section's, wrong; and in the
    /// last section, which nothing may follow, no line starts another.
    #[cold]
    fn no_blank_above(&self, line: Span<'a>, mut error: ParseError, first: Span<'a>) -> ParseError {
        if !self.last
            && line.line() > first.line()
            && (error.line, error.column) == (line.line(), Some(1))
            && shape(line.text()) != shape(first.text())
        {
            error.expected = format!(
                "{}, or a blank line above it to start the next section",
                error.expected
            );
        }
        error
    }

    /// An error at the line after the section, where `expected` should be:
    /// a blank line, or the end of the input.
    fn missing_line(&self, expected: impl Into<String>) -> ParseError {
        match self.end {
            End::Section { blank: true, line } => ParseError::blank_line(line, expected),
            End::Section { line, .. } => ParseError::end_of_input(line, expected),
            End::Input => ParseError::end_of_input(self.first_line(), expected),
        }
    }

    /// The section as a grid: see [`Grid::parse`].
    pub fn grid<T>(
        &self,
        expected: &str,
        cell: impl FnMut(char) -> Option<T>,
    ) -> Result<Grid<T>, ParseError> {
        Grid::parse(self.lines(), expected, cell)
    }

    /// The section as a grid of decimal digits, each a `T`: see
    /// [`digit_grid`](crate::digit_grid).
    pub fn digit_grid<T: From<u8>>(&self) -> Result<Grid<T>, ParseError> {
        self.grid("a digit", crate::grid::digit)
    }

    /// The section, or an error at the first space or tab left at the end of
    /// one of its lines, which every helper would drop.
    #[doc(hidden)]
    #[deprecated(
        note = "use `strictly(input, parse)` for the whole input (the first fault in reading order reported), or `line.no_trailing_space()?` for a line"
    )]
    pub fn no_trailing_space(self) -> Result<Self, ParseError> {
        for line in self.lines() {
            line.no_trailing_space()?;
        }
        Ok(self)
    }
}

/// What a line starts with, as far as telling one section's lines from
/// another's goes: a number (digits, or a sign then a digit), a word, or
/// anything else.
fn shape(text: &str) -> u8 {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) if c.is_ascii_digit() => 0,
        Some('-' | '+') if chars.next().is_some_and(|c| c.is_ascii_digit()) => 0,
        Some(c) if c.is_alphabetic() => 1,
        Some(_) => 2,
        None => 3,
    }
}

#[cfg(test)]
mod tests;
