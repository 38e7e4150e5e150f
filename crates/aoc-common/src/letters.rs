//! Capital letters drawn on a screen, read as text: the answer of the days
//! whose part draws a word (2016 day 8, 2018 day 10, 2019 days 8 and 11,
//! 2021 day 13, 2022 day 10), in the site's small font (letters 6 rows tall,
//! most 4 columns wide, a blank column between them) or its large one (10
//! rows tall, 6 wide).
//!
//! A part may return its drawing as it is: the runner reads the letters off
//! an answer of several lines and says them beside it, `just submit` sends
//! the letters and `just verify` compares them with the ones recorded. To
//! return the letters yourself, read them here: [`read`] a drawing's text
//! (any two characters, one lit and one not), [`read_grid`] a grid of lit
//! cells. Blank rows and columns around the letters, and between them, are
//! passed over; a shape that is no letter of the font reads as `?`, and the
//! error ([`Unread`]) says where it stands and what the rest reads as.
//!
//! ```
//! use aoc_common::letters;
//! let screen = "
//! .#..#.###.
//! .#..#..#..
//! .####..#..
//! .#..#..#..
//! .#..#..#..
//! .#..#.###.";
//! assert_eq!(letters::read(screen)?, "HI");
//! let unread = letters::read(&screen.replace("####", "###.")).unwrap_err();
//! assert_eq!(unread.read, "?I");
//! assert_eq!(
//!     unread.to_string(),
//!     "line 2, column 2: expected a capital letter of the site's small font (6 rows tall), \
//!      found a shape 4 columns wide that is none of its letters (the screen reads as ?I)"
//! );
//! # Ok::<(), letters::Unread>(())
//! ```

mod fonts;

use std::fmt;

use crate::Grid;
use fonts::Font;

/// The drawing `answer` is, if it is one: an answer of several lines is a
/// drawing, which the runner and the examples' checks read as letters
/// ([`read`]); the newlines at its ends are not its own (a day may add them
/// so that it prints on lines of its own). `None` for an answer of one
/// line.
///
/// ```
/// use aoc_common::letters;
/// assert_eq!(letters::drawing("\n#..#\n####\n"), Some("#..#\n####"));
/// assert_eq!(letters::drawing("EHZRUKFL\n"), None);
/// ```
pub fn drawing(answer: &str) -> Option<&str> {
    let drawing = answer.trim_matches(['\n', '\r']);
    drawing.contains('\n').then_some(drawing)
}

/// The capital letters `drawing` reads as: its lines are the screen's rows,
/// in two characters, one for a lit cell and one for an unlit cell. The
/// unlit one is `.` or a space, where the drawing has one; otherwise it is
/// the one that stands in more cells (a screen's letters leave more of it
/// dark than they light), the first in the drawing on a tie. A row may be
/// shorter than the others: its end is unlit.
///
/// ```
/// use aoc_common::letters;
/// assert_eq!(letters::read("\n█  █\n█  █\n████\n█  █\n█  █\n█  █\n")?, "H");
/// let error = letters::read("#.\n#x\n").unwrap_err();
/// assert_eq!(error.to_string(), "line 2, column 2: expected '#' (lit) or '.' (unlit), found 'x': a screen has two characters");
/// # Ok::<(), letters::Unread>(())
/// ```
pub fn read(drawing: &str) -> Result<String, Unread> {
    let lit = lit_character(drawing)?;
    let rows = drawing
        .lines()
        .map(|line| line.chars().map(|c| Some(c) == lit).collect())
        .collect();
    Screen { rows }.read()
}

/// The capital letters the lit cells of `screen` (`true`) read as, its
/// rows as [`Grid::draw`] prints them: an error's line is a row (from 1 at
/// the top) and its column a column (from 1 at the left).
///
/// ```
/// use aoc_common::{grid, letters};
/// let dots = grid("#..#\n#..#\n####\n#..#\n#..#\n#..#\n", "'#' or '.'", |c| "#.".find(c))?;
/// assert_eq!(letters::read_grid(&dots.map(|&cell| cell == 0)).unwrap(), "H");
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn read_grid(screen: &Grid<bool>) -> Result<String, Unread> {
    let rows = screen.rows().map(<[bool]>::to_vec).collect();
    Screen { rows }.read()
}

/// A drawing that does not read as letters: where the first fault stands
/// (the line and column of the drawing, from 1), what it is, and what the
/// drawing reads as all the same, `?` for each shape that is no letter.
/// `Display` and `Debug` print the same sentence, as every error of this
/// crate does.
#[derive(Clone, PartialEq, Eq)]
pub struct Unread {
    /// The line (a row of the screen, from 1) where the fault stands.
    pub line: usize,
    /// The column (from 1) where it starts.
    pub column: usize,
    /// What is wrong there.
    pub fault: Fault,
    /// What the drawing reads as, `?` for each shape that is no letter;
    /// empty where the fault is not a shape's.
    pub read: String,
}

/// What keeps a drawing from reading as letters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// No cell is lit.
    Blank,
    /// A third character where a screen has two: `found`, besides `lit` and
    /// `unlit`.
    Character {
        /// The character found.
        found: char,
        /// The lit character.
        lit: char,
        /// The unlit one.
        unlit: char,
    },
    /// Lit cells on `rows` rows, from the first to the last: neither
    /// font's height (6 or 10).
    Height {
        /// How many rows, from the first with a lit cell to the last.
        rows: usize,
    },
    /// A shape `width` columns wide, between blank columns, that is no
    /// letter of the font `height` rows tall.
    Shape {
        /// Its width.
        width: usize,
        /// The font's height.
        height: usize,
    },
}

