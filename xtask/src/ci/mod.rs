//! `cargo xtask ci` (`just ci`, and `just lint`, `just test-full` for one
//! group): every check CI runs, each to its end whatever the one before
//! did, and every failure named at the end with what runs it alone. A
//! check that stopped the rest (formatting off, a day not solved yet) would
//! hide what the others have to say: CI runs once, and a red run should
//! tell everything at once.
//!
//! The checks, in groups: lint (formatting and clippy, in the solutions'
//! workspace and the tools', with every feature and without), the quick
//! test loop (`cargo xtask test`, whose lines name each day that failed,
//! and why), the full tests, and the end-to-end checks of `.ci/`.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use anyhow::Context;
use layout::Day;

use self::summary::{Finding, Outcome, State};
use crate::flags;
use crate::years::calendar::{Calendar, duration};

mod checks;
mod summary;

use self::checks::{CHECKS, Check, Reads};

impl flags::Ci {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let checks: Vec<&Check> = CHECKS
            .iter()
            .filter(|check| self.only.is_none_or(|only| check.group == only))
            .filter(|check| !(self.solutions && check.is_the_tools()))
            .collect();
        let days: Vec<Day> = Calendar::all(root)?
            .into_iter()
            .flat_map(|calendar| calendar.days)
            .collect();
        // This very tool, where it is now: a check that builds the tools
        // (their tests) replaces the file, after which the running one's
        // path reads as deleted; the path is the same, and holds the new
        // build.
        let this = std::env::current_exe().context("where this tool is")?;
        let started = Instant::now();
        let results = run_every(root, &this, checks)?;
        eprintln!(
            "\n== every check took {}",
            duration(started.elapsed().as_secs())
        );
        let name = self
            .only
            .map_or_else(|| "just ci".to_owned(), flags::CheckGroup::command);
        println!();
        let said = summary::summary(&name, root, &days, &results);
        print!("{}", crate::paint::marks(&said, crate::paint::wanted()));
        if results.iter().all(|(_, outcome)| outcome.passed) {
            Ok(())
        } else {
            Err(crate::process::Exit(1).into())
        }
    }
}

/// Where the output of the checks run beside the others goes, under
/// `root`, while the others have the terminal.
const BESIDE_LOG: &str = "target/xtask/end-to-end.log";

/// Runs `checks`, each to its end, and says how each came out, in their
/// order. Those that run beside the others ([`Check::runs_beside`]) do so
/// where there are others, their output kept in [`BESIDE_LOG`] and shown
/// once the others are done (then as it comes): on two cores the
/// end-to-end flows, one command at a time, leave a core idle much of the
/// time that the other groups' builds use, and the other groups run at a
/// lower priority ([`Priority`]) so that the flows, the longest, are not
/// slowed.
fn run_every<'a>(
    root: &Path,
    this: &Path,
    checks: Vec<&'a Check>,
) -> anyhow::Result<Vec<(&'a Check, Outcome)>> {
    let (beside, inline): (Vec<&Check>, Vec<&Check>) =
        if checks.iter().all(|check| check.runs_beside()) {
            (Vec::new(), checks)
        } else {
            checks.into_iter().partition(|check| check.runs_beside())
        };
    if beside.is_empty() {
        return run_each(root, this, &inline, &Sink::Terminal, Priority::Normal);
    }
    let log = root.join(BESIDE_LOG);
    let sink = Sink::Log(create(&log).with_context(|| log.display().to_string())?);
    std::thread::scope(|scope| {
        let aside = scope.spawn(|| run_each(root, this, &beside, &sink, Priority::Normal));
        // The checks beside run to their end, and are shown, whatever
        // became of these.
        let results = run_each(root, this, &inline, &Sink::Terminal, Priority::yielding());
        eprintln!(
            "\n== {}, run beside the checks above (its output kept in {BESIDE_LOG}):",
            beside[0].group
        );
        let shown = follow(&log, || aside.is_finished());
        let aside = aside
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        shown.with_context(|| log.display().to_string())?;
        let mut results = results?;
        results.extend(aside?);
        Ok(results)
    })
}

/// How a check's processes share the machine with the checks run beside
/// it. The checks beside (the end-to-end flows) run one command at a time,
/// mostly on one core, and take the longest; the others keep every core
/// busy. Run at a lower priority (`nice`), the others take what the flows
/// leave, and the two end together, instead of the flows running on alone
/// at the end with a core idle. (Where `just ci` itself runs at a low
/// priority already, the two end up at the lowest, and share alike.)
#[derive(Clone, Copy)]
enum Priority {
    Normal,
    Lower,
}

