//! `cargo xtask verify [DAY…]` (`just verify`): runs every registered day that
//! has an input of the user's own (not the example's copy) through `cargo aoc`
//! and checks every solution, canonical and named, against the answers
//! recorded in `input/YEAR/dayN.answers`:
//!
//! ```text
//! part1: 739785
//! part2: 444356092776315
//! ```
//!
//! It prints one table (day, part, solution, answer, ✓/✗, time; a ✗ row
//! shows the recorded answer beside the one computed) and fails when an
//! answer differs from the recorded one, or a part with a recorded answer
//! fails. A day without an answers file is reported, not failed.

use std::fmt::Write;
use std::fs;
use std::path::Path;
use std::process::Command;

use crate::calendar::Calendar;

/// One solution's line in cargo-aoc's output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// 1 or 2.
    pub part: u8,
    /// The variant's name; `None` for the canonical solution.
    pub name: Option<String>,
    /// The answer printed, or the error for a failed part.
    pub outcome: Result<String, String>,
    /// The runner's time as cargo-aoc prints it (e.g. `2.474µs`).
    pub time: String,
}

/// Runs `cargo xtask verify` with `args` (days; every registered day if none).
pub fn main(root: &Path, args: impl Iterator<Item = String>) -> Result<(), String> {
    let calendar = Calendar::read(root)?;
    let mut days: Vec<u8> = args
        .map(|day| calendar.parse_day(&day))
        .collect::<Result<_, _>>()?;
    if days.is_empty() {
        days.clone_from(&calendar.days);
    }
    let mut table = String::from(
        "| day | part | solution | answer | ✓/✗ | time |\n|---:|---:|---|---|---|---:|\n",
    );
    let mut notes = Vec::new();
    let mut wrong = 0;
    for day in days {
        let input_path = calendar.input(day);
        let input = root.join(&input_path);
        if !input.exists() {
            notes.push(format!("day {day}: no {input_path}, skipped"));
            continue;
        }
        if is_example_copy(root, day, &input) {
            notes.push(format!(
                "day {day}: {input_path} is the example's copy, not your input: skipped"
            ));
            continue;
        }
        let answers_path = calendar.answers(day);
        let answers = match fs::read_to_string(root.join(&answers_path)) {
            Ok(text) => {
                Some(parse_answers(&text).map_err(|error| format!("{answers_path}: {error}"))?)
            }
            Err(_) => {
                notes.push(format!("day {day}: no answers recorded in {answers_path}"));
                None
            }
        };
        let runs = run_day(root, day)?;
        if runs.is_empty() {
            notes.push(format!("day {day}: cargo aoc printed no answers"));
        }
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
                "| {day} | {} | {name} | {shown} | {mark} | {} |",
                run.part, run.time
            );
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

/// True when `input` is the build's copy of the day's example (or empty, as
/// the copy of a fresh day's empty example is), not an input of the user's.
pub fn is_example_copy(root: &Path, day: u8, input: &Path) -> bool {
    let example = fs::read(root.join(format!("crates/day{day:02}/example.txt")));
    fs::read(input)
        .is_ok_and(|text| text.is_empty() || example.is_ok_and(|example| example == text))
}

/// The recorded answers of parts 1 and 2: lines `part1: ANSWER`, `part2:
/// ANSWER`, either may be missing; `#` starts a comment line. A multi-line
/// answer is written with `\n` between its lines.
pub fn parse_answers(text: &str) -> Result<[Option<String>; 2], String> {
    let mut answers = [None, None];
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (part, answer) = line
            .split_once(':')
            .and_then(|(part, answer)| {
                Some((
                    ["part1", "part2"].iter().position(|p| *p == part.trim())?,
                    answer,
                ))
            })
            .ok_or_else(|| {
                format!(
                    "line {}: expected \"part1: ANSWER\" or \"part2: ANSWER\", found {line:?}",
                    number + 1
                )
            })?;
        answers[part] = Some(answer.trim().replace("\\n", "\n"));
    }
    Ok(answers)
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

/// Runs `cargo aoc -d DAY` and reads every solution's outcome.
fn run_day(root: &Path, day: u8) -> Result<Vec<Run>, String> {
    let output = Command::new("cargo")
        .args(["aoc", "-d", &day.to_string()])
        .current_dir(root)
        .output()
        .map_err(|error| format!("cannot run cargo aoc: {error}"))?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let runs = parse_output(day, &format!("{stdout}\n{stderr}"));
    if runs.is_empty() && !output.status.success() {
        return Err(format!("cargo aoc -d {day} failed:\n{stderr}"));
    }
    Ok(runs)
}

/// Every solution's outcome in cargo-aoc's output for `day`:
///
/// ```text
/// Day 21 - Part 2 - table : 444356092776315
///     generator: 1.1µs,
///     runner: 799.1µs
///
/// Day 4 - Part 1 : FAILED while running :
/// day 4 part 1 is not solved yet (crates/day04/src/lib.rs)
/// ```
pub fn parse_output(day: u8, output: &str) -> Vec<Run> {
    let prefix = format!("Day {day} - Part ");
    let mut runs = Vec::new();
    let mut lines = output.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(rest) = line.strip_prefix(&prefix) else {
            continue;
        };
        let Some((title, first)) = rest.split_once(" : ") else {
            continue;
        };
        let (part, name) = match title.split_once(" - ") {
            Some((part, name)) => (part, Some(name.to_owned())),
            None => (title, None),
        };
        let Some(part) = part.parse().ok().filter(|part| [1, 2].contains(part)) else {
            continue;
        };
        // The rest of the answer or error: up to the timings or a blank line.
        let mut body = vec![first];
        while let Some(next) =
            lines.next_if(|next| !next.trim().is_empty() && !next.starts_with('\t'))
        {
            body.push(next);
        }
        let mut time = String::new();
        while let Some(next) = lines.next_if(|next| next.starts_with('\t')) {
            if let Some(runner) = next.trim().strip_prefix("runner: ") {
                time = runner.trim_end_matches(',').to_owned();
            }
        }
        let outcome = if first.starts_with("FAILED") {
            Err(body[1..].join("\n"))
        } else {
            Ok(body.join("\n").trim_matches('\n').to_owned())
        };
        runs.push(Run {
            part,
            name,
            outcome,
            time,
        });
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    const OUTPUT: &str = "AOC 2021
Day 21 - Part 1 : 739785
\tgenerator: 5.858µs,
\trunner: 2.474µs

Day 21 - Part 2 - table : 444356092776315
\tgenerator: 1.1µs,
\trunner: 799.1µs

Day 21 - Part 2 : FAILED while running :
line 2, column 29: expected a board position from 1 to 10, found \"11\"

Day 13 - Part 1 : 17
";

    #[test]
    fn reads_answers_names_times_and_failures() {
        let runs = parse_output(21, OUTPUT);
        assert_eq!(
            runs,
            [
                Run {
                    part: 1,
                    name: None,
                    outcome: Ok("739785".into()),
                    time: "2.474µs".into()
                },
                Run {
                    part: 2,
                    name: Some("table".into()),
                    outcome: Ok("444356092776315".into()),
                    time: "799.1µs".into(),
                },
                Run {
                    part: 2,
                    name: None,
                    outcome: Err(
                        "line 2, column 29: expected a board position from 1 to 10, found \"11\""
                            .into()
                    ),
                    time: String::new(),
                },
            ]
        );
    }

    #[test]
    fn a_multi_line_answer_is_kept_whole() {
        let output = "Day 13 - Part 2 : \n#..#\n####\n\tgenerator: 1µs,\n\trunner: 2µs\n";
        let runs = parse_output(13, output);
        assert_eq!(runs[0].outcome, Ok("#..#\n####".to_owned()));
        assert_eq!(runs[0].time, "2µs");
    }

    #[test]
    fn answers_files_name_each_part() {
        assert_eq!(
            parse_answers("# mine\npart1: 739785\n\npart2:  444356092776315 \n"),
            Ok([Some("739785".into()), Some("444356092776315".into())])
        );
        assert_eq!(
            parse_answers("part2: A\\nB\n"),
            Ok([None, Some("A\nB".into())])
        );
        assert_eq!(
            parse_answers("part1: 1\npart 2: 2\n"),
            Err(
                "line 2: expected \"part1: ANSWER\" or \"part2: ANSWER\", found \"part 2: 2\""
                    .into()
            )
        );
    }

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
