//! `cargo xtask verify [DAY…]` (`just verify`): runs every registered day
//! of every year that has an input of the user's own (not the example's
//! copy) through `cargo aoc`, and checks every solution, canonical and
//! named, against the answers recorded in `input/YEAR/dayN.answers` (see
//! [`crate::years::answers`]). Days given by number are the current year's.
//!
//! A year other than the current one is made current while its days run,
//! and the runner is put back after (see [`crate::years::current`]).
//!
//! It prints one table (year, day, part, solution, answer, ✓/✗, time; a ✗
//! row shows the recorded answer beside the one computed) and fails when an
//! answer differs from the recorded one, or a part with a recorded answer
//! fails. A day without an answers file is reported, not failed.

use std::fmt::Write;
use std::path::Path;

use super::cargo_aoc::run_day;
use crate::years::answers;
use crate::years::calendar::Calendar;
use crate::years::current::Switched;

/// Runs `cargo xtask verify` with `args` (days of the current year; every
/// registered day of every year if none).
pub fn main(root: &Path, args: impl Iterator<Item = String>) -> Result<(), String> {
    let current = Calendar::read(root)?;
    let days: Vec<u8> = args
        .map(|day| current.parse_day(&day))
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
    let mut wrong = 0;
    for calendar in years {
        let year = calendar.year;
        let mut to_run = Vec::new();
        for &day in &calendar.days {
            let input = calendar.input(day);
            if !root.join(&input).exists() {
                notes.push(format!("{year} day {day}: no {input}, skipped"));
            } else if !calendar.has_own_input(root, day) {
                notes.push(format!(
                    "{year} day {day}: {input} is the example's copy, not your input: skipped"
                ));
            } else {
                to_run.push(day);
            }
        }
        if to_run.is_empty() {
            continue;
        }
        // Another year is current while its days run (a no-op for this one).
        let _switched = Switched::to(root, year)?;
        for day in to_run {
            let answers_path = calendar.answers(day);
            let answers = answers::read(root, &answers_path)?;
            if answers.is_none() {
                notes.push(format!(
                    "{year} day {day}: no answers recorded in {answers_path}"
                ));
            }
            for run in run_day(root, day, None)? {
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
    match wrong {
        0 => Ok(()),
        1 => Err("1 answer differs from the recorded one".to_owned()),
        n => Err(format!("{n} answers differ from the recorded ones")),
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
