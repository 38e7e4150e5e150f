//! What the runner found, as data for the tools: with `--message-format
//! json` it prints one JSON object per line on stdout instead of the text
//! for people, as cargo does with the same option. `cargo xtask verify`,
//! `submit` and `run-all` read these and never the text.
//!
//! ```text
//! {"reason":"input","year":2021,"day":21,"file":"input/2021/day21.txt","state":"own"}
//! {"reason":"solution","year":2021,"day":21,"part":2,"name":"table","answer":"444356092776315","generator_ns":1100,"runner_ns":799100}
//! {"reason":"solution","year":2021,"day":21,"part":1,"name":null,"failed":"generating","error":"line 2, column 29: …"}
//! {"reason":"solution","year":2026,"day":4,"part":2,"name":null,"failed":"running","error":"day 4 part 2 is not solved yet (…)","not_solved":true}
//! ```
//!
//! - `input`: which file a day ran on, and what it is (`own`, `example`,
//!   `empty`, or `given` for `-i FILE`).
//! - `solution`: one solution's outcome: its part, its name (`null` for the
//!   canonical one), and either its `answer` with the generator's and the
//!   solver's times in nanoseconds, or `failed` (`generating`: the input did
//!   not parse; `running`: the solver failed) with the `error` as cargo-aoc
//!   prints it. A part not written yet (it returned aoc-common's
//!   `NotSolved`, which fails nothing) is `failed` while `running` with its
//!   sentence as the `error`, as any failure, and says so as data:
//!   `not_solved` is `true` (and absent on every other line). An answer of
//!   several lines is a drawing of capital letters on a screen (see
//!   [`crate::drawing`]): it also carries the `letters` it reads as, which
//!   the tools send and check instead of the drawing, or, where it does not
//!   read as letters, what it `read` as all the same (`?` for each shape
//!   that is no letter) and the `unread` error's sentence, which says
//!   where. A run on one of the puzzle's examples (its input is one the
//!   tools kept the page's notes of, see `layout::notes`) also says what
//!   the page shows of the output: `page` is `right` (the answer
//!   the tools are sure of), `wrong` (it differs from that answer), `shown`
//!   (one of the values the page shows for the example) or `not shown`,
//!   with the `sentence` of the page it rests on where there is one.
//!
//! ```text
//! {"reason":"solution","year":2021,"day":4,"part":1,"name":null,"answer":"4512","generator_ns":900,"runner_ns":5100,"page":"shown","sentence":"To get the final score, 188 * 24 = 4512."}
//! {"reason":"solution","year":2022,"day":10,"part":2,"name":null,"answer":"#..#.###\n…","generator_ns":800,"runner_ns":3000,"letters":"HI"}
//! {"reason":"solution","year":2022,"day":10,"part":2,"name":null,"answer":"#..#.###\n…","generator_ns":800,"runner_ns":3000,"read":"?I","unread":"line 1, column 1: …"}
//! ```
//!
//! Each line is one [`Message`], written and read by serde: the runner
//! writes it ([`Message::line`]) and the tools read it back
//! ([`Message::read`]) as the same typed values, so neither side spells a
//! field. A line of a `reason` a reader does not know is
//! [`Message::Other`], for a reader to pass over.

use std::time::Duration;

use layout::notes::Verdict;
use layout::{InputState, Part};
use serde::{Deserialize, Serialize};

use crate::drawing::Drawing;
use crate::solution::Outcome;

/// One line of the runner's JSON, by its `reason`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Message {
    /// `input`: which file a day ran on, and what it is.
    Input(Input),
    /// `solution`: one solution's outcome.
    Solution(Run),
    /// A line of a `reason` this reader does not know.
    #[serde(other)]
    Other,
}

/// Which file a day ran on, and what it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Input {
    /// The year.
    pub year: u16,
    /// The day.
    pub day: u8,
    /// The file, as the runner was given it or found it
    /// (`input/2021/day21.txt`).
    pub file: String,
    /// What the file is.
    pub state: RanOn,
}

/// What a day ran on: its own input file and what stands there, or a file
/// given with `-i FILE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "StateWord", from = "StateWord")]
pub enum RanOn {
    /// The day's own file, `input/YEAR/dayN.txt`: `own`, `example` (the
    /// example's copy) or `empty`.
    Day(InputState),
    /// A file given with `-i FILE`: `given`.
    Given,
}

/// [`RanOn`] as the line says it: `state`'s words.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum StateWord {
    Own,
    Example,
    Empty,
    Given,
    /// Never written: a day whose input is missing does not run.
    Missing,
}

impl From<RanOn> for StateWord {
    fn from(ran_on: RanOn) -> Self {
        match ran_on {
            RanOn::Day(InputState::Own) => Self::Own,
            RanOn::Day(InputState::Example) => Self::Example,
            RanOn::Day(InputState::Empty) => Self::Empty,
            RanOn::Day(InputState::Missing) => Self::Missing,
            RanOn::Given => Self::Given,
        }
    }
}

impl From<StateWord> for RanOn {
    fn from(word: StateWord) -> Self {
        match word {
            StateWord::Own => Self::Day(InputState::Own),
            StateWord::Example => Self::Day(InputState::Example),
            StateWord::Empty => Self::Day(InputState::Empty),
            StateWord::Missing => Self::Day(InputState::Missing),
            StateWord::Given => Self::Given,
        }
    }
}

