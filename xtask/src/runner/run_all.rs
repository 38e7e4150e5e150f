//! `cargo xtask run-all` (`just run-all`): every registered day of every
//! year through `cargo aoc`, printing its answers as cargo aoc prints them.
//! A year other than the current one is made current while its days run,
//! and the runner is put back after.

use std::path::Path;
use std::process::Command;

use crate::years::calendar::Calendar;
use crate::years::current::Switched;
use crate::years::layout;

/// Runs `cargo xtask run-all`.
pub fn main(root: &Path, mut args: impl Iterator<Item = String>) -> Result<(), String> {
    if args.next().is_some() {
        return Err("usage: just run-all".to_owned());
    }
    let mut failed = Vec::new();
    for calendar in Calendar::all(root)? {
        let year = calendar.year;
        // A day runs on its input, or on its example's copy (made by the
        // build); with neither, cargo aoc would download one.
        let (days, skipped): (Vec<u8>, Vec<u8>) = calendar.days.iter().partition(|&&day| {
            root.join(calendar.input(day)).exists()
                || root.join(layout::example(year, day)).exists()
        });
        for day in skipped {
            println!(
                "{year} day {day}: no {} and no example, skipped",
                calendar.input(day)
            );
        }
        if days.is_empty() {
            continue;
        }
        // Another year is current while its days run (a no-op for this one).
        let _switched = Switched::to(root, year)?;
        for day in days {
            println!("== {year} day {day} ==");
            let status = Command::new("cargo")
                .args(["aoc", "-d", &day.to_string()])
                .current_dir(root)
                .status()
                .map_err(|error| format!("cannot run cargo aoc: {error}"))?;
            if !status.success() {
                failed.push(format!("{year} day {day}"));
            }
        }
    }
    if failed.is_empty() {
        Ok(())
    } else {
        Err(format!("cargo aoc failed for {}", failed.join(", ")))
    }
}
