//! `cargo xtask new DAY` (`just new DAY`): scaffolds `crates/dayNN` from
//! `xtask/template/` and registers the day with the runner: `src/dayNN.rs`,
//! a `mod dayNN;` line in `src/lib.rs`, and the crate in the root
//! `Cargo.toml` (edited with `toml_edit`, keeping its comments and layout).
//!
//! Everything is checked, and every new text prepared, before anything is
//! written: a refused day leaves the tree as it was.

use std::fs;
use std::path::{Path, PathBuf};

use toml_edit::{DocumentMut, Item, Table, value};

use crate::calendar::Calendar;

/// Where the templates live, relative to the workspace root.
const TEMPLATE: &str = "xtask/template";

/// Runs `cargo xtask new` with `args`.
pub fn main(root: &Path, mut args: impl Iterator<Item = String>) -> Result<(), String> {
    let calendar = Calendar::read(root)?;
    let (Some(day), None) = (args.next(), args.next()) else {
        let last = calendar.last_day();
        return Err(format!("usage: just new DAY (a day from 1 to {last})"));
    };
    let day = calendar.parse_day(&day)?;
    scaffold(root, &calendar, day)?;
    println!("{}", next_steps(&calendar, day));
    Ok(())
}

/// `lib_rs` with `mod dayNN;` added to its block of day modules, in order.
/// The block is the run of `mod dayNN;` lines after the comment that marks
/// it; a new block starts there if no day is registered yet.
pub fn add_module(lib_rs: &str, day: u8) -> Result<String, String> {
    const MARKER: &str = "// One module per day; `just new` adds them.";
    let mut lines: Vec<String> = lib_rs.lines().map(str::to_owned).collect();
    let marker = lines
        .iter()
        .position(|line| line.trim() == MARKER)
        .ok_or_else(|| format!("src/lib.rs has no line {MARKER:?} to add the day after"))?;
    let block_end = lines[marker + 1..]
        .iter()
        .position(|line| !line.starts_with("mod day"))
        .map_or(lines.len(), |offset| marker + 1 + offset);
    lines.insert(block_end, format!("mod day{day:02};"));
    lines[marker + 1..=block_end].sort();
    Ok(lines.join("\n") + "\n")
}

/// The root manifest with the day's crate as a workspace dependency
/// (`dayNN = { path = "crates/dayNN" }`) and a dependency of the runner
/// (`dayNN.workspace = true`), days kept in order after the other crates.
pub fn add_to_manifest(manifest: &str, day: u8) -> Result<String, String> {
    let name = format!("day{day:02}");
    let mut document: DocumentMut = manifest
        .parse()
        .map_err(|error| format!("Cargo.toml: {error}"))?;
    let runner = table(&mut document, &["dependencies"])?;
    let mut workspace_dependency = Table::new();
    workspace_dependency.set_dotted(true);
    workspace_dependency.insert("workspace", value(true));
    runner.insert(&name, Item::Table(workspace_dependency));
    sort_days(runner);

    let workspace = table(&mut document, &["workspace", "dependencies"])?;
    let mut path = toml_edit::InlineTable::new();
    path.insert("path", format!("crates/{name}").into());
    workspace.insert(&name, value(path));
    sort_days(workspace);
    Ok(document.to_string())
}

/// The table at `path` in `document`.
fn table<'a>(document: &'a mut DocumentMut, path: &[&str]) -> Result<&'a mut Table, String> {
    let mut item = document.as_item_mut();
    for key in path {
        item = item
            .get_mut(key)
            .ok_or_else(|| format!("Cargo.toml has no [{}]", path.join(".")))?;
    }
    item.as_table_mut()
        .ok_or_else(|| format!("Cargo.toml's [{}] is not a table", path.join(".")))
}

/// Day crates after every other entry, in order; the others keep theirs. A
/// comment above the days stays above the first of them.
fn sort_days(table: &mut Table) {
    let is_day = |key: &str| {
        key.strip_prefix("day")
            .is_some_and(|n| n.parse::<u8>().is_ok())
    };
    let days = |table: &Table| -> Vec<String> {
        table
            .iter()
            .map(|(key, _)| key.to_owned())
            .filter(|key| is_day(key))
            .collect()
    };
    let mut comment = None;
    for day in days(table) {
        with_line_decor(table, &day, |decor| {
            let prefix = decor
                .prefix()
                .and_then(|prefix| prefix.as_str())
                .unwrap_or("");
            if prefix.contains('#') {
                comment = Some(prefix.to_owned());
                decor.set_prefix("");
            }
        });
    }
    table.sort_values_by(|a, _, b, _| {
        let (a, b) = (a.get(), b.get());
        match (is_day(a), is_day(b)) {
            (true, true) => a.cmp(b),
            (a, b) => a.cmp(&b),
        }
    });
    let first = days(table).into_iter().next();
    if let (Some(comment), Some(first)) = (comment, first) {
        with_line_decor(table, &first, |decor| decor.set_prefix(comment));
    }
}

