//! What every chart the tools draw shares (the feature `chart`, plotters
//! writing SVG): the colours of its lines, one per series in order, and
//! its legend, so that a benchmark's chart and a board's read alike.
// The feature is what `bench` and `board-chart` share; alone, nothing draws.
#![cfg_attr(not(any(feature = "bench", feature = "board-chart")), allow(dead_code))]

use plotters::chart::{ChartContext, SeriesLabelPosition};
use plotters::coord::CoordTranslate;
use plotters::drawing::DrawingAreaErrorKind;
use plotters::prelude::DrawingBackend;
use plotters::style::{BLACK, Color, RGBColor, WHITE};

/// Line colours, one per series in order (then again from the first).
pub const COLOURS: [RGBColor; 10] = [
    RGBColor(31, 119, 180),
    RGBColor(214, 39, 40),
    RGBColor(44, 160, 44),
    RGBColor(255, 127, 14),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
    RGBColor(227, 119, 194),
    RGBColor(127, 127, 127),
    RGBColor(188, 189, 34),
    RGBColor(23, 190, 207),
];

/// Draws `chart`'s legend as every chart here has it: the series' names
/// in the upper left, on a white box.
pub fn legend<'a, DB: DrawingBackend + 'a, CT: CoordTranslate>(
    chart: &mut ChartContext<'a, DB, CT>,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()
}
