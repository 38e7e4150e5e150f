//! [`Grid`]: a rectangle of characters mapped to values (days 3, 9, 11, 15,
//! 20, 25), read here; walked with [`Point`](crate::Point)s (`walk`) and
//! printed as the page draws it (`draw`).

mod draw;
mod walk;

pub use draw::Drawing;

use crate::{Found, ParseError, Span, lines};

/// A rectangular grid of cells, row by row. `x` is the column (0 at the
/// left), `y` the row (0 at the top).
///
/// ```
/// use aoc_common::Point;
/// let grid = aoc_common::grid("219\n398\n", "a digit", |c| c.to_digit(10))?;
/// assert_eq!((grid.width(), grid.height()), (3, 2));
/// assert_eq!(grid.at(Point::new(2, 1)), Some(&8));
/// assert_eq!(grid.at(Point::new(3, 0)), None);
/// assert_eq!(grid.at(Point::new(-1, 0)), None);
///
/// let error = aoc_common::grid("219\n39x\n", "a digit", |c| c.to_digit(10)).unwrap_err();
/// assert_eq!(error.to_string(), r#"line 2, column 3: expected a digit, found "x""#);
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid<T> {
    width: usize,
    height: usize,
    cells: Vec<T>,
}

/// The whole input as a grid: each character turned into a cell by `cell`,
/// which returns `None` for a character that does not belong (`expected`
/// describes the ones that do). Every row must be as wide as the first; an
/// empty input, a blank line before or inside the grid, a ragged row or a bad
/// character is an error. Blank lines after the grid are fine.
///
/// ```
/// let error = aoc_common::grid("12\n34\n\n56\n", "a digit", |c| c.to_digit(10)).unwrap_err();
/// assert_eq!(error.to_string(), "line 3, column 1: expected a row of the grid, found a blank line");
/// let error = aoc_common::grid("123\n45\n", "a digit", |c| c.to_digit(10)).unwrap_err();
/// assert_eq!(error.to_string(), "line 2, column 3: expected a row of 3 characters, as on line 1, found 2 characters");
/// ```
pub fn grid<T>(
    input: &str,
    expected: &str,
    cell: impl FnMut(char) -> Option<T>,
) -> Result<Grid<T>, ParseError> {
    read_grid(input, expected, cell, None)
}

/// The whole input as a grid of exactly `W` columns and `H` rows (day 11's
/// 10×10 octopuses), otherwise as [`grid`]. A row of the wrong width, the
/// first included, is an error on that row; too many rows, at the first row
/// too many; too few, at the line after the last.
///
/// ```
/// use aoc_common::Point;
/// let octopuses = aoc_common::grid_n::<_, 3, 2>("123\n456\n", "a digit", |c| c.to_digit(10))?;
/// assert_eq!(octopuses.at(Point::new(2, 1)), Some(&6));
///
/// let error = aoc_common::grid_n::<_, 3, 3>("123\n456\n", "a digit", |c| c.to_digit(10));
/// assert_eq!(error.unwrap_err().to_string(), "line 3: expected 3 rows, found 2 rows");
/// let error = aoc_common::grid_n::<_, 3, 2>("1234\n4567\n", "a digit", |c| c.to_digit(10));
/// assert_eq!(error.unwrap_err().to_string(), "line 1, column 4: expected a row of 3 characters, found 4 characters");
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn grid_n<T, const W: usize, const H: usize>(
    input: &str,
    expected: &str,
    cell: impl FnMut(char) -> Option<T>,
) -> Result<Grid<T>, ParseError> {
    read_grid(input, expected, cell, Some((W, H)))
}