/// Runs `change` on the decor that holds the comment above `key`'s line: the
/// key's own, or for a dotted key (`day21.workspace = true`) that of the key
/// after the dot.
fn with_line_decor(table: &mut Table, key: &str, change: impl FnOnce(&mut toml_edit::Decor)) {
    let dotted = table
        .get(key)
        .and_then(Item::as_table)
        .is_some_and(Table::is_dotted);
    let (table, key) = match table.get_mut(key).and_then(Item::as_table_mut) {
        Some(inner) if dotted => {
            let first = inner.iter().next().map(|(key, _)| key.to_owned());
            (inner, first)
        }
        _ => (table, Some(key.to_owned())),
    };
    if let Some(mut key) = key.and_then(|key| table.key_mut(&key)) {
        change(key.leaf_decor_mut());
    }
}

/// A template's text with `{{DAY}}` (e.g. 5), `{{NN}}` (e.g. 05) and
/// `{{YEAR}}` filled in.
pub fn render(template: &str, year: u16, day: u8) -> String {
    template
        .replace("{{DAY}}", &day.to_string())
        .replace("{{NN}}", &format!("{day:02}"))
        .replace("{{YEAR}}", &year.to_string())
}

/// Every file under `dir`, as paths relative to it.
fn files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut found = Vec::new();
    let mut pending = vec![PathBuf::new()];
    while let Some(relative) = pending.pop() {
        let folder = dir.join(&relative);
        let entries =
            fs::read_dir(&folder).map_err(|error| format!("{}: {error}", folder.display()))?;
        for entry in entries {
            let entry = entry.map_err(|error| format!("{}: {error}", folder.display()))?;
            let path = relative.join(entry.file_name());
            if entry.path().is_dir() {
                pending.push(path);
            } else {
                found.push(path);
            }
        }
    }
    found.sort();
    Ok(found)
}

fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|error| format!("{}: {error}", path.display()))
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    if let Some(folder) = path.parent() {
        fs::create_dir_all(folder).map_err(|error| format!("{}: {error}", folder.display()))?;
    }
    fs::write(path, text).map_err(|error| format!("{}: {error}", path.display()))
}

/// Creates and registers day `day` of `calendar` under `root`, or explains
/// why not.
pub fn scaffold(root: &Path, calendar: &Calendar, day: u8) -> Result<(), String> {
    let name = format!("day{day:02}");
    let crate_dir = root.join("crates").join(&name);
    for existing in [
        crate_dir.clone(),
        root.join(format!("src/{name}.rs")),
        root.join(format!("src/day{day}.rs")),
    ] {
        if existing.exists() {
            let shown = existing.strip_prefix(root).unwrap_or(&existing);
            return Err(format!("day {day} already exists ({})", shown.display()));
        }
    }
    let lib_rs = read(&root.join("src/lib.rs"))?;
    if calendar.days.contains(&day) {
        return Err(format!(
            "day {day} is already registered in src/lib.rs (a `mod day…;` line)"
        ));
    }
    let manifest = read(&root.join("Cargo.toml"))?;
    let new_lib_rs = add_module(&lib_rs, day)?;
    let new_manifest = add_to_manifest(&manifest, day)?;
    let template = root.join(TEMPLATE);
    let render = |text: String| render(&text, calendar.year, day);
    let runner = render(read(&template.join("runner.rs"))?);
    let day_template = template.join("day");
    let mut crate_files = Vec::new();
    for file in files(&day_template)? {
        crate_files.push((file.clone(), render(read(&day_template.join(&file))?)));
    }

    // Everything is ready: write the crate beside its place, then move it in.
    let staging = root.join("crates").join(format!(".new-{name}"));
    let _ = fs::remove_dir_all(&staging);
    for (file, text) in &crate_files {
        write(&staging.join(file), text)?;
    }
    fs::rename(&staging, &crate_dir)
        .map_err(|error| format!("{}: {error}", crate_dir.display()))?;
    write(&root.join(format!("src/{name}.rs")), &runner)?;
    write(&root.join("src/lib.rs"), &new_lib_rs)?;
    write(&root.join("Cargo.toml"), &new_manifest)
}

