//! The board over a year as a chart (the feature `board-chart`): each
//! member's points after each day, a line each, your own drawn thicker,
//! the legend in the board's order; drawn as SVG, and made a PNG by resvg
//! for a terminal user with no converter at hand.

use plotters::prelude::*;

use super::standings::Standings;
use crate::chart::COLOURS;

/// The chart's size.
const WIDTH: u32 = 900;
const HEIGHT: u32 = 560;

/// `board`'s points after each day of `year` (board `id`), as an SVG
/// document; the member who is you (`me`, else the owner) drawn thicker.
pub fn svg(board: &Standings, year: u16, id: &str, me: Option<&str>) -> anyhow::Result<String> {
    let days = layout::days_in(year);
    let points = board.points_by_day(days);
    // The days that have begun: up to the last day with a star on it.
    let shown = (1..=days)
        .filter(|&day| {
            board
                .members
                .iter()
                .any(|member| member.got.keys().any(|&(got, _)| got == day))
        })
        .max()
        .unwrap_or(1);
    let top = points
        .iter()
        .filter_map(|member| member.get(usize::from(shown) - 1))
        .copied()
        .max()
        .unwrap_or(0)
        .max(1);
    let you = board.you(me).map(|member| member.id.clone());
    let mut document = String::new();
    {
        let root = SVGBackend::with_string(&mut document, (WIDTH, HEIGHT)).into_drawing_area();
        let error = |error: DrawingAreaErrorKind<_>| anyhow::anyhow!("drawing the chart: {error}");
        root.fill(&WHITE).map_err(error)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(
                format!("Board {id} of {year}: points after each day"),
                ("sans-serif", 22),
            )
            .margin(16)
            .x_label_area_size(48)
            .y_label_area_size(64)
            .build_cartesian_2d(0_u32..u32::from(shown), 0_u64..top + top / 10 + 1)
            .map_err(error)?;
        chart
            .configure_mesh()
            .x_desc("day")
            .y_desc("local score")
            .x_labels(usize::from(shown) + 1)
            .draw()
            .map_err(error)?;
        for ((member, points), colour) in board
            .members
            .iter()
            .zip(&points)
            .zip(COLOURS.iter().cycle())
        {
            let yours = you.as_deref() == Some(member.id.as_str());
            let style = colour.stroke_width(if yours { 4 } else { 2 });
            let line = std::iter::once((0, 0))
                .chain((1..=shown).map(|day| (u32::from(day), points[usize::from(day) - 1])));
            let name = if yours {
                format!("{} (you)", member.name)
            } else {
                member.name.clone()
            };
            chart
                .draw_series(LineSeries::new(line, style))
                .map_err(error)?
                .label(format!("{name}: {}", points[usize::from(shown) - 1]))
                .legend(move |(x, y)| PathElement::new([(x, y), (x + 20, y)], style));
        }
        crate::chart::legend(&mut chart).map_err(error)?;
        root.present().map_err(error)?;
    }
    Ok(document)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_member_is_a_line_in_the_legend_with_their_points() {
        let board = Standings::parse(super::super::standings::SAMPLE).unwrap();
        let document = svg(&board, 2021, "42", None).unwrap();
        assert!(document.starts_with("<svg"), "{document}");
        for text in [
            "Board 42 of 2021: points after each day",
            "Ada (you): 11",
            "(anonymous user #7): 7",
            "Cy: 0",
            "local score",
        ] {
            assert!(document.contains(text), "no {text:?} in the chart");
        }
        // A line and a legend mark each, yours the thicker.
        assert!(document.matches("<polyline").count() >= 3 + 3, "{document}");
        assert_eq!(document.matches(r#"stroke-width="4""#).count(), 2);
    }
}