/// The whole input as a grid of decimal digits, each a `T` of your choice
/// (any integer type): days 9, 11 and 15, as [`grid`] reads them.
///
/// ```
/// use aoc_common::Point;
/// let heights = aoc_common::digit_grid::<u8>("219\n398\n")?;
/// assert_eq!(heights.at(Point::new(1, 1)), Some(&9_u8));
/// let risks: aoc_common::Grid<u32> = aoc_common::digit_grid("11\n19\n")?;
/// assert_eq!(risks.iter().map(|(_, &risk)| risk).sum::<u32>(), 12);
/// let error = aoc_common::digit_grid::<u8>("219\n3x8\n").unwrap_err();
/// assert_eq!(error.to_string(), r#"line 2, column 2: expected a digit, found "x""#);
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn digit_grid<T: From<u8>>(input: &str) -> Result<Grid<T>, ParseError> {
    grid(input, "a digit", digit)
}

/// `c` as a decimal digit's value, in any integer type: a grid's cells
/// where the grid has a fixed size (day 11's octopuses), or a line's
/// characters.
///
/// ```
/// use aoc_common::Point;
/// use aoc_common::{digit, grid_n};
/// let octopuses = grid_n::<_, 3, 2>("548\n274\n", "a digit", digit::<u8>)?;
/// assert_eq!(octopuses.at(Point::new(2, 0)), Some(&8));
/// assert_eq!((digit::<u64>('7'), digit::<u8>('x')), (Some(7), None));
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn digit<T: From<u8>>(c: char) -> Option<T> {
    let digit = u8::try_from(c).ok()?.wrapping_sub(b'0');
    (digit <= 9).then(|| T::from(digit))
}

/// [`grid`], or [`grid_n`] when `size` is given.
fn read_grid<T>(
    input: &str,
    expected: &str,
    cell: impl FnMut(char) -> Option<T>,
    size: Option<(usize, usize)>,
) -> Result<Grid<T>, ParseError> {
    let mut lines = lines(input).peekable();
    if let Some(blank) = lines.next_if(Span::is_blank) {
        return Err(blank.error(format!("a grid (each cell {expected})")));
    }
    let mut last_row = 0;
    let rows = std::iter::from_fn(|| {
        let row = lines.next_if(|line| !line.is_blank())?;
        last_row = row.line();
        Some(row)
    });
    let grid = Grid::parse_sized(rows, expected, cell, size)?;
    // Only blank lines may follow; the first of them, if rows come after it.
    let blank = lines.peek().copied();
    if lines.any(|line| !line.is_blank())
        && let Some(blank) = blank
    {
        return Err(blank.error("a row of the grid"));
    }
    match size {
        Some((_, height)) if grid.height < height => {
            let error = match blank {
                Some(blank) => blank.error(""),
                None => ParseError::end_of_input(last_row + 1, ""),
            };
            Err(ParseError {
                found: Found::Count {
                    count: grid.height,
                    of: "row",
                },
                expected: format!("{height} rows"),
                ..error
            })
        }
        _ => Ok(grid),
    }
}

