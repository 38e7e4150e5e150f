//! What every chart the tools draw shares (the feature `chart`, plotters
//! writing SVG): the colours of its lines, one per series in order, so
//! that a benchmark's chart and a board's read alike.

use plotters::style::RGBColor;

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
