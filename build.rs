//! Registers the days this build compiles with cargo-aoc's runner, and gives
//! each of them an input to run on.
//!
//! A build compiles one year: the year its features name (`year2026`, or a
//! day's feature such as `day04-2026`), or the current year (the default
//! feature) when they name several, as `--all-features` does. Of that year it
//! compiles the days whose features are on, each registered by its module
//! `src/yearYYYY/dayNN.rs`.
//!
//! - The cfg `registered = "PACKAGE"` for each of those days, under which
//!   `src/lib.rs` compiles the day's module.
//! - `$OUT_DIR/registry.rs`, which `src/lib.rs` includes: the `Factory` and
//!   one trait per solution that cargo-aoc's `#[aoc]` attributes implement
//!   (what `aoc_lib!` would declare), and the table of solutions that
//!   `just run` runs.
//! - `target/aoc/completed.json`, the list of days `cargo aoc` reads, but
//!   only for the default build, the one `cargo aoc` makes: a build of one
//!   day, or of another year, never changes what `cargo aoc` runs. (This is
//!   why the registry is declared here and not by `aoc_lib!`, which writes
//!   that file from every build.)
//! - `target/aoc/aoc-autobuild/Cargo.lock`, a copy of the workspace's, where
//!   cargo-aoc builds its runner: that runner then builds the versions this
//!   workspace locks, with no network.
//! - A copy of a day's example (`crates/…/example.txt`) at
//!   `input/YEAR/dayN.txt` where that is missing or empty, so `cargo aoc`
//!   runs the example instead of downloading an input. A copy follows its
//!   example as that changes, and a file the user saved is never replaced: a
//!   copy is recognised by being empty or the same as the last copy made.

use std::collections::BTreeSet;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::{env, fs};

// The xtask uses the rest of this file.
#[allow(dead_code)]
#[path = "xtask/src/years/layout.rs"]
mod layout;

use layout::Registration;

fn main() {
    if let Err(error) = build() {
        println!("cargo::error={error}");
    }
}

fn build() -> Result<(), String> {
    let root = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let out = PathBuf::from(env::var_os("OUT_DIR").unwrap_or_default());
    println!("cargo::rerun-if-changed=Cargo.toml");
    let manifest = fs::read_to_string(root.join("Cargo.toml"))
        .map_err(|error| format!("Cargo.toml: {error}"))?;
    let current = layout::current_year(&manifest);

    // The features on: years, and days with their years.
    let mut years = BTreeSet::new();
    let mut days = BTreeSet::new();
    for (key, _) in env::vars() {
        let Some(feature) = key.strip_prefix("CARGO_FEATURE_") else {
            continue;
        };
        let feature = feature.to_lowercase().replace('_', "-");
        if let Some(year) = layout::year_of_feature(&feature) {
            years.insert(year);
        } else if let Some((year, day)) = layout::day_of_package(&feature) {
            years.insert(year);
            days.insert((year, day));
        }
    }
    let year = match (years.len(), current) {
        (0, _) => None,
        (1, _) => years.first().copied(),
        (_, Some(current)) if years.contains(&current) => Some(current),
        _ => {
            return Err(format!(
                "the features on name days of several years ({years:?}): a build registers one year"
            ));
        }
    };
    let days: Vec<u8> = days
        .into_iter()
        .filter(|&(of, _)| Some(of) == year)
        .map(|(_, day)| day)
        .collect();

    let mut solutions = Vec::new();
    for &day in &days {
        let year = year.unwrap_or_default();
        let module = layout::registration(year, day);
        println!("cargo::rerun-if-changed={module}");
        let source = fs::read_to_string(root.join(&module)).map_err(|error| {
            format!("{module}: {error} (day {day} of {year} is a feature in Cargo.toml, so its module registers it)")
        })?;
        let registered = layout::registrations(&source)
            .map_err(|(line, error)| format!("{module}:{line}: {error}"))?;
        if let Some(other) = registered.iter().find(|solution| solution.day != day) {
            return Err(format!(
                "{module} registers day {} (#[aoc(day{}, …)]): each day's module registers its own day, {day}",
                other.day, other.day
            ));
        }
        solutions.extend(registered);
    }
    println!("cargo::rustc-check-cfg=cfg(registered, values(any()))");
    for &day in &days {
        println!(
            "cargo::rustc-cfg=registered=\"{}\"",
            layout::package(year.unwrap_or_default(), day)
        );
    }
    let registry = registry(year, &days, &solutions);
    write_if_changed(&out.join("registry.rs"), &registry)?;

    let default_build = env::var_os("CARGO_FEATURE_DEFAULT").is_some();
    if let (Some(year), true) = (year, default_build) {
        let completed = root.join("target/aoc/completed.json");
        println!("cargo::rerun-if-changed={}", completed.display());
        write_if_changed(&completed, &completed_json(year, &solutions))?;
        println!("cargo::rerun-if-changed=Cargo.lock");
        let lock = root.join("target/aoc/aoc-autobuild/Cargo.lock");
        if !lock.exists()
            && let Ok(text) = fs::read_to_string(root.join("Cargo.lock"))
        {
            write_if_changed(&lock, &text)?;
        }
    }

    if let Some(year) = year {
        let copies = out.join("examples");
        for &day in &days {
            let example = layout::example(year, day);
            let input = layout::input_file(year, day, "txt");
            println!("cargo::rerun-if-changed={example}");
            println!("cargo::rerun-if-changed={input}");
            let last_copy = copies.join(format!("day{day}.txt"));
            match refresh(&root.join(&example), &root.join(&input), &last_copy) {
                Ok(true) => println!(
                    "cargo::warning={input} is a copy of {example} until you save your input there (`just fetch {day}`)"
                ),
                Ok(false) => {}
                Err(error) => {
                    println!("cargo::warning=could not copy {example} to {input}: {error}")
                }
            }
        }
    }
    Ok(())
}

