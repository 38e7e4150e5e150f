//! The workspace agrees with itself: what the root `Cargo.toml` lists, the
//! day crates under `crates/`, the registration modules under `src/`, and
//! the justfile's helpers all name each day as the `layout` crate does. A
//! hand edit (or a stopped tool) that leaves them apart fails here, with
//! what to fix, rather than as a puzzling build error later.

// A failed unwrap in a test is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::collections::BTreeSet;
use std::fs;
use std::process::Command;

use common::real_root as root;

use layout::{Day, HOME_YEAR, year_of_feature};
use toml_edit::{DocumentMut, Item};

fn manifest() -> DocumentMut {
    fs::read_to_string(root().join("Cargo.toml"))
        .unwrap()
        .parse()
        .unwrap()
}

/// The keys of the table at `path` in `document`.
fn keys(document: &DocumentMut, path: &[&str]) -> Vec<String> {
    let mut item = document.as_item();
    for key in path {
        item = &item[key];
    }
    item.as_table_like()
        .map(|table| table.iter().map(|(key, _)| key.to_owned()).collect())
        .unwrap_or_default()
}

/// Every day crate under `crates/`: `crates/dayNN` of 2021 and
/// `crates/YYYY/dayNN` of other years, by their folder names.
fn day_crates() -> BTreeSet<Day> {
    let mut found = BTreeSet::new();
    let crates = root().join("crates");
    for entry in fs::read_dir(&crates).unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if let Ok(year) = name.parse::<u16>() {
            for inner in fs::read_dir(entry.path()).unwrap().flatten() {
                let folder = inner.file_name().to_string_lossy().into_owned();
                if folder.starts_with('.') {
                    continue;
                }
                let day = Day::from_package(&format!("{folder}-{year}"))
                    .filter(|day| day.year != HOME_YEAR)
                    .unwrap_or_else(|| panic!("crates/{year}/{folder} is not a day's crate: a year's folder holds crates/YYYY/dayNN"));
                found.insert(day);
            }
        } else if let Some(day) = Day::from_package(&name) {
            found.insert(day);
        }
    }
    found
}

/// Every registration module under `src/yearYYYY/`.
fn modules() -> BTreeSet<Day> {
    let mut found = BTreeSet::new();
    for entry in fs::read_dir(root().join("src")).unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(year) = year_of_feature(&name) else {
            continue;
        };
        for module in fs::read_dir(entry.path()).unwrap().flatten() {
            let file = module.file_name().to_string_lossy().into_owned();
            let day = file
                .strip_suffix(".rs")
                .and_then(|stem| stem.strip_prefix("day"))
                .and_then(|number| Day::parse_in(year, number).ok())
                .filter(|day| day.registration() == format!("src/{name}/{file}"))
                .unwrap_or_else(|| panic!("src/{name}/{file} is not a day's registration module (src/yearYYYY/dayNN.rs)"));
            found.insert(day);
        }
    }
    found
}

