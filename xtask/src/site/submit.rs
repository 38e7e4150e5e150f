//! `cargo xtask submit DAY PART [ANSWER]` (`just submit DAY PART [ANSWER]`):
//! sends an answer and prints the site's verdict. Without ANSWER, the day's
//! canonical solution runs on your own input (never the example's copy)
//! through the runner (what `just run` runs), and its answer is sent: an
//! answer drawn on a screen as the capital letters the runner read off it.
//! An answer of several lines is never sent (the site takes one line): a
//! drawing that does not read as letters is refused, saying what it reads
//! as and where it stops.
//!
//! Nothing is sent that the site would only refuse again, or that a stored
//! file answers: a part the stored page shows as answered (its answer is
//! recorded), an empty answer, a failed part, a part answered right already,
//! a part the kept page shows no form for (the site takes only what its page
//! offers; a kept page older than a star is read again once first), an
//! answer rejected before or outside the bounds earlier "too high"/"too
//! low" verdicts set, or any answer while the site's last wait is not over
//! (see [`super::history::refusal`]). With no page kept, nothing is asked
//! for one: the site's verdict decides. All of this is decided before any
//! request: in the plain build, before the site client is compiled, or,
//! where a stored page is read, in the site build that fetched it. Every
//! verdict is kept in
//! `dayN.submissions`; a right answer is recorded in `dayN.answers`, so `just
//! verify` checks it from then on. The decision and the request are made
//! under the day's lock: a second `just submit` of the day (in another
//! terminal) waits, says so, and then decides on what the first one
//! recorded, so one answer is never sent twice.

use std::path::Path;

use anyhow::{anyhow, bail};
use layout::notes::{Noted, PageNotes, Verdict};
use layout::{Day, Part};

use super::files::DayFiles;
use super::history;
use super::{in_site_build, open_day, open_day_with_crate, session};
use crate::files::Lock;
use crate::flags;
use crate::page::Page;
use crate::runner::messages::Drawing;
use crate::runner::{DayRun, Outcome, run_day, run_day_on};
use crate::years::calendar::now;

impl flags::Submit {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        // The last day's second star is no answer: its form needs no crate.
        let last = open_day(root, self.day)?;
        if last.is_last() && self.part == Part::Two {
            return super::last_star::submit(&DayFiles::new(root, last), self.answer.as_deref());
        }
        let day = open_day_with_crate(root, self.day)?;
        let files = DayFiles::new(root, day);
        // A part answered already is refused before anything is built.
        {
            let lock = Lock::day(root, day)?;
            answered(&files, &lock, self.part)
                .map_err(|error| error.context(format!("day {} part {}", day.day, self.part)))?;
        }
        if self.part == Part::Two {
            part_two_open(&files)?;
        }
        let (answer, drawn) = match self.answer {
            Some(answer) => (one_line(answer, day, self.part)?, false),
            None => solve(&files, self.part)?,
        };
        let read_off = if drawn {
            " (the letters its drawing reads as)"
        } else {
            ""
        };
        let said = format!("day {} part {}: {answer}{read_off}", day.day, self.part);
        // The part on the example first: a wrong answer there stops the
        // submission, before the site's lock-out minute is spent.
        #[cfg_attr(not(feature = "site"), allow(unused_variables))]
        let on_the_example = example_first(&files, self.part, self.force)?;
        // The plain build decides what it can and sends nothing; the build
        // with the site client decides again under the lock it keeps until
        // the verdict is recorded.
        {
            let lock = Lock::day(root, day)?;
            refuse(&files, &lock, self.part, &answer)
                .map_err(|error| error.context(said.clone()))?;
        }
        if let Some(page) = files.stored_page()? {
            offered(&files, &page, self.part, false)?;
        }
        session::ready()?;
        in_site_build!({
            if let Some(on_the_example) = &on_the_example {
                println!("{on_the_example}");
            }
            println!("{said}");
            // A kept page older than a star is read again, once, before
            // the lock (keeping it records what it shows, under the lock).
            let fetched = with_site::page_if_stale(&files)?;
            let lock = Lock::day(root, day)?;
            refuse(&files, &lock, self.part, &answer)?;
            if let Some(page) = files.stored_page()? {
                offered(&files, &page, self.part, fetched)?;
            }
            with_site::send(&files, &lock, self.part, &answer)
        })
    }
}

