//! A day of a year, and the names and paths that follow from it; the
//! arguments that name one (a day of the month, a part, a year).

use std::fmt;
use std::str::FromStr;

use crate::{FIRST_YEAR, HOME_YEAR, days_in};

/// Day `day` of `year`'s Advent of Code: always a day of that year's
/// calendar (1 to 25, or 1 to 12 from 2025).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day {
    /// The year, 2015 or later.
    pub year: u16,
    /// The day of December.
    pub day: u8,
}

/// Why a text or a number is not a [`Day`], [`DayNumber`], [`Part`] or
/// [`Year`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DayError {
    /// Not a number of a day at all (`"abc"`, `""`, `"+5"`): `text`, where
    /// a day from 1 to `last` was wanted.
    #[allow(missing_docs)]
    NotADay { text: String, last: u8 },
    /// `text`, a number outside `year`'s calendar.
    #[allow(missing_docs)]
    OutOfCalendar { text: String, year: u16 },
    /// `text`, not a year of Advent of Code.
    #[allow(missing_docs)]
    NotAYear { text: String },
    /// `text`, not a part.
    #[allow(missing_docs)]
    NotAPart { text: String },
}

impl fmt::Display for DayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotADay { text, last } => {
                write!(f, "'{text}' is not a day: give a number from 1 to {last}")
            }
            Self::OutOfCalendar { text, year } => {
                let last = days_in(*year);
                write!(
                    f,
                    "day {text} is outside 1..={last} ({year} has {last} days)"
                )
            }
            Self::NotAYear { text } => write!(
                f,
                "'{text}' is not a year of Advent of Code: give one from {FIRST_YEAR} on"
            ),
            Self::NotAPart { text } => write!(f, "{text:?} is not a part: give 1 or 2"),
        }
    }
}

impl std::error::Error for DayError {}

impl Day {
    /// Day `day` of `year`, if the year's calendar has it.
    pub fn new(year: u16, day: u8) -> Result<Self, DayError> {
        Year::new(year)?;
        if (1..=days_in(year)).contains(&day) {
            Ok(Self { year, day })
        } else {
            Err(DayError::OutOfCalendar {
                text: day.to_string(),
                year,
            })
        }
    }

    /// Day `text` (digits, leading zeros allowed) of `year`.
    ///
    /// ```
    /// use layout::Day;
    /// assert_eq!(Day::parse_in(2026, "04")?, Day::new(2026, 4)?);
    /// assert_eq!(Day::parse_in(2026, "13").unwrap_err().to_string(), "day 13 is outside 1..=12 (2026 has 12 days)");
    /// assert_eq!(Day::parse_in(2021, "x").unwrap_err().to_string(), "'x' is not a day: give a number from 1 to 25");
    /// # Ok::<(), layout::DayError>(())
    /// ```
    pub fn parse_in(year: u16, text: &str) -> Result<Self, DayError> {
        let last = days_in(year);
        let number = digits(text).ok_or_else(|| DayError::NotADay {
            text: text.to_owned(),
            last,
        })?;
        match u8::try_from(number) {
            Ok(day) if (1..=last).contains(&day) => Ok(Self { year, day }),
            _ => Err(DayError::OutOfCalendar {
                text: text.to_owned(),
                year,
            }),
        }
    }

    /// True for the last day of its year (25, or 12 from 2025 on), which has
    /// one puzzle: its second star is not an answer but the year's last,
    /// sent with the site's own form once every other star is in.
    ///
    /// ```
    /// use layout::Day;
    /// assert!(Day::new(2021, 25)?.is_last() && Day::new(2026, 12)?.is_last());
    /// assert!(!Day::new(2021, 12)?.is_last());
    /// # Ok::<(), layout::DayError>(())
    /// ```
    pub fn is_last(self) -> bool {
        self.day == days_in(self.year)
    }

