//! `cargo xtask test` (`just test`, and each pass of `just test-full`):
//! every year's days', aoc-common's and the runner's tests, where one
//! failing day hides no other.
//!
//! cargo stops a whole `cargo test --workspace` at the first crate that does
//! not compile, and (without `--no-fail-fast`) at the first test binary that
//! fails: a day started this morning, whose part 1 gives a wrong answer on
//! its example, would hide every other day's tests. So the tests are built first
//! in one run (cargo's build, in parallel, its errors shown as cargo shows
//! them), a day whose crate does not compile is left out and the build run
//! again without it, and then the shared crates' tests run in one cargo call
//! and each day's in a call of its own, so that its status says whether that
//! day passed. What failed is named at the end, a day a line.
//!
//! A part not solved yet fails nothing, here as in every command: each
//! day's call names a file in aoc-common's `NOT_SOLVED_LOG`, where an
//! example's check writes down a part that returned `NotSolved` (a plain
//! `cargo test`, `just test N`, has the check say it itself). Such a day is
//! said once, at the end, and the run stays green.
//!
//! Which crate an error belongs to is read from cargo's JSON messages
//! (`--message-format json`, each diagnostic shown as rustc renders it),
//! never from its text.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use layout::{Day, Part};

use crate::flags;
use crate::years::calendar::Calendar;

/// The root package, which depends on the current year's days (for
/// `cargo aoc`; with every feature, on every year's): it cannot build
/// while one of them does not compile.
const ROOT_PACKAGE: &str = "advent-of-code";

/// aoc-common's variable for the file where a check writes down a part not
/// solved yet.
const NOT_SOLVED_LOG: &str = aoc_common::examples::NOT_SOLVED_LOG;

/// What every command says of a part not solved yet, after its name: the
/// runner's words (`Day 4 - Part 2 : not solved yet (…)`), aoc-common's.
pub const NOT_SOLVED_SAID: &str = aoc_common::NotSolved::SAID;

/// The variable that names a file for how each day came out (a list of
/// [`DaySaid`], as JSON): what `cargo xtask ci` reads to name them in its
/// summary, as data, not as the lines written for a person.
pub const FAILED_DAYS: &str = "XTASK_FAILED_DAYS";

/// rustc 1.95 miscompiled day 21's memo in release builds only: one
/// release run of it stays in the quick loop. (The tools' own tests run in
/// `just test-full`; benchmarks are behind each day's `bench` feature:
/// neither is what this loop is for.)
const RELEASE_CHECK: [&str; 8] = [
    "test",
    "--release",
    "-p",
    "day21",
    "--test",
    "answers",
    "--",
    "example_part2",
];

/// How a day's tests came out.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Outcome {
    /// Every test passed; the parts named were not solved yet.
    Passed(BTreeSet<Part>),
    /// A test failed; the parts named were not solved yet.
    Failed(BTreeSet<Part>),
    /// Its crate does not compile: its first error, where cargo gave one.
    DoesNotCompile(Option<String>),
}

/// Which tests a run covers: cargo's options for them, and what follows
/// `--` for the test binaries.
struct Pass {
    options: Vec<&'static str>,
    filter: Vec<&'static str>,
    /// Every feature: the root package then depends on every year's days.
    every_feature: bool,
    /// The quick loop's, with day 21's release check.
    quick: bool,
}

impl Pass {
    fn of(flags: &flags::Test) -> Self {
        let mut options = Vec::new();
        if flags.all_targets {
            options.extend(["--all-targets", "--all-features"]);
        }
        if flags.release {
            options.push("--release");
        }
        let filter = if flags.exhaustive {
            vec!["--ignored", "exhaustive_"]
        } else {
            Vec::new()
        };
        Self {
            options,
            filter,
            every_feature: flags.all_targets,
            quick: !(flags.all_targets || flags.release || flags.exhaustive),
        }
    }

    /// `cargo ARGS…` for this pass: `verb`, then `args`, this pass's
    /// options, and its filter after `--`.
    fn args(&self, args: &[String]) -> Vec<String> {
        let mut all: Vec<String> = args.to_vec();
        all.extend(self.options.iter().map(|option| (*option).to_owned()));
        if !self.filter.is_empty() {
            all.push("--".to_owned());
            all.extend(self.filter.iter().map(|word| (*word).to_owned()));
        }
        all
    }

    /// The command that runs this pass's tests of `day` alone.
    fn rerun(&self, day: Day, current: u16) -> String {
        if self.quick && day.year == current {
            return format!("just test {}", day.day);
        }
        let args = self.args(&["test".to_owned(), "-p".to_owned(), day.package()]);
        format!("cargo {}", args.join(" "))
    }

