//! `cargo xtask verify [DAY…]` (`just verify`): runs every day of every year
//! through the runner and checks every solution, canonical and named,
//! against the answers recorded in `input/YEAR/dayN.answers` (see
//! [`crate::years::answers`]). Days given by number are the current year's.
//!
//! It prints one table (year, day, part, solution, answer, ✓/✗, time; a ✗
//! row shows the recorded answer beside the one computed), then a line for
//! each day it could not check. It fails when an answer differs from the
//! recorded one, a part with a recorded answer fails, a day does not
//! compile, a day's input does not parse (said once, with where), or a day
//! with recorded answers has lost its input (missing, empty, or the
//! example's copy): a lost input is never a skip. A day with neither answers
//! nor an input of its own is listed, not failed.

use std::fmt::Write;
use std::path::Path;

use anyhow::bail;
use layout::{Day, InputState};

use super::messages::Drawing;
use super::{DayRun, Outcome, Run, run_day};
use crate::flags;
use crate::years::answers;
use crate::years::calendar::Calendar;

/// The table's head, which `run-all` shares.
pub const HEAD: &str =
    "| year | day | part | solution | answer | ✓/✗ | time |\n|---:|---:|---:|---|---|---|---:|\n";

impl flags::Verify {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let current = Calendar::read(root)?;
        let days: Vec<Day> = if self.days.is_empty() {
            Calendar::all(root)?
                .into_iter()
                .flat_map(|calendar| calendar.days)
                .collect()
        } else {
            self.days
                .iter()
                .map(|&day| current.day_with_crate(root, day))
                .collect::<Result<_, _>>()?
        };
        let mut checked = Checked::default();
        for day in days {
            checked.day(root, day, day.year == current.year)?;
        }
        // No row: the notes say why, under no empty table.
        if checked.table != HEAD {
            print!("{}", checked.table);
        }
        for note in &checked.notes {
            println!("{note}");
        }
        if self.days.is_empty()
            && let Some(line) = without_a_crate(root)?
        {
            println!("{line}");
        }
        checked.end()
    }
}

/// What verify has checked so far: the table, the notes under it, and
/// the answers wrong, the days that could not be checked and the parts not
/// solved here yet.
struct Checked {
    table: String,
    notes: Vec<String>,
    wrong: usize,
    failed: usize,
    unsolved: usize,
}

impl Default for Checked {
    fn default() -> Self {
        Self {
            table: String::from(HEAD),
            notes: Vec::new(),
            wrong: 0,
            failed: 0,
            unsolved: 0,
        }
    }
}

impl Checked {
    /// Checks `day` (of the current year where `current`): its input, its
    /// build, its input's parse, then each solution against the answer
    /// recorded.
    fn day(&mut self, root: &Path, day: Day, current: bool) -> anyhow::Result<()> {
        let Day { year, day: number } = day;
        let input = day.input();
        let answers_file = day.answers();
        let answers = answers::read(root, day)?;
        let lost = match InputState::read(root, day) {
            InputState::Own => None,
            InputState::Missing => Some("is missing"),
            InputState::Empty => Some("is empty"),
            InputState::Example => Some("is the example's copy"),
        };
        match (lost, &answers) {
            (Some(lost), Some(_)) => {
                self.failed += 1;
                self.notes.push(format!(
                    "✗ {year} day {number}: {answers_file} records answers, but {input} {lost}: \
                     `just fetch {number}` downloads your input again (in {year}), or paste it there"
                ));
                return Ok(());
            }
            (Some(lost), None) => {
                self.notes.push(format!(
                    "{year} day {number}: {input} {lost}, and no answers are recorded: nothing to check"
                ));
                return Ok(());
            }
            (None, None) => self.notes.push(format!(
                "{year} day {number}: no answers recorded in {answers_file}"
            )),
            (None, Some(_)) => {}
        }
        let report = match run_day(root, day, None, current)? {
            DayRun::Ran(report) => report,
            DayRun::DoesNotCompile(sentence) => {
                self.failed += 1;
                self.notes.push(format!("✗ {sentence}"));
                return Ok(());
            }
        };
        if let Some(error) = does_not_parse(&report.runs) {
            self.failed += 1;
            self.notes.push(format!(
                "✗ {year} day {number}: {input} does not parse: {}",
                error.replace('\n', " ")
            ));
            return Ok(());
        }
        for run in report.runs {
            let (shown, mark) = verdict(&run.outcome, recorded(day, answers.as_ref(), &run));
            match mark {
                WRONG => self.wrong += 1,
                NOT_SOLVED => self.unsolved += 1,
                _ => {}
            }
            let _ = writeln!(self.table, "{}", row(day, &run, &shown, mark));
        }
        Ok(())
    }

