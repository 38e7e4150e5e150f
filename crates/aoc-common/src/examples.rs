//! The puzzle's examples as tests: a day lists them in its `EXAMPLES`
//! table with the answers the puzzle gives, and [`test_examples!`](crate::test_examples) checks
//! its parser and each part on them, calling the day's `parse`, `part1`
//! and `part2` by name, so that no part is checked against another's
//! answers. A check fails its test with a message that names the example,
//! the part, what was expected and what came; where the tools read the
//! answer from the puzzle page (they keep what it shows beside the page,
//! `input/YEAR/dayN.examples`: `page`), the message quotes the sentence
//! they read it from and says how to change the answer, so that a wrong
//! guess is seen at once.
//!
//! ```
//! mod day01 {
//!     use aoc_common::examples::Example;
//!     use aoc_common::{ParseError, records};
//!
//!     pub fn parse(input: &str) -> Result<Vec<u32>, ParseError> {
//!         records(input, |line| line.number())
//!     }
//!     pub fn part1(depths: &Vec<u32>) -> usize {
//!         depths.windows(2).filter(|pair| pair[0] < pair[1]).count()
//!     }
//!     pub fn part2(depths: &Vec<u32>) -> usize {
//!         depths.windows(4).filter(|four| four[0] < four[3]).count()
//!     }
//!
//!     pub const EXAMPLES: &[Example] = &[Example {
//!         input: "199\n200\n208\n210\n200\n",
//!         part1: Some("3"),
//!         part2: Some("1"),
//!     }];
//!
//!     // The tests `examples::parse`, `examples::part1` and `examples::part2`.
//!     aoc_common::test_examples!();
//! }
//! ```
//!
//! The functions under it, [`parse_all`] and [`check_part`], are the same
//! checks for a test of your own.

/// What a puzzle's page shows of its examples' outputs, as the tools keep
/// it: with the feature `notes` (a day's tests turn it on, so that `just
/// run` never compiles it), a check with no answer says it.
#[cfg(feature = "notes")]
pub mod page {
    pub use layout::notes::*;
}

use std::fmt::Display;
use std::panic::Location;

use crate::sizes::{Size, Sizes, run_at};
use crate::{Answer, NotSolved, Solver, Unanswered};

/// One example from the puzzle text, with the answers the puzzle gives for
/// it, written as the runner prints them (`None` where it gives none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Example {
    /// The example's input, as the puzzle shows it.
    pub input: &'static str,
    /// Part 1's answer for it, if the puzzle gives one.
    pub part1: Option<&'static str>,
    /// Part 2's answer for it, if the puzzle gives one.
    pub part2: Option<&'static str>,
}

impl Example {
    /// The answer the puzzle gives for `part` (1 or 2), if any.
    pub fn answer(&self, part: u8) -> Option<&'static str> {
        match part {
            1 => self.part1,
            2 => self.part2,
            _ => None,
        }
    }
}

/// An example the puzzle runs at sizes of its own (a smaller grid, fewer
/// steps, another threshold): an [`Example`] with the sizes it runs at, by
/// the names the day's code asks for them with
/// ([`example_or`](crate::example_or)). A table of these is checked as a
/// table of [`Example`]s is; a row with no sizes is `at: &[]`.
///
/// ```
/// use aoc_common::examples::ExampleAt;
/// const EXAMPLES: &[ExampleAt] = &[ExampleAt {
///     input: "p=0,4 v=3,-3\n",
///     part1: Some("12"),
///     part2: None,
///     // The example's room is 11 tiles wide and 7 tall.
///     at: &[("width", 11), ("height", 7)],
/// }];
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExampleAt {
    /// The example's input, as the puzzle shows it.
    pub input: &'static str,
    /// Part 1's answer for it, if the puzzle gives one.
    pub part1: Option<&'static str>,
    /// Part 2's answer for it, if the puzzle gives one.
    pub part2: Option<&'static str>,
    /// The sizes it runs at, where they are not your input's.
    pub at: &'static [Size],
}