#[test]
fn every_day_is_listed_once_everywhere() {
    let manifest = manifest();
    let features = keys(&manifest, &["features"]);
    let listed: BTreeSet<Day> = features
        .iter()
        .filter_map(|feature| Day::from_package(feature))
        .collect();
    let in_years: BTreeSet<Day> = features
        .iter()
        .filter(|feature| year_of_feature(feature).is_some())
        .flat_map(|feature| {
            manifest["features"][feature.as_str()]
                .as_array()
                .unwrap()
                .iter()
                .filter_map(|entry| Day::from_package(entry.as_str()?))
                .filter(move |day| Some(day.year) == year_of_feature(feature))
                .collect::<Vec<_>>()
        })
        .collect();
    let crates = day_crates();
    // A module is a day's own (its named variants): none is needed, and
    // each names a day that is there.
    let unlisted: Vec<String> = modules().difference(&listed).map(Day::to_string).collect();
    assert!(
        unlisted.is_empty(),
        "{unlisted:?} has a registration module under src/ but no feature in Cargo.toml"
    );
    for (what, days) in [
        ("a day crate under crates/", &crates),
        ("a day in its year's feature", &in_years),
    ] {
        let missing: Vec<String> = listed.difference(days).map(Day::to_string).collect();
        assert!(
            missing.is_empty(),
            "Cargo.toml has a feature for {missing:?} but no {what}: `just new N` completes a half-made day"
        );
        let unlisted: Vec<String> = days.difference(&listed).map(Day::to_string).collect();
        assert!(
            unlisted.is_empty(),
            "{unlisted:?} has {what} but no feature in Cargo.toml: `just new N` completes a half-made day"
        );
    }
    let dependencies = keys(&manifest, &["dependencies"]);
    let workspace = keys(&manifest, &["workspace", "dependencies"]);
    for day in &listed {
        let package = day.package();
        assert_eq!(
            manifest["features"][package.as_str()]
                .as_array()
                .map(|list| list
                    .iter()
                    .filter_map(|entry| entry.as_str())
                    .collect::<Vec<_>>()),
            Some(vec![format!("dep:{package}").as_str()]),
            "the feature {package} turns on its crate alone"
        );
        assert!(
            dependencies.contains(&package),
            "{day}: the runner package has no optional dependency {package}"
        );
        assert_eq!(
            manifest["workspace"]["dependencies"][package.as_str()]["path"].as_str(),
            Some(day.crate_dir().as_str()),
            "{day}: [workspace.dependencies] {package} points at another folder"
        );
        let own = fs::read_to_string(root().join(day.crate_dir()).join("Cargo.toml")).unwrap();
        let own: DocumentMut = own.parse().unwrap();
        assert_eq!(
            own["package"]["name"].as_str(),
            Some(package.as_str()),
            "{}/Cargo.toml names another package",
            day.crate_dir()
        );
    }
    for key in workspace.iter().chain(&dependencies) {
        if let Some(day) = Day::from_package(key) {
            assert!(
                listed.contains(&day),
                "{key} is a dependency but has no feature"
            );
        }
    }
    let members: Vec<String> = manifest["workspace"]["members"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|member| member.as_str().map(str::to_owned))
        .collect();
    for year in listed
        .iter()
        .map(|day| day.year)
        .filter(|&year| year != HOME_YEAR)
    {
        assert!(
            members.contains(&format!("crates/{year}/*")),
            "[workspace] members lacks crates/{year}/*"
        );
    }
    let current = layout::current_year(&manifest.to_string()).expect("a current year");
    assert!(
        matches!(
            manifest["features"][&format!("year{current}")],
            Item::Value(_)
        ),
        "the current year, {current}, has no feature"
    );
}

