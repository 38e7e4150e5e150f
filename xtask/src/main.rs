//! The workspace's own tools, run as `cargo xtask COMMAND` (an alias in
//! `.cargo/config.toml`) or through the `just` recipes that wrap them.
//!
//! ```text
//! cargo xtask new DAY            scaffold crates/dayNN and register it (just new)
//! cargo xtask verify [DAY…]      check every solution against recorded answers (just verify)
//! cargo xtask fetch DAY          download a day's input, record accepted answers (just fetch)
//! cargo xtask read DAY           the puzzle as text, kept under input/ (just read)
//! cargo xtask example DAY K [F]  save the puzzle's code block K as an example (just example)
//! cargo xtask submit DAY PART [A] send an answer, keep the verdict (just submit)
//! cargo xtask bench-report …     criterion's results as tables and a chart (just bench)
//! cargo xtask crate DAY          the day's crate name, e.g. day04 (for the justfile)
//! cargo xtask days               the registered days, one a line (for the justfile)
//! cargo xtask year               the workspace's year, from src/lib.rs (for the justfile)
//! ```
//!
//! Each command works from the workspace root, wherever it is started
//! (`XTASK_ROOT` names another root: the tests' throwaway workspaces).

mod bench;
mod calendar;
mod day;
mod days;
mod fetch;
mod history;
mod new_day;
mod puzzle;
mod read;
mod site;
mod submit;
mod verify;

use std::env;
use std::path::PathBuf;
use std::process::ExitCode;

use calendar::Calendar;

const USAGE: &str = "usage: cargo xtask new DAY | verify [DAY…] | fetch DAY | read DAY | example DAY K [FILE] | submit DAY PART [ANSWER] | bench-report [OPTIONS] | crate DAY | days | year";

/// The workspace root: `XTASK_ROOT` if set, else the folder above this crate.
fn root() -> PathBuf {
    if let Some(root) = env::var_os("XTASK_ROOT") {
        return PathBuf::from(root);
    }
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().map_or(manifest.clone(), PathBuf::from)
}

fn main() -> ExitCode {
    let mut args = env::args().skip(1);
    let command = args.next().unwrap_or_default();
    let result = match command.as_str() {
        "new" => new_day::main(&root(), args),
        "verify" => verify::main(&root(), args),
        "fetch" => fetch::main(&root(), args),
        "read" => read::read(&root(), args),
        "example" => read::example(&root(), args),
        "submit" => submit::main(&root(), args),
        "crate" => match (args.next(), args.next()) {
            (Some(day), None) => Calendar::read(&root())
                .and_then(|calendar| calendar.parse_day(&day))
                .map(|day| println!("day{day:02}")),
            _ => Err("usage: cargo xtask crate DAY".to_owned()),
        },
        "days" => Calendar::read(&root())
            .map(|calendar| calendar.days.iter().for_each(|day| println!("{day}"))),
        "year" => Calendar::read(&root()).map(|calendar| println!("{}", calendar.year)),
        "bench-report" => env::set_current_dir(root())
            .map_err(|error| error.to_string())
            .and_then(|()| bench::main(args)),
        _ => Err(USAGE.to_owned()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("cargo xtask {command}: {error}");
            ExitCode::FAILURE
        }
    }
}
