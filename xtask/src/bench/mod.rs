//! `cargo xtask bench-report`: summarises the latest criterion results
//! (`target/criterion`, or where `CRITERION_HOME` or `CARGO_TARGET_DIR` put
//! them). Prints Markdown tables (every day's functions with a total, then one
//! table per group of benchmarks that take a parameter), and on request writes
//! them into the manual (`docs/speed.md`) between `<!-- bench-report:start -->` and
//! `<!-- bench-report:end -->` (keeping the groups these results lack, see
//! [`readme`]) and draws the first parameterised group (whose name starts
//! with `--chart-group`, if given) as an SVG chart (left as it is when the
//! results have no such group). `--only` may be given more than once, and
//! so may `--group`, which takes one group by its whole name (`just bench 4 --full`
//! in 2021 wants `day04`, not 2026's `day04-2026` too).
//!
//! `cargo xtask bench-report --help` lists the options.
//!
//! `just bench` and `just bench-readme` run it; see docs/speed.md. It runs
//! nothing itself: it reads criterion's results and writes only the page
//! and the chart it is given.

mod chart;
mod days_chart;
mod readme;
mod results;
mod table;

use std::env;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::Context;

use crate::flags;

/// Where criterion writes, found as criterion finds it: `CRITERION_HOME`,
/// else `criterion` under `CARGO_TARGET_DIR`, else under `target`.
fn criterion_home() -> PathBuf {
    env::var_os("CRITERION_HOME").map_or_else(
        || {
            let target = env::var_os("CARGO_TARGET_DIR").unwrap_or_else(|| "target".into());
            PathBuf::from(target).join("criterion")
        },
        PathBuf::from,
    )
}

/// The machine the numbers come from: CPU model, cores and compiler.
fn machine() -> String {
    let rustc = env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let compiler = Command::new(rustc)
        .arg("--version")
        .output()
        .ok()
        .and_then(|output| String::from_utf8(output.stdout).ok())
        .map_or_else(
            || "rustc (version unknown)".to_owned(),
            |version| version.trim().to_owned(),
        );
    format!("{}, {compiler}", crate::bench_loop::machine())
}

/// Runs `cargo xtask bench-report`, from the workspace root.
pub fn report(root: &Path, options: flags::BenchReport) -> anyhow::Result<()> {
    env::set_current_dir(root).with_context(|| root.display().to_string())?;
    let criterion = options.criterion.unwrap_or_else(criterion_home);
    let chart_group = options.chart_group.unwrap_or_default();
    let x_label = options.x_label.unwrap_or_else(|| "parameter".to_owned());
    let mut measurements = results::load(&criterion, &options.only)?;
    if !options.group.is_empty() {
        measurements.retain(|measurement| options.group.contains(&measurement.group));
    }
    if measurements.is_empty() {
        // Nothing measured yet (a fresh clone): say what measures, change nothing.
        eprintln!(
            "no benchmark results{} under {} yet: `just bench N --full` measures day N of the current year, \
             `just bench-parse` aoc-common; nothing was changed",
            match [&options.only[..], &options.group[..]].concat().as_slice() {
                [] => String::new(),
                names => format!(" for {}", names.join(", ")),
            },
            criterion.display()
        );
        return Ok(());
    }
    let machine = machine();
    let tables = table::markdown(&measurements);
    println!("{tables}\nMachine: {machine}.");

    if let Some(path) = &options.chart {
        // The first group whose benchmarks take a parameter.
        let charted =
            |m: &&results::Measurement| m.parameter.is_some() && m.group.starts_with(&chart_group);
        match measurements.iter().find(charted) {
            None => eprintln!(
                "{} stays as it was: it charts benchmarks that take a parameter, and none is in these results",
                path.display()
            ),
            Some(first) => {
                let charted: Vec<_> = measurements
                    .iter()
                    .filter(|m| m.group == first.group && m.parameter.is_some())
                    .cloned()
                    .collect();
                let document = chart::svg(&charted, &first.group, &x_label, &machine)?;
                write_chart(path, &document)?;
            }
        }
    }
    let mut days: Vec<table::Row> = measurements
        .iter()
        .filter(|m| m.parameter.is_none() && layout::Day::from_package(&m.group).is_some())
        .map(table::Row::of)
        .collect();
    if let Some(path) = &options.readme {
        let text = crate::files::read(path)?;
        let section = readme::section(table::between(&text)?, &measurements, &machine);
        crate::files::write(path, &table::splice(&text, &section)?)?;
        eprintln!("updated {}", path.display());
        days = readme::rows(&section);
    }
    if let Some(path) = &options.days_chart {
        if days.is_empty() {
            eprintln!(
                "{} stays as it was: no day's timings are in these results",
                path.display()
            );
        } else {
            write_chart(
                &path.with_extension("png"),
                &days_chart::svg(&days, &machine)?,
            )?;
        }
    }
    Ok(())
}

/// Writes `svg`, a chart drawn, to `path`: as a PNG where the name ends in
/// `.png`, which any viewer and any Markdown page shows; says so.
fn write_chart(path: &Path, svg: &str) -> anyhow::Result<()> {
    if path.extension().is_some_and(|extension| extension == "png") {
        crate::files::write(path, crate::chart::png(svg)?)?;
    } else {
        crate::files::write(path, svg)?;
    }
    eprintln!("wrote {}", path.display());
    Ok(())
}
