//! The workspace's own tools, run as `cargo xtask COMMAND` (an alias in
//! `.cargo/config.toml`) or through the `just` recipes that wrap them.
//! `cargo xtask --help` lists the commands; [`flags`] declares them, one
//! `match` below sends each to its `run`.
//!
//! The code is grouped by what it serves: `years/` (the calendar, the
//! current year, the manifest, scaffolding; where a day's crate and files
//! live is the `layout` crate's), `runner/` (running days through the
//! workspace's runner and reading what it reports: verify, run-all),
//! `site/` (the puzzle site: your token, its client, its pages, the
//! submission history, and the commands that ask it), `bench/`
//! (criterion's results), `chart` (what the SVG charts share) and
//! `bench_loop`. Each command's `run` is beside
//! its work.
//!
//! Each command works from the workspace root, wherever it is started
//! (`XTASK_ROOT` names another root: the tests' throwaway workspaces).
//!
//! The site client (`site/`, feature `site`) and the benchmark reports
//! (`bench/`, feature `bench`) are heavy to compile and used seldom, so the
//! plain build leaves them out: a command that needs one checks what it can
//! first (the day, its opening, the token), then runs this tool again
//! through cargo with the feature on, which compiles it on first use (see
//! [`process::with_feature`]).

#[cfg(feature = "bench")]
mod bench;
mod bench_days;
mod bench_loop;
mod builds;
#[cfg(feature = "chart")]
mod chart;
mod ci;
mod closed_pipe;
mod files;
mod flags;
mod page;
mod paint;
mod process;
mod runner;
mod settings;
mod site;
mod stars;
mod test_days;
mod years;

use std::env;
use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use flags::XtaskCmd;
use process::Exit;

/// The workspace root: `XTASK_ROOT` if set, else the folder above this crate.
fn root() -> PathBuf {
    if let Some(root) = env::var_os("XTASK_ROOT") {
        return PathBuf::from(root);
    }
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().map_or(manifest.clone(), PathBuf::from)
}

fn main() -> ExitCode {
    closed_pipe::quiet_on_closed_pipe();
    let flags = match flags::Xtask::from_env() {
        Ok(flags) => flags,
        Err(error) if error.is_help() => {
            let command = env::args().nth(1).filter(|arg| !arg.starts_with('-'));
            // A reader that went away (`--help | head`) is no failure.
            let help = flags::help_of(&error.to_string(), command.as_deref());
            let _ = writeln!(std::io::stdout(), "{help}");
            return ExitCode::SUCCESS;
        }
        Err(error) => {
            let command = env::args().nth(1).filter(|arg| !arg.starts_with('-'));
            // The justfile's helper speaks for the recipe: its sentence alone.
            if command.as_deref() == Some("check-day") {
                eprintln!("{}", flags::sentence(&error));
                return ExitCode::from(2);
            }
            let args: Vec<String> = env::args().skip(1).collect();
            eprintln!("{}", flags::refusal(&error, &args));
            return ExitCode::from(2);
        }
    };
    if let Err(error) = years::calendar::clock_setting() {
        eprintln!("cargo xtask: {error}");
        return ExitCode::from(2);
    }
    let root = root();
    let (name, result) = match flags.subcommand {
        XtaskCmd::Year(command) => ("year", command.run(&root)),
        XtaskCmd::New(command) => ("new", command.run(&root)),
        XtaskCmd::Remove(command) => ("remove", command.run(&root)),
        XtaskCmd::Upgrade(command) => ("upgrade", command.run(&root)),
        XtaskCmd::Start(command) => ("start", command.run(&root)),
        XtaskCmd::Today(command) => ("today", command.run(&root)),
        XtaskCmd::Rehearse(command) => ("rehearse", command.run(&root)),
        XtaskCmd::Stars(command) => ("stars", command.run(&root)),
        XtaskCmd::Verify(command) => ("verify", command.run(&root)),
        XtaskCmd::RunAll(command) => ("run-all", command.run(&root)),
        XtaskCmd::Test(command) => ("test", command.run(&root)),
        XtaskCmd::Ci(command) => ("ci", command.run(&root)),
        XtaskCmd::Fetch(command) => ("fetch", command.run(&root)),
        XtaskCmd::Read(command) => ("read", command.run(&root)),
        XtaskCmd::Open(command) => ("open", command.run(&root)),
        XtaskCmd::Example(command) => ("example", command.run(&root)),
        XtaskCmd::Contact(command) => ("contact", command.run(&root)),
        XtaskCmd::Leaderboard(command) => ("leaderboard", command.run(&root)),
        XtaskCmd::Bench(command) => ("bench", command.run(&root)),
        XtaskCmd::Submit(command) => ("submit", command.run(&root)),
        XtaskCmd::BenchReport(command) => ("bench-report", command.run(&root)),
        XtaskCmd::BenchLoop(command) => ("bench-loop", command.run(&root)),
        XtaskCmd::ExamplesMeasure(command) => ("examples-measure", command.run(&root)),
        XtaskCmd::CheckDay(command) => ("check-day", command.run(&root)),
        XtaskCmd::ExampleCopies(command) => ("example-copies", command.run(&root)),
        XtaskCmd::CopyBuilds(command) => ("copy-builds", command.run(&root)),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => match error.downcast_ref::<Exit>() {
            Some(&Exit(code)) => ExitCode::from(code),
            // The justfile's helper speaks for the recipe: its sentence alone.
            None if name == "check-day" => {
                eprintln!("{error:#}");
                ExitCode::FAILURE
            }
            None => {
                eprintln!("cargo xtask {name}: {error:#}");
                ExitCode::FAILURE
            }
        },
    }
}
