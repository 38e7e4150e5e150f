//! `cargo xtask bench-report`: summarises the latest criterion results
//! (`target/criterion`, or where `CRITERION_HOME` or `CARGO_TARGET_DIR` put
//! them). Prints Markdown tables (every day's functions with a total, then one
//! table per group of benchmarks that take a parameter), and on request writes
//! them into the README between `<!-- bench-report:start -->` and
//! `<!-- bench-report:end -->` (keeping the groups these results lack, see
//! [`readme`]) and draws the first parameterised group (whose name starts
//! with `--chart-group`, if given) as an SVG chart (left as it is when the
//! results have no such group). `--only` may be given more than once, and
//! so may `--group`, which takes one group by its whole name (`just bench 4`
//! in 2021 wants `day04`, not 2026's `day04-2026` too).
//!
//! ```text
//! cargo xtask bench-report [--criterion DIR] [--only PREFIX]… [--group NAME]… [--readme FILE]
//!                          [--chart FILE --x-label TEXT [--chart-group PREFIX]]
//! ```
//!
//! `just bench` and `just bench-readme` run it; see the README.

mod chart;
mod readme;
mod results;
mod table;

use std::path::PathBuf;
use std::process::Command;
use std::{env, fs};

/// What to read and what to write.
struct Options {
    criterion: PathBuf,
    only: Vec<String>,
    groups: Vec<String>,
    chart_group: String,
    readme: Option<PathBuf>,
    chart: Option<PathBuf>,
    x_label: String,
}

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

fn options(mut args: impl Iterator<Item = String>) -> Result<Options, String> {
    let mut options = Options {
        criterion: criterion_home(),
        only: Vec::new(),
        groups: Vec::new(),
        chart_group: String::new(),
        readme: None,
        chart: None,
        x_label: "parameter".to_owned(),
    };
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--criterion" => options.criterion = value()?.into(),
            "--only" => options.only.push(value()?),
            "--group" => options.groups.push(value()?),
            "--chart-group" => options.chart_group = value()?,
            "--readme" => options.readme = Some(value()?.into()),
            "--chart" => options.chart = Some(value()?.into()),
            "--x-label" => options.x_label = value()?,
            _ => return Err(format!("unknown argument {flag:?}")),
        }
    }
    Ok(options)
}

/// The machine the numbers come from: CPU model, cores and compiler.
fn machine() -> String {
    let cpu = fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines().find_map(|line| {
                line.strip_prefix("model name")?
                    .split_once(':')
                    .map(|(_, model)| model.trim().to_owned())
            })
        })
        .unwrap_or_else(|| env::consts::ARCH.to_owned());
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
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
    format!("{cpu}, {cores} cores, {compiler}")
}

fn run(options: &Options) -> Result<(), String> {
    let mut measurements = results::load(&options.criterion, &options.only)?;
    if !options.groups.is_empty() {
        measurements.retain(|measurement| options.groups.contains(&measurement.group));
    }
    if measurements.is_empty() {
        return Err(format!(
            "no criterion results for {:?} under {}: run the benchmarks first",
            [&options.only[..], &options.groups[..]].concat(),
            options.criterion.display()
        ));
    }
    let machine = machine();
    let tables = table::markdown(&measurements);
    println!("{tables}\nMachine: {machine}.");

    if let Some(path) = &options.chart {
        // The first group whose benchmarks take a parameter.
        let charted = |m: &&results::Measurement| {
            m.parameter.is_some() && m.group.starts_with(&options.chart_group)
        };
        match measurements.iter().find(charted) {
            None => eprintln!(
                "left {} as it is: no benchmark with a parameter in these results",
                path.display()
            ),
            Some(first) => {
                let charted: Vec<_> = measurements
                    .iter()
                    .filter(|m| m.group == first.group && m.parameter.is_some())
                    .cloned()
                    .collect();
                let document = chart::svg(&charted, &first.group, &options.x_label, &machine)?;
                fs::write(path, document)
                    .map_err(|error| format!("{}: {error}", path.display()))?;
                eprintln!("wrote {}", path.display());
            }
        }
    }
    if let Some(path) = &options.readme {
        let error = |error: std::io::Error| format!("{}: {error}", path.display());
        let text = fs::read_to_string(path).map_err(error)?;
        let section = readme::section(table::between(&text)?, &measurements, &machine);
        fs::write(path, table::splice(&text, &section)?).map_err(error)?;
        eprintln!("updated {}", path.display());
    }
    Ok(())
}

/// Runs `cargo xtask bench-report` with `args`.
pub fn main(args: impl Iterator<Item = String>) -> Result<(), String> {
    run(&options(args)?)
}
