//! Registers the days this build compiles, and gives each of them an input
//! to run on.
//!
//! A build compiles one year: the year its features name (`year2026`, or a
//! day's feature such as `day04-2026`), or the current year (the default
//! feature) when they name several, as `--all-features` does. Of that year it
//! compiles the days whose features are on, each registered by its module
//! `src/yearYYYY/dayNN.rs`.
//!
//! - For the runner, always: `$OUT_DIR/registry.rs`, which the runner
//!   binary (`src/main.rs`) includes, with a copy of each day's registration module made plain (see
//!   `without_cargo_aoc` in `xtask/src/years/layout.rs`: cargo-aoc's
//!   attributes blanked, every line in its place) and a table that calls its
//!   functions as aoc-runner would: `SOLUTIONS`, what `just run` runs. So
//!   the runner's builds need no procedural macro.
//! - For cargo-aoc, when the `cargo-aoc` feature is on (the year features
//!   turn it on, so the default build that `cargo aoc` makes has it): the
//!   cfg `aoc_year = "YYYY"`, under which `src/lib.rs` compiles that year's
//!   registration modules and its `aoc_lib!` (which writes what `cargo aoc`
//!   reads, `target/aoc/completed.json`), and `registered = "PACKAGE"` for
//!   each day on. A build of one day never turns that feature on, so it
//!   never changes what `cargo aoc` runs. The default build also puts a copy
//!   of the workspace's `Cargo.lock` at `target/aoc/aoc-autobuild/`, where
//!   cargo-aoc builds its runner, which then builds the versions this
//!   workspace locks, with no network.
//! - A copy of a day's example (`crates/…/example.txt`) at
//!   `input/YEAR/dayN.txt` where that is missing or empty, so `cargo aoc`
//!   runs the example instead of downloading an input. A copy follows its
//!   example as that changes, and a file the user saved is never replaced: a
//!   copy is recognised by being empty or the same as the last copy made.
//!
use std::collections::BTreeSet;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::{env, fs};

// The xtask uses the rest of this file.
#[allow(dead_code)]
#[path = "xtask/src/years/layout.rs"]
mod layout;

use layout::{Registration, Returns};

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

    let cargo_aoc = env::var_os("CARGO_FEATURE_CARGO_AOC").is_some();
    let default_build = env::var_os("CARGO_FEATURE_DEFAULT").is_some();
    println!("cargo::rustc-check-cfg=cfg(aoc_year, values(any()))");
    println!("cargo::rustc-check-cfg=cfg(registered, values(any()))");
    let mut registry = String::from("// Written by build.rs: the days this build registers.\n\n");
    let _ = writeln!(
        registry,
        "/// The year this build registers (0 when its features name no year).\npub const YEAR: u16 = {};\n\n\
         /// The days this build registers.\npub const DAYS: &[u8] = &{days:?};\n\n\
         /// The registration modules, as the runner compiles them: copies with\n\
         /// cargo-aoc's attributes blanked.\nmod solutions {{",
        year.unwrap_or(0)
    );
    let mut tables = Vec::new();
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
        let copy = format!("day{day:02}.rs");
        let mut text = layout::without_cargo_aoc(&source);
        text.push_str(&table(&registered));
        write_if_changed(&out.join(&copy), &text)?;
        let _ = writeln!(
            registry,
            "    pub(crate) mod day{day:02} {{\n        include!(concat!(env!(\"OUT_DIR\"), \"/{copy}\"));\n    }}"
        );
        tables.push(format!("solutions::day{day:02}::SOLUTIONS"));
        if cargo_aoc {
            println!(
                "cargo::rustc-cfg=registered=\"{}\"",
                layout::package(year, day)
            );
        }
    }
    let _ = writeln!(
        registry,
        "}}\n\n/// Every solution this build registers, a slice a day, each in the order\n\
         /// cargo-aoc runs them.\npub const SOLUTIONS: &[&[crate::solution::Solution]] = &[{}];",
        tables.join(", ")
    );
    write_if_changed(&out.join("registry.rs"), &registry)?;

    if let (Some(year), true) = (year, cargo_aoc) {
        println!("cargo::rustc-cfg=aoc_year=\"{year}\"");
        if default_build {
            let completed = root.join("target/aoc/completed.json");
            if days.is_empty() {
                // No module, so no aoc_lib!: say so to cargo aoc, which reads
                // this file.
                write_if_changed(
                    &completed,
                    &format!("{{\n  \"year\": {year},\n  \"parts\": []\n}}"),
                )?;
            }
            println!("cargo::rerun-if-changed=Cargo.lock");
            let lock = root.join("target/aoc/aoc-autobuild/Cargo.lock");
            if !lock.exists()
                && let Ok(text) = fs::read_to_string(root.join("Cargo.lock"))
            {
                write_if_changed(&lock, &text)?;
            }
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

/// A day's table of solutions, appended to its module's copy: each calls
/// the solution's generator (if it has one) on the input, then its solver,
/// as aoc-runner does, through the helpers of the `runner` crate's
/// `solution` module (which `src/main.rs` imports as `crate::solution`).
fn table(registered: &[Registration]) -> String {
    let returned = |(function, returns): &(String, Returns), what: &str, argument: &str| {
        let call = format!("{function}(::std::borrow::Borrow::borrow({argument}))");
        match returns {
            Returns::Result => format!("crate::solution::from_result({call})"),
            Returns::Option => format!("crate::solution::from_option({call}, \"{what}\")"),
            Returns::Value => format!("crate::solution::from_value({call})"),
        }
    };
    let mut text = String::from(
        "\n// Written by build.rs: this day's solutions, for the runner.\n\
         /// This day's solutions.\npub(crate) const SOLUTIONS: &[crate::solution::Solution] = &[\n",
    );
    for solution in registered {
        let generate = match &solution.generator {
            Some(generator) => returned(generator, "generator", "input"),
            None => "Ok::<_, String>(input.clone())".to_owned(),
        };
        let solve = returned(&solution.solver, "runner", "generated");
        let name = match &solution.name {
            Some(name) => format!("Some({name:?})"),
            None => "None".to_owned(),
        };
        let _ = writeln!(
            text,
            "    crate::solution::Solution {{\n        day: {},\n        part: {},\n        name: {name},\n        \
             run: |input| crate::solution::run(input, |input| {generate}, |generated| crate::solution::shown({solve})),\n    }},",
            solution.day, solution.part
        );
    }
    text.push_str("];\n");
    text
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
