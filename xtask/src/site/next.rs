//! What is left to do on a day, from the page just stored and the answers
//! recorded: the "Next:" lines `start` and `read` end with. Only what is
//! left is listed: a part answered is not offered again, and the last day
//! of a year offers its last star only once the page shows its button.

use layout::Part;

use super::files::DayFiles;
use super::page::{LastStar, Page};
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
        steps.push((
            format!("just submit {number} {part}"),
            format!("sends part {part}'s answer (your solution's, on your input)"),
        ));
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
