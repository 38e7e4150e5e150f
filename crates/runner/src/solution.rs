//! A registered solution as the runner runs it, the way aoc-runner does:
//! the input without its final newlines, borrowed by the generator as
//! `&str`; the generator's value borrowed by the solver; an error printed
//! with `{:#?}`; the generator and the solver timed apart.
//!
//! Each registration module (`src/yearYYYY/dayNN.rs`) is one [`register!`](crate::register!)
//! (`crate::register!`): in the runner's build it is this crate's macro,
//! which makes the day's table of [`Solution`]s; in the build `cargo aoc`
//! makes, the root's `src/lib.rs` gives the same words cargo-aoc's
//! attributes. No procedural macro runs on a day, and nothing reads Rust as
//! text but the build script's look for the examples that run at sizes of
//! their own ([`ExampleSizes`]).

use std::fmt::Debug;
use std::sync::Arc;
use std::time::{Duration, Instant};

use aoc_common::Unanswered;
use serde::{Deserialize, Serialize};

use crate::drawing::Drawing;

/// A day's input as aoc-runner hands it to a generator: final `\n`s
/// dropped; and, where it is one of the day's examples that runs at sizes
/// of its own, those sizes (aoc-common's `example_or` gives them to the
/// day's code while it runs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text(Arc<str>, &'static [(&'static str, i64)]);

impl Text {
    /// `text` as aoc-runner's `ArcStr::from` keeps it: final `\n`s dropped.
    pub fn new(text: &str) -> Self {
        Self(Arc::from(text.trim_end_matches('\n')), &[])
    }

    /// The same text, run at the example's sizes `at`.
    pub fn at(self, at: &'static [(&'static str, i64)]) -> Self {
        Self(self.0, at)
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The sizes it runs at (none: an input's own).
    pub fn sizes(&self) -> &'static [(&'static str, i64)] {
        self.1
    }
}

/// An example of a day's `EXAMPLES` table that runs at sizes of its own,
/// as the build script finds it (`layout::sizes`): a run on its input
/// passes them on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExampleSizes {
    /// The day.
    pub day: u8,
    /// The example's input.
    pub input: &'static str,
    /// Its sizes, by name.
    pub at: &'static [(&'static str, i64)],
}

impl ExampleSizes {
    /// The sizes `text`, day `day`'s input, runs at: those of the example
    /// it is, if any (final newlines aside).
    pub fn of(table: &[Self], day: u8, text: &str) -> &'static [(&'static str, i64)] {
        let text = text.trim_end_matches('\n');
        table
            .iter()
            .find(|example| example.day == day && example.input.trim_end_matches('\n') == text)
            .map_or(&[], |example| example.at)
    }
}

/// What running one solution came to: what the runner prints, and what
/// its messages carry to the tools ([`crate::message`] says how it is
/// written).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    into = "crate::message::OutcomeFields",
    try_from = "crate::message::OutcomeFields"
)]
pub enum Outcome {
    /// The answer, how long the generator and the solver took, and, for an
    /// answer of several lines, what its drawing reads as.
    Answer {
        /// The solver's answer, as text.
        answer: String,
        /// How long the generator took.
        generator: Duration,
        /// How long the solver took.
        runner: Duration,
        /// What the answer reads as, where it is a drawing of letters on a
        /// screen (several lines); `None` for an answer of one line.
        drawn: Option<Drawing>,
    },
    /// The part is not written yet: it returned aoc-common's `NotSolved`,
    /// whose sentence this is. It fails nothing.
    NotSolved(String),
    /// The generator failed (the input does not parse): its error, as
    /// cargo-aoc prints it.
    FailedGenerating(String),
    /// The solver failed: its error, likewise.
    FailedRunning(String),
}

impl Outcome {
    /// An answer, timed, with what it reads as where it is a drawing.
    pub fn answer(answer: String, generator: Duration, runner: Duration) -> Self {
        Self::Answer {
            drawn: Drawing::of(&answer),
            answer,
            generator,
            runner,
        }
    }

    /// Whether a run passes with it: an answer, or a part not solved yet.
    pub fn passes(&self) -> bool {
        match self {
            Self::Answer { .. } | Self::NotSolved(_) => true,
            Self::FailedGenerating(_) | Self::FailedRunning(_) => false,
        }
    }

    /// The answer as the site takes it: a drawing's letters where it reads
    /// as letters, any other answer as it is; `None` where there is none.
    pub fn as_sent(&self) -> Option<&str> {
        match self {
            Self::Answer {
                drawn: Some(Drawing::Letters(letters)),
                ..
            } => Some(letters),
            Self::Answer { answer, .. } => Some(answer),
            _ => None,
        }
    }
}

