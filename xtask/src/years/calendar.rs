//! A year's calendar as every command needs it: its days, which of them the
//! workspace has, and when each puzzle opens.

use std::env;
use std::fmt;
use std::path::Path;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use anyhow::{anyhow, bail};
use layout::{Day, DayNumber, InputState};

use super::manifest::Manifest;

/// A year and the days the workspace has in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Calendar {
    /// The year.
    pub year: u16,
    /// The days with a crate, in order.
    pub days: Vec<Day>,
}

impl Calendar {
    /// The current year's calendar: the root package's default feature.
    pub fn read(root: &Path) -> anyhow::Result<Self> {
        let manifest = Manifest::read(root)?;
        let year = manifest.current_year()?;
        Ok(Self {
            year,
            days: manifest.days(year),
        })
    }

    /// `year`'s calendar; a year the manifest does not list has no days.
    #[cfg_attr(not(feature = "site"), allow(dead_code))]
    pub fn of(root: &Path, year: u16) -> anyhow::Result<Self> {
        let days = Manifest::read(root)?.days(year);
        Ok(Self { year, days })
    }

    /// Every year the manifest lists, oldest first.
    pub fn all(root: &Path) -> anyhow::Result<Vec<Self>> {
        let years = Manifest::read(root)?.years();
        Ok(years
            .into_iter()
            .map(|(year, days)| Self { year, days })
            .collect())
    }

    /// The year's last day: 25, or 12 from 2025 on.
    pub fn last_day(&self) -> u8 {
        layout::days_in(self.year)
    }

    /// Day `number` of this year, if its calendar has it; else why not, and
    /// which years have that day.
    pub fn day(&self, number: DayNumber) -> anyhow::Result<Day> {
        number.of(self.year).map_err(|error| {
            anyhow!(
                "{error}: the years before 2025 have 25 days (`just year 2024` makes one of them current)"
            )
        })
    }

    /// True when `day` is one of this year's with a crate under `root`.
    pub fn has_crate(&self, root: &Path, day: Day) -> bool {
        self.days.contains(&day) && root.join(day.crate_dir()).is_dir()
    }

    /// Day `number` of this year, which has a crate under `root`; otherwise
    /// the one sentence that says what to do.
    pub fn day_with_crate(&self, root: &Path, number: DayNumber) -> anyhow::Result<Day> {
        let day = number.of(self.year).or_else(|error| {
            // Another year may have that day: the one to make current.
            let other = Self::all(root)
                .unwrap_or_default()
                .into_iter()
                .rev()
                .find_map(|calendar| {
                    let day = number.of(calendar.year).ok()?;
                    calendar.has_crate(root, day).then_some(day)
                });
            match other {
                Some(other) => bail!(
                    "{error}: {other} has a crate; `just year {}` makes {} current",
                    other.year,
                    other.year
                ),
                None => self.day(number),
            }
        })?;
        if !self.has_crate(root, day) {
            bail!("{day} has no crate yet: `just new {}` adds it", day.day);
        }
        Ok(day)
    }
}

/// True when `day`'s input under `root` is the user's own.
pub fn has_own_input(root: &Path, day: Day) -> bool {
    InputState::read(root, day) == InputState::Own
}

/// `Err` with when `day` opens, if its puzzle is not open at `now`.
pub fn check_open(day: Day, now: u64) -> Result<(), Opening> {
    let at = opens_at(day);
    if now >= at {
        Ok(())
    } else {
        Err(Opening { day, at, now })
    }
}

/// A puzzle not open yet, and when it opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The day.
    pub day: Day,
    /// When it opens, in seconds since the Unix epoch.
    pub at: u64,
    /// When it was asked for.
    pub now: u64,
}

