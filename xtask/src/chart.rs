//! What every chart the tools draw shares (the feature `chart`, plotters
//! writing SVG, and resvg making a PNG of it): the colours of its lines,
//! one per series in order, its legend, and the PNG, so that a benchmark's
//! chart and a board's read alike and open anywhere.
// The feature is what `bench` and `board-chart` share; alone, nothing draws.
// Both write PNGs (resvg): a chart is looked at, in a viewer or on a page.
#![cfg_attr(not(any(feature = "bench", feature = "board-chart")), allow(dead_code))]

use std::ops::Range;

use plotters::chart::{ChartContext, SeriesLabelPosition};
use plotters::coord::{CoordTranslate, Shift};
use plotters::drawing::{DrawingArea, DrawingAreaErrorKind};
use plotters::prelude::{DrawingBackend, IntoFont, Text};
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

/// The height of the strip under a chart that holds its small print (where
/// the numbers come from), apart so that it never touches the x axis' label.
#[cfg_attr(not(feature = "bench"), allow(dead_code))]
pub const FOOTER: u32 = 28;

/// Writes `text` in small print in `footer`, the strip under a chart.
#[cfg_attr(not(feature = "bench"), allow(dead_code))]
pub fn small_print<DB: DrawingBackend>(
    footer: &DrawingArea<DB, Shift>,
    text: String,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let font = ("sans-serif", 12).into_font().color(&RGBColor(90, 90, 90));
    footer.draw(&Text::new(text, (16, 6), font))
}

/// Whole decades around `low..high` (both above zero), so that a log axis
/// has its powers of ten labelled.
#[cfg_attr(not(feature = "bench"), allow(dead_code))]
pub fn decades(low: f64, high: f64) -> Range<f64> {
    10_f64.powf(low.log10().floor())..10_f64.powf(high.log10().ceil())
}

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

/// `svg`, a chart drawn here, as a PNG: its text set in the first sans-serif
/// face the system has (DejaVu, Liberation, Arial, Helvetica, Noto, or
/// any), so that it reads the same as the SVG in a browser.
pub fn png(svg: &str) -> anyhow::Result<Vec<u8>> {
    use resvg::{tiny_skia, usvg};
    let mut options = usvg::Options::default();
    let fonts = options.fontdb_mut();
    fonts.load_system_fonts();
    let has = |name: &str| {
        fonts
            .faces()
            .any(|face| face.families.iter().any(|(family, _)| family == name))
    };
    let family = [
        "DejaVu Sans",
        "Liberation Sans",
        "Arial",
        "Helvetica",
        "Noto Sans",
    ]
    .into_iter()
    .find(|name| has(name))
    .map(str::to_owned)
    .or_else(|| {
        fonts
            .faces()
            .next()
            .and_then(|face| face.families.first().map(|(family, _)| family.clone()))
    });
    if let Some(family) = family {
        fonts.set_sans_serif_family(family);
    }
    let tree = usvg::Tree::from_str(svg, &options)
        .map_err(|error| anyhow::anyhow!("reading the chart drawn: {error}"))?;
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height())
        .ok_or_else(|| anyhow::anyhow!("the chart has no size"))?;
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    pixmap
        .encode_png()
        .map_err(|error| anyhow::anyhow!("writing the chart as a PNG: {error}"))
}
