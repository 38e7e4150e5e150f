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

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::Context;
use layout::Day;

use self::summary::{Finding, Outcome, State};
use crate::flags::{self, CheckGroup as Group};
use crate::years::calendar::Calendar;

mod summary;

/// One check: what it is, the command that runs it, and what to do when it
/// fails.
struct Check {
    group: Group,
    what: &'static str,
    program: &'static str,
    args: &'static [&'static str],
    env: &'static [(&'static str, &'static str)],
    then: &'static str,
    reads: Reads,
}

/// What of a check's output names the crates it failed on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reads {
    /// Only its status: the check's own lines name what failed.
    Status,
    /// rustfmt's list of files not formatted (`-l`).
    Rustfmt,
    /// cargo's JSON messages: each error's crate and code.
    Cargo,
    /// The days `cargo xtask test` names in the file it is given
    /// ([`crate::test_days::FAILED_DAYS`]).
    Days,
}

/// The tools' manifest, from the root.
const TOOLS: &str = "xtask/Cargo.toml";

/// Every check, in the order they run.
const CHECKS: &[Check] = &[
    Check {
        group: Group::Lint,
        what: "formatting of the solutions' workspace",
        program: "cargo",
        args: &["fmt", "--all", "--check", "--", "-l"],
        env: &[],
        then: "`just fmt` formats them",
        reads: Reads::Rustfmt,
    },
    Check {
        group: Group::Lint,
        what: "formatting of the tools",
        program: "cargo",
        args: &[
            "fmt",
            "--check",
            "--manifest-path",
            TOOLS,
            "-p",
            "xtask",
            "-p",
            "site-html",
            "--",
            "-l",
        ],
        env: &[],
        then: "`just fmt` formats them",
        reads: Reads::Rustfmt,
    },
    Check {
        group: Group::Lint,
        what: "clippy on the solutions' workspace, every feature",
        program: "cargo",
        args: &[
            "clippy",
            "--workspace",
            "--all-targets",
            "--all-features",
            "--",
            "-D",
            "warnings",
        ],
        env: &[],
        then: "clippy's messages are above",
        reads: Reads::Cargo,
    },
    Check {
        group: Group::Lint,
        what: "clippy on the workspace's own crates, default features",
        program: "cargo",
        // A day of yours has nothing that the run with every feature did
        // not lint already: only the crates with code behind a feature.
        args: &[
            "clippy",
            "-p",
            "advent-of-code",
            "-p",
            "aoc-common",
            "-p",
            "layout",
            "-p",
            "runner",
            "-p",
            "day21",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
        env: &[],
        then: "clippy's messages are above",
        reads: Reads::Cargo,
    },
    Check {
        group: Group::Lint,
        what: "clippy on the tools, every feature",
        program: "cargo",
        args: &[
            "clippy",
            "--manifest-path",
            TOOLS,
            "--all-targets",
            "--all-features",
            "--",
            "-D",
            "warnings",
        ],
        env: &[],
        then: "clippy's messages are above",
        reads: Reads::Cargo,
    },
    Check {
        group: Group::Lint,
        what: "clippy on the tools, default features",
        program: "cargo",
        args: &[
            "clippy",
            "--manifest-path",
            TOOLS,
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
        env: &[],
        then: "clippy's messages are above",
        reads: Reads::Cargo,
    },
    Check {
        group: Group::Test,
        what: "just test",
        program: "xtask",
        args: &["test"],
        env: &[],
        then: "its last lines above say why",
        reads: Reads::Days,
    },
    Check {
        group: Group::TestFull,
        what: "every target of the solutions' workspace, every feature",
        program: "xtask",
        args: &["test", "--all-targets"],
        env: &[],
        then: "its last lines above say why",
        reads: Reads::Days,
    },
    Check {
        group: Group::TestFull,
        what: "aoc-common's doc tests with the searches (the pathfinding crate)",
        program: "cargo",
        args: &[
            "test",
            "-p",
            "aoc-common",
            "--doc",
            "--features",
            "docs-search",
        ],
        env: &[],
        then: "cargo's list above names the tests",
        reads: Reads::Status,
    },
    Check {
        group: Group::TestFull,
        what: "the tools' tests",
        program: "cargo",
        args: &[
            "test",
            "--manifest-path",
            TOOLS,
            "--all-targets",
            "--all-features",
            "--no-fail-fast",
        ],
        env: &[],
        then: "cargo's list above names the tests",
        reads: Reads::Status,
    },
    Check {
        group: Group::TestFull,
        what: "property tests at full count, in release",
        program: "xtask",
        args: &["test", "--release"],
        env: &[("PROPTEST_CASES", "4096")],
        then: "its last lines above say why",
        reads: Reads::Days,
    },
    Check {
        group: Group::TestFull,
        what: "the exhaustive checks, in release",
        program: "xtask",
        args: &["test", "--release", "--exhaustive"],
        env: &[],
        then: "its last lines above say why",
        reads: Reads::Days,
    },
    Check {
        group: Group::EndToEnd,
        what: "day 21's answers and errors through the runner",
        program: ".ci/check-answers",
        args: &[],
        env: &[],
        then: "`just check-answers` runs it alone",
        reads: Reads::Status,
    },
    Check {
        group: Group::EndToEnd,
        what: "a user's flows in a throwaway copy",
        program: ".ci/check-workflow",
        args: &[],
        env: &[],
        then: "`just check-workflow` runs it alone",
        reads: Reads::Status,
    },
];

impl flags::Ci {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let checks: Vec<&Check> = CHECKS
            .iter()
            .filter(|check| self.only.is_none_or(|only| check.group == only))
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
        let mut results = Vec::new();
        for check in checks {
            eprintln!("\n== {}: {}", check.group, check.what);
            results.push((check, run(root, &this, check)?));
        }
        let name = self
            .only
            .map_or_else(|| "just ci".to_owned(), |group| format!("just {group}"));
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

/// Runs `check` at `root`: whether it passed, and what its output says of
/// each crate.
fn run(root: &Path, this: &Path, check: &Check) -> anyhow::Result<Outcome> {
    match check.reads {
        Reads::Cargo => cargo(root, check),
        Reads::Rustfmt => {
            let output = command(root, this, check)
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
            let status = command(root, this, check)
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
            let status = command(root, this, check)
                .env(crate::test_days::FAILED_DAYS, &list)
                .status()
                .with_context(|| format!("could not run {}", check.program))?;
            let said = std::fs::read_to_string(&list).unwrap_or_default();
            let _ = std::fs::remove_file(&list);
            Ok(Outcome {
                passed: status.success(),
                findings: said
                    .lines()
                    .filter_map(|line| day_said(root, line))
                    .collect(),
            })
        }
    }
}

/// A clippy check: cargo's messages as data, each shown as rustc renders
/// it, and every crate checked whichever fails first; each crate with an
/// error found once for each code (a compiler error: it does not compile,
/// with its first error).
fn cargo(root: &Path, check: &Check) -> anyhow::Result<Outcome> {
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
    let built = crate::process::cargo_json(root, &args)?;
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

/// A line of the days `cargo xtask test` wrote (see
/// `crate::test_days::FAILED_DAYS`) as what the check found of that day.
fn day_said(root: &Path, line: &str) -> Option<Finding> {
    let mut fields = line.split('\t');
    let crate_dir = fields.next()?;
    let (state, parts) = (fields.next()?, fields.next().unwrap_or(""));
    let first = fields.next().filter(|first| !first.is_empty());
    let state = match (state, parts) {
        ("does-not-compile", _) => State::DoesNotCompile(first.map(str::to_owned)),
        ("failed", _) => State::TestsFail,
        ("passed", "") => State::Passed,
        ("passed", parts) => {
            State::NotSolved(match parts.split(' ').collect::<Vec<_>>().as_slice() {
                [one] => format!("part {one}"),
                _ => format!("parts {}", parts.replace(' ', " and ")),
            })
        }
        _ => return None,
    };
    Some(Finding {
        path: root.join(crate_dir),
        state,
    })
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
    fn every_group_has_checks_and_reads_back() {
        for group in Group::ALL {
            assert!(CHECKS.iter().any(|check| check.group == group), "{group}");
            assert_eq!(group.to_string().parse::<Group>().unwrap(), group);
        }
        assert!("tests".parse::<Group>().is_err());
    }
}
