//! Walking a [`Grid`] with [`Point`]s: a cell at a point, the neighbours of
//! one that lie on the grid, where a value stands, and a grid of another
//! type of the same size (a map of places seen, of distances).
//!
//! ```
//! use aoc_common::{Grid, Point, grid};
//! let maze = grid("S.#\n.#.\n..E\n", "'S', 'E', '#' or '.'", |c| "SE#.".contains(c).then_some(c))?;
//! let start = maze.find(&'S').unwrap();
//! let open: Vec<Point> = maze
//!     .neighbours(start, &Point::FOUR)
//!     .filter(|&next| maze[next] != '#')
//!     .collect();
//! assert_eq!(open, [Point::new(1, 0), Point::new(0, 1)]);
//! let mut seen: Grid<bool> = maze.same_size(false);
//! seen[start] = true;
//! assert_eq!(seen.find_all(&true).count(), 1);
//! # Ok::<(), aoc_common::ParseError>(())
//! ```

use std::ops::{Index, IndexMut};

use super::Grid;
use crate::Point;

impl<T> Grid<T> {
    /// A grid of `width` columns and `height` rows, every cell `value`.
    ///
    /// ```
    /// use aoc_common::Point;
    /// let distances = aoc_common::Grid::new(3, 2, u32::MAX);
    /// assert_eq!((distances.width(), distances.height()), (3, 2));
    /// assert_eq!(distances.at(Point::new(2, 1)), Some(&u32::MAX));
    /// ```
    pub fn new(width: usize, height: usize, value: T) -> Self
    where
        T: Clone,
    {
        Self {
            width,
            height,
            cells: vec![value; width * height],
        }
    }

    /// A grid of this one's size, every cell `value`: the places seen on a
    /// walk, the distances of a search.
    pub fn same_size<U: Clone>(&self, value: U) -> Grid<U> {
        Grid::new(self.width, self.height, value)
    }

    /// A grid of this one's size, each cell made from this one's by `cell`.
    ///
    /// ```
    /// let heights = aoc_common::digit_grid::<u8>("19\n")?;
    /// let walls = heights.map(|&height| height == 9);
    /// assert_eq!(walls.find(&true), Some(aoc_common::Point::new(1, 0)));
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn map<U>(&self, cell: impl FnMut(&T) -> U) -> Grid<U> {
        Grid {
            width: self.width,
            height: self.height,
            cells: self.cells.iter().map(cell).collect(),
        }
    }

    /// True when `point` is on the grid.
    pub fn contains(&self, point: Point) -> bool {
        self.index_of(point).is_some()
    }

