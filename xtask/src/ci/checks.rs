//! Every check `just ci` runs, in the order it runs them, each with the
//! command that runs it and what to do when it fails.

use crate::flags::CheckGroup as Group;

/// One check: what it is, the command that runs it, and what to do when it
/// fails.
pub struct Check {
    pub group: Group,
    pub what: &'static str,
    pub program: &'static str,
    pub args: &'static [&'static str],
    pub env: &'static [(&'static str, &'static str)],
    pub then: &'static str,
    pub reads: Reads,
}

/// What of a check's output names the crates it failed on.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Reads {
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

impl Check {
    /// True for a check of the tools' own workspace, which no day of yours
    /// can change.
    pub fn is_the_tools(&self) -> bool {
        self.args.contains(&TOOLS)
    }

    /// True for a check that runs beside the other groups' when they run
    /// too: the end-to-end checks, which build in folders of their own
    /// (a throwaway copy and its target folder; day 21 alone, in its own
    /// profile) and of which only the status is read, so that their output
    /// can wait in a log. Where they share a target folder with the
    /// others, cargo's lock on it makes the two take turns.
    pub fn runs_beside(&self) -> bool {
        self.group == Group::EndToEnd && self.reads == Reads::Status
    }
}

/// Every check, in the order they run.
pub const CHECKS: &[Check] = &[
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
        group: Group::Lint,
        what: "clippy on the tools as `site` alone builds them (a command that needs it runs that build)",
        program: "cargo",
        args: &[
            "clippy",
            "--manifest-path",
            TOOLS,
            "--bin",
            "xtask",
            "--features",
            "site",
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
        what: "clippy on the tools as `bench` alone builds them (a command that needs it runs that build)",
        program: "cargo",
        args: &[
            "clippy",
            "--manifest-path",
            TOOLS,
            "--bin",
            "xtask",
            "--features",
            "bench",
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
        what: "clippy on the tools as `board-chart` alone builds them (a command that needs it runs that build)",
        program: "cargo",
        args: &[
            "clippy",
            "--manifest-path",
            TOOLS,
            "--bin",
            "xtask",
            "--features",
            "board-chart",
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
        // Not the root package's: it depends on your days, and a day that
        // does not compile is its own check's to name.
        what: "the docs of the workspace's own crates, every link resolved",
        program: "cargo",
        args: &[
            "doc",
            "--no-deps",
            "-p",
            "aoc-common",
            "-p",
            "layout",
            "-p",
            "runner",
            "-p",
            "day21",
        ],
        env: &[("RUSTDOCFLAGS", "-D warnings")],
        then: "rustdoc's messages are above",
        reads: Reads::Status,
    },
    Check {
        group: Group::Lint,
        what: "the docs of the tools, every feature, every link resolved",
        program: "cargo",
        args: &[
            "doc",
            "--no-deps",
            "--manifest-path",
            TOOLS,
            "--all-features",
        ],
        env: &[("RUSTDOCFLAGS", "-D warnings")],
        then: "rustdoc's messages are above",
        reads: Reads::Status,
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
    // The full tests, in the order that leaves the least to run alone at
    // the end (in `just ci`, the checks run beside end about when these
    // start): first the tools' tests, one test binary at a time, and last
    // the property tests, whose cases keep every core busy; the exhaustive
    // checks (long counts, a core each) make the release build that the
    // property tests then find built.
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
        what: "every target of the solutions' workspace, every feature",
        program: "xtask",
        args: &["test", "--all-targets"],
        env: &[],
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
        group: Group::TestFull,
        what: "property tests at full count, in release",
        program: "xtask",
        args: &["test", "--release"],
        env: &[("PROPTEST_CASES", "4096")],
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_solutions_checks_are_every_check_but_the_tools_own() {
        let theirs: Vec<&str> = CHECKS
            .iter()
            .filter(|check| !check.is_the_tools())
            .map(|check| check.what)
            .collect();
        for what in [
            "formatting of the solutions' workspace",
            "clippy on the solutions' workspace, every feature",
            "just test",
            "every target of the solutions' workspace, every feature",
            "property tests at full count, in release",
        ] {
            assert!(theirs.contains(&what), "{what}: {theirs:?}");
        }
        for what in [
            "formatting of the tools",
            "clippy on the tools, every feature",
            "the tools' tests",
        ] {
            assert!(!theirs.contains(&what), "{what}");
        }
    }
}
