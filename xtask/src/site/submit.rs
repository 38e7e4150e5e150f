//! `cargo xtask submit DAY PART [ANSWER]` (`just submit DAY PART [ANSWER]`):
//! sends an answer and prints the site's verdict. Without ANSWER, the day's
//! canonical solution runs on your own input (never the example's copy)
//! through the runner (what `just run` runs), and its answer is sent.
//!
//! Nothing is sent that the site would only refuse again (see
//! [`super::history::refusal`]): an empty answer, a failed part, a part
//! answered right already, an answer rejected before or outside the bounds
//! earlier "too high"/"too low" verdicts set, or any answer while the site's
//! last wait is not over. Every verdict is kept in `dayN.submissions`; a
//! right answer is recorded in `dayN.answers`, so `just verify` checks it
//! from then on.

use std::fs;
use std::path::Path;

use anyhow::{anyhow, bail};

use super::client::expired;
use super::day::Day;
use super::history::{self, Submission};
use super::puzzle::{Hint, Verdict, logged_out};
use crate::ask::PuzzleDay;
use crate::files::write;
use crate::runner::{DayRun, run_day};
use crate::years::calendar::now;

/// Runs `cargo xtask submit`: `given` (or the canonical solution's answer)
/// for part `part` of `day`.
pub fn submit(root: &Path, day: PuzzleDay, part: u8, given: Option<String>) -> anyhow::Result<()> {
    let mut day = Day::new(root, day);
    let answer = match given {
        Some(answer) => answer,
        None => solve(&day, part)?,
    };
    let number = day.day;
    println!("day {number} part {part}: {answer}");

    let history_path = day.path("submissions");
    let history = history::read(&fs::read_to_string(&history_path).unwrap_or_default());
    let accepted = day.answers()?[usize::from(part - 1)].clone();
    if let Some(reason) = history::refusal(&history, accepted.as_deref(), part, &answer, now()) {
        bail!("not sent: {reason}");
    }

    let year = day.calendar.year;
    let reply = day.site()?.answer(year, number, part, &answer)?;
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
    // A wait is counted from when the site answered, rounded up to the next
    // second: the site's figure is in whole seconds, and a second's doubt is
    // spent waiting rather than sending an answer it would refuse.
    let answered = now() + 1;
    let submission = Submission::new(answered, part, &answer, &verdict);
    let mut kept = fs::read_to_string(&history_path).unwrap_or_default();
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
        Verdict::Right => {
            println!("That's the right answer.");
            println!("{}", day.record_answer(part, &answer)?);
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

/// The canonical solution's answer to `part`, on the user's own input.
fn solve(day: &Day, part: u8) -> anyhow::Result<String> {
    let number = day.day;
    let input = day.file("txt");
    if !day.has_own_input() {
        bail!(
            "not sent: {input} is not your own input (missing, empty, or the example's copy): \
             save yours (`just fetch {number}`) or give the answer (`just submit {number} {part} ANSWER`)"
        );
    }
    let runs = match run_day(day.root, &day.calendar, number, Some(part), true)? {
        DayRun::Ran { runs } => runs,
        DayRun::DoesNotCompile(sentence) => bail!("not sent: {sentence}"),
    };
    let run = runs
        .into_iter()
        .find(|run| run.part == part && run.name.is_none())
        .ok_or_else(|| anyhow!("day {number} part {part} printed no canonical answer"))?;
    run.outcome
        .map_err(|error| anyhow!("not sent: day {number} part {part} failed: {error}"))
}
