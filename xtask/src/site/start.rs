//! `cargo xtask start DAY` (`just start DAY`) and `just today`: a day of the
//! current year from its opening to the first test, in one command.
//!
//! Before the opening it counts down, on one line redrawn each second on a
//! terminal (plain lines otherwise), and sends nothing; Ctrl-C stops it with
//! nothing written. At midnight UTC-5, plus a couple of seconds for the
//! site, it scaffolds the day if it has no crate (a crate that exists is
//! never touched), fetches the input and the puzzle (one request each, none
//! for what is stored), shows the puzzle with its code blocks numbered, and
//! says which commands come next.

use std::io::{IsTerminal, Write};
use std::path::Path;
use std::thread;
use std::time::Duration;

use super::day::Day;
use super::fetch::fetch_input;
use super::read::show;
use crate::ask::PuzzleDay;
use crate::session;
use crate::years::calendar::{Calendar, Opening, duration, now};
use crate::years::new_day;

/// Seconds after the opening before the first request: the site is busy
/// then, and a clock a little ahead is no reason to ask too early.
const MARGIN: u64 = 2;

/// Runs `cargo xtask start` for `day`.
pub fn start(root: &Path, day: PuzzleDay) -> anyhow::Result<()> {
    if !(day.stored(root, "txt") && day.stored(root, "puzzle.html")) {
        session::ready()?;
    }
    let PuzzleDay { calendar, day } = day;
    if let Err(opening) = calendar.check_open(day, now()) {
        wait(opening)?;
    }
    let calendar = if calendar.days.contains(&day) && root.join(calendar.crate_dir(day)).is_dir() {
        calendar
    } else {
        new_day::scaffold(root, &calendar, day)?;
        println!(
            "created {} and registered day {day} of {}",
            calendar.crate_dir(day),
            calendar.year
        );
        Calendar::of(root, calendar.year)?
    };
    let mut site_day = Day::new(root, PuzzleDay { calendar, day });
    fetch_input(&mut site_day)?;
    show(&mut site_day)?;
    let next = [
        (
            format!("just example {day} K"),
            "saves the puzzle's code block K (numbered above) as the example",
        ),
        (
            format!("just watch {day}"),
            "runs the day's tests, then the day on your input, on every save",
        ),
        (
            format!("just submit {day} 1"),
            "sends part 1's answer (your solution's, on your input)",
        ),
    ];
    println!("\nNext:");
    for (command, what) in next {
        println!("  {command:<18} {what}");
    }
    Ok(())
}

/// Waits until `opening` (and the margin), showing how long is left.
fn wait(opening: Opening) -> anyhow::Result<()> {
    let terminal = std::io::stdout().is_terminal();
    let Opening { year, day, at, .. } = opening;
    let mut last_shown = None;
    loop {
        let now = now();
        if now >= at + MARGIN {
            break;
        }
        let left = at.saturating_sub(now);
        let line = format!(
            "day {day} of {year} opens in {} (midnight UTC-5); nothing is sent before. Ctrl-C stops.",
            clock(left)
        );
        if terminal {
            print!("\r{line}\x1b[K");
            std::io::stdout().flush()?;
        } else {
            // Plain lines: every second in the last minute, then coarser.
            let step = match left {
                0..=60 => 1,
                61..=3600 => 60,
                _ => 3600,
            };
            if last_shown.is_none_or(|shown: u64| shown.saturating_sub(left) >= step) {
                println!("day {day} of {year} opens in {}", duration(left));
                last_shown = Some(left);
            }
        }
        thread::sleep(Duration::from_millis(250));
    }
    if terminal {
        println!("\r\x1b[Kday {day} of {year} is open.");
    } else {
        println!("day {day} of {year} is open.");
    }
    Ok(())
}

/// `1 day 02:03:04`, or `02:03:04` under a day.
fn clock(seconds: u64) -> String {
    let time = format!(
        "{:02}:{:02}:{:02}",
        seconds % 86_400 / 3600,
        seconds % 3600 / 60,
        seconds % 60
    );
    match seconds / 86_400 {
        0 => time,
        1 => format!("1 day {time}"),
        days => format!("{days} days {time}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_countdown_reads_as_a_clock() {
        assert_eq!(clock(3), "00:00:03");
        assert_eq!(clock(3 * 3600 + 61), "03:01:01");
        assert_eq!(clock(86_400 + 5), "1 day 00:00:05");
        assert_eq!(clock(3 * 86_400), "3 days 00:00:00");
    }
}
