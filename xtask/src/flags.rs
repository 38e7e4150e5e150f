//! Every command of `cargo xtask` and its arguments, declared once: the doc
//! comments are the `--help` (`cargo xtask --help`, or `cargo xtask new
//! --help` for one command), and the `just` recipes say the same.

#![allow(missing_docs)]

use std::path::PathBuf;

mod values;

/// A year of Advent of Code, as an argument gives it.
pub use layout::Year as AocYear;
pub use layout::{DayNumber, Part};
pub use values::{Block, CheckGroup, DaySelection, FileName, PageState};

xflags::xflags! {
    /// The workspace's tools, run as `cargo xtask COMMAND` or through the
    /// `just` recipes. Commands that take a DAY act on the current year.
    cmd xtask {
        /// Print the current year, or make YEAR current (nothing is written
        /// for a year until `just new` adds its first day).
        cmd year {
            /// A year of Advent of Code, 2015 up to this one.
            optional year: AocYear
        }

        /// Scaffold day DAY of the current year from xtask/template and
        /// register it: its crate, and its lines in Cargo.toml (the build
        /// registers its crate's parse, parts and EXAMPLES).
        cmd new {
            /// The day, 1 to 25 (1 to 12 from 2025 on).
            required day: DayNumber
        }

        /// Take day DAY of the current year out again: what `new` added (its
        /// crate, its lines in Cargo.toml) goes, and its module in
        /// src/yearYYYY/ if it has one; its input,
        /// answers and puzzle under input/ stay. A day with work that would
        /// be lost (not what `new` wrote, not committed) is refused.
        cmd remove {
            /// The day.
            required day: DayNumber
            /// Take it out even with work that would be lost.
            optional --force
        }

        /// Day DAY of the current year, from its opening to the first test:
        /// wait for the opening (a countdown; nothing is sent before it),
        /// scaffold the day if it has no crate, fetch the input and the
        /// puzzle (nothing stored is fetched again), show the puzzle, and
        /// say what comes next.
        cmd start {
            /// The day, 1 to 25 (1 to 12 from 2025 on).
            required day: DayNumber
        }

        /// Rewrite every registration module still in cargo-aoc's attribute
        /// form (`#[aoc(day4, part1)]`, as `just new` wrote them before
        /// `register!`) as one `register!`, the form `just run` builds.
        cmd upgrade {}

        /// `start` for the current year's day that opens next, or opened
        /// today; in a year whose calendar is over, say so and send nothing.
        cmd today {}

        /// Rehearse the opening on a past day whose page, input and answers
        /// are kept under input/: in a copy of this workspace, a stand-in
        /// site on 127.0.0.1 serves them, a clock set a minute before the
        /// day's opening runs on, and your kept answers are the verdict.
        /// Nothing reaches the real site; your tree is not touched. A shell
        /// opens in the copy (`just start DAY`, `just watch DAY`, `just
        /// submit DAY 1`…); leaving it ends the rehearsal and says your times.
        cmd rehearse {
            /// The day, 1 to 25 (1 to 12 from 2025 on).
            required day: DayNumber
            /// Another year than the current one.
            optional --year year: AocYear
            /// How many seconds before the opening the clock starts (60
            /// unless given).
            optional --lead seconds: u64
            /// Run this shell command in the copy instead of opening a shell
            /// (for a script).
            optional --run command: String
        }

        /// One line per year with a day: a mark per day of its calendar and
        /// its stars, from the answers recorded under input/ alone; then when
        /// the current year's next day opens.
        cmd stars {
            /// Each star's time from its day's opening (midnight UTC-5) and
            /// part two's delta, a table a year, from your history of
            /// answers, else the kept board's JSON.
            optional --times
            /// The tables of times in Markdown, for a README (--times
            /// implied).
            optional --markdown
            /// The tables of times in Markdown written into FILE (--times
            /// implied), between its lines `<!-- stars:start -->` and
            /// `<!-- stars:end -->`, added at its end where it has neither.
            optional --readme file: PathBuf
        }

        /// Run every solution of every day of every year on your inputs and
        /// check it against the answers recorded in input/YEAR/dayN.answers
        /// (or only the current year's DAYS).
        cmd verify {
            /// Days of the current year.
            repeated days: DayNumber
        }

        /// Every year's days', aoc-common's and the runner's tests, a day's
        /// failure hiding no other: a day that does not compile is left out,
        /// each day's tests run on their own, and what failed is named at the
        /// end. A day whose part is not solved yet is said, and fails nothing.
        cmd test {
            /// Every target with every feature (the benchmarks run once as
            /// tests): `just test-full`'s first pass.
            optional --all-targets
            /// In release (`just test-full`'s property tests at full count).
            optional --release
            /// Only the `#[ignore]`d tests named `exhaustive_…`.
            optional --exhaustive
        }

        /// Every check CI runs (formatting, clippy, the quick and the full
        /// tests, and beside them the end-to-end checks, their output kept
        /// in target/xtask/end-to-end.log and shown once the others are
        /// done, the others run at a lower priority meanwhile), each
        /// whatever the one before did, and every failure named at the end.
        cmd ci {
            /// One group alone: lint, test, test-full or end-to-end.
            optional --only group: CheckGroup
            /// Only the checks of the solutions' workspace (the days,
            /// aoc-common, the runner), none of the tools' own: what a day
            /// of yours can break.
            optional --solutions
        }

        /// Run every day of every year on its input (or its example's copy,
        /// which it says), each built alone: a table of every part's answer
        /// and time, an answer on your own input marked against the one
        /// recorded.
        cmd run-all {}

        /// Download your input for DAY (never over an input of your own), and
        /// record the answers the site shows as accepted; `all`: every open
        /// day of the year, the calendar asked once for which days have
        /// stars, then only what is missing, a request at a time, a second
        /// apart.
        cmd fetch {
            /// The day, or `all`.
            required day: DaySelection
            /// Another year (with `all`).
            optional --year year: AocYear
        }

        /// Show DAY's puzzle as text, its code blocks numbered; the page is
        /// kept under input/ and fetched again only once a part is solved
        /// (or with --refresh). A day with a crate gets the example and the
        /// answers the page gives into its EXAMPLES table, where it has none.
        cmd read {
            /// The day.
            required day: DayNumber
            /// Fetch the page again, stored or not.
            optional --refresh
        }

        /// Print the address of DAY's puzzle page and open it in the browser.
        cmd open {
            /// The day.
            required day: DayNumber
        }

        /// The puzzle's example into the day's crate: without BLOCK, the
        /// example and the answers the page gives (into example.txt and the
        /// EXAMPLES table, where these hold none yet); with BLOCK, code block
        /// BLOCK saved as FILE.
        cmd example {
            /// The day.
            required day: DayNumber
            /// The block's number, as `read` shows it.
            optional block: Block
            /// The file in the day's crate (example.txt unless given).
            optional file: FileName
        }

        /// Print the contact the site's requests name (your e-mail or
        /// address, as the site's automation guidelines ask), or set it once
        /// (kept in input/settings.toml, never committed).
        cmd contact {
            /// How the site can reach you.
            optional contact: String
        }

        /// Send an answer to PART of DAY (the canonical solution's, on your
        /// own input, unless ANSWER is given) and print the site's verdict; a
        /// right one is recorded for `verify`. Nothing is sent that the site
        /// would only refuse again. On the last day of a year, part 2 is no
        /// answer: it sends the last star's form once the page shows it.
        cmd submit {
            /// The day.
            required day: DayNumber
            /// 1 or 2.
            required part: Part
            /// The answer to send.
            optional answer: String
            /// Send it even where the part gives another answer on the
            /// example than the page does.
            optional --force
        }

        /// A private leaderboard of the current year (or --year): members by
        /// local score, a mark per day. The board (and its view key, and your
        /// member id) is kept once given; its JSON is fetched at most once
        /// every 15 minutes, as the site asks, and the kept one shown between.
        cmd leaderboard {
            /// The board's id, the number in its address (kept for next time).
            optional id: String
            /// Its read-only view key, which needs no session cookie (kept).
            optional --key key: String
            /// Your member id, to mark your row (kept; the board's owner
            /// unless given).
            optional --me id: String
            /// Another year's board.
            optional --year year: AocYear
            /// One day of the kept board, sending nothing: each member's
            /// time to each star from the opening, and part two's delta, in
            /// the order of that day's second star, then its first.
            optional --day day: DayNumber
            /// The kept board over the year, sending nothing: each member's
            /// points after each day, drawn as a PNG file.
            optional --chart
            /// With --chart: an SVG file instead.
            optional --svg
        }

        /// How right the examples and answers read from puzzle pages are, on
        /// real pages kept outside the repository (DIR/YEAR/DD.html), against
        /// TRUTH: JSON of each page's examples, keyed YEAR/DD, each a list of
        /// objects with input, part1, part2 and extra, as aocd's hand-kept
        /// table lists them.
        cmd examples-measure {
            /// The folder of pages, YEAR/DD.html (another saver's copy of a
            /// day as YEAR/DD-NAME.html).
            required dir: PathBuf
            /// The JSON of the examples each page has.
            required truth: PathBuf
            /// Also read each page beside a real input of its day, kept
            /// under DIR as YEAR/DD.txt (YEAR/DD-NAME.txt a saver's own).
            optional --inputs dir: PathBuf
            /// Also list every miss, with the sentence it was taken from.
            optional --misses
            /// Serve each page as it is the moment part one is solved
            /// (one-star, unless given), at the opening, part one alone
            /// (opening), or as saved (as-saved); or put it through a
            /// user's day (flow): read at the opening into a day's crate as
            /// `just start` does, then at one star as `just read` does, and
            /// measure what the crate's table holds.
            optional --state state: PageState
        }

        /// Times DAY of the current year (`all`: every day of the year;
        /// none: its latest day): each solution run again and again for
        /// about a second in the build `just run` makes, its median and
        /// fastest times, in seconds. With `--full`, criterion's benchmarks
        /// and the heap use, then their table, as bench-report prints it.
        cmd bench {
            /// The day, or `all` (none: the current year's latest day).
            optional day: DaySelection
            /// Criterion's benchmarks and the heap use (minutes, the
            /// first time), then their table.
            optional --full
        }

        /// Criterion's latest results as Markdown tables (and, on request,
        /// written into docs/speed.md and drawn as charts).
        cmd bench-report {
            /// Criterion's folder (target/criterion unless CRITERION_HOME or
            /// CARGO_TARGET_DIR say otherwise).
            optional --criterion dir: PathBuf
            /// Only the groups whose name starts with PREFIX.
            repeated --only prefix: String
            /// Only the group named NAME.
            repeated --group name: String
            /// Write the tables into FILE between its bench-report markers.
            optional --readme file: PathBuf
            /// Draw the first group with a parameter in FILE (a PNG where
            /// FILE ends in .png, else an SVG).
            optional --chart file: PathBuf
            /// Draw every day's timings as a PNG in FILE: with --readme, the
            /// days its table holds (kept and measured now), else these.
            optional --days-chart file: PathBuf
            /// The chart's group: the first whose name starts with PREFIX.
            optional --chart-group prefix: String
            /// The chart's x axis.
            optional --x-label text: String
        }

        /// Time the inner loop (run and test a day after an edit, with
        /// nothing changed, and from cold) beside a stand-in of the most used
        /// template's shape, and print the table.
        cmd bench-loop {
            /// How many times each step is timed (5 unless given).
            optional --runs count: usize
            /// Write the table into FILE between its bench-loop markers.
            optional --readme file: PathBuf
        }

        /// Put a copy of each day's example (every year's) where its input
        /// is missing or empty, so that `cargo aoc -d N` runs it rather
        /// than download one (`just setup` runs it); each copy said.
        cmd example-copies {}

        /// Start DIR, the build folder of a copy of this workspace, with
        /// the builds of registry packages that the tools' build folder
        /// finished, in each profile DIR has none of yet, so that the copy
        /// compiles less (the end-to-end tests' copy; `rehearse` does the
        /// same for its own).
        cmd copy-builds {
            /// The copy's build folder.
            required into: PathBuf
        }

        /// Explain why DAY is not a day of the current year with a crate
        /// (the justfile's recipes ask when they find none); silent when it is.
        cmd check-day {
            /// The day, as given to the recipe.
            required day: DayNumber
        }
    }
}