impl<T> Grid<T> {
    /// A grid from `rows`: see [`grid`].
    ///
    /// ```
    /// use aoc_common::Grid;
    /// let rows = aoc_common::lines("ignored\n>v.\n.>v\n").skip(1);
    /// let herd = Grid::parse(rows, "'>', 'v' or '.'", |c| ">v.".find(c))?;
    /// assert_eq!((herd.width(), herd.height()), (3, 2));
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn parse<'a>(
        rows: impl IntoIterator<Item = Span<'a>>,
        expected: &str,
        cell: impl FnMut(char) -> Option<T>,
    ) -> Result<Self, ParseError> {
        Self::parse_sized(rows, expected, cell, None)
    }

    /// A grid from `rows`, of `size` (width, height) if given: rows are read
    /// in order, each checked character by character, then for its width.
    fn parse_sized<'a>(
        rows: impl IntoIterator<Item = Span<'a>>,
        expected: &str,
        mut cell: impl FnMut(char) -> Option<T>,
        size: Option<(usize, usize)>,
    ) -> Result<Self, ParseError> {
        let mut cells = Vec::new();
        let mut first = None;
        let mut height = 0;
        let mut rows = rows.into_iter();
        while let Some(row) = rows.next() {
            if size.is_some_and(|(_, wanted)| height == wanted) {
                let count = height + 1 + rows.count();
                return Err(row.count_error(count, "row", format!("{height} rows")));
            }
            // The width this row must have, if known yet.
            let width = size
                .map(|(width, _)| width)
                .or(first.map(|(width, _)| width));
            let text = row.text();
            let ascii = text.is_ascii();
            // Its characters up to that width are checked first.
            let head_end = match width {
                Some(width) if ascii => width.min(text.len()),
                Some(width) => text
                    .char_indices()
                    .nth(width)
                    .map_or(text.len(), |(at, _)| at),
                None => text.len(),
            };
            row.slice(0, head_end)
                .map_chars_into(expected, &mut cell, &mut cells)?;
            let count = if ascii {
                text.len()
            } else {
                text.chars().count()
            };
            if let Some(width) = width.filter(|&width| width != count) {
                let expected_width = match first {
                    Some((_, line)) if size.is_none() => {
                        format!("a row of {width} characters, as on line {line}")
                    }
                    _ => format!("a row of {width} characters"),
                };
                // Too long, at the first character too many; too short, where
                // the row ends.
                let at = row.after(if count > width { head_end } else { text.len() });
                return Err(at.count_error(count, "character", expected_width));
            }
            first.get_or_insert((count, row.line()));
            height += 1;
        }
        match first {
            Some((width, _)) => Ok(Self {
                width,
                height,
                cells,
            }),
            None => Err(ParseError::end_of_input(
                1,
                format!("a grid (each cell {expected})"),
            )),
        }
    }

    /// The number of columns.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The number of rows.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The cell at column `x`, row `y`, or `None` off the grid: what
    /// [`Grid::at`] gives at that point.
    #[doc(hidden)]
    #[deprecated(
        note = "use `.at(Point::new(x, y))`: the grid's one look-up, by the `Point` the rest of a walk uses (`None` off the grid, a negative `x` too)"
    )]
    pub fn get<I: TryInto<usize>>(&self, x: I, y: I) -> Option<&T> {
        let index = self.index(x.try_into().ok()?, y.try_into().ok()?)?;
        self.cells.get(index)
    }

    /// The cell at column `x`, row `y` for changing, or `None` off the
    /// grid: what [`Grid::at_mut`] gives at that point.
    #[doc(hidden)]
    #[deprecated(note = "use `.at_mut(Point::new(x, y))`, or `grid[point]`")]
    pub fn get_mut<I: TryInto<usize>>(&mut self, x: I, y: I) -> Option<&mut T> {
        let index = self.index(x.try_into().ok()?, y.try_into().ok()?)?;
        self.cells.get_mut(index)
    }

    fn index(&self, x: usize, y: usize) -> Option<usize> {
        (x < self.width && y < self.height).then(|| y * self.width + x)
    }

    /// The rows, top to bottom.
    ///
    /// ```
    /// let grid = aoc_common::grid("12\n34\n", "a digit", |c| c.to_digit(10))?;
    /// let sums: Vec<u32> = grid.rows().map(|row| row.iter().sum()).collect();
    /// assert_eq!(sums, [3, 7]);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn rows(&self) -> impl Iterator<Item = &[T]> {
        self.cells.chunks(self.width.max(1))
    }

    /// Every column, left to right, each its cells top to bottom (day 3's
    /// bits counted a column at a time, a picture read sideways).
    ///
    /// ```
    /// let grid = aoc_common::digit_grid::<u32>("12\n34\n")?;
    /// let sums: Vec<u32> = grid.columns().map(|column| column.sum()).collect();
    /// assert_eq!(sums, [4, 6]);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn columns(&self) -> impl Iterator<Item = impl Iterator<Item = &T>> {
        (0..self.width).map(move |x| self.column(x))
    }

    /// Column `x`'s cells, top to bottom (none where `x` is off the grid).
    ///
    /// ```
    /// let grid = aoc_common::digit_grid::<u8>("12\n34\n")?;
    /// assert_eq!(grid.column(1).copied().collect::<Vec<_>>(), [2, 4]);
    /// assert_eq!(grid.column(2).count(), 0);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn column(&self, x: usize) -> impl Iterator<Item = &T> {
        let cells = if x < self.width {
            &self.cells[x..]
        } else {
            &[]
        };
        cells.iter().step_by(self.width.max(1))
    }

    /// Every cell with its `(x, y)`, row by row: what [`Grid::iter`] gives,
    /// with a [`Point`](crate::Point) for the place.
    #[doc(hidden)]
    #[deprecated(
        note = "use `.iter()`, which gives each cell with its `Point` (`point.x`, `point.y`), the place the rest of a walk uses"
    )]
    pub fn cells(&self) -> impl Iterator<Item = ((usize, usize), &T)> {
        let width = self.width.max(1);
        self.cells
            .iter()
            .enumerate()
            .map(move |(index, cell)| ((index % width, index / width), cell))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digits(input: &str) -> Result<Grid<u32>, ParseError> {
        grid(input, "a digit", |c| c.to_digit(10))
    }

    #[test]
    fn ragged_rows_and_empty_grids_are_errors() {
        assert_eq!(
            digits("123\n45\n").unwrap_err().to_string(),
            "line 2, column 3: expected a row of 3 characters, as on line 1, found 2 characters"
        );
        assert_eq!(
            digits("123\n4567\n").unwrap_err().to_string(),
            "line 2, column 4: expected a row of 3 characters, as on line 1, found 4 characters"
        );
        assert_eq!(
            digits("123\n456x7\n").unwrap_err().to_string(),
            "line 2, column 4: expected a row of 3 characters, as on line 1, found 5 characters"
        );
        assert_eq!(
            digits("123\n4x\n").unwrap_err().to_string(),
            r#"line 2, column 2: expected a digit, found "x""#
        );
        assert_eq!(
            digits("").unwrap_err().to_string(),
            "line 1: expected a grid (each cell a digit), found an empty input"
        );
        assert_eq!(
            digits("\n12\n").unwrap_err().to_string(),
            "line 1, column 1: expected a grid (each cell a digit), found a blank line"
        );
        assert_eq!(
            digits("12\n\n34\n").unwrap_err().to_string(),
            "line 2, column 1: expected a row of the grid, found a blank line"
        );
    }

    #[test]
    fn a_fixed_size_grid_counts_rows_and_columns() {
        let sized = |input| {
            grid_n::<_, 2, 2>(input, "a digit", |c| c.to_digit(10)).map_err(|e| e.to_string())
        };
        assert_eq!(sized("12\n34\n").map(|grid| grid.height()), Ok(2));
        assert_eq!(
            sized("1\n34\n").unwrap_err(),
            "line 1, column 2: expected a row of 2 characters, found 1 character"
        );
        assert_eq!(
            sized("12\n34\n56\n78\n").unwrap_err(),
            "line 3, column 1: expected 2 rows, found 4 rows"
        );
        assert_eq!(
            sized("12\n\n").unwrap_err(),
            "line 2, column 1: expected 2 rows, found 1 row"
        );
    }

    #[test]
    fn cells_know_their_place() {
        let grid = digits("12\n34\n\n").unwrap();
        let cells: Vec<_> = grid
            .iter()
            .map(|(at, &cell)| ((at.x, at.y), cell))
            .collect();
        assert_eq!(cells, [((0, 0), 1), ((1, 0), 2), ((0, 1), 3), ((1, 1), 4)]);
        assert_eq!(grid.rows().collect::<Vec<_>>(), [[1, 2], [3, 4]]);
        let far = crate::Point::new(i32::MAX, 0);
        assert_eq!(
            (grid.at(far), grid.at(crate::Point::new(i32::MIN, i32::MAX))),
            (None, None)
        );
    }
}
