//! The Markdown tables, and their place in the README.

use std::fmt::Write;

use super::results::Measurement;

/// Where the generated section starts and ends in the README.
pub const START: &str = "<!-- bench-report:start -->";
/// See [`START`].
pub const END: &str = "<!-- bench-report:end -->";

/// A time in nanoseconds with three significant digits and a fitting unit.
pub fn duration(ns: f64) -> String {
    let (value, unit) = match ns {
        ns if ns < 1e3 => (ns, "ns"),
        ns if ns < 1e6 => (ns / 1e3, "µs"),
        ns if ns < 1e9 => (ns / 1e6, "ms"),
        ns => (ns / 1e9, "s"),
    };
    let decimals = match value {
        value if value < 10.0 => 2,
        value if value < 100.0 => 1,
        _ => 0,
    };
    format!("{value:.decimals$} {unit}")
}

/// `text` as written by [`duration`], in nanoseconds.
pub fn parse_duration(text: &str) -> Option<f64> {
    let (value, unit) = text.trim().split_once(' ')?;
    let scale = match unit {
        "ns" => 1.0,
        "µs" => 1e3,
        "ms" => 1e6,
        "s" => 1e9,
        _ => return None,
    };
    value.parse::<f64>().ok().map(|value| value * scale)
}

/// The functions whose times add up to a day's total: the canonical parse
/// and parts, not the faster variants beside them.
const CANONICAL: [&str; 3] = ["parse", "part1", "part2"];

/// A row of the day table: a group (e.g. `day21`), a function, its times.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// Criterion's group, e.g. `day21`.
    pub group: String,
    /// The function, with its parameter in brackets if it has one.
    pub label: String,
    /// Median time per call, in nanoseconds.
    pub median_ns: f64,
    /// Mean time per call, in nanoseconds.
    pub mean_ns: f64,
}

impl Row {
    /// The row of one measurement.
    pub fn of(m: &Measurement) -> Self {
        let label = match &m.parameter {
            Some(parameter) => format!("{} ({parameter})", m.function),
            None => m.function.clone(),
        };
        Self {
            group: m.group.clone(),
            label,
            median_ns: m.median_ns,
            mean_ns: m.mean_ns,
        }
    }
}

/// The groups of `measurements` whose benchmarks all lack a parameter, and
/// those whose benchmarks take one, in order.
pub fn split_groups(measurements: &[Measurement]) -> (Vec<&str>, Vec<&str>) {
    let mut groups: Vec<&str> = measurements.iter().map(|m| m.group.as_str()).collect();
    groups.dedup();
    groups.into_iter().partition(|group| {
        measurements
            .iter()
            .filter(|m| m.group == *group)
            .all(|m| m.parameter.is_none())
    })
}

/// The tables: one for every group without parameters (a row per day and
/// function, then the total of every day's canonical `parse`, `part1` and
/// `part2`), then one per group whose benchmarks take a parameter (a row per
/// function, a column per parameter).
pub fn markdown(measurements: &[Measurement]) -> String {
    let mut out = String::new();
    let (flat_groups, grid_groups) = split_groups(measurements);
    if !flat_groups.is_empty() {
        let rows: Vec<Row> = measurements
            .iter()
            .filter(|m| flat_groups.contains(&m.group.as_str()))
            .map(Row::of)
            .collect();
        flat(&mut out, &rows);
    }
    for group in grid_groups {
        let rows: Vec<&Measurement> = measurements.iter().filter(|m| m.group == group).collect();
        if !out.is_empty() {
            out.push('\n');
        }
        grid(&mut out, group, &rows);
    }
    out
}