impl fmt::Display for Opening {
    /// When it opens, in UTC and at midnight UTC-5, and how long from now.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (year, month, day) = civil_from_days(self.at / 86_400);
        let minutes = self.at % 86_400 / 60;
        write!(
            f,
            "{} is not open yet: it opens at {:02}:{:02} on {year}-{month:02}-{day:02} UTC (midnight UTC-5), in {}. \
             Nothing was sent: the site asks tools not to ask for a puzzle before it opens",
            self.day,
            minutes / 60,
            minutes % 60,
            duration(self.at - self.now)
        )
    }
}

impl std::error::Error for Opening {}

/// A number of seconds in words, to the two largest units: "3 days 4
/// hours", "12 minutes 5 seconds", "1 second".
pub fn duration(seconds: u64) -> String {
    let parts = [
        (seconds / 86_400, "day"),
        (seconds % 86_400 / 3_600, "hour"),
        (seconds % 3_600 / 60, "minute"),
        (seconds % 60, "second"),
    ];
    let words: Vec<String> = parts
        .iter()
        .skip_while(|&&(count, _)| count == 0)
        .take(2)
        .filter(|&&(count, _)| count > 0)
        .map(|&(count, unit)| format!("{count} {unit}{}", if count == 1 { "" } else { "s" }))
        .collect();
    if words.is_empty() {
        "0 seconds".to_owned()
    } else {
        words.join(" ")
    }
}

/// When `day` opens, in seconds since the Unix epoch: at midnight UTC-5
/// (05:00 UTC) on its December day.
pub fn opens_at(day: Day) -> u64 {
    days_from_civil(day.year, 12, day.day) * 86_400 + 5 * 3600
}

/// The time now, in seconds since the Unix epoch. `XTASK_NOW` (seconds)
/// sets where this run's clock starts, and the clock runs on from there, so
/// a test can see a day that is not open yet, or wait three seconds for an
/// opening rather than a day; it never moves the clock forward (a clock
/// ahead would ask the site for a puzzle before it opens): set later than
/// now, it is ignored, and the first call that ignores it says so, once a
/// run ([`ignored_ahead`]).
/// `XTASK_NOW=T@S` sets a clock that read `T` at the real time `S` and runs
/// on from there for every command alike: a rehearsal's clock, shared by
/// the commands run during it (see `cargo xtask rehearse`).
pub fn now() -> u64 {
    static START: OnceLock<(Option<Clock>, Instant)> = OnceLock::new();
    let (given, started) = START.get_or_init(|| (clock_setting().ok().flatten(), Instant::now()));
    let clock = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs());
    let moved = match *given {
        None => return clock,
        Some(Clock { reads, since: None }) => reads + started.elapsed().as_secs(),
        Some(Clock {
            reads,
            since: Some(since),
        }) => reads + clock.saturating_sub(since),
    };
    if moved > clock {
        say_ignored(moved);
        return clock;
    }
    moved
}

/// Set once this run has ignored `XTASK_NOW` for being ahead of the clock
/// (and said so).
static AHEAD: AtomicBool = AtomicBool::new(false);

/// True when this run ignored `XTASK_NOW` for being later than the real
/// time: a run of this tool it starts (the same command, built with a
/// feature) is given the real clock, and says nothing again.
pub fn ignored_ahead() -> bool {
    AHEAD.load(Ordering::Relaxed)
}

/// Says, the first time only, that `XTASK_NOW`, which reads `moved`, is
/// ignored.
fn say_ignored(moved: u64) {
    if AHEAD.swap(true, Ordering::Relaxed) {
        return;
    }
    eprintln!("{}", ahead_said(moved));
}

/// The sentence for an `XTASK_NOW` that reads `moved`, later than the real
/// time.
fn ahead_said(moved: u64) -> String {
    let (year, month, day) = civil_from_days(moved / 86_400);
    let seconds = moved % 86_400;
    format!(
        "XTASK_NOW reads {year}-{month:02}-{day:02} {:02}:{:02}:{:02} UTC, later than this machine's clock: \
         ignored, this run keeps the real time (a clock set ahead would ask the site for a puzzle before it opens); \
         `just rehearse N` tries an opening now, on a past day whose page and input you have",
        seconds / 3600,
        seconds % 3600 / 60,
        seconds % 60
    )
}