/// What to do after `just new`.
fn next_steps(calendar: &Calendar, day: u8) -> String {
    let commands = [
        (
            format!("just test {day}"),
            "the day's tests, in seconds".to_owned(),
        ),
        (
            format!("cargo aoc -d {day}"),
            "its answers (on the example until you save your input)".to_owned(),
        ),
        (
            "just verify".to_owned(),
            format!("checks the answers recorded in {}", calendar.answers(day)),
        ),
        (format!("just bench {day}"), "timings".to_owned()),
    ];
    let width = commands
        .iter()
        .map(|(command, _)| command.len())
        .max()
        .unwrap_or(0);
    let mut lines = vec![
        format!(
            "Created crates/day{day:02} and registered day {day} (src/day{day:02}.rs runs it; leave it be)."
        ),
        "Next:".to_owned(),
        format!(
            "  1. Paste the puzzle's example into crates/day{day:02}/example.txt, and its answers"
        ),
        format!(
            "     into EXAMPLES in crates/day{day:02}/tests/example.rs (then remove the #[ignore]"
        ),
        "     lines there); more examples go in the same table.".to_owned(),
        format!(
            "  2. Save your input as {} (or: just fetch {day}).",
            calendar.input(day)
        ),
        format!("  3. Write parse, part1 and part2 in crates/day{day:02}/src/lib.rs, then:"),
    ];
    lines.extend(
        commands
            .iter()
            .map(|(command, what)| format!("     {command:<width$}  {what}")),
    );
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_steps_keep_a_column_between_command_and_text() {
        let calendar = Calendar::parse("aoc_lib! { year = 2021 }").unwrap();
        let steps = next_steps(&calendar, 16);
        assert!(steps.contains("Save your input as input/2021/day16.txt (or: just fetch 16)."));
        let commands: Vec<&str> = steps
            .lines()
            .filter(|line| line.starts_with("     just") || line.starts_with("     cargo"))
            .collect();
        assert_eq!(
            commands,
            [
                "     just test 16     the day's tests, in seconds",
                "     cargo aoc -d 16  its answers (on the example until you save your input)",
                "     just verify      checks the answers recorded in input/2021/day16.answers",
                "     just bench 16    timings",
            ]
        );
    }

    #[test]
    fn modules_stay_in_order_under_their_marker() {
        let lib_rs = "//! Docs.\n\n// One module per day; `just new` adds them.\nmod day04;\nmod day21;\n\naoc_lib! {}\n";
        assert_eq!(
            add_module(lib_rs, 9).unwrap(),
            "//! Docs.\n\n// One module per day; `just new` adds them.\nmod day04;\nmod day09;\nmod day21;\n\naoc_lib! {}\n"
        );
        let empty = "// One module per day; `just new` adds them.\n\naoc_lib! {}\n";
        assert_eq!(
            add_module(empty, 1).unwrap(),
            "// One module per day; `just new` adds them.\nmod day01;\n\naoc_lib! {}\n"
        );
        assert!(add_module("mod day21;\n", 1).is_err());
    }

    #[test]
    fn the_manifest_gains_the_day_and_keeps_its_comments() {
        let manifest = "\
[package]
name = \"runner\"

# Shared crates, then the days.
[dependencies]
aoc-common.workspace = true
# The days.
day21.workspace = true
zeta.workspace = true

[workspace.dependencies]
# The shared crate.
aoc-common = { path = \"crates/aoc-common\" }
# The day crates.
day21 = { path = \"crates/day21\" }
itertools = \"0.15\"
";
        let expected = "\
[package]
name = \"runner\"

# Shared crates, then the days.
[dependencies]
aoc-common.workspace = true
zeta.workspace = true
# The days.
day04.workspace = true
day21.workspace = true

[workspace.dependencies]
# The shared crate.
aoc-common = { path = \"crates/aoc-common\" }
itertools = \"0.15\"
# The day crates.
day04 = { path = \"crates/day04\" }
day21 = { path = \"crates/day21\" }
";
        assert_eq!(add_to_manifest(manifest, 4).unwrap(), expected);
    }

    #[test]
    fn templates_get_the_day_in_both_spellings_and_the_year() {
        assert_eq!(
            render("day{{NN}} is day {{DAY}} of {{YEAR}}", 2021, 7),
            "day07 is day 7 of 2021"
        );
    }
}
