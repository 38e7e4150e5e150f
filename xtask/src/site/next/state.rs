//! What a part of a day comes to when it is run, as `just submit` runs it:
//! on your input through the runner, then on the example where the page
//! gives an answer for it. "Next:" offers a part to submit from this, never
//! from how its code reads.

use layout::Part;

use crate::runner::{DayRun, Outcome, run_day};
use crate::site::files::DayFiles;
use crate::years::calendar::Calendar;

/// What a part comes to, as the runner finds it on the day's input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PartState {
    /// The day has no crate.
    NoCrate,
    /// The day does not build: the sentence that says where.
    DoesNotCompile(String),
    /// The part is not written yet (it returns `NotSolved`).
    NotWritten,
    /// The part fails: the sentence that says how.
    Fails(String),
    /// The part's answer.
    Answer(String),
}

/// `part` of `files`' day run on its input, as `just submit` runs it.
pub fn part_state(files: &DayFiles, part: Part) -> anyhow::Result<PartState> {
    let day = files.day;
    if !Calendar::of(files.root, day.year)?.has_crate(files.root, day) {
        return Ok(PartState::NoCrate);
    }
    // What could not be run at all is said as the part's failure: "Next:"
    // is advice, and the command it closes has done its work.
    let report = match run_day(files.root, day, Some(part), true) {
        Ok(DayRun::Ran(report)) => report,
        Ok(DayRun::DoesNotCompile(sentence)) => return Ok(PartState::DoesNotCompile(sentence)),
        Err(error) => {
            let said = format!("{error:#}");
            let first = said.lines().next().unwrap_or_default().to_owned();
            return Ok(PartState::Fails(first));
        }
    };
    let run = report
        .runs
        .into_iter()
        .find(|run| run.part == part && run.name.is_none());
    Ok(match run.map(|run| run.outcome) {
        None => PartState::Fails(format!("day {} registers no part {part}", day.day)),
        Some(Outcome::NotSolved(_)) => PartState::NotWritten,
        Some(Outcome::Answer { answer, .. }) => PartState::Answer(answer),
        Some(Outcome::FailedGenerating(error)) => {
            PartState::Fails(format!("{} does not parse: {error}", report.file))
        }
        Some(Outcome::FailedRunning(error)) => PartState::Fails(error),
    })
}

/// Why `just submit` would not send `part` for what it gives on the
/// example, where the page gives another answer for it.
pub fn on_the_example(files: &DayFiles, part: Part) -> anyhow::Result<Option<String>> {
    match crate::site::submit::example_first(files, part, false) {
        Ok(_) => Ok(None),
        Err(error) => match error.downcast::<crate::site::submit::WrongOnExample>() {
            Ok(wrong) => Ok(Some(wrong.0)),
            Err(error) => Err(error),
        },
    }
}