    /// The cell at `point`, or `None` off the grid.
    ///
    /// ```
    /// use aoc_common::Point;
    /// let grid = aoc_common::digit_grid::<u8>("12\n34\n")?;
    /// assert_eq!(grid.at(Point::new(1, 1)), Some(&4));
    /// assert_eq!(grid.at(Point::new(-1, 0)), None);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn at(&self, point: Point) -> Option<&T> {
        self.cells.get(self.index_of(point)?)
    }

    /// The cell at `point` for changing, or `None` off the grid.
    pub fn at_mut(&mut self, point: Point) -> Option<&mut T> {
        let index = self.index_of(point)?;
        self.cells.get_mut(index)
    }

    /// Every point of the grid, row by row.
    pub fn points(&self) -> impl Iterator<Item = Point> + use<T> {
        let (width, height) = (self.width, self.height);
        (0..height).flat_map(move |y| (0..width).map(move |x| point(x, y)))
    }

    /// Every cell with its point, row by row: the places [`Grid::points`]
    /// gives, each with what stands there.
    ///
    /// ```
    /// use aoc_common::Point;
    /// let grid = aoc_common::grid(".#\n#.\n", "'#' or '.'", |c| Some(c == '#'))?;
    /// let lit: Vec<Point> = grid.iter().filter(|&(_, &on)| on).map(|(at, _)| at).collect();
    /// assert_eq!(lit, [Point::new(1, 0), Point::new(0, 1)]);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (Point, &T)> {
        self.cells
            .iter()
            .enumerate()
            .map(|(index, cell)| (self.point_of(index), cell))
    }

    /// The bottom right corner: the last point, row by row, and the goal
    /// of many a walk from [`Point::ORIGIN`]. Off the grid, at `(-1, -1)`,
    /// where the grid is empty.
    ///
    /// ```
    /// use aoc_common::Point;
    /// let grid = aoc_common::digit_grid::<u8>("123\n456\n")?;
    /// assert_eq!(grid.bottom_right(), Point::new(2, 1));
    /// assert_eq!(grid[grid.bottom_right()], 6);
    /// assert_eq!((grid.top_right(), grid.bottom_left()), (Point::new(2, 0), Point::new(0, 1)));
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn bottom_right(&self) -> Point {
        Point::new(last(self.width), last(self.height))
    }

    /// The top right corner.
    pub fn top_right(&self) -> Point {
        Point::new(last(self.width), 0)
    }

    /// The bottom left corner.
    pub fn bottom_left(&self) -> Point {
        Point::new(0, last(self.height))
    }

    /// `point` on a grid whose edges wrap around: a step off the right edge
    /// comes back in at the left, one off the top at the bottom (a herd
    /// moving east, a robot crossing the room).
    ///
    /// ```
    /// use aoc_common::Point;
    /// let grid = aoc_common::digit_grid::<u8>("123\n456\n")?;
    /// assert_eq!(grid.wrap(Point::new(2, 0) + Point::RIGHT), Point::new(0, 0));
    /// assert_eq!(grid.wrap(Point::ORIGIN + Point::UP), Point::new(0, 1));
    /// assert_eq!(grid.wrap(Point::new(-7, 5)), Point::new(2, 1));
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn wrap(&self, point: Point) -> Point {
        let around = |value: i32, size: usize| {
            i32::try_from(size)
                .ok()
                .filter(|&size| size > 0)
                .map_or(value, |size| value.rem_euclid(size))
        };
        Point::new(around(point.x, self.width), around(point.y, self.height))
    }

    /// The neighbours of `point` in `directions` that lie on the grid, each
    /// with its cell: [`Grid::neighbours`], with no second look-up for what
    /// stands there.
    ///
    /// ```
    /// use aoc_common::Point;
    /// let heights = aoc_common::digit_grid::<u8>("123\n456\n")?;
    /// let higher: Vec<Point> = heights
    ///     .neighbour_cells(Point::ORIGIN, &Point::FOUR)
    ///     .filter(|&(_, &height)| height > 1)
    ///     .map(|(at, _)| at)
    ///     .collect();
    /// assert_eq!(higher, [Point::new(1, 0), Point::new(0, 1)]);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn neighbour_cells<'a>(
        &'a self,
        point: Point,
        directions: &'a [Point],
    ) -> impl Iterator<Item = (Point, &'a T)> + 'a {
        directions.iter().filter_map(move |&step| {
            let next = point + step;
            Some((next, self.at(next)?))
        })
    }

    /// The neighbours of `point` in `directions` (`&Point::FOUR` or
    /// `&Point::EIGHT`, or your own) that lie on the grid, in that order.
    ///
    /// ```
    /// use aoc_common::Point;
    /// let grid = aoc_common::digit_grid::<u8>("123\n456\n")?;
    /// let corner: Vec<Point> = grid.neighbours(Point::ORIGIN, &Point::EIGHT).collect();
    /// assert_eq!(corner, [Point::new(1, 0), Point::new(1, 1), Point::new(0, 1)]);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn neighbours<'a>(
        &'a self,
        point: Point,
        directions: &'a [Point],
    ) -> impl Iterator<Item = Point> + 'a {
        directions
            .iter()
            .map(move |&step| point + step)
            .filter(|&next| self.contains(next))
    }

    /// The first point, row by row, whose cell is `value`.
    pub fn find(&self, value: &T) -> Option<Point>
    where
        T: PartialEq,
    {
        let index = self.cells.iter().position(|cell| cell == value)?;
        Some(self.point_of(index))
    }

    /// Every point whose cell is `value`, row by row.
    pub fn find_all<'a>(&'a self, value: &'a T) -> impl Iterator<Item = Point> + 'a
    where
        T: PartialEq,
    {
        self.cells
            .iter()
            .enumerate()
            .filter(move |(_, cell)| *cell == value)
            .map(|(index, _)| self.point_of(index))
    }

    /// Where `point`'s cell is in `cells`, if it is on the grid.
    #[inline]
    fn index_of(&self, point: Point) -> Option<usize> {
        // A negative coordinate, taken as unsigned, is past any width or
        // height: one comparison a coordinate, as index arithmetic by hand.
        #[allow(clippy::cast_sign_loss)]
        let (x, y) = (point.x as u32 as usize, point.y as u32 as usize);
        (x < self.width && y < self.height).then(|| y * self.width + x)
    }

    /// The point of the cell at `index` in `cells`.
    fn point_of(&self, index: usize) -> Point {
        let width = self.width.max(1);
        point(index % width, index / width)
    }
}

