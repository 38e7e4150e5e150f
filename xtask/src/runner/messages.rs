//! What the runner reports with `--message-format json`, one JSON object a
//! line (the `runner` crate's `message` module writes them and documents
//! every field), read back as data.

use std::time::Duration;

use anyhow::{Context, anyhow};
use layout::Part;
use serde_json::Value;

/// What one day's run reported: the input it ran on, and each solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DayReport {
    /// The input file the day ran on.
    pub file: String,
    /// What it is: `own`, `example`, `empty`, or `given` (`-i FILE`).
    pub state: String,
    /// Every solution's outcome, in the order the runner ran them.
    pub runs: Vec<Run>,
}

/// One solution's outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// The part.
    pub part: Part,
    /// The variant's name; `None` for the canonical solution.
    pub name: Option<String>,
    /// What it came to.
    pub outcome: Outcome,
    /// On one of the puzzle's examples, what its page says of the answer.
    pub page: Option<PageSays>,
}

/// What the puzzle's page says of an answer on one of its examples: the
/// runner's `page` (`right`, `wrong`, `shown`, `not shown`) and the
/// `sentence` it rests on, if there is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageSays {
    pub kind: String,
    pub sentence: Option<String>,
}

/// What a solution came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Its answer, the solver's time, and, for an answer of several lines,
    /// what its drawing reads as.
    Answer {
        answer: String,
        time: Duration,
        drawn: Option<Drawn>,
    },
    /// The generator failed: the input does not parse (the error says
    /// where).
    FailedGenerating(String),
    /// The solver failed.
    FailedRunning(String),
}

/// What an answer of several lines, a drawing of capital letters on a
/// screen, reads as: the runner's `letters`, or its `read` and `unread`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Drawn {
    /// The letters it reads as, which the site takes for it.
    Letters(String),
    /// It does not read as letters: what it reads as all the same (`?` for
    /// each shape that is none) and the runner's sentence of why, which
    /// says where.
    Unread { read: String, error: String },
}

impl Outcome {
    /// The answer as the site takes it: a drawing's letters where it reads
    /// as letters, any other answer as it is; `None` where the solver failed.
    pub fn as_sent(&self) -> Option<&str> {
        match self {
            Self::Answer {
                drawn: Some(Drawn::Letters(letters)),
                ..
            } => Some(letters),
            Self::Answer { answer, .. } => Some(answer),
            _ => None,
        }
    }

    /// True when the solver failed because the part is not written yet: the
    /// error is `aoc_common::NotSolved`'s sentence ("day 4 part 1 is not
    /// solved yet (…)"), which `just new` puts in every part (a test holds
    /// this to aoc-common's own text).
    pub fn not_solved(&self) -> bool {
        matches!(self, Self::FailedRunning(error) if layout::is_not_solved(error))
    }
}