    /// How this pass is named in its closing line.
    fn name(&self) -> String {
        if self.quick {
            return "just test".to_owned();
        }
        let mut words = vec!["cargo xtask test"];
        if self.every_feature {
            words.push("--all-targets");
        }
        if self.options.contains(&"--release") {
            words.push("--release");
        }
        if !self.filter.is_empty() {
            words.push("--exhaustive");
        }
        words.join(" ")
    }
}

impl flags::Test {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let pass = Pass::of(&self);
        let current = Calendar::read(root)?.year;
        let days: Vec<Day> = Calendar::all(root)?
            .into_iter()
            .flat_map(|calendar| calendar.days)
            .collect();
        let broken = build(root, &days, &pass, current)?;
        let broken_days: Vec<Day> = broken.iter().map(|(day, _)| *day).collect();
        let mut outcomes: Vec<(Day, Outcome)> = Vec::new();
        // The shared crates (and the root, when it builds), in one call.
        let mut shared = vec!["test".to_owned(), "--workspace".to_owned()];
        for package in days
            .iter()
            .map(|day| day.package())
            .chain(root_left_out(&broken_days, &pass, current).map(str::to_owned))
        {
            shared.extend(["--exclude".to_owned(), package]);
        }
        shared.push("--no-fail-fast".to_owned());
        let shared_passed = cargo(root, &pass.args(&shared), None)?;
        let log = NotSolvedLog::new(root);
        for &day in &days {
            let outcome = if let Some((_, first)) = broken.iter().find(|(of, _)| *of == day) {
                Outcome::DoesNotCompile(first.clone())
            } else {
                log.clear();
                let args = pass.args(&["test".to_owned(), "-p".to_owned(), day.package()]);
                let passed = cargo(root, &args, Some(&log))?;
                let not_solved = log.parts();
                if passed {
                    Outcome::Passed(not_solved)
                } else {
                    Outcome::Failed(not_solved)
                }
            };
            outcomes.push((day, outcome));
        }
        log.clear();
        let home = Day::new(layout::HOME_YEAR, 21)?;
        let release_passed = if !pass.quick || broken_days.contains(&home) || !days.contains(&home)
        {
            true
        } else {
            cargo(root, &RELEASE_CHECK, None)?
        };
        summary(
            root,
            &pass,
            &outcomes,
            shared_passed,
            release_passed,
            current,
        )
    }
}

/// The root package, when a day it depends on does not compile: with
/// every feature, any day; else a day of the current year.
fn root_left_out(broken: &[Day], pass: &Pass, current: u16) -> Option<&'static str> {
    broken
        .iter()
        .any(|day| pass.every_feature || day.year == current)
        .then_some(ROOT_PACKAGE)
}

/// The file a day's checks write the parts not solved yet to, under the
/// tools' own folder of `target/`.
struct NotSolvedLog(PathBuf);

impl NotSolvedLog {
    fn new(root: &Path) -> Self {
        let folder = root.join("target/xtask");
        let _ = std::fs::create_dir_all(&folder);
        Self(folder.join(format!("not-solved-{}", std::process::id())))
    }

    fn clear(&self) {
        let _ = std::fs::remove_file(&self.0);
    }

    /// The parts written down since [`Self::clear`]: a line `part N` each.
    fn parts(&self) -> BTreeSet<Part> {
        std::fs::read_to_string(&self.0)
            .unwrap_or_default()
            .lines()
            .filter_map(|line| line.strip_prefix("part ")?.parse().ok())
            .collect()
    }
}

/// Builds every test of the workspace, leaving out (and building again
/// without) each day that does not compile; those days, in order, each
/// with its first error.
fn build(
    root: &Path,
    days: &[Day],
    pass: &Pass,
    current: u16,
) -> anyhow::Result<Vec<(Day, Option<String>)>> {
    let mut broken: Vec<(Day, Option<String>)> = Vec::new();
    loop {
        let mut args = vec![
            "test".to_owned(),
            "--workspace".to_owned(),
            "--no-run".to_owned(),
            "--message-format".to_owned(),
            crate::process::message_format().to_owned(),
        ];
        let left_out: Vec<Day> = broken.iter().map(|(day, _)| *day).collect();
        for day in &left_out {
            args.extend(["--exclude".to_owned(), day.package()]);
        }
        if let Some(package) = root_left_out(&left_out, pass, current) {
            args.extend(["--exclude".to_owned(), package.to_owned()]);
        }
        args.extend(pass.options.iter().map(|option| (*option).to_owned()));
        let built = crate::process::cargo_json(root, &args)?;
        if built.success {
            return Ok(broken);
        }
        let newly: Vec<Day> = days
            .iter()
            .copied()
            .filter(|day| !left_out.contains(day))
            .filter(|day| {
                built
                    .failed_manifests
                    .iter()
                    .any(|manifest| in_crate(root, manifest, *day))
            })
            .collect();
        if newly.is_empty() {
            bail!(
                "the tests do not build (cargo's errors above say why), and not because of a day's crate"
            );
        }
        for day in newly {
            let first = built
                .first_errors
                .iter()
                .find(|(manifest, _)| in_crate(root, manifest, day))
                .map(|(_, first)| first.clone());
            broken.push((day, first));
        }
    }
}