/// The sentence of an error xflags reports: for an argument that does not
/// parse, the argument type's own sentence ("'abc' is not a day: …").
pub fn sentence(error: &xflags::Error) -> String {
    let text = error.to_string();
    if let Some(rest) = text.strip_prefix("can't parse `") {
        return rest
            .split_once("`, ")
            .map_or(text.clone(), |(_, why)| why.to_owned());
    }
    // xflags says "flag" of a positional argument too: `day` is one,
    // `--day` a flag.
    if let Some(name) = text
        .strip_prefix("flag is required: `")
        .and_then(|rest| rest.strip_suffix('`'))
    {
        return match name.strip_prefix("--") {
            Some(_) => format!("the flag `{name}` is required"),
            None => format!("the {} is missing", name.replace('_', " ")),
        };
    }
    if text == "subcommand is required" {
        return "a command is missing".to_owned();
    }
    text
}

/// What `cargo xtask ARGS…` says when its arguments are refused (`error`):
/// one sentence, and the help that says what the command takes, or, for a
/// word that is no command, the list of commands.
pub fn refusal(error: &xflags::Error, args: &[String]) -> String {
    let first = args.first().filter(|arg| !arg.starts_with('-'));
    match first {
        Some(word) if !is_command(word) => {
            format!("cargo xtask: there is no command `{word}` (`cargo xtask --help` lists them)")
        }
        Some(command) => format!(
            "cargo xtask {command}: {} (`cargo xtask {command} --help` says what it takes)",
            sentence(error)
        ),
        None => format!(
            "cargo xtask: {} (`cargo xtask --help` lists the commands)",
            sentence(error)
        ),
    }
}

