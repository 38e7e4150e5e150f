//! `cargo xtask stars` (`just stars`): every year at a glance, from local
//! files alone (the day crates the manifest lists and the answers recorded
//! under `input/`, with or without a crate: `just fetch all` records a
//! year solved in the browser; and your stars on a board kept there, as
//! `--times` reads them too, said where they are all that holds a star):
//! no request, no build of the site client.
//!
//! ```text
//! 2021  ····· ····· ····· ····· ★····   2★
//! 2026  ★☆○-- --                        3★
//! day 4 of 2026 opens in 1 day 3 hours (05:00 on 2026-12-04 UTC, midnight UTC-5)
//! ★ both parts  ☆ one part  ○ a crate, no answer yet  · open, no crate  - not open yet
//! ```
//!
//! `--times` gives each star's time from its day's opening instead
//! ([`times`]).

mod times;

use std::fmt::Write;
use std::path::Path;

use layout::Day;

use crate::flags;
use crate::years::answers;
use crate::years::calendar::{Calendar, civil_from_days, duration, now, opens_at};

/// What the marks mean.
const LEGEND: &str =
    "★ both parts  ☆ one part  ○ a crate, no answer yet  · open, no crate  - not open yet";

/// The state of one day, as its mark shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    Both,
    One,
    Started,
    Open,
    NotOpen,
}

impl Mark {
    fn symbol(self) -> char {
        match self {
            Self::Both => '★',
            Self::One => '☆',
            Self::Started => '○',
            Self::Open => '·',
            Self::NotOpen => '-',
        }
    }

    fn stars(self) -> usize {
        match self {
            Self::Both => 2,
            Self::One => 1,
            _ => 0,
        }
    }
}

impl flags::Stars {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        // The tables in Markdown are the tables of times: asking for them
        // asks for the times.
        if self.times || self.markdown || self.readme.is_some() {
            let mut years = times::calendar_years(root)?;
            years.extend(years_with_answers(root));
            return match &self.readme {
                Some(file) => times::into_readme(root, &years, file),
                None => times::print(root, &years, self.markdown),
            };
        }
        let current = Calendar::read(root)?.year;
        let now = now();
        let mut years: Vec<Calendar> = Calendar::all(root)?;
        // A year with answers recorded (`just fetch all` of days solved in
        // the browser) and no crate yet is a year too.
        let mut with_stars = years_with_answers(root);
        with_stars.extend(times::years_with_boards(root));
        for year in with_stars {
            if !years.iter().any(|calendar| calendar.year == year) {
                years.push(Calendar {
                    year,
                    days: Vec::new(),
                });
            }
        }
        years.sort_by_key(|calendar| calendar.year);
        for calendar in years {
            let (member, board) = board_stars(root, calendar.year)?;
            let mut answered = Vec::new();
            let mut from_board = 0;
            for day in Day::all_of(calendar.year) {
                let parts = answers::read(root, day)?.map(|parts| parts.iter().flatten().count());
                let on_board = board.get(&day.day).copied().unwrap_or(0);
                from_board += on_board.saturating_sub(parts.unwrap_or(0));
                match parts.max(Some(on_board).filter(|&count| count > 0)) {
                    Some(count) => answered.push((day, count)),
                    None if calendar.days.contains(&day) => answered.push((day, 0)),
                    None => {}
                }
            }
            if answered.is_empty() {
                continue;
            }
            println!("{}", line(&calendar, &answered, now));
            if from_board > 0 {
                println!(
                    "      {from_board} of these stars from the board kept for {} (as {member}'s: `just leaderboard --me ID` names you), with no answer recorded here: `just fetch all{}` records them",
                    calendar.year,
                    if calendar.year == current {
                        String::new()
                    } else {
                        format!(" --year {}", calendar.year)
                    }
                );
            }
            if answers::last_star_waiting(root, calendar.year)? {
                let last = calendar.last_day();
                println!(
                    "      the last star of {} is waiting: every other is in (`just submit {last} 2` sends it{})",
                    calendar.year,
                    if calendar.year == current {
                        ""
                    } else {
                        " with that year current"
                    }
                );
            }
        }
        if let Some(next) = next_opening(current, now) {
            println!("{next}");
        }
        println!("{LEGEND}");
        Ok(())
    }
}

