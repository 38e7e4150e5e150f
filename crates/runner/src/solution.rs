//! A registered solution as the runner runs it, the way aoc-runner does:
//! the input without its final newlines, borrowed by the generator as
//! `&str`; the generator's value borrowed by the solver; an error printed
//! with `{:#?}`; the generator and the solver timed apart.
//!
//! Each day is registered by one [`register!`](crate::register!): the
//! build writes it for a day (its crate's `parse`, `part1`, `part2` and
//! `EXAMPLES`), or the day's own module says it (`src/yearYYYY/dayNN.rs`,
//! for named variants). In the runner's build it is this crate's macro,
//! which makes the day's table of [`Solution`]s and its examples'
//! [`ExampleSizes`]; in the build `cargo aoc` makes, the root's
//! `src/lib.rs` gives the same words cargo-aoc's attributes. No procedural
//! macro runs on a day, and nothing reads Rust as text: a day's examples are
//! its `EXAMPLES` constant, typed data.

use std::fmt::Debug;
use std::time::{Duration, Instant};

use aoc_common::examples::Row;
use aoc_common::{Failed, Sizes, Solver, Unanswered};
use serde::{Deserialize, Serialize};

use crate::drawing::Drawing;

/// A day's input as aoc-runner hands it to a generator: final `\n`s
/// dropped; and, where it is one of the day's examples that runs at sizes
/// of its own, those sizes (aoc-common's `example_or` gives them to the
/// day's code while it runs). The text lasts as long as the run (it is
/// read once), so a day's `Input` may borrow it (`&'static str`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Text(&'static str, &'static [(&'static str, i64)]);

impl Text {
    /// `text` as aoc-runner's `ArcStr::from` keeps it: final `\n`s dropped.
    pub fn new(text: &str) -> Self {
        Self(String::leak(text.trim_end_matches('\n').to_owned()), &[])
    }

    /// The same text, run at the example's sizes `at`.
    pub fn at(self, at: &'static [(&'static str, i64)]) -> Self {
        Self(self.0, at)
    }

    /// The text.
    pub fn as_str(&self) -> &'static str {
        self.0
    }

    /// The sizes it runs at (none: an input's own).
    pub fn sizes(&self) -> &'static [(&'static str, i64)] {
        self.1
    }
}

/// A day's `EXAMPLES` table as the runner sees it, where its registration
/// names one (`examples: day04_2026::EXAMPLES;`, as the build registers a
/// day with no module of its own): a run on the input of one of its rows
/// runs at the sizes that row gives. The table is the day's constant
/// itself, typed data: nothing reads its source.
#[derive(Clone, Copy)]
pub struct ExampleSizes {
    /// The day.
    pub day: u8,
    /// Its table (`&()` for a day whose registration names none).
    pub table: &'static dyn Examples,
}

impl ExampleSizes {
    /// The sizes `text`, day `day`'s input, runs at: those of the row of
    /// the day's table it is, if any (final newlines aside).
    pub fn of(table: &[Self], day: u8, text: &str) -> &'static [(&'static str, i64)] {
        table
            .iter()
            .filter(|examples| examples.day == day)
            .find_map(|examples| examples.table.sizes_of(text))
            .unwrap_or(&[])
    }
}

/// A table of examples, whatever the form of its rows (aoc-common's
/// `Example` or `ExampleAt`).
pub trait Examples {
    /// The sizes the row whose input is `text` (final newlines aside) runs
    /// at, where the table has such a row.
    fn sizes_of(&self, text: &str) -> Option<&'static [(&'static str, i64)]>;
}

impl<R: Row> Examples for &'static [R] {
    fn sizes_of(&self, text: &str) -> Option<&'static [(&'static str, i64)]> {
        let text = text.trim_end_matches('\n');
        self.iter()
            .find(|row| row.example().input.trim_end_matches('\n') == text)
            .map(Row::at)
    }
}