/// True when `word` is one of the commands.
fn is_command(word: &str) -> bool {
    Xtask::HELP_.contains(&format!("\nxtask {word}\n"))
}

/// The help of `command` alone (the section xflags writes for it), or all
/// of it.
pub fn help_of(help: &str, command: Option<&str>) -> String {
    let Some(command) = command else {
        return help.to_owned();
    };
    let heading = format!("xtask {command}\n");
    let Some(start) = help.find(&heading) else {
        return help.to_owned();
    };
    let section = &help[start..];
    let end = section[heading.len()..]
        .find("\nxtask ")
        .map_or(section.len(), |at| at + heading.len());
    format!("cargo {}", section[..end].trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn help(args: &[&str]) -> String {
        let args = args.iter().map(Into::into).collect();
        let error = Xtask::from_vec(args).unwrap_err();
        assert!(error.is_help());
        error.to_string()
    }

    #[test]
    fn every_command_has_its_own_help() {
        let all = help(&["--help"]);
        for command in [
            "year",
            "new",
            "remove",
            "start",
            "today",
            "rehearse",
            "stars",
            "verify",
            "run-all",
            "test",
            "fetch",
            "read",
            "open",
            "example",
            "contact",
            "submit",
            "leaderboard",
            "bench",
            "bench-report",
            "bench-loop",
            "examples-measure",
            "check-day",
            "example-copies",
            "copy-builds",
            "upgrade",
        ] {
            assert!(all.contains(&format!("xtask {command}\n")), "{command}");
            let own = help_of(&help(&[command, "--help"]), Some(command));
            assert!(
                own.starts_with(&format!("cargo xtask {command}\n")),
                "{own}"
            );
            assert!(!own.contains("\nxtask "), "{own}");
        }
    }

    #[test]
    fn a_refusal_points_at_the_help_that_answers_it() {
        let refused = |args: &[&str]| {
            let args: Vec<String> = args.iter().map(|&arg| arg.to_owned()).collect();
            let error = Xtask::from_vec(args.iter().map(Into::into).collect()).unwrap_err();
            refusal(&error, &args)
        };
        assert_eq!(
            refused(&["bogus"]),
            "cargo xtask: there is no command `bogus` (`cargo xtask --help` lists them)"
        );
        assert_eq!(
            refused(&["new"]),
            "cargo xtask new: the day is missing (`cargo xtask new --help` says what it takes)"
        );
        assert_eq!(
            refused(&["new", "4", "5"]),
            "cargo xtask new: unexpected argument: \"5\" (`cargo xtask new --help` says what it takes)"
        );
        assert_eq!(
            refused(&["--bogus"]),
            "cargo xtask: unexpected flag: `--bogus` (`cargo xtask --help` lists the commands)"
        );
    }

    #[test]
    fn arguments_are_typed_where_they_are_declared() {
        let parsed = Xtask::from_vec(vec!["submit".into(), "04".into(), "2".into()]).unwrap();
        match parsed.subcommand {
            XtaskCmd::Submit(submit) => {
                assert_eq!((submit.day, submit.part), (DayNumber(4), Part::Two));
            }
            other => panic!("{other:?}"),
        }
        for (args, said) in [
            (
                &["new", "abc"][..],
                "'abc' is not a day: give a number from 1 to 25",
            ),
            (&["submit", "4", "3"], "\"3\" is not a part: give 1 or 2"),
            (&["example", "4", "0"], "\"0\" is not a code block"),
            (
                &["example", "4", "1", "../x"],
                "\"../x\" is not a file name",
            ),
            (&["year", "1999"], "'1999' is not a year of Advent of Code"),
            (&["new"], "the day is missing"),
            (&["submit"], "the day is missing"),
            (&[], "a command is missing"),
        ] {
            let error = Xtask::from_vec(args.iter().map(Into::into).collect()).unwrap_err();
            assert!(
                sentence(&error).starts_with(said),
                "{args:?}: {}",
                sentence(&error)
            );
        }
    }
}
