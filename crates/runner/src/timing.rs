//! `just bench N`'s quick look (`aoc DAY --bench`): each solution run again
//! and again on the day's input for about a second, in the build `just run`
//! already made, and its times said as a median and the fastest run. It
//! takes seconds where criterion's full run (`just bench N --full`) takes
//! minutes, for the question a user has while solving: about how long, and
//! did that change make it faster?
//!
//! A run is the solution as `just run` runs it (the generator on the text,
//! then the solver), so the times are those `just run` prints, steadied.

use std::time::{Duration, Instant};

use crate::drawing::Drawing;
use crate::solution::{Outcome, Solution, Text};

/// How long a solution is run again and again, at most (a run that takes
/// longer than this is run once).
pub const BUDGET: Duration = Duration::from_secs(1);

/// How many times a solution is run, at most, however fast it is.
pub const MOST_RUNS: usize = 10_000;

/// A solution's times over its runs, or the outcome of its first run where
/// that was no answer (nothing to time).
#[derive(Debug, PartialEq, Eq)]
pub enum Timed {
    /// Every run answered: the first run's answer, and the times.
    Answered {
        /// The answer (the same on every run of a solution that depends
        /// only on its input).
        answer: String,
        /// What it reads as, where it is a drawing.
        drawn: Option<Drawing>,
        /// How many runs were timed.
        runs: usize,
        /// The generator's times.
        generator: Spread,
        /// The solver's times.
        runner: Spread,
    },
    /// The first run gave no answer: what it came to.
    Failed(Outcome),
}

/// The median and the fastest of a set of times.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spread {
    /// The median (the lower of the two middle times, of an even number).
    pub median: Duration,
    /// The fastest.
    pub fastest: Duration,
}

impl Spread {
    /// The median and the fastest of `times` (none: zero).
    pub fn of(times: &mut [Duration]) -> Self {
        times.sort_unstable();
        Self {
            median: times
                .get(times.len().saturating_sub(1) / 2)
                .copied()
                .unwrap_or_default(),
            fastest: times.first().copied().unwrap_or_default(),
        }
    }
}

/// Runs `solution` on `input` until `budget` is spent (once at least, and
/// at most [`MOST_RUNS`] times), and says its times.
pub fn time(solution: &Solution, input: &Text, budget: Duration) -> Timed {
    let started = Instant::now();
    let (mut generator, mut runner) = (Vec::new(), Vec::new());
    let mut first = None;
    while generator.len() < MOST_RUNS && (generator.is_empty() || started.elapsed() < budget) {
        match (solution.run)(input) {
            Outcome::Answer {
                answer,
                generator: parsed,
                runner: solved,
                drawn,
            } => {
                generator.push(parsed);
                runner.push(solved);
                first.get_or_insert((answer, drawn));
            }
            failed => return Timed::Failed(failed),
        }
    }
    let (answer, drawn) = first.unwrap_or_default();
    Timed::Answered {
        answer,
        drawn,
        runs: generator.len(),
        generator: Spread::of(&mut generator),
        runner: Spread::of(&mut runner),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_median_and_the_fastest_are_of_every_time() {
        let ms = Duration::from_millis;
        let mut times = [ms(5), ms(1), ms(3), ms(9)];
        assert_eq!(
            Spread::of(&mut times),
            Spread {
                median: ms(3),
                fastest: ms(1)
            }
        );
        assert_eq!(
            Spread::of(&mut [ms(7)]),
            Spread {
                median: ms(7),
                fastest: ms(7)
            }
        );
    }

    #[test]
    fn a_quick_solution_runs_until_the_budget_or_the_most_runs() {
        let quick = Solution {
            day: 1,
            part: 1,
            name: None,
            run: |input| {
                crate::solution::run(
                    input,
                    |text| Ok::<_, ()>(text.len()),
                    |length| Ok(length.to_string()),
                )
            },
        };
        let Timed::Answered { answer, runs, .. } =
            time(&quick, &Text::new("abc\n"), Duration::from_secs(60))
        else {
            panic!("no answer");
        };
        assert_eq!((answer.as_str(), runs), ("3", MOST_RUNS));
        let Timed::Answered { runs, .. } = time(&quick, &Text::new("abc"), Duration::ZERO) else {
            panic!("no answer");
        };
        assert_eq!(runs, 1, "a spent budget still runs once");
    }

    #[test]
    fn a_failing_solution_is_run_once_and_said() {
        let failing = Solution {
            day: 1,
            part: 2,
            name: None,
            run: |_| Outcome::FailedRunning("no".to_owned()),
        };
        assert_eq!(
            time(&failing, &Text::new(""), BUDGET),
            Timed::Failed(Outcome::FailedRunning("no".to_owned()))
        );
    }
}
