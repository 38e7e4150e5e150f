//! Reading criterion's results from `target/criterion`.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, anyhow};
use serde_json::Value;

/// One benchmark's latest run.
#[derive(Clone, Debug, PartialEq)]
pub struct Measurement {
    /// Criterion's group, e.g. `day21`.
    pub group: String,
    /// The function within the group, e.g. `part2` or `memo`.
    pub function: String,
    /// The parameter, if the benchmark has one (e.g. a target score).
    pub parameter: Option<String>,
    /// Median time per iteration, in nanoseconds.
    pub median_ns: f64,
    /// Mean time per iteration, in nanoseconds.
    pub mean_ns: f64,
}

/// Every benchmark under `dir` whose group starts with one of `prefixes`
/// (every benchmark, for none), sorted by group, function and numeric
/// parameter.
pub fn load(dir: &Path, prefixes: &[String]) -> anyhow::Result<Vec<Measurement>> {
    let mut found = Vec::new();
    collect(dir, &mut found)?;
    let mut measurements = Vec::new();
    for latest in found {
        let measurement = read(&latest)?;
        if prefixes.is_empty() || prefixes.iter().any(|p| measurement.group.starts_with(p)) {
            measurements.push(measurement);
        }
    }
    measurements.sort_by(|a, b| {
        (&a.group, &a.function, parameter_order(a)).cmp(&(
            &b.group,
            &b.function,
            parameter_order(b),
        ))
    });
    Ok(measurements)
}

/// Numeric parameters sort as numbers, others after them as text.
fn parameter_order(measurement: &Measurement) -> (u64, &str) {
    let text = measurement.parameter.as_deref().unwrap_or("");
    (text.parse().unwrap_or(u64::MAX), text)
}

/// Finds every `new/` directory (criterion's latest run) under `dir`.
fn collect(dir: &Path, found: &mut Vec<PathBuf>) -> anyhow::Result<()> {
    let entries = fs::read_dir(dir).with_context(|| dir.display().to_string())?;
    for entry in entries {
        let path = entry.with_context(|| dir.display().to_string())?.path();
        if !path.is_dir() {
            continue;
        }
        if path.file_name().is_some_and(|name| name == "new") {
            if path.join("benchmark.json").is_file() {
                found.push(path);
            }
        } else {
            collect(&path, found)?;
        }
    }
    Ok(())
}

fn read(latest: &Path) -> anyhow::Result<Measurement> {
    let json = |name: &str| -> anyhow::Result<Value> {
        let path = latest.join(name);
        let text = crate::files::read(&path)?;
        serde_json::from_str(&text).with_context(|| path.display().to_string())
    };
    let benchmark = json("benchmark.json")?;
    let estimates = json("estimates.json")?;
    let missing = |what: &str| anyhow!("{}: no {what}", latest.display());
    let text = |key: &str| benchmark[key].as_str().map(str::to_owned);
    let time = |statistic: &str| estimates[statistic]["point_estimate"].as_f64();
    Ok(Measurement {
        group: text("group_id").ok_or_else(|| missing("group_id"))?,
        function: text("function_id").ok_or_else(|| missing("function_id"))?,
        parameter: text("value_str"),
        median_ns: time("median").ok_or_else(|| missing("median"))?,
        mean_ns: time("mean").ok_or_else(|| missing("mean"))?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes one benchmark's files as criterion 0.8 does.
    fn write(root: &Path, directory: &str, group: &str, function: &str, value: Option<&str>) {
        let latest = root.join(directory).join("new");
        fs::create_dir_all(&latest).unwrap();
        let value = value.map_or("null".to_owned(), |value| format!("\"{value}\""));
        let benchmark = format!(
            r#"{{"group_id":"{group}","function_id":"{function}","value_str":{value},"throughput":null}}"#
        );
        fs::write(latest.join("benchmark.json"), benchmark).unwrap();
        let estimate = |ns: f64| format!(r#"{{"point_estimate":{ns},"standard_error":0.1}}"#);
        let estimates = format!(r#"{{"mean":{},"median":{}}}"#, estimate(2.5), estimate(2.0));
        fs::write(latest.join("estimates.json"), estimates).unwrap();
        // criterion keeps the previous run beside the latest: it must be skipped.
        let base = root.join(directory).join("base");
        fs::create_dir_all(&base).unwrap();
        fs::write(base.join("benchmark.json"), "not read").unwrap();
    }

    #[test]
    fn loads_latest_runs_filtered_and_sorted() {
        let root = std::env::temp_dir().join(format!("bench-report-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        write(&root, "day21/part2", "day21", "part2", None);
        write(
            &root,
            "by_target/memo/100",
            "day21 by target",
            "memo",
            Some("100"),
        );
        write(
            &root,
            "by_target/memo/21",
            "day21 by target",
            "memo",
            Some("21"),
        );
        write(&root, "other/x", "day22", "x", None);
        let loaded = load(&root, &["day21".to_owned()]).unwrap();
        fs::remove_dir_all(&root).unwrap();
        let names: Vec<_> = loaded
            .iter()
            .map(|m| {
                (
                    m.group.as_str(),
                    m.function.as_str(),
                    m.parameter.as_deref(),
                )
            })
            .collect();
        assert_eq!(
            names,
            [
                ("day21", "part2", None),
                ("day21 by target", "memo", Some("21")),
                ("day21 by target", "memo", Some("100")),
            ]
        );
        assert_eq!((loaded[0].median_ns, loaded[0].mean_ns), (2.0, 2.5));
    }

    #[test]
    fn a_missing_directory_is_an_error_naming_it() {
        let error = load(Path::new("no/such/criterion"), &[])
            .unwrap_err()
            .to_string();
        assert!(error.starts_with("no/such/criterion"), "{error}");
    }
}
