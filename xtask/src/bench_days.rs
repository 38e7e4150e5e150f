//! `cargo xtask bench DAY` (`just bench DAY`, `just bench all`): a day's
//! criterion benchmarks and its heap use (the day crate's `bench` feature,
//! which brings criterion and dhat in), or every day of the current year in
//! one run; then the days' table, as `bench-report` prints it. And
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
        let mut bench = crate::process::cargo_command();
        bench.current_dir(root).arg("bench");
        for day in &days {
            bench.args(["-p", &day.package()]);
        }
        let features: Vec<String> = days
            .iter()
            .map(|day| format!("{}/bench", day.package()))
            .collect();
        bench.args(["--features", &features.join(","), "--bench", "*"]);
        let status = bench.status().context("could not run cargo")?;
        if !status.success() {
            bail!("the benchmarks did not run (cargo said why above)");
        }
        let mut report = crate::process::cargo_command();
        report.current_dir(root).args(["xtask", "bench-report"]);
        for day in &days {
            report.args(["--group", &day.package()]);
        }
        if !report.status().context("could not run cargo")?.success() {
            bail!("bench-report failed (it said why above)");
        }
        Ok(())
    }
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
