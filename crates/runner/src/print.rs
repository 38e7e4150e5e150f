//! What the runner prints for people (the text `cargo aoc -d N` prints),
//! beside what it writes for the tools ([`crate::message`]).

use std::io::{self, Write as _};

use aoc_common::NotSolved;

use crate::drawing::Drawing;
use crate::solution::{Outcome, Solution};

/// Prints an outcome as cargo-aoc does: the answer and the generator's and
/// runner's times on stdout, or what failed on stderr (a part not solved
/// yet, which fails nothing, on stdout where its answer would be); a generator's error
/// `again` (the same as the solution before's) is not repeated. An answer
/// of several lines is a drawing: the letters it reads as come first (or
/// why it does not read), then the drawing on lines of its own.
pub(crate) fn outcome(
    out: &mut impl io::Write,
    solution: &Solution,
    outcome: &Outcome,
    again: bool,
) -> io::Result<()> {
    let title = solution.title();
    match outcome {
        Outcome::Answer {
            answer,
            generator,
            runner,
            drawn,
        } => {
            let shown = answer_shown(answer, drawn.as_ref());
            writeln!(
                out,
                "{title} : {shown}\n\tgenerator: {generator:?},\n\trunner: {runner:?}\n"
            )
        }
        Outcome::FailedGenerating(_) if again => {
            out.flush()?;
            writeln!(
                io::stderr(),
                "{title} : FAILED while generating (the same error)\n"
            )
        }
        Outcome::FailedGenerating(error) => {
            out.flush()?;
            writeln!(
                io::stderr(),
                "{title} : FAILED while generating :\n{error}\n"
            )
        }
        Outcome::NotSolved(_) => writeln!(out, "{title} : {}\n", NotSolved::SAID),
        Outcome::FailedRunning(error) => {
            out.flush()?;
            writeln!(io::stderr(), "{title} : FAILED while running :\n{error}\n")
        }
    }
}

/// An answer as the runner shows it after its title: as it is, or, for a
/// drawing (an answer of several lines) that reads as `drawn`, the letters
/// it reads as (or why it does not read), then the drawing on lines of its
/// own.
pub(crate) fn answer_shown(answer: &str, drawn: Option<&Drawing>) -> String {
    match (drawn, aoc_common::letters::drawing(answer)) {
        (Some(read), Some(drawing)) => format!("{}\n{drawing}", read.said()),
        _ => answer.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What is printed for day 10's part 2 when it came to `ran`.
    fn printed(ran: &Outcome) -> String {
        let solution = Solution {
            day: 10,
            part: 2,
            name: None,
            run: |_| Outcome::FailedRunning(String::new()),
        };
        let mut out = Vec::new();
        outcome(&mut out, &solution, ran, false).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn a_part_not_solved_yet_is_said_on_stdout_as_no_failure() {
        let ran = Outcome::NotSolved(NotSolved { day: 10, part: 2 }.to_string());
        assert_eq!(
            printed(&ran),
            "Day 10 - Part 2 : not solved yet (write it in the day crate's src/lib.rs)\n\n"
        );
    }

    #[test]
    fn a_drawing_is_said_as_its_letters_above_it() {
        let printed = |answer: &str| {
            printed(&Outcome::answer(
                answer.to_owned(),
                std::time::Duration::from_micros(1),
                std::time::Duration::from_micros(2),
            ))
        };
        let hi = ".#..#.###\n.#..#..#.\n.####..#.\n.#..#..#.\n.#..#..#.\n.#..#.###";
        assert_eq!(
            printed(&format!("\n{hi}\n")),
            format!(
                "Day 10 - Part 2 : HI (the letters the drawing below reads as)\n{hi}\n\tgenerator: 1µs,\n\trunner: 2µs\n\n"
            )
        );
        let broken = hi.replace("####", "###.");
        assert!(
            printed(&broken).starts_with(&format!(
                "Day 10 - Part 2 : a drawing that does not read as letters: line 1, column 2: \
                 expected a capital letter of the site's small font (6 rows tall), found a shape 4 columns wide \
                 that is none of its letters (the screen reads as ?I)\n{broken}\n"
            )),
            "{}",
            printed(&broken)
        );
        assert_eq!(
            printed("42"),
            "Day 10 - Part 2 : 42\n\tgenerator: 1µs,\n\trunner: 2µs\n\n"
        );
    }
}
