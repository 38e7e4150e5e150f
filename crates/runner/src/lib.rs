//! What `just run N` runs: day N's solutions on its input, printed as
//! `cargo aoc -d N` prints them, or as data for the tools
//! (`--message-format json`, see [`message`]).
//!
//! The runner binary (`src/main.rs` at the root) is built with day N's
//! feature alone. Its build script compiles the day's registration (the
//! day's module, or the one it writes from the day's crate), whose one
//! [`register!`] makes a table of [`solution::Solution`]s that
//! call the day's generator and solvers as aoc-runner would, so no procedural
//! macro runs on a day's code. Everything else the binary does is here, in a crate
//! that depends on no day: built once, it is not compiled again after an
//! edit, and the binary that is stays a few lines. The input is read when it
//! runs: a new input needs no build. It reads the input and the day's
//! example, and writes nothing but what it prints.

pub mod drawing;
pub mod message;
mod print;
pub mod solution;
pub mod timing;

use std::ffi::OsString;
use std::fmt::Write as _;
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use layout::notes::PageNotes;
use layout::{Day, DayNumber, InputState, Part};
use message::{Message, PageSays, RanOn};
use solution::{ExampleSizes, Outcome, Solution, Text};
use timing::Timed;

/// What a build of the runner binary registers, from its build script.
#[derive(Clone, Copy)]
pub struct Build {
    /// The workspace's root, where `input/` is.
    pub root: &'static str,
    /// The year (0 when the build's features name no year).
    pub year: u16,
    /// Every solution, a slice a day.
    pub solutions: &'static [&'static [Solution]],
    /// Every day's examples, for a run on one of them at the sizes its
    /// row gives.
    pub sizes: &'static [ExampleSizes],
}

/// Runs what the command line asks of `build`: 0 when every part ran, 1
/// when one failed (it says which), 2 when the command line is wrong.
pub fn main(build: &Build) -> ExitCode {
    let ran = Options::parse(std::env::args_os().skip(1)).and_then(|parsed| match parsed {
        Parsed::Run(options) => run(build, &options),
        Parsed::Help => {
            print!("{}", usage());
            Ok(true)
        }
    });
    match ran {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        // The reader went away (`just run 21 | head`): nothing left to say.
        Err(Stop::Closed) => ExitCode::SUCCESS,
        Err(Stop::Failed(sentence)) => {
            eprintln!("{sentence}");
            ExitCode::FAILURE
        }
        Err(Stop::Usage(sentence)) => {
            eprintln!("{sentence}\n\n{}", usage());
            ExitCode::from(2)
        }
    }
}

/// Why a run stopped before its end.
#[derive(Debug, PartialEq, Eq)]
enum Stop {
    /// The command line is not one it takes: the sentence that says why.
    Usage(String),
    /// It could not run: the sentence that says why.
    Failed(String),
    /// Its output was closed.
    Closed,
}

impl From<io::Error> for Stop {
    fn from(error: io::Error) -> Self {
        match error.kind() {
            io::ErrorKind::BrokenPipe => Self::Closed,
            _ => Self::Failed(format!("could not print: {error}")),
        }
    }
}

/// Every option, declared once: short, long, its value, what it does.
const OPTIONS: &[(&str, &str, Option<&str>, &str)] = &[
    ("-p", "--part", Some("PART"), "run part PART alone: 1 or 2"),
    (
        "-i",
        "--input",
        Some("FILE"),
        "run on FILE instead of input/YEAR/dayN.txt",
    ),
    (
        "",
        "--message-format",
        Some("FORMAT"),
        "human (what cargo aoc prints), or json: a line of data per solution, for the tools",
    ),
    (
        "",
        "--bench",
        None,
        "run each solution again and again for about a second: its median and fastest times",
    ),
    ("-h", "--help", None, "print this help"),
];

/// The help, from [`OPTIONS`].
fn usage() -> String {
    let mut text = String::from(
        "Usage: aoc [DAY] [OPTIONS]\n\n\
         Runs the day's solutions (every day of this build without DAY) on its input,\n\
         input/YEAR/dayN.txt, as `cargo aoc -d DAY` does. `just run DAY` builds it.\n\nOptions:\n",
    );
    for (short, long, value, what) in OPTIONS {
        let flag = match (short.is_empty(), value) {
            (true, Some(value)) => format!("    {long} {value}"),
            (true, None) => format!("    {long}"),
            (false, Some(value)) => format!("{short}, {long} {value}"),
            (false, None) => format!("{short}, {long}"),
        };
        let _ = writeln!(text, "  {flag:<27} {what}");
    }
    text
}