/// No table: the registration of a day written before the runner read
/// one.
impl Examples for () {
    fn sizes_of(&self, _: &str) -> Option<&'static [(&'static str, i64)]> {
        None
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
    generate: impl FnOnce(&'static str) -> Result<G, E>,
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

/// `part` on `input`, handed `sizes`: those of the example it is, or
/// none.
pub fn solve<I, Form>(
    part: &impl Solver<I, Form>,
    input: &I,
    sizes: &'static [(&'static str, i64)],
) -> Result<String, Unanswered> {
    part.solve(input, Sizes::new(sizes))
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

/// Registers a day's solutions: what the build writes for a day with no
/// module of its own, and the one declaration a registration module
/// (`src/yearYYYY/dayNN.rs`) holds. This is the runner's form, which makes
/// the day's table of [`Solution`]s (`SOLUTIONS`), its examples' sizes
/// (`EXAMPLES`) and the typed view of its parts a benchmark takes
/// (`measure`, see [`Measure`]); the root's `src/lib.rs` gives the same
/// words cargo-aoc's attributes in the build `cargo aoc` makes.
///
/// The first line names the day and its crate, whose `Input`, `parse`,
/// `part1` and `part2` are the canonical solution; the line `examples:`
/// names its table of examples, so that a run on one of them runs at the
/// sizes its row gives; each line after them adds a named variant of a
/// part, a public function of the day's crate taking `&Input` (and, where
/// it reads an example's sizes, `Sizes`):
///
/// ```ignore
/// register! {
///     day4: day04_2026;
///     examples: day04_2026::EXAMPLES;
///     part2 table: day04_2026::part2_table;
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
///     examples: day25::EXAMPLES;
/// }
/// ```
///
/// Every part is called through `aoc_common::Solver` (with the input
/// alone, or with the sizes its example runs at) and its answer goes
/// through `aoc_common::Answer` (any integer, a `String`, a `char`, or a
/// `Result` of one), and the generator's through `aoc_common::input`, so a
/// day changes what it returns without an edit here.
#[macro_export]
macro_rules! register {
    ($day:ident : $krate:ident (part1 only); examples: $examples:path; $($variants:tt)*) => {
        $crate::register!(@day $day $krate [part1] (&$examples) $($variants)*);
    };
    ($day:ident : $krate:ident (part1 only); $($variants:tt)*) => {
        $crate::register!(@day $day $krate [part1] (&()) $($variants)*);
    };
    ($day:ident : $krate:ident; examples: $examples:path; $($variants:tt)*) => {
        $crate::register!(@day $day $krate [part1 part2] (&$examples) $($variants)*);
    };
    ($day:ident : $krate:ident; $($variants:tt)*) => {
        $crate::register!(@day $day $krate [part1 part2] (&()) $($variants)*);
    };
    (@day $day:ident $krate:ident [$($canonical:ident)+] ($examples:expr) $($part:ident $name:ident : $variant:ident :: $function:ident;)*) => {
        /// This day's solutions, for the runner, canonical ones first.
        pub(crate) const SOLUTIONS: &[$crate::solution::Solution] = &[
            $($crate::solution!($day, $canonical, None, $krate, $krate::$canonical),)+
            $($crate::solution!($day, $part, Some(stringify!($name)), $krate, $variant::$function),)*
        ];

        /// This day's examples, for a run on one of them.
        pub(crate) const EXAMPLES: $crate::solution::ExampleSizes = $crate::solution::ExampleSizes {
            day: const { $crate::solution::number(stringify!($day), "day") },
            table: $examples,
        };

        /// This day's parser and parts, typed, for a benchmark.
        #[allow(dead_code)]
        pub(crate) fn measure(measure: &mut impl $crate::solution::Measure) {
            measure.day(
                const { $crate::solution::number(stringify!($day), "day") },
                |text| ::aoc_common::input($krate::parse(text)),
                &[
                    $($crate::solution::Part {
                        part: const { $crate::solution::number(stringify!($canonical), "part") },
                        name: None,
                        solve: |input: &$krate::Input| {
                            ::aoc_common::Solver::solve(&$krate::$canonical, input, ::aoc_common::Sizes::NONE)
                        },
                    },)+
                    $($crate::solution::Part {
                        part: const { $crate::solution::number(stringify!($part), "part") },
                        name: Some(stringify!($name)),
                        solve: |input: &$krate::Input| {
                            ::aoc_common::Solver::solve(&$variant::$function, input, ::aoc_common::Sizes::NONE)
                        },
                    },)*
                ],
            );
        }
    };
}

/// What a benchmark of the days does with each (the root's `bench`
/// feature: `just bench N --full` for a day with no benchmarks of its
/// own): its parser and its parts, typed, so that each is timed alone, as
/// a day's own criterion benchmark would time it. The registration's
/// `measure` hands them over.
pub trait Measure {
    /// Day `day`: its generator `parse`, and its `parts` (canonical ones
    /// first, then the named variants), each on what `parse` made.
    fn day<I>(&mut self, day: u8, parse: fn(&'static str) -> Result<I, Failed>, parts: &[Part<I>]);
}

/// One part of a day, for a benchmark ([`Measure`]): run on your input,
/// at its own sizes.
pub struct Part<I> {
    /// 1 or 2.
    pub part: u8,
    /// The variant's name, as registered; `None` for the canonical one.
    pub name: Option<&'static str>,
    /// The part on the parsed input: its answer as text, or why there is
    /// none (not solved yet, or failed).
    pub solve: fn(&I) -> Result<String, Unanswered>,
}

impl<I> Part<I> {
    /// How a benchmark names it: `part2`, or `part2_table` for a variant.
    pub fn function(&self) -> String {
        match self.name {
            Some(name) => format!("part{}_{name}", self.part),
            None => format!("part{}", self.part),
        }
    }
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
                            $crate::solution::solve(&$function, parsed, input.sizes())
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
        use aoc_common::examples::{Example, ExampleAt};
        const SIZED: &[ExampleAt] = &[ExampleAt {
            input: "p=0,4\n",
            part1: None,
            part2: None,
            at: &[("width", 11)],
        }];
        const PLAIN: &[Example] = &[Example {
            input: "p=0,5\n",
            part1: None,
            part2: None,
        }];
        let table = [
            ExampleSizes {
                day: 14,
                table: &SIZED,
            },
            ExampleSizes {
                day: 15,
                table: &PLAIN,
            },
            ExampleSizes {
                day: 16,
                table: &(),
            },
        ];
        assert_eq!(ExampleSizes::of(&table, 14, "p=0,4\n\n"), &[("width", 11)]);
        assert_eq!(ExampleSizes::of(&table, 14, "p=0,5\n"), &[]);
        assert_eq!(ExampleSizes::of(&table, 13, "p=0,4\n"), &[]);
        assert_eq!(ExampleSizes::of(&table, 15, "p=0,5"), &[]);
        assert_eq!(ExampleSizes::of(&table, 16, "p=0,4\n"), &[]);
        assert_eq!(Text::new("x\n").at(SIZED[0].at).sizes(), &[("width", 11)]);
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