impl Priority {
    /// How much lower than the checks beside: half of `nice`'s range, under
    /// which a busy process gets about a tenth of a core it shares.
    const LOWER_BY: i32 = 10;

    /// [`Self::Lower`] on a Unix where `nice` runs: else normal.
    fn yielding() -> Self {
        if !cfg!(unix) {
            return Self::Normal;
        }
        let nice = Command::new("nice")
            .arg("true")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
        if nice.is_ok_and(|status| status.success()) {
            Self::Lower
        } else {
            Self::Normal
        }
    }

    /// `command`, to run at this priority: as it is, or through `nice`
    /// (which becomes the program) with the same arguments, variables set
    /// or removed, and folder. Its input and output are not carried over:
    /// they are set on what this returns. A program that cannot be found
    /// is then `nice`'s to say (exit code 127), a check that failed.
    fn apply(self, command: Command) -> Command {
        match self {
            Self::Normal => command,
            Self::Lower => {
                let mut nice = Command::new("nice");
                nice.arg("-n")
                    .arg(Self::LOWER_BY.to_string())
                    .arg(command.get_program())
                    .args(command.get_args());
                for (name, value) in command.get_envs() {
                    match value {
                        Some(value) => nice.env(name, value),
                        None => nice.env_remove(name),
                    };
                }
                if let Some(folder) = command.get_current_dir() {
                    nice.current_dir(folder);
                }
                nice
            }
        }
    }
}

/// Where a check's output goes: the terminal, or a log of checks run
/// beside the others.
enum Sink {
    Terminal,
    Log(std::fs::File),
}

impl Sink {
    /// One line of this tool's own, about the checks.
    fn say(&self, line: &str) {
        match self {
            Self::Terminal => eprintln!("{line}"),
            Self::Log(file) => {
                let mut file = file;
                let _ = writeln!(file, "{line}");
            }
        }
    }

    /// `command`'s output sent here.
    fn attach(&self, command: &mut Command) -> anyhow::Result<()> {
        if let Self::Log(file) = self {
            command
                .stdout(file.try_clone().context("the checks' log")?)
                .stderr(file.try_clone().context("the checks' log")?);
        }
        Ok(())
    }
}

/// Runs `checks` one after another, each to its end, its output to `sink`,
/// at `priority`.
fn run_each<'a>(
    root: &Path,
    this: &Path,
    checks: &[&'a Check],
    sink: &Sink,
    priority: Priority,
) -> anyhow::Result<Vec<(&'a Check, Outcome)>> {
    let mut results = Vec::new();
    for &check in checks {
        sink.say(&format!("\n== {}: {}", check.group, check.what));
        let began = Instant::now();
        results.push((check, run(root, this, check, sink, priority)?));
        sink.say(&format!(
            "== {}: {} took {}",
            check.group,
            check.what,
            duration(began.elapsed().as_secs())
        ));
    }
    Ok(results)
}

/// `path` made empty, with the folders above it.
fn create(path: &Path) -> std::io::Result<std::fs::File> {
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder)?;
    }
    std::fs::File::create(path)
}

