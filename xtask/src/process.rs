//! Running cargo, and this tool again: what every command that starts a
//! process shares. The cargo is the one that started this run (`$CARGO`);
//! a child's failure that has said why already passes on its exit code
//! alone ([`Exit`]); and a command that needs a heavy part of the tools (the
//! site client, the benchmark reports) runs this tool again with its
//! feature on ([`with_feature`]). A build whose errors a command reads
//! reads them as cargo's JSON ([`cargo_json`]).

use std::collections::{BTreeMap, BTreeSet};
use std::env;
use std::fmt;
use std::io::{BufRead, BufReader, IsTerminal};
use std::path::Path;
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};

/// The cargo that started this run (`$CARGO`), for every cargo command the
/// tools run.
pub fn cargo() -> std::ffi::OsString {
    env::var_os("CARGO").unwrap_or_else(|| "cargo".into())
}

/// A cargo command through [`cargo`], without what `cargo run` set for this
/// tool (its package's name and folder): a build script that watches one
/// (ring's, under the site client) would otherwise be built again, and all
/// that depends on it, for every build that differs in it, such as the one
/// `just setup` made.
pub fn cargo_command() -> Command {
    let mut command = Command::new(cargo());
    clean(&mut command);
    command
}

/// `command` without what `cargo run` set for this tool: for a program
/// that runs cargo in its turn (a script of `.ci/`, this tool again), as
/// [`cargo_command`] is for cargo itself.
pub fn clean(command: &mut Command) -> &mut Command {
    for (name, _) in env::vars_os() {
        if is_set_by_cargo_run(&name) {
            command.env_remove(name);
        }
    }
    command
}

/// A run of the tools that ended in a child process's failure, which has
/// said why already: only its exit code is passed on.
#[derive(Debug)]
pub struct Exit(pub u8);

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
pub fn with_feature(feature: &str) -> anyhow::Result<()> {
    if env::var_os(RERUN).is_some() {
        bail!("this build of xtask lacks the `{feature}` feature");
    }
    let cargo = |verb: &str| {
        let mut command = cargo_command();
        command
            .args([verb, "--quiet", "--manifest-path"])
            .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"))
            .args(["--bin", "xtask", "--features", feature])
            .env(RERUN, feature);
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
    let mut run = cargo("run");
    // A clock set ahead was ignored here, and said: the run goes on at the
    // real time, with nothing said again.
    if crate::years::calendar::ignored_ahead() {
        run.env_remove("XTASK_NOW");
    }
    let status = run
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

/// What a build said as data: whether it succeeded, and the manifests of
/// the crates that reported an error. Read from cargo's JSON messages a
/// line at a time ([`Built::take`]), the one reader of that format here.
#[derive(Debug, Default)]
pub struct Built {
    /// True when it built.
    pub success: bool,
    /// The manifests of the crates with an error.
    pub failed_manifests: BTreeSet<String>,
    /// Each error's code (`E0308`, `clippy::unwrap_used`), with its manifest.
    pub codes: BTreeSet<(String, String)>,
    /// Each crate's first error, by its manifest: its code and message and
    /// where it stands (`E0308 mismatched types, at
    /// crates/2026/day04/src/lib.rs:12`).
    pub first_errors: BTreeMap<String, String>,
    /// What cargo's `build-finished` message said, once it came.
    finished: Option<bool>,
}

impl Built {
    /// Takes `line` where it is one of cargo's messages (true), showing a
    /// diagnostic's rendering on stderr where `show`; any other line (a
    /// program's own output) is left (false).
    pub fn take(&mut self, line: &str, show: bool) -> bool {
        let Ok(message) = serde_json::from_str::<serde_json::Value>(line) else {
            return false;
        };
        match message["reason"].as_str() {
            Some("compiler-message") => {
                if show && let Some(rendered) = message["message"]["rendered"].as_str() {
                    eprint!("{rendered}");
                }
                if message["message"]["level"] == "error"
                    && let Some(manifest) = message["manifest_path"].as_str()
                {
                    self.failed_manifests.insert(manifest.to_owned());
                    if let Some(code) = message["message"]["code"]["code"].as_str() {
                        self.codes.insert((manifest.to_owned(), code.to_owned()));
                    }
                    self.first_errors
                        .entry(manifest.to_owned())
                        .or_insert_with(|| first_error(&message["message"]));
                }
                true
            }
            Some("build-finished") => {
                self.finished = message["success"].as_bool();
                true
            }
            Some("compiler-artifact" | "build-script-executed") => true,
            _ => false,
        }
    }

    /// Whether the build failed, as its `build-finished` message said.
    pub fn failed(&self) -> bool {
        self.finished == Some(false)
    }
}

/// The `--message-format` that [`cargo_json`]'s callers pass: JSON, each
/// diagnostic rendered in colour where stderr is a terminal.
pub fn message_format() -> &'static str {
    if std::io::stderr().is_terminal() {
        "json-diagnostic-rendered-ansi"
    } else {
        "json"
    }
}

/// Runs cargo with `args` at `root`, its JSON messages read from stdout;
/// each diagnostic is shown on stderr as rustc renders it.
pub fn cargo_json(root: &Path, args: &[String]) -> anyhow::Result<Built> {
    let mut command = cargo_command();
    command.args(args).current_dir(root);
    built_by(command)
}

/// What `command`, a cargo command that writes its messages as JSON
/// (`--message-format`), built: [`cargo_json`] for a command made
/// elsewhere.
pub fn built_by(mut command: Command) -> anyhow::Result<Built> {
    let mut child = command
        .stdout(Stdio::piped())
        .spawn()
        .context("could not run cargo")?;
    let mut built = Built::default();
    if let Some(stdout) = child.stdout.take() {
        for line in BufReader::new(stdout).lines() {
            built.take(&line.context("reading cargo's messages")?, true);
        }
    }
    let status = child.wait().context("waiting for cargo")?;
    built.success = status.success() && !built.failed();
    Ok(built)
}

fn first_error(message: &serde_json::Value) -> String {
    let code = message["code"]["code"]
        .as_str()
        .map_or_else(String::new, |code| format!("{code} "));
    let words = message["message"].as_str().unwrap_or("an error");
    let at = message["spans"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|span| span["is_primary"] == true)
        .and_then(|span| {
            Some(format!(
                ", at {}:{}",
                span["file_name"].as_str()?,
                span["line_start"]
            ))
        })
        .unwrap_or_default();
    format!("{code}{words}{at}")
}
