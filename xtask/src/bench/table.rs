//! The Markdown tables, and their place in the manual (`docs/speed.md`).

use std::fmt::Write;

use super::results::{Heap, Measurement};
use layout::Day;

/// Where the generated section starts and ends in the manual's page.
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
    three_digits(value, unit)
}

/// `value` with three significant digits (below 1000), then `unit`.
fn three_digits(value: f64, unit: &str) -> String {
    let decimals = match value {
        value if value < 10.0 => 2,
        value if value < 100.0 => 1,
        _ => 0,
    };
    format!("{value:.decimals$} {unit}")
}

/// A confidence interval as the day table writes it (`3.93 µs – 4.47 µs`),
/// or `–` where none is known.
pub fn interval(interval: Option<(f64, f64)>) -> String {
    interval.map_or_else(
        || "–".to_owned(),
        |(low, high)| format!("{} – {}", duration(low), duration(high)),
    )
}

/// `text` as written by [`interval`], in nanoseconds.
pub fn parse_interval(text: &str) -> Option<(f64, f64)> {
    let (low, high) = text.split_once(" – ")?;
    Some((parse_duration(low)?, parse_duration(high)?))
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

/// A number of bytes with three significant digits and a fitting unit.
pub fn bytes(bytes: u64) -> String {
    let units = [(1u64 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")];
    let Some(&(size, unit)) = units.iter().find(|&&(size, _)| bytes >= size) else {
        return format!("{bytes} B");
    };
    // Bytes as a float, for display only.
    #[allow(clippy::cast_precision_loss)]
    let value = bytes as f64 / size as f64;
    three_digits(value, unit)
}

/// `text` as written by [`bytes`], in bytes.
pub fn parse_bytes(text: &str) -> Option<u64> {
    let (value, unit) = text.trim().split_once(' ')?;
    let scale: f64 = match unit {
        "B" => 1.0,
        "KiB" => 1024.0,
        "MiB" => 1024.0 * 1024.0,
        "GiB" => 1024.0 * 1024.0 * 1024.0,
        _ => return None,
    };
    let value = value.parse::<f64>().ok()? * scale;
    // Whole bytes, as written.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    Some(value.round() as u64)
}

/// The functions whose times add up to a day's total: the canonical parse
/// and parts, not the faster variants beside them.
const CANONICAL: [&str; 3] = ["parse", "part1", "part2"];

/// A row of the day table: a group (e.g. `day21`), a function, its times
/// and its heap use.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// Criterion's group, e.g. `day21` (a day's package).
    pub group: String,
    /// The function, with its parameter in brackets if it has one.
    pub label: String,
    /// Time per call, in nanoseconds: criterion's estimate.
    pub time_ns: f64,
    /// Criterion's 95% confidence interval around it, where known.
    pub interval_ns: Option<(f64, f64)>,
    /// The heap use of one call, where it was measured.
    pub heap: Option<Heap>,
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
            time_ns: m.time_ns,
            interval_ns: m.interval_ns,
            heap: m.heap,
        }
    }

    /// The year and the day of its group (a day's package), for the table's
    /// order and columns.
    pub fn year_day(&self) -> Option<(u16, u8)> {
        Day::from_package(&self.group).map(|day| (day.year, day.day))
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
        flat(&mut out, &rows, &[]);
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

/// The day table: a row per day and function, by year, then day, then
/// function, each year followed by its total: its days' canonical `parse`,
/// `part1` and `part2` added up (times and allocations; the peak is the
/// largest of theirs). Groups that are not days come last, with no total.
pub fn flat(out: &mut String, rows: &[Row], kept_totals: &[(u16, String)]) {
    let mut rows: Vec<&Row> = rows.iter().collect();
    rows.sort_by(|a, b| {
        let key = |row: &Row| (row.year_day().is_none(), row.year_day(), row.group.clone());
        key(a).cmp(&key(b)).then_with(|| a.label.cmp(&b.label))
    });
    let _ = writeln!(
        out,
        "| year | day | function | time | 95% interval | allocations | peak heap |\n|---:|---:|---|---:|---:|---:|---:|"
    );
    let heap_cells = |heap: Option<Heap>| match heap {
        Some(heap) => (heap.allocations.to_string(), bytes(heap.peak_bytes)),
        None => ("–".to_owned(), "–".to_owned()),
    };
    for (index, row) in rows.iter().enumerate() {
        let (year, day) = match row.year_day() {
            Some((year, day)) => (year.to_string(), day.to_string()),
            None => (String::new(), row.group.clone()),
        };
        let (allocations, peak) = heap_cells(row.heap);
        let _ = writeln!(
            out,
            "| {year} | {day} | `{}` | {} | {} | {allocations} | {peak} |",
            row.label,
            duration(row.time_ns),
            interval(row.interval_ns)
        );
        let Some((year, _)) = row.year_day() else {
            continue;
        };
        let last_of_year = rows
            .get(index + 1)
            .is_none_or(|next| next.year_day().map(|(of, _)| of) != Some(year));
        if !last_of_year {
            continue;
        }
        if let Some((_, line)) = kept_totals.iter().find(|(of, _)| *of == year) {
            let _ = writeln!(out, "{line}");
            continue;
        }
        let canonical: Vec<&&Row> = rows
            .iter()
            .filter(|row| {
                row.year_day().is_some_and(|(of, _)| of == year)
                    && CANONICAL.contains(&row.label.as_str())
            })
            .collect();
        let time = canonical.iter().map(|row| row.time_ns).sum();
        // The sum's interval: from the sum of the lows to that of the highs.
        let within = canonical
            .iter()
            .map(|row| row.interval_ns)
            .try_fold((0.0, 0.0), |(low, high), interval| {
                interval.map(|(lower, upper)| (low + lower, high + upper))
            });
        let heap = canonical.iter().map(|row| row.heap).try_fold(
            Heap {
                allocations: 0,
                peak_bytes: 0,
            },
            |total, heap| {
                heap.map(|heap| Heap {
                    allocations: total.allocations + heap.allocations,
                    peak_bytes: total.peak_bytes.max(heap.peak_bytes),
                })
            },
        );
        let (allocations, peak) = heap_cells(heap);
        let _ = writeln!(
            out,
            "| **{year}** | **total** | `parse` + `part1` + `part2` of each day | {} | {} | {allocations} | {peak} |",
            duration(time),
            interval(within)
        );
    }
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
    let _ = writeln!(out, "| {group} (time) | {} |", parameters.join(" | "));
    let _ = writeln!(out, "|---|{}", "---:|".repeat(parameters.len()));
    for &function in &functions {
        let cells: Vec<String> = parameters
            .iter()
            .map(|&parameter| {
                rows.iter()
                    .find(|m| {
                        m.function == function && m.parameter.as_deref().unwrap_or("") == parameter
                    })
                    .map_or_else(|| "–".to_owned(), |m| duration(m.time_ns))
            })
            .collect();
        let _ = writeln!(out, "| `{function}` | {} |", cells.join(" | "));
    }
    // Beside a baseline named `std`, each other function's time as a
    // multiple of it: what `just bench-parse` is for.
    let time = |function: &str, parameter: &str| {
        rows.iter()
            .find(|m| m.function == function && m.parameter.as_deref().unwrap_or("") == parameter)
            .map(|m| m.time_ns)
    };
    if functions.contains(&BASELINE) {
        for function in functions.iter().filter(|&&function| function != BASELINE) {
            let cells: Vec<String> = parameters
                .iter()
                .map(
                    |&parameter| match (time(function, parameter), time(BASELINE, parameter)) {
                        (Some(time), Some(baseline)) if baseline > 0.0 => {
                            format!("{:.2}×", time / baseline)
                        }
                        _ => "–".to_owned(),
                    },
                )
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

/// The text between [`START`] and [`END`] in `readme`.
pub fn between(readme: &str) -> anyhow::Result<&str> {
    crate::files::markers(readme, START, END).map(|(from, to)| &readme[from..to])
}

/// `readme` with the text between [`START`] and [`END`] replaced by `section`.
pub fn splice(readme: &str, section: &str) -> anyhow::Result<String> {
    crate::files::splice(readme, START, END, section)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn measurement(
        group: &str,
        function: &str,
        parameter: Option<&str>,
        time_ns: f64,
    ) -> Measurement {
        Measurement {
            group: group.to_owned(),
            function: function.to_owned(),
            parameter: parameter.map(str::to_owned),
            time_ns,
            interval_ns: Some((time_ns * 0.5, time_ns * 2.0)),
            heap: None,
        }
    }

    fn with_heap(mut measurement: Measurement, allocations: u64, peak_bytes: u64) -> Measurement {
        measurement.heap = Some(Heap {
            allocations,
            peak_bytes,
        });
        measurement
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
    fn one_table_of_every_year_with_its_totals_then_the_grids() {
        let measurements = [
            with_heap(measurement("day04-2026", "part1", None, 3_000.0), 2, 64),
            with_heap(measurement("day04", "parse", None, 1_000.0), 1, 2048),
            with_heap(measurement("day04", "part1", None, 2_000.0), 0, 0),
            with_heap(measurement("day04", "part1_fast", None, 500.0), 5, 100),
            with_heap(measurement("day21", "parse", None, 177.0), 0, 0),
            with_heap(measurement("day21", "part2", None, 551_850.0), 1, 819_216),
            measurement("day01-2026", "parse", None, 10.0),
            measurement("day21 by target", "memo", Some("21"), 500_000.0),
            measurement("day21 by target", "memo", Some("100"), 30e6),
            measurement("day21 by target", "table", Some("21"), 400_000.0),
        ];
        let expected = "\
| year | day | function | time | 95% interval | allocations | peak heap |
|---:|---:|---|---:|---:|---:|---:|
| 2021 | 4 | `parse` | 1.00 µs | 500 ns – 2.00 µs | 1 | 2.00 KiB |
| 2021 | 4 | `part1` | 2.00 µs | 1.00 µs – 4.00 µs | 0 | 0 B |
| 2021 | 4 | `part1_fast` | 500 ns | 250 ns – 1.00 µs | 5 | 100 B |
| 2021 | 21 | `parse` | 177 ns | 88.5 ns – 354 ns | 0 | 0 B |
| 2021 | 21 | `part2` | 552 µs | 276 µs – 1.10 ms | 1 | 800 KiB |
| **2021** | **total** | `parse` + `part1` + `part2` of each day | 555 µs | 278 µs – 1.11 ms | 2 | 800 KiB |
| 2026 | 1 | `parse` | 10.0 ns | 5.00 ns – 20.0 ns | – | – |
| 2026 | 4 | `part1` | 3.00 µs | 1.50 µs – 6.00 µs | 2 | 64 B |
| **2026** | **total** | `parse` + `part1` + `part2` of each day | 3.01 µs | 1.50 µs – 6.02 µs | – | – |

| day21 by target (time) | 21 | 100 |
|---|---:|---:|
| `memo` | 500 µs | 30.0 ms |
| `table` | 400 µs | – |
";
        let mut sorted = measurements.to_vec();
        sorted.sort_by(|a, b| (&a.group, &a.function).cmp(&(&b.group, &b.function)));
        assert_eq!(markdown(&sorted), expected);
    }

    #[test]
    fn bytes_keep_three_significant_digits_and_read_back() {
        let shown: Vec<String> = [0, 1023, 1024, 819_216, 12_897_485, 3 << 30]
            .into_iter()
            .map(bytes)
            .collect();
        assert_eq!(
            shown,
            [
                "0 B", "1023 B", "1.00 KiB", "800 KiB", "12.3 MiB", "3.00 GiB"
            ]
        );
        for shown in shown {
            assert_eq!(bytes(parse_bytes(&shown).unwrap()), shown);
        }
        assert_eq!(parse_bytes("3 KB"), None);
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
| aoc-common vs std (time) | day01 | day04 |
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
