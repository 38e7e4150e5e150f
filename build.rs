//! Gives every day of the current year an input to run on: where
//! `input/YEAR/dayN.txt` (the year of `aoc_lib!` in `src/lib.rs`) is missing,
//! it becomes a copy of the day's puzzle example (`crates/dayNN/example.txt`,
//! or `crates/YEAR/dayNN/example.txt` outside 2021).
//!
//! `cargo aoc` checks the workspace (running this script) before it looks for
//! the input, so a day with no input of its own runs on its example instead
//! of trying to download one. A copy follows its example as that changes,
//! and a file the user saved is never replaced: a copy is recognised by being
//! empty or the same as the last copy this script made.

use std::path::{Path, PathBuf};
use std::{env, fs};

// The xtask uses the rest of this file.
#[allow(dead_code)]
#[path = "xtask/src/years/layout.rs"]
mod layout;

fn main() {
    println!("cargo::rerun-if-changed=src/lib.rs");
    let Ok(runner) = fs::read_to_string("src/lib.rs") else {
        return;
    };
    let Some(year) = layout::year(&runner) else {
        println!("cargo::warning=src/lib.rs names no year in aoc_lib!: no example copied");
        return;
    };
    let year_module = layout::year_module(year);
    println!("cargo::rerun-if-changed={year_module}");
    let Ok(days) = fs::read_to_string(&year_module) else {
        return;
    };
    let copies = PathBuf::from(env::var_os("OUT_DIR").unwrap_or_default())
        .join("examples")
        .join(year.to_string());
    for day in layout::registered_days(&days) {
        let example = layout::example(year, day);
        let input = layout::input_file(year, day, "txt");
        println!("cargo::rerun-if-changed={example}");
        println!("cargo::rerun-if-changed={input}");
        let last_copy = copies.join(format!("day{day}.txt"));
        if let Err(error) = refresh(Path::new(&example), Path::new(&input), &last_copy) {
            println!("cargo::warning=could not copy {example} to {input}: {error}");
        }
    }
}

/// Copies `example` to `input` if `input` is missing, empty, or the copy made
/// last time (kept at `last_copy`).
fn refresh(example: &Path, input: &Path, last_copy: &Path) -> std::io::Result<()> {
    let Ok(example_text) = fs::read(example) else {
        return Ok(());
    };
    let current = fs::read(input).ok();
    let ours = match &current {
        None => true,
        Some(text) => text.is_empty() || fs::read(last_copy).is_ok_and(|copy| &copy == text),
    };
    if ours && current.as_ref() != Some(&example_text) {
        if let Some(folder) = input.parent() {
            fs::create_dir_all(folder)?;
        }
        fs::write(input, &example_text)?;
    }
    if ours {
        if let Some(folder) = last_copy.parent() {
            fs::create_dir_all(folder)?;
        }
        fs::write(last_copy, &example_text)?;
    }
    Ok(())
}