/// One registered solution: a part of a day, canonical (`name` is `None`)
/// or a named variant, and how to run it on an input.
#[derive(Clone, Copy)]
pub struct Solution {
    /// The day.
    pub day: u8,
    /// 1 or 2.
    pub part: u8,
    /// The variant's name, as registered (`part2 table: day21::part2_table;`).
    pub name: Option<&'static str>,
    /// Runs the day's generator, then this solution's solver.
    pub run: fn(&Text) -> Outcome,
}

impl Solution {
    /// How cargo-aoc titles it: `Day 21 - Part 2 - table`.
    pub fn title(&self) -> String {
        match self.name {
            Some(name) => format!("Day {} - Part {} - {name}", self.day, self.part),
            None => format!("Day {} - Part {}", self.day, self.part),
        }
    }
}

/// Runs `generate` on `input`, then `solve` on what it made, timing each;
/// errors are kept as cargo-aoc prints them (`{:#?}`), and a part not
/// written yet is told apart by its type (aoc-common's `Unanswered`).
pub fn run<G, E: Debug>(
    input: &Text,
    generate: impl FnOnce(&str) -> Result<G, E>,
    solve: impl FnOnce(&G) -> Result<String, Unanswered>,
) -> Outcome {
    let start = Instant::now();
    let generated = match generate(input.as_str()) {
        Ok(generated) => generated,
        Err(error) => return Outcome::FailedGenerating(format!("{error:#?}")),
    };
    let between = Instant::now();
    let solved = solve(&generated);
    let runner = between.elapsed();
    match solved {
        Ok(answer) => Outcome::answer(answer, between - start, runner),
        Err(Unanswered::NotSolved(error)) => Outcome::NotSolved(format!("{error:#?}")),
        Err(Unanswered::Failed(error)) => Outcome::FailedRunning(format!("{error:#?}")),
    }
}

/// The number at the end of a registration's word: `day21` is 21, `part2`
/// is 2. It runs at compile time (in a `const` block), so a word that is not
/// `dayN` (N from 1 to 25) or `part1`/`part2` stops the build, saying the
/// form `register!` takes.
#[allow(
    clippy::panic,
    reason = "evaluated at compile time: the panic is a build error"
)]
pub const fn number(word: &str, prefix: &str) -> u8 {
    let (word, prefix) = (word.as_bytes(), prefix.as_bytes());
    let last = if prefix.len() == 3 { 25 } else { 2 };
    let mut well_formed = word.len() > prefix.len() && word.len() <= prefix.len() + 2;
    let mut value: u32 = 0;
    let mut at = 0;
    while well_formed && at < word.len() {
        let byte = word[at];
        if at < prefix.len() {
            well_formed = byte == prefix[at];
        } else if byte.is_ascii_digit() {
            value = value * 10 + (byte - b'0') as u32;
        } else {
            well_formed = false;
        }
        at += 1;
    }
    if !well_formed || value == 0 || value > last {
        panic!(
            "register! takes `dayN: CRATE;` (N from 1 to 25; `dayN: CRATE (part1 only);` on a year's last day), then lines `part1 NAME: CRATE::FUNCTION;` or `part2 NAME: CRATE::FUNCTION;`"
        );
    }
    value as u8
}

/// Registers a day's solutions: the one declaration each registration
/// module (`src/yearYYYY/dayNN.rs`) holds. This is the runner's form, which
/// makes the day's table of [`Solution`]s (`SOLUTIONS`); the root's
/// `src/lib.rs` gives the same words cargo-aoc's attributes in the build
/// `cargo aoc` makes.
///
/// The first line names the day and its crate, whose `Input`, `parse`,
/// `part1` and `part2` are the canonical solution; each line after it adds a
/// named variant of a part, a public function of the day's crate taking
/// `&Input`:
///
/// ```ignore
/// register! {
///     day21: day21;
///     part2 table: day21::part2_table;
/// }
/// ```
///
/// The last day of a year has one puzzle (its second star is the year's
/// last, not an answer): its first line says so, and only `part1` is
/// registered.
///
/// ```ignore
/// register! {
///     day25: day25 (part1 only);
/// }
/// ```
///
/// Every part's answer goes through `aoc_common::Answer` (any integer, a
/// `String`, a `char`, or a `Result` of one), and the generator's through
/// `aoc_common::input`, so a day changes what it returns without an edit
/// here.
#[macro_export]
macro_rules! register {
    ($day:ident : $krate:ident (part1 only); $($part:ident $name:ident : $variant:ident :: $function:ident;)*) => {
        /// This day's solutions, for the runner, the canonical one first.
        pub(crate) const SOLUTIONS: &[$crate::solution::Solution] = &[
            $crate::solution!($day, part1, None, $krate, $krate::part1),
            $($crate::solution!($day, $part, Some(stringify!($name)), $krate, $variant::$function),)*
        ];
    };
    ($day:ident : $krate:ident; $($part:ident $name:ident : $variant:ident :: $function:ident;)*) => {
        /// This day's solutions, for the runner, canonical ones first.
        pub(crate) const SOLUTIONS: &[$crate::solution::Solution] = &[
            $crate::solution!($day, part1, None, $krate, $krate::part1),
            $crate::solution!($day, part2, None, $krate, $krate::part2),
            $($crate::solution!($day, $part, Some(stringify!($name)), $krate, $variant::$function),)*
        ];
    };
}

