//! Every day's timings as one chart (`bench-report --days-chart FILE`, which
//! `just bench-readme` writes beside docs/speed.md): a bar per function of
//! each day, in the day table's order, its length the time per call on a
//! log scale (a parse of 90 ns and a part of 500 µs both read), the 95%
//! interval drawn across its end where criterion gave one.

use plotters::coord::combinators::LogCoord;
use plotters::coord::ranged1d::SegmentedCoord;
use plotters::coord::types::RangedCoordusize;
use plotters::prelude::*;

use super::table::{Row, duration};
use crate::chart::FOOTER;
use layout::Day;

/// The chart's width, each bar's height, and the room above and below.
const WIDTH: u32 = 900;
const BAR: u32 = 26;
const FRAME: u32 = 120;

/// A chart of bars, a row of the day table each, time on a log axis.
type Bars<'a, DB> =
    ChartContext<'a, DB, Cartesian2d<LogCoord<f64>, SegmentedCoord<RangedCoordusize>>>;

/// `rows` (the day table's, every day kept and measured) as an SVG
/// document; `machine` says in small print where the numbers come from.
pub fn svg(rows: &[Row], machine: &str) -> anyhow::Result<String> {
    let range = time_range(rows)?;
    let count = u32::try_from(rows.len()).unwrap_or(u32::MAX);
    let mut document = String::new();
    {
        let height = count.saturating_mul(BAR).saturating_add(FRAME);
        let root = SVGBackend::with_string(&mut document, (WIDTH, height)).into_drawing_area();
        let error = |error: DrawingAreaErrorKind<_>| anyhow::anyhow!("drawing the chart: {error}");
        root.fill(&WHITE).map_err(error)?;
        let (plot, footer) = root.split_vertically(height - FOOTER);
        // The table's first row at the top: rows are drawn from the bottom up.
        let labels: Vec<String> = rows.iter().rev().map(label).collect();
        let last = rows.len().saturating_sub(1).max(1);
        let mut chart = ChartBuilder::on(&plot)
            .caption("Every day: time per call (log scale)", ("sans-serif", 22))
            .margin(16)
            .x_label_area_size(40)
            .y_label_area_size(220)
            // A segment a row (the axis' own last one is the range's end).
            .build_cartesian_2d(range.clone().log_scale(), (0..last).into_segmented())
            .map_err(error)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .y_labels(rows.len())
            .y_label_formatter(&|at| match at {
                SegmentValue::CenterOf(index) => labels.get(*index).cloned().unwrap_or_default(),
                _ => String::new(),
            })
            .x_label_formatter(&|ns| duration(*ns))
            .draw()
            .map_err(error)?;
        bars(&mut chart, rows, range.start).map_err(error)?;
        crate::chart::small_print(
            &footer,
            format!(
                "Criterion's estimate, its 95% interval across the bar's end; measured on {machine}"
            ),
        )
        .map_err(error)?;
        root.present().map_err(error)?;
    }
    Ok(document)
}

/// The time axis: whole decades around every time and interval, and a
/// decade more below, so that the shortest bar still shows.
fn time_range(rows: &[Row]) -> anyhow::Result<std::ops::Range<f64>> {
    let (Some(low), Some(high)) = (
        rows.iter().map(|row| row.time_ns).reduce(f64::min),
        rows.iter()
            .map(|row| row.interval_ns.map_or(row.time_ns, |(_, high)| high))
            .reduce(f64::max),
    ) else {
        anyhow::bail!("no day's timings to chart");
    };
    Ok(crate::chart::decades(low / 10.0, high))
}

/// A bar a row from `start` to its time, the first row at the top, and its
/// interval across the bar's end.
fn bars<DB: DrawingBackend>(
    chart: &mut Bars<'_, DB>,
    rows: &[Row],
    start: f64,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let place = |index: usize| rows.len() - 1 - index;
    let colour = crate::chart::COLOURS[0];
    chart.draw_series(rows.iter().enumerate().map(|(index, row)| {
        let mut bar = Rectangle::new(
            [
                (start, SegmentValue::Exact(place(index))),
                (row.time_ns, SegmentValue::Exact(place(index) + 1)),
            ],
            colour.mix(0.8).filled(),
        );
        bar.set_margin(4, 4, 0, 0);
        bar
    }))?;
    let whisker = BLACK.stroke_width(2);
    chart.draw_series(rows.iter().enumerate().filter_map(|(index, row)| {
        let (low, high) = row.interval_ns?;
        Some(PathElement::new(
            [
                (low, SegmentValue::CenterOf(place(index))),
                (high, SegmentValue::CenterOf(place(index))),
            ],
            whisker,
        ))
    }))?;
    Ok(())
}

/// A row as the chart names it: `2021 day 21  part2_per_player`.
fn label(row: &Row) -> String {
    match Day::from_package(&row.group) {
        Some(day) => format!("{} day {}  {}", day.year, day.day, row.label),
        None => format!("{}  {}", row.group, row.label),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(group: &str, label: &str, time_ns: f64) -> Row {
        Row {
            group: group.to_owned(),
            label: label.to_owned(),
            time_ns,
            interval_ns: Some((time_ns * 0.9, time_ns * 1.1)),
            heap: None,
        }
    }

    #[test]
    fn a_bar_for_each_function_of_each_day_named_by_its_day() {
        let rows = [
            row("day21", "parse", 91.0),
            row("day21", "part2", 5.5e5),
            row("day04-2026", "part1", 3e3),
        ];
        let document = svg(&rows, "test machine").unwrap();
        assert!(document.starts_with("<svg"), "{document}");
        for text in [
            "2021 day 21  parse",
            "2021 day 21  part2",
            "2026 day 4  part1",
            "measured on test machine",
        ] {
            assert!(document.contains(text), "no {text:?} in the chart");
        }
        // One bar a row, each with its interval.
        let fill = r##"fill="#1F77B4""##;
        assert_eq!(document.matches(fill).count(), 3, "{document}");
        assert!(svg(&[], "m").is_err());
    }
}
