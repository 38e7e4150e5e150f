//! Blocks of lines separated by one blank line: days 4, 13, 14, 19, 20.

use std::iter::Peekable;

use crate::lines::records_of;
use crate::{Grid, Lines, ParseError, Span, lines};

/// The blank-line-separated sections of an input: see [`sections`].
#[derive(Clone, Debug)]
pub struct Sections<'a> {
    lines: Peekable<Lines<'a>>,
    /// True until the first section is handed out.
    first: bool,
    /// True after an error: the iterator stops there.
    failed: bool,
    /// The number of the last line read (0 before any).
    last_line: usize,
}

/// One section: consecutive non-blank lines.
///
/// ```
/// let mut sections = aoc_common::sections("NNCB\n\n.#\n#.\n");
/// let template = sections.next_or("the template")?;
/// assert_eq!((template.first_line(), template.one_line()?.text()), (1, "NNCB"));
/// let image = sections.next_or("the image")?;
/// assert_eq!(image.lines().count(), 2);
/// let grid = image.grid("'#' or '.'", |c| Some(c == '#'))?;
/// let rows = image.records(|row| Ok(row.text().len()))?;
/// assert_eq!((grid.get(0, 1), rows), (Some(&true), vec![2, 2]));
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section<'a> {
    /// The first line, which every section has.
    first: Span<'a>,
    /// The lines after the first.
    rest: Vec<Span<'a>>,
    /// What follows the section: a blank line's number, or the end.
    after: After,
}

/// What follows a section.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum After {
    BlankLine(usize),
    EndOfInput(usize),
}

/// Splits `input` into sections of non-blank lines, separated by exactly one
/// blank line. Each item is a [`Section`], or an error for a blank line at
/// the start or a second blank line between sections; blank lines at the end
/// are fine.
///
/// ```
/// let input = "NNCB\n\nCH -> B\nHH -> N\n";
/// let mut sections = aoc_common::sections(input);
/// let template = sections.next_or("the polymer template")?.one_line()?;
/// let rules = sections.next_or("pair rules")?.records(|line| line.pattern::<2>("{} -> {}"))?;
/// sections.end()?;
/// assert_eq!((template.text(), rules.len(), rules[1][0].line()), ("NNCB", 2, 4));
///
/// let error = aoc_common::sections("NNCB\n\n\nCH -> B").nth(1).unwrap().unwrap_err();
/// assert_eq!(error.to_string(), "line 3: expected one blank line between sections, found a blank line");
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn sections(input: &str) -> Sections<'_> {
    Sections {
        lines: lines(input).peekable(),
        first: true,
        failed: false,
        last_line: 0,
    }
}

impl<'a> Sections<'a> {
    /// The next section, or an error saying the input ended where `expected`
    /// should have come.
    pub fn next_or(&mut self, expected: impl Into<String>) -> Result<Section<'a>, ParseError> {
        match self.next() {
            Some(section) => section,
            None => Err(ParseError::end_of_input(self.last_line + 1, expected)),
        }
    }

    /// Succeeds when no section is left; otherwise names the first line of
    /// the one that should not be there.
    pub fn end(mut self) -> Result<(), ParseError> {
        match self.next() {
            None => Ok(()),
            Some(Ok(surplus)) => Err(surplus.first.error("end of input")),
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
        let mut blank = Vec::new();
        while let Some(line) = self.lines.next_if(Span::is_blank) {
            self.last_line = line.line();
            blank.push(line.line());
        }
        self.lines.peek()?;
        let misplaced = if self.first {
            blank.first().map(|&line| (line, "the first section"))
        } else {
            blank
                .get(1)
                .map(|&line| (line, "one blank line between sections"))
        };
        if let Some((line, expected)) = misplaced {
            self.failed = true;
            return Some(Err(ParseError::blank_line(line, expected)));
        }
        self.first = false;
        // Not blank, by the peek above.
        let first = self.lines.next()?;
        let mut rest = Vec::new();
        while let Some(line) = self.lines.next_if(|line| !line.is_blank()) {
            rest.push(line);
        }
        self.last_line = rest.last().unwrap_or(&first).line();
        let after = match self.lines.peek() {
            Some(blank) => After::BlankLine(blank.line()),
            None => After::EndOfInput(self.last_line + 1),
        };
        Some(Ok(Section { first, rest, after }))
    }
}

