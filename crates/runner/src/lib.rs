//! What `just run N` runs: day N's solutions on its input, printed as
//! `cargo aoc -d N` prints them.
//!
//! The runner binary (`src/main.rs` at the root) is built with day N's
//! feature alone. Its build script includes a copy of the day's registration
//! module with cargo-aoc's attributes blanked, and a table of
//! [`solution::Solution`]s that call its generator and solvers as aoc-runner
//! would, so no procedural macro is compiled. Everything else the binary does
//! is here, in a crate that depends on no day: built once, it is not
//! compiled again after an edit, and the binary that is stays a few lines.
//! The input is read when it runs: a new input needs no build.

pub mod solution;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use solution::{Solution, Text};

#[allow(dead_code)]
#[path = "../../../xtask/src/years/layout.rs"]
mod layout;

/// What a build of the runner binary registers, from its build script.
#[derive(Clone, Copy)]
pub struct Build {
    /// The workspace's root, where `input/` is.
    pub root: &'static str,
    /// The year (0 when the build's features name no year).
    pub year: u16,
    /// The days.
    pub days: &'static [u8],
    /// Every solution, a slice a day, each in the order cargo-aoc runs them.
    pub solutions: &'static [&'static [Solution]],
}

/// Runs what the command line asks of `build` (see [`run`]); an error is
/// printed on stderr, and fails the process.
pub fn main(build: &Build) -> ExitCode {
    match run(build, std::env::args().skip(1)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}

/// What to run: `[DAY] [-p PART] [-i FILE]`, as `cargo aoc` takes them.
#[derive(Debug, Default, PartialEq, Eq)]
struct Options {
    day: Option<u8>,
    part: Option<u8>,
    input: Option<PathBuf>,
}

const USAGE: &str = "usage: aoc [DAY] [-p PART] [-i INPUT]: runs the day's solutions (every day of this build if no DAY) on input/YEAR/dayN.txt, or INPUT";

fn options(args: impl IntoIterator<Item = String>) -> Result<Options, String> {
    let mut options = Options::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = |flag: &str| {
            args.next()
                .ok_or_else(|| format!("{flag} needs a value; {USAGE}"))
        };
        match arg.as_str() {
            "-p" | "--part" => {
                let part = value(&arg)?;
                options.part = Some(match part.as_str() {
                    "1" | "part1" => 1,
                    "2" | "part2" => 2,
                    _ => return Err(format!("{part:?} is not a part: give 1 or 2")),
                });
            }
            "-i" | "--input" => options.input = Some(PathBuf::from(value(&arg)?)),
            "-h" | "--help" => return Err(USAGE.to_owned()),
            day if options.day.is_none() && !day.starts_with('-') => {
                let number = day.strip_prefix("day").unwrap_or(day);
                options.day = Some(
                    number
                        .parse()
                        .map_err(|_| format!("{day:?} is not a day; {USAGE}"))?,
                );
            }
            other => return Err(format!("unexpected {other:?}; {USAGE}")),
        }
    }
    Ok(options)
}

/// Runs the solutions of the day given (or of every day of this build) on
/// the day's input, printed as `cargo aoc -d DAY` prints them (`AOC YEAR`,
/// then each solution). Where the input is the example's copy, or empty, a
/// note on stderr says so.
pub fn run(build: &Build, args: impl IntoIterator<Item = String>) -> Result<(), String> {
    let &Build {
        root,
        year,
        days,
        solutions,
    } = build;
    let options = options(args)?;
    let days: Vec<u8> = match options.day {
        Some(day) if days.contains(&day) => vec![day],
        Some(day) => {
            let package = layout::package(year, day);
            return Err(format!(
                "day {day} of {year} is not in this build: `just run {day}` builds it (the feature `{package}`)"
            ));
        }
        None if days.is_empty() => {
            return Err(
                "this build has no day: its features name none (`just run N` builds day N)"
                    .to_owned(),
            );
        }
        None => days.to_vec(),
    };
    println!("AOC {year}");
    for day in days {
        let input = match &options.input {
            Some(path) => std::fs::read_to_string(path)
                .map_err(|error| format!("{}: {error}", path.display()))?,
            None => own_input(Path::new(root), year, day)?,
        };
        let input = Text::new(&input);
        solutions
            .iter()
            .flat_map(|solutions| solutions.iter())
            .filter(|solution| {
                solution.day == day && options.part.is_none_or(|part| part == solution.part)
            })
            .for_each(|solution| solution.print(&input));
    }
    Ok(())
}

/// Day `day`'s input, `input/YEAR/dayN.txt`, with a note on stderr where it
/// is not the user's own.
fn own_input(root: &Path, year: u16, day: u8) -> Result<String, String> {
    let file = layout::input_file(year, day, "txt");
    let text = std::fs::read_to_string(root.join(&file)).map_err(|error| {
        format!("{file}: {error}: save your input there (`just fetch {day}` downloads it)")
    })?;
    let example = layout::example(year, day);
    let copy = std::fs::read(root.join(&example)).ok();
    match layout::InputState::of(Some(text.as_bytes()), copy.as_deref()) {
        layout::InputState::Empty => eprintln!(
            "note: {file} is empty: save your input there (`just fetch {day}`), or the puzzle's example in {example} (`just example {day} K`)"
        ),
        layout::InputState::Example => eprintln!(
            "note: running on the example: {file} is a copy of {example} until you save your input there"
        ),
        layout::InputState::Missing | layout::InputState::Own => {}
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(args: &[&str]) -> Result<Options, String> {
        options(args.iter().map(|arg| (*arg).to_owned()))
    }

    #[test]
    fn options_are_cargo_aocs() {
        assert_eq!(
            parsed(&["21", "-p", "2", "-i", "x.txt"]),
            Ok(Options {
                day: Some(21),
                part: Some(2),
                input: Some("x.txt".into())
            })
        );
        assert_eq!(parsed(&["day4"]).map(|o| o.day), Ok(Some(4)));
        assert_eq!(parsed(&[]), Ok(Options::default()));
        for bad in [&["x"][..], &["4", "5"], &["4", "-p", "3"], &["4", "-i"]] {
            assert!(parsed(bad).is_err(), "{bad:?}");
        }
    }
}
