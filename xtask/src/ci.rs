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

use std::path::Path;
use std::process::Command;

use anyhow::Context;

use crate::flags::{self, CheckGroup as Group};

/// One check: what it is, the command that runs it, and what to do when it
/// fails.
struct Check {
    group: Group,
    what: &'static str,
    program: &'static str,
    args: &'static [&'static str],
    env: &'static [(&'static str, &'static str)],
    then: &'static str,
}

/// The tools' manifest, from the root.
const TOOLS: &str = "xtask/Cargo.toml";

/// Every check, in the order they run.
const CHECKS: &[Check] = &[
    Check {
        group: Group::Lint,
        what: "formatting of the solutions' workspace",
        program: "cargo",
        args: &["fmt", "--all", "--check"],
        env: &[],
        then: "`just fmt` formats it",
    },
    Check {
        group: Group::Lint,
        what: "formatting of the tools",
        program: "cargo",
        args: &["fmt", "--all", "--check", "--manifest-path", TOOLS],
        env: &[],
        then: "`just fmt` formats it",
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
        then: "its warnings are above",
    },
    Check {
        group: Group::Lint,
        what: "clippy on the solutions' workspace, default features",
        program: "cargo",
        args: &[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
        env: &[],
        then: "its warnings are above",
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
        then: "its warnings are above",
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
        then: "its warnings are above",
    },
    Check {
        group: Group::Test,
        what: "just test",
        program: "xtask",
        args: &["test"],
        env: &[],
        then: "its last lines above name each day that failed",
    },
    Check {
        group: Group::TestFull,
        what: "every target of the solutions' workspace, every feature",
        program: "cargo",
        args: &["test", "--workspace", "--all-targets", "--all-features"],
        env: &[],
        then: "cargo's list above names the tests",
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
        ],
        env: &[],
        then: "cargo's list above names the tests",
    },
    Check {
        group: Group::TestFull,
        what: "property tests at full count, in release",
        program: "cargo",
        args: &["test", "--workspace", "--release"],
        env: &[("PROPTEST_CASES", "4096")],
        then: "cargo's list above names the tests",
    },
    Check {
        group: Group::TestFull,
        what: "the exhaustive checks, in release",
        program: "cargo",
        args: &[
            "test",
            "--workspace",
            "--release",
            "--",
            "--ignored",
            "exhaustive_",
        ],
        env: &[],
        then: "cargo's list above names the tests",
    },
    Check {
        group: Group::EndToEnd,
        what: "day 21's answers and errors through the runner",
        program: ".ci/check-answers",
        args: &[],
        env: &[],
        then: "`just check-answers` runs it alone",
    },
    Check {
        group: Group::EndToEnd,
        what: "a user's flows in a throwaway copy",
        program: ".ci/check-workflow",
        args: &[],
        env: &[],
        then: "`just check-workflow` runs it alone",
    },
];

impl flags::Ci {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let checks: Vec<&Check> = CHECKS
            .iter()
            .filter(|check| self.only.is_none_or(|only| check.group == only))
            .collect();
        let mut failed = Vec::new();
        for check in &checks {
            eprintln!("\n== {}: {}", check.group, check.what);
            let program = match check.program {
                "cargo" => crate::process::cargo(),
                // This very tool, as built.
                "xtask" => std::env::current_exe()
                    .context("where this tool is")?
                    .into_os_string(),
                script => root.join(script).into_os_string(),
            };
            let status = Command::new(&program)
                .args(check.args)
                .envs(check.env.iter().copied())
                .current_dir(root)
                .status()
                .with_context(|| format!("could not run {}", check.program))?;
            if !status.success() {
                failed.push(check);
            }
        }
        let name = self
            .only
            .map_or_else(|| "just ci".to_owned(), |group| format!("just {group}"));
        println!();
        if failed.is_empty() {
            println!("{name}: all {} checks passed", checks.len());
            return Ok(());
        }
        println!(
            "{name}: {} of {} checks failed:",
            failed.len(),
            checks.len()
        );
        for check in failed {
            println!("✗ {}: {} ({})", check.group, check.what, check.then);
        }
        Err(crate::process::Exit(1).into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_group_has_checks_and_reads_back() {
        for group in Group::ALL {
            assert!(CHECKS.iter().any(|check| check.group == group), "{group}");
            assert_eq!(group.to_string().parse::<Group>().unwrap(), group);
        }
        assert!("tests".parse::<Group>().is_err());
    }
}
