//! The input a day's benchmarks run on, for both of them (`days.rs` and
//! `memory.rs`): your input, `input/YEAR/dayN.txt`, or, until you save it,
//! the day's example, as `just run` runs it; and what the day's generator
//! makes of it.

use std::path::Path;

use layout::Day;

/// Day `day` of the year this build registers: the input it runs on, as
/// aoc-runner hands it over (final newlines dropped), and what it is; none
/// where there is neither an input nor an example, said. It is read once
/// and kept for the whole run, as the runner keeps it, so that a day's
/// `Input` may borrow it.
pub fn of(year: u16, day: u8) -> Option<(Day, &'static str)> {
    let day = Day::new(year, day).ok()?;
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |file: &str| {
        std::fs::read_to_string(root.join(file))
            .ok()
            .filter(|text| !text.trim().is_empty())
    };
    let mut text = match (read(&day.input()), read(&day.example())) {
        (Some(text), _) => text,
        (None, Some(text)) => {
            eprintln!(
                "{}: on the example, {}, until you save your input",
                day.package(),
                day.example()
            );
            text
        }
        (None, None) => {
            eprintln!(
                "{}: neither {} nor {}: nothing to measure",
                day.package(),
                day.input(),
                day.example()
            );
            return None;
        }
    };
    // Kept as read, its final newlines dropped: no second copy.
    text.truncate(text.trim_end_matches('\n').len());
    Some((day, String::leak(text)))
}

/// Day `day` of the year this build registers, its input ([`of`]) and what
/// `parse` makes of it; none where there is no input, or it does not
/// parse, said.
pub fn parsed<I>(
    year: u16,
    day: u8,
    parse: fn(&'static str) -> Result<I, aoc_common::Failed>,
) -> Option<(Day, &'static str, I)> {
    let (day, text) = of(year, day)?;
    match parse(text) {
        Ok(parsed) => Some((day, text, parsed)),
        Err(error) => {
            eprintln!(
                "{}: the input does not parse, nothing to measure: {error}",
                day.package()
            );
            None
        }
    }
}