/// True when `manifest` (a path cargo reported) is `day`'s crate's.
fn in_crate(root: &Path, manifest: &str, day: Day) -> bool {
    Path::new(manifest) == root.join(day.crate_dir()).join("Cargo.toml")
        || Path::new(manifest).ends_with(Path::new(&day.crate_dir()).join("Cargo.toml"))
}

/// Runs cargo with `args` at `root`, its output shown, and where `log` is
/// given, the parts not solved yet written down there; true when it
/// succeeded.
fn cargo<S: AsRef<std::ffi::OsStr>>(
    root: &Path,
    args: &[S],
    log: Option<&NotSolvedLog>,
) -> anyhow::Result<bool> {
    let mut command = crate::process::cargo_command();
    command.args(args).current_dir(root);
    match log {
        Some(log) => command.env(NOT_SOLVED_LOG, &log.0),
        None => command.env_remove(NOT_SOLVED_LOG),
    };
    let status = command.status().context("could not run cargo")?;
    Ok(status.success())
}

/// "part 1", "parts 1 and 2".
pub(crate) fn parts(parts: &BTreeSet<Part>) -> String {
    let numbers: Vec<String> = parts.iter().map(ToString::to_string).collect();
    match numbers.as_slice() {
        [one] => format!("part {one}"),
        _ => format!("parts {}", numbers.join(" and ")),
    }
}

/// How one day came out of `cargo xtask test`: what it writes, a list of
/// them as JSON, to the file [`FAILED_DAYS`] names, for `cargo xtask ci` to
/// name the days in its summary.
#[derive(Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DaySaid {
    /// The day's crate's folder, under the workspace's root.
    pub crate_dir: PathBuf,
    /// Passed, failed, or does not compile.
    pub state: DayState,
    /// Of a day whose tests ran, the parts not solved yet (`[2]`).
    pub not_solved: Vec<u8>,
    /// Of a day that does not compile, its first error, where cargo gave one.
    pub first_error: Option<String>,
}

/// How a day's tests came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DayState {
    /// Every test passed (a part not solved yet fails nothing).
    Passed,
    /// A test failed.
    Failed,
    /// The day's crate does not compile.
    DoesNotCompile,
}

/// How each day came out, as [`DaySaid`]s, with the parts not solved yet
/// that no example's check ran (their function still ends as the scaffold
/// left it).
fn days_said(root: &Path, outcomes: &[(Day, Outcome)]) -> Vec<DaySaid> {
    outcomes
        .iter()
        .map(|(day, outcome)| {
            let (state, not_solved, first_error) = match outcome {
                Outcome::Passed(parts) => (DayState::Passed, Some(parts), None),
                Outcome::Failed(parts) => (DayState::Failed, Some(parts), None),
                // One line: the summary says it after the day's name.
                Outcome::DoesNotCompile(first) => (
                    DayState::DoesNotCompile,
                    None,
                    first
                        .as_deref()
                        .map(|first| first.replace(['\t', '\n'], " ")),
                ),
            };
            let mut parts: BTreeSet<Part> = not_solved.cloned().unwrap_or_default();
            if not_solved.is_some() {
                parts.extend(crate::years::new_day::scaffolded(root, *day));
            }
            DaySaid {
                crate_dir: day.crate_dir().into(),
                state,
                not_solved: parts.iter().map(|part| part.number()).collect(),
                first_error,
            }
        })
        .collect()
}

