//! [`Grid`]: a rectangle of characters mapped to values (days 3, 9, 11, 15,
//! 20, 25).

use crate::{ParseError, Span, lines};

/// A rectangular grid of cells, row by row. `x` is the column (0 at the
/// left), `y` the row (0 at the top).
///
/// ```
/// let grid = aoc_common::grid("219\n398\n", "a digit", |c| c.to_digit(10))?;
/// assert_eq!((grid.width(), grid.height()), (3, 2));
/// assert_eq!(grid.get(2, 1), Some(&8));
/// assert_eq!(grid.get(3, 0), None);
/// assert_eq!(grid.get(-1, 0), None);
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
/// empty input, a ragged row or a bad character is an error. Blank lines
/// after the grid are fine.
pub fn grid<T>(
    input: &str,
    expected: &str,
    cell: impl FnMut(char) -> Option<T>,
) -> Result<Grid<T>, ParseError> {
    let mut rows = lines(input);
    let grid = Grid::parse(
        rows.by_ref().take_while(|line| !line.is_blank()),
        expected,
        cell,
    )?;
    rows.end()?;
    Ok(grid)
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
        mut cell: impl FnMut(char) -> Option<T>,
    ) -> Result<Self, ParseError> {
        let mut cells = Vec::new();
        let mut width = None;
        let mut height = 0;
        for row in rows {
            let row_cells = row.map_chars(expected, &mut cell)?;
            let first = *width.get_or_insert((row_cells.len(), row.line()));
            if row_cells.len() != first.0 || row_cells.is_empty() {
                return Err(row.error(format!(
                    "a row of {} characters, as on line {}",
                    first.0, first.1
                )));
            }
            cells.extend(row_cells);
            height += 1;
        }
        match width {
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

    /// The cell at column `x`, row `y`, or `None` off the grid. Takes any
    /// integer type, so a neighbour at `x - 1` can be asked for as an `i32`
    /// or `isize` without checking for the edge first.
    pub fn get<I: TryInto<usize>>(&self, x: I, y: I) -> Option<&T> {
        let index = self.index(x.try_into().ok()?, y.try_into().ok()?)?;
        self.cells.get(index)
    }

    /// The cell at column `x`, row `y` for changing, or `None` off the grid.
    ///
    /// ```
    /// let mut grid = aoc_common::grid("19\n", "a digit", |c| c.to_digit(10))?;
    /// if let Some(cell) = grid.get_mut(1, 0) {
    ///     *cell = 0;
    /// }
    /// assert_eq!(grid.get_mut(2, 0), None);
    /// assert_eq!(grid.get(1, 0), Some(&0));
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
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

    /// Every cell with its `(x, y)`, row by row.
    ///
    /// ```
    /// let grid = aoc_common::grid(".#\n#.\n", "'#' or '.'", |c| Some(c == '#'))?;
    /// let lit: Vec<(usize, usize)> = grid.cells().filter(|&(_, &on)| on).map(|(at, _)| at).collect();
    /// assert_eq!(lit, [(1, 0), (0, 1)]);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
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

    fn digits(input: &str) -> Result<Grid<u32>, String> {
        grid(input, "a digit", |c| c.to_digit(10)).map_err(|error| error.to_string())
    }

    #[test]
    fn ragged_rows_and_empty_grids_are_errors() {
        assert_eq!(
            digits("123\n45\n").unwrap_err(),
            r#"line 2: expected a row of 3 characters, as on line 1, found "45""#
        );
        assert_eq!(
            digits("123\n4567\n").unwrap_err(),
            r#"line 2: expected a row of 3 characters, as on line 1, found "4567""#
        );
        assert_eq!(
            digits("").unwrap_err(),
            "line 1: expected a grid (each cell a digit), found end of input"
        );
        assert_eq!(
            digits("12\n\n34\n").unwrap_err(),
            r#"line 3: expected end of input, found "34""#
        );
    }

    #[test]
    fn cells_know_their_place() {
        let grid = digits("12\n34\n\n").unwrap();
        let cells: Vec<_> = grid.cells().map(|(at, &cell)| (at, cell)).collect();
        assert_eq!(cells, [((0, 0), 1), ((1, 0), 2), ((0, 1), 3), ((1, 1), 4)]);
        assert_eq!(grid.rows().collect::<Vec<_>>(), [[1, 2], [3, 4]]);
        assert_eq!(grid.get(usize::MAX, 0), None);
        assert_eq!(grid.get(i64::MIN, i64::MAX), None);
    }
}