    /// The closing lines: the parts not solved here yet, and an error
    /// naming what failed, if anything did.
    fn end(self) -> anyhow::Result<()> {
        match self.unsolved {
            0 => {}
            1 => println!(
                "{NOT_SOLVED} 1 part with a recorded answer is not solved here yet: nothing to check"
            ),
            n => println!(
                "{NOT_SOLVED} {n} parts with a recorded answer are not solved here yet: nothing to check"
            ),
        }
        let mut problems = Vec::new();
        match self.wrong {
            0 => {}
            1 => problems.push("1 answer differs from the recorded one".to_owned()),
            n => problems.push(format!("{n} answers differ from the recorded ones")),
        }
        match self.failed {
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

/// One line on the answers kept for days with no crate (`just fetch all`
/// keeps every answer the site shows), which nothing checks until the day
/// has a crate; none where there are none.
fn without_a_crate(root: &Path) -> anyhow::Result<Option<String>> {
    let mut days: Vec<Day> = Vec::new();
    let mut kept = 0;
    let Ok(years) = std::fs::read_dir(root.join("input")) else {
        return Ok(None);
    };
    for year in years.flatten() {
        let Some(year) = year
            .file_name()
            .to_str()
            .and_then(|name| name.parse::<u16>().ok())
        else {
            continue;
        };
        let calendar = Calendar::of(root, year)?;
        for day in Day::all_of(year) {
            if calendar.has_crate(root, day) {
                continue;
            }
            if let Some(answers) = answers::read(root, day)? {
                let count = answers
                    .iter()
                    .flatten()
                    .filter(|answer| *answer != answers::LAST_STAR)
                    .count();
                if count > 0 {
                    kept += count;
                    days.push(day);
                }
            }
        }
    }
    let Some(first) = days.first() else {
        return Ok(None);
    };
    let (answers, them) = match kept {
        1 => ("1 answer".to_owned(), "it"),
        kept => (format!("{kept} answers"), "them"),
    };
    let (of_days, more) = match days.len() {
        1 => ("1 day".to_owned(), String::new()),
        count => (format!("{count} days"), format!(", and {} more", count - 1)),
    };
    Ok(Some(format!(
        "{answers} kept for {of_days} with no crate ({first}{more}): nothing checks {them} until `just new` adds the day"
    )))
}

/// The error of a day whose input does not parse: every solution failed
/// while generating (the canonical generator is every solution's).
pub fn does_not_parse(runs: &[Run]) -> Option<&str> {
    let mut errors = runs.iter().map(|run| match &run.outcome {
        Outcome::FailedGenerating(error) => Some(error.as_str()),
        _ => None,
    });
    let first = errors.next()??;
    errors.all(|error| error.is_some()).then_some(first)
}

/// A row of the table: `shown` is the answer (or the failure) as shown,
/// `mark` ✓, ✗ or nothing.
pub fn row(day: Day, run: &Run, shown: &str, mark: &str) -> String {
    let name = run.name.as_deref().unwrap_or("(canonical)");
    let time = match &run.outcome {
        Outcome::Answer { runner, .. } => format!("{runner:?}"),
        _ => String::new(),
    };
    format!(
        "| {} | {} | {} | {name} | {shown} | {mark} | {time} |",
        day.year, day.day, run.part
    )
}

/// The answer `answers` (the day's recorded ones) hold for `run`'s part;
/// none for the last day's second star, which has no answer to check.
pub fn recorded<'a>(
    day: Day,
    answers: Option<&'a [Option<String>; 2]>,
    run: &Run,
) -> Option<&'a str> {
    answers
        .and_then(|answers| answers[run.part.index()].as_deref())
        .filter(|_| day.puzzles().contains(&run.part))
}

/// The mark of an answer that is not the recorded one.
pub const WRONG: &str = "✗";

/// The mark of a part not solved yet whose answer is recorded (solved on the
/// site, or by an earlier solution): nothing to check, nothing wrong.
pub const NOT_SOLVED: &str = "–";

/// What the table shows for an outcome, and ✓, ✗, – (not solved yet) or
/// nothing. A ✗ shows the recorded answer after the computed one. An
/// answer drawn on a screen is shown, and checked, as the letters it reads
/// as: a day recorded as `EHZRUKFL` is right when its part returns the
/// drawing of those letters (or the recorded answer is the drawing itself).
pub fn verdict(outcome: &Outcome, expected: Option<&str>) -> (String, &'static str) {
    let quoted = |answer: &str| format!("`{}`", answer.replace('\n', "\\n"));
    let shown = match outcome {
        Outcome::Answer {
            drawn: Some(Drawing::Letters(letters)),
            ..
        } => format!("`{letters}` (read off its drawing)"),
        Outcome::Answer {
            drawn: Some(Drawing::Unread { error, .. }),
            ..
        } => format!("a drawing that does not read as letters: {error}"),
        Outcome::Answer { answer, .. } => quoted(answer),
        Outcome::NotSolved(_) => layout::NOT_SOLVED_YET.to_owned(),
        Outcome::FailedGenerating(error) | Outcome::FailedRunning(error) => {
            format!("FAILED: {}", error.replace('\n', " "))
        }
    };
    match (outcome, expected) {
        (_, None) => (shown, ""),
        (Outcome::NotSolved(_), Some(expected)) => (
            format!("{shown}, recorded {}", quoted(expected)),
            NOT_SOLVED,
        ),
        (Outcome::Answer { answer, .. }, Some(expected))
            if answer == expected || outcome.as_sent() == Some(expected) =>
        {
            (shown, "✓")
        }
        (_, Some(expected)) => (format!("{shown}, recorded {}", quoted(expected)), WRONG),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn answer(text: &str) -> Outcome {
        Outcome::answer(
            text.to_owned(),
            Duration::from_micros(1),
            Duration::from_micros(3),
        )
    }

    #[test]
    fn a_drawing_is_checked_as_its_letters() {
        let drawing = "#..#\n####\n#..#";
        let drawn = |drawn| Outcome::Answer {
            answer: drawing.to_owned(),
            generator: Duration::from_micros(1),
            runner: Duration::from_micros(3),
            drawn: Some(drawn),
        };
        let letters = drawn(Drawing::Letters("H".into()));
        assert_eq!(
            verdict(&letters, Some("H")),
            ("`H` (read off its drawing)".into(), "✓")
        );
        assert_eq!(verdict(&letters, Some(drawing)).1, "✓");
        assert_eq!(
            verdict(&letters, Some("A")),
            ("`H` (read off its drawing), recorded `A`".into(), "✗")
        );
        let unread = drawn(Drawing::Unread {
            read: "?".into(),
            error: "line 1, column 1: expected a capital letter".into(),
        });
        assert_eq!(
            verdict(&unread, Some("H")),
            (
                "a drawing that does not read as letters: line 1, column 1: expected a capital letter, recorded `H`"
                    .into(),
                "✗"
            )
        );
    }

    #[test]
    fn only_a_recorded_answer_is_judged() {
        assert_eq!(verdict(&answer("7"), Some("7")), ("`7`".into(), "✓"));
        assert_eq!(
            verdict(&answer("8"), Some("7")),
            ("`8`, recorded `7`".into(), "✗")
        );
        assert_eq!(
            verdict(&Outcome::FailedRunning("no".into()), Some("7")),
            ("FAILED: no, recorded `7`".into(), "✗")
        );
        assert_eq!(verdict(&answer("8"), None), ("`8`".into(), ""));
        let unsolved = Outcome::NotSolved(aoc_common::NotSolved { day: 4, part: 1 }.to_string());
        assert_eq!(
            verdict(&unsolved, Some("7")),
            ("not solved yet, recorded `7`".into(), NOT_SOLVED)
        );
        assert_eq!(verdict(&unsolved, None), ("not solved yet".into(), ""));
        // Only a part that says it is not written yet is: the sentence
        // alone, in a failure, is a failure.
        let said = Outcome::FailedRunning(aoc_common::NotSolved { day: 4, part: 1 }.to_string());
        assert_eq!(verdict(&said, Some("7")).1, WRONG);
    }

    #[test]
    fn an_input_that_does_not_parse_is_said_once() {
        let run = |part, outcome| Run {
            year: 2021,
            day: 4,
            part,
            name: None,
            outcome,
            page: None,
        };
        let bad = Outcome::FailedGenerating("line 2, column 3: expected".into());
        assert_eq!(
            does_not_parse(&[
                run(layout::Part::One, bad.clone()),
                run(layout::Part::Two, bad)
            ]),
            Some("line 2, column 3: expected")
        );
        assert_eq!(
            does_not_parse(&[run(layout::Part::One, Outcome::FailedRunning("no".into()))]),
            None
        );
        assert_eq!(does_not_parse(&[]), None);
    }

    #[test]
    fn answers_kept_for_days_with_no_crate_are_one_line() {
        let root = std::env::temp_dir().join(format!("xtask-kept-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let write = |path: &str, text: &str| {
            let path = root.join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        };
        write(
            "Cargo.toml",
            "[features]\ndefault = [\"year2021\"]\nyear2021 = [\"cargo-aoc\", \"day01\"]\nday01 = [\"dep:day01\"]\n",
        );
        write("crates/day01/src/lib.rs", "");
        write("input/2021/day1.answers", "part1: 3\n");
        assert_eq!(without_a_crate(&root).unwrap(), None, "day 1 has a crate");
        write("input/2015/day1.answers", "part1: 74\npart2: 1795\n");
        write(
            "input/2021/day25.answers",
            "part1: 58\npart2: (the last star)\n",
        );
        assert_eq!(
            without_a_crate(&root).unwrap().as_deref(),
            Some(
                "3 answers kept for 2 days with no crate (day 1 of 2015, and 1 more): nothing checks them until `just new` adds the day"
            )
        );
        std::fs::remove_dir_all(&root).unwrap();
    }
}