/// The Rust source `src/lib.rs` includes: see the file's docs.
fn registry(year: Option<u16>, days: &[u8], solutions: &[Registration]) -> String {
    let mut text = String::from("// Written by build.rs: the days this build registers.\n\n");
    let _ = writeln!(
        text,
        "/// The year this build registers (0 when its features name no year).\npub const YEAR: u16 = {};\n",
        year.unwrap_or(0)
    );
    let _ = writeln!(
        text,
        "/// The days this build registers.\npub const DAYS: &[u8] = &{days:?};\n"
    );
    text.push_str(
        "#[doc(hidden)]\npub use self::aoc_factory::*;\n\n\
         /// What `aoc_lib!` declares: the `Factory` and a trait per solution,\n\
         /// which each `#[aoc]` attribute implements.\n\
         #[doc(hidden)]\n#[allow(missing_docs, non_camel_case_types)]\nmod aoc_factory {\n    \
         use aoc_runner::{ArcStr, Runner};\n    use std::error::Error;\n\n    pub struct Factory();\n",
    );
    for solution in solutions {
        let _ = writeln!(
            text,
            "    pub trait {} {{\n        fn {}(input: ArcStr) -> Result<Box<dyn Runner>, Box<dyn Error>>;\n    }}",
            solution.trait_name(),
            solution.method_name()
        );
    }
    text.push_str("}\n\n/// Every solution this build registers, in the order cargo-aoc runs them.\npub const SOLUTIONS: &[crate::Solution] = &[\n");
    for solution in solutions {
        let name = match &solution.name {
            Some(name) => format!("Some({name:?})"),
            None => "None".to_owned(),
        };
        let _ = writeln!(
            text,
            "    crate::Solution {{ day: {}, part: {}, name: {name}, build: <Factory as {}>::{} }},",
            solution.day,
            solution.part,
            solution.trait_name(),
            solution.method_name()
        );
    }
    text.push_str("];\n");
    text
}

/// `target/aoc/completed.json` as aoc-runner writes it: the year and every
/// solution, which `cargo aoc` reads to know what it can run.
fn completed_json(year: u16, solutions: &[Registration]) -> String {
    let parts: Vec<String> = solutions
        .iter()
        .map(|solution| {
            let name = match &solution.name {
                Some(name) => format!("{name:?}"),
                None => "null".to_owned(),
            };
            format!(
                "    {{\n      \"day\": {},\n      \"part\": {},\n      \"name\": {name}\n    }}",
                solution.day, solution.part
            )
        })
        .collect();
    format!(
        "{{\n  \"year\": {year},\n  \"parts\": [\n{}\n  ]\n}}",
        parts.join(",\n")
    )
}

/// Writes `text` to `path` (creating its folder) unless it holds it already,
/// so that nothing that watches the file sees it change for nothing.
fn write_if_changed(path: &Path, text: &str) -> Result<(), String> {
    if fs::read_to_string(path).is_ok_and(|old| old == text) {
        return Ok(());
    }
    if let Some(folder) = path.parent() {
        fs::create_dir_all(folder).map_err(|error| format!("{}: {error}", folder.display()))?;
    }
    fs::write(path, text).map_err(|error| format!("{}: {error}", path.display()))
}

/// Copies `example` to `input` if `input` is missing, empty, or the copy made
/// last time (kept at `last_copy`); true when `input` was written.
fn refresh(example: &Path, input: &Path, last_copy: &Path) -> std::io::Result<bool> {
    let Ok(example_text) = fs::read(example) else {
        return Ok(false);
    };
    let current = fs::read(input).ok();
    let ours = match &current {
        None => true,
        Some(text) => text.is_empty() || fs::read(last_copy).is_ok_and(|copy| &copy == text),
    };
    if !ours {
        return Ok(false);
    }
    let written = current.as_ref() != Some(&example_text);
    if written {
        if let Some(folder) = input.parent() {
            fs::create_dir_all(folder)?;
        }
        fs::write(input, &example_text)?;
    }
    if let Some(folder) = last_copy.parent() {
        fs::create_dir_all(folder)?;
    }
    fs::write(last_copy, &example_text)?;
    Ok(written && !example_text.is_empty())
}
