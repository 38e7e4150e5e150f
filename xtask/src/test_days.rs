//! `cargo xtask test` (`just test`): every year's days', aoc-common's and
//! the runner's tests, where one failing day hides no other.
//!
//! cargo stops a whole `cargo test --workspace` at the first crate that does
//! not compile, and (without `--no-fail-fast`) at the first test binary that
//! fails: a day started this morning, whose example test fails until it is
//! solved, would hide every other day's tests. So the tests are built first
//! in one run (cargo's build, in parallel, its errors shown as cargo shows
//! them), a day whose crate does not compile is left out and the build run
//! again without it, and then the shared crates' tests run in one cargo call
//! and each day's in a call of its own, so that its status says whether that
//! day passed. What failed is named at the end, a day a line.
//!
//! Which crate an error belongs to is read from cargo's JSON messages
//! (`--message-format json`, each diagnostic shown as rustc renders it),
//! never from its text.

use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, IsTerminal};
use std::path::Path;
use std::process::{Command, Stdio};

use anyhow::{Context, bail};
use layout::Day;

use crate::flags;
use crate::years::calendar::Calendar;

/// The root package, which depends on the current year's days (for
/// `cargo aoc`): it cannot build while one of them does not compile.
const ROOT_PACKAGE: &str = "advent-of-code";

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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Passed,
    Failed,
    DoesNotCompile,
}

impl flags::Test {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let current = Calendar::read(root)?.year;
        let days: Vec<Day> = Calendar::all(root)?
            .into_iter()
            .flat_map(|calendar| calendar.days)
            .collect();
        let broken = build(root, &days, current)?;
        let mut excluded: BTreeSet<String> = broken.iter().map(|day| day.package()).collect();
        if broken.iter().any(|day| day.year == current) {
            excluded.insert(ROOT_PACKAGE.to_owned());
        }
        let mut outcomes: Vec<(Day, Outcome)> = Vec::new();
        // The shared crates (and the root, when it builds), in one call.
        let mut shared = vec!["test".to_owned(), "--workspace".to_owned()];
        for package in days.iter().map(|day| day.package()).chain(excluded.clone()) {
            shared.extend(["--exclude".to_owned(), package]);
        }
        shared.push("--no-fail-fast".to_owned());
        let shared_passed = cargo(root, &shared)?;
        for &day in &days {
            let outcome = if excluded.contains(&day.package()) {
                Outcome::DoesNotCompile
            } else if cargo(root, &["test", "-p", &day.package()])? {
                Outcome::Passed
            } else {
                Outcome::Failed
            };
            outcomes.push((day, outcome));
        }
        let home = Day::new(layout::HOME_YEAR, 21)?;
        let release_passed = if excluded.contains(&home.package()) || !days.contains(&home) {
            true
        } else {
            cargo(root, &RELEASE_CHECK)?
        };
        let unsolved: Vec<Day> = outcomes
            .iter()
            .filter(|(_, outcome)| *outcome == Outcome::Failed)
            .map(|&(day, _)| day)
            .filter(|&day| {
                crate::years::answers::read(root, day)
                    .ok()
                    .flatten()
                    .is_none_or(|answers| answers.iter().all(Option::is_none))
            })
            .collect();
        summary(&outcomes, &unsolved, shared_passed, release_passed, current)
    }
}

/// Builds every test of the workspace, leaving out (and building again
/// without) each day that does not compile; those days, in order.
fn build(root: &Path, days: &[Day], current: u16) -> anyhow::Result<Vec<Day>> {
    let mut broken: Vec<Day> = Vec::new();
    loop {
        let mut args = vec![
            "test".to_owned(),
            "--workspace".to_owned(),
            "--no-run".to_owned(),
            "--message-format".to_owned(),
            if std::io::stderr().is_terminal() {
                "json-diagnostic-rendered-ansi"
            } else {
                "json"
            }
            .to_owned(),
        ];
        for day in &broken {
            args.extend(["--exclude".to_owned(), day.package()]);
        }
        if broken.iter().any(|day| day.year == current) {
            args.extend(["--exclude".to_owned(), ROOT_PACKAGE.to_owned()]);
        }
        let built = cargo_json(root, &args)?;
        if built.success {
            return Ok(broken);
        }
        let newly: Vec<Day> = days
            .iter()
            .copied()
            .filter(|day| !broken.contains(day))
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
        broken.extend(newly);
    }
}

