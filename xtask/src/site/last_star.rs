//! `just submit D 2` on the last day of a year (25, or 12 from 2025 on):
//! that day has one puzzle, and its second star is no answer but the
//! year's last, which the site gives through a form it shows once every
//! other star of the year is in (`<form method="post" action="25/answer">`,
//! hidden `level` 2 and `answer` 0, and a button).
//!
//! The stored page decides, fetched again once if part 1 was accepted
//! since it was stored (part two appears only then), or if it shows no
//! button: the stars it said were missing may have been earned since (on
//! other days, or in the browser), and the site shows no button on a page
//! it served before. The form the page shows is sent exactly as it is (its
//! action, its hidden fields), one request; where even the page read again
//! shows none, what it says of the stars still missing is quoted, and
//! nothing is sent. Both stars shown as complete are recorded, never sent
//! again.

use anyhow::bail;

use super::files::DayFiles;
use super::{in_site_build, session};
use crate::page::{LastStar, Page};
use crate::years::answers;

/// Sends the last star of `files`' day (the last of its year), if its page
/// shows the form; `answer` is refused: there is none to give.
pub fn submit(files: &DayFiles, answer: Option<&str>) -> anyhow::Result<()> {
    let day = files.day;
    let number = day.day;
    if let Some(answer) = answer {
        bail!(
            "not sent: day {number} is the last of {}: it has one puzzle, and its second star takes no \
             answer ({answer:?}); `just submit {number} 2` alone sends the last star's form, once the page shows it",
            day.year
        );
    }
    let recorded = answers::read(files.root, day)?.unwrap_or_default();
    if recorded[1].is_some() {
        bail!(
            "not sent: the last star of {} is yours already (recorded in {})",
            day.year,
            files.file("answers")
        );
    }
    // The stored page answers, unless part 1 was accepted after it was
    // stored (part two, and the form, are on the next one), or it shows no
    // button (the stars it missed may be in now): then it is read again,
    // once.
    if let Some(page) = files.stored_page()? {
        let stale = match page.last_star() {
            LastStar::PartOneFirst => recorded[0].is_some(),
            LastStar::Missing(_) => true,
            LastStar::Earned | LastStar::Form(_) => false,
        };
        if !stale {
            return decide(files, &page);
        }
    }
    session::ready()?;
    in_site_build!(with_site::refresh_then_decide(files))
}

/// What `page` (the day's page, as stored) allows: record both stars shown
/// complete, send the form shown, or say why not and send nothing.
#[cfg_attr(not(feature = "site"), allow(unused_variables))]
fn decide(files: &DayFiles, page: &Page) -> anyhow::Result<()> {
    let day = files.day;
    let number = day.day;
    match page.last_star() {
        LastStar::Earned => {
            for line in files.record_accepted(page)? {
                println!("{line}");
            }
            println!("the page shows both stars of day {number}: nothing to send");
            Ok(())
        }
        LastStar::PartOneFirst => bail!(
            "not sent: part 1 of day {number} is not answered yet (`just submit {number} 1`); the last star comes after it"
        ),
        LastStar::Missing(said) => {
            let said = if said.is_empty() {
                String::from("it says nothing of them")
            } else {
                format!("it says: \"{said}\"")
            };
            bail!(
                "not sent: the page, read just now, shows no button for the last star of {}, which \
                 comes once every other star of the year is in; {said}",
                day.year
            )
        }
        LastStar::Form(form) => {
            session::ready()?;
            in_site_build!(with_site::send(files, &form))
        }
    }
}

#[cfg(feature = "site")]
mod with_site {
    use anyhow::anyhow;

    use crate::files::{Lock, read_if_there, write};
    use crate::page::{Form, Page, logged_out};
    use crate::site::client::expired;
    use crate::site::files::DayFiles;
    use crate::site::history::Submission;
    use crate::site::online::Online;
    use crate::site::verdict::Verdict;
    use crate::years::answers;
    use crate::years::calendar::now;

    /// Fetches the day's page again (part 1 was accepted since it was
    /// stored, or none is), then decides on it.
    pub fn refresh_then_decide(files: &DayFiles) -> anyhow::Result<()> {
        let mut online = Online::new(*files);
        let main = online.page(true)?;
        super::decide(files, &Page::parse(&main))
    }

    /// Sends `form`, as the page gives it, under the day's lock, and says
    /// what the site answered.
    pub fn send(files: &DayFiles, form: &Form) -> anyhow::Result<()> {
        let day = files.day;
        let lock = Lock::day(files.root, day)?;
        if answers::read(files.root, day)?.unwrap_or_default()[1].is_some() {
            println!(
                "the last star of {} is recorded already: nothing sent",
                day.year
            );
            return Ok(());
        }
        let mut online = Online::new(*files);
        let reply = online
            .site()?
            .form(&form.path(day.year, day.day), &form.fields)?;
        let verdict = Verdict::parse(&reply.body).ok_or_else(|| {
            if logged_out(&reply.body) {
                expired()
            } else {
                anyhow!(
                    "the site answered with a page this tool does not know: nothing was recorded; \
                     look at the calendar on the site (`just open {}`)",
                    day.day
                )
            }
        })?;
        let path = files.path("submissions");
        let mut kept = read_if_there(&path)?.unwrap_or_default();
        let part = layout::Part::Two;
        kept.push_str(&Submission::new(now() + 1, part, answers::LAST_STAR, &verdict).line());
        write(&path, &kept)?;
        match verdict {
            Verdict::Right | Verdict::Finished => {
                println!(
                    "{}",
                    answers::record(&lock, files.root, day, part, answers::LAST_STAR)?
                );
                println!(
                    "Every star of {} is yours: the site says you have finished every puzzle.",
                    day.year
                );
                Ok(())
            }
            Verdict::WrongLevel => Err(anyhow!(
                "the site says this is not the level to send: the last star is yours already, or a \
                 star is still missing; `just fetch {}` records what the page shows",
                day.day
            )),
            other => Err(anyhow!(
                "the site did not give the last star ({other:?}): nothing was recorded"
            )),
        }
    }
}