    /// The parts of the day that have a puzzle to solve: both, but part 1
    /// alone on the last day (see [`Day::is_last`]).
    pub fn puzzles(self) -> &'static [Part] {
        if self.is_last() {
            &[Part::One]
        } else {
            &Part::BOTH
        }
    }

    /// Every day of `year`'s calendar, in order.
    pub fn all_of(year: u16) -> impl Iterator<Item = Self> {
        (1..=days_in(year)).map(move |day| Self { year, day })
    }

    /// The day's package, which is also the root package's feature for it:
    /// `day04`, or `day04-2026`.
    pub fn package(self) -> String {
        if self.year == HOME_YEAR {
            format!("day{:02}", self.day)
        } else {
            format!("day{:02}-{}", self.day, self.year)
        }
    }

    /// The day's library as Rust code names it (its package's name, `-`
    /// made `_`): `day04`, or `day04_2026`.
    ///
    /// ```
    /// assert_eq!(layout::Day::new(2026, 4).unwrap().library(), "day04_2026");
    /// ```
    pub fn library(self) -> String {
        self.package().replace('-', "_")
    }

    /// The root package's feature that turns the day's crate on: its
    /// package's name.
    pub fn feature(self) -> String {
        self.package()
    }

    /// The day whose package (or feature) is `name`: `day04` is 2021's,
    /// `day04-2026` 2026's; anything else is `None`.
    ///
    /// ```
    /// use layout::Day;
    /// assert_eq!(Day::from_package("day04-2026"), Some(Day::new(2026, 4).unwrap()));
    /// assert_eq!(Day::from_package("day04-2021"), None, "2021's days have no suffix");
    /// assert_eq!(Day::from_package("aoc-common"), None);
    /// ```
    pub fn from_package(name: &str) -> Option<Self> {
        let rest = name.strip_prefix("day")?;
        let (day, year) = match rest.split_once('-') {
            Some((day, year)) => (day, u16::try_from(digits(year)?).ok()?),
            None => (rest, HOME_YEAR),
        };
        let day = Self::new(year, u8::try_from(digits(day)?).ok()?).ok()?;
        (day.package() == name).then_some(day)
    }

    /// The folder of the day's crate, relative to the root: `crates/day04`,
    /// or `crates/2026/day04`.
    pub fn crate_dir(self) -> String {
        if self.year == HOME_YEAR {
            format!("crates/day{:02}", self.day)
        } else {
            format!("crates/{}/day{:02}", self.year, self.day)
        }
    }

    /// Where a module of the day's own registers it (for cargo-aoc and the
    /// runner), relative to the root: `src/year2026/day04.rs`. A day needs
    /// one only for named variants: the build registers any other from its
    /// crate.
    pub fn registration(self) -> String {
        format!("src/year{}/day{:02}.rs", self.year, self.day)
    }

    /// The day's puzzle example, relative to the root: what it runs on
    /// until an input is saved.
    pub fn example(self) -> String {
        format!("{}/example.txt", self.crate_dir())
    }

    /// The day's file with `extension` under `input/YYYY/`, relative to the
    /// root: `input/2026/day4.txt` (no leading zero: cargo-aoc's path).
    pub fn file(self, extension: &str) -> String {
        format!("input/{}/day{}.{extension}", self.year, self.day)
    }

    /// The day's input, where cargo-aoc and the runner read it.
    pub fn input(self) -> String {
        self.file("txt")
    }

    /// The answers the site accepted, which `just verify` checks.
    pub fn answers(self) -> String {
        self.file("answers")
    }
}

impl fmt::Display for Day {
    /// `day 4 of 2026`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "day {} of {}", self.day, self.year)
    }
}

impl FromStr for Day {
    type Err = DayError;

    /// `YEAR/DAY` (`2026/4`, `2026/04`), or a day's package name (`day04`,
    /// `day04-2026`).
    fn from_str(text: &str) -> Result<Self, DayError> {
        if let Some(day) = Self::from_package(text) {
            return Ok(day);
        }
        let not_a_day = || DayError::NotADay {
            text: text.to_owned(),
            last: 25,
        };
        let (year, day) = text.split_once('/').ok_or_else(not_a_day)?;
        Self::parse_in(year.parse::<Year>()?.0, day)
    }
}

/// A day of December as an argument gives it, before its year is known:
/// 1 to 25, leading zeros allowed. [`DayNumber::of`] checks it against a
/// year's calendar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DayNumber(pub u8);

impl DayNumber {
    /// This day of `year`, if its calendar has it (`day 13 is outside
    /// 1..=12 (2026 has 12 days)`).
    pub fn of(self, year: u16) -> Result<Day, DayError> {
        Day::new(year, self.0)
    }
}

impl FromStr for DayNumber {
    type Err = DayError;

    fn from_str(text: &str) -> Result<Self, DayError> {
        match Day::parse_in(2024, text) {
            Ok(day) => Ok(Self(day.day)),
            Err(DayError::OutOfCalendar { text, .. }) => Err(DayError::NotADay { text, last: 25 }),
            Err(error) => Err(error),
        }
    }
}

impl fmt::Display for DayNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Part 1 or part 2 of a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Part {
    /// Part 1.
    One,
    /// Part 2, which opens once part 1 is solved.
    Two,
}

impl Part {
    /// Both parts, in order.
    pub const BOTH: [Self; 2] = [Self::One, Self::Two];

    /// 1 or 2.
    pub fn number(self) -> u8 {
        match self {
            Self::One => 1,
            Self::Two => 2,
        }
    }

    /// The part numbered `number`.
    pub fn from_number(number: u8) -> Option<Self> {
        match number {
            1 => Some(Self::One),
            2 => Some(Self::Two),
            _ => None,
        }
    }

    /// 0 or 1: where the part's answer is in a pair.
    pub fn index(self) -> usize {
        usize::from(self.number() - 1)
    }
}

impl FromStr for Part {
    type Err = DayError;