/// Refuses `part` where `page`, the day's kept page (fetched by this very
/// command where `fetched`), shows no form that sends it: the site takes
/// only what its page offers. Says what the page shows instead.
fn offered(files: &DayFiles, page: &Page, part: Part, fetched: bool) -> anyhow::Result<()> {
    if page.answer_form() == Some(part) {
        return Ok(());
    }
    let number = files.day.day;
    let shows = match part {
        Part::Two if !super::files::shows_answered(page, Part::One) => {
            "it shows part 1 not answered yet"
        }
        Part::Two if page.parts().len() < 2 => "it shows part 1 answered, and no part 2",
        _ => "it shows no form to answer it",
    };
    if fetched {
        bail!(
            "not sent: the page, read just now, offers no answer for part {part} ({shows}): the site would not take one \
             (`just open {number}` shows the page in the browser)"
        )
    }
    bail!(
        "not sent: the kept page ({}) offers no answer for part {part} ({shows}): the site would not take one; \
         `just read {number} --refresh` reads the page again, if you have done more in the browser since",
        files.file("puzzle.html")
    )
}

/// Refuses, with the reason, an answer a stored file says the site would
/// not take; records what the stored page shows as accepted.
fn refuse(files: &DayFiles, lock: &Lock, part: Part, answer: &str) -> anyhow::Result<()> {
    answered(files, lock, part)?;
    let accepted = crate::years::answers::read(files.root, files.day)?.unwrap_or_default()
        [part.index()]
    .clone();
    if let Some(reason) = history::refusal(
        &files.submissions()?,
        accepted.as_deref(),
        part,
        answer,
        now(),
    ) {
        bail!("not sent: {reason}");
    }
    Ok(())
}

/// Refuses `part` when the stored page shows it answered (recording what
/// it shows), or its answer is recorded, or the site called one right.
fn answered(files: &DayFiles, lock: &Lock, part: Part) -> anyhow::Result<()> {
    if let Some(page) = files.stored_page()? {
        let shown = page.accepted_answers();
        if let Some(accepted) = shown.get(part.index()) {
            for (part, answer) in Part::BOTH.into_iter().zip(&shown) {
                crate::years::answers::record(lock, files.root, files.day, part, answer)?;
            }
            bail!(
                "not sent: the stored page shows part {part} answered already: {accepted} (recorded in {})",
                files.file("answers")
            );
        }
    }
    let accepted = crate::years::answers::read(files.root, files.day)?.unwrap_or_default()
        [part.index()]
    .clone();
    if let Some(reason) = history::answered_right(&files.submissions()?, accepted.as_deref(), part)
    {
        bail!("not sent: {reason}");
    }
    Ok(())
}

/// Refuses part two where nothing here shows part one solved: the site
/// offers part two only then, and answers anything else with an error
/// page, so nothing is sent (part one solved in the browser is recorded by
/// `just fetch`, which reads the page).
fn part_two_open(files: &DayFiles) -> anyhow::Result<()> {
    let number = files.day.day;
    let recorded = crate::years::answers::read(files.root, files.day)?.unwrap_or_default();
    let answered =
        history::answered_right(&files.submissions()?, recorded[0].as_deref(), Part::One);
    let shown = files
        .stored_page()?
        .is_some_and(|page| !page.accepted_answers().is_empty());
    if answered.is_some() || shown {
        return Ok(());
    }
    bail!(
        "not sent: part 2 is not open yet: the site shows it once part 1 is solved, and nothing here says it is \
         (`just submit {number} 1` sends part 1; if you solved it in the browser, `just fetch {number}` records it)"
    )
}

/// Why a part is not sent: on the example, it gives another answer than
/// the page does (what "Next:" says too, before `submit` is run).
#[derive(Debug)]
pub struct WrongOnExample(pub String);

impl std::fmt::Display for WrongOnExample {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "not sent: {}", self.0)
    }
}

impl std::error::Error for WrongOnExample {}

/// Part `part` of `files`' day run on its example (`example.txt`), where
/// the page's notes show something of that part's output for it: refused
/// when the part gives another answer than the one the page gives (unless
/// `force`), and otherwise the sentence that says what the page shows of
/// it, to print before the answer is sent. Nothing, where the notes show
/// nothing of the part, or the part does not run on the example.
pub(super) fn example_first(
    files: &DayFiles,
    part: Part,
    force: bool,
) -> anyhow::Result<Option<String>> {
    let day = files.day;
    let Some(notes) = PageNotes::read(files.root, day.year, day.day) else {
        return Ok(None);
    };
    let example = format!("{}/example.txt", day.crate_dir());
    let text = crate::files::read_if_there(&files.root.join(&example))?.unwrap_or_default();
    let Some(noted) = notes.example(&text) else {
        return Ok(None);
    };
    if noted.parts[part.index()].is_empty() {
        return Ok(None);
    }
    let DayRun::Ran(report) = run_day_on(files.root, day, Some(part), true, Some(&example))? else {
        return Ok(None);
    };
    let Some(Outcome::Answer { answer, .. }) = report
        .runs
        .into_iter()
        .find(|run| run.part == part && run.name.is_none())
        .map(|run| run.outcome)
    else {
        return Ok(None);
    };
    let Some(verdict) = noted.judge(part.number(), &answer) else {
        return Ok(None);
    };
    let said = verdict.said(part.number(), &answer);
    match verdict {
        Verdict::Wrong { .. } if !force => Err(WrongOnExample(format!(
            "{said}{}; `just submit {} {part} --force` sends it anyway",
            sizes_to_try(noted, day.day),
            day.day
        ))
        .into()),
        Verdict::NotShown { .. } => Ok(Some(format!("note: {said}: sent all the same"))),
        _ => Ok(Some(said)),
    }
}

