//! Running the days: the workspace's runner (the root package's binary,
//! what `just run N` runs), built for one day of any year with that day's
//! feature alone, so no other day's crate is compiled, no tracked file is
//! written, and a day that does not compile stops only itself. What it
//! prints is read back ([`output`]) by the commands built on it: `verify`,
//! `run-all`, and `submit` (in `site/`).

pub mod output;
pub mod run_all;
pub mod verify;

use std::path::Path;

use anyhow::Context;
use xshell::{Shell, cmd};

use crate::years::calendar::Calendar;
use output::{Run, parse_output};

/// What a day's run came to.
#[derive(Debug)]
pub enum DayRun {
    /// It ran: every solution's outcome.
    Ran { runs: Vec<Run> },
    /// The build stopped: the sentence that says where, and how to see why.
    DoesNotCompile(String),
}

/// A shell at `root` that runs cargo as the cargo that started this run.
fn shell(root: &Path) -> anyhow::Result<Shell> {
    let shell = Shell::new()?;
    shell.change_dir(root);
    Ok(shell)
}

/// The one place the runner is built: `cargo build` of the root package's
/// binary, in the `solve` profile (`just run`'s), with day `day`'s feature
/// alone. `Err` with the sentence for a day that does not compile.
pub fn build_day(
    root: &Path,
    calendar: &Calendar,
    day: u8,
    current: bool,
) -> anyhow::Result<Result<(), String>> {
    let shell = shell(root)?;
    let cargo = crate::cargo();
    let feature = calendar.package(day);
    let output = cmd!(
        shell,
        "{cargo} build --quiet --profile solve --no-default-features --features {feature} --bin aoc"
    )
    .ignore_status()
    .output()
    .context("could not run cargo")?;
    if output.status.success() {
        return Ok(Ok(()));
    }
    let stderr = String::from_utf8_lossy(&output.stderr);
    Ok(Err(does_not_compile(calendar, day, current, &stderr)))
}

/// The sentence for day `day` whose build failed with `stderr`: which crate
/// does not compile, and what shows why.
fn does_not_compile(calendar: &Calendar, day: u8, current: bool, stderr: &str) -> String {
    let package = calendar.package(day);
    let broken = stderr
        .lines()
        .find_map(|line| line.split("could not compile `").nth(1)?.split('`').next())
        .unwrap_or(&package);
    let year = calendar.year;
    let why = match (broken == package, current) {
        (true, true) => format!("`just test {day}` shows why"),
        (true, false) => format!("`cargo test -p {package}` shows why"),
        (false, true) => format!("`just run {day}` shows why"),
        (false, false) => format!("`cargo build -p {broken}` shows why"),
    };
    if broken == package {
        format!("day {day} of {year} does not compile ({package}): {why}")
    } else {
        format!("day {day} of {year} does not build: {broken} does not compile, {why}")
    }
}

/// Builds day `day` of `calendar`'s year and runs it (`-p PART` if given),
/// reading every solution's outcome.
pub fn run_day(
    root: &Path,
    calendar: &Calendar,
    day: u8,
    part: Option<u8>,
    current: bool,
) -> anyhow::Result<DayRun> {
    if let Err(sentence) = build_day(root, calendar, day, current)? {
        return Ok(DayRun::DoesNotCompile(sentence));
    }
    let shell = shell(root)?;
    let cargo = crate::cargo();
    let feature = calendar.package(day);
    let day_text = day.to_string();
    let part: Vec<String> = part
        .map(|part| vec!["-p".to_owned(), part.to_string()])
        .unwrap_or_default();
    let output = cmd!(
        shell,
        "{cargo} run --quiet --profile solve --no-default-features --features {feature} --bin aoc -- {day_text} {part...}"
    )
    .ignore_status()
    .output()
    .context("could not run cargo")?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let runs = parse_output(day, &format!("{stdout}\n{stderr}"));
    if runs.is_empty() && !output.status.success() {
        anyhow::bail!(
            "day {day} of {} printed no answer:\n{stdout}{stderr}",
            calendar.year
        );
    }
    Ok(DayRun::Ran { runs })
}

/// Builds day `day` and runs it with its output shown as it comes (what
/// `just run` shows); false when it did not compile, which it says.
pub fn show_day(root: &Path, calendar: &Calendar, day: u8, current: bool) -> anyhow::Result<bool> {
    if let Err(sentence) = build_day(root, calendar, day, current)? {
        eprintln!("{sentence}");
        return Ok(false);
    }
    let shell = shell(root)?;
    let cargo = crate::cargo();
    let feature = calendar.package(day);
    let day_text = day.to_string();
    let mut command: std::process::Command = cmd!(
        shell,
        "{cargo} run --quiet --profile solve --no-default-features --features {feature} --bin aoc -- {day_text}"
    )
    .into();
    Ok(command.status().context("could not run cargo")?.success())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_build_that_fails_names_the_crate_and_what_shows_why() {
        let calendar = Calendar {
            year: 2026,
            days: vec![4, 5],
        };
        let day = "error[E0308]: mismatched types\nerror: could not compile `day05-2026` (lib) due to 1 previous error\n";
        assert_eq!(
            does_not_compile(&calendar, 5, true, day),
            "day 5 of 2026 does not compile (day05-2026): `just test 5` shows why"
        );
        assert_eq!(
            does_not_compile(&calendar, 5, false, day),
            "day 5 of 2026 does not compile (day05-2026): `cargo test -p day05-2026` shows why"
        );
        let shared = "error: could not compile `aoc-common` (lib) due to 2 previous errors\n";
        assert_eq!(
            does_not_compile(&calendar, 5, false, shared),
            "day 5 of 2026 does not build: aoc-common does not compile, `cargo build -p aoc-common` shows why"
        );
    }
}
