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
//! (criterion's results) and `bench_loop`. Each command's `run` is beside
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
//! [`with_feature`]).

#[cfg(feature = "bench")]
mod bench;
mod bench_days;
mod bench_loop;
mod ci;
mod closed_pipe;
mod files;
mod flags;
mod page;
mod runner;
mod settings;
mod site;
mod stars;
mod test_days;
mod years;

use std::env;
use std::fmt;
use std::io::Write as _;
use std::path::PathBuf;
use std::process::{Command, ExitCode};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};

use flags::XtaskCmd;

/// The workspace root: `XTASK_ROOT` if set, else the folder above this crate.
fn root() -> PathBuf {
    if let Some(root) = env::var_os("XTASK_ROOT") {
        return PathBuf::from(root);
    }
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().map_or(manifest.clone(), PathBuf::from)
}

/// The cargo that started this run (`$CARGO`), for every cargo command the
/// tools run.
fn cargo() -> std::ffi::OsString {
    env::var_os("CARGO").unwrap_or_else(|| "cargo".into())
}

/// A run of the tools that ended in a child process's failure, which has
/// said why already: only its exit code is passed on.
#[derive(Debug)]
struct Exit(u8);

impl fmt::Display for Exit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "exit code {}", self.0)
    }
}

impl std::error::Error for Exit {}

/// Set in the environment of a run [`with_feature`] started, so a build that
/// still lacks the feature fails instead of starting itself again.
const RERUN: &str = "XTASK_RERUN_WITH_FEATURE";

/// True for a variable `cargo run` sets for the program it runs (its
/// package, its binary), not one the user set for cargo.
fn is_set_by_cargo_run(name: &std::ffi::OsStr) -> bool {
    let name = name.to_string_lossy();
    name.starts_with("CARGO_PKG_")
        || name.starts_with("CARGO_MANIFEST_")
        || [
            "CARGO_CRATE_NAME",
            "CARGO_BIN_NAME",
            "CARGO_PRIMARY_PACKAGE",
            "OUT_DIR",
        ]
        .contains(&name.as_ref())
}

/// Runs this tool again with the same arguments, built with `feature`:
/// `cargo build` first (saying so when it takes a while, as it does the
/// first time), then `cargo run`, both through the cargo that started this
/// run.
#[cfg_attr(all(feature = "site", feature = "bench"), allow(dead_code))]
fn with_feature(feature: &str) -> anyhow::Result<()> {
    if env::var_os(RERUN).is_some() {
        bail!("this build of xtask lacks the `{feature}` feature");
    }
    let cargo = |verb: &str| {
        let mut command = Command::new(cargo());
        command
            .args([verb, "--quiet", "--manifest-path"])
            .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"))
            .args(["--bin", "xtask", "--features", feature])
            .env(RERUN, feature);
        // What `cargo run` set for this run is no setting of the build: a
        // build script that watches one (ring's watches the package's name
        // and folder) would otherwise build again for every run that differs.
        for (name, _) in env::vars_os() {
            if is_set_by_cargo_run(&name) {
                command.env_remove(name);
            }
        }
        command
    };
    let mut build = cargo("build").spawn().context("could not run cargo")?;
    let started = Instant::now();
    let status = loop {
        if let Some(status) = build.try_wait()? {
            break status;
        }
        if started.elapsed() >= Duration::from_secs(1) {
            eprintln!("compiling the tools' `{feature}` feature (only the first time)…");
            break build.wait()?;
        }
        thread::sleep(Duration::from_millis(20));
    };
    if !status.success() {
        bail!("building xtask with the `{feature}` feature failed");
    }
    let status = cargo("run")
        .arg("--")
        .args(env::args_os().skip(1))
        .status()
        .context("could not run cargo")?;
    if status.success() {
        Ok(())
    } else {
        let code = status
            .code()
            .and_then(|code| u8::try_from(code).ok())
            .unwrap_or(1);
        Err(Exit(code).into())
    }
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
            let name = command.map_or_else(
                || "cargo xtask".to_owned(),
                |name| format!("cargo xtask {name}"),
            );
            eprintln!(
                "{name}: {} (`{name} --help` says what it takes)",
                flags::sentence(&error)
            );
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
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => match error.downcast_ref::<Exit>() {
            Some(Exit(code)) => ExitCode::from(*code),
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

impl flags::Contact {
    fn run(self, root: &std::path::Path) -> anyhow::Result<()> {
        let mut settings = settings::Settings::read(root)?;
        if let Some(contact) = self.contact {
            settings.set_contact(&contact);
            settings.write()?;
            println!(
                "kept in {}: every request names it from now on",
                settings::FILE
            );
        }
        match settings.contact() {
            Some(_) => println!("requests go out as: {}", site::session::user_agent(root)?),
            None => println!(
                "no contact set: `just contact you@example.com` sets one (the site asks tools to name one)"
            ),
        }
        Ok(())
    }
}

impl flags::BenchReport {
    fn run(self, root: &std::path::Path) -> anyhow::Result<()> {
        #[cfg(feature = "bench")]
        let done = bench::report(root, self);
        #[cfg(not(feature = "bench"))]
        let done = {
            let _ = (root, self);
            with_feature("bench")
        };
        done
    }
}