/// What to run, as `cargo aoc` takes it (`DAY`, `-p PART`, `-i FILE`),
/// and how to say what it found.
#[derive(Debug, Default, PartialEq, Eq)]
struct Options {
    day: Option<DayNumber>,
    part: Option<Part>,
    input: Option<PathBuf>,
    json: bool,
    bench: bool,
}

/// A command line, read.
#[derive(Debug, PartialEq, Eq)]
enum Parsed {
    Run(Options),
    Help,
}

impl Options {
    fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Parsed, Stop> {
        let usage = |sentence: String| Stop::Usage(sentence);
        let mut options = Self::default();
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let arg = arg.to_string_lossy().into_owned();
            let (flag, inline) = match arg.split_once('=') {
                Some((flag, value)) if flag.starts_with("--") => {
                    (flag.to_owned(), Some(value.to_owned()))
                }
                _ => (arg.clone(), None),
            };
            let Some(&(_, long, takes, _)) = OPTIONS
                .iter()
                .find(|(short, long, ..)| flag == *long || (!short.is_empty() && flag == *short))
            else {
                if options.day.is_none() && !arg.starts_with('-') {
                    let number = arg.strip_prefix("day").unwrap_or(&arg);
                    options.day = Some(number.parse().map_err(|error| usage(format!("{error}")))?);
                    continue;
                }
                return Err(usage(format!("unexpected argument {arg:?}")));
            };
            let value = match (takes, inline) {
                (None, _) => String::new(),
                (Some(_), Some(value)) => value,
                (Some(value), None) => args
                    .next()
                    .map(|value| value.to_string_lossy().into_owned())
                    .ok_or_else(|| usage(format!("{long} needs a value, {value}")))?,
            };
            match long {
                "--part" => {
                    options.part = Some(value.parse().map_err(|error| usage(format!("{error}")))?)
                }
                "--input" => options.input = Some(PathBuf::from(value)),
                "--message-format" => {
                    options.json = match value.as_str() {
                        "human" => false,
                        "json" => true,
                        _ => {
                            return Err(usage(format!(
                                "--message-format is human or json, not {value:?}"
                            )));
                        }
                    }
                }
                "--bench" => options.bench = true,
                _ => return Ok(Parsed::Help),
            }
        }
        if options.bench && options.json {
            return Err(usage(
                "--bench prints times for people; --message-format json gives each run's own"
                    .to_owned(),
            ));
        }
        Ok(Parsed::Run(options))
    }
}

/// Runs the solutions of the day asked for (or of every day of this build)
/// on the day's input, printed as `cargo aoc -d DAY` prints them (`AOC
/// YEAR`, then each solution) or as JSON lines. Where the input is the
/// example's copy, or empty, a note on stderr says so. True when every part
/// ran (a part not solved yet is said, and fails nothing).
fn run(build: &Build, options: &Options) -> Result<bool, Stop> {
    let mut registered: Vec<&Solution> =
        build.solutions.iter().flat_map(|day| day.iter()).collect();
    // As cargo-aoc runs them: by day, part, the canonical one first, then by name.
    registered.sort_by_key(|solution| (solution.day, solution.part, solution.name));
    let days = days_asked(&registered, build.year, options)?;
    let mut out = io::stdout().lock();
    if !options.json {
        writeln!(out, "AOC {}", build.year)?;
    }
    let mut all_ran = true;
    for number in days {
        let day = Day::new(build.year, number).map_err(|error| Stop::Failed(error.to_string()))?;
        let text = day_input(build, day, options, &mut out)?;
        let solutions = registered.iter().filter(|solution| {
            solution.day == number
                && options
                    .part
                    .is_none_or(|part| part.number() == solution.part)
        });
        all_ran &= run_day(build, day, &text, solutions, options, &mut out)?;
    }
    Ok(all_ran)
}

/// The days of this build that `options` asks for: the one day given, or
/// every day registered; refused where the day given is not in this build,
/// or where the build has none.
fn days_asked(registered: &[&Solution], year: u16, options: &Options) -> Result<Vec<u8>, Stop> {
    let mut days: Vec<u8> = registered.iter().map(|solution| solution.day).collect();
    days.dedup();
    match options.day {
        Some(DayNumber(day)) if days.contains(&day) => Ok(vec![day]),
        Some(DayNumber(day)) => {
            let named = Day::new(year, day).map_or_else(
                |_| format!("day {day}"),
                |day| format!("{day} ({})", day.feature()),
            );
            Err(Stop::Failed(format!(
                "{named} is not in this build: `just run {day}` builds it"
            )))
        }
        None if days.is_empty() => Err(Stop::Failed(
            "this build has no day: its features name none (`just run N` builds day N)".to_owned(),
        )),
        None => Ok(days),
    }
}

