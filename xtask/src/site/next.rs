//! What is left to do on a day, from the page just stored and the answers
//! recorded: the "Next:" lines `start` and `read` end with. Only what is
//! left is listed: a part answered is not offered again, part two is
//! offered once the page shows it, and the last day of a year offers its
//! last star only once the page shows its button (or every other star is
//! recorded).

use layout::Part;

use super::files::DayFiles;
use super::session;
use crate::page::{LastStar, Page};
use crate::years::answers;
use crate::years::calendar::Calendar;

/// What is left to do: each command that would do something now, with
/// what it does; and what no command here can do, in a sentence each.
#[derive(Debug, Default)]
pub struct Next {
    /// The commands, each with what it does.
    pub steps: Vec<(String, String)>,
    /// What is left that no command here does (an input to save by hand).
    pub notes: Vec<String>,
}

/// What is left for `files`' day, given its stored page `page`, which
/// this very command fetched where `fetched`.
pub fn steps(files: &DayFiles, page: &Page, fetched: bool) -> anyhow::Result<Next> {
    // A command that asks the site is offered only where it could ask.
    steps_with(files, page, fetched, session::ready().is_ok())
}

/// [`steps`], a session token set up where `token`.
fn steps_with(files: &DayFiles, page: &Page, fetched: bool, token: bool) -> anyhow::Result<Next> {
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
    let mut next = Next::default();
    if let Some(&part) = open.first() {
        if Calendar::of(files.root, day.year)?.has_crate(files.root, day) {
            next.steps.push((
                format!("just watch {number}"),
                "runs the day's tests (the example's among them), then the day on your input, on every save"
                    .to_owned(),
            ));
        } else {
            next.steps.push((
                format!("just new {number}"),
                format!(
                    "scaffolds the day's crate (`just read {number}` then puts this example into its tests, and `just watch {number}` runs them on every save)"
                ),
            ));
        }
        // Part two is on the page only once part 1 is accepted: a page
        // stored before then is read again first.
        if page.parts().len() > part.index() {
            if files.has_own_input() {
                next.steps.push((
                    format!("just submit {number} {part}"),
                    format!("sends part {part}'s answer (your solution's, on your input)"),
                ));
            } else if token {
                next.steps.push((
                    format!("just fetch {number}"),
                    format!(
                        "downloads your input ({} is not yours yet): `just submit {number} {part}` sends your solution's answer on it",
                        day.input()
                    ),
                ));
            } else {
                next.notes.push(format!(
                    "Save your input as {} (no session token is set to fetch it): then `just submit {number} {part}` sends your solution's answer on it.",
                    day.input()
                ));
            }
        } else if fetched {
            next.notes.push(format!(
                "Part {part} is not on the page the site sent just now: the site shows it to the account that solved part {} (your token's).",
                part.number() - 1
            ));
        } else if token {
            next.steps.push((
                format!("just read {number} --refresh"),
                format!(
                    "part {part} is not on the page stored here yet: this fetches the page again to show it"
                ),
            ));
        } else {
            next.notes.push(format!(
                "Part {part} is not on the page stored here yet: with a session token set, `just read {number} --refresh` fetches it again."
            ));
        }
        return Ok(next);
    }
    let steps = &mut next.steps;
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
            return Ok(next);
        }
    }
    steps.push((
        "just verify".to_owned(),
        format!(
            "every star of day {number} is yours: this checks its answers on every change from now on"
        ),
    ));
    Ok(next)
}

impl Next {
    /// The lines, as printed: a heading, then each command in a column,
    /// then each note.
    pub fn print(&self) {
        let width = self
            .steps
            .iter()
            .map(|(command, _)| command.len())
            .max()
            .unwrap_or(0);
        println!("\nNext:");
        for (command, what) in &self.steps {
            println!("  {command:<width$}  {what}");
        }
        for note in &self.notes {
            println!("{note}");
        }
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
        let commands_when = |main: &str, fetched: bool, token: bool| -> Vec<String> {
            steps_with(&files, &Page::parse(main), fetched, token)
                .unwrap()
                .steps
                .into_iter()
                .map(|(command, _)| command)
                .collect()
        };
        let commands = |main: &str| commands_when(main, false, true);
        let stale = commands(one);
        assert!(
            stale.contains(&"just read 5 --refresh".to_owned()),
            "{stale:?}"
        );
        assert!(!stale.contains(&"just submit 5 2".to_owned()), "{stale:?}");
        // Fetched just now, or with no token to fetch it: nothing to refresh.
        for (fetched, token) in [(true, true), (false, false)] {
            let offered = commands_when(one, fetched, token);
            assert!(
                !offered.iter().any(|command| command.contains("--refresh")),
                "{offered:?}"
            );
        }
        let both = one.replace(
            "</article></main>",
            "</article><p>Your puzzle answer was <code>7</code>.</p>\
             <article class=\"day-desc\"><h2>--- Part Two ---</h2><p>How many now?</p></article></main>",
        );
        // Part two shown: its answer is sent from your own input, which is
        // fetched first where it is missing.
        let shown = commands(&both);
        assert!(shown.contains(&"just fetch 5".to_owned()), "{shown:?}");
        assert!(!shown.contains(&"just submit 5 2".to_owned()), "{shown:?}");
        crate::files::write(&root.join(day.input()), "my own input\n").unwrap();
        let shown = commands(&both);
        assert!(shown.contains(&"just submit 5 2".to_owned()), "{shown:?}");
        std::fs::remove_dir_all(&root).unwrap();
    }
}