impl DayReport {
    /// The report in the runner's output, `None` when it printed none (it
    /// did not run).
    pub fn read(output: &str) -> anyhow::Result<Option<Self>> {
        let mut report: Option<Self> = None;
        for line in output.lines().filter(|line| line.starts_with('{')) {
            let message: Value = serde_json::from_str(line)
                .with_context(|| format!("the runner printed a line that is not JSON: {line}"))?;
            let field = |name: &str| {
                message
                    .get(name)
                    .ok_or_else(|| anyhow!("the runner's message has no `{name}`: {line}"))
            };
            let text = |name: &str| -> anyhow::Result<String> {
                field(name)?
                    .as_str()
                    .map(str::to_owned)
                    .ok_or_else(|| anyhow!("the runner's `{name}` is not text: {line}"))
            };
            match field("reason")?.as_str() {
                Some("input") => {
                    report = Some(Self {
                        file: text("file")?,
                        state: text("state")?,
                        runs: Vec::new(),
                    });
                }
                Some("solution") => {
                    let part = field("part")?
                        .as_u64()
                        .and_then(|part| Part::from_number(u8::try_from(part).ok()?))
                        .ok_or_else(|| anyhow!("the runner's `part` is not 1 or 2: {line}"))?;
                    let name = field("name")?.as_str().map(str::to_owned);
                    let outcome = match message.get("failed").and_then(Value::as_str) {
                        Some("generating") => Outcome::FailedGenerating(text("error")?),
                        Some(_) => Outcome::FailedRunning(text("error")?),
                        None => Outcome::Answer {
                            answer: text("answer")?,
                            time: Duration::from_nanos(
                                field("runner_ns")?.as_u64().unwrap_or_default(),
                            ),
                            drawn: match (message.get("letters"), message.get("unread")) {
                                (Some(_), _) => Some(Drawn::Letters(text("letters")?)),
                                (None, Some(_)) => Some(Drawn::Unread {
                                    read: text("read")?,
                                    error: text("unread")?,
                                }),
                                (None, None) => None,
                            },
                        },
                    };
                    let page = message
                        .get("page")
                        .and_then(Value::as_str)
                        .map(|kind| PageSays {
                            kind: kind.to_owned(),
                            sentence: message
                                .get("sentence")
                                .and_then(Value::as_str)
                                .map(str::to_owned),
                        });
                    report
                        .as_mut()
                        .ok_or_else(|| {
                            anyhow!("the runner reported a solution before its input: {line}")
                        })?
                        .runs
                        .push(Run {
                            part,
                            name,
                            outcome,
                            page,
                        });
                }
                _ => {}
            }
        }
        Ok(report)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_part_not_written_yet_is_told_from_one_that_fails() {
        let sentence = aoc_common::NotSolved { day: 14, part: 2 }.to_string();
        assert!(Outcome::FailedRunning(sentence.clone()).not_solved());
        assert!(!Outcome::FailedGenerating(sentence).not_solved());
        assert!(!Outcome::FailedRunning("no answer: no board ever wins".into()).not_solved());
        assert!(!Outcome::FailedRunning("day 4 part 1 failed".into()).not_solved());
    }

    #[test]
    fn reads_answers_names_times_and_failures() {
        let output = concat!(
            r#"{"reason":"input","year":2021,"day":21,"file":"input/2021/day21.txt","state":"own"}"#,
            "\n",
            r##"{"reason":"solution","year":2021,"day":21,"part":2,"name":"table","answer":"#.\n.#","generator_ns":1100,"runner_ns":799100}"##,
            "\n",
            r#"{"reason":"solution","year":2021,"day":21,"part":1,"name":null,"failed":"generating","error":"line 2, column 29: expected a board position"}"#,
            "\n"
        );
        assert_eq!(
            DayReport::read(output).unwrap(),
            Some(DayReport {
                file: "input/2021/day21.txt".into(),
                state: "own".into(),
                runs: vec![
                    Run {
                        part: Part::Two,
                        name: Some("table".into()),
                        outcome: Outcome::Answer {
                            answer: "#.\n.#".into(),
                            time: Duration::from_nanos(799_100),
                            drawn: None,
                        },
                        page: None,
                    },
                    Run {
                        part: Part::One,
                        name: None,
                        outcome: Outcome::FailedGenerating(
                            "line 2, column 29: expected a board position".into()
                        ),
                        page: None,
                    },
                ],
            })
        );
        assert_eq!(DayReport::read("error: could not compile").unwrap(), None);
    }

    #[test]
    fn what_the_runner_writes_reads_back() {
        use runner::solution::{Outcome as Ran, Solution, Text};
        let never = |_: &Text| Ran::FailedRunning(String::new());
        let solution = Solution {
            day: 4,
            part: 2,
            name: Some("fast"),
            run: never,
        };
        let output = [
            runner::message::input(2026, 4, "input/2026/day4.txt", "example"),
            runner::message::solution(
                2026,
                &solution,
                &Ran::Answer {
                    answer: "a \"b\"\n\\c".into(),
                    generator: Duration::from_nanos(5),
                    runner: Duration::from_nanos(7),
                },
                Some(&layout::notes::Verdict::Wrong {
                    expected: "3".into(),
                    sentence: "It is 3.".into(),
                }),
            ),
            runner::message::solution(
                2026,
                &Solution {
                    name: None,
                    ..solution
                },
                &Ran::FailedRunning("day 4 part 2 is not solved yet".into()),
                None,
            ),
            runner::message::solution(
                2026,
                &Solution {
                    part: 1,
                    name: None,
                    ..solution
                },
                &Ran::Answer {
                    answer: HI.into(),
                    generator: Duration::from_nanos(5),
                    runner: Duration::from_nanos(7),
                },
                None,
            ),
        ]
        .join("\n");
        let report = DayReport::read(&output).unwrap().unwrap();
        assert_eq!(
            (report.file.as_str(), report.state.as_str()),
            ("input/2026/day4.txt", "example")
        );
        assert_eq!(
            report.runs,
            [
                Run {
                    part: Part::Two,
                    name: Some("fast".into()),
                    outcome: Outcome::Answer {
                        answer: "a \"b\"\n\\c".into(),
                        time: Duration::from_nanos(7),
                        drawn: Some(Drawn::Unread {
                            read: String::new(),
                            error: "line 1, column 3: expected 'a' (lit) or ' ' (unlit), found '\"': a screen has two characters".into()
                        }),
                    },
                    page: Some(PageSays {
                        kind: "wrong".into(),
                        sentence: Some("It is 3.".into())
                    }),
                },
                Run {
                    part: Part::Two,
                    name: None,
                    outcome: Outcome::FailedRunning("day 4 part 2 is not solved yet".into()),
                    page: None,
                },
                Run {
                    part: Part::One,
                    name: None,
                    outcome: Outcome::Answer {
                        answer: HI.into(),
                        time: Duration::from_nanos(7),
                        drawn: Some(Drawn::Letters("HI".into())),
                    },
                    page: None,
                }
            ]
        );
    }

    /// "HI" on the site's screen.
    const HI: &str = "#..#.###\n#..#..#.\n####..#.\n#..#..#.\n#..#..#.\n#..#.###";
}
