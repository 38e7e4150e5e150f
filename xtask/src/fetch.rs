//! `cargo xtask fetch DAY` (`just fetch DAY`): downloads the day's input with
//! `cargo aoc input`. cargo-aoc skips a day whose input file exists, and the
//! build gives every day a copy of its example there, so the copy is removed
//! first; an input of the user's own is never touched.

use std::fs;
use std::path::Path;
use std::process::Command;

use crate::calendar::Calendar;
use crate::verify::is_example_copy;

/// Runs `cargo xtask fetch` with `args`.
pub fn main(root: &Path, mut args: impl Iterator<Item = String>) -> Result<(), String> {
    let (Some(day), None) = (args.next(), args.next()) else {
        return Err("usage: just fetch DAY".to_owned());
    };
    let calendar = Calendar::read(root)?;
    let day = calendar.parse_day(&day)?;
    let shown = calendar.input(day);
    let input = root.join(&shown);
    if input.exists() {
        if !is_example_copy(root, day, &input) {
            return Err(format!(
                "{shown} is your own input already (it differs from the example); \
                 remove it first to download it again"
            ));
        }
        fs::remove_file(&input).map_err(|error| format!("{}: {error}", input.display()))?;
    }
    let status = Command::new("cargo")
        .args(["aoc", "input", "-d", &day.to_string(), "-y"])
        .arg(calendar.year.to_string())
        .current_dir(root)
        .status()
        .map_err(|error| format!("cannot run cargo aoc: {error}"))?;
    if status.success() && input.exists() {
        println!("saved {shown}");
        Ok(())
    } else {
        Err(format!(
            "cargo aoc input did not save {shown}: set your session cookie with \
             `cargo aoc credentials TOKEN`, or save the file by hand; the example comes back at the next build"
        ))
    }
}
