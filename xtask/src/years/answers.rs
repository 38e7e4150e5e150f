//! A day's recorded answers, `input/YYYY/dayN.answers`: what `just verify`
//! checks, and what the site commands record when the site shows an answer
//! as accepted.
//!
//! ```text
//! part1: 739785
//! part2: 444356092776315
//! ```

use std::fmt;
use std::path::Path;

use anyhow::{anyhow, bail};
use layout::{Day, Part};

use crate::files::{Lock, read_if_there, write};

/// The answers of parts 1 and 2, each where one is recorded.
pub type Answers = [Option<String>; 2];

/// What `dayN.answers` holds for the last day's second star, which has no
/// answer: the site gives it, once every other star of the year is in
/// (`part2: (the last star)`).
pub const LAST_STAR: &str = "(the last star)";

/// The answers recorded for `day` under `root`, or `None` when its file
/// does not exist.
pub fn read(root: &Path, day: Day) -> anyhow::Result<Option<Answers>> {
    let file = day.answers();
    let Some(text) = read_if_there(&root.join(&file))? else {
        return Ok(None);
    };
    parse_answers(&text)
        .map(Some)
        .map_err(|error| anyhow!("{file}: {error}"))
}

/// True when the answers recorded for `year` under `root` hold every star
/// of the year but the last day's second, the year's last star: then the
/// site shows that star's button, whatever a page stored earlier says.
pub fn last_star_waiting(root: &Path, year: u16) -> anyhow::Result<bool> {
    let mut stars = 0;
    let mut last_one = false;
    for day in Day::all_of(year) {
        let answers = read(root, day)?.unwrap_or_default();
        if day.is_last() {
            if answers[1].is_some() {
                return Ok(false);
            }
            last_one = answers[0].is_some();
        } else {
            stars += answers.iter().flatten().count();
        }
    }
    let others = 2 * (usize::from(layout::days_in(year)) - 1);
    Ok(last_one && stars == others)
}

/// The recorded answers of parts 1 and 2: lines `part1: ANSWER`, `part2:
/// ANSWER`, either may be missing; `#` starts a comment line. A multi-line
/// answer is written with `\n` between its lines.
pub fn parse_answers(text: &str) -> anyhow::Result<Answers> {
    let mut answers = [None, None];
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((part, answer)) = line
            .split_once(':')
            .and_then(|(part, answer)| Some((part.trim().parse::<Part>().ok()?, answer)))
        else {
            bail!(
                "line {}: expected \"part1: ANSWER\" or \"part2: ANSWER\", found {line:?}",
                number + 1
            );
        };
        answers[part.index()] = Some(answer.trim().replace("\\n", "\n"));
    }
    Ok(answers)
}

/// What [`record`] did.
#[cfg_attr(not(feature = "site"), allow(dead_code))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Recorded {
    /// The answer was written down.
    New {
        day: Day,
        part: Part,
        answer: String,
    },
    /// The same answer was there already.
    Already { day: Day, part: Part },
    /// Another answer is recorded for the part: left as it was.
    Differs {
        day: Day,
        part: Part,
        recorded: String,
        answer: String,
    },
}

impl fmt::Display for Recorded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::New { day, answer, .. } if answer == LAST_STAR => write!(
                f,
                "recorded the last star of {} in {}",
                day.year,
                day.answers()
            ),
            Self::New { day, part, answer } => write!(
                f,
                "recorded part {part}'s answer {answer} in {}: `just verify` checks it from now on",
                day.answers()
            ),
            Self::Already { day, part } => {
                write!(f, "part {part}'s answer is in {} already", day.answers())
            }
            Self::Differs {
                day,
                part,
                recorded,
                answer,
            } => write!(
                f,
                "{} records {recorded:?} for part {part}, not {answer:?}: left as it is; check it",
                day.answers()
            ),
        }
    }
}

/// Records `answer` as `part`'s accepted answer for `day`, unless one is
/// recorded already: under the day's lock (`_held`, which the caller took,
/// so that two commands recording at once both land), and written whole.
#[cfg_attr(not(feature = "site"), allow(dead_code))]
pub fn record(
    _held: &Lock,
    root: &Path,
    day: Day,
    part: Part,
    answer: &str,
) -> anyhow::Result<Recorded> {
    let path = root.join(day.answers());
    let text = read_if_there(&path)?.unwrap_or_default();
    let recorded = parse_answers(&text).map_err(|error| anyhow!("{}: {error}", day.answers()))?;
    let answer = answer.to_owned();
    Ok(match &recorded[part.index()] {
        Some(same) if *same == answer => Recorded::Already { day, part },
        Some(other) => Recorded::Differs {
            day,
            part,
            recorded: other.clone(),
            answer,
        },
        None => {
            let mut text = text;
            if !text.is_empty() && !text.ends_with('\n') {
                text.push('\n');
            }
            text.push_str(&format!("part{part}: {}\n", answer.replace('\n', "\\n")));
            write(&path, &text)?;
            Recorded::New { day, part, answer }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_files_name_each_part() {
        assert_eq!(
            parse_answers("# mine\npart1: 739785\n\npart2:  444356092776315 \n").unwrap(),
            [Some("739785".into()), Some("444356092776315".into())]
        );
        assert_eq!(
            parse_answers("part2: A\\nB\n").unwrap(),
            [None, Some("A\nB".into())]
        );
        assert_eq!(
            parse_answers("part1: 1\npart 2: 2\n")
                .unwrap_err()
                .to_string(),
            "line 2: expected \"part1: ANSWER\" or \"part2: ANSWER\", found \"part 2: 2\""
        );
    }

    #[test]
    fn the_last_star_waits_once_every_other_is_recorded() {
        let root = std::env::temp_dir().join(format!("xtask-last-star-{}", std::process::id()));
        let write_day = |number: u8, text: &str| {
            let day = Day::new(2026, number).unwrap();
            write(&root.join(day.answers()), text).unwrap();
        };
        for number in 1..12 {
            write_day(number, "part1: 1\npart2: 2\n");
        }
        assert!(
            !last_star_waiting(&root, 2026).unwrap(),
            "day 12 part 1 first"
        );
        write_day(12, "part1: 5\n");
        assert!(last_star_waiting(&root, 2026).unwrap());
        write_day(3, "part1: 1\n");
        assert!(
            !last_star_waiting(&root, 2026).unwrap(),
            "a star of day 3 missing"
        );
        write_day(3, "part1: 1\npart2: 2\n");
        write_day(12, &format!("part1: 5\npart2: {LAST_STAR}\n"));
        assert!(!last_star_waiting(&root, 2026).unwrap(), "it is in");
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn an_answer_is_recorded_once_and_never_over_another() {
        let root = std::env::temp_dir().join(format!("xtask-answers-{}", std::process::id()));
        let day = Day::new(2026, 4).unwrap();
        let lock = Lock::day(&root, day).unwrap();
        let record = |part, answer| record(&lock, &root, day, part, answer);
        let said = record(Part::Two, "12").unwrap();
        assert_eq!(
            said.to_string(),
            "recorded part 2's answer 12 in input/2026/day4.answers: `just verify` checks it from now on"
        );
        assert!(matches!(
            record(Part::Two, "12").unwrap(),
            Recorded::Already { .. }
        ));
        assert!(matches!(
            record(Part::Two, "13").unwrap(),
            Recorded::Differs { .. }
        ));
        record(Part::One, "3").unwrap();
        assert_eq!(
            read(&root, day).unwrap(),
            Some([Some("3".into()), Some("12".into())])
        );
        std::fs::remove_dir_all(&root).unwrap();
    }
}