/// Where the page may run the example at sizes the tools could not read
/// for sure (`noted`'s candidates): what they are, and that the day's
/// example test tries each where its row runs at none; nothing otherwise.
fn sizes_to_try(noted: &Noted, day: u8) -> String {
    let runs = noted.runs_to_try();
    if runs.is_empty() {
        return String::new();
    }
    let said: Vec<String> = runs.iter().map(layout::notes::run_said).collect();
    format!(
        " (the page may run this example at sizes of its own, which the tools could not read for sure: {}; \
         where its row in EXAMPLES has no `at`, `just test {day}` runs it at each and says which gives the page's answer)",
        said.join(" or ")
    )
}

/// `answer`, given on the command line, where it is one line: the site
/// takes one, and an answer of several lines (a drawing pasted whole) is
/// refused, saying what to send instead.
fn one_line(answer: String, day: Day, part: Part) -> anyhow::Result<String> {
    if !answer.trim().contains('\n') {
        return Ok(answer);
    }
    let number = day.day;
    bail!(
        "not sent: day {number} part {part}: an answer of {} lines is never sent, as the site takes one: \
         for letters drawn on a screen, give the letters (`just submit {number} {part} LETTERS`), \
         or give none and the letters are read off your solution's drawing",
        answer.trim().lines().count()
    )
}

/// The canonical solution's answer to `part`, on the user's own input, as
/// the site takes it, and whether it was read off a drawing: an answer
/// drawn on a screen is the letters it reads as, and one that does not
/// read as letters is refused, saying what it reads as and where it stops.
fn solve(files: &DayFiles, part: Part) -> anyhow::Result<(String, bool)> {
    let day: Day = files.day;
    let number = day.day;
    let input = files.file("txt");
    if !files.has_own_input() {
        bail!(
            "not sent: {input} is not your own input (missing, empty, or the example's copy): \
             save yours (`just fetch {number}`) or give the answer (`just submit {number} {part} ANSWER`)"
        );
    }
    let report = match run_day(files.root, day, Some(part), true)? {
        DayRun::Ran(report) => report,
        DayRun::DoesNotCompile(sentence) => bail!("not sent: {sentence}"),
    };
    let run = report
        .runs
        .into_iter()
        .find(|run| run.part == part && run.name.is_none())
        .ok_or_else(|| anyhow!("day {number} part {part} printed no canonical answer"))?;
    match run.outcome {
        Outcome::Answer {
            drawn: Some(Drawing::Letters(letters)),
            ..
        } => Ok((letters, true)),
        Outcome::Answer {
            drawn: Some(Drawing::Unread { error, .. }),
            ..
        } => bail!(
            "not sent: day {number} part {part}'s answer is a drawing that does not read as capital letters: {error}"
        ),
        Outcome::Answer { answer, .. } => Ok((answer, false)),
        Outcome::FailedGenerating(error) => bail!("not sent: {input} does not parse: {error}"),
        Outcome::FailedRunning(error) | Outcome::NotSolved(error) => {
            bail!("not sent: day {number} part {part} failed: {error}")
        }
    }
}

#[cfg(feature = "site")]
mod with_site {
    use anyhow::{anyhow, bail};
    use layout::Part;

    use crate::files::{Lock, read_if_there, write};
    use crate::page::logged_out;
    use crate::site::client::expired;
    use crate::site::files::DayFiles;
    use crate::site::history::{self, Submission};
    use crate::site::online::Online;
    use crate::site::verdict::{Hint, Verdict};
    use crate::years::answers;
    use crate::years::calendar::now;

    /// Reads the day's page again where the kept one is older than a star
    /// (a part was accepted since, and part two is on the next one): true
    /// when it was read. No page kept, nothing is asked: there is nothing to
    /// go by but the site's verdict.
    pub fn page_if_stale(files: &DayFiles) -> anyhow::Result<bool> {
        if files.kept_page()?.is_none() || files.fresh_page()?.is_some() {
            return Ok(false);
        }
        Online::new(*files).page(false)?;
        Ok(true)
    }

