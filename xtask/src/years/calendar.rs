//! The workspace's year and days, as every command needs them: read once
//! from `src/lib.rs` (see [`crate::days`]).

use std::fs;
use std::path::Path;

use crate::days::{days_in, registered_days, year};

/// The year the workspace solves and the days it registers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Calendar {
    /// The year of `aoc_lib! { year = … }`.
    pub year: u16,
    /// The registered days, in `src/lib.rs`'s order.
    pub days: Vec<u8>,
}

impl Calendar {
    /// Reads `src/lib.rs` under `root`.
    pub fn read(root: &Path) -> Result<Self, String> {
        let lib_rs = fs::read_to_string(root.join("src/lib.rs"))
            .map_err(|error| format!("src/lib.rs: {error}"))?;
        Self::parse(&lib_rs)
    }

    /// The calendar of the runner's source `lib_rs`.
    pub fn parse(lib_rs: &str) -> Result<Self, String> {
        let year = year(lib_rs)
            .ok_or("src/lib.rs has no `aoc_lib! { year = YEAR }` line to take the year from")?;
        Ok(Self {
            year,
            days: registered_days(lib_rs),
        })
    }

    /// The year's last day: 25, or 12 from 2025 on.
    pub fn last_day(&self) -> u8 {
        days_in(self.year)
    }

    /// A day of this year, leading zeros allowed.
    pub fn parse_day(&self, text: &str) -> Result<u8, String> {
        let last = self.last_day();
        if text.is_empty() || !text.bytes().all(|byte| byte.is_ascii_digit()) {
            return Err(format!(
                "'{text}' is not a day: give a number from 1 to {last}"
            ));
        }
        let day = text.trim_start_matches('0').parse::<u8>().unwrap_or(0);
        if (1..=last).contains(&day) {
            Ok(day)
        } else {
            Err(format!(
                "day {text} is outside 1..={last} ({} has {last} days)",
                self.year
            ))
        }
    }

    /// Day `day`'s file with `extension` under `input/YEAR/`, relative to
    /// the root.
    pub fn file(&self, day: u8, extension: &str) -> String {
        format!("input/{}/day{day}.{extension}", self.year)
    }

    /// Where day `day`'s input lives, relative to the root.
    pub fn input(&self, day: u8) -> String {
        self.file(day, "txt")
    }

    /// Where day `day`'s accepted answers are recorded, relative to the root.
    pub fn answers(&self, day: u8) -> String {
        self.file(day, "answers")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn calendar(year: u16) -> Calendar {
        Calendar::parse(&format!("mod day04;\naoc_lib! {{ year = {year} }}\n")).unwrap()
    }

    #[test]
    fn days_are_numbers_within_the_year() {
        let twenty_one = calendar(2021);
        assert_eq!(twenty_one.days, [4]);
        assert_eq!(twenty_one.parse_day("5"), Ok(5));
        assert_eq!(twenty_one.parse_day("05"), Ok(5));
        assert_eq!(twenty_one.parse_day("25"), Ok(25));
        for bad in ["", "0", "26", "abc", "-1", "+5", " 5", "300"] {
            assert!(twenty_one.parse_day(bad).is_err(), "{bad:?}");
        }
        let twenty_five = calendar(2025);
        assert_eq!(twenty_five.parse_day("12"), Ok(12));
        assert_eq!(
            twenty_five.parse_day("13"),
            Err("day 13 is outside 1..=12 (2025 has 12 days)".to_owned())
        );
        assert_eq!(twenty_five.input(3), "input/2025/day3.txt");
    }

    #[test]
    fn a_runner_without_a_year_is_an_error() {
        assert!(Calendar::parse("mod day01;\n").is_err());
    }
}
