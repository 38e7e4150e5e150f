//! [`Point`]: a place on a grid, and a step between two (a direction), for
//! the days walked on a grid. `x` grows to the right and `y` down the
//! page, as a puzzle draws its grid and as [`Grid`](crate::Grid) is
//! indexed: [`Point::UP`] is `y - 1`.
//!
//! ```
//! use aoc_common::Point;
//! let mut guard = Point::new(4, 6);
//! let mut facing = Point::UP;
//! guard += facing;
//! facing = facing.turn_right();
//! assert_eq!((guard, facing), (Point::new(4, 5), Point::RIGHT));
//! assert_eq!(guard.manhattan(Point::new(0, 0)), 9);
//! assert_eq!(Point::direction('<'), Some(Point::LEFT));
//! ```

use std::fmt;
use std::ops::{Add, AddAssign, Mul, Neg, Sub, SubAssign};

/// A place on a grid (column `x`, row `y`), or a step between two places
/// (a direction, `Point::UP`). Signed, so that a step off the grid's edge
/// is a point like any other, which the grid then says is not on it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    /// The column: 0 at the left, growing to the right.
    pub x: i32,
    /// The row: 0 at the top, growing down.
    pub y: i32,
}

impl Point {
    /// The top left corner, `(0, 0)`.
    pub const ORIGIN: Self = Self::new(0, 0);
    /// One row up the page: `(0, -1)`.
    pub const UP: Self = Self::new(0, -1);
    /// One row down: `(0, 1)`.
    pub const DOWN: Self = Self::new(0, 1);
    /// One column left: `(-1, 0)`.
    pub const LEFT: Self = Self::new(-1, 0);
    /// One column right: `(1, 0)`.
    pub const RIGHT: Self = Self::new(1, 0);
    /// The four directions, clockwise from up: a place's neighbours that
    /// share a side with it.
    pub const FOUR: [Self; 4] = [Self::UP, Self::RIGHT, Self::DOWN, Self::LEFT];
    /// The eight directions, clockwise from up: the four, and the
    /// diagonals between them.
    pub const EIGHT: [Self; 8] = [
        Self::UP,
        Self::new(1, -1),
        Self::RIGHT,
        Self::new(1, 1),
        Self::DOWN,
        Self::new(-1, 1),
        Self::LEFT,
        Self::new(-1, -1),
    ];

    /// The point at column `x`, row `y`.
    pub const fn new(x: i32, y: i32) -> Self {
        Self { x, y }
    }

    /// This direction turned a quarter to the right (clockwise, as the page
    /// is drawn): up becomes right, right becomes down.
    ///
    /// ```
    /// use aoc_common::Point;
    /// assert_eq!(Point::UP.turn_right(), Point::RIGHT);
    /// assert_eq!(Point::UP.turn_left(), Point::LEFT);
    /// assert_eq!(Point::UP.turn_around(), Point::DOWN);
    /// assert_eq!(Point::new(1, -1).turn_right(), Point::new(1, 1));
    /// ```
    pub const fn turn_right(self) -> Self {
        Self::new(-self.y, self.x)
    }

    /// This direction turned a quarter to the left (counter-clockwise).
    pub const fn turn_left(self) -> Self {
        Self::new(self.y, -self.x)
    }

    /// This direction turned back on itself.
    pub const fn turn_around(self) -> Self {
        Self::new(-self.x, -self.y)
    }

    /// The Manhattan distance to `other`: the steps between them, up,
    /// down, left and right only.
    pub const fn manhattan(self, other: Self) -> u32 {
        self.x.abs_diff(other.x) + self.y.abs_diff(other.y)
    }

    /// The direction an arrow or a letter stands for, as puzzles write
    /// moves: `^` `v` `<` `>`, `U` `D` `L` `R`, `N` `S` `W` `E`; `None` for
    /// any other character. As a grid's cell reader it reads a map of
    /// arrows, and its error names the character that is none.
    ///
    /// ```
    /// use aoc_common::{Point, grid};
    /// assert_eq!(Point::direction('v'), Some(Point::DOWN));
    /// assert_eq!(Point::direction('R'), Some(Point::RIGHT));
    /// let error = grid(">v\n<x\n", "an arrow", Point::direction).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 2, column 2: expected an arrow, found "x""#);
    /// ```
    pub const fn direction(c: char) -> Option<Self> {
        match c {
            '^' | 'U' | 'N' => Some(Self::UP),
            'v' | 'D' | 'S' => Some(Self::DOWN),
            '<' | 'L' | 'W' => Some(Self::LEFT),
            '>' | 'R' | 'E' => Some(Self::RIGHT),
            _ => None,
        }
    }
}

impl fmt::Display for Point {
    /// `(x, y)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

impl From<(i32, i32)> for Point {
    fn from((x, y): (i32, i32)) -> Self {
        Self::new(x, y)
    }
}

impl Add for Point {
    type Output = Self;

    fn add(self, step: Self) -> Self {
        Self::new(self.x + step.x, self.y + step.y)
    }
}

impl AddAssign for Point {
    fn add_assign(&mut self, step: Self) {
        *self = *self + step;
    }
}

impl Sub for Point {
    type Output = Self;

    fn sub(self, other: Self) -> Self {
        Self::new(self.x - other.x, self.y - other.y)
    }
}

impl SubAssign for Point {
    fn sub_assign(&mut self, step: Self) {
        *self = *self - step;
    }
}

impl Neg for Point {
    type Output = Self;

    fn neg(self) -> Self {
        self.turn_around()
    }
}

impl Mul<i32> for Point {
    type Output = Self;

    /// So many steps in this direction: `Point::RIGHT * 3` is `(3, 0)`.
    fn mul(self, times: i32) -> Self {
        Self::new(self.x * times, self.y * times)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_turns_come_back_and_the_directions_go_round() {
        for direction in Point::EIGHT {
            let mut turned = direction;
            for _ in 0..4 {
                turned = turned.turn_right();
            }
            assert_eq!(turned, direction);
            assert_eq!(direction.turn_left().turn_right(), direction);
            assert_eq!(direction.turn_right().turn_right(), -direction);
        }
        for (at, direction) in Point::FOUR.iter().enumerate() {
            assert_eq!(direction.turn_right(), Point::FOUR[(at + 1) % 4]);
            assert_eq!(Point::EIGHT[2 * at], *direction);
        }
        assert_eq!(Point::RIGHT * 3 + Point::UP, Point::new(3, -1));
        assert_eq!(Point::new(2, 2) - Point::new(3, 5), Point::new(-1, -3));
        assert_eq!(Point::new(-2, 3).manhattan(Point::ORIGIN), 5);
        assert_eq!(
            Point::new(i32::MIN, 0).manhattan(Point::new(i32::MAX, 0)),
            u32::MAX
        );
        assert_eq!(Point::from((1, 2)).to_string(), "(1, 2)");
    }
}