    /// Sends `answer` for `part` (under the day's lock, `lock`), keeps the
    /// verdict, and says it.
    pub fn send(files: &DayFiles, lock: &Lock, part: Part, answer: &str) -> anyhow::Result<()> {
        let day = files.day;
        let number = day.day;
        let mut online = Online::new(*files);
        let reply = online.site()?.answer(day, part, answer)?;
        let Some(verdict) = Verdict::parse(&reply.body) else {
            return Err(if logged_out(&reply.body) {
                expired()
            } else {
                anyhow!(
                    "the site answered with a page this tool does not know: nothing was recorded; \
                     check the day's page on the site before sending again"
                )
            });
        };
        // A wait is counted from when the site answered, rounded up to the
        // next second: the site's figure is in whole seconds, and a second's
        // doubt is spent waiting rather than sending an answer it would
        // refuse.
        let answered = now() + 1;
        let submission = Submission::new(answered, part, answer, &verdict);
        let history_path = files.path("submissions");
        let mut kept = read_if_there(&history_path)?.unwrap_or_default();
        kept.push_str(&submission.line());
        write(&history_path, &kept)?;

        let wait = |until: u64| {
            if until > answered {
                format!(
                    " Wait {} before the next answer.",
                    history::duration(until - answered)
                )
            } else {
                String::new()
            }
        };
        match verdict {
            Verdict::Right | Verdict::Finished => {
                println!("That's the right answer.");
                println!("{}", answers::record(lock, files.root, day, part, answer)?);
                if part == Part::One && day.is_last() {
                    println!(
                        "the last day has one puzzle: its second star is the year's last, which `just submit {number} 2` \
                         sends once every other star is in (or says which are missing)"
                    );
                } else if part == Part::One {
                    println!(
                        "`just read {number}` shows part two (and adds its example's answer to EXAMPLES)"
                    );
                }
                Ok(())
            }
            Verdict::Wrong { hint, .. } => {
                let side = match hint {
                    Some(Hint::TooHigh) => " (too high)",
                    Some(Hint::TooLow) => " (too low)",
                    None => "",
                };
                bail!(
                    "that's not the right answer{side}.{}",
                    wait(submission.wait_until)
                )
            }
            Verdict::TooRecent { .. } => bail!(
                "the site says an answer was sent too recently: nothing was judged.{}",
                wait(submission.wait_until)
            ),
            Verdict::WrongLevel => bail!(
                "the site says part {part} is not the one to solve: it is solved already, or part 1 is \
                 not yet; `just fetch {number}` records the answers the site accepted"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_part_the_page_has_a_form_for_is_sent() {
        let day = layout::Day::new(2026, 5).unwrap();
        let root = std::path::Path::new("/nowhere");
        let files = DayFiles::new(root, day);
        let form = |level: u8| {
            format!(
                "<form method=\"post\" action=\"5/answer\"><input type=\"hidden\" name=\"level\" value=\"{level}\"/>\
                 <p>Answer: <input type=\"text\" name=\"answer\"/></p></form>"
            )
        };
        let one = "<article class=\"day-desc\"><h2>--- Day 5 ---</h2></article>";
        let answered = format!("{one}<p>Your puzzle answer was <code>3</code>.</p>");
        let two =
            format!("{answered}<article class=\"day-desc\"><h2>--- Part Two ---</h2></article>");
        let said = |main: &str, part: Part, fetched: bool| {
            offered(&files, &Page::parse(main), part, fetched)
                .err()
                .map(|error| error.to_string())
        };
        assert_eq!(said(&format!("{one}{}", form(1)), Part::One, false), None);
        assert_eq!(said(&format!("{two}{}", form(2)), Part::Two, false), None);
        let refused = said(&format!("{one}{}", form(1)), Part::Two, true).unwrap();
        assert_eq!(
            refused,
            "not sent: the page, read just now, offers no answer for part 2 (it shows part 1 not answered yet): \
             the site would not take one (`just open 5` shows the page in the browser)"
        );
        let refused = said(&answered, Part::Two, false).unwrap();
        assert!(
            refused.starts_with(
                "not sent: the kept page (input/2026/day5.puzzle.html) offers no answer for part 2 \
                 (it shows part 1 answered, and no part 2)"
            ),
            "{refused}"
        );
        let refused = said(&two, Part::Two, true).unwrap();
        assert!(
            refused.contains("(it shows no form to answer it)"),
            "{refused}"
        );
    }
}
