//! `just ci`'s closing lines, by what a person fixes: each of your days
//! that failed once, with its state (it does not compile, with its first
//! error and where; its tests fail; it is not formatted; a lint, named) and
//! the checks it broke; one line for the days that passed and one for
//! those not solved yet; then the workspace's own crates, apart from yours;
//! then the checks that name no crate.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use layout::Day;

use super::Check;

/// What a check found of one crate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// A file or the manifest of the crate.
    pub path: PathBuf,
    pub state: State,
}

/// How a crate came out of a check.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum State {
    /// It does not compile: its first error, where cargo gave one.
    DoesNotCompile(Option<String>),
    /// A lint fails on it (`clippy::needless_range_loop`).
    Lint(String),
    /// It is not formatted as rustfmt would.
    Unformatted,
    /// Its tests fail.
    TestsFail,
    /// Its tests passed, these parts not solved yet (`part 2`).
    NotSolved(String),
    /// Its tests passed.
    Passed,
}

impl State {
    fn failed(&self) -> bool {
        !matches!(self, Self::NotSolved(_) | Self::Passed)
    }
}

/// What a check came to: whether it passed, and what it found of each
/// crate.
pub struct Outcome {
    pub passed: bool,
    pub findings: Vec<Finding>,
}

/// One crate as the summary says it: its states, and the checks it broke.
#[derive(Default)]
struct Subject {
    states: BTreeSet<State>,
    broke: Vec<&'static str>,
}

/// The closing lines of `name` (`just ci`) after `results`, the checks run
/// at `root`, whose days are `days`.
pub fn summary(name: &str, root: &Path, days: &[Day], results: &[(&Check, Outcome)]) -> String {
    let failed: Vec<&(&Check, Outcome)> = results
        .iter()
        .filter(|(_, outcome)| !outcome.passed)
        .collect();
    let mut out = String::new();
    if failed.is_empty() {
        let _ = writeln!(out, "{name}: all {} checks passed", results.len());
    } else {
        let _ = writeln!(
            out,
            "{name}: {} of {} checks failed:",
            failed.len(),
            results.len()
        );
    }
    let mut yours: BTreeMap<Day, Subject> = BTreeMap::new();
    let mut own: BTreeMap<String, Subject> = BTreeMap::new();
    let mut unnamed = Vec::new();
    for (check, outcome) in results {
        let mut named_any = false;
        for finding in &outcome.findings {
            let subject = match super::day_of(root, &finding.path, days) {
                Some(day) => yours.entry(day).or_default(),
                None => own
                    .entry(super::named(root, &finding.path, days))
                    .or_default(),
            };
            if finding.state.failed() {
                named_any = true;
                if !subject.broke.contains(&check.what) {
                    subject.broke.push(check.what);
                }
            }
            subject.states.insert(finding.state.clone());
        }
        if !outcome.passed && !named_any {
            unnamed.push(format!(
                "✗ {}: {} ({})",
                check.group, check.what, check.then
            ));
        }
    }
    your_days(&mut out, &yours);
    for (name, subject) in &own {
        if !subject.broke.is_empty() {
            let _ = writeln!(
                out,
                "✗ {name}, of the workspace's own crates: {} (broke: {})",
                states(&subject.states, None),
                subject.broke.join("; ")
            );
        }
    }
    for line in unnamed {
        let _ = writeln!(out, "{line}");
    }
    out
}

/// Your days: each that failed, a line; then those that passed, on one; then
/// each not solved yet, in the words `just test` says it in.
fn your_days(out: &mut String, yours: &BTreeMap<Day, Subject>) {
    let (mut passed, mut waiting) = (Vec::new(), Vec::new());
    for (day, subject) in yours {
        if !subject.broke.is_empty() {
            let _ = writeln!(
                out,
                "✗ {day}: {} (broke: {})",
                states(&subject.states, Some(*day)),
                subject.broke.join("; ")
            );
            continue;
        }
        let not_solved: Vec<&str> = subject
            .states
            .iter()
            .filter_map(|state| match state {
                State::NotSolved(parts) => Some(parts.as_str()),
                _ => None,
            })
            .collect();
        match not_solved.first() {
            Some(parts) => waiting.push(format!(
                "○ {day}: {parts} {}, which fails nothing",
                crate::test_days::NOT_SOLVED_SAID
            )),
            None if subject.states.contains(&State::Passed) => passed.push(day.to_string()),
            None => {}
        }
    }
    if !passed.is_empty() {
        let _ = writeln!(out, "✓ passed: {}", passed.join(", "));
    }
    for line in waiting {
        let _ = writeln!(out, "{line}");
    }
}