    /// `1` or `2` (and `part1`, `part2`, as cargo-aoc writes them).
    fn from_str(text: &str) -> Result<Self, DayError> {
        match text {
            "1" | "part1" => Ok(Self::One),
            "2" | "part2" => Ok(Self::Two),
            _ => Err(DayError::NotAPart {
                text: text.to_owned(),
            }),
        }
    }
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.number().fmt(f)
    }
}

/// A year of Advent of Code, 2015 or later.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Year(pub u16);

impl Year {
    /// `year`, if Advent of Code had begun by then.
    pub fn new(year: u16) -> Result<Self, DayError> {
        if year >= FIRST_YEAR {
            Ok(Self(year))
        } else {
            Err(DayError::NotAYear {
                text: year.to_string(),
            })
        }
    }
}

impl FromStr for Year {
    type Err = DayError;

    /// Four digits, 2015 or later.
    fn from_str(text: &str) -> Result<Self, DayError> {
        let not_a_year = || DayError::NotAYear {
            text: text.to_owned(),
        };
        if text.len() != 4 {
            return Err(not_a_year());
        }
        let year = digits(text)
            .and_then(|year| u16::try_from(year).ok())
            .ok_or_else(not_a_year)?;
        Self::new(year).map_err(|_| not_a_year())
    }
}

impl fmt::Display for Year {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// The number `text` writes in decimal digits alone (no sign, no space),
/// if it is one; a number too large for a day or a year is `u32::MAX`.
fn digits(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|byte| byte.is_ascii_digit()) {
        return None;
    }
    Some(text.parse().unwrap_or(u32::MAX))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(year: u16, day: u8) -> Day {
        Day { year, day }
    }

    #[test]
    fn each_year_names_its_days_apart() {
        let home = day(2021, 4);
        assert_eq!(
            (home.package(), home.crate_dir(), home.example()),
            (
                "day04".to_owned(),
                "crates/day04".to_owned(),
                "crates/day04/example.txt".to_owned()
            )
        );
        let other = day(2026, 4);
        assert_eq!(
            (other.package(), other.crate_dir(), other.registration()),
            (
                "day04-2026".to_owned(),
                "crates/2026/day04".to_owned(),
                "src/year2026/day04.rs".to_owned()
            )
        );
        assert_eq!(
            (
                other.input(),
                day(2021, 21).answers(),
                other.file("puzzle.html")
            ),
            (
                "input/2026/day4.txt".to_owned(),
                "input/2021/day21.answers".to_owned(),
                "input/2026/day4.puzzle.html".to_owned()
            )
        );
        for year in [2015, 2021, 2024, 2025, 2026] {
            for each in Day::all_of(year) {
                assert_eq!(Day::from_package(&each.package()), Some(each));
            }
        }
        for other in [
            "day04-2021",
            "day4",
            "dayfour",
            "day04-26",
            "day13-2026",
            "day00",
            "aoc-common",
        ] {
            assert_eq!(Day::from_package(other), None, "{other}");
        }
    }

    #[test]
    fn days_are_numbers_within_their_years_calendar() {
        assert_eq!(Day::parse_in(2021, "05"), Ok(day(2021, 5)));
        assert_eq!(Day::parse_in(2021, "25"), Ok(day(2021, 25)));
        assert_eq!(Day::parse_in(2025, "12"), Ok(day(2025, 12)));
        for bad in ["", "0", "26", "abc", "-1", "+5", " 5", "300", "99999999999"] {
            assert!(Day::parse_in(2021, bad).is_err(), "{bad:?}");
        }
        assert_eq!(
            Day::parse_in(2026, "13").unwrap_err().to_string(),
            "day 13 is outside 1..=12 (2026 has 12 days)"
        );
        assert_eq!(
            "2026/04".parse::<Day>().unwrap().to_string(),
            "day 4 of 2026"
        );
        assert_eq!("day21".parse::<Day>(), Ok(day(2021, 21)));
        assert!("2014/4".parse::<Day>().is_err());
        assert!("4".parse::<Day>().is_err());
        assert_eq!("07".parse::<DayNumber>(), Ok(DayNumber(7)));
        assert_eq!(
            "26".parse::<DayNumber>().unwrap_err().to_string(),
            "'26' is not a day: give a number from 1 to 25"
        );
        assert_eq!(
            DayNumber(13).of(2026).unwrap_err().to_string(),
            "day 13 is outside 1..=12 (2026 has 12 days)"
        );
    }

    #[test]
    fn parts_and_years_are_read_as_given() {
        assert_eq!("1".parse::<Part>(), Ok(Part::One));
        assert_eq!("part2".parse::<Part>(), Ok(Part::Two));
        assert_eq!(
            "3".parse::<Part>().unwrap_err().to_string(),
            "\"3\" is not a part: give 1 or 2"
        );
        assert_eq!("2026".parse::<Year>(), Ok(Year(2026)));
        for bad in ["2014", "26", "20261", "year", ""] {
            assert!(bad.parse::<Year>().is_err(), "{bad}");
        }
    }
}