/// The closing lines: what failed, a day a line, and the way to see why;
/// then each day not solved yet, which fails nothing.
fn summary(
    root: &Path,
    pass: &Pass,
    outcomes: &[(Day, Outcome)],
    shared_passed: bool,
    release_passed: bool,
    current: u16,
) -> anyhow::Result<()> {
    let mut failed = Vec::new();
    let mut waiting = Vec::new();
    for (day, outcome) in outcomes {
        let rerun = pass.rerun(*day, current);
        match outcome {
            Outcome::Passed(not_solved) if not_solved.is_empty() => {}
            Outcome::Passed(not_solved) => waiting.push(format!(
                "○ {day}: {} {NOT_SOLVED_SAID}, which fails nothing",
                parts(not_solved)
            )),
            Outcome::Failed(not_solved) if not_solved.is_empty() => {
                failed.push(format!("✗ {day}: its tests failed (`{rerun}` runs them alone)"));
            }
            Outcome::Failed(not_solved) => failed.push(format!(
                "✗ {day}: its tests failed, and {} is not solved yet (`{rerun}` runs them alone)",
                parts(not_solved)
            )),
            Outcome::DoesNotCompile(_) => failed.push(format!(
                "✗ {day}: its crate does not compile (`{rerun}` shows why); every other day was tested"
            )),
        }
    }
    if !shared_passed {
        failed.push(
            "✗ the shared crates' tests failed (aoc-common, the runner, the layout: cargo's list above names them)"
                .to_owned(),
        );
    }
    if !release_passed {
        failed.push("✗ day 21 of 2021's memo failed in release (`cargo test --release -p day21 --test answers` runs it)".to_owned());
    }
    if let Some(list) = std::env::var_os(FAILED_DAYS) {
        let said = serde_json::to_string(&days_said(root, outcomes))?;
        crate::files::write(std::path::Path::new(&list), said)?;
    }
    let name = pass.name();
    println!();
    let colour = crate::paint::wanted();
    for line in failed.iter().chain(&waiting) {
        println!("{}", crate::paint::marks(line, colour));
    }
    if !failed.is_empty() {
        return Err(crate::process::Exit(1).into());
    }
    let tested = outcomes.len();
    let days = if tested == 1 { "day" } else { "days" };
    match waiting.len() {
        0 => println!("{name}: every test passed ({tested} {days} and the shared crates)"),
        unsolved => println!(
            "{name}: every test passed ({tested} {days} and the shared crates); {unsolved} of the days not solved yet, above"
        ),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_day_is_said_with_the_parts_its_examples_never_ran() {
        let root = std::env::temp_dir().join(format!("xtask-days-said-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let (scaffolded, solved) = (Day::new(2026, 3).unwrap(), Day::new(2026, 4).unwrap());
        let lib = |day: Day, part2: &str| {
            let lib = root.join(day.crate_dir()).join("src/lib.rs");
            std::fs::create_dir_all(lib.parent().unwrap()).unwrap();
            let text = format!(
                "pub fn part1(_: &str) -> Result<u64, NotSolved> {{ Ok(1) }}\n\
                 pub fn part2(_: &str) -> Result<u64, NotSolved> {{ {part2} }}\n"
            );
            std::fs::write(lib, text).unwrap();
        };
        lib(scaffolded, "Err(NotSolved { day: 3, part: 2 })");
        lib(solved, "Ok(2)");
        let outcomes = [
            (scaffolded, Outcome::Passed(BTreeSet::new())),
            (solved, Outcome::Failed(BTreeSet::from([Part::One]))),
            (Day::new(2026, 5).unwrap(), Outcome::DoesNotCompile(None)),
        ];
        let said = serde_json::to_string(&days_said(&root, &outcomes)).unwrap();
        let said: Vec<DaySaid> = serde_json::from_str(&said).unwrap();
        std::fs::remove_dir_all(&root).unwrap();
        let states: Vec<(DayState, Vec<u8>)> = said
            .into_iter()
            .map(|day| (day.state, day.not_solved))
            .collect();
        assert_eq!(
            states,
            [
                (DayState::Passed, vec![2]),
                (DayState::Failed, vec![1]),
                (DayState::DoesNotCompile, vec![]),
            ]
        );
    }

    #[test]
    fn each_pass_reruns_a_day_as_it_ran() {
        let day = Day::new(2021, 4).unwrap();
        let quick = flags::Test {
            all_targets: false,
            release: false,
            exhaustive: false,
        };
        assert_eq!(Pass::of(&quick).rerun(day, 2021), "just test 4");
        assert_eq!(Pass::of(&quick).rerun(day, 2026), "cargo test -p day04");
        let exhaustive = flags::Test {
            release: true,
            exhaustive: true,
            ..quick
        };
        assert_eq!(
            Pass::of(&exhaustive).rerun(day, 2021),
            "cargo test -p day04 --release -- --ignored exhaustive_"
        );
        assert_eq!(
            Pass::of(&exhaustive).name(),
            "cargo xtask test --release --exhaustive"
        );
        let mut two = BTreeSet::from([Part::One]);
        assert_eq!(parts(&two), "part 1");
        two.insert(Part::Two);
        assert_eq!(parts(&two), "parts 1 and 2");
    }
}