/// `just` in the workspace's root with `args`, its output.
fn just(args: &[&str]) -> String {
    let output = Command::new("just")
        .args(args)
        .current_dir(root())
        .output()
        .expect("`just` runs the recipes these helpers serve: `cargo install --locked just`");
    assert!(
        output.status.success(),
        "just {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap().trim().to_owned()
}

#[test]
fn the_justfile_names_days_as_the_layout_does() {
    let manifest = fs::read_to_string(root().join("Cargo.toml")).unwrap();
    assert_eq!(
        just(&["--evaluate", "year"]),
        layout::current_year(&manifest).unwrap().to_string()
    );
    for (year, given, day) in [
        (2021, "4", 4),
        (2021, "21", 21),
        (2026, "04", 4),
        (2015, "25", 25),
    ] {
        let day = Day::new(year, day).unwrap();
        let year = year.to_string();
        assert_eq!(
            just(&["--set", "year", &year, "_layout", given]),
            format!(
                "{} {} {} {}",
                day.package(),
                day.crate_dir(),
                day.registration(),
                day.input()
            ),
            "{day}"
        );
    }
}

/// The lints as `[lints]` (or `[workspace.lints]`) of `manifest` gives
/// them: `tool::name = level`, sorted.
fn lints(manifest: &str, path: &[&str]) -> Vec<String> {
    let document: DocumentMut = fs::read_to_string(root().join(manifest))
        .unwrap()
        .parse()
        .unwrap();
    let mut table = document.as_item();
    for key in path {
        table = &table[key];
    }
    let mut found: Vec<String> = table
        .as_table_like()
        .into_iter()
        .flat_map(|tools| tools.iter())
        .flat_map(|(tool, lints)| {
            lints
                .as_table_like()
                .into_iter()
                .flat_map(|lints| lints.iter())
                .map(move |(name, level)| {
                    let prefix = if tool == "rust" {
                        String::new()
                    } else {
                        format!("{tool}::")
                    };
                    format!("{prefix}{name} = {}", level.as_str().unwrap_or("?"))
                })
        })
        .collect();
    found.sort();
    found
}

/// The house keeps one strict set of lints, written once as the tools'
/// `[workspace.lints]`: the tools inherit it, and the solutions' workspace's
/// own crates hold the same tables in their `[lints]`. A user's day inherits
/// the root's `[workspace.lints]`, which adds nothing to the defaults; and
/// the one line docs/years.md gives a day that opts in names that same set.
#[test]
fn the_house_is_strict_and_a_day_of_yours_is_not() {
    let house = lints("xtask/Cargo.toml", &["workspace", "lints"]);
    assert!(
        house.contains(&"clippy::unwrap_used = warn".to_owned()),
        "{house:?}"
    );
    for manifest in [
        "crates/aoc-common/Cargo.toml",
        "crates/layout/Cargo.toml",
        "crates/runner/Cargo.toml",
        "crates/day21/Cargo.toml",
    ] {
        assert_eq!(lints(manifest, &["lints"]), house, "{manifest}'s [lints]");
    }
    for manifest in ["xtask/Cargo.toml", "xtask/html/Cargo.toml"] {
        let document: DocumentMut = fs::read_to_string(root().join(manifest))
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(
            document["lints"]["workspace"].as_bool(),
            Some(true),
            "{manifest} inherits the house's lints"
        );
    }
    assert_eq!(
        lints("Cargo.toml", &["workspace", "lints"]),
        Vec::<String>::new(),
        "[workspace.lints] is what a user's day inherits: the defaults"
    );
    let template = fs::read_to_string(root().join("xtask/template/day/Cargo.toml")).unwrap();
    assert!(template.contains("[lints]\nworkspace = true"), "{template}");
    let opted: Vec<String> = house
        .iter()
        .filter(|lint| lint.ends_with("= warn"))
        .map(|lint| lint.trim_end_matches(" = warn").to_owned())
        .collect();
    let line = format!("#![warn({})]", opted.join(", "));
    let text = fs::read_to_string(root().join("docs/years.md")).unwrap();
    assert!(
        text.contains(&line),
        "docs/years.md gives a day the house's lints as {line}"
    );
}

/// Every line the scaffold writes commented out (`# itertools.workspace =
/// true`) is a whole line of TOML once its `#` goes, naming a dependency the
/// workspace has: uncommenting it never breaks every cargo command. (A
/// workflow test builds a day with each uncommented.)
#[test]
fn every_commented_line_of_a_day_s_manifest_uncomments_to_one_that_loads() {
    let template = fs::read_to_string(root().join("xtask/template/day/Cargo.toml")).unwrap();
    let known = keys(&manifest(), &["workspace", "dependencies"]);
    let mut seen = 0;
    for line in template.lines() {
        let Some(code) = line.strip_prefix("# ") else {
            continue;
        };
        let Some((key, _)) = code.split_once('=') else {
            continue;
        };
        let key = key.trim();
        if key.is_empty()
            || !key
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "._-".contains(c))
        {
            continue;
        }
        let parsed = code.parse::<DocumentMut>();
        assert!(
            parsed.is_ok(),
            "`{line}` uncommented is no TOML: {parsed:?}"
        );
        let name = key.trim_end_matches(".workspace");
        assert!(
            known.contains(&name.to_owned()),
            "`{line}` names no workspace dependency"
        );
        seen += 1;
    }
    assert!(seen >= 1, "{template}");
}

#[test]
fn every_recipes_help_says_what_each_argument_is() {
    // `just --usage` prints what `RECIPE --help` prints under the recipe's
    // comment, and builds nothing.
    let recipes = just(&["--summary"]);
    let mut bare = Vec::new();
    for recipe in recipes.split_whitespace() {
        let usage = just(&["--usage", recipe]);
        let Some((_, arguments)) = usage.split_once("Arguments:\n") else {
            continue;
        };
        for line in arguments.lines().take_while(|line| !line.trim().is_empty()) {
            let line = line.trim();
            // The argument's name, then its words (a default alone is none).
            let words = line.split_once(' ').map_or("", |(_, words)| words);
            let words = words
                .rfind(" [default: ")
                .map_or(words, |at| &words[..at])
                .trim();
            if words.is_empty() || words.starts_with("[default: ") {
                bare.push(format!("{recipe}: {line}"));
            }
        }
    }
    assert!(bare.is_empty(), "arguments with no words: {bare:#?}");
}
