//! `just stars --times`: each star's time from its day's opening (midnight
//! UTC-5) and part two's delta, a table a year, every year the workspace
//! holds. A star's time is the local history's (`dayN.submissions`, where
//! `just submit` got it), else the kept board's JSON (your member's
//! `get_star_ts`), else not known (a star got in the browser, with no board
//! kept), which the table says. Nothing is sent.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::Path;

use anyhow::Context as _;

use layout::{Day, Part};

use crate::site::history::{self, Outcome};
use crate::site::standings::{self, clock, from_opening};
use crate::years::answers;
use crate::years::calendar::Calendar;

/// One star: when it was got, if known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Star {
    At(u64),
    Unknown,
}

/// A day's two stars (none where not got).
type Row = (Day, [Option<Star>; 2]);

/// The tables of each year's stars and times (Markdown where asked): empty
/// where no star is recorded.
fn tables(root: &Path, years: &[u16], markdown: bool) -> anyhow::Result<String> {
    let mut out = String::new();
    let mut years: BTreeSet<u16> = years.iter().copied().collect();
    years.extend(years_with_boards(root));
    for year in years {
        let you = standings::you_on_kept(root, year)?;
        let you = you.as_ref();
        let mut rows: Vec<Row> = Vec::new();
        for day in Day::all_of(year) {
            let recorded = answers::read(root, day)?.unwrap_or_default();
            let text = crate::files::read_if_there(&root.join(day.file("submissions")))?;
            let history = history::read(text.as_deref().unwrap_or_default());
            let stars = Part::BOTH.map(|part| {
                let here = history
                    .iter()
                    .filter(|sent| sent.part == part && sent.outcome == Outcome::Right)
                    .map(|sent| sent.at)
                    .min();
                let there = you.and_then(|you| you.got.get(&(day.day, part)).copied());
                match (here.or(there), recorded[part.index()].is_some()) {
                    (Some(at), _) => Some(Star::At(at)),
                    (None, true) => Some(Star::Unknown),
                    (None, false) => None,
                }
            });
            if stars.iter().any(Option::is_some) {
                rows.push((day, stars));
            }
        }
        if !rows.is_empty() {
            out.push_str(&table(year, &rows, markdown));
        }
    }
    Ok(out)
}

/// What no star recorded says.
const NO_STAR: &str = "no star is recorded yet: `just submit N PART` records each with its time, and `just leaderboard ID` keeps a board's (`just fetch all` records the stars of a year solved in the browser, without times)";

/// Prints the tables (in Markdown where asked), with what their marks mean.
pub fn print(root: &Path, years: &[u16], markdown: bool) -> anyhow::Result<()> {
    let tables = tables(root, years, markdown)?;
    print!("{tables}");
    if tables.is_empty() && markdown {
        // The output is Markdown for a README: the sentence is for you.
        eprintln!("{NO_STAR}");
    } else if tables.is_empty() {
        println!("{NO_STAR}");
    } else if !markdown {
        println!(
            "? a star with no time kept (got in the browser, with no board kept: `just leaderboard ID` keeps one)  >24h after the first 24 hours  - not got"
        );
    }
    Ok(())
}

/// Where the tables go in a README: between these two lines.
pub const START: &str = "<!-- stars:start -->";
/// See [`START`].
pub const END: &str = "<!-- stars:end -->";

/// Writes the tables in Markdown into `file`, between [`START`] and
/// [`END`], as `bench-readme` writes its own (the file written whole); where
/// it has neither line, both are added at its end, which is said.
pub fn into_readme(root: &Path, years: &[u16], file: &Path) -> anyhow::Result<()> {
    let tables = tables(root, years, true)?;
    if tables.is_empty() {
        anyhow::bail!("{NO_STAR}; {} was left as it is", file.display());
    }
    let path = root.join(file);
    let text = crate::files::read(&path)?;
    let section = format!(
        "<!-- Written by `just stars --times --readme`: do not edit by hand. -->\n{tables}"
    );
    let (written, placed) = crate::files::splice_or_append(&text, START, END, &section)
        .with_context(|| {
            format!(
                "{} has no place for the tables, and was left as it is",
                file.display()
            )
        })?;
    crate::files::write(&path, written)?;
    if placed == crate::files::Placed::AddedAtEnd {
        println!(
            "{} had no place for the tables: added the lines {START} and {END} at its end, with the tables \
             between them (move the two lines, and what is between them, where you want the tables: they are \
             written there from now on)",
            file.display()
        );
    }
    println!("wrote each star's time into {}", file.display());
    Ok(())
}

/// The years with a board's JSON kept under `input/`.
pub(super) fn years_with_boards(root: &Path) -> Vec<u16> {
    let Ok(entries) = std::fs::read_dir(root.join("input")) else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<layout::Year>().ok())
        .map(|year| year.0)
        .filter(|&year| !standings::kept_ids(root, year).is_empty())
        .collect()
}

/// A year's table of times.
fn table(year: u16, rows: &[Row], markdown: bool) -> String {
    let cells = |&(day, stars): &Row| {
        let time = |star: Option<Star>| match star {
            Some(Star::At(at)) => from_opening(day, at),
            Some(Star::Unknown) => "?".to_owned(),
            None => "-".to_owned(),
        };
        let delta = match stars {
            [Some(Star::At(one)), Some(Star::At(two))] => clock(two.saturating_sub(one)),
            _ => "-".to_owned(),
        };
        [day.day.to_string(), time(stars[0]), time(stars[1]), delta]
    };
    let mut out = String::new();
    if markdown {
        let _ = writeln!(
            out,
            "### {year}\n\n| day | part 1 | part 2 | delta |\n|---:|---:|---:|---:|"
        );
        for row in rows {
            let _ = writeln!(out, "| {} |", cells(row).join(" | "));
        }
        out.push('\n');
        return out;
    }
    let _ = writeln!(
        out,
        "{year}: each star's time from its day's opening (midnight UTC-5), and part two's delta"
    );
    let _ = writeln!(
        out,
        "{:>4} {:>9} {:>9} {:>9}",
        "day", "part 1", "part 2", "delta"
    );
    for row in rows {
        let [day, one, two, delta] = cells(row);
        let _ = writeln!(out, "{day:>4} {one:>9} {two:>9} {delta:>9}");
    }
    out
}

/// The years the calendar lists, for the tables.
pub fn calendar_years(root: &Path) -> anyhow::Result<Vec<u16>> {
    Ok(Calendar::all(root)?
        .into_iter()
        .map(|calendar| calendar.year)
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::years::calendar::opens_at;

    #[test]
    fn each_star_from_its_opening_and_the_delta_between() {
        let day = |number| Day::new(2026, number).unwrap();
        let opening = opens_at(day(1));
        let rows = [
            (
                day(1),
                [Some(Star::At(opening + 293)), Some(Star::At(opening + 500))],
            ),
            (day(2), [Some(Star::At(opens_at(day(2)) + 90_000)), None]),
            (day(3), [Some(Star::Unknown), Some(Star::Unknown)]),
        ];
        let text = table(2026, &rows, false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[2], "   1  00:04:53  00:08:20  00:03:27");
        assert_eq!(lines[3], "   2      >24h         -         -");
        assert_eq!(lines[4], "   3         ?         ?         -");
        let markdown = table(2026, &rows, true);
        assert!(
            markdown.contains("| 1 | 00:04:53 | 00:08:20 | 00:03:27 |"),
            "{markdown}"
        );
        assert!(markdown.starts_with("### 2026\n\n| day |"), "{markdown}");
    }
}
