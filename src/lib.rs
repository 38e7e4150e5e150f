//! # Advent of Code
//!
//! The runner of every year's days, for `cargo aoc` and for `just run`. Each
//! day is a library crate under `crates/` that knows nothing of cargo-aoc;
//! here one small module per day, `src/yearYYYY/dayNN.rs`, registers that
//! crate's functions with cargo-aoc's attributes (`#[aoc(day21, part1)]`).
//!
//! A build registers one year, and of it the days its features turn on
//! (see `Cargo.toml`): the default build, which `cargo aoc` makes, is every
//! day of the current year; `just run 4` builds day 4 alone. The build
//! script says which modules below to compile, and writes what this file
//! includes: cargo-aoc's `Factory` and its traits, and [`SOLUTIONS`].
//!
//! The binary (`src/main.rs`, run by `just run`) runs those solutions on
//! their inputs, read when it runs, and prints what `cargo aoc` prints: see
//! [`run`].

use std::error::Error;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use aoc_runner::{ArcStr, Runner};

#[allow(dead_code)]
#[path = "../xtask/src/years/layout.rs"]
mod layout;

// Each year's days, one registration module a day (`just new` adds them):
// a build compiles those of one year its features turn on, for which
// build.rs sets `registered = "PACKAGE"`.

/// The days of 2021.
mod year2021 {
    #[cfg(registered = "day21")]
    mod day21;
}

include!(concat!(env!("OUT_DIR"), "/registry.rs"));

/// What aoc-runner-derive writes for each solution: its generator and
/// solver, built from an input into a runner.
pub type Build = fn(ArcStr) -> Result<Box<dyn Runner>, Box<dyn Error>>;

/// One registered solution: a part of a day, canonical (`name` is `None`)
/// or a named variant, and the function aoc-runner-derive wrote to build its
/// runner from an input.
#[derive(Clone, Copy)]
pub struct Solution {
    /// The day.
    pub day: u8,
    /// 1 or 2.
    pub part: u8,
    /// The variant's name, as registered (`#[aoc(day21, part2, table)]`).
    pub name: Option<&'static str>,
    /// Parses the input (the day's generator) into a runner for the part.
    pub build: Build,
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
    pub fn run(&self, input: &ArcStr) {
        let title = self.title();
        let start = Instant::now();
        match (self.build)(input.clone()) {
            Ok(runner) => {
                let generated = Instant::now();
                match runner.try_run() {
                    Ok(answer) => {
                        let done = Instant::now();
                        println!(
                            "{title} : {answer}\n\tgenerator: {:?},\n\trunner: {:?}\n",
                            generated - start,
                            done - generated
                        );
                    }
                    Err(error) => eprintln!("{title} : FAILED while running :\n{error:#?}\n"),
                }
            }
            Err(error) => eprintln!("{title} : FAILED while generating :\n{error:#?}\n"),
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

/// Runs the binary: the solutions of the day given (or of every day of this
/// build) on the day's input, printed as `cargo aoc -d DAY` prints them
/// (`AOC YEAR`, then each solution). Where the input is the example's copy,
/// or empty, a note on stderr says so.
pub fn run(args: impl IntoIterator<Item = String>) -> ExitCode {
    match run_options(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}

fn run_options(args: impl IntoIterator<Item = String>) -> Result<(), String> {
    let options = options(args)?;
    let days: Vec<u8> = match options.day {
        Some(day) if DAYS.contains(&day) => vec![day],
        Some(day) => {
            let package = layout::package(YEAR, day);
            return Err(format!(
                "day {day} of {YEAR} is not in this build: `just run {day}` builds it (the feature `{package}`)"
            ));
        }
        None if DAYS.is_empty() => {
            return Err(
                "this build has no day: its features name none (`just run N` builds day N)"
                    .to_owned(),
            );
        }
        None => DAYS.to_vec(),
    };
    println!("AOC {YEAR}");
    for day in days {
        let input = match &options.input {
            Some(path) => std::fs::read_to_string(path)
                .map_err(|error| format!("{}: {error}", path.display()))?,
            None => own_input(day)?,
        };
        let input = ArcStr::from(&input);
        SOLUTIONS
            .iter()
            .filter(|solution| {
                solution.day == day && options.part.is_none_or(|part| part == solution.part)
            })
            .for_each(|solution| solution.run(&input));
    }
    Ok(())
}

/// Day `day`'s input, `input/YEAR/dayN.txt`, with a note on stderr where it
/// is not the user's own.
fn own_input(day: u8) -> Result<String, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let file = layout::input_file(YEAR, day, "txt");
    let text = std::fs::read_to_string(root.join(&file)).map_err(|error| {
        format!("{file}: {error}: save your input there (`just fetch {day}` downloads it)")
    })?;
    let example = layout::example(YEAR, day);
    if text.trim().is_empty() {
        eprintln!(
            "note: {file} is empty: save your input there (`just fetch {day}`), or the puzzle's example in {example} (`just example {day} K`)"
        );
    } else if std::fs::read_to_string(root.join(&example)).is_ok_and(|copy| copy == text) {
        eprintln!(
            "note: running on the example: {file} is a copy of {example} until you save your input there"
        );
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

    #[test]
    fn titles_are_cargo_aocs() {
        fn never(_: ArcStr) -> Result<Box<dyn Runner>, Box<dyn Error>> {
            Err("never".into())
        }
        let named = Solution {
            day: 21,
            part: 2,
            name: Some("table"),
            build: never,
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