/// One solution's outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Run {
    /// The year.
    pub year: u16,
    /// The day.
    pub day: u8,
    /// The part, a number on the line.
    #[serde(with = "part_number")]
    pub part: Part,
    /// The variant's name; `None` (`null`) for the canonical solution.
    pub name: Option<String>,
    /// What it came to.
    #[serde(flatten)]
    pub outcome: Outcome,
    /// On one of the puzzle's examples, what its page shows of the answer.
    #[serde(flatten)]
    pub page: Option<PageSays>,
}

/// What the puzzle's page shows of an answer on one of its examples: the
/// line's `page` and the `sentence` it rests on, if there is one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PageSays {
    /// What the page shows of it.
    #[serde(rename = "page")]
    pub kind: PageKind,
    /// The page's sentence it rests on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sentence: Option<String>,
}

/// What the page shows of an answer on one of its examples
/// (`layout::notes::Verdict`, without what the page shows).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PageKind {
    /// `right`: the answer the tools are sure of.
    Right,
    /// `wrong`: it differs from that answer.
    Wrong,
    /// `shown`: one of the values the page shows for the example.
    Shown,
    /// `not shown`: none of them.
    #[serde(rename = "not shown")]
    NotShown,
}

impl PageSays {
    /// What `verdict` says, on the line.
    pub fn of(verdict: &Verdict) -> Self {
        let kind = match verdict {
            Verdict::Right { .. } => PageKind::Right,
            Verdict::Wrong { .. } => PageKind::Wrong,
            Verdict::Shown { .. } => PageKind::Shown,
            Verdict::NotShown { .. } => PageKind::NotShown,
        };
        Self {
            kind,
            sentence: verdict.sentence().map(str::to_owned),
        }
    }
}

impl Message {
    /// The message as its line of JSON (without the newline).
    pub fn line(&self) -> serde_json::Result<String> {
        serde_json::to_string(self)
    }

    /// The message on `line`, a line the runner printed.
    pub fn read(line: &str) -> serde_json::Result<Self> {
        serde_json::from_str(line)
    }
}

/// A [`Part`] as the line says it: 1 or 2.
mod part_number {
    use layout::Part;
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(part: &Part, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(part.number())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Part, D::Error> {
        let number = u8::deserialize(deserializer)?;
        Part::from_number(number)
            .ok_or_else(|| D::Error::custom(format!("part {number} is not 1 or 2")))
    }
}

/// An [`Outcome`]'s fields on the line, each there only where it applies:
/// `answer` with `generator_ns`, `runner_ns` and a drawing's `letters` (or
/// `read` and `unread`), or `failed` with `error` (and `not_solved`).
#[derive(Clone, Default, Serialize, Deserialize)]
pub(crate) struct OutcomeFields {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    answer: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    generator_ns: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    runner_ns: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    letters: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    read: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    unread: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    failed: Option<Stage>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    not_solved: bool,
}

/// Where a solution failed: `failed`'s words.
#[derive(Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Stage {
    Generating,
    Running,
}

/// A time in nanoseconds, as the line says it.
fn nanoseconds(time: Duration) -> u64 {
    u64::try_from(time.as_nanos()).unwrap_or(u64::MAX)
}

impl From<Outcome> for OutcomeFields {
    fn from(outcome: Outcome) -> Self {
        let failed = |failed, error| Self {
            failed: Some(failed),
            error: Some(error),
            ..Self::default()
        };
        match outcome {
            Outcome::Answer {
                answer,
                generator,
                runner,
                drawn,
            } => {
                let (letters, read, unread) = match drawn {
                    None => (None, None, None),
                    Some(Drawing::Letters(letters)) => (Some(letters), None, None),
                    Some(Drawing::Unread { read, error }) => (None, Some(read), Some(error)),
                };
                Self {
                    answer: Some(answer),
                    generator_ns: Some(nanoseconds(generator)),
                    runner_ns: Some(nanoseconds(runner)),
                    letters,
                    read,
                    unread,
                    ..Self::default()
                }
            }
            Outcome::NotSolved(error) => Self {
                not_solved: true,
                ..failed(Stage::Running, error)
            },
            Outcome::FailedGenerating(error) => failed(Stage::Generating, error),
            Outcome::FailedRunning(error) => failed(Stage::Running, error),
        }
    }
}

/// Why a `solution` line's fields are no outcome.
#[derive(Debug)]
pub(crate) struct NoOutcome(&'static str);

impl std::fmt::Display for NoOutcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

impl TryFrom<OutcomeFields> for Outcome {
    type Error = NoOutcome;

    fn try_from(fields: OutcomeFields) -> Result<Self, NoOutcome> {
        let drawn = match (fields.letters, fields.read, fields.unread) {
            (Some(letters), ..) => Some(Drawing::Letters(letters)),
            (None, read, Some(error)) => Some(Drawing::Unread {
                read: read.unwrap_or_default(),
                error,
            }),
            (None, _, None) => None,
        };
        let time = |ns: Option<u64>| Duration::from_nanos(ns.unwrap_or_default());
        match (fields.answer, fields.failed, fields.error) {
            (Some(answer), None, _) => Ok(Self::Answer {
                answer,
                generator: time(fields.generator_ns),
                runner: time(fields.runner_ns),
                drawn,
            }),
            (None, Some(failed), Some(error)) => Ok(match failed {
                Stage::Running if fields.not_solved => Self::NotSolved(error),
                Stage::Running => Self::FailedRunning(error),
                Stage::Generating => Self::FailedGenerating(error),
            }),
            (None, Some(_), None) => Err(NoOutcome("a failed solution with no `error`")),
            (Some(_), Some(_), _) => Err(NoOutcome("a solution both answered and `failed`")),
            (None, None, _) => Err(NoOutcome("a solution with neither `answer` nor `failed`")),
        }
    }
}

#[cfg(test)]
mod tests;