/// True when `manifest` (a path cargo reported) is `day`'s crate's.
fn in_crate(root: &Path, manifest: &str, day: Day) -> bool {
    Path::new(manifest) == root.join(day.crate_dir()).join("Cargo.toml")
        || Path::new(manifest).ends_with(Path::new(&day.crate_dir()).join("Cargo.toml"))
}

/// What a build said as data: whether it succeeded, and the manifests of
/// the crates that reported an error.
struct Built {
    success: bool,
    failed_manifests: BTreeSet<String>,
}

/// Runs cargo with `args` at `root`, its JSON messages read from stdout;
/// each diagnostic is shown on stderr as rustc renders it.
fn cargo_json(root: &Path, args: &[String]) -> anyhow::Result<Built> {
    let mut child = Command::new(crate::process::cargo())
        .args(args)
        .current_dir(root)
        .stdout(Stdio::piped())
        .spawn()
        .context("could not run cargo")?;
    let mut failed_manifests = BTreeSet::new();
    let mut finished = None;
    if let Some(stdout) = child.stdout.take() {
        for line in BufReader::new(stdout).lines() {
            let line = line.context("reading cargo's messages")?;
            let Ok(message) = serde_json::from_str::<serde_json::Value>(&line) else {
                continue;
            };
            match message["reason"].as_str() {
                Some("compiler-message") => {
                    if let Some(rendered) = message["message"]["rendered"].as_str() {
                        eprint!("{rendered}");
                    }
                    if message["message"]["level"] == "error"
                        && let Some(manifest) = message["manifest_path"].as_str()
                    {
                        failed_manifests.insert(manifest.to_owned());
                    }
                }
                Some("build-finished") => finished = message["success"].as_bool(),
                _ => {}
            }
        }
    }
    let status = child.wait().context("waiting for cargo")?;
    Ok(Built {
        success: status.success() && finished != Some(false),
        failed_manifests,
    })
}

/// Runs cargo with `args` at `root`, its output shown; true when it
/// succeeded.
fn cargo<S: AsRef<std::ffi::OsStr>>(root: &Path, args: &[S]) -> anyhow::Result<bool> {
    let status = Command::new(crate::process::cargo())
        .args(args)
        .current_dir(root)
        .status()
        .context("could not run cargo")?;
    Ok(status.success())
}

/// The closing lines: what failed, a day a line, and the way to see why; a
/// failing day among `unsolved` (no answer recorded) is said to be not
/// solved yet.
fn summary(
    outcomes: &[(Day, Outcome)],
    unsolved: &[Day],
    shared_passed: bool,
    release_passed: bool,
    current: u16,
) -> anyhow::Result<()> {
    let rerun = |day: Day| {
        if day.year == current {
            format!("just test {}", day.day)
        } else {
            format!("cargo test -p {}", day.package())
        }
    };
    let mut lines = Vec::new();
    for &(day, outcome) in outcomes {
        match outcome {
            Outcome::Passed => {}
            Outcome::Failed if unsolved.contains(&day) => lines.push(format!(
                "✗ {day}: not solved yet (no answer recorded), and its tests fail until it is (`{}` runs them alone)",
                rerun(day)
            )),
            Outcome::Failed => lines.push(format!(
                "✗ {day}: its tests failed (`{}` runs them alone)",
                rerun(day)
            )),
            Outcome::DoesNotCompile => lines.push(format!(
                "✗ {day}: its crate does not compile (`{}` shows why); every other day was tested",
                rerun(day)
            )),
        }
    }
    if !shared_passed {
        lines.push(
            "✗ the shared crates' tests failed (aoc-common, the runner, the layout: cargo's list above names them)"
                .to_owned(),
        );
    }
    if !release_passed {
        lines.push("✗ day 21 of 2021's memo failed in release (`cargo test --release -p day21 --test answers` runs it)".to_owned());
    }
    let tested = outcomes.len();
    if lines.is_empty() {
        println!(
            "\njust test: every test passed ({tested} day{} and the shared crates)",
            if tested == 1 { "" } else { "s" }
        );
        return Ok(());
    }
    println!();
    for line in &lines {
        println!("{line}");
    }
    Err(crate::process::Exit(1).into())
}
