//! The puzzle input, parsed into types that cannot hold a bad value.

use std::fmt;
use std::str::FromStr;

use aoc_common::{Number, ParseError, lines, parser};

/// What a valid starting position looks like, for error messages.
const POSITION: &str = "a board position from 1 to 10";

/// A space on the circular track, always in `1..=10`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Space(u8);

impl Space {
    /// How many spaces the track has.
    pub const COUNT: u8 = 10;

    /// The space numbered `number`, if it is on the track.
    ///
    /// ```
    /// use day21::Space;
    /// assert_eq!(Space::new(10).map(Space::get), Some(10));
    /// assert_eq!(Space::new(0), None);
    /// assert_eq!(Space::new(11), None);
    /// ```
    pub const fn new(number: u8) -> Option<Self> {
        if 1 <= number && number <= Self::COUNT {
            Some(Self(number))
        } else {
            None
        }
    }

    /// Every space, 1 to 10, each at its [`Self::index`].
    pub const ALL: [Self; Self::COUNT as usize] = {
        let mut all = [Self(1); Self::COUNT as usize];
        let mut index = 0;
        while index < all.len() {
            all[index] = Self(index as u8 + 1);
            index += 1;
        }
        all
    };

    /// Every space, 1 to 10.
    pub fn all() -> impl Iterator<Item = Self> + Clone {
        Self::ALL.into_iter()
    }

    /// The space's number, 1 to 10: also the points for landing on it.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The space's place in a 10-slot array: 0 to 9.
    pub const fn index(self) -> usize {
        self.0 as usize - 1
    }

    /// The space `steps` further round the track, wrapping from 10 to 1.
    ///
    /// ```
    /// use day21::Space;
    /// let seven = Space::new(7).unwrap();
    /// assert_eq!(seven.advance(5).get(), 2);
    /// assert_eq!(seven.advance(3).get(), 10);
    /// ```
    pub const fn advance(self, steps: u64) -> Self {
        // Whole laps change nothing; what is left takes at most one wrap.
        // For a constant `steps` (a roll sum) the `%` folds away.
        let moved = self.0 + (steps % Self::COUNT as u64) as u8;
        Self(if moved > Self::COUNT {
            moved - Self::COUNT
        } else {
            moved
        })
    }
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A starting position that is not a decimal number from 1 to 10: the error
/// of `str::parse::<Space>`. [`parse`] reports a bad position as an
/// [`aoc_common::ParseError`] naming its line and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InvalidSpace;

impl fmt::Display for InvalidSpace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "expected {POSITION}")
    }
}

impl std::error::Error for InvalidSpace {}

impl FromStr for Space {
    type Err = InvalidSpace;

    /// Decimal digits only: no sign, no spaces. Leading zeros are fine.
    fn from_str(text: &str) -> Result<Self, InvalidSpace> {
        // Too many digits for u8 is out of range as well.
        u8::from_digits(text)
            .and_then(Self::new)
            .ok_or(InvalidSpace)
    }
}

/// Where the two pawns start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Start {
    /// Player 1's space; player 1 moves first.
    pub player1: Space,
    /// Player 2's space.
    pub player2: Space,
}

impl Start {
    /// Every one of the 100 possible starts.
    pub fn all() -> impl Iterator<Item = Self> {
        itertools::iproduct!(Space::all(), Space::all())
            .map(|(player1, player2)| Self { player1, player2 })
    }
}

/// Reads the two starting positions.
///
/// The grammar: exactly two lines, `Player 1 starting position: N` then
/// `Player 2 starting position: N`, each N a decimal number from 1 to 10.
/// Tolerated: `\r\n` line endings, trailing spaces or tabs, trailing blank
/// lines, no final newline, and a leading UTF-8 byte-order mark. Anything else
/// is an error that names the line and column, quotes what was there and
/// says what was expected.
///
/// ```
/// let start = day21::parse("Player 1 starting position: 4\nPlayer 2 starting position: 8")?;
/// assert_eq!((start.player1.get(), start.player2.get()), (4, 8));
///
/// let error = day21::parse("Player 1 starting position: 11\n").unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     r#"line 1, column 29: expected a board position from 1 to 10, found "11""#,
/// );
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn parse(input: &str) -> Result<Start, ParseError> {
    let position = parser(|n| n.number_of(1..=Space::COUNT, "a board position").map(Space));
    let mut lines = lines(input);
    let mut player = |number: usize, template: &str| {
        // Made only when the line is missing: nothing is formatted otherwise.
        let missing = || {
            let line = template.replace("{}", "N");
            ParseError::end_of_input(number, format!("\"{line}\" with N {POSITION}"))
        };
        lines
            .next()
            .ok_or_else(missing)?
            .pattern_with(template, position)
    };
    let player1 = player(1, "Player 1 starting position: {}")?;
    let player2 = player(2, "Player 2 starting position: {}")?;
    lines.end()?;
    Ok(Start { player1, player2 })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn advance_wraps_round_the_track() {
        for space in Space::all() {
            for steps in 0..=30 {
                let expected = (u64::from(space.get()) - 1 + steps) % 10 + 1;
                assert_eq!(u64::from(space.advance(steps).get()), expected);
            }
        }
        let ten = Space(10);
        assert_eq!(
            ten.advance(u64::MAX).get(),
            ((9 + u64::MAX % 10) % 10 + 1) as u8
        );
    }

    #[test]
    fn index_counts_from_zero() {
        let indices: Vec<usize> = Space::all().map(Space::index).collect();
        assert_eq!(indices, (0..10).collect::<Vec<_>>());
    }

    #[test]
    fn space_reads_digits_only() {
        assert_eq!("7".parse(), Ok(Space(7)));
        assert_eq!("007".parse(), Ok(Space(7)));
        for bad in [
            "",
            "0",
            "11",
            "+4",
            "-4",
            " 4",
            "4 ",
            "４",
            "999999999999999999999999999999",
        ] {
            assert_eq!(bad.parse::<Space>(), Err(InvalidSpace), "{bad:?}");
        }
    }

    /// `Start::all` is every start an input can give, each once: those the
    /// parser takes from 1 to 10 for each player.
    #[test]
    fn all_starts_are_every_start_an_input_gives() {
        let parsed: std::collections::HashSet<Start> = (1..=10)
            .flat_map(|one| (1..=10).map(move |two| (one, two)))
            .map(|(one, two)| {
                crate::parse(&format!(
                    "Player 1 starting position: {one}\nPlayer 2 starting position: {two}"
                ))
                .unwrap()
            })
            .collect();
        let all: Vec<Start> = Start::all().collect();
        assert_eq!(
            all.iter()
                .copied()
                .collect::<std::collections::HashSet<_>>(),
            parsed
        );
        assert_eq!(all.len(), parsed.len(), "a start given twice");
    }
}
