//! The two fonts the site draws capital letters in on a screen, as far as
//! they are known: no puzzle has shown every letter, and a letter missing
//! here reads as `?` with an error that says where it stands.
//!
//! Each letter is its rows, top to bottom, separated by spaces, `#` for a
//! lit cell, cut to the letter's own width (most are 4 columns in the small
//! font, `I` is 3 and `Y` 5; every letter of the large font is 6). Every
//! letter fills its font's height, top row and bottom row alike, and
//! neither its first column nor its last is blank: a test holds them to
//! that, which is what lets the reader find them wherever they stand.

/// A font: how tall its letters are, what it is called in a message, and
/// its letters.
pub(super) struct Font {
    /// Rows of every letter.
    pub height: usize,
    /// How a message names it.
    pub name: &'static str,
    /// Each letter and its rows.
    pub letters: &'static [(char, &'static str)],
}

/// Both fonts.
pub(super) const FONTS: [Font; 2] = [SMALL, LARGE];

/// The small font, 6 rows tall, a blank column between letters (2016 day 8,
/// 2019 days 8 and 11, 2021 day 13, 2022 day 10).
const SMALL: Font = Font {
    height: 6,
    name: "small font (6 rows tall)",
    letters: &[
        ('A', ".##. #..# #..# #### #..# #..#"),
        ('B', "###. #..# ###. #..# #..# ###."),
        ('C', ".##. #..# #... #... #..# .##."),
        ('E', "#### #... ###. #... #... ####"),
        ('F', "#### #... ###. #... #... #..."),
        ('G', ".##. #..# #... #.## #..# .###"),
        ('H', "#..# #..# #### #..# #..# #..#"),
        ('I', "### .#. .#. .#. .#. ###"),
        ('J', "..## ...# ...# ...# #..# .##."),
        ('K', "#..# #.#. ##.. #.#. #.#. #..#"),
        ('L', "#... #... #... #... #... ####"),
        ('O', ".##. #..# #..# #..# #..# .##."),
        ('P', "###. #..# #..# ###. #... #..."),
        ('R', "###. #..# #..# ###. #.#. #..#"),
        ('S', ".### #... #... .##. ...# ###."),
        ('U', "#..# #..# #..# #..# #..# .##."),
        ('Y', "#...# #...# .#.#. ..#.. ..#.. ..#.."),
        ('Z', "#### ...# ..#. .#.. #... ####"),
    ],
};

/// The large font, 10 rows tall, letters 6 columns wide with two blank
/// columns between them (2018 day 10).
const LARGE: Font = Font {
    height: 10,
    name: "large font (10 rows tall)",
    letters: &[
        (
            'A',
            "..##.. .#..#. #....# #....# #....# ###### #....# #....# #....# #....#",
        ),
        (
            'B',
            "#####. #....# #....# #....# #####. #....# #....# #....# #....# #####.",
        ),
        (
            'C',
            ".####. #....# #..... #..... #..... #..... #..... #..... #....# .####.",
        ),
        (
            'E',
            "###### #..... #..... #..... #####. #..... #..... #..... #..... ######",
        ),
        (
            'F',
            "###### #..... #..... #..... #####. #..... #..... #..... #..... #.....",
        ),
        (
            'G',
            ".####. #....# #..... #..... #..... #..### #....# #....# #...## .###.#",
        ),
        (
            'H',
            "#....# #....# #....# #....# ###### #....# #....# #....# #....# #....#",
        ),
        (
            'J',
            "...### ....#. ....#. ....#. ....#. ....#. ....#. #...#. #...#. .###..",
        ),
        (
            'K',
            "#....# #...#. #..#.. #.#... ##.... ##.... #.#... #..#.. #...#. #....#",
        ),
        (
            'L',
            "#..... #..... #..... #..... #..... #..... #..... #..... #..... ######",
        ),
        (
            'N',
            "#....# ##...# ##...# #.#..# #.#..# #..#.# #..#.# #...## #...## #....#",
        ),
        (
            'P',
            "#####. #....# #....# #....# #####. #..... #..... #..... #..... #.....",
        ),
        (
            'R',
            "#####. #....# #....# #....# #####. #..#.. #...#. #...#. #....# #....#",
        ),
        (
            'X',
            "#....# #....# .#..#. .#..#. ..##.. ..##.. .#..#. .#..#. #....# #....#",
        ),
        (
            'Z',
            "###### .....# .....# ....#. ...#.. ..#... .#.... #..... #..... ######",
        ),
    ],
};

impl Font {
    /// The font whose letters are `height` rows tall, if any.
    pub fn of_height(height: usize) -> Option<&'static Self> {
        FONTS.iter().find(|font| font.height == height)
    }

    /// The letter whose rows stand at the left of a window onto a screen,
    /// `lit(column, row)` telling each cell of it (rows from the font's
    /// top), and its width: the widest letter that fits, so that a letter
    /// that touches the next (a `Y` of five columns) is still read whole.
    pub fn letter_at(&self, lit: impl Fn(usize, usize) -> bool) -> Option<(char, usize)> {
        self.letters
            .iter()
            .filter(|(_, rows)| {
                rows.split(' ').enumerate().all(|(row, cells)| {
                    cells
                        .bytes()
                        .enumerate()
                        .all(|(column, cell)| (cell == b'#') == lit(column, row))
                })
            })
            .map(|&(letter, rows)| (letter, width(rows)))
            .max_by_key(|&(_, width)| width)
    }
}

/// How wide a letter's `rows` are.
pub(super) fn width(rows: &str) -> usize {
    rows.split(' ').next().map_or(0, str::len)
}
