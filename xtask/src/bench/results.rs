//! Reading criterion's results from `target/criterion`, and the heap use
//! the days' memory benchmarks save beside them (`.memory/GROUP.json`, see
//! aoc-common's `memory` module).

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
    /// Time per iteration, in nanoseconds: criterion's own estimate, the
    /// one it prints (`time: [low estimate high]`): the slope of its
    /// samples where it took them so, else their mean.
    pub time_ns: f64,
    /// The 95% confidence interval criterion prints around it, where its
    /// results give one.
    pub interval_ns: Option<(f64, f64)>,
    /// The heap use of one call, where the group's memory benchmark measured
    /// it.
    pub heap: Option<Heap>,
}

/// The heap use of one call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Heap {
    /// How many allocations it made.
    pub allocations: u64,
    /// The most heap it held at once, in bytes.
    pub peak_bytes: u64,
}

/// Every benchmark under `dir` whose group starts with one of `prefixes`
/// (every benchmark, for none), with its heap use where it was measured,
/// sorted by group, function and numeric parameter; none where `dir` does
/// not exist.
pub fn load(dir: &Path, prefixes: &[String]) -> anyhow::Result<Vec<Measurement>> {
    if !dir.exists() {
        return Ok(Vec::new());
    }
    let mut found = Vec::new();
    collect(dir, &mut found)?;
    let heaps = heaps(&dir.join(".memory"))?;
    let mut measurements = Vec::new();
    for latest in found {
        let mut measurement = read(&latest)?;
        if measurement.parameter.is_none() {
            measurement.heap = heaps
                .iter()
                .find(|(group, function, _)| {
                    *group == measurement.group && *function == measurement.function
                })
                .map(|&(_, _, heap)| heap);
        }
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
    // Criterion's typical estimate: the slope where it has one, else the
    // mean, as its report prints.
    let typical = if estimates["slope"].is_object() {
        &estimates["slope"]
    } else {
        &estimates["mean"]
    };
    let interval = &typical["confidence_interval"];
    Ok(Measurement {
        group: text("group_id").ok_or_else(|| missing("group_id"))?,
        function: text("function_id").ok_or_else(|| missing("function_id"))?,
        parameter: text("value_str"),
        time_ns: typical["point_estimate"]
            .as_f64()
            .ok_or_else(|| missing("estimate"))?,
        interval_ns: interval["lower_bound"]
            .as_f64()
            .zip(interval["upper_bound"].as_f64()),
        heap: None,
    })
}

/// Every function's heap use in the memory reports under `dir`: (group,
/// function, heap).
fn heaps(dir: &Path) -> anyhow::Result<Vec<(String, String, Heap)>> {
    let mut found = Vec::new();
    let Ok(entries) = fs::read_dir(dir) else {
        return Ok(found);
    };
    for entry in entries {
        let path = entry.with_context(|| dir.display().to_string())?.path();
        if path.extension().is_none_or(|extension| extension != "json") {
            continue;
        }
        let report: Value = serde_json::from_str(&crate::files::read(&path)?)
            .with_context(|| path.display().to_string())?;
        let missing = |what: &str| anyhow!("{}: no {what}", path.display());
        let group = report["group"].as_str().ok_or_else(|| missing("group"))?;
        for function in report["functions"]
            .as_array()
            .ok_or_else(|| missing("functions"))?
        {
            let number = |key: &str| function[key].as_u64().ok_or_else(|| missing(key));
            found.push((
                group.to_owned(),
                function["function"]
                    .as_str()
                    .ok_or_else(|| missing("function"))?
                    .to_owned(),
                Heap {
                    allocations: number("allocations")?,
                    peak_bytes: number("peak_bytes")?,
                },
            ));
        }
    }
    Ok(found)
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
        let estimate = |ns: f64| {
            format!(
                r#"{{"confidence_interval":{{"confidence_level":0.95,"lower_bound":{},"upper_bound":{}}},"point_estimate":{ns},"standard_error":0.1}}"#,
                ns - 0.5,
                ns + 0.5
            )
        };
        // A benchmark sampled linearly has a slope, which criterion prints;
        // one sampled flat has none, and it prints the mean.
        let slope = if function == "part2" {
            estimate(2.2)
        } else {
            "null".to_owned()
        };
        let estimates = format!(
            r#"{{"mean":{},"median":{},"median_abs_dev":{},"slope":{slope},"std_dev":{}}}"#,
            estimate(2.5),
            estimate(2.0),
            estimate(0.1),
            estimate(0.3)
        );
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
        fs::create_dir_all(root.join(".memory")).unwrap();
        fs::write(
            root.join(".memory/day21.json"),
            r#"{"group":"day21","functions":[{"function":"part2","allocations":3,"peak_bytes":4096}]}"#,
        )
        .unwrap();
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
        assert_eq!(
            (loaded[0].time_ns, loaded[0].interval_ns),
            (2.2, Some((1.7000000000000002, 2.7))),
            "the slope, as criterion prints it"
        );
        assert_eq!(
            (loaded[1].time_ns, loaded[1].interval_ns),
            (2.5, Some((2.0, 3.0))),
            "the mean, where criterion has no slope"
        );
        let heap = Heap {
            allocations: 3,
            peak_bytes: 4096,
        };
        assert_eq!((loaded[0].heap, loaded[1].heap), (Some(heap), None));
    }

    #[test]
    fn no_folder_is_no_results() {
        assert_eq!(load(Path::new("no/such/criterion"), &[]).unwrap(), []);
    }
}