/// The text `day` runs on: the file `--input` gives, or the day's own
/// input (with its note); said as a JSON line where JSON is asked for.
fn day_input(
    build: &Build,
    day: Day,
    options: &Options,
    out: &mut impl io::Write,
) -> Result<String, Stop> {
    let (text, file, state) = match &options.input {
        Some(path) => (
            std::fs::read_to_string(path)
                .map_err(|error| Stop::Failed(format!("{}: {error}", path.display())))?,
            path.display().to_string(),
            RanOn::Given,
        ),
        None => own_input(Path::new(build.root), day, options.json)?,
    };
    if options.json {
        let input = Message::Input(message::Input {
            year: day.year,
            day: day.day,
            file,
            state,
        });
        writeln!(out, "{}", input.line().map_err(io::Error::from)?)?;
    }
    Ok(text)
}

/// Runs `solutions`, those of `day` asked for, on `text`, each printed with
/// what the page shows of its output where `text` is one of its examples:
/// true when each gave an answer or is not solved yet.
fn run_day<'s>(
    build: &Build,
    day: Day,
    text: &str,
    solutions: impl Iterator<Item = &'s &'s Solution>,
    options: &Options,
    out: &mut impl io::Write,
) -> Result<bool, Stop> {
    // One of the day's examples that runs at its own sizes runs at them.
    let at = ExampleSizes::of(build.sizes, day.day, text);
    if !at.is_empty() && !options.json {
        eprintln!(
            "note: an example that runs at sizes of its own: {}",
            at.iter()
                .map(|(name, value)| format!("{name} {value}"))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let input = Text::new(text).at(at);
    if options.bench {
        return bench_day(solutions, &input, out);
    }
    let noted = PageNotes::read(Path::new(build.root), day.year, day.day)
        .and_then(|notes| notes.example(text).cloned());
    let mut all_ran = true;
    // Every solution of a day parses with the same generator: its error
    // is said once.
    let mut said: Option<String> = None;
    for solution in solutions {
        let outcome = (solution.run)(&input);
        all_ran &= outcome.passes();
        // On one of the puzzle's examples, what its page shows of the
        // output is said beside the answer.
        let page = match (&outcome, &noted) {
            (Outcome::Answer { answer, .. }, Some(noted)) => noted.judge(solution.part, answer),
            _ => None,
        };
        if options.json {
            let part = Part::from_number(solution.part)
                .ok_or_else(|| Stop::Failed(format!("{}: a part is 1 or 2", solution.title())))?;
            let run = Message::Solution(message::Run {
                year: day.year,
                day: day.day,
                part,
                name: solution.name.map(str::to_owned),
                outcome,
                page: page.as_ref().map(PageSays::of),
            });
            writeln!(out, "{}", run.line().map_err(io::Error::from)?)?;
            continue;
        }
        let again = matches!((&outcome, &said), (Outcome::FailedGenerating(error), Some(before)) if error == before);
        print::outcome(out, solution, &outcome, again)?;
        if let (Some(page), Outcome::Answer { answer, .. }, None) = (&page, &outcome, solution.name)
        {
            out.flush()?;
            writeln!(io::stderr(), "note: {}", page.said(solution.part, answer))?;
        }
        if let Outcome::FailedGenerating(error) = &outcome {
            said = Some(error.clone());
        }
    }
    Ok(all_ran)
}

/// Runs each of `solutions` on `input` again and again ([`timing::time`])
/// and prints its answer with its median and fastest times, or its outcome
/// where it gave no answer, as [`print::outcome`] does: true when each gave an
/// answer or is not solved yet.
fn bench_day<'s>(
    solutions: impl Iterator<Item = &'s &'s Solution>,
    input: &Text,
    out: &mut impl io::Write,
) -> Result<bool, Stop> {
    eprintln!(
        "note: each solution runs again and again for about {:?} (at most {} times): the median time, and the fastest",
        timing::BUDGET,
        timing::MOST_RUNS
    );
    let mut all_ran = true;
    let mut said: Option<String> = None;
    for solution in solutions {
        match timing::time(solution, input, timing::BUDGET) {
            Timed::Answered {
                answer,
                drawn,
                runs,
                generator,
                runner,
            } => writeln!(
                out,
                "{} : {}\n\tgenerator: {:?} (fastest {:?}),\n\trunner: {:?} (fastest {:?}),\n\tmedian of {runs} {}\n",
                solution.title(),
                print::answer_shown(&answer, drawn.as_ref()),
                generator.median,
                generator.fastest,
                runner.median,
                runner.fastest,
                if runs == 1 { "run" } else { "runs" },
            )?,
            Timed::Failed(outcome) => {
                all_ran &= outcome.passes();
                let again = matches!((&outcome, &said), (Outcome::FailedGenerating(error), Some(before)) if error == before);
                print::outcome(out, solution, &outcome, again)?;
                if let Outcome::FailedGenerating(error) = outcome {
                    said = Some(error);
                }
            }
        }
    }
    Ok(all_ran)
}

/// Day `day`'s input, `input/YEAR/dayN.txt`, its path and what it is, with a
/// note on stderr (in the text for people) where it is not the user's own.
/// Where there is no input yet, the day's example runs in its place, read
/// from the day's crate: nothing is written.
fn own_input(root: &Path, day: Day, json: bool) -> Result<(String, String, RanOn), Stop> {
    let file = day.input();
    let number = day.day;
    let example = day.example();
    let read = |path: &str| match std::fs::read_to_string(root.join(path)) {
        Ok(text) => Ok(Some(text)),
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(error) => Err(Stop::Failed(format!("{path}: {error}"))),
    };
    let (text, example_text) = (read(&file)?, read(&example)?);
    let note = |said: String| {
        if !json {
            eprintln!("note: {said}");
        }
    };
    let state = InputState::of(
        text.as_deref().map(str::as_bytes),
        example_text.as_deref().map(str::as_bytes),
    );
    Ok(match (state, text, example_text) {
        (InputState::Missing, _, Some(example_text)) if !example_text.trim().is_empty() => {
            note(format!(
                "running on the example: there is no {file} yet, so {example} runs until you save your input there (`just fetch {number}`)"
            ));
            (example_text, example, RanOn::Day(InputState::Example))
        }
        (InputState::Missing | InputState::Empty, text, _) => {
            note(format!(
                "{file} is {}: save your input there (`just fetch {number}`), or the puzzle's example in {example} (`just example {number} K`)",
                if text.is_some() { "empty" } else { "missing" }
            ));
            (
                text.unwrap_or_default(),
                file,
                RanOn::Day(InputState::Empty),
            )
        }
        (InputState::Example, text, _) => {
            note(format!(
                "running on the example: {file} is a copy of {example} until you save your input there"
            ));
            (
                text.unwrap_or_default(),
                file,
                RanOn::Day(InputState::Example),
            )
        }
        (InputState::Own, text, _) => (text.unwrap_or_default(), file, RanOn::Day(InputState::Own)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(args: &[&str]) -> Result<Parsed, Stop> {
        Options::parse(args.iter().map(OsString::from))
    }

    #[test]
    fn options_are_cargo_aocs() {
        assert_eq!(
            parsed(&["21", "-p", "2", "-i", "x.txt", "--message-format=json"]),
            Ok(Parsed::Run(Options {
                day: Some(DayNumber(21)),
                part: Some(Part::Two),
                input: Some("x.txt".into()),
                json: true,
                bench: false,
            }))
        );
        assert_eq!(
            parsed(&["day4", "--message-format", "human"]),
            Ok(Parsed::Run(Options {
                day: Some(DayNumber(4)),
                ..Options::default()
            }))
        );
        assert_eq!(
            parsed(&["4", "--bench"]),
            Ok(Parsed::Run(Options {
                day: Some(DayNumber(4)),
                bench: true,
                ..Options::default()
            }))
        );
        assert_eq!(parsed(&[]), Ok(Parsed::Run(Options::default())));
        assert_eq!(parsed(&["4", "--help"]), Ok(Parsed::Help));
        assert_eq!(parsed(&["-h"]), Ok(Parsed::Help));
        for bad in [
            &["x"][..],
            &["4", "5"],
            &["4", "-p", "3"],
            &["4", "-i"],
            &["--message-format", "xml"],
            &["4", "--bench", "--message-format", "json"],
            &["--frobnicate"],
        ] {
            assert!(parsed(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_help_lists_every_option() {
        let help = usage();
        for (_, long, ..) in OPTIONS {
            assert!(help.contains(long), "{help}");
        }
    }
}