/// A row of a day's `EXAMPLES` table: an [`Example`], or an
/// [`ExampleAt`] with the sizes it runs at.
pub trait Row: Copy {
    /// The example.
    fn example(&self) -> Example;
    /// The sizes it runs at (none for an [`Example`]).
    fn at(&self) -> &'static [Size];
}

impl Row for Example {
    fn example(&self) -> Example {
        *self
    }

    fn at(&self) -> &'static [Size] {
        &[]
    }
}

impl Row for ExampleAt {
    fn example(&self) -> Example {
        Example {
            input: self.input,
            part1: self.part1,
            part2: self.part2,
        }
    }

    fn at(&self) -> &'static [Size] {
        self.at
    }
}

/// ` (at width 11, height 7)` for a row with sizes, for a message.
fn at_said(row: &impl Row) -> String {
    match row.at() {
        [] => String::new(),
        sizes => format!(" (at {})", crate::sizes::said(sizes)),
    }
}

/// Checks that `parse` reads every example: fails the test at the first that
/// it cannot read, with the parser's error. An example not written yet (a
/// blank `example.txt`, as `just new` leaves it) is passed over.
///
/// ```should_panic
/// use aoc_common::examples::{Example, parse_all};
/// let examples = [Example { input: "12\nx\n", part1: None, part2: None }];
/// // Fails with: EXAMPLES[0] does not parse: line 2, column 1: expected …, found "x"
/// parse_all(&examples, |input| aoc_common::records(input, |line| line.number::<u32>()));
/// ```
#[track_caller]
pub fn parse_all<T, E: Display>(
    examples: &[impl Row],
    parse: impl Fn(&'static str) -> Result<T, E>,
) {
    for (index, row) in examples.iter().enumerate() {
        let example = row.example();
        if !example.input.trim().is_empty() {
            run_at(row.at(), || parsed(index, &example, &parse));
        }
    }
}

/// Checks part `part` (1 or 2) on every example with an answer for it, as
/// [`check_part`] does, with a part that takes the parsed input alone: the
/// form of the checks a day written before [`test_examples!`](crate::test_examples) calls.
///
/// ```should_panic
/// use aoc_common::examples::{Example, check};
/// let examples = [Example { input: "1\n2\n", part1: Some("4"), part2: None }];
/// let parse = |input: &str| aoc_common::records(input, |line| line.number::<u32>());
/// // Fails with: EXAMPLES[0], part 1: expected 4, got 3
/// check(&examples, 1, parse, |numbers: &Vec<u32>| numbers.iter().sum::<u32>());
/// ```
#[track_caller]
pub fn check<T, E: Display, A: Answer>(
    examples: &[impl Row],
    part: u8,
    parse: impl Fn(&'static str) -> Result<T, E>,
    solve: impl Fn(&T) -> A,
) {
    check_part(examples, part, parse, |input: &T| solve(input));
}

/// Checks part `part` (1 or 2) on every example with an answer for it: each
/// is parsed, solved at the sizes its row gives (a part may take them as a
/// second argument, [`Sizes`]), and the answer compared as the runner
/// prints it. Fails the test at the first wrong answer or error. A part not
/// solved yet ([`NotSolved`]) fails nothing: it is said,
/// in the words `just run` says it in ("Day 4 - Part 2 : not solved yet
/// (…)"), or written down for the tool that asked to say it
/// ([`NOT_SOLVED_LOG`]). [`test_examples!`](crate::test_examples) calls it for each part, with
/// the part's own function.
///
/// An answer of several lines is a drawing of capital letters on a screen
/// ([`letters`](crate::letters)): it meets an answer written as the letters
/// it reads as, and the other way round, as the site would take it; a
/// failure says what a drawing reads as ("expected HL, got a drawing that
/// reads as HI"), the drawing on the lines under it.
///
/// Where no example has an answer for the part, each example (but one not
/// written yet) is parsed and solved all the same, and what the puzzle's
/// page shows of that output is said beside the test, where the tools kept
/// the page's notes (`page`, with the feature `notes`): "EXAMPLES\[0\]: part
/// 1 on the example gives 26: the page says …", or "4510 is not a value the
/// page shows …". Nothing
/// fails on a value the page shows or does not: only a part that fails (but
/// for not being solved yet) fails the test.
///
/// ```should_panic
/// use aoc_common::Sizes;
/// use aoc_common::examples::{ExampleAt, check_part};
/// let examples = [ExampleAt { input: "1\n2\n", part1: Some("4"), part2: None, at: &[("limit", 2)] }];
/// let parse = |input: &str| aoc_common::records(input, |line| line.number::<u32>());
/// let below = |numbers: &Vec<u32>, sizes: Sizes| {
///     let limit = sizes.or("limit", 10);
///     numbers.iter().filter(|&&n| n < limit).sum::<u32>()
/// };
/// // Fails with: EXAMPLES[0] (at limit 2), part 1: expected 4, got 1
/// check_part(&examples, 1, parse, below);
/// ```
#[track_caller]
pub fn check_part<T, E: Display, Form>(
    examples: &[impl Row],
    part: u8,
    parse: impl Fn(&'static str) -> Result<T, E>,
    solve: impl Solver<T, Form>,
) {
    let caller = Location::caller().file();
    if examples
        .iter()
        .all(|row| row.example().answer(part).is_none())
    {
        return run_and_say(examples, part, parse, solve);
    }
    for (index, row) in examples.iter().enumerate() {
        let example = row.example();
        let Some(expected) = example.answer(part) else {
            continue;
        };
        let source = || {
            sizes_said(row, expected, &parse, &solve)
                .unwrap_or_else(|| taken_from(caller, index, row, part, expected))
        };
        let at = at_said(row);
        let answer = solved(row, || parsed(index, &example, &parse), &solve);
        match answer {
            Ok(answer) if drawn::as_sent(&answer) == drawn::as_sent(expected) => {}
            Ok(answer) => fail(format_args!(
                "EXAMPLES[{index}]{at}, part {part}: expected {}, got {}{}{}",
                drawn::named(expected),
                drawn::named(&answer),
                drawn::drawings(expected, &answer),
                source()
            )),
            Err(Unanswered::NotSolved(error)) => return not_solved_yet(error, part),
            Err(Unanswered::Failed(error)) => fail(format_args!(
                "EXAMPLES[{index}]{at}, part {part}: expected {expected}, but it failed: {error}{}",
                source()
            )),
        }
    }
}

/// `solve` on the input `parse` gives, at `row`'s sizes: handed to it, and
/// set for the days that read them with the deprecated `example_or`.
fn solved<T, Form>(
    row: &impl Row,
    parse: impl FnOnce() -> T,
    solve: &impl Solver<T, Form>,
) -> Result<String, Unanswered> {
    run_at(row.at(), || solve.solve(&parse(), Sizes::new(row.at())))
}

/// The variable by which a run of many days' tests (`just test`, which is
/// `cargo xtask test`, and `just watch`'s run of a day's tests and then the
/// day) asks to hear of a part not solved yet: it names a file, to which
/// [`check`] adds the line `part N` for such a part, and the tool says it
/// once, in its own summary. Without it (a plain `cargo test`, `just test
/// N`), the check says it itself, on stderr. Either way the check passes: a
/// part not solved yet fails nothing, in every command.
pub const NOT_SOLVED_LOG: &str = "AOC_NOT_SOLVED_LOG";

/// A part not solved yet (it returned `error`, a [`NotSolved`]): written
/// down where the run asked to hear of it ([`NOT_SOLVED_LOG`]), else said
/// beside the test in the words `just run` prints it in ("Day 4 - Part 2 :
/// not solved yet (…)"). It fails nothing.
fn not_solved_yet(error: NotSolved, part: u8) {
    if !log_not_solved(std::env::var_os(NOT_SOLVED_LOG).as_deref(), part) {
        say_plainly(&as_run_says_it(error));
    }
}

/// The line `just run` prints for the part `error` says is not solved yet:
/// "Day 4 - Part 2 : not solved yet (…)".
fn as_run_says_it(error: NotSolved) -> String {
    format!(
        "Day {} - Part {} : {}",
        error.day,
        error.part,
        NotSolved::SAID
    )
}

/// Adds `part N` to the file `log` names, if any: true when it did.
fn log_not_solved(log: Option<&std::ffi::OsStr>, part: u8) -> bool {
    use std::io::Write as _;
    let Some(log) = log else {
        return false;
    };
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(log)
        .and_then(|mut file| file.write_all(format!("part {part}\n").as_bytes()))
        .is_ok()
}

/// Part `part` on each example written, none of which has an answer for
/// it: what the page shows of each output is said, and only a part that
/// fails (but for not being solved yet) fails the test.
#[track_caller]
fn run_and_say<T, E: Display, Form>(
    examples: &[impl Row],
    part: u8,
    parse: impl Fn(&'static str) -> Result<T, E>,
    solve: impl Solver<T, Form>,
) {
    for (index, row) in examples.iter().enumerate() {
        let example = row.example();
        if example.input.trim().is_empty() {
            continue;
        }
        let answer = solved(row, || parsed(index, &example, &parse), &solve);
        match answer {
            Ok(answer) => {
                #[cfg(feature = "notes")]
                if let Some(verdict) = kept_notes()
                    .iter()
                    .find_map(|notes| notes.example(example.input)?.judge(part, &answer))
                {
                    say(&format!(
                        "EXAMPLES[{index}]: {}",
                        verdict.said(part, &answer)
                    ));
                }
                #[cfg(not(feature = "notes"))]
                let _ = (index, answer);
            }
            Err(Unanswered::NotSolved(error)) => return not_solved_yet(error, part),
            Err(Unanswered::Failed(error)) => fail(format_args!(
                "EXAMPLES[{index}]{}, part {part} failed: {error}",
                at_said(row)
            )),
        }
    }
}

/// Where `row` ran at your input's sizes and its part failed, what the
/// tools noted beside the page of the sizes it runs its example at, as the
/// failure's last lines, rather than "change part1", since the answer is
/// likely right and the row the thing to change: the sizes the page gives,
/// and how to give the row them ([`page::Noted::own_sizes`]); and the
/// example run at each value the tools were unsure of, and which gives the
/// page's answer `expected` ([`sizes_tried`]). None where the notes say
/// neither.
#[cfg(feature = "notes")]
fn sizes_said<T, E: Display, Form>(
    row: &impl Row,
    expected: &str,
    parse: &impl Fn(&'static str) -> Result<T, E>,
    solve: &impl Solver<T, Form>,
) -> Option<String> {
    if !row.at().is_empty() {
        return None;
    }
    let input = row.example().input;
    let notes = kept_notes();
    let noted = notes.iter().find_map(|notes| notes.example(input))?;
    let own = noted
        .own_sizes()
        .map(|said| format!("\n{said}"))
        .unwrap_or_default();
    let said = own + &sizes_tried(noted, input, expected, parse, solve);
    (!said.is_empty()).then_some(said)
}

/// Without the tools' notes, nothing to say of sizes.
#[cfg(not(feature = "notes"))]
fn sizes_said<T, E: Display, Form>(
    _row: &impl Row,
    _expected: &str,
    _parse: &impl Fn(&'static str) -> Result<T, E>,
    _solve: &impl Solver<T, Form>,
) -> Option<String> {
    None
}

/// Where the tools noted sizes the page may run the example `input` at
/// without being sure (`noted`, see [`page::Noted::runs_to_try`]): the
/// example run at each, and which gives the page's answer `expected`, with
/// the line to write, on a line of its own; nothing otherwise. A run that
/// fails or panics says so.
#[cfg(feature = "notes")]
fn sizes_tried<T, E: Display, Form>(
    noted: &page::Noted,
    input: &'static str,
    expected: &str,
    parse: &impl Fn(&'static str) -> Result<T, E>,
    solve: &impl Solver<T, Form>,
) -> String {
    let runs = noted.runs_to_try();
    if runs.is_empty() {
        return String::new();
    }
    let tried: Vec<(page::Run, String)> = runs
        .into_iter()
        .map(|run| {
            let at: Vec<(&str, i64)> = run
                .iter()
                .map(|(name, value)| (name.as_str(), *value))
                .collect();
            let sizes = Sizes::new(&at);
            let gave = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                run_at(sizes, || match parse(input) {
                    Ok(parsed) => solve
                        .solve(&parsed, sizes)
                        .map_err(|error| error.to_string()),
                    Err(error) => Err(error.to_string()),
                })
            }));
            let said = match gave {
                Ok(Ok(answer)) => answer,
                Ok(Err(error)) => format!("an error ({error})"),
                Err(_) => "a panic".to_owned(),
            };
            (run, said)
        })
        .collect();
    format!("\n{}", noted.tries_said(&tried, expected))
}

/// The notes the tools kept for the day whose test is running (a day's
/// tests run in its crate's folder), if any.
#[cfg(feature = "notes")]
fn kept_notes() -> Vec<page::PageNotes> {
    std::env::current_dir()
        .map(|here| page::PageNotes::for_crate(&here))
        .unwrap_or_default()
}

/// Says `note` beside the test that is running: on stderr as it is, which
/// the test harness does not hold back as it holds back what a passing
/// test prints.
#[cfg(feature = "notes")]
fn say(note: &str) {
    say_plainly(&format!("note: {note}"));
}

/// Writes `line` to stderr, past the test harness's capture (see [`say`]).
fn say_plainly(line: &str) {
    use std::io::Write as _;
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

/// Where the answer `expected` of part `part` of `EXAMPLES[index]` (its
/// `row`) came from, as a failure message goes on: the sentence of the
/// puzzle page the tools read it from, as their notes of the page keep it,
/// and how to change it in `file` (the file whose test called the check);
/// nothing where they read no such answer, or without the feature `notes`.
fn taken_from(file: &str, index: usize, row: &impl Row, part: u8, expected: &str) -> String {
    #[cfg(feature = "notes")]
    return read_from(
        &kept_notes(),
        file,
        index,
        row.example().input,
        part,
        expected,
    );
    #[cfg(not(feature = "notes"))]
    {
        let _ = (file, index, row, part, expected);
        String::new()
    }
}

/// [`taken_from`], from the tools' `notes`: an example is known there by
/// its `input`, whatever its row's form (an [`ExampleAt`] as an
/// [`Example`]).
#[cfg(feature = "notes")]
fn read_from(
    notes: &[page::PageNotes],
    file: &str,
    index: usize,
    input: &str,
    part: u8,
    expected: &str,
) -> String {
    let sentence = notes
        .iter()
        .find_map(|notes| notes.example(input))
        .and_then(|noted| noted.parts.get(usize::from(part).checked_sub(1)?))
        .and_then(|said| {
            said.iter()
                .find(|said| said.asserted && said.value == expected)
        });
    match sentence {
        Some(said) => format!(
            "\n{expected} is the answer the puzzle page gave, as the tools read it from: \"{}\"\n\
             If the page means another answer for this example, change part{part} of EXAMPLES[{index}] \
             in {file} (and the comment above it); None leaves it unchecked.",
            said.sentence
        ),
        None => String::new(),
    }
}

/// `EXAMPLES[index]` parsed, or the test failed with the parser's error.
#[track_caller]
fn parsed<T, E: Display>(
    index: usize,
    example: &Example,
    parse: impl Fn(&'static str) -> Result<T, E>,
) -> T {
    match parse(example.input) {
        Ok(input) => input,
        Err(error) => fail(format_args!("EXAMPLES[{index}] does not parse: {error}")),
    }
}

/// Fails the test that called a check, with `message`.
#[track_caller]
fn fail(message: std::fmt::Arguments<'_>) -> ! {
    // A failed check is a failed test: a test fails by panicking.
    #[allow(clippy::panic)]
    {
        panic!("{message}")
    }
}

/// The tests of a day's examples, written once after its `EXAMPLES` table
/// in its `src/lib.rs`: `examples::parse` checks that the crate's `parse`
/// reads every example ([`parse_all`]), and `examples::part1` and
/// `examples::part2` each check the crate's function of that name on the
/// examples' answers for that part ([`check_part`]), so that no part is
/// checked against another's answers. A part may take the parsed input
/// alone, or the input and the example's [`Sizes`]. The last day of a
/// year, which has one puzzle, checks part 1 alone: `test_examples!(part1
/// only)`.
///
/// `just test N` runs them (`just test N examples::` these alone); their
/// module is `examples`, so a day's own tests live in a module of another
/// name (`tests`).
///
/// ```
/// mod day25 {
///     use aoc_common::examples::Example;
///
///     pub fn parse(input: &str) -> Result<Vec<String>, aoc_common::ParseError> {
///         Ok(aoc_common::lines(input).map(|line| line.text().to_owned()).collect())
///     }
///     pub fn part1(lines: &Vec<String>) -> usize {
///         lines.len()
///     }
///     pub const EXAMPLES: &[Example] = &[Example { input: "a\nb\n", part1: Some("2"), part2: None }];
///
///     aoc_common::test_examples!(part1 only);
/// }
/// ```
///
/// An `Input` may borrow the text it was read from (a [`Graph`](crate::Graph)
/// of its names, the lines themselves): name it at `'static`, and take the
/// text as `&'static str`. The tests hand `parse` the examples, which are
/// constants; the runner and `cargo aoc` hand it your input, kept for the
/// whole run.
///
/// ```
/// mod day07 {
///     use aoc_common::{Edges, Graph, ParseError, examples::Example, graph};
///
///     pub type Input = Graph<'static>;
///     pub fn parse(input: &'static str) -> Result<Input, ParseError> {
///         graph(input, "-", Edges::OneWay)
///     }
///     pub fn part1(caves: &Input) -> usize {
///         caves.nodes().filter(|&cave| caves.neighbours(cave).count() == 0).count()
///     }
///     pub fn part2(caves: &Input) -> usize {
///         caves.len()
///     }
///     pub const EXAMPLES: &[Example] = &[Example { input: "a-b\na-c\n", part1: Some("2"), part2: Some("3") }];
///
///     aoc_common::test_examples!();
/// }
/// ```
#[macro_export]
macro_rules! test_examples {
    () => {
        $crate::test_examples!(@tests part1 1, part2 2);
    };
    (part1 only) => {
        $crate::test_examples!(@tests part1 1);
    };
    (@tests $($part:ident $number:literal),+) => {
        /// The puzzle's examples, checked (`aoc_common::test_examples!`).
        #[cfg(test)]
        mod examples {
            #[test]
            fn parse() {
                $crate::examples::parse_all(super::EXAMPLES, super::parse);
            }
            $(
                #[test]
                fn $part() {
                    $crate::examples::check_part(super::EXAMPLES, $number, super::parse, super::$part);
                }
            )+
        }
    };
}

mod drawn;
#[cfg(test)]
mod tests;
