//! `cargo xtask fetch DAY` (`just fetch DAY`): downloads the day's input
//! (replacing the build's copy of the example, never an input of the user's
//! own), and records in `dayN.answers` the answers the puzzle page shows as
//! accepted, so a day solved before, here or elsewhere, is verified too.
//! Nothing stored is fetched again.

use std::path::Path;

use anyhow::bail;

use super::day::Day;
use super::puzzle::accepted_answers;
use crate::ask::PuzzleDay;
use crate::files::write;

/// Runs `cargo xtask fetch` for `day`.
pub fn fetch(root: &Path, day: PuzzleDay) -> anyhow::Result<()> {
    let mut day = Day::new(root, day);
    fetch_input(&mut day)?;
    let accepted = accepted_answers(&day.page()?);
    if accepted.is_empty() {
        println!("no part of day {} is solved on the site yet", day.day);
    }
    for (part, answer) in (1..=2).zip(&accepted) {
        println!("{}", day.record_answer(part, answer)?);
    }
    Ok(())
}

/// Downloads `day`'s input unless it is the user's own already.
pub fn fetch_input(day: &mut Day) -> anyhow::Result<()> {
    let input = day.file("txt");
    if day.has_own_input() {
        println!("{input} is your own input already: kept, not downloaded");
        return Ok(());
    }
    let (year, number) = (day.calendar.year, day.day);
    let reply = day.site()?.input(year, number)?;
    if reply.body.trim().is_empty() {
        bail!("the site sent an empty input for day {number}: nothing saved");
    }
    write(&day.path("txt"), &reply.body)?;
    println!("saved {input}");
    Ok(())
}
