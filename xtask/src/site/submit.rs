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
//! from then on. The decision and the request are made under the day's lock:
//! a second `just submit` of the day (in another terminal) waits, says so,
//! and then decides on what the first one recorded, so one answer is never
//! sent twice.

use std::path::Path;

use super::{in_site_build, open_day_with_crate, session};
use crate::flags;

#[cfg_attr(not(feature = "site"), allow(unused_variables))]
impl flags::Submit {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let day = open_day_with_crate(root, self.day)?;
        session::ready()?;
        in_site_build!(submit(root, day, self.part, self.answer))
    }
}

#[cfg(feature = "site")]
pub use with_site::*;

#[cfg(feature = "site")]
mod with_site {
    use std::fs;
    use std::path::Path;

    use anyhow::{anyhow, bail};
    use layout::{Day, Part};

    use crate::files::{Lock, write};
    use crate::runner::{DayRun, Outcome, run_day};
    use crate::site::client::expired;
    use crate::site::files::DayFiles;
    use crate::site::history::{self, Submission};
    use crate::site::page::{Hint, Verdict, logged_out};
    use crate::years::calendar::now;

    /// Runs `cargo xtask submit`: `given` (or the canonical solution's
    /// answer) for `part` of `day`.
    pub fn submit(root: &Path, day: Day, part: Part, given: Option<String>) -> anyhow::Result<()> {
        let mut files = DayFiles::new(root, day);
        let answer = match given {
            Some(answer) => answer,
            None => solve(&files, part)?,
        };
        let number = day.day;
        println!("day {number} part {part}: {answer}");

        let lock = Lock::day(root, day)?;
        let history_path = files.path("submissions");
        let history = history::read(&fs::read_to_string(&history_path).unwrap_or_default());
        let accepted = files.answers()?[part.index()].clone();
        if let Some(reason) = history::refusal(&history, accepted.as_deref(), part, &answer, now())
        {
            bail!("not sent: {reason}");
        }

        let reply = files.site()?.answer(day, part, &answer)?;
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
                println!("{}", files.record_answer(&lock, part, &answer)?);
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
    fn solve(files: &DayFiles, part: Part) -> anyhow::Result<String> {
        let day = files.day;
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
            Outcome::Answer { answer, .. } => Ok(answer),
            Outcome::FailedGenerating(error) => bail!("not sent: {input} does not parse: {error}"),
            Outcome::FailedRunning(error) => {
                bail!("not sent: day {number} part {part} failed: {error}")
            }
        }
    }
}
