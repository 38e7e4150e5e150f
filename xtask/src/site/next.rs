//! What is left to do on a day, from the page just stored and the answers
//! recorded: the "Next:" lines `start` and `read` end with. Only what is
//! left is listed: a part answered is not offered again, part two is
//! offered once the page shows it, and the last day of a year offers its
//! last star only once the page shows its button (or every other star is
//! recorded). A part is offered to `just submit` from its real state: the
//! runner runs it on your input (what `submit` sends), and a part that does
//! not build, is not written yet, fails, or gives an answer `submit` would
//! refuse is said as such instead.

use layout::Part;

mod state;

use super::files::DayFiles;
use super::history;
use super::session;
use crate::page::{LastStar, Page};
use crate::years::answers;
use crate::years::calendar::{Calendar, now};

pub use state::PartState;
use state::{on_the_example, part_state};

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
    steps_with(files, page, fetched, session::ready().is_ok(), &|part| {
        part_state(files, part)
    })
}

/// [`steps`], a session token set up where `token`, with each part's
/// state as `state` finds it: the first part still open, how to work on it
/// and send it; else the last star, or a check of what is done.
fn steps_with(
    files: &DayFiles,
    page: &Page,
    fetched: bool,
    token: bool,
    state: &dyn Fn(Part) -> anyhow::Result<PartState>,
) -> anyhow::Result<Next> {
    let day = files.day;
    let recorded = answers::read(files.root, day)?.unwrap_or_default();
    let shown = page.accepted_answers();
    let done = |part: Part| recorded[part.index()].is_some() || shown.len() > part.index();
    let open = day.puzzles().iter().copied().find(|&part| !done(part));
    let mut next = Next::default();
    match open {
        Some(part) => {
            next.steps.push(work_on(files)?);
            let send_it = Send {
                part,
                fetched,
                token,
            };
            send_it.steps(files, page, state, &mut next)?;
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

/// How the first part still open gets sent: which part, whether this very
/// command fetched the page, and whether a session token is set up.
struct Send {
    part: Part,
    fetched: bool,
    token: bool,
}

impl Send {
    /// Where the page shows the part and it is ready, `just submit`, with
    /// your input fetched first; else what stands in the way.
    fn steps(
        &self,
        files: &DayFiles,
        page: &Page,
        state: &dyn Fn(Part) -> anyhow::Result<PartState>,
        next: &mut Next,
    ) -> anyhow::Result<()> {
        let Self { part, token, .. } = *self;
        let day = files.day;
        let number = day.day;
        // Part two is on the page only once part 1 is accepted: a page
        // stored before then is read again first.
        if page.parts().len() <= part.index() {
            self.not_on_the_page(files, next);
            return Ok(());
        }
        let own = files.has_own_input();
        let state = state(part)?;
        if let Some(note) = not_ready(files, part, &state, own)? {
            next.notes.push(note);
        } else if own && state == PartState::NoCrate {
            // `just new` comes first, and says what follows.
        } else if own {
            let gives = match &state {
                PartState::Answer(answer) if !answer.contains('\n') => format!(", {answer}"),
                _ => String::new(),
            };
            next.steps.push((
                format!("just submit {number} {part}"),
                format!("sends part {part}'s answer{gives} (your solution's, on your input)"),
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
        Ok(())
    }

    /// What to do where the page does not show the part yet.
    fn not_on_the_page(&self, files: &DayFiles, next: &mut Next) {
        let part = self.part;
        let number = files.day.day;
        if self.fetched {
            next.notes.push(format!(
                "Part {part} is not on the page the site sent just now: the site shows it to the account that solved part {} (your token's).",
                part.number() - 1
            ));
        } else if self.token {
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
    }
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

/// Why `just submit` would refuse `part` now, where it would, from its
/// `state`: the day does not build, the part is not written yet or fails,
/// or (on your input, where it is yours: `own`) its answer is one
/// `submit` would not send (rejected before, out of the bounds the site
/// set, or the site's wait not over).
fn not_ready(
    files: &DayFiles,
    part: Part,
    state: &PartState,
    own: bool,
) -> anyhow::Result<Option<String>> {
    let day = files.day;
    let number = day.day;
    let then = format!("`just submit {number} {part}` sends its answer");
    Ok(match state {
        PartState::NoCrate => None,
        PartState::DoesNotCompile(sentence) => Some(format!(
            "Part {part} cannot run yet: {sentence}; once it builds, {then}."
        )),
        PartState::NotWritten => Some(format!(
            "Part {part} is not written yet: write part{part} in {}/src/lib.rs (`just watch {number}` runs it on every save); then {then}.",
            day.crate_dir()
        )),
        PartState::Fails(sentence) => Some(format!(
            "Part {part} fails on {}: {sentence}; once it gives an answer, {then}.",
            if own {
                "your input"
            } else {
                "the example's copy of the input"
            }
        )),
        PartState::Answer(_) if !own => None,
        PartState::Answer(answer) => {
            let recorded = answers::read(files.root, day)?.unwrap_or_default();
            let refused = history::refusal(
                &files.submissions()?,
                recorded[part.index()].as_deref(),
                part,
                answer,
                now(),
            );
            let refused = match refused {
                Some(reason) => Some(reason),
                None => on_the_example(files, part)?,
            };
            refused.map(|reason| {
                format!(
                    "Part {part}: your solution gives {answer}, which `just submit {number} {part}` would not send now: {reason}."
                )
            })
        }
    })
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

    /// The commands offered for `files`' day on `main`, each part in `state`.
    fn offered(files: &DayFiles, main: &str, fetched: bool, token: bool, state: PartState) -> Next {
        steps_with(files, &Page::parse(main), fetched, token, &|_| {
            Ok(state.clone())
        })
        .unwrap()
    }

    fn commands(next: &Next) -> Vec<String> {
        next.steps
            .iter()
            .map(|(command, _)| command.clone())
            .collect()
    }

    #[test]
    fn part_two_is_offered_once_the_page_shows_it() {
        let day = Day::new(2021, 5).unwrap();
        let root = with_day("xtask-next", day);
        std::fs::create_dir_all(root.join(day.crate_dir())).unwrap();
        crate::files::write(&root.join(day.answers()), "part1: 7\n").unwrap();
        let files = DayFiles::new(&root, day);
        let one = "<main><article class=\"day-desc\"><h2>--- Day 5 ---</h2><p>How many?</p></article></main>";
        let answer = || PartState::Answer("12".to_owned());
        let commands_when = |main: &str, fetched: bool, token: bool| {
            commands(&offered(&files, main, fetched, token, answer()))
        };
        let stale = commands_when(one, false, true);
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
        let shown = commands_when(&both, false, true);
        assert!(shown.contains(&"just fetch 5".to_owned()), "{shown:?}");
        assert!(!shown.contains(&"just submit 5 2".to_owned()), "{shown:?}");
        crate::files::write(&root.join(day.input()), "my own input\n").unwrap();
        let next = offered(&files, &both, false, true, answer());
        assert!(
            next.steps.contains(&(
                "just submit 5 2".to_owned(),
                "sends part 2's answer, 12 (your solution's, on your input)".to_owned()
            )),
            "{next:?}"
        );
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn submit_is_offered_only_where_the_part_really_gives_an_answer() {
        let day = Day::new(2021, 4).unwrap();
        let root = with_day("xtask-next-ready", day);
        std::fs::create_dir_all(root.join(day.crate_dir())).unwrap();
        crate::files::write(&root.join(day.input()), "my own input\n").unwrap();
        let files = DayFiles::new(&root, day);
        let page = "<main><article class=\"day-desc\"><h2>--- Day 4 ---</h2><p>How many?</p></article></main>";
        let next = |state| offered(&files, page, false, true, state);
        let offers_submit = |next: &Next| commands(next).contains(&"just submit 4 1".to_owned());
        // Not written yet, whatever its source looks like: written first.
        let unwritten = next(PartState::NotWritten);
        assert!(!offers_submit(&unwritten), "{unwritten:?}");
        assert_eq!(
            unwritten.notes,
            [
                "Part 1 is not written yet: write part1 in crates/day04/src/lib.rs (`just watch 4` runs it on \
              every save); then `just submit 4 1` sends its answer."
            ]
        );
        // Not building, or failing: said, and not offered.
        let broken = next(PartState::DoesNotCompile(
            "day 4 of 2021 does not compile (day04): `just test 4` shows why".to_owned(),
        ));
        assert!(!offers_submit(&broken), "{broken:?}");
        assert_eq!(
            broken.notes,
            [
                "Part 1 cannot run yet: day 4 of 2021 does not compile (day04): `just test 4` shows why; once it \
              builds, `just submit 4 1` sends its answer."
            ]
        );
        let failing = next(PartState::Fails("no answer: no board ever wins".to_owned()));
        assert!(!offers_submit(&failing), "{failing:?}");
        assert!(
            failing.notes[0]
                .starts_with("Part 1 fails on your input: no answer: no board ever wins;"),
            "{failing:?}"
        );
        assert!(offers_submit(&next(PartState::Answer("7".to_owned()))));
        // An answer rejected before: the same one is never sent again, and
        // another is, once the site's wait is over.
        let later = now() + 60;
        crate::files::write(
            &root.join(day.file("submissions")),
            format!("{}\tpart1\ttoo-high\t{later}\t1457\n", now()),
        )
        .unwrap();
        let rejected = next(PartState::Answer("1457".to_owned()));
        assert!(!offers_submit(&rejected), "{rejected:?}");
        assert_eq!(
            rejected.notes,
            [
                "Part 1: your solution gives 1457, which `just submit 4 1` would not send now: 1457 was already \
              sent for part 1 and rejected (too high): it would be again."
            ]
        );
        let waiting = next(PartState::Answer("1000".to_owned()));
        assert!(!offers_submit(&waiting), "{waiting:?}");
        assert!(
            waiting.notes[0].contains("the site asked to wait before the next answer"),
            "{waiting:?}"
        );
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn a_day_without_a_crate_is_scaffolded_first() {
        let day = Day::new(2021, 6).unwrap();
        let root = with_day("xtask-next-new", day);
        let files = DayFiles::new(&root, day);
        let page = "<main><article class=\"day-desc\"><h2>--- Day 6 ---</h2></article></main>";
        let next = offered(&files, page, false, true, PartState::NoCrate);
        assert_eq!(commands(&next), ["just new 6", "just fetch 6"], "{next:?}");
        // Your input there: nothing to send before the crate is made.
        crate::files::write(&root.join(day.input()), "my own input\n").unwrap();
        let next = offered(&files, page, false, true, PartState::NoCrate);
        assert_eq!(commands(&next), ["just new 6"], "{next:?}");
        assert!(next.notes.is_empty(), "{next:?}");
        std::fs::remove_dir_all(&root).unwrap();
    }
}
