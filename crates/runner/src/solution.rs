//! A registered solution as the runner runs it, the way aoc-runner does:
//! the input without its final newlines, borrowed by the generator as `&str`
//! or `&[u8]`; the generator's value borrowed by the solver; a `Result` or
//! an `Option` from either unwrapped, its error printed with `{:#?}`; the
//! generator and the solver timed apart.
//!
//! The table the root's build script writes calls [`run`] for each solution
//! with the day's own functions, through [`from_result`], [`from_option`] or
//! [`from_value`] (what each returns, as aoc-runner-derive reads it from the
//! return type) and [`shown`].

use std::borrow::Borrow;
use std::fmt::{Debug, Display, Write as _};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A day's input as aoc-runner hands it to a generator or solver.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text(Arc<str>);

impl Text {
    /// `text` as aoc-runner's `ArcStr::from` keeps it: final `\n`s dropped.
    pub fn new(text: &str) -> Self {
        Self(Arc::from(text.trim_end_matches('\n')))
    }
}

impl Borrow<str> for Text {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl Borrow<[u8]> for Text {
    fn borrow(&self) -> &[u8] {
        self.0.as_bytes()
    }
}

impl Borrow<Arc<str>> for Text {
    fn borrow(&self) -> &Arc<str> {
        &self.0
    }
}

/// What running one solution came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The answer, and how long the generator and the solver took.
    Answer {
        /// The solver's answer, as text.
        answer: String,
        /// How long the generator took.
        generator: Duration,
        /// How long the solver took.
        runner: Duration,
    },
    /// The generator failed: its error, as cargo-aoc prints it.
    FailedGenerating(String),
    /// The solver failed: its error, likewise.
    FailedRunning(String),
}

/// One registered solution: a part of a day, canonical (`name` is `None`)
/// or a named variant, and how to run it on an input.
#[derive(Clone, Copy)]
pub struct Solution {
    /// The day.
    pub day: u8,
    /// 1 or 2.
    pub part: u8,
    /// The variant's name, as registered (`#[aoc(day21, part2, table)]`).
    pub name: Option<&'static str>,
    /// Runs the day's generator for this solution, then its solver.
    pub run: fn(&Text) -> Outcome,
}

impl Solution {
    /// How cargo-aoc titles it: `Day 21 - Part 2 - table`.
    pub fn title(&self) -> String {
        let mut title = format!("Day {} - Part {}", self.day, self.part);
        if let Some(name) = self.name {
            let _ = write!(title, " - {name}");
        }
        title
    }

    /// Runs it on `input` and prints the outcome as cargo-aoc does: the
    /// answer and the generator's and runner's times on stdout, or what
    /// failed on stderr.
    pub fn print(&self, input: &Text) {
        let title = self.title();
        match (self.run)(input) {
            Outcome::Answer {
                answer,
                generator,
                runner,
            } => {
                println!("{title} : {answer}\n\tgenerator: {generator:?},\n\trunner: {runner:?}\n");
            }
            Outcome::FailedGenerating(error) => {
                eprintln!("{title} : FAILED while generating :\n{error}\n");
            }
            Outcome::FailedRunning(error) => {
                eprintln!("{title} : FAILED while running :\n{error}\n")
            }
        }
    }
}

/// Runs `generate` on `input`, then `solve` on what it made, timing each.
pub fn run<G>(
    input: &Text,
    generate: impl FnOnce(&Text) -> Result<G, String>,
    solve: impl FnOnce(&G) -> Result<String, String>,
) -> Outcome {
    let start = Instant::now();
    let generated = match generate(input) {
        Ok(generated) => generated,
        Err(error) => return Outcome::FailedGenerating(error),
    };
    let between = Instant::now();
    match solve(&generated) {
        Ok(answer) => Outcome::Answer {
            answer,
            generator: between - start,
            runner: between.elapsed(),
        },
        Err(error) => Outcome::FailedRunning(error),
    }
}

/// A registered function's `Result`: its error as cargo-aoc prints it.
pub fn from_result<T, E: Debug>(returned: Result<T, E>) -> Result<T, String> {
    returned.map_err(|error| format!("{error:#?}"))
}

/// A registered function's `Option`: `None` as aoc-runner reports it (the
/// generator's or the runner's).
pub fn from_option<T>(returned: Option<T>, what: &str) -> Result<T, String> {
    returned.ok_or_else(|| format!("{:#?}", format!("{what} produce no value")))
}

/// A registered function's plain value.
pub fn from_value<T>(returned: T) -> Result<T, String> {
    Ok(returned)
}

/// A solver's answer as text.
pub fn shown<T: Display>(answer: Result<T, String>) -> Result<String, String> {
    answer.map(|answer| answer.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solutions_run_and_fail_as_aoc_runner_reports() {
        let text = Text::new("12\n7\n\n");
        let lines = |input: &str| input.lines().count();
        let ran = run(
            &text,
            |input| from_value(lines(input.borrow())),
            |count| shown(from_value(*count * 2)),
        );
        assert!(
            matches!(ran, Outcome::Answer { ref answer, .. } if answer == "4"),
            "{ran:?}"
        );
        let generated = run(
            &text,
            |_| from_option(None::<u8>, "generator"),
            |_| shown(from_value(0)),
        );
        assert_eq!(
            generated,
            Outcome::FailedGenerating("\"generator produce no value\"".to_owned())
        );
        let ran = run(
            &text,
            |input| from_value(Borrow::<[u8]>::borrow(input).len()),
            |_| shown(from_result(Err::<u8, _>("no"))),
        );
        assert_eq!(ran, Outcome::FailedRunning("\"no\"".to_owned()));
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
}