impl fmt::Display for Unread {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: ", self.line, self.column)?;
        match &self.fault {
            Fault::Blank => {
                f.write_str("expected capital letters drawn on a screen, found no lit cell")
            }
            Fault::Character { found, lit, unlit } => write!(
                f,
                "expected {lit:?} (lit) or {unlit:?} (unlit), found {found:?}: a screen has two characters"
            ),
            Fault::Height { rows } => {
                f.write_str(
                    "expected letters 6 rows tall (the site's small font) or 10 (its large one), found lit cells on ",
                )?;
                match rows {
                    1 => write!(f, "1 row, line {}", self.line),
                    rows => write!(
                        f,
                        "{rows} rows, lines {} to {}",
                        self.line,
                        self.line + rows - 1
                    ),
                }
            }
            Fault::Shape { width, height } => {
                let font = Font::of_height(*height).map_or("font", |font| font.name);
                let columns = if *width == 1 { "column" } else { "columns" };
                write!(
                    f,
                    "expected a capital letter of the site's {font}, found a shape {width} {columns} \
                     wide that is none of its letters (the screen reads as {})",
                    self.read
                )
            }
        }
    }
}

crate::error::debug_as_display!(Unread);
crate::error::error!(Unread);

impl From<Unread> for crate::Failed {
    fn from(error: Unread) -> Self {
        Self::from_display(error)
    }
}

/// The lit character of `drawing`, if it has one: see [`read`].
fn lit_character(drawing: &str) -> Result<Option<char>, Unread> {
    let mut seen: Vec<(char, usize)> = Vec::with_capacity(2);
    for (line, text) in drawing.lines().enumerate() {
        for (column, c) in text.chars().enumerate() {
            if let Some((_, count)) = seen.iter_mut().find(|(known, _)| *known == c) {
                *count += 1;
                continue;
            }
            if let [first, second] = seen[..] {
                let (lit, unlit) = lit_and_unlit(first, second);
                return Err(Unread {
                    line: line + 1,
                    column: column + 1,
                    fault: Fault::Character {
                        found: c,
                        lit,
                        unlit,
                    },
                    read: String::new(),
                });
            }
            seen.push((c, 1));
        }
    }
    Ok(match seen[..] {
        [] => None,
        [(only, _)] => (!is_unlit(only)).then_some(only),
        [first, second, ..] => Some(lit_and_unlit(first, second).0),
    })
}

/// Of two characters with their counts, the lit and the unlit one.
fn lit_and_unlit(first: (char, usize), second: (char, usize)) -> (char, char) {
    let second_unlit = match (is_unlit(first.0), is_unlit(second.0)) {
        (true, _) => false,
        (false, true) => true,
        (false, false) => second.1 > first.1,
    };
    if second_unlit {
        (first.0, second.0)
    } else {
        (second.0, first.0)
    }
}

/// True for the characters that are unlit wherever they stand.
fn is_unlit(c: char) -> bool {
    c == '.' || c == ' '
}

/// A screen, a row of cells (`true` lit) a line; a row may be short.
struct Screen {
    rows: Vec<Vec<bool>>,
}

impl Screen {
    /// True when the cell at `column` of `row` is lit.
    fn lit(&self, column: usize, row: usize) -> bool {
        self.rows
            .get(row)
            .and_then(|cells| cells.get(column))
            .copied()
            .unwrap_or(false)
    }

    /// The letters it reads as: the rows from the first with a lit cell to
    /// the last are one font's height, and each shape between blank columns
    /// is that font's letters, read left to right.
    fn read(&self) -> Result<String, Unread> {
        let lit_rows = || (0..self.rows.len()).filter(|&row| self.rows[row].contains(&true));
        let (Some(top), Some(bottom)) = (lit_rows().next(), lit_rows().next_back()) else {
            return Err(Unread {
                line: 1,
                column: 1,
                fault: Fault::Blank,
                read: String::new(),
            });
        };
        let height = bottom - top + 1;
        let Some(font) = Font::of_height(height) else {
            let column = self.rows[top].iter().position(|&cell| cell).unwrap_or(0);
            return Err(Unread {
                line: top + 1,
                column: column + 1,
                fault: Fault::Height { rows: height },
                read: String::new(),
            });
        };
        let width = self.rows.iter().map(Vec::len).max().unwrap_or(0);
        let blank = |column: usize| (top..=bottom).all(|row| !self.lit(column, row));
        let mut read = String::new();
        let mut unknown = None;
        let mut column = 0;
        while column < width {
            if blank(column) {
                column += 1;
                continue;
            }
            if let Some((letter, letter_width)) =
                font.letter_at(|x, y| self.lit(column + x, top + y))
            {
                read.push(letter);
                column += letter_width;
                continue;
            }
            let end = (column..width).find(|&x| blank(x)).unwrap_or(width);
            unknown.get_or_insert((column, end - column));
            read.push('?');
            column = end;
        }
        match unknown {
            None => Ok(read),
            Some((column, width)) => Err(Unread {
                line: top + 1,
                column: column + 1,
                fault: Fault::Shape {
                    width,
                    height: font.height,
                },
                read,
            }),
        }
    }
}

#[cfg(test)]
mod tests;