/// A clock `XTASK_NOW` sets: what it reads, and since when (real seconds
/// since 1970) where it was set for many commands; else since this run
/// started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    pub reads: u64,
    pub since: Option<u64>,
}

/// The clock `XTASK_NOW` sets, if it is set: a number of seconds since
/// 1970 (`T`, or `T@S`), or else one sentence (the tools refuse to run on a
/// clock they cannot read, rather than send at once what a rehearsal meant
/// to send later).
pub fn clock_setting() -> anyhow::Result<Option<Clock>> {
    let Some(text) = env::var_os("XTASK_NOW") else {
        return Ok(None);
    };
    let text = text.to_string_lossy();
    let (reads, since) = match text.trim().split_once('@') {
        Some((reads, since)) => (reads, Some(since)),
        None => (text.trim(), None),
    };
    let number = |text: &str| text.trim().parse::<u64>().ok();
    match (number(reads), since.map(number)) {
        (Some(reads), None) => Ok(Some(Clock { reads, since: None })),
        (Some(reads), Some(Some(since))) => Ok(Some(Clock {
            reads,
            since: Some(since),
        })),
        _ => Err(anyhow!(
            "XTASK_NOW={text:?} is not a time the tools read: give seconds since 1970 \
             (`date -u -d '2026-12-04 04:59' +%s`), or unset it; nothing was done"
        )),
    }
}

/// The year, in UTC, at `now` (seconds since the Unix epoch).
pub fn year_at(now: u64) -> u16 {
    civil_from_days(now / 86_400).0
}

/// Days from 1970-01-01 to the given date (from 1970 on), by the proleptic
/// Gregorian calendar.
pub fn days_from_civil(year: u16, month: u8, day: u8) -> u64 {
    let year = u64::from(year);
    let before_year: u64 = (1970..year).map(|y| if leap(y) { 366 } else { 365 }).sum();
    let before_month: u64 = MONTHS[..usize::from(month.saturating_sub(1))]
        .iter()
        .sum::<u64>()
        + u64::from(month > 2 && leap(year));
    before_year + before_month + u64::from(day) - 1
}

/// The date (year, month, day) `days` days after 1970-01-01.
pub fn civil_from_days(mut days: u64) -> (u16, u8, u8) {
    let mut year = 1970;
    loop {
        let length = if leap(year) { 366 } else { 365 };
        if days < length {
            break;
        }
        days -= length;
        year += 1;
    }
    let mut month = 1;
    for (index, &length) in MONTHS.iter().enumerate() {
        let length = length + u64::from(index == 1 && leap(year));
        if days < length {
            break;
        }
        days -= length;
        month += 1;
    }
    (
        u16::try_from(year).unwrap_or(u16::MAX),
        month,
        u8::try_from(days + 1).unwrap_or(0),
    )
}

const MONTHS: [u64; 12] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

