//! The kept board as its members read it, from its JSON alone (nothing is
//! sent): one day's times (`just leaderboard --day N`), each member's time
//! to each star from the opening and part two's delta (the time from the
//! first star to the second, the fairest race on a board spread over time
//! zones); and the board over the year (`just leaderboard --chart`), each
//! member's points after each day, drawn as an SVG file beside the kept
//! JSON.

use std::fmt::Write as _;
use std::path::Path;

use anyhow::bail;
use layout::{Day, Part};

use super::standings::{self, Standings, clock, from_opening};
use crate::years::calendar::check_open;

/// The kept board of `year`, or the one sentence that says what to run.
fn kept(root: &Path, year: u16) -> anyhow::Result<(String, std::path::PathBuf, Standings)> {
    if let Err(opening) = check_open(Day::new(year, 1)?, crate::years::calendar::now()) {
        bail!("the board of {year} has nothing before its first day opens: {opening}");
    }
    let Some((id, path, json)) = standings::kept(root, year)? else {
        bail!(
            "no board of {year} is kept here: `just leaderboard ID` fetches board ID once (the site allows one fetch every 15 minutes), and this reads what it kept"
        );
    };
    Ok((id, path, Standings::parse(&json)?))
}

/// `just leaderboard --day N`: day `day`'s times on the kept board.
pub fn day(root: &Path, day: Day, me: Option<&str>) -> anyhow::Result<()> {
    let (id, path, board) = kept(root, day.year)?;
    print!("{}", day_table(&board, day, me));
    println!(
        "(board {id}, as kept in {}: nothing was sent)",
        path.strip_prefix(root).unwrap_or(&path).display()
    );
    Ok(())
}

/// Each member's times to `day`'s stars, in that day's order (the second
/// star first, then the first; no star last), your row marked.
pub fn day_table(board: &Standings, day: Day, me: Option<&str>) -> String {
    let you = board.you(me).map(|member| member.id.clone());
    let mut members: Vec<&standings::Member> = board.members.iter().collect();
    // Stable: members of the same times stay in the board's order.
    members.sort_by_key(|member| {
        let at = |part| member.got.get(&(day.day, part)).copied();
        let (one, two) = (at(Part::One), at(Part::Two));
        (two.is_none(), two, one.is_none(), one)
    });
    let mut out = format!(
        "{day}: each star's time from the opening (midnight UTC-5), and part two's delta\n"
    );
    let _ = writeln!(
        out,
        "{:>4} {:>9} {:>9} {:>9}",
        "", "part 1", "part 2", "delta"
    );
    for (rank, member) in members.iter().enumerate() {
        let at = |part| member.got.get(&(day.day, part)).copied();
        let (one, two) = (at(Part::One), at(Part::Two));
        let time = |at: Option<u64>| at.map_or_else(|| "-".to_owned(), |at| from_opening(day, at));
        let delta = match (one, two) {
            (Some(one), Some(two)) => clock(two.saturating_sub(one)),
            _ => "-".to_owned(),
        };
        let mark = if you.as_deref() == Some(member.id.as_str()) {
            "  (you)"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "{:>3}) {:>9} {:>9} {:>9}  {}{mark}",
            rank + 1,
            time(one),
            time(two),
            delta,
            member.name
        );
    }
    out.push_str("- not got; >24h got after the first 24 hours, as the site shows it\n");
    out
}

/// `just leaderboard --chart`: the kept board's points over `year`, drawn
/// into a PNG file beside its JSON (an SVG where `svg` asks); where it was
/// written is said.
pub fn chart(root: &Path, year: u16, me: Option<&str>, svg: bool) -> anyhow::Result<()> {
    let (id, path, board) = kept(root, year)?;
    #[cfg(feature = "board-chart")]
    {
        let drawn = super::board_chart::svg(&board, year, &id, me)?;
        let (file, open) = if svg {
            let file = path.with_extension("svg");
            crate::files::write(&file, drawn)?;
            (file, "open it in a browser")
        } else {
            let file = path.with_extension("png");
            crate::files::write(&file, crate::chart::png(&drawn)?)?;
            (file, "open it in any image viewer")
        };
        println!(
            "board {id} of {year}: each member's points after each day, counted from each star's time as the site counts a local score, drawn in {} ({open}); nothing was sent",
            file.strip_prefix(root).unwrap_or(&file).display()
        );
        if let Some(note) = counted_apart(&board, year) {
            println!("{note}");
        }
        Ok(())
    }
    #[cfg(not(feature = "board-chart"))]
    {
        let _ = (id, path, board, me, svg);
        crate::process::with_feature("board-chart")
    }
}

/// Where the points counted from the stars' times end apart from the
/// local score the site gives (`just leaderboard`'s table): which
/// members, and why it can be; none where they agree.
#[cfg_attr(not(any(feature = "board-chart", test)), allow(dead_code))]
fn counted_apart(board: &Standings, year: u16) -> Option<String> {
    let days = layout::days_in(year);
    let counted = board.points_by_day(days);
    let apart: Vec<String> = board
        .members
        .iter()
        .zip(&counted)
        .filter_map(|(member, points)| {
            let total = points.last().copied().unwrap_or(0);
            (total != member.score).then(|| {
                format!(
                    "{} ({} on the site, {total} counted)",
                    member.name, member.score
                )
            })
        })
        .collect();
    (!apart.is_empty()).then(|| {
        format!(
            "note: the chart's points are counted from the stars' times; the site's own scores, which `just leaderboard` ranks by, differ for {} (a star without its time, a member who left, or a day the site counts for nothing)",
            apart.join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chart_says_where_its_count_and_the_site_s_scores_part() {
        let board = Standings::parse(standings::SAMPLE).unwrap();
        assert_eq!(counted_apart(&board, 2021), None);
        let mut apart = board.clone();
        apart.members[1].score = 150;
        let note = counted_apart(&apart, 2021).unwrap();
        assert!(
            note.contains("differ for (anonymous user #7) (150 on the site, 7 counted)"),
            "{note}"
        );
    }

    #[test]
    fn a_day_s_times_and_deltas_in_the_day_s_order() {
        let board = Standings::parse(standings::SAMPLE).unwrap();
        let table = day_table(&board, Day::new(2021, 1).unwrap(), None);
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(lines[2], "  1)  00:04:53  00:08:20  00:03:27  Ada  (you)");
        assert_eq!(
            lines[3],
            "  2)  00:03:20  00:20:00  00:16:40  (anonymous user #7)"
        );
        assert_eq!(lines[4], "  3)         -         -         -  Cy");
        // A member ahead on the board but behind on the day comes after.
        let mut later = board.clone();
        later.members.swap(0, 1);
        let swapped = day_table(&later, Day::new(2021, 1).unwrap(), None);
        assert!(
            swapped.lines().nth(2).unwrap().contains("Ada"),
            "the day's second star first: {swapped}"
        );
        let two = day_table(&board, Day::new(2021, 2).unwrap(), Some("7"));
        assert!(
            two.contains("  >24h         -         -  (anonymous user #7)  (you)"),
            "{two}"
        );
    }
}
