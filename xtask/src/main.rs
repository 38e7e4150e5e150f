//! The workspace's own tools, run as `cargo xtask COMMAND` (an alias in
//! `.cargo/config.toml`) or through the `just` recipes that wrap them.
//!
//! ```text
//! cargo xtask year [YYYY]        print the current year, or make YYYY current (just year)
//! cargo xtask new DAY            scaffold a day's crate and register it (just new)
//! cargo xtask verify [DAY…]      check every solution against recorded answers (just verify)
//! cargo xtask run-all            every day of every year through cargo aoc (just run-all)
//! cargo xtask fetch DAY          download a day's input, record accepted answers (just fetch)
//! cargo xtask read DAY           the puzzle as text, kept under input/ (just read)
//! cargo xtask example DAY K [F]  save the puzzle's code block K as an example (just example)
//! cargo xtask submit DAY PART [A] send an answer, keep the verdict (just submit)
//! cargo xtask bench-report …     criterion's results as tables and a chart (just bench)
//! cargo xtask crate DAY          the day's package, e.g. day04 or day04-2026 (for the justfile)
//! cargo xtask days               the current year's days, one a line
//! ```
//!
//! Commands that take a day act on the current year. The code is grouped by
//! what it serves: `years/` (the calendar, the current year, where a day's
//! crate and files live, scaffolding), `runner/` (running days through
//! cargo aoc: verify, run-all), `site/` (the puzzle site's client, its pages
//! and the submission history) and `bench/` (criterion's results).
//!
//! Each command works from the workspace root, wherever it is started
//! (`XTASK_ROOT` names another root: the tests' throwaway workspaces).
//!
//! The site client (`site/`, feature `site`) and the benchmark reports
//! (`bench/`, feature `bench`) are heavy to compile and used seldom, so the
//! plain build leaves them out: a command that needs one runs this tool
//! again through cargo with the feature on, which compiles it on first use
//! (see [`with_feature`]). `cargo xtask read 4` works either way.

#[cfg(feature = "bench")]
mod bench;
mod files;
mod runner;
#[cfg(feature = "site")]
mod site;
mod years;

use std::env;
use std::path::PathBuf;
use std::process::{Command, ExitCode};
use std::thread;
use std::time::{Duration, Instant};

use years::calendar::Calendar;

const USAGE: &str = "usage: cargo xtask year [YYYY] | new DAY | verify [DAY…] | run-all | fetch DAY | read DAY | example DAY K [FILE] | submit DAY PART [ANSWER] | bench-report [OPTIONS] | crate DAY | days";

/// The workspace root: `XTASK_ROOT` if set, else the folder above this crate.
fn root() -> PathBuf {
    if let Some(root) = env::var_os("XTASK_ROOT") {
        return PathBuf::from(root);
    }
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().map_or(manifest.clone(), PathBuf::from)
}

/// The feature a command needs, if this build lacks it.
fn missing_feature(command: &str) -> Option<&'static str> {
    match command {
        "fetch" | "read" | "example" | "submit" if !cfg!(feature = "site") => Some("site"),
        "bench-report" if !cfg!(feature = "bench") => Some("bench"),
        _ => None,
    }
}

/// Set in the environment of a run [`with_feature`] started, so a build that
/// still lacks the feature fails instead of starting itself again.
const RERUN: &str = "XTASK_RERUN_WITH_FEATURE";

/// Runs this tool again, built with `feature`: `cargo build` first (saying
/// so when it takes a while, as it does the first time), then `cargo run`,
/// both through the cargo that started this run.
fn with_feature(feature: &str) -> Result<ExitCode, String> {
    if env::var_os(RERUN).is_some() {
        return Err(format!("this build of xtask lacks the `{feature}` feature"));
    }
    let cargo = |verb: &str| {
        let mut command = Command::new(env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
        command
            .args([verb, "--quiet", "--manifest-path"])
            .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"))
            .args(["--bin", "xtask", "--features", feature])
            .env(RERUN, feature);
        command
    };
    let cannot = |error: std::io::Error| format!("could not run cargo: {error}");
    let mut build = cargo("build").spawn().map_err(cannot)?;
    let started = Instant::now();
    let status = loop {
        if let Some(status) = build.try_wait().map_err(cannot)? {
            break status;
        }
        if started.elapsed() >= Duration::from_secs(1) {
            eprintln!("compiling the tools' `{feature}` feature (only the first time)…");
            break build.wait().map_err(cannot)?;
        }
        thread::sleep(Duration::from_millis(20));
    };
    if !status.success() {
        return Err(format!(
            "building xtask with the `{feature}` feature failed"
        ));
    }
    let status = cargo("run")
        .arg("--")
        .args(env::args().skip(1))
        .status()
        .map_err(cannot)?;
    Ok(status
        .code()
        .and_then(|code| u8::try_from(code).ok())
        .map_or(ExitCode::FAILURE, ExitCode::from))
}

fn main() -> ExitCode {
    let mut args = env::args().skip(1);
    let command = args.next().unwrap_or_default();
    if let Some(feature) = missing_feature(&command) {
        return with_feature(feature).unwrap_or_else(|error| {
            eprintln!("cargo xtask {command}: {error}");
            ExitCode::FAILURE
        });
    }
    if let Err(error) = years::current::restore_interrupted(&root()) {
        eprintln!("cargo xtask {command}: {error}");
        return ExitCode::FAILURE;
    }
    let result = match command.as_str() {
        "year" => years::current::main(&root(), args),
        "new" => years::new_day::main(&root(), args),
        "verify" => runner::verify::main(&root(), args),
        "run-all" => runner::run_all::main(&root(), args),
        #[cfg(feature = "site")]
        "fetch" => site::fetch::main(&root(), args),
        #[cfg(feature = "site")]
        "read" => site::read::read(&root(), args),
        #[cfg(feature = "site")]
        "example" => site::read::example(&root(), args),
        #[cfg(feature = "site")]
        "submit" => site::submit::main(&root(), args),
        "crate" => match (args.next(), args.next()) {
            (Some(day), None) => Calendar::read(&root()).and_then(|calendar| {
                let day = calendar.parse_day(&day)?;
                println!("{}", calendar.package(day));
                Ok(())
            }),
            _ => Err("usage: cargo xtask crate DAY".to_owned()),
        },
        "days" => Calendar::read(&root())
            .map(|calendar| calendar.days.iter().for_each(|day| println!("{day}"))),
        #[cfg(feature = "bench")]
        "bench-report" => env::set_current_dir(root())
            .map_err(|error| error.to_string())
            .and_then(|()| bench::main(args)),
        _ => Err(USAGE.to_owned()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("cargo xtask {command}: {error}");
            ExitCode::FAILURE
        }
    }
}