/// Copies `log` onto stderr as it grows, until `done` (checked before each
/// read, so that the last read takes what was written before it was done).
fn follow(log: &Path, done: impl Fn() -> bool) -> std::io::Result<()> {
    let mut file = std::fs::File::open(log)?;
    let mut stderr = std::io::stderr();
    loop {
        let finished = done();
        std::io::copy(&mut file, &mut stderr)?;
        if finished {
            return Ok(());
        }
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
}

/// Runs `check` at `root`: whether it passed, and what its output says of
/// each crate. Only a check that runs beside the others
/// ([`Check::runs_beside`]) has its output sent to `sink`: the others read
/// theirs, or have the terminal.
fn run(
    root: &Path,
    this: &Path,
    check: &Check,
    sink: &Sink,
    priority: Priority,
) -> anyhow::Result<Outcome> {
    let to_run = || priority.apply(command(root, this, check));
    match check.reads {
        Reads::Cargo => cargo(root, check, priority),
        Reads::Rustfmt => {
            let output = to_run()
                .stdout(Stdio::piped())
                .output()
                .with_context(|| format!("could not run {}", check.program))?;
            let listed = String::from_utf8_lossy(&output.stdout);
            print!("{listed}");
            Ok(Outcome {
                passed: output.status.success(),
                findings: listed
                    .lines()
                    .filter(|line| line.ends_with(".rs"))
                    .map(|line| Finding {
                        path: PathBuf::from(line),
                        state: State::Unformatted,
                    })
                    .collect(),
            })
        }
        Reads::Status => {
            let mut command = to_run();
            sink.attach(&mut command)?;
            let status = command
                .status()
                .with_context(|| format!("could not run {}", check.program))?;
            Ok(Outcome {
                passed: status.success(),
                findings: Vec::new(),
            })
        }
        Reads::Days => {
            let list = root.join(format!("target/xtask/failed-days-{}", std::process::id()));
            let _ = std::fs::remove_file(&list);
            let status = to_run()
                .env(crate::test_days::FAILED_DAYS, &list)
                .status()
                .with_context(|| format!("could not run {}", check.program))?;
            let said = days_said(&list);
            let _ = std::fs::remove_file(&list);
            let said = said?;
            Ok(Outcome {
                passed: status.success(),
                findings: said.into_iter().map(|said| day_said(root, said)).collect(),
            })
        }
    }
}

/// A clippy check: cargo's messages as data, each shown as rustc renders
/// it, and every crate checked whichever fails first; each crate with an
/// error found once for each code (a compiler error: it does not compile,
/// with its first error).
fn cargo(root: &Path, check: &Check, priority: Priority) -> anyhow::Result<Outcome> {
    let at = check
        .args
        .iter()
        .position(|arg| *arg == "--")
        .unwrap_or(check.args.len());
    let mut args: Vec<String> = check.args[..at]
        .iter()
        .map(|arg| (*arg).to_owned())
        .collect();
    args.extend([
        "--keep-going".to_owned(),
        "--message-format".to_owned(),
        crate::process::message_format().to_owned(),
    ]);
    args.extend(check.args[at..].iter().map(|arg| (*arg).to_owned()));
    let mut command = crate::process::cargo_command();
    command.args(&args).current_dir(root);
    let built = crate::process::built_by(priority.apply(command))?;
    let mut findings = Vec::new();
    for manifest in &built.failed_manifests {
        let codes: Vec<&String> = built
            .codes
            .iter()
            .filter(|(of, _)| of == manifest)
            .map(|(_, code)| code)
            .collect();
        let compiler = codes.is_empty() || codes.iter().any(|code| is_compiler_error(code));
        let path = PathBuf::from(manifest);
        if compiler {
            let first = built.first_errors.get(manifest).cloned();
            findings.push(Finding {
                path,
                state: State::DoesNotCompile(first),
            });
        } else {
            findings.extend(codes.into_iter().map(|code| Finding {
                path: path.clone(),
                state: State::Lint(code.clone()),
            }));
        }
    }
    Ok(Outcome {
        passed: built.success,
        findings,
    })
}

/// The days `cargo xtask test` wrote to `list`: none where it wrote no
/// file (it stopped before its summary); an error where the file is not
/// what it writes.
fn days_said(list: &Path) -> anyhow::Result<Vec<crate::test_days::DaySaid>> {
    match std::fs::read_to_string(list) {
        Ok(said) => serde_json::from_str(&said)
            .with_context(|| format!("{} is not the list of days it writes", list.display())),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(Vec::new()),
        Err(error) => Err(error).with_context(|| list.display().to_string()),
    }
}

/// A day as `cargo xtask test` said it came out
/// ([`crate::test_days::DaySaid`]), as what the check found of that day.
fn day_said(root: &Path, said: crate::test_days::DaySaid) -> Finding {
    use crate::test_days::DayState;
    let not_solved: std::collections::BTreeSet<layout::Part> = said
        .not_solved
        .iter()
        .filter_map(|&number| layout::Part::from_number(number))
        .collect();
    let state = match said.state {
        DayState::DoesNotCompile => State::DoesNotCompile(said.first_error),
        DayState::Failed => State::TestsFail,
        DayState::Passed if not_solved.is_empty() => State::Passed,
        DayState::Passed => State::NotSolved(crate::test_days::parts(&not_solved)),
    };
    Finding {
        path: root.join(said.crate_dir),
        state,
    }
}

/// True when `code` is a compiler error's (`E0308`), not a lint's.
fn is_compiler_error(code: &str) -> bool {
    code.len() == 5 && code.starts_with('E') && code[1..].bytes().all(|byte| byte.is_ascii_digit())
}

/// The command that runs `check` at `root`, `this` being this tool.
fn command(root: &Path, this: &Path, check: &Check) -> Command {
    let mut command = match check.program {
        "cargo" => crate::process::cargo_command(),
        "xtask" => Command::new(this),
        script => Command::new(root.join(script)),
    };
    // Whatever runs cargo in its turn runs it as `just setup` did, so the
    // builds it makes are the ones the next command finds.
    crate::process::clean(&mut command)
        .args(check.args)
        .envs(check.env.iter().copied())
        .current_dir(root);
    command
}

/// The day whose crate `path` (a file or manifest under `root`) is in, if
/// it is one of `days`.
pub(super) fn day_of(root: &Path, path: &Path, days: &[Day]) -> Option<Day> {
    days.iter()
        .copied()
        .find(|day| path.starts_with(root.join(day.crate_dir())))
}

/// The day, or else the crate's folder, that `path` (a file or manifest
/// under `root`) belongs to, as a person names it.
pub(super) fn named(root: &Path, path: &Path, days: &[Day]) -> String {
    if let Some(day) = day_of(root, path, days) {
        return day.to_string();
    }
    let relative = path.strip_prefix(root).unwrap_or(path);
    let folder = if relative.ends_with("Cargo.toml") {
        relative.parent().unwrap_or(relative)
    } else {
        // `crates/aoc-common/src/lib.rs`: the crate is above `src/`.
        relative
            .ancestors()
            .find(|folder| root.join(folder).join("Cargo.toml").is_file())
            .unwrap_or(relative)
    };
    match folder.to_string_lossy().as_ref() {
        "" => "the root package".to_owned(),
        folder => folder.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failure_is_named_by_its_day_or_its_crate() {
        let root = std::env::temp_dir().join(format!("xtask-ci-named-{}", std::process::id()));
        let day = Day::new(2024, 4).unwrap();
        for folder in [day.crate_dir(), "crates/aoc-common/src".to_owned()] {
            std::fs::create_dir_all(root.join(folder)).unwrap();
        }
        crate::files::write(&root.join("crates/aoc-common/Cargo.toml"), "").unwrap();
        crate::files::write(&root.join("Cargo.toml"), "").unwrap();
        let days = [day];
        let lib = root.join(day.crate_dir()).join("src/lib.rs");
        assert_eq!(named(&root, &lib, &days), "day 4 of 2024");
        let common = root.join("crates/aoc-common/src/span.rs");
        assert_eq!(named(&root, &common, &days), "crates/aoc-common");
        let manifest = root.join("crates/aoc-common/Cargo.toml");
        assert_eq!(named(&root, &manifest, &days), "crates/aoc-common");
        assert_eq!(
            named(&root, &root.join("src/lib.rs"), &days),
            "the root package"
        );
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn a_lower_priority_runs_the_same_command_nicer() {
        // `nice` alone prints the niceness on Linux (elsewhere, its usage).
        let niceness = |command: &mut Command| -> Option<i32> {
            let output = command.output().ok()?;
            String::from_utf8(output.stdout).ok()?.trim().parse().ok()
        };
        let (Priority::Lower, Some(own)) =
            (Priority::yielding(), niceness(&mut Command::new("nice")))
        else {
            return; // no `nice` here that says its niceness
        };
        // What `process::clean` takes out of a command stays out: cargo
        // sets CARGO_MANIFEST_DIR for this test.
        assert!(std::env::var_os("CARGO_MANIFEST_DIR").is_some());
        let mut shell = Command::new("sh");
        crate::process::clean(&mut shell)
            .args([
                "-c",
                "echo \"$CHECK_VARIABLE ${CARGO_MANIFEST_DIR-gone} $(pwd) $(nice)\"",
            ])
            .env("CHECK_VARIABLE", "kept")
            .current_dir("/");
        let output = Priority::Lower.apply(shell).output().unwrap();
        assert_eq!(
            String::from_utf8(output.stdout).unwrap(),
            format!("kept gone / {}\n", (own + Priority::LOWER_BY).min(19))
        );
    }

    #[test]
    fn every_group_has_checks_and_reads_back() {
        use crate::flags::CheckGroup as Group;
        for group in Group::ALL {
            assert!(CHECKS.iter().any(|check| check.group == group), "{group}");
            assert_eq!(group.to_string().parse::<Group>().unwrap(), group);
        }
        assert!("tests".parse::<Group>().is_err());
    }
}
