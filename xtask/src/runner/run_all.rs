//! `cargo xtask run-all` (`just run-all`): every day of every year through
//! the runner, each built alone (so a day that does not compile stops only
//! itself, and says so), its answers and times in one table with `verify`'s
//! columns: an answer on your own input is marked against the one recorded
//! (✓, ✗), a part not solved yet is said as such, and an input that does not
//! parse is said once. A day on its example's copy says so.

use std::path::Path;

use anyhow::bail;
use layout::InputState;

use super::messages::RanOn;
use super::verify::{self, HEAD, WRONG, does_not_parse, row, verdict};
use super::{DayRun, run_day};
use crate::flags;
use crate::years::answers;
use crate::years::calendar::Calendar;

impl flags::RunAll {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let current = Calendar::read(root)?.year;
        let mut table = String::from(HEAD);
        let mut notes = Vec::new();
        let (mut failed, mut broken) = (Vec::new(), Vec::new());
        let mut wrong = 0;
        for day in Calendar::all(root)?
            .into_iter()
            .flat_map(|calendar| calendar.days)
        {
            match run_day(root, day, None, day.year == current)? {
                DayRun::Ran(report) => {
                    match report.state {
                        RanOn::Day(InputState::Example) => notes.push(format!(
                            "{} day {}: on its example ({} is its copy): save your input to run on it",
                            day.year, day.day, report.file
                        )),
                        RanOn::Day(InputState::Empty) => notes.push(format!(
                            "{} day {}: on an empty input ({})",
                            day.year, day.day, report.file
                        )),
                        _ => {}
                    }
                    if let Some(error) = does_not_parse(&report.runs) {
                        failed.push(format!("{} day {}", day.year, day.day));
                        notes.push(format!(
                            "✗ {} day {}: {} does not parse: {}",
                            day.year,
                            day.day,
                            report.file,
                            error.replace('\n', " ")
                        ));
                        continue;
                    }
                    // Recorded answers are your input's: judged on it alone.
                    let recorded = match report.state {
                        RanOn::Day(InputState::Own) => answers::read(root, day)?,
                        _ => None,
                    };
                    for run in &report.runs {
                        let expected = verify::recorded(day, recorded.as_ref(), run);
                        let (shown, mark) = verdict(&run.outcome, expected);
                        if mark == WRONG {
                            wrong += 1;
                        }
                        if !run.outcome.passes() {
                            failed.push(format!("{} day {} part {}", day.year, day.day, run.part));
                        }
                        table.push_str(&row(day, run, &shown, mark));
                        table.push('\n');
                    }
                }
                DayRun::DoesNotCompile(sentence) => {
                    broken.push(format!("{} day {}", day.year, day.day));
                    notes.push(format!("✗ {sentence}"));
                }
            }
        }
        print!("{table}");
        for note in notes {
            println!("{note}");
        }
        let mut problems = Vec::new();
        match wrong {
            0 => {}
            1 => problems.push("1 answer differs from the recorded one (✗)".to_owned()),
            n => problems.push(format!("{n} answers differ from the recorded ones (✗)")),
        }
        if !failed.is_empty() {
            problems.push(format!(
                "{} failed (the rows and ✗ lines say why)",
                failed.join(", ")
            ));
        }
        if !broken.is_empty() {
            problems.push(format!(
                "{} did not build (the ✗ lines say why)",
                broken.join(", ")
            ));
        }
        if problems.is_empty() {
            Ok(())
        } else {
            bail!("{}", problems.join("; "))
        }
    }
}