/// The day table: a row per day and function, then the total of every
/// day's canonical `parse`, `part1` and `part2`.
pub fn flat(out: &mut String, rows: &[Row]) {
    let _ = writeln!(
        out,
        "| day | function | median | mean |\n|---|---|---:|---:|"
    );
    for row in rows {
        let _ = writeln!(
            out,
            "| {} | `{}` | {} | {} |",
            row.group,
            row.label,
            duration(row.median_ns),
            duration(row.mean_ns)
        );
    }
    let canonical = rows
        .iter()
        .filter(|row| CANONICAL.contains(&row.label.as_str()));
    let (median, mean) = canonical.fold((0.0, 0.0), |(median, mean), m| {
        (median + m.median_ns, mean + m.mean_ns)
    });
    let _ = writeln!(
        out,
        "| **total** | `parse` + `part1` + `part2` of every day | {} | {} |",
        duration(median),
        duration(mean)
    );
}

/// The table of a group whose benchmarks take a parameter: a row per
/// function, a column per parameter.
pub fn grid(out: &mut String, group: &str, rows: &[&Measurement]) {
    let mut parameters: Vec<&str> = Vec::new();
    let mut functions: Vec<&str> = Vec::new();
    for m in rows {
        let parameter = m.parameter.as_deref().unwrap_or("");
        if !parameters.contains(&parameter) {
            parameters.push(parameter);
        }
        if !functions.contains(&m.function.as_str()) {
            functions.push(&m.function);
        }
    }
    let _ = writeln!(out, "| {group} (median) | {} |", parameters.join(" | "));
    let _ = writeln!(out, "|---|{}", "---:|".repeat(parameters.len()));
    for &function in &functions {
        let cells: Vec<String> = parameters
            .iter()
            .map(|&parameter| {
                rows.iter()
                    .find(|m| {
                        m.function == function && m.parameter.as_deref().unwrap_or("") == parameter
                    })
                    .map_or_else(|| "–".to_owned(), |m| duration(m.median_ns))
            })
            .collect();
        let _ = writeln!(out, "| `{function}` | {} |", cells.join(" | "));
    }
    // Beside a baseline named `std`, each other function's time as a
    // multiple of it: what `just bench-parse` is for.
    let median = |function: &str, parameter: &str| {
        rows.iter()
            .find(|m| m.function == function && m.parameter.as_deref().unwrap_or("") == parameter)
            .map(|m| m.median_ns)
    };
    if functions.contains(&BASELINE) {
        for function in functions.iter().filter(|&&function| function != BASELINE) {
            let cells: Vec<String> = parameters
                .iter()
                .map(|&parameter| {
                    match (median(function, parameter), median(BASELINE, parameter)) {
                        (Some(time), Some(baseline)) if baseline > 0.0 => {
                            format!("{:.2}×", time / baseline)
                        }
                        _ => "–".to_owned(),
                    }
                })
                .collect();
            let _ = writeln!(
                out,
                "| `{function}` ÷ `{BASELINE}` | {} |",
                cells.join(" | ")
            );
        }
    }
}

/// The function that a parameter table compares the others with, when it
/// has one.
const BASELINE: &str = "std";

/// Where the text between [`START`] and [`END`] lies in `readme`.
fn markers(readme: &str) -> anyhow::Result<(usize, usize)> {
    let missing = |marker| anyhow::anyhow!("the README has no `{marker}` line to replace from");
    let start = readme.find(START).ok_or_else(|| missing(START))? + START.len();
    let end = readme[start..].find(END).ok_or_else(|| missing(END))? + start;
    Ok((start, end))
}

/// The text between [`START`] and [`END`] in `readme`.
pub fn between(readme: &str) -> anyhow::Result<&str> {
    markers(readme).map(|(start, end)| &readme[start..end])
}