/// Your stars on the board kept for `year` (your member's, as `just
/// leaderboard` names you), by day: what the site knows you got, time or
/// not, where no answer of it is recorded here.
fn board_stars(
    root: &Path,
    year: u16,
) -> anyhow::Result<(String, std::collections::BTreeMap<u8, usize>)> {
    let mut stars = std::collections::BTreeMap::new();
    let Some(you) = crate::site::standings::you_on_kept(root, year)? else {
        return Ok((String::new(), stars));
    };
    for &(day, _) in &you.done {
        *stars.entry(day).or_insert(0) += 1;
    }
    Ok((you.name, stars))
}

/// The years with a folder under `input/` that records an answer.
fn years_with_answers(root: &Path) -> Vec<u16> {
    let Ok(entries) = std::fs::read_dir(root.join("input")) else {
        return Vec::new();
    };
    let mut years: Vec<u16> = entries
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<layout::Year>().ok())
        .map(|year| year.0)
        .filter(|&year| Day::all_of(year).any(|day| root.join(day.answers()).is_file()))
        .collect();
    years.sort_unstable();
    years
}

/// A year's line: its marks, five days a group, then its stars.
fn line(calendar: &Calendar, answered: &[(Day, usize)], now: u64) -> String {
    let mut marks = String::new();
    let mut total = 0;
    for day in Day::all_of(calendar.year) {
        let mark = match answered.iter().find(|&&(of, _)| of == day) {
            Some(&(_, 2..)) => Mark::Both,
            Some(&(_, 1)) => Mark::One,
            Some(_) => Mark::Started,
            None if now >= opens_at(day) => Mark::Open,
            None => Mark::NotOpen,
        };
        total += mark.stars();
        if day.day > 1 && (day.day - 1) % 5 == 0 {
            marks.push(' ');
        }
        marks.push(mark.symbol());
    }
    let mut line = format!("{}  {marks}", calendar.year);
    // Totals in one column whatever the calendar's length (25 days, 4 gaps).
    let width = 4 + 2 + 29;
    let _ = write!(
        line,
        "{}  {total}★",
        " ".repeat(width - (6 + marks.chars().count()))
    );
    line
}

/// When `year`'s next day opens, if one is ahead of `now`.
fn next_opening(year: u16, now: u64) -> Option<String> {
    let day = Day::all_of(year).find(|&day| opens_at(day) > now)?;
    let at = opens_at(day);
    let (y, month, date) = civil_from_days(at / 86_400);
    Some(format!(
        "{day} opens in {} (05:00 on {y}-{month:02}-{date:02} UTC, midnight UTC-5)",
        duration(at - now)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_day_has_its_mark_and_each_year_its_stars() {
        let day = |year, day| Day::new(year, day).unwrap();
        let twenty_one = Calendar {
            year: 2021,
            days: vec![day(2021, 1), day(2021, 2), day(2021, 21)],
        };
        let now = opens_at(day(2026, 3)) + 60;
        assert_eq!(
            line(
                &twenty_one,
                &[(day(2021, 1), 2), (day(2021, 2), 1), (day(2021, 21), 0)],
                now
            ),
            "2021  ★☆··· ····· ····· ····· ○····  3★"
        );
        let twenty_six = Calendar {
            year: 2026,
            days: vec![day(2026, 1), day(2026, 2)],
        };
        assert_eq!(
            line(&twenty_six, &[(day(2026, 1), 2), (day(2026, 2), 2)], now),
            "2026  ★★·-- ----- --                 4★"
        );
        assert_eq!(
            next_opening(2026, now).unwrap(),
            "day 4 of 2026 opens in 23 hours 59 minutes (05:00 on 2026-12-04 UTC, midnight UTC-5)"
        );
        assert_eq!(next_opening(2021, now), None);
    }
}