/// The last column or row of a grid `size` long: `-1` where it has none.
fn last(size: usize) -> i32 {
    i32::try_from(size).map_or(i32::MAX, |size| size - 1)
}

/// The point at column `x`, row `y` of a grid: a grid is never so large
/// that they do not fit (it would not fit in memory), so the conversion
/// saturates rather than fails.
fn point(x: usize, y: usize) -> Point {
    Point::new(
        i32::try_from(x).unwrap_or(i32::MAX),
        i32::try_from(y).unwrap_or(i32::MAX),
    )
}

/// `grid[point]`: the cell at `point`.
///
/// # Panics
///
/// Off the grid, as a slice does past its end: ask [`Grid::at`] where a
/// point may be off it.
impl<T> Index<Point> for Grid<T> {
    type Output = T;

    #[inline]
    fn index(&self, point: Point) -> &T {
        match self.index_of(point).and_then(|index| self.cells.get(index)) {
            Some(cell) => cell,
            None => off_the_grid(point, self.width, self.height),
        }
    }
}

impl<T> IndexMut<Point> for Grid<T> {
    #[inline]
    fn index_mut(&mut self, point: Point) -> &mut T {
        let (width, height) = (self.width, self.height);
        match self.index_of(point) {
            Some(index) if index < self.cells.len() => &mut self.cells[index],
            _ => off_the_grid(point, width, height),
        }
    }
}

/// The panic of an index off the grid, as a slice's past its end.
#[allow(clippy::panic)]
#[cold]
#[inline(never)]
fn off_the_grid(point: Point, width: usize, height: usize) -> ! {
    panic!(
        "{point} is off the grid of {width} columns and {height} rows (`Grid::at` asks without panicking)"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_and_cells_agree() {
        let grid = crate::digit_grid::<u8>("123\n456\n").unwrap();
        let points: Vec<Point> = grid.points().collect();
        assert_eq!(points.len(), 6);
        for (point, (at, cell)) in points.iter().zip(grid.iter()) {
            assert_eq!(*point, at);
            assert_eq!(&grid[*point], cell);
            assert_eq!(grid.at(*point), Some(cell));
        }
        assert_eq!(grid.find(&6), Some(Point::new(2, 1)));
        assert_eq!(grid.find(&7), None);
        assert!(!grid.contains(Point::new(3, 0)) && !grid.contains(Point::new(0, -1)));
        let inner: Vec<Point> = grid.neighbours(Point::new(1, 0), &Point::FOUR).collect();
        assert_eq!(
            inner,
            [Point::new(2, 0), Point::new(1, 1), Point::new(0, 0)]
        );
        let off = std::panic::catch_unwind(|| grid[Point::new(0, 2)]);
        assert!(off.is_err());
        let mut seen = grid.same_size(0_u8);
        seen[Point::new(2, 1)] += 1;
        *seen.at_mut(Point::ORIGIN).unwrap() += 2;
        assert_eq!(seen.at_mut(Point::new(5, 5)), None);
        assert_eq!(seen.find_all(&0).count(), 4);
    }
}
