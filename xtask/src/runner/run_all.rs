//! `cargo xtask run-all` (`just run-all`): every day of every year through
//! the runner, each built alone (so a day that does not compile stops only
//! itself, and says so), printing its answers as `cargo aoc` prints them. A
//! day on its example's copy says so.

use std::path::Path;

use anyhow::bail;

use super::show_day;
use crate::flags;
use crate::years::calendar::Calendar;
use crate::years::layout::InputState;

impl flags::RunAll {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let current = Calendar::read(root)?.year;
        let mut failed = Vec::new();
        for calendar in Calendar::all(root)? {
            let year = calendar.year;
            for &day in &calendar.days {
                let on = match calendar.input_state(root, day) {
                    InputState::Own => "",
                    InputState::Example => " (on its example: save your input to run on it)",
                    InputState::Empty => " (on an empty input)",
                    InputState::Missing => " (no input yet)",
                };
                println!("== {year} day {day} =={on}");
                if !show_day(root, &calendar, day, year == current)? {
                    failed.push(format!("{year} day {day}"));
                }
            }
        }
        if failed.is_empty() {
            Ok(())
        } else {
            bail!("{} did not run", failed.join(", "))
        }
    }
}
