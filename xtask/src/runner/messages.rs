//! What the runner reports with `--message-format json`, one JSON object a
//! line, read back as the runner's own typed messages: the `runner` crate's
//! `message` module writes them, documents every field, and is what reads
//! them here, so that the two sides share one type and neither spells a
//! field.

use anyhow::{Context, anyhow};
pub use runner::drawing::Drawing;
use runner::message::Message;
pub use runner::message::{RanOn, Run};
pub use runner::solution::Outcome;

/// What one day's run reported: the input it ran on, and each solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DayReport {
    /// The input file the day ran on.
    pub file: String,
    /// What it is: the day's own input (its state) or a file given.
    pub state: RanOn,
    /// Every solution's outcome, in the order the runner ran them.
    pub runs: Vec<Run>,
}

impl DayReport {
    /// The report in the runner's output, `None` when it printed none (it
    /// did not run).
    pub fn read(output: &str) -> anyhow::Result<Option<Self>> {
        let mut report: Option<Self> = None;
        // A line that is no JSON object is the solution's own print (a
        // number, a map's `{:?}`), and no message.
        let messages = output.lines().filter(|line| {
            matches!(
                serde_json::from_str::<serde_json::Value>(line),
                Ok(serde_json::Value::Object(_))
            )
        });
        for line in messages {
            let message = Message::read(line).with_context(|| {
                format!("the runner printed a line that is not one of its messages: {line}")
            })?;
            match message {
                Message::Input(input) => {
                    report = Some(Self {
                        file: input.file,
                        state: input.state,
                        runs: Vec::new(),
                    });
                }
                Message::Solution(run) => report
                    .as_mut()
                    .ok_or_else(|| {
                        anyhow!("the runner reported a solution before its input: {line}")
                    })?
                    .runs
                    .push(run),
                Message::Other => {}
            }
        }
        Ok(report)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use layout::{InputState, Part};
    use runner::message::{self, PageKind, PageSays};
    use std::time::Duration;

    #[test]
    fn reads_answers_names_times_and_failures() {
        let output = concat!(
            r#"{"reason":"input","year":2021,"day":21,"file":"input/2021/day21.txt","state":"own"}"#,
            "\n",
            "a line the solution printed\n",
            "{1: 2, 3: 4}\n42\n",
            r##"{"reason":"solution","year":2021,"day":21,"part":2,"name":"table","answer":"#.\n.#","generator_ns":1100,"runner_ns":799100}"##,
            "\n",
            r#"{"reason":"solution","year":2021,"day":21,"part":1,"name":null,"failed":"generating","error":"line 2, column 29: expected a board position"}"#,
            "\n"
        );
        let run = |part, name: Option<&str>, outcome| Run {
            year: 2021,
            day: 21,
            part,
            name: name.map(str::to_owned),
            outcome,
            page: None,
        };
        assert_eq!(
            DayReport::read(output).unwrap(),
            Some(DayReport {
                file: "input/2021/day21.txt".into(),
                state: RanOn::Day(InputState::Own),
                runs: vec![
                    run(
                        Part::Two,
                        Some("table"),
                        Outcome::Answer {
                            answer: "#.\n.#".into(),
                            generator: Duration::from_nanos(1100),
                            runner: Duration::from_nanos(799_100),
                            drawn: None,
                        }
                    ),
                    run(
                        Part::One,
                        None,
                        Outcome::FailedGenerating(
                            "line 2, column 29: expected a board position".into()
                        )
                    ),
                ],
            })
        );
        assert_eq!(DayReport::read("error: could not compile").unwrap(), None);
        assert!(DayReport::read(r#"{"reason":"solution","year":2021}"#).is_err());
    }

    /// What the runner writes, with its own code, is what the tools read:
    /// the same typed values, a part not written yet among them.
    #[test]
    fn what_the_runner_writes_reads_back_as_the_same_values() {
        let input = message::Input {
            year: 2026,
            day: 4,
            file: "input/2026/day4.txt".into(),
            state: RanOn::Day(InputState::Example),
        };
        let run = |part, name: Option<&str>, outcome, page| Run {
            year: 2026,
            day: 4,
            part,
            name: name.map(str::to_owned),
            outcome,
            page,
        };
        let wrong = layout::notes::Verdict::Wrong {
            expected: "3".into(),
            sentence: "It is 3.".into(),
        };
        let time = Duration::from_nanos;
        let runs = vec![
            run(
                Part::Two,
                Some("fast"),
                Outcome::answer("a \"b\"\n\\c".into(), time(5), time(7)),
                Some(PageSays::of(&wrong)),
            ),
            run(
                Part::Two,
                None,
                Outcome::NotSolved(aoc_common::NotSolved { day: 4, part: 2 }.to_string()),
                None,
            ),
            run(
                Part::One,
                None,
                Outcome::answer(HI.into(), time(5), time(7)),
                None,
            ),
            run(
                Part::One,
                Some("slow"),
                Outcome::FailedRunning("no answer: no board ever wins".into()),
                None,
            ),
        ];
        let mut output = Message::Input(input.clone()).line().unwrap() + "\n";
        for run in &runs {
            output += &(Message::Solution(run.clone()).line().unwrap() + "\n");
        }
        let report = DayReport::read(&output).unwrap().unwrap();
        assert_eq!(
            report,
            DayReport {
                file: input.file,
                state: input.state,
                runs: runs.clone(),
            }
        );
        // What each was read as, by what the tools ask of it.
        assert!(matches!(
            report.runs[0].outcome,
            Outcome::Answer {
                drawn: Some(Drawing::Unread { .. }),
                ..
            }
        ));
        assert_eq!(
            report.runs[0].page.as_ref().map(|page| page.kind),
            Some(PageKind::Wrong)
        );
        assert!(matches!(report.runs[1].outcome, Outcome::NotSolved(_)));
        assert!(report.runs[1].outcome.passes() && !report.runs[3].outcome.passes());
        assert_eq!(report.runs[2].outcome.as_sent(), Some("HI"));
    }

    /// "HI" on the site's screen.
    const HI: &str = "#..#.###\n#..#..#.\n####..#.\n#..#..#.\n#..#..#.\n#..#.###";
}
