//! `cargo xtask read DAY` (`just read DAY`): the puzzle as terminal text,
//! from the stored page (fetched once, and again after a part is solved, when
//! part two appears); and `cargo xtask example DAY K [FILE]`
//! (`just example DAY K`): the page's K-th code block saved as one of the
//! day's examples.

use std::fs;
use std::path::Path;

use anyhow::{anyhow, bail};

use super::day::Day;
use super::puzzle::{code_blocks, render};
use crate::ask::PuzzleDay;
use crate::files::write;

/// How wide the text is wrapped.
const WIDTH: usize = 80;

/// Runs `cargo xtask read` for `day`.
pub fn read(root: &Path, day: PuzzleDay) -> anyhow::Result<()> {
    show(&mut Day::new(root, day))
}

/// Shows `day`'s puzzle, fetched if it is not stored (or a part was solved
/// since), with its code blocks numbered.
pub fn show(day: &mut Day) -> anyhow::Result<()> {
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

/// Runs `cargo xtask example` for `day`: code block `block` saved as
/// `name` in the day's crate.
pub fn example(root: &Path, day: PuzzleDay, block: &str, name: &str) -> anyhow::Result<()> {
    let mut day = Day::new(root, day);
    let crate_dir = day.calendar.crate_dir(day.day);
    let blocks = code_blocks(&day.page()?);
    let text = block
        .parse::<usize>()
        .ok()
        .and_then(|k| k.checked_sub(1))
        .and_then(|index| blocks.get(index))
        .ok_or_else(|| {
            anyhow!(
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
            bail!(
                "{file} holds another example already: give another file name (`just example {} {block} example2.txt`) or empty it first",
                day.day
            );
        }
        _ => {}
    }
    write(&path, text)?;
    println!("saved code block {block} as {file}");
    if name != "example.txt" {
        println!(
            "add it to EXAMPLES at the end of {crate_dir}/src/lib.rs with its answers:\n    \
             Example {{ input: include_str!(\"../{name}\"), part1: None, part2: None }},"
        );
    }
    Ok(())
}