fn leap(year: u64) -> bool {
    year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn calendar(year: u16) -> Calendar {
        Calendar {
            year,
            days: vec![Day::new(year, 4).unwrap()],
        }
    }

    fn day(year: u16, day: u8) -> Day {
        Day::new(year, day).unwrap()
    }

    #[test]
    fn a_day_without_a_crate_is_one_sentence() {
        let root = std::env::temp_dir().join(format!("xtask-calendar-{}", std::process::id()));
        std::fs::create_dir_all(root.join("crates/2026/day04")).unwrap();
        let twenty_six = calendar(2026);
        assert_eq!(
            twenty_six.day_with_crate(&root, DayNumber(4)).unwrap(),
            day(2026, 4)
        );
        assert_eq!(
            twenty_six
                .day_with_crate(&root, DayNumber(5))
                .unwrap_err()
                .to_string(),
            "day 5 of 2026 has no crate yet: `just new 5` adds it"
        );
        assert_eq!(
            twenty_six.day(DayNumber(13)).unwrap_err().to_string(),
            "day 13 is outside 1..=12 (2026 has 12 days): the years before 2025 have 25 days \
             (`just year 2024` makes one of them current)"
        );
        // A day another year has: that year is named.
        std::fs::create_dir_all(root.join("crates/day21")).unwrap();
        std::fs::write(
            root.join("Cargo.toml"),
            "[features]\ndefault = [\"year2026\"]\nyear2021 = [\"day21\"]\nyear2026 = [\"day04-2026\"]\n\
             day21 = [\"dep:day21\"]\nday04-2026 = [\"dep:day04-2026\"]\n",
        )
        .unwrap();
        assert_eq!(
            twenty_six
                .day_with_crate(&root, DayNumber(21))
                .unwrap_err()
                .to_string(),
            "day 21 is outside 1..=12 (2026 has 12 days): day 21 of 2021 has a crate; \
             `just year 2021` makes 2021 current"
        );
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn dates_count_from_the_epoch() {
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(days_from_civil(2000, 3, 1), 11_017);
        for days in [0, 59, 365, 11_016, 11_017, 20_453, 20_819] {
            let (year, month, day) = civil_from_days(days);
            assert_eq!(days_from_civil(year, month, day), days, "{days}");
        }
        assert_eq!(civil_from_days(11_017), (2000, 3, 1));
        // 2021-12-01T05:00:00Z, as `date -d '2021-12-01 00:00 -0500' +%s` gives.
        assert_eq!(opens_at(day(2021, 1)), 1_638_334_800);
        assert_eq!(opens_at(day(2024, 25)), 1_735_102_800);
        assert_eq!((year_at(0), year_at(1_638_334_800)), (1970, 2021));
        assert_eq!(year_at(1_767_225_599), 2025);
        assert_eq!(year_at(1_767_225_600), 2026);
    }

    #[test]
    fn a_puzzle_opens_at_midnight_utc_minus_5() {
        // 2026-12-04T05:00:00Z is midnight UTC-5 on December 4.
        let midnight = 1_796_360_400;
        assert_eq!(opens_at(day(2026, 4)), midnight);
        let opening = check_open(day(2026, 4), midnight - 3 * 86_400 - 3600 - 5).unwrap_err();
        assert_eq!(
            opening.to_string(),
            "day 4 of 2026 is not open yet: it opens at 05:00 on 2026-12-04 UTC (midnight UTC-5), in 3 days 1 hour. \
             Nothing was sent: the site asks tools not to ask for a puzzle before it opens"
        );
        assert!(check_open(day(2026, 4), midnight - 1).is_err());
        assert_eq!(check_open(day(2026, 4), midnight), Ok(()));
        assert!(check_open(day(2026, 5), midnight + 60).is_err());
        assert_eq!(check_open(day(2021, 4), midnight - 60), Ok(()));
    }

    #[test]
    fn a_clock_set_ahead_is_said_with_what_it_read_and_where_to_go() {
        // 2026-12-04T04:59:50Z: ten seconds before day 4 of 2026 opens.
        assert_eq!(
            ahead_said(1_796_360_390),
            "XTASK_NOW reads 2026-12-04 04:59:50 UTC, later than this machine's clock: ignored, this run \
             keeps the real time (a clock set ahead would ask the site for a puzzle before it opens); \
             `just rehearse N` tries an opening now, on a past day whose page and input you have"
        );
    }

    #[test]
    fn durations_read_as_words() {
        assert_eq!(duration(0), "0 seconds");
        assert_eq!(duration(1), "1 second");
        assert_eq!(duration(65), "1 minute 5 seconds");
        assert_eq!(duration(3 * 86_400 + 3600 + 59), "3 days 1 hour");
        assert_eq!(duration(86_400 + 59), "1 day");
        assert_eq!(duration(7200), "2 hours");
    }
}
