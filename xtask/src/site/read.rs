//! `cargo xtask read DAY` (`just read DAY`): the puzzle as terminal text,
//! from the stored page (fetched once, and again after a part is solved, when
//! part two appears); and `cargo xtask example DAY K [FILE]`
//! (`just example DAY K`): the page's K-th code block saved as one of the
//! day's examples.

use std::fs;

use super::day::Day;
use super::puzzle::{code_blocks, render};
use crate::files::write;

/// How wide the text is wrapped.
const WIDTH: usize = 80;

/// Runs `cargo xtask read` with `args`.
pub fn read(root: &std::path::Path, mut args: impl Iterator<Item = String>) -> Result<(), String> {
    let (Some(day), None) = (args.next(), args.next()) else {
        return Err("usage: just read DAY".to_owned());
    };
    let mut day = Day::new(root, &day)?;
    let main = day.page()?;
    print!("{}", render(&main, WIDTH));
    let blocks = code_blocks(&main).len();
    let number = day.day;
    println!(
        "\n(kept in {}; {blocks} code block{}: `just example {number} K` saves block K as an example)",
        day.file("puzzle.html"),
        if blocks == 1 { "" } else { "s" }
    );
    Ok(())
}

/// Runs `cargo xtask example` with `args`.
pub fn example(
    root: &std::path::Path,
    mut args: impl Iterator<Item = String>,
) -> Result<(), String> {
    let usage = || {
        "usage: just example DAY K [FILE] (FILE in the day's crate, example.txt unless given)"
            .to_owned()
    };
    let (Some(day), Some(block)) = (args.next(), args.next()) else {
        return Err(usage());
    };
    let name = args.next().unwrap_or_else(|| "example.txt".to_owned());
    if args.next().is_some() {
        return Err(usage());
    }
    if name.is_empty() || name.contains(['/', '\\']) || name.starts_with('.') {
        return Err(format!(
            "{name:?} is not a file name: give a name such as example2.txt"
        ));
    }
    let mut day = Day::new(root, &day)?;
    let crate_dir = day.calendar.crate_dir(day.day);
    if !root.join(&crate_dir).is_dir() {
        return Err(format!(
            "{crate_dir} does not exist: run `just new {}` first",
            day.day
        ));
    }
    let blocks = code_blocks(&day.page()?);
    let text = block
        .parse::<usize>()
        .ok()
        .and_then(|k| k.checked_sub(1))
        .and_then(|index| blocks.get(index))
        .ok_or_else(|| {
            format!(
                "{block:?} is not a code block of day {}: give a number from 1 to {} (`just read {}` shows them)",
                day.day,
                blocks.len(),
                day.day
            )
        })?;
    let file = format!("{crate_dir}/{name}");
    let path = root.join(&file);
    match fs::read_to_string(&path) {
        Ok(existing) if existing == *text => {
            println!("{file} holds that block already");
            return Ok(());
        }
        Ok(existing) if !existing.trim().is_empty() => {
            return Err(format!(
                "{file} holds another example already: give another file name (`just example {} {block} example2.txt`) or empty it first",
                day.day
            ));
        }
        _ => {}
    }
    write(&path, text)?;
    println!("saved code block {block} as {file}");
    if name != "example.txt" {
        println!(
            "add it to EXAMPLES in {crate_dir}/tests/example.rs with its answers:\n    \
             Example {{ input: include_str!(\"../{name}\"), part1: None, part2: None }},"
        );
    }
    Ok(())
}