/// `readme` with the text between [`START`] and [`END`] replaced by `section`.
pub fn splice(readme: &str, section: &str) -> anyhow::Result<String> {
    let (start, end) = markers(readme)?;
    Ok(format!("{}\n{section}{}", &readme[..start], &readme[end..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn measurement(
        group: &str,
        function: &str,
        parameter: Option<&str>,
        median_ns: f64,
    ) -> Measurement {
        Measurement {
            group: group.to_owned(),
            function: function.to_owned(),
            parameter: parameter.map(str::to_owned),
            median_ns,
            mean_ns: median_ns * 2.0,
        }
    }

    #[test]
    fn durations_keep_three_significant_digits() {
        let shown: Vec<String> = [59.214, 177.09, 2_972.7, 551_850.0, 3_042_400.0, 12.5e9]
            .into_iter()
            .map(duration)
            .collect();
        assert_eq!(
            shown,
            [
                "59.2 ns", "177 ns", "2.97 µs", "552 µs", "3.04 ms", "12.5 s"
            ]
        );
    }

    #[test]
    fn one_table_of_every_day_with_a_total_then_the_grids() {
        let measurements = [
            measurement("day04", "parse", None, 1_000.0),
            measurement("day04", "part1", None, 2_000.0),
            measurement("day04", "part1_fast", None, 500.0),
            measurement("day21", "parse", None, 177.0),
            measurement("day21", "part2", None, 551_850.0),
            measurement("day21 by target", "memo", Some("21"), 500_000.0),
            measurement("day21 by target", "memo", Some("100"), 30e6),
            measurement("day21 by target", "table", Some("21"), 400_000.0),
        ];
        let expected = "\
| day | function | median | mean |
|---|---|---:|---:|
| day04 | `parse` | 1.00 µs | 2.00 µs |
| day04 | `part1` | 2.00 µs | 4.00 µs |
| day04 | `part1_fast` | 500 ns | 1.00 µs |
| day21 | `parse` | 177 ns | 354 ns |
| day21 | `part2` | 552 µs | 1.10 ms |
| **total** | `parse` + `part1` + `part2` of every day | 555 µs | 1.11 ms |

| day21 by target (median) | 21 | 100 |
|---|---:|---:|
| `memo` | 500 µs | 30.0 ms |
| `table` | 400 µs | – |
";
        assert_eq!(markdown(&measurements), expected);
    }

    #[test]
    fn a_table_with_a_std_baseline_gives_each_function_as_a_multiple_of_it() {
        let measurements = [
            measurement("aoc-common vs std", "aoc-common", Some("day01"), 150.0),
            measurement("aoc-common vs std", "aoc-common", Some("day04"), 90.0),
            measurement("aoc-common vs std", "std", Some("day01"), 100.0),
            measurement("aoc-common vs std", "std", Some("day04"), 120.0),
        ];
        let expected = "\
| aoc-common vs std (median) | day01 | day04 |
|---|---:|---:|
| `aoc-common` | 150 ns | 90.0 ns |
| `std` | 100 ns | 120 ns |
| `aoc-common` ÷ `std` | 1.50× | 0.75× |
";
        assert_eq!(markdown(&measurements), expected);
    }

    #[test]
    fn durations_read_back() {
        for ns in [59.2, 177.0, 2_970.0, 552_000.0, 3_040_000.0, 12.5e9] {
            let read = parse_duration(&duration(ns)).unwrap();
            assert!((read - ns).abs() / ns < 1e-9, "{ns}: {read}");
        }
        assert_eq!(parse_duration("3 weeks"), None);
    }

    #[test]
    fn splice_replaces_only_between_the_markers() {
        let readme = format!("intro\n{START}\nold\n{END}\noutro\n");
        let spliced = splice(&readme, "new\n").unwrap();
        assert_eq!(spliced, format!("intro\n{START}\nnew\n{END}\noutro\n"));
        assert_eq!(splice(&spliced, "new\n").unwrap(), spliced);
    }

    #[test]
    fn splice_without_markers_is_an_error() {
        assert!(
            splice("no markers", "x")
                .unwrap_err()
                .to_string()
                .contains(START)
        );
        assert!(splice(START, "x").unwrap_err().to_string().contains(END));
    }
}