/// One [`Solution`] of a [`register!`]: `$krate`'s generator, then
/// `$function`.
#[doc(hidden)]
#[macro_export]
macro_rules! solution {
    ($day:ident, $part:ident, $name:expr, $krate:ident, $function:path) => {
        $crate::solution::Solution {
            day: const { $crate::solution::number(stringify!($day), "day") },
            part: const { $crate::solution::number(stringify!($part), "part") },
            name: $name,
            run: |input| {
                ::aoc_common::sizes::run_at(input.sizes(), || {
                    $crate::solution::run(
                        input,
                        |text| ::aoc_common::input($krate::parse(text)),
                        |parsed: &$krate::Input| {
                            let sizes = ::aoc_common::Sizes::new(input.sizes());
                            ::aoc_common::Solver::solve(&$function, parsed, sizes)
                        },
                    )
                })
            },
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solutions_run_and_fail_as_aoc_runner_reports() {
        use aoc_common::{Answer, NoAnswer, NotSolved};
        let text = Text::new("12\n7\n\n");
        let ran = run(
            &text,
            |input| Ok::<_, ()>(input.lines().count()),
            |count| Ok((*count * 2).to_string()),
        );
        assert!(
            matches!(ran, Outcome::Answer { ref answer, drawn: None, .. } if answer == "4"),
            "{ran:?}"
        );
        let generated = run(&text, |_| Err::<u8, _>("no"), |_| Ok(String::new()));
        assert_eq!(generated, Outcome::FailedGenerating("\"no\"".to_owned()));
        let ran = run(
            &text,
            |input| Ok::<_, ()>(input.len()),
            |_| Err::<u8, _>(NoAnswer::new("no")).into_outcome(),
        );
        assert_eq!(ran, Outcome::FailedRunning("no answer: no".to_owned()));
        let ran = run(
            &text,
            |input| Ok::<_, ()>(input.len()),
            |_| Err::<u8, _>(NotSolved { day: 4, part: 2 }).into_outcome(),
        );
        assert_eq!(
            ran,
            Outcome::NotSolved(
                "day 4 part 2 is not solved yet (write it in the day crate's src/lib.rs)"
                    .to_owned()
            )
        );
        assert!(ran.passes() && !generated.passes());
    }

    #[test]
    fn an_example_is_known_by_its_text() {
        let table = [ExampleSizes {
            day: 14,
            input: "p=0,4\n",
            at: &[("width", 11)],
        }];
        assert_eq!(ExampleSizes::of(&table, 14, "p=0,4\n\n"), &[("width", 11)]);
        assert_eq!(ExampleSizes::of(&table, 14, "p=0,5\n"), &[]);
        assert_eq!(ExampleSizes::of(&table, 13, "p=0,4\n"), &[]);
        assert_eq!(Text::new("x\n").at(table[0].at).sizes(), &[("width", 11)]);
    }

    #[test]
    fn titles_are_cargo_aocs() {
        let never = |_: &Text| Outcome::FailedRunning(String::new());
        let named = Solution {
            day: 21,
            part: 2,
            name: Some("table"),
            run: never,
        };
        assert_eq!(named.title(), "Day 21 - Part 2 - table");
        assert_eq!(
            Solution {
                name: None,
                ..named
            }
            .title(),
            "Day 21 - Part 2"
        );
    }

    #[test]
    fn registration_words_give_their_numbers() {
        assert_eq!(number("day21", "day"), 21);
        assert_eq!(number("day4", "day"), 4);
        assert_eq!(number("part2", "part"), 2);
        for (word, prefix) in [
            ("day26", "day"),
            ("part3", "part"),
            ("dya4", "day"),
            ("day", "day"),
            ("day100", "day"),
        ] {
            assert!(
                std::panic::catch_unwind(|| number(word, prefix)).is_err(),
                "{word}"
            );
        }
    }
}
