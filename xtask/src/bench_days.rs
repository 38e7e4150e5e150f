//! `cargo xtask bench DAY` (`just bench DAY`, `just bench all`): a quick
//! look at a day's times (each solution run again and again for about a
//! second, in the runner's build: `aoc --bench`), or with `--full` its
//! criterion benchmarks and its heap use (the root's `bench` feature, which
//! brings criterion and dhat in, or a day's own where it has some), or
//! every day of the current year in one run; then the days' table, as `bench-report` prints it. And
//! `cargo xtask bench-report` itself, which the `bench` feature builds.

use std::path::Path;

use anyhow::{Context, bail};
use layout::Day;

use crate::flags::{self, DaySelection};
use crate::years::calendar::Calendar;

impl flags::Bench {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let calendar = Calendar::read(root)?;
        let days: Vec<Day> = match self.day {
            Some(DaySelection::Day(number)) => vec![calendar.day_with_crate(root, number)?],
            Some(DaySelection::All) => calendar.days.clone(),
            // The current year's latest day, said.
            None => calendar.days.last().copied().into_iter().collect(),
        };
        let Some(last) = days.last() else {
            bail!(
                "{} has no day yet: nothing to measure (`just new N` adds day N)",
                calendar.year
            );
        };
        if self.day.is_none() {
            println!(
                "benchmarking {last}, the latest day of {} (`just bench N` another, `just bench all` every one)",
                calendar.year
            );
        }
        if self.full {
            criterion(root, &days)
        } else {
            quick(root, &days)
        }
    }
}

/// Each solution of `days` run again and again in the runner's build (the
/// one `just run` makes, so most often built already), each day built
/// alone as `just run` builds it: one that does not build or run hides no
/// other.
fn quick(root: &Path, days: &[Day]) -> anyhow::Result<()> {
    let mut failed = Vec::new();
    for day in days {
        let status = crate::process::cargo_command()
            .current_dir(root)
            .args([
                "solve",
                &day.feature(),
                "--",
                &day.day.to_string(),
                "--bench",
            ])
            .status()
            .context("could not run cargo")?;
        if !status.success() {
            failed.push(day.to_string());
        }
    }
    let full = match days {
        [day] => day.day.to_string(),
        _ => "all".to_owned(),
    };
    println!(
        "criterion's benchmarks, the heap use and their table (for docs/speed.md): `just bench {full} --full`"
    );
    if !failed.is_empty() {
        bail!(
            "{} did not run to its end (the lines above say why)",
            failed.join(", ")
        );
    }
    Ok(())
}

/// Criterion's benchmarks of `days` and their heap use, then their table:
/// those of a day with benchmarks of its own (its crate's `bench` feature,
/// as an older `just new` wrote them, or day 21's), and the root's for
/// every other (`src/bench/`, its `bench` feature with the days'), each
/// day's group named by its package either way.
fn criterion(root: &Path, days: &[Day]) -> anyhow::Result<()> {
    let (own, shared): (Vec<Day>, Vec<Day>) =
        days.iter().partition(|day| has_own_benchmarks(root, **day));
    let mut runs = Vec::new();
    if !own.is_empty() {
        let mut bench = crate::process::cargo_command();
        bench.current_dir(root).arg("bench");
        for day in &own {
            bench.args(["-p", &day.package()]);
        }
        let features: Vec<String> = own
            .iter()
            .map(|day| format!("{}/bench", day.package()))
            .collect();
        bench.args(["--features", &features.join(","), "--bench", "*"]);
        runs.push(bench);
    }
    if !shared.is_empty() {
        let mut bench = crate::process::cargo_command();
        let mut features: Vec<String> = shared.iter().map(|day| day.feature()).collect();
        features.push("bench".to_owned());
        bench.current_dir(root).args([
            "bench",
            "--no-default-features",
            "--features",
            &features.join(","),
            "--bench",
            "days",
            "--bench",
            "days-memory",
        ]);
        runs.push(bench);
    }
    for mut bench in runs {
        let status = bench.status().context("could not run cargo")?;
        if !status.success() {
            bail!("the benchmarks did not run (cargo said why above)");
        }
    }
    let mut report = crate::process::cargo_command();
    report.current_dir(root).args(["xtask", "bench-report"]);
    for day in days {
        report.args(["--group", &day.package()]);
    }
    if !report.status().context("could not run cargo")?.success() {
        bail!("bench-report failed (it said why above)");
    }
    Ok(())
}

/// True when `day`'s crate has benchmarks of its own: a `bench` feature
/// in its manifest, as an older `just new` wrote it (and day 21 has).
fn has_own_benchmarks(root: &Path, day: Day) -> bool {
    std::fs::read_to_string(root.join(day.crate_dir()).join("Cargo.toml"))
        .ok()
        .and_then(|text| text.parse::<toml_edit::DocumentMut>().ok())
        .is_some_and(|manifest| {
            manifest
                .get("features")
                .and_then(|features| features.get("bench"))
                .is_some()
        })
}

impl flags::BenchReport {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        #[cfg(feature = "bench")]
        let done = crate::bench::report(root, self);
        #[cfg(not(feature = "bench"))]
        let done = {
            let _ = (root, self);
            crate::process::with_feature("bench")
        };
        done
    }
}
