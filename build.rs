//! Compiles the registrations of the days this build asks for. Where each
//! day's crate, module and files are, and which feature is which, comes
//! from the `layout` crate.
//!
//! A build compiles one year: the year its features name (`year2026`, or a
//! day's feature such as `day04-2026`), or the current year (the default
//! feature) when they name several, as `--all-features` does. Of that year
//! it compiles the days whose features are on, each registered by one
//! `register!`, which means one thing to the runner and another to
//! cargo-aoc: the day's module `src/yearYYYY/dayNN.rs` where it has one (a
//! day with named variants), else the one written here for it, its crate's
//! `parse`, `part1`, `part2` and `EXAMPLES` (`register! { day4: day04_2026;
//! examples: day04_2026::EXAMPLES; }`). Nothing reads a day's source: its
//! examples are its crate's constant.
//!
//! - `$OUT_DIR/runner.rs`, always, for the runner binary (`src/main.rs`)
//!   and the days' benchmarks (`src/bench/`): the year, the day modules
//!   (where `register!` is the `runner` crate's, which makes each day's
//!   table of solutions) and `SOLUTIONS`, every day's table, so a day's
//!   registration needs no procedural macro (the runner's one, serde's
//!   derive for its messages to the tools, is in the `runner` crate, built
//!   once); `EXAMPLE_SIZES`, every
//!   day's examples, so that a run on one of them runs at the sizes its row
//!   gives; and `measure`, every day's parser and parts, typed, for a
//!   benchmark.
//! - `$OUT_DIR/cargo_aoc.rs`, with the `cargo-aoc` feature (the year
//!   features turn it on, so the default build that `cargo aoc` makes has
//!   it), for `src/lib.rs`: the same modules, where `register!` gives
//!   cargo-aoc's attributes, and the year's `aoc_lib!`, which writes what
//!   `cargo aoc` reads (`target/aoc/completed.json`). A build of one day
//!   never turns that feature on, so it never changes what `cargo aoc` runs.
//!   The default build also puts a copy of the workspace's `Cargo.lock` at
//!   `target/aoc/aoc-autobuild/`, where cargo-aoc builds its runner, which
//!   then builds the versions this workspace locks, with no network.
//!
//! It writes nothing outside `target/`: a `cargo check` leaves the tree as
//! it was. (Where a day has no input yet, `just run` runs its example from
//! the day's crate, and the tools that write an example put a copy where
//! `cargo aoc` reads the input, saying so.)

use std::collections::BTreeSet;
use std::error::Error;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::{env, fs};

use layout::{Day, current_year, write_whole, year_of_feature};

fn main() {
    if let Err(error) = build() {
        println!("cargo::error={error}");
    }
}

/// What stopped the build script: one sentence, which cargo shows.
type Stop = Box<dyn Error>;

fn build() -> Result<(), Stop> {
    let root = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let out = PathBuf::from(env::var_os("OUT_DIR").unwrap_or_default());
    println!("cargo::rerun-if-changed=Cargo.toml");
    let manifest = fs::read_to_string(root.join("Cargo.toml"))
        .map_err(|error| format!("Cargo.toml: {error}"))?;
    let (year, days) = registered(&manifest)?;
    check_modules(&root, &days)?;
    let modules = modules(&root, &days);
    write_if_changed(
        &out.join("runner.rs"),
        &for_the_runner(year, &days, &modules),
    )?;
    let cargo_aoc = env::var_os("CARGO_FEATURE_CARGO_AOC").is_some();
    let for_cargo_aoc = match year {
        Some(year) if cargo_aoc => for_cargo_aoc(&root, year, &days, &modules)?,
        _ => String::from("// Written by build.rs: the days `cargo aoc` runs.\n\n"),
    };
    write_if_changed(&out.join("cargo_aoc.rs"), &for_cargo_aoc)
}

/// The year this build registers (none where its features name none) and
/// the days of it whose features are on: one year, the current one where
/// the features name several (`--all-features`).
fn registered(manifest: &str) -> Result<(Option<u16>, Vec<Day>), Stop> {
    let mut years = BTreeSet::new();
    let mut days = BTreeSet::new();
    for (key, _) in env::vars() {
        let Some(feature) = key.strip_prefix("CARGO_FEATURE_") else {
            continue;
        };
        let feature = feature.to_lowercase().replace('_', "-");
        if let Some(year) = year_of_feature(&feature) {
            years.insert(year);
        } else if let Some(day) = Day::from_package(&feature) {
            years.insert(day.year);
            days.insert(day);
        }
    }
    let year = match (years.len(), current_year(manifest)) {
        (0, _) => None,
        (1, _) => years.first().copied(),
        (_, Some(current)) if years.contains(&current) => Some(current),
        _ => {
            return Err(format!(
                "the features on name days of several years ({years:?}): a build registers one year"
            )
            .into());
        }
    };
    let days = days
        .into_iter()
        .filter(|day| Some(day.year) == year)
        .collect();
    Ok((year, days))
}

