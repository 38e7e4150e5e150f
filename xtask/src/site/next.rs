//! What is left to do on a day, from the page just stored and the answers
//! recorded: the "Next:" lines `start` and `read` end with. Only what is
//! left is listed: a part answered is not offered again, part two is
//! offered once the page shows it, and the last day of a year offers its
//! last star only once the page shows its button (or every other star is
//! recorded).

use layout::Part;

use super::files::DayFiles;
use crate::page::{LastStar, Page};
use crate::years::answers;
use crate::years::calendar::Calendar;

/// The commands left for `files`' day, each with what it does, given its
/// stored page `page`.
pub fn steps(files: &DayFiles, page: &Page) -> anyhow::Result<Vec<(String, String)>> {
    let day = files.day;
    let number = day.day;
    let recorded = answers::read(files.root, day)?.unwrap_or_default();
    let shown = page.accepted_answers();
    let done = |part: Part| recorded[part.index()].is_some() || shown.len() > part.index();
    let open: Vec<Part> = day
        .puzzles()
        .iter()
        .copied()
        .filter(|&part| !done(part))
        .collect();
    let mut steps = Vec::new();
    if let Some(&part) = open.first() {
        if !Calendar::of(files.root, day.year)?.has_crate(files.root, day) {
            steps.push((
                format!("just new {number}"),
                "scaffolds the day's crate (`just read` then puts this example into its tests)"
                    .to_owned(),
            ));
        }
        steps.push((
            format!("just watch {number}"),
            "runs the day's tests (the example's among them), then the day on your input, on every save"
                .to_owned(),
        ));
        steps.push((
            format!("just example {number} K"),
            "saves code block K as the example instead, if the one taken is not it".to_owned(),
        ));
        // Part two is on the page only once part 1 is accepted: a page
        // stored before then is read again first.
        if page.parts().len() > part.index() {
            steps.push((
                format!("just submit {number} {part}"),
                format!("sends part {part}'s answer (your solution's, on your input)"),
            ));
        } else {
            steps.push((
                format!("just read {number} --refresh"),
                format!(
                    "part {part} is not on the page stored here yet: this fetches the page again to show it"
                ),
            ));
        }
        return Ok(steps);
    }
    if day.is_last() && recorded[1].is_none() {
        match page.last_star() {
            LastStar::Form(_) => steps.push((
                format!("just submit {number} 2"),
                format!(
                    "sends the last star of {} (the page shows its button)",
                    day.year
                ),
            )),
            // Stored before the other stars were in: the site shows the
            // button now, and `submit` reads the page again first.
            LastStar::Missing(_) if answers::last_star_waiting(files.root, day.year)? => steps
                .push((
                    format!("just submit {number} 2"),
                    format!(
                        "sends the last star of {}: every other star is recorded now (the page is read again first)",
                        day.year
                    ),
                )),
            LastStar::Missing(_) => steps.push((
                "just stars".to_owned(),
                format!(
                    "the last star comes once every other star of {} is in: these are the days to finish",
                    day.year
                ),
            )),
            LastStar::Earned | LastStar::PartOneFirst => {}
        }
        if !steps.is_empty() {
            return Ok(steps);
        }
    }
    steps.push((
        "just verify".to_owned(),
        format!(
            "every star of day {number} is yours: this checks its answers on every change from now on"
        ),
    ));
    Ok(steps)
}

/// The lines, as printed: a heading, then each command in a column.
pub fn print(steps: &[(String, String)]) {
    let width = steps
        .iter()
        .map(|(command, _)| command.len())
        .max()
        .unwrap_or(0);
    println!("\nNext:");
    for (command, what) in steps {
        println!("  {command:<width$}  {what}");
    }
}

#[cfg(test)]
#[cfg(feature = "site")]
mod tests {
    use super::*;
    use layout::Day;

    #[test]
    fn part_two_is_offered_once_the_page_shows_it() {
        let root = std::env::temp_dir().join(format!("xtask-next-{}", std::process::id()));
        let day = Day::new(2021, 5).unwrap();
        crate::files::write(
            &root.join("Cargo.toml"),
            "[features]\ndefault = [\"year2021\"]\nyear2021 = [\"day05\"]\nday05 = [\"dep:day05\"]\n",
        )
        .unwrap();
        std::fs::create_dir_all(root.join(day.crate_dir())).unwrap();
        crate::files::write(&root.join(day.answers()), "part1: 7\n").unwrap();
        let files = DayFiles::new(&root, day);
        let one = "<main><article class=\"day-desc\"><h2>--- Day 5 ---</h2><p>How many?</p></article></main>";
        let commands = |main: &str| -> Vec<String> {
            steps(&files, &Page::parse(main))
                .unwrap()
                .into_iter()
                .map(|(command, _)| command)
                .collect()
        };
        let stale = commands(one);
        assert!(
            stale.contains(&"just read 5 --refresh".to_owned()),
            "{stale:?}"
        );
        assert!(!stale.contains(&"just submit 5 2".to_owned()), "{stale:?}");
        let both = one.replace(
            "</article></main>",
            "</article><p>Your puzzle answer was <code>7</code>.</p>\
             <article class=\"day-desc\"><h2>--- Part Two ---</h2><p>How many now?</p></article></main>",
        );
        let shown = commands(&both);
        assert!(shown.contains(&"just submit 5 2".to_owned()), "{shown:?}");
        std::fs::remove_dir_all(&root).unwrap();
    }
}
