//! The Markdown tables, and their place in the README.

use std::fmt::Write;

use crate::results::Measurement;

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

/// One table per group: benchmarks without a parameter as rows of median and
/// mean; those with one as a grid of medians, a row per function and a
/// column per parameter.
pub fn markdown(measurements: &[Measurement]) -> String {
    let mut out = String::new();
    let mut groups: Vec<&str> = measurements.iter().map(|m| m.group.as_str()).collect();
    groups.dedup();
    for group in groups {
        let rows: Vec<&Measurement> = measurements.iter().filter(|m| m.group == group).collect();
        if !out.is_empty() {
            out.push('\n');
        }
        if rows.iter().all(|m| m.parameter.is_none()) {
            flat(&mut out, group, &rows);
        } else {
            grid(&mut out, group, &rows);
        }
    }
    out
}

fn flat(out: &mut String, group: &str, rows: &[&Measurement]) {
    let _ = writeln!(out, "| {group} | median | mean |\n|---|---:|---:|");
    for m in rows {
        let label = match &m.parameter {
            Some(parameter) => format!("{} ({parameter})", m.function),
            None => m.function.clone(),
        };
        let _ = writeln!(
            out,
            "| `{label}` | {} | {} |",
            duration(m.median_ns),
            duration(m.mean_ns)
        );
    }
}

fn grid(out: &mut String, group: &str, rows: &[&Measurement]) {
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
    for function in functions {
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
}

/// `readme` with the text between [`START`] and [`END`] replaced by `section`.
pub fn splice(readme: &str, section: &str) -> Result<String, String> {
    let missing = |marker| format!("the README has no `{marker}` line to replace from");
    let start = readme.find(START).ok_or_else(|| missing(START))? + START.len();
    let end = readme[start..].find(END).ok_or_else(|| missing(END))? + start;
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
    fn flat_and_grid_tables() {
        let measurements = [
            measurement("day21", "parse", None, 177.0),
            measurement("day21", "part2", None, 551_850.0),
            measurement("day21 by target", "memo", Some("21"), 500_000.0),
            measurement("day21 by target", "memo", Some("100"), 30e6),
            measurement("day21 by target", "table", Some("21"), 400_000.0),
        ];
        let expected = "\
| day21 | median | mean |
|---|---:|---:|
| `parse` | 177 ns | 354 ns |
| `part2` | 552 µs | 1.10 ms |

| day21 by target (median) | 21 | 100 |
|---|---:|---:|
| `memo` | 500 µs | 30.0 ms |
| `table` | 400 µs | – |
";
        assert_eq!(markdown(&measurements), expected);
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
        assert!(splice("no markers", "x").unwrap_err().contains(START));
        assert!(splice(START, "x").unwrap_err().contains(END));
    }
}