/// Each of `days` that has a registration module of its own has it in
/// the form `register!` takes: else the one sentence that says what to do.
/// (A day with none is registered from its crate, see [`modules`].)
fn check_modules(root: &Path, days: &[Day]) -> Result<(), Stop> {
    // A module added or taken away changes what registers a day.
    println!("cargo::rerun-if-changed=src");
    for day in days {
        let module = day.registration();
        let Ok(text) = fs::read_to_string(root.join(&module)) else {
            continue;
        };
        // A module from before `register!` would fail in the runner's build
        // on an import of the procedural macros it no longer has: say what
        // rewrites it instead. (Only a look for the form, never a reading.)
        if !text.contains("register!") && text.contains("#[aoc") {
            return Err(format!(
                "{module} registers {day} with cargo-aoc's attributes, the form before `register!`: `just upgrade` rewrites it"
            )
            .into());
        }
    }
    Ok(())
}

/// `$OUT_DIR/runner.rs`: the year, the days' `modules`, `SOLUTIONS`,
/// `EXAMPLE_SIZES` and `measure`, for the runner binary and the days'
/// benchmarks.
fn for_the_runner(year: Option<u16>, days: &[Day], modules: &str) -> String {
    let mut runner = format!(
        "// Written by build.rs: the days this build registers, for the runner.\n\n\
         /// The year this build registers (0 when its features name no year).\n\
         pub const YEAR: u16 = {};\n\n{modules}\n",
        year.unwrap_or(0)
    );
    let each = |item: &str| -> Vec<String> {
        days.iter()
            .map(|day| format!("year{}::day{:02}::{item}", day.year, day.day))
            .collect()
    };
    let _ = writeln!(
        runner,
        "/// Every solution this build registers, a slice a day.\n\
         pub const SOLUTIONS: &[&[runner::solution::Solution]] = &[{}];",
        each("SOLUTIONS").join(", ")
    );
    let _ = writeln!(
        runner,
        "\n/// Every day's examples, for a run on one of them.\n\
         pub const EXAMPLE_SIZES: &[runner::solution::ExampleSizes] = &[{}];",
        each("EXAMPLES").join(", ")
    );
    let measures: String = each("measure(measure);")
        .iter()
        .map(|call| format!("\n    {call}"))
        .collect();
    let _ = writeln!(
        runner,
        "\n/// Every day's parser and parts, typed, for a benchmark.\n\
         #[allow(dead_code, unused_variables)]\n\
         pub fn measure(measure: &mut impl runner::solution::Measure) {{{measures}\n}}"
    );
    runner
}

/// `$OUT_DIR/cargo_aoc.rs`, for the build `cargo aoc` makes: the days'
/// `modules` and the year's `aoc_lib!`. The default build also tells
/// `cargo aoc` of a year with no day yet (`target/aoc/completed.json`), and
/// puts a copy of the workspace's `Cargo.lock` where cargo-aoc builds its
/// runner, which then builds the versions this workspace locks.
fn for_cargo_aoc(root: &Path, year: u16, days: &[Day], modules: &str) -> Result<String, Stop> {
    let mut text = String::from("// Written by build.rs: the days `cargo aoc` runs.\n\n");
    let default = env::var_os("CARGO_FEATURE_DEFAULT").is_some();
    if days.is_empty() {
        // No module, so no aoc_lib!: say so to cargo aoc, which reads
        // this file.
        if default {
            write_if_changed(
                &root.join("target/aoc/completed.json"),
                &format!("{{\n  \"year\": {year},\n  \"parts\": []\n}}"),
            )?;
        }
    } else {
        let _ = write!(
            text,
            "{modules}\naoc_runner_derive::aoc_lib! {{ year = {year} }}\n"
        );
    }
    if default {
        println!("cargo::rerun-if-changed=Cargo.lock");
        let lock = root.join("target/aoc/aoc-autobuild/Cargo.lock");
        if !lock.exists()
            && let Ok(text) = fs::read_to_string(root.join("Cargo.lock"))
        {
            write_if_changed(&lock, &text)?;
        }
    }
    Ok(text)
}

/// The registrations of `days` (all of one year), as a year's module
/// holding a module a day, `year2026::day04`: the day's own module where
/// it has one, else its crate's `parse`, parts and `EXAMPLES`.
fn modules(root: &Path, days: &[Day]) -> String {
    let Some(first) = days.first() else {
        return String::new();
    };
    let mut text = format!(
        "/// The registrations of the days of {} this build registers.\nmod year{} {{\n",
        first.year, first.year
    );
    for day in days {
        let path = root.join(day.registration());
        if path.is_file() {
            let _ = writeln!(
                text,
                "    #[path = {:?}]\n    pub(crate) mod day{:02};",
                path.display().to_string(),
                day.day
            );
        } else {
            let library = day.library();
            let parts = if day.is_last() { " (part1 only)" } else { "" };
            let _ = writeln!(
                text,
                "    /// {day}: its crate's `parse`, parts and `EXAMPLES`.\n    \
                 pub(crate) mod day{:02} {{\n        \
                 register! {{ day{}: {library}{parts}; examples: {library}::EXAMPLES; }}\n    }}",
                day.day, day.day
            );
        }
    }
    text.push_str("}\n");
    text
}

/// Writes `text` to `path` (whole, creating its folder) unless it holds it
/// already, so that nothing that watches the file sees it change for
/// nothing.
fn write_if_changed(path: &Path, text: &str) -> Result<(), Stop> {
    if fs::read_to_string(path).is_ok_and(|old| old == text) {
        return Ok(());
    }
    write_whole(path, text).map_err(|error| format!("{}: {error}", path.display()).into())
}
