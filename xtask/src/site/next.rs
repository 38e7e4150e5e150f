//! What is left to do on a day, from the page just stored and the answers
//! recorded: the "Next:" lines `start` and `read` end with. Only what is
//! left is listed: a part answered is not offered again, part two is
//! offered once the page shows it, and the last day of a year offers its
//! last star only once the page shows its button (or every other star is
//! recorded).

use layout::Part;

use super::files::DayFiles;
use super::history::{self, Outcome};
use super::session;
use crate::page::{LastStar, Page};
use crate::years::answers;
use crate::years::calendar::{Calendar, now};

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

/// [`steps`], a session token set up where `token`: the first part still
/// open, how to work on it and send it; else the last star, or a check of
/// what is done.
fn steps_with(files: &DayFiles, page: &Page, fetched: bool, token: bool) -> anyhow::Result<Next> {
    let day = files.day;
    let recorded = answers::read(files.root, day)?.unwrap_or_default();
    let shown = page.accepted_answers();
    let done = |part: Part| recorded[part.index()].is_some() || shown.len() > part.index();
    let open = day.puzzles().iter().copied().find(|&part| !done(part));
    let mut next = Next::default();
    match open {
        Some(part) => {
            next.steps.push(work_on(files)?);
            send(files, page, part, fetched, token, &mut next)?;
        }
        None => {
            let last_star = day.is_last() && recorded[1].is_none();
            if !last_star || !self::last_star(files, page, &mut next)? {
                next.steps.push((
                    "just verify".to_owned(),
                    format!(
                        "every star of day {} is yours: this checks its answers on every change from now on",
                        day.day
                    ),
                ));
            }
        }
    }
    Ok(next)
}

/// Where the open part is worked on: the day's watch, or its scaffold.
fn work_on(files: &DayFiles) -> anyhow::Result<(String, String)> {
    let day = files.day;
    let number = day.day;
    Ok(
        if Calendar::of(files.root, day.year)?.has_crate(files.root, day) {
            (
                format!("just watch {number}"),
                "runs the day's tests (the example's among them), then the day on your input, on every save"
                    .to_owned(),
            )
        } else {
            (
                format!("just new {number}"),
                format!(
                    "scaffolds the day's crate (`just read {number}` then puts this example into its tests, and `just watch {number}` runs them on every save)"
                ),
            )
        },
    )
}

