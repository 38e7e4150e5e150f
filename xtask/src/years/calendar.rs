//! A year's calendar as every command needs it: its days, which of them the
//! workspace has, where each day's files live, and when each puzzle opens.

use std::env;
use std::fs;
use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};

use super::layout;

/// A year and the days the workspace registers in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Calendar {
    /// The year.
    pub year: u16,
    /// The registered days, in `src/yearYYYY.rs`'s order.
    pub days: Vec<u8>,
}

impl Calendar {
    /// The current year's calendar: the year of `src/lib.rs`'s `aoc_lib!`.
    pub fn read(root: &Path) -> Result<Self, String> {
        Self::of(root, current_year(root)?)
    }

    /// `year`'s calendar; a year without a module has no days yet.
    pub fn of(root: &Path, year: u16) -> Result<Self, String> {
        let module = layout::year_module(year);
        let days = match fs::read_to_string(root.join(&module)) {
            Ok(text) => layout::registered_days(&text),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => Vec::new(),
            Err(error) => return Err(format!("{module}: {error}")),
        };
        Ok(Self { year, days })
    }

    /// Every year the workspace has a module for, oldest first.
    pub fn all(root: &Path) -> Result<Vec<Self>, String> {
        let entries = fs::read_dir(root.join("src")).map_err(|error| format!("src: {error}"))?;
        let mut years: Vec<u16> = entries
            .filter_map(|entry| {
                let name = entry.ok()?.file_name().into_string().ok()?;
                layout::year_of_module(&format!("mod {};", name.strip_suffix(".rs")?))
            })
            .collect();
        years.sort_unstable();
        years.into_iter().map(|year| Self::of(root, year)).collect()
    }

    /// The year's last day: 25, or 12 from 2025 on.
    pub fn last_day(&self) -> u8 {
        layout::days_in(self.year)
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
        layout::input_file(self.year, day, extension)
    }

    /// Where day `day`'s input lives, relative to the root.
    pub fn input(&self, day: u8) -> String {
        self.file(day, "txt")
    }

    /// Where day `day`'s accepted answers are recorded, relative to the root.
    pub fn answers(&self, day: u8) -> String {
        self.file(day, "answers")
    }

    /// Day `day`'s crate folder, relative to the root.
    pub fn crate_dir(&self, day: u8) -> String {
        layout::crate_dir(self.year, day)
    }

    /// Day `day`'s package name.
    pub fn package(&self, day: u8) -> String {
        layout::package(self.year, day)
    }

    /// True when day `day`'s input under `root` is the user's own: there,
    /// and not the build's copy of the example (nor empty, as the copy of a
    /// fresh day's empty example is).
    pub fn has_own_input(&self, root: &Path, day: u8) -> bool {
        let example = fs::read(root.join(layout::example(self.year, day)));
        fs::read(root.join(self.input(day)))
            .is_ok_and(|text| !text.is_empty() && !example.is_ok_and(|example| example == text))
    }

    /// `Err` with when day `day` opens, if its puzzle is not open at `now`.
    #[cfg_attr(not(feature = "site"), allow(dead_code))]
    pub fn check_open(&self, day: u8, now: u64) -> Result<(), Opening> {
        let at = opens_at(self.year, day);
        if now >= at {
            Ok(())
        } else {
            Err(Opening {
                year: self.year,
                day,
                at,
            })
        }
    }
}

/// The year `src/lib.rs` compiles, from its `aoc_lib!`.
pub fn current_year(root: &Path) -> Result<u16, String> {
    let lib_rs = fs::read_to_string(root.join("src/lib.rs"))
        .map_err(|error| format!("src/lib.rs: {error}"))?;
    layout::year(&lib_rs).ok_or_else(|| {
        "src/lib.rs has no `aoc_lib! { year = YEAR }` line to take the year from".to_owned()
    })
}

/// A puzzle not open yet, and when it opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(not(feature = "site"), allow(dead_code))]
pub struct Opening {
    pub year: u16,
    pub day: u8,
    /// Seconds since the Unix epoch.
    pub at: u64,
}

/// When day `day` of `year` opens, in seconds since the Unix epoch: at
/// midnight UTC-5 (05:00 UTC) on December `day`.
#[cfg_attr(not(feature = "site"), allow(dead_code))]
pub fn opens_at(year: u16, day: u8) -> u64 {
    days_from_civil(year, 12, day) * 86_400 + 5 * 3600
}

