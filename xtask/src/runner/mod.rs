//! Running the days: the workspace's runner (the root package's binary,
//! what `just run N` runs), built for one day of any year with that day's
//! feature alone, so no other day's crate is compiled, no tracked file is
//! written, and a day that does not compile stops only itself. It is run
//! through cargo's alias `cargo solve FEATURE` (`.cargo/config.toml`, the one
//! place that says how a day is built and run), with `--message-format
//! json`, and what it found is read as that data ([`messages`]): `verify`,
//! `run-all`, and `submit` (in `site/`) build on it.
//!
//! It writes no tracked file and never changes the current year: a run of
//! any day of any year leaves the workspace as it found it.

pub mod messages;
pub mod run_all;
pub mod verify;

use std::path::Path;

use anyhow::{Context, bail};
use layout::{Day, Part};
use xshell::{Shell, cmd};

use crate::process::Built;

pub use messages::{DayReport, Outcome, Run};

/// What a day's run came to.
#[derive(Debug)]
pub enum DayRun {
    /// It ran: what it ran on, and every solution's outcome.
    Ran(DayReport),
    /// The build stopped: the sentence that says where, and how to see why.
    DoesNotCompile(String),
}

/// Builds `day` and runs it (`-p PART` if given) on its input, reading what
/// the runner reports. `current` says whether `day` is of the current year
/// (which changes the command that shows why a build failed).
pub fn run_day(root: &Path, day: Day, part: Option<Part>, current: bool) -> anyhow::Result<DayRun> {
    run_day_on(root, day, part, current, None)
}

/// [`run_day`], on the file `input` (relative to `root`) where given.
pub fn run_day_on(
    root: &Path,
    day: Day,
    part: Option<Part>,
    current: bool,
    input: Option<&str>,
) -> anyhow::Result<DayRun> {
    let shell = Shell::new()?;
    shell.change_dir(root);
    let cargo = crate::process::cargo();
    let feature = day.feature();
    let number = day.day.to_string();
    let mut part: Vec<String> = part
        .map(|part| vec!["--part".to_owned(), part.to_string()])
        .unwrap_or_default();
    if let Some(input) = input {
        part.extend(["--input".to_owned(), input.to_owned()]);
    }
    // cargo's messages and the runner's share stdout, each a JSON line of
    // its own `reason`: each is read by its own reader, and a line the
    // solution printed by neither.
    let output = cmd!(
        shell,
        "{cargo} solve {feature} --quiet --message-format json -- {number} {part...} --message-format json"
    )
    .ignore_status()
    .output()
    .context("could not run cargo")?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let mut built = Built::default();
    for line in stdout.lines() {
        built.take(line, false);
    }
    if let Some(report) = DayReport::read(&stdout)? {
        return Ok(DayRun::Ran(report));
    }
    if built.failed() {
        let own = root.join(day.crate_dir()).join("Cargo.toml");
        let broken = built
            .failed_manifests
            .iter()
            .map(Path::new)
            .find(|manifest| *manifest != own)
            .and_then(|manifest| manifest.parent()?.file_name()?.to_str())
            .filter(|_| {
                !built
                    .failed_manifests
                    .iter()
                    .any(|manifest| Path::new(manifest) == own)
            });
        return Ok(DayRun::DoesNotCompile(does_not_compile(
            day, current, broken,
        )));
    }
    let stderr = String::from_utf8_lossy(&output.stderr);
    // cargo itself stopped before a build (an alias or a manifest it could
    // not read): its first error line says why.
    if output.status.code() == Some(101)
        && let Some(said) = stderr.lines().find(|line| line.starts_with("error"))
    {
        return Ok(DayRun::DoesNotCompile(format!(
            "{day} does not build: cargo stopped before its build ({said})"
        )));
    }
    bail!("{day} did not run:\n{stdout}{stderr}")
}

/// The sentence for `day` whose build failed: in its own crate, or in the
/// crate `broken` (a shared one), and what shows why.
fn does_not_compile(day: Day, current: bool, broken: Option<&str>) -> String {
    let package = day.package();
    let number = day.day;
    let why = match (broken, current) {
        (None, true) => format!("`just test {number}` shows why"),
        (None, false) => format!("`cargo test -p {package}` shows why"),
        (Some(_), true) => format!("`just run {number}` shows why"),
        (Some(broken), false) => format!("`cargo build -p {broken}` shows why"),
    };
    match broken {
        None => format!("{day} does not compile ({package}): {why}"),
        Some(broken) => format!("{day} does not build: {broken} does not compile, {why}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_build_that_fails_names_the_crate_and_what_shows_why() {
        let day = Day::new(2026, 5).unwrap();
        assert_eq!(
            does_not_compile(day, true, None),
            "day 5 of 2026 does not compile (day05-2026): `just test 5` shows why"
        );
        assert_eq!(
            does_not_compile(day, false, None),
            "day 5 of 2026 does not compile (day05-2026): `cargo test -p day05-2026` shows why"
        );
        assert_eq!(
            does_not_compile(day, false, Some("aoc-common")),
            "day 5 of 2026 does not build: aoc-common does not compile, `cargo build -p aoc-common` shows why"
        );
    }
}