/// How `part`, the first still open, gets sent: where the page shows it
/// and it is ready, `just submit`, with your input fetched first; else
/// what stands in the way.
fn send(
    files: &DayFiles,
    page: &Page,
    part: Part,
    fetched: bool,
    token: bool,
    next: &mut Next,
) -> anyhow::Result<()> {
    let day = files.day;
    let number = day.day;
    // Part two is on the page only once part 1 is accepted: a page
    // stored before then is read again first.
    if page.parts().len() > part.index() {
        if let Some(note) = not_ready(files, part)? {
            next.notes.push(note);
        } else if files.has_own_input() {
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
    Ok(())
}

/// The last day's last star, where it is not in: the step that sends it,
/// or the days still to finish; true when a step was added.
fn last_star(files: &DayFiles, page: &Page, next: &mut Next) -> anyhow::Result<bool> {
    let day = files.day;
    let number = day.day;
    let step = match page.last_star() {
        LastStar::Form(_) => (
            format!("just submit {number} 2"),
            format!(
                "sends the last star of {} (the page shows its button)",
                day.year
            ),
        ),
        // Stored before the other stars were in: the site shows the
        // button now, and `submit` reads the page again first.
        LastStar::Missing(_) if answers::last_star_waiting(files.root, day.year)? => (
            format!("just submit {number} 2"),
            format!(
                "sends the last star of {}: every other star is recorded now (the page is read again first)",
                day.year
            ),
        ),
        LastStar::Missing(_) => (
            "just stars".to_owned(),
            format!(
                "the last star comes once every other star of {} is in: these are the days to finish",
                day.year
            ),
        ),
        LastStar::Earned | LastStar::PartOneFirst => return Ok(false),
    };
    next.steps.push(step);
    Ok(true)
}

/// Why `just submit` would refuse `part` now, where it would: the part
/// is still the scaffold's, or its last answer was rejected (the same
/// answer is never sent twice) and maybe the site's wait is not over.
fn not_ready(files: &DayFiles, part: Part) -> anyhow::Result<Option<String>> {
    let day = files.day;
    let number = day.day;
    if crate::years::new_day::scaffolded(files.root, day).contains(&part) {
        return Ok(Some(format!(
            "Part {part} is not written yet: write part{part} in {}/src/lib.rs (`just watch {number}` runs it on every save); then `just submit {number} {part}` sends its answer.",
            day.crate_dir()
        )));
    }
    let history = files.submissions()?;
    let Some(last) = history.iter().rev().find(|sent| sent.part == part) else {
        return Ok(None);
    };
    let side = match last.outcome {
        Outcome::TooHigh => " (too high)",
        Outcome::TooLow => " (too low)",
        Outcome::Wrong => "",
        _ => return Ok(None),
    };
    let wait = match last.wait_until.checked_sub(now()) {
        Some(left) if left > 0 => format!(", and not before {} from now", history::duration(left)),
        _ => String::new(),
    };
    Ok(Some(format!(
        "Part {part}: {} was rejected{side}: once part{part} gives another answer, `just submit {number} {part}` sends it{wait}.",
        last.answer
    )))
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

    /// A throwaway root named `name` whose manifest registers `day`.
    fn with_day(name: &str, day: Day) -> std::path::PathBuf {
        let root = std::env::temp_dir().join(format!("{name}-{}", std::process::id()));
        let (year, package) = (day.year, day.package());
        crate::files::write(
            &root.join("Cargo.toml"),
            format!("[features]\ndefault = [\"year{year}\"]\nyear{year} = [\"{package}\"]\n{package} = [\"dep:{package}\"]\n"),
        )
        .unwrap();
        root
    }

    #[test]
    fn part_two_is_offered_once_the_page_shows_it() {
        let day = Day::new(2021, 5).unwrap();
        let root = with_day("xtask-next", day);
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

    #[test]
    fn submit_is_offered_only_where_it_would_send() {
        let day = Day::new(2021, 4).unwrap();
        let root = with_day("xtask-next-ready", day);
        let lib = root.join(day.crate_dir()).join("src/lib.rs");
        crate::files::write(&lib, "    Err(NotSolved { day: 4, part: 1 })\n").unwrap();
        crate::files::write(&root.join(day.input()), "my own input\n").unwrap();
        let files = DayFiles::new(&root, day);
        let page = Page::parse(
            "<main><article class=\"day-desc\"><h2>--- Day 4 ---</h2><p>How many?</p></article></main>",
        );
        let next = || steps_with(&files, &page, false, true).unwrap();
        let offers_submit = |next: &Next| {
            next.steps
                .iter()
                .any(|(command, _)| command == "just submit 4 1")
        };
        // Part 1 still the scaffold's: written first, then sent.
        let unwritten = next();
        assert!(!offers_submit(&unwritten), "{unwritten:?}");
        assert!(
            unwritten.notes[0]
                .starts_with("Part 1 is not written yet: write part1 in crates/day04/src/lib.rs"),
            "{unwritten:?}"
        );
        crate::files::write(&lib, "    Ok(7)\n").unwrap();
        assert!(offers_submit(&next()), "{:?}", next());
        // Its answer rejected: the same one is never sent again.
        let later = now() + 60;
        crate::files::write(
            &root.join(day.file("submissions")),
            format!("{}\tpart1\ttoo-high\t{later}\t1457\n", now()),
        )
        .unwrap();
        let rejected = next();
        assert!(!offers_submit(&rejected), "{rejected:?}");
        assert!(
            rejected.notes[0].starts_with(
                "Part 1: 1457 was rejected (too high): once part1 gives another answer, `just submit 4 1` sends it, and not before "
            ),
            "{rejected:?}"
        );
        std::fs::remove_dir_all(&root).unwrap();
    }
}