/// The time now, in seconds since the Unix epoch. `XTASK_NOW` (seconds)
/// stands in for the clock when it is earlier, so a test can see a day
/// that is not open yet; it never moves the clock forward.
pub fn now() -> u64 {
    let clock = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs());
    env::var("XTASK_NOW")
        .ok()
        .and_then(|text| text.parse::<u64>().ok())
        .map_or(clock, |given| given.min(clock))
}

/// The year, in UTC, at `now` (seconds since the Unix epoch).
pub fn year_at(now: u64) -> u16 {
    let days = now / 86_400;
    // The year whose 1 January is the last one at or before `days`.
    let mut year = u16::try_from(1970 + days / 366).unwrap_or(u16::MAX);
    while days_from_civil(year + 1, 1, 1) <= days {
        year += 1;
    }
    year
}

/// Days from 1970-01-01 to the given date (from 1970 on), by the proleptic
/// Gregorian calendar.
fn days_from_civil(year: u16, month: u8, day: u8) -> u64 {
    let leap = |year: u64| {
        year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400))
    };
    let year = u64::from(year);
    let before_year: u64 = (1970..year).map(|y| if leap(y) { 366 } else { 365 }).sum();
    const MONTHS: [u64; 12] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    let before_month: u64 = MONTHS[..usize::from(month.saturating_sub(1))]
        .iter()
        .sum::<u64>()
        + u64::from(month > 2 && leap(year));
    before_year + before_month + u64::from(day) - 1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn calendar(year: u16) -> Calendar {
        Calendar {
            year,
            days: vec![4],
        }
    }

    #[test]
    fn days_are_numbers_within_the_year() {
        let twenty_one = calendar(2021);
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
        assert_eq!(calendar(2015).parse_day("25"), Ok(25));
        assert_eq!(
            calendar(2026).parse_day("13"),
            Err("day 13 is outside 1..=12 (2026 has 12 days)".to_owned())
        );
    }

    #[test]
    fn each_year_keeps_its_own_files() {
        let (old, new) = (calendar(2021), calendar(2026));
        assert_eq!(old.input(4), "input/2021/day4.txt");
        assert_eq!(new.input(4), "input/2026/day4.txt");
        assert_eq!(new.answers(4), "input/2026/day4.answers");
        assert_eq!(
            (old.package(4), old.crate_dir(4)),
            ("day04".into(), "crates/day04".into())
        );
        assert_eq!(
            (new.package(4), new.crate_dir(4)),
            ("day04-2026".into(), "crates/2026/day04".into())
        );
    }

    #[test]
    fn dates_count_from_the_epoch() {
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(days_from_civil(2000, 3, 1), 11_017);
        // 2021-12-01T05:00:00Z, as `date -d '2021-12-01 00:00 -0500' +%s` gives.
        assert_eq!(opens_at(2021, 1), 1_638_334_800);
        assert_eq!(opens_at(2024, 25), 1_735_102_800);
        assert_eq!((year_at(0), year_at(1_638_334_800)), (1970, 2021));
        assert_eq!(year_at(1_767_225_599), 2025);
        assert_eq!(year_at(1_767_225_600), 2026);
    }

    #[test]
    fn a_puzzle_opens_at_midnight_utc_minus_5() {
        // 2026-12-04T05:00:00Z is midnight UTC-5 on December 4.
        let midnight = 1_796_360_400;
        assert_eq!(opens_at(2026, 4), midnight);
        let twenty_six = calendar(2026);
        let opening = Opening {
            year: 2026,
            day: 4,
            at: midnight,
        };
        assert_eq!(twenty_six.check_open(4, midnight - 60), Err(opening));
        assert_eq!(twenty_six.check_open(4, midnight - 1), Err(opening));
        assert_eq!(twenty_six.check_open(4, midnight), Ok(()));
        assert_eq!(twenty_six.check_open(4, midnight + 60), Ok(()));
        // The next day is not open then; the same day of another year is.
        assert!(twenty_six.check_open(5, midnight + 60).is_err());
        assert_eq!(calendar(2021).check_open(4, midnight - 60), Ok(()));
        assert!(calendar(2027).check_open(1, midnight).is_err());
    }
}
