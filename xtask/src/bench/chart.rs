//! The chart: time against a numeric parameter, one line per function, on a
//! log scale so that growth rates compare by slope.

use plotters::prelude::*;

use super::results::Measurement;
use super::table::duration;
use crate::chart::{COLOURS, FOOTER};

/// Each function's (parameter, median nanoseconds), in parameter order.
type Series<'a> = Vec<(&'a str, Vec<(f64, f64)>)>;

/// Groups the numeric-parameter measurements by function.
fn series(measurements: &[Measurement]) -> Series<'_> {
    let mut series: Series<'_> = Vec::new();
    for m in measurements {
        let Some(x) = m.parameter.as_deref().and_then(|p| p.parse::<f64>().ok()) else {
            continue;
        };
        match series
            .iter_mut()
            .find(|(function, _)| *function == m.function)
        {
            Some((_, points)) => points.push((x, m.time_ns)),
            None => series.push((&m.function, vec![(x, m.time_ns)])),
        }
    }
    series
}

/// The chart's size; the small print has a strip of its own below it.
const WIDTH: u32 = 800;
const HEIGHT: u32 = 500;

/// Draws `measurements` (one group, numeric parameters) as an SVG document;
/// `machine`, in small print in a strip under the chart (so it never
/// touches the x axis' label), says where the numbers come from.
pub fn svg(
    measurements: &[Measurement],
    title: &str,
    x_label: &str,
    machine: &str,
) -> anyhow::Result<String> {
    let series = series(measurements);
    let points = || series.iter().flat_map(|(_, points)| points.iter().copied());
    let (Some(x_min), Some(x_max)) = (
        points().map(|(x, _)| x).reduce(f64::min),
        points().map(|(x, _)| x).reduce(f64::max),
    ) else {
        anyhow::bail!("no benchmark with a numeric parameter to chart");
    };
    let y_min = points().map(|(_, y)| y).fold(f64::INFINITY, f64::min);
    let y_max = points().map(|(_, y)| y).fold(0.0, f64::max);
    let y_range = crate::chart::decades(y_min, y_max);

    let mut document = String::new();
    {
        let root =
            SVGBackend::with_string(&mut document, (WIDTH, HEIGHT + FOOTER)).into_drawing_area();
        let error = |error: DrawingAreaErrorKind<_>| anyhow::anyhow!("drawing the chart: {error}");
        root.fill(&WHITE).map_err(error)?;
        let (plot, footer) = root.split_vertically(HEIGHT);
        let mut chart = ChartBuilder::on(&plot)
            .caption(title, ("sans-serif", 22))
            .margin(16)
            .x_label_area_size(56)
            .y_label_area_size(72)
            .build_cartesian_2d(x_min..x_max, y_range.log_scale())
            .map_err(error)?;
        chart
            .configure_mesh()
            .x_desc(x_label)
            .y_desc("time per call (log scale)")
            .y_label_formatter(&|ns| duration(*ns))
            .x_label_formatter(&|x| format!("{x:.0}"))
            .draw()
            .map_err(error)?;
        for ((function, points), colour) in series.iter().zip(COLOURS.iter().cycle()) {
            let style = colour.stroke_width(2);
            chart
                .draw_series(LineSeries::new(points.iter().copied(), style))
                .map_err(error)?
                .label(*function)
                .legend(move |(x, y)| PathElement::new([(x, y), (x + 20, y)], style));
            chart
                .draw_series(
                    points
                        .iter()
                        .map(|&point| Circle::new(point, 3, colour.filled())),
                )
                .map_err(error)?;
        }
        crate::chart::legend(&mut chart).map_err(error)?;
        crate::chart::small_print(&footer, format!("Measured on {machine}")).map_err(error)?;
        root.present().map_err(error)?;
    }
    Ok(document)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn measurement(function: &str, parameter: &str, time_ns: f64) -> Measurement {
        Measurement {
            group: "g".to_owned(),
            function: function.to_owned(),
            parameter: Some(parameter.to_owned()),
            time_ns,
            interval_ns: None,
            heap: None,
        }
    }

    #[test]
    fn one_line_per_function_with_a_legend() {
        let measurements = [
            measurement("memo", "21", 5e5),
            measurement("memo", "100", 3e7),
            measurement("per_player", "21", 2e3),
            measurement("per_player", "100", 5e4),
        ];
        let document = svg(&measurements, "Part 2", "target score", "test machine").unwrap();
        assert!(document.starts_with("<svg"), "{document}");
        // Each function: its line and its mark in the legend, in its colour.
        for colour in ["#1F77B4", "#D62728"] {
            let stroke = format!(r#"stroke="{colour}""#);
            assert_eq!(document.matches(&stroke).count(), 2, "{colour}");
        }
        let texts = [
            "memo",
            "per_player",
            "Part 2",
            "target score",
            "1.00 µs",
            "100 ms",
        ];
        for text in texts.into_iter().chain(["Measured on test machine"]) {
            assert!(document.contains(text), "no {text:?} in the chart");
        }
    }

    /// The y of the `<text>` element whose text is `text`.
    fn y_of(document: &str, text: &str) -> f64 {
        let at = document
            .find(&format!("\n{text}\n</text>"))
            .unwrap_or_else(|| panic!("no {text:?}"));
        let element = &document[document[..at].rfind("<text").unwrap()..at];
        let y = element.split("y=\"").nth(1).unwrap();
        y[..y.find('"').unwrap()].parse().unwrap()
    }

    #[test]
    fn the_small_print_stays_clear_of_the_axis_label() {
        let measurements = [
            measurement("memo", "21", 5e5),
            measurement("memo", "100", 3e7),
        ];
        let document = svg(&measurements, "Part 2", "target score", "test machine").unwrap();
        let label = y_of(&document, "target score");
        let small_print = y_of(&document, "Measured on test machine");
        // The label's baseline sits at its y; the small print hangs below its
        // y: a clear line between them.
        assert!(
            small_print >= label + 10.0,
            "label at {label}, small print at {small_print}"
        );
        assert!(
            small_print + 14.0 <= f64::from(HEIGHT + FOOTER),
            "{small_print}"
        );
    }

    #[test]
    fn nothing_numeric_to_chart_is_an_error() {
        let mut flat = measurement("part2", "21", 1.0);
        flat.parameter = None;
        assert!(svg(&[flat], "t", "x", "c").is_err());
    }
}