impl<'a> Section<'a> {
    /// The section's lines, none of them blank.
    pub fn lines(&self) -> impl Iterator<Item = Span<'a>> + '_ {
        std::iter::once(self.first).chain(self.body())
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

    /// The section's lines after the first.
    ///
    /// ```
    /// let scanner = aoc_common::sections("--- scanner 0 ---\n1,2,3\n4,5,6\n").next_or("a scanner")?;
    /// let [number] = scanner.heading().pattern_numbers::<u32, 1>("--- scanner {} ---")?;
    /// let beacons: Vec<[i32; 3]> = scanner.body().map(|line| line.numbers_n(",")).collect::<Result<_, _>>()?;
    /// assert_eq!((number, beacons[1]), (0, [4, 5, 6]));
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn body(&self) -> impl Iterator<Item = Span<'a>> + '_ {
        self.rest.iter().copied()
    }

    /// The section's one line.
    pub fn one_line(&self) -> Result<Span<'a>, ParseError> {
        let [line] = self.lines_n()?;
        Ok(line)
    }

    /// The section's lines, which must be exactly `N`.
    ///
    /// ```
    /// let section = aoc_common::sections("1 2\n3 4\n5 6\n").next_or("a board")?;
    /// let error = section.lines_n::<2>().unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 3: expected a blank line after 2 lines, found "5 6""#);
    /// let error = section.lines_n::<5>().unwrap_err();
    /// assert_eq!(error.to_string(), "line 4: expected 5 lines in this section, found end of input");
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn lines_n<const N: usize>(&self) -> Result<[Span<'a>; N], ParseError> {
        let plural = if N == 1 { "" } else { "s" };
        let lines: Vec<Span<'a>> = self.lines().collect();
        if let Some(surplus) = lines.get(N) {
            return Err(surplus.error(format!("a blank line after {N} line{plural}")));
        }
        let expected = format!("{N} line{plural} in this section");
        lines.try_into().map_err(|_| match self.after {
            After::BlankLine(line) => ParseError::blank_line(line, expected),
            After::EndOfInput(line) => ParseError::end_of_input(line, expected),
        })
    }

    /// Every line of the section, each turned into a `T` by `record`.
    pub fn records<T>(
        &self,
        record: impl FnMut(Span<'a>) -> Result<T, ParseError>,
    ) -> Result<Vec<T>, ParseError> {
        records_of(self.lines(), self.first_line(), record)
    }

    /// Exactly `N` lines, each turned into a `T` by `record`: day 4's boards.
    ///
    /// ```
    /// use aoc_common::Whitespace;
    /// let board = aoc_common::sections(" 1  2\n13  4\n").next_or("a board")?
    ///     .records_n::<_, 2>(|row| row.numbers_n::<u8, 2>(Whitespace))?;
    /// assert_eq!(board, [[1, 2], [13, 4]]);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn records_n<T, const N: usize>(
        &self,
        mut record: impl FnMut(Span<'a>) -> Result<T, ParseError>,
    ) -> Result<[T; N], ParseError> {
        let lines: [Span<'a>; N] = self.lines_n()?;
        let records = lines
            .into_iter()
            .map(&mut record)
            .collect::<Result<Vec<T>, _>>()?;
        records
            .try_into()
            .map_err(|_| ParseError::end_of_input(self.first_line(), format!("{N} lines")))
    }

    /// The section as a grid: see [`Grid::parse`].
    pub fn grid<T>(
        &self,
        expected: &str,
        cell: impl FnMut(char) -> Option<T>,
    ) -> Result<Grid<T>, ParseError> {
        Grid::parse(self.lines(), expected, cell)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn firsts(input: &str) -> Vec<Result<usize, String>> {
        sections(input)
            .map(|section| section.map(|s| s.first_line()).map_err(|e| e.to_string()))
            .collect()
    }

    #[test]
    fn sections_are_separated_by_one_blank_line() {
        assert_eq!(firsts("a\nb\n\nc\n\nd\n\n\n"), [Ok(1), Ok(4), Ok(6)]);
        assert_eq!(firsts(""), []);
        assert_eq!(firsts("\n \n"), []);
    }

    #[test]
    fn a_leading_or_second_blank_line_is_an_error() {
        assert_eq!(
            firsts("\na"),
            [Err(
                "line 1: expected the first section, found a blank line".into()
            )]
        );
        assert_eq!(
            firsts("a\n\n\t\nb\nc"),
            [
                Ok(1),
                Err("line 3: expected one blank line between sections, found a blank line".into())
            ]
        );
    }

    #[test]
    fn too_few_lines_name_the_blank_line_after() {
        let mut all = sections("a\nb\n\nc");
        let error = all.next_or("x").unwrap().lines_n::<3>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 3: expected 3 lines in this section, found a blank line"
        );
    }

    #[test]
    fn next_or_and_end_name_the_line() {
        let mut all = sections("a\n\nb\n");
        all.next_or("first").unwrap();
        all.next_or("second").unwrap();
        assert_eq!(
            all.clone().next_or("third").unwrap_err().to_string(),
            "line 4: expected third, found end of input"
        );
        assert_eq!(all.end(), Ok(()));
        let error = sections("a\n\nb\n").end();
        assert_eq!(
            error.unwrap_err().to_string(),
            r#"line 1: expected end of input, found "a""#
        );
    }
}
