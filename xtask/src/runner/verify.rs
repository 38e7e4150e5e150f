//! `cargo xtask verify [DAY…]` (`just verify`): runs every day of every year
//! through the runner and checks every solution, canonical and named,
//! against the answers recorded in `input/YEAR/dayN.answers` (see
//! [`crate::years::answers`]). Days given by number are the current year's.
//!
//! It prints one table (year, day, part, solution, answer, ✓/✗, time; a ✗
//! row shows the recorded answer beside the one computed), then a line for
//! each day it could not check. It fails when an answer differs from the
//! recorded one, a part with a recorded answer fails, a day does not
//! compile, or a day with recorded answers has lost its input (missing,
//! empty, or the example's copy): a lost input is never a skip. A day with
//! neither answers nor an input of its own is listed, not failed.

use std::fmt::Write;
use std::path::Path;

use anyhow::bail;

use super::{DayRun, run_day};
use crate::flags;
use crate::years::answers;
use crate::years::calendar::Calendar;
use crate::years::layout::InputState;

impl flags::Verify {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let current = Calendar::read(root)?;
        let days: Vec<u8> = self
            .days
            .iter()
            .map(|day| current.day_with_crate(root, day))
            .collect::<Result<_, _>>()?;
        let years = if days.is_empty() {
            Calendar::all(root)?
        } else {
            vec![Calendar {
                year: current.year,
                days,
            }]
        };
        let mut table = String::from(
            "| year | day | part | solution | answer | ✓/✗ | time |\n|---:|---:|---:|---|---|---|---:|\n",
        );
        let mut notes = Vec::new();
        let (mut wrong, mut failed) = (0, 0);
        for calendar in &years {
            let year = calendar.year;
            for &day in &calendar.days {
                let input = calendar.input(day);
                let answers_file = calendar.answers(day);
                let answers = answers::read(root, &answers_file)?;
                let lost = match calendar.input_state(root, day) {
                    InputState::Own => None,
                    InputState::Missing => Some("is missing"),
                    InputState::Empty => Some("is empty"),
                    InputState::Example => Some("is the example's copy"),
                };
                match (lost, &answers) {
                    (Some(lost), Some(_)) => {
                        failed += 1;
                        notes.push(format!(
                            "✗ {year} day {day}: {answers_file} records answers, but {input} {lost}: \
                             `just fetch {day}` downloads your input again (in {year}), or paste it there"
                        ));
                        continue;
                    }
                    (Some(lost), None) => {
                        notes.push(format!("{year} day {day}: {input} {lost}, and no answers are recorded: nothing to check"));
                        continue;
                    }
                    (None, None) => notes.push(format!(
                        "{year} day {day}: no answers recorded in {answers_file}"
                    )),
                    (None, Some(_)) => {}
                }
                let runs = match run_day(root, calendar, day, None, year == current.year)? {
                    DayRun::Ran { runs } => runs,
                    DayRun::DoesNotCompile(sentence) => {
                        failed += 1;
                        notes.push(format!("✗ {sentence}"));
                        continue;
                    }
                };
                for run in runs {
                    let expected = answers
                        .as_ref()
                        .and_then(|answers| answers[usize::from(run.part - 1)].as_deref());
                    let (shown, mark) = verdict(&run.outcome, expected);
                    if mark == "✗" {
                        wrong += 1;
                    }
                    let name = run.name.as_deref().unwrap_or("(canonical)");
                    let _ = writeln!(
                        table,
                        "| {year} | {day} | {} | {name} | {shown} | {mark} | {} |",
                        run.part, run.time
                    );
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
            1 => problems.push("1 answer differs from the recorded one".to_owned()),
            n => problems.push(format!("{n} answers differ from the recorded ones")),
        }
        match failed {
            0 => {}
            1 => problems.push("1 day could not be checked (its ✗ line says why)".to_owned()),
            n => problems.push(format!(
                "{n} days could not be checked (their ✗ lines say why)"
            )),
        }
        if problems.is_empty() {
            Ok(())
        } else {
            bail!("{}", problems.join("; "))
        }
    }
}

/// What the table shows for an outcome, and ✓, ✗ or nothing. A ✗ shows
/// the recorded answer after the computed one.
fn verdict(outcome: &Result<String, String>, expected: Option<&str>) -> (String, &'static str) {
    let quoted = |answer: &str| format!("`{}`", answer.replace('\n', "\\n"));
    let shown = match outcome {
        Ok(answer) => quoted(answer),
        Err(error) => format!("FAILED: {}", error.replace('\n', " ")),
    };
    match (outcome, expected) {
        (_, None) => (shown, ""),
        (Ok(answer), Some(expected)) if answer == expected => (shown, "✓"),
        (_, Some(expected)) => (format!("{shown}, recorded {}", quoted(expected)), "✗"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_recorded_answer_is_judged() {
        assert_eq!(verdict(&Ok("7".into()), Some("7")), ("`7`".into(), "✓"));
        assert_eq!(
            verdict(&Ok("8".into()), Some("7")),
            ("`8`, recorded `7`".into(), "✗")
        );
        assert_eq!(
            verdict(&Err("no".into()), Some("7")),
            ("FAILED: no, recorded `7`".into(), "✗")
        );
        assert_eq!(verdict(&Ok("8".into()), None), ("`8`".into(), ""));
    }
}
