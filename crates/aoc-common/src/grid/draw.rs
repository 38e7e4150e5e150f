//! A [`Grid`] printed as the puzzle's page draws it, a row a line, so that a
//! state can be set beside the page's drawing at a glance: a grid of
//! characters as it is (`Display`), any other through a character for each
//! cell ([`Grid::draw`]), with places marked for a walk ([`Drawing::mark`]).
//!
//! ```
//! use aoc_common::{Point, grid};
//! let walls = grid("..#\n#..\n", "'#' or '.'", |c| Some(c == '#'))?;
//! let drawing = walls
//!     .draw(|&wall| if wall { '#' } else { '.' })
//!     .mark(Point::new(1, 1), '^');
//! assert_eq!(drawing.to_string(), "..#\n#^.");
//! let chars = grid("ab\ncd\n", "a letter", |c| Some(c))?;
//! assert_eq!(chars.to_string(), "ab\ncd");
//! # Ok::<(), aoc_common::ParseError>(())
//! ```

use std::fmt;

use super::Grid;
use crate::Point;

impl<T> Grid<T> {
    /// The grid drawn a character a cell (`cell` gives each), a row a line:
    /// print it with `{}` (`println!("{}", grid.draw(...))`).
    pub fn draw<F: Fn(&T) -> char>(&self, cell: F) -> Drawing<'_, T, F> {
        Drawing {
            grid: self,
            cell,
            marks: Vec::new(),
        }
    }
}

/// A grid as it prints: made by [`Grid::draw`], printed with `{}`.
pub struct Drawing<'a, T, F> {
    grid: &'a Grid<T>,
    cell: F,
    marks: Vec<(Point, char)>,
}

impl<T, F> Drawing<'_, T, F> {
    /// The same drawing with `mark` in place of the cell at `point` (a
    /// point off the grid is not drawn); the last mark on a point shows.
    pub fn mark(mut self, point: Point, mark: char) -> Self {
        self.marks.push((point, mark));
        self
    }
}

impl<T, F: Fn(&T) -> char> fmt::Display for Drawing<'_, T, F> {
    /// A row a line, with no newline after the last.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write as _;
        for (at, point) in self.grid.points().enumerate() {
            if at > 0 && point.x == 0 {
                f.write_char('\n')?;
            }
            let marked = self
                .marks
                .iter()
                .rev()
                .find_map(|&(marked, mark)| (marked == point).then_some(mark));
            let drawn = match marked {
                Some(mark) => mark,
                None => (self.cell)(&self.grid[point]),
            };
            f.write_char(drawn)?;
        }
        Ok(())
    }
}

impl fmt::Display for Grid<char> {
    /// The grid as its characters, a row a line, with no newline after the
    /// last.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.draw(|&c| c).fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_show_over_the_cells_and_off_the_grid_is_nothing() {
        let grid = Grid::new(3, 2, '.');
        let drawn = grid
            .draw(|&c| c)
            .mark(Point::new(0, 0), 'a')
            .mark(Point::new(0, 0), 'b')
            .mark(Point::new(9, 9), 'c')
            .to_string();
        assert_eq!(drawn, "b..\n...");
        assert_eq!(Grid::new(0, 0, '.').to_string(), "");
    }
}