/// A crate's failing states in words, the first error of one that does not
/// compile first (its tests then fail for that reason alone).
fn states(states: &BTreeSet<State>, day: Option<Day>) -> String {
    let compiles = !states
        .iter()
        .any(|state| matches!(state, State::DoesNotCompile(_)));
    let lints: Vec<&str> = states
        .iter()
        .filter_map(|state| match state {
            State::Lint(lint) => Some(lint.as_str()),
            _ => None,
        })
        .collect();
    let mut said = Vec::new();
    for state in states {
        match state {
            State::DoesNotCompile(Some(first)) => said.push(format!("does not compile: {first}")),
            State::DoesNotCompile(None)
                if !states
                    .iter()
                    .any(|state| matches!(state, State::DoesNotCompile(Some(_)))) =>
            {
                said.push("does not compile".to_owned());
            }
            State::TestsFail if compiles => said.push(match day {
                Some(day) => format!(
                    "its tests fail (`cargo test -p {}` runs them alone)",
                    day.package()
                ),
                None => "its tests fail".to_owned(),
            }),
            State::Unformatted => {
                said.push("not formatted as rustfmt would (`just fmt` formats it)".to_owned());
            }
            _ => {}
        }
    }
    if !lints.is_empty() && compiles {
        said.push(format!("clippy: {}", lints.join(", ")));
    }
    said.join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ci::CHECKS;

    fn check(what: &str) -> &'static Check {
        CHECKS
            .iter()
            .find(|check| check.what.starts_with(what))
            .unwrap()
    }

    #[test]
    fn each_day_once_with_its_state_and_the_checks_it_broke() {
        let root = Path::new("/w");
        let days: Vec<Day> = (1..=5).map(|day| Day::new(2026, day).unwrap()).collect();
        let crate_of = |day: u8| root.join(Day::new(2026, day).unwrap().crate_dir());
        let found = |path: PathBuf, state: State| Finding { path, state };
        let broken = || {
            State::DoesNotCompile(Some(
                "E0308 mismatched types, at crates/2026/day04/src/lib.rs:12".to_owned(),
            ))
        };
        let results = vec![
            (
                check("formatting of the solutions'"),
                Outcome {
                    passed: false,
                    findings: vec![found(crate_of(5).join("src/lib.rs"), State::Unformatted)],
                },
            ),
            (
                check("clippy on the solutions'"),
                Outcome {
                    passed: false,
                    findings: vec![found(crate_of(4).join("Cargo.toml"), broken())],
                },
            ),
            (
                check("clippy on the workspace's own"),
                Outcome {
                    passed: false,
                    findings: vec![
                        found(crate_of(4).join("Cargo.toml"), broken()),
                        found(
                            root.join("crates/aoc-common/Cargo.toml"),
                            State::Lint("clippy::unwrap_used".to_owned()),
                        ),
                    ],
                },
            ),
            (
                check("just test"),
                Outcome {
                    passed: false,
                    findings: vec![
                        found(crate_of(1), State::Passed),
                        found(crate_of(2), State::TestsFail),
                        found(crate_of(3), State::NotSolved("part 2".to_owned())),
                        found(crate_of(4), State::DoesNotCompile(None)),
                    ],
                },
            ),
            (
                check("a user's flows"),
                Outcome {
                    passed: false,
                    findings: Vec::new(),
                },
            ),
        ];
        assert_eq!(
            summary("just ci", root, &days, &results),
            "just ci: 5 of 5 checks failed:\n\
             ✗ day 2 of 2026: its tests fail (`cargo test -p day02-2026` runs them alone) (broke: just test)\n\
             ✗ day 4 of 2026: does not compile: E0308 mismatched types, at crates/2026/day04/src/lib.rs:12 \
             (broke: clippy on the solutions' workspace, every feature; clippy on the workspace's own crates, default features; just test)\n\
             ✗ day 5 of 2026: not formatted as rustfmt would (`just fmt` formats it) (broke: formatting of the solutions' workspace)\n\
             ✓ passed: day 1 of 2026\n\
             ○ day 3 of 2026: part 2 not solved yet (write it in the day crate's src/lib.rs), which fails nothing\n\
             ✗ crates/aoc-common, of the workspace's own crates: clippy: clippy::unwrap_used \
             (broke: clippy on the workspace's own crates, default features)\n\
             ✗ end-to-end: a user's flows in a throwaway copy (`just check-workflow` runs it alone)\n"
        );
    }
}
