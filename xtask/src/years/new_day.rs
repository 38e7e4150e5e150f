//! `cargo xtask new DAY` (`just new DAY`): scaffolds day DAY of the current
//! year from `xtask/template/` (`crates/dayNN`, or `crates/YYYY/dayNN`
//! outside 2021: see the `layout` crate) and registers it: the day's lines
//! in the root `Cargo.toml` (see [`super::manifest`]). The build registers
//! the crate of every day whose feature is on (its `parse`, parts and
//! `EXAMPLES`): nothing else lists the days, and the day touches nothing
//! outside its folder but the root's manifest (and the lockfile, once
//! built).
//!
//! The templates are plain files, each a file of the crate with the day's
//! names to fill in ([`render`]): `day/` for a day, and `last-day/` for
//! what differs on the last day of a year, which has one puzzle.
//!
//! Whatever stops it, a day is left absent or complete, or else half-made in
//! a way the next `just new` completes: the crate is written beside its
//! place and moved in whole, then the manifest, and the day exists for
//! cargo from that last step on. A second `just new` of a half-made day
//! makes what is missing and keeps what is there. Two `just new` (or `just
//! year`) at once take turns.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use layout::{Day, Part};

use super::calendar::Calendar;
use super::manifest::Manifest;
use crate::files::{Lock, read, write};
use crate::flags;

/// Where the templates live, relative to the workspace root.
const TEMPLATE: &str = "xtask/template";

impl flags::New {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let calendar = Calendar::read(root)?;
        let day = calendar.day(self.day)?;
        let made = scaffold(root, day)?;
        if !made.completed.is_empty() {
            println!(
                "{day} was half-made (a `just new` was stopped): kept {}, and made the rest.",
                made.completed.join(", ")
            );
        }
        println!("{}", next_steps(day));
        Ok(())
    }
}

/// A template's text for `day`, its names filled in: `{{DAY}}` (e.g. 5),
/// `{{NN}}` (e.g. 05), `{{YEAR}}`, the day's package `{{CRATE}}` (e.g.
/// `day05-2026`) and its library `{{LIB}}` (`day05_2026`), and its folder
/// `{{CRATE_DIR}}`.
pub fn render(template: &str, day: Day) -> String {
    template
        .replace("{{DAY}}", &day.day.to_string())
        .replace("{{NN}}", &format!("{:02}", day.day))
        .replace("{{YEAR}}", &day.year.to_string())
        .replace("{{CRATE}}", &day.package())
        .replace("{{LIB}}", &day.library())
        .replace("{{CRATE_DIR}}", &day.crate_dir())
}

/// Every file under `dir`, as paths relative to it.
pub fn files(dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let mut found = Vec::new();
    let mut pending = vec![PathBuf::new()];
    while let Some(relative) = pending.pop() {
        let folder = dir.join(&relative);
        for entry in fs::read_dir(&folder).with_context(|| folder.display().to_string())? {
            let entry = entry.with_context(|| folder.display().to_string())?;
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

/// What `just new` writes for a day, rendered from the templates.
pub struct Rendered {
    /// Its crate's files, relative to the crate's folder, and their text.
    pub crate_files: Vec<(PathBuf, String)>,
}

impl Rendered {
    /// The templates under `root` rendered for `day`: `day/`, and on the
    /// last day of its year the files of `last-day/` in place of theirs.
    pub fn of(root: &Path, day: Day) -> anyhow::Result<Self> {
        let template = root.join(TEMPLATE);
        let mut folders = vec![template.join("day")];
        if day.is_last() {
            folders.push(template.join("last-day"));
        }
        let mut crate_files: Vec<(PathBuf, String)> = Vec::new();
        for folder in folders {
            for file in files(&folder)? {
                let text = render(&read(&folder.join(&file))?, day);
                crate_files.retain(|(made, _)| *made != file);
                crate_files.push((file, text));
            }
        }
        crate_files.sort();
        Ok(Self { crate_files })
    }
}

#[derive(Debug)]
/// What [`scaffold`] found made already, when it completed a half-made
/// day.
pub struct Scaffolded {
    /// What was there already and kept (the crate).
    pub completed: Vec<String>,
}

/// Creates and registers `day` under `root`, or completes what an earlier,
/// stopped run left of it, or explains why not.
pub fn scaffold(root: &Path, day: Day) -> anyhow::Result<Scaffolded> {
    let _lock = Lock::workspace(root)?;
    let crate_path = day.crate_dir();
    let mut manifest = Manifest::read(root)?;
    let listed = manifest.days(day.year).contains(&day);
    let crate_there = root.join(&crate_path).join("Cargo.toml").is_file();
    if listed && crate_there {
        bail!("{day} already exists ({crate_path})");
    }
    if root.join(&crate_path).exists() && !crate_there {
        bail!(
            "{crate_path} is there but has no Cargo.toml: it is not a day's crate; move it away, then `just new {}`",
            day.day
        );
    }
    let completed = if crate_there {
        vec![crate_path.clone()]
    } else {
        Vec::new()
    };

    // Everything is read and rendered before anything is written.
    manifest.add_day(day)?;
    let Rendered { crate_files } = Rendered::of(root, day)?;

    // The crate, written beside its place (in `crates/`, where no workspace
    // glob reaches a hidden folder), then moved in at once. What a stopped
    // run left there goes.
    let staging = root.join(format!("crates/.new-{}", day.package()));
    let _ = fs::remove_dir_all(&staging);
    if !crate_there {
        let crate_dir = root.join(&crate_path);
        for (file, text) in &crate_files {
            write(&staging.join(file), text)?;
        }
        if let Some(folder) = crate_dir.parent() {
            fs::create_dir_all(folder).with_context(|| folder.display().to_string())?;
        }
        fs::rename(&staging, &crate_dir).with_context(|| crate_dir.display().to_string())?;
    }
    // Last: from here on the day exists for cargo.
    manifest.write()?;
    Ok(Scaffolded { completed })
}

/// The parts of `day` whose function still ends as the scaffold left it,
/// in `Err(NotSolved { .. })`: not written yet, whatever ran of them (their
/// examples may have no answer yet). Read off its `src/lib.rs` as Rust
/// (syn), with nothing built; a file that does not parse has none.
pub fn scaffolded(root: &Path, day: Day) -> BTreeSet<Part> {
    let lib = root.join(day.crate_dir()).join("src/lib.rs");
    std::fs::read_to_string(lib)
        .ok()
        .and_then(|lib| syn::parse_file(&lib).ok())
        .map(|file| scaffolded_in(&file))
        .unwrap_or_default()
}

/// The parts whose function (`part1`, `part2`, at the top of `file`) ends
/// in `Err(NotSolved { .. })`.
fn scaffolded_in(file: &syn::File) -> BTreeSet<Part> {
    Part::BOTH
        .into_iter()
        .filter(|part| {
            file.items.iter().any(|item| match item {
                syn::Item::Fn(function) => {
                    function.sig.ident == format!("part{part}") && ends_not_solved(&function.block)
                }
                _ => false,
            })
        })
        .collect()
}

/// True when `block`'s last expression is `Err(NotSolved { .. })`.
fn ends_not_solved(block: &syn::Block) -> bool {
    let Some(syn::Stmt::Expr(syn::Expr::Call(call), None)) = block.stmts.last() else {
        return false;
    };
    let syn::Expr::Path(function) = &*call.func else {
        return false;
    };
    let not_solved = |value: &syn::Expr| match value {
        syn::Expr::Struct(value) => value
            .path
            .segments
            .last()
            .is_some_and(|last| last.ident == "NotSolved"),
        _ => false,
    };
    function.path.is_ident("Err") && call.args.len() == 1 && call.args.iter().all(not_solved)
}

/// What to do after `just new`.
fn next_steps(day: Day) -> String {
    let number = day.day;
    let commands = [
        (
            format!("just test {number}"),
            "the day's tests, in seconds".to_owned(),
        ),
        (
            format!("just run {number}"),
            "its answers (on the example until you save your input)".to_owned(),
        ),
        (
            format!("just watch {number}"),
            "both again on every save".to_owned(),
        ),
        (
            "just verify".to_owned(),
            format!("checks the answers recorded in {}", day.answers()),
        ),
        (format!("just bench {number}"), "timings".to_owned()),
    ];
    let width = commands
        .iter()
        .map(|(command, _)| command.len())
        .max()
        .unwrap_or(0);
    let crate_dir = day.crate_dir();
    let mut lines = vec![
        format!("Created {crate_dir} and registered {day} (its lines in Cargo.toml)."),
        "Next:".to_owned(),
        format!(
            "  1. Paste the puzzle's example into {crate_dir}/example.txt (or: just example {number} K),"
        ),
        format!(
            "     and its answers into EXAMPLES at the end of {crate_dir}/src/lib.rs; more examples go in"
        ),
        "     the same table.".to_owned(),
        format!(
            "  2. Save your input as {} (or: just fetch {number}); `cargo aoc -d {number}` reads it there.",
            day.input()
        ),
        if day.is_last() {
            format!(
                "  3. Write parse and part1 in {crate_dir}/src/lib.rs (the last day has one puzzle: its second\n     star comes with the others, `just submit {number} 2` sends it then), then:"
            )
        } else {
            format!("  3. Write parse, part1 and part2 in {crate_dir}/src/lib.rs, then:")
        },
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

    fn day(year: u16, day: u8) -> Day {
        Day::new(year, day).unwrap()
    }

    #[test]
    fn next_steps_keep_a_column_between_command_and_text() {
        let steps = next_steps(day(2021, 16));
        assert!(steps.contains(
            "Save your input as input/2021/day16.txt (or: just fetch 16); `cargo aoc -d 16` reads it there."
        ));
        let commands: Vec<&str> = steps
            .lines()
            .filter(|line| line.starts_with("     just"))
            .collect();
        assert_eq!(
            commands,
            [
                "     just test 16   the day's tests, in seconds",
                "     just run 16    its answers (on the example until you save your input)",
                "     just watch 16  both again on every save",
                "     just verify    checks the answers recorded in input/2021/day16.answers",
                "     just bench 16  timings",
            ]
        );
    }

    #[test]
    fn templates_get_the_day_in_both_spellings_and_the_year() {
        assert_eq!(
            render("day{{NN}} is day {{DAY}} of {{YEAR}}", day(2021, 7)),
            "day07 is day 7 of 2021"
        );
        let names = "{{CRATE}} {{LIB}} {{CRATE_DIR}}";
        assert_eq!(render(names, day(2021, 7)), "day07 day07 crates/day07");
        assert_eq!(
            render(names, day(2026, 7)),
            "day07-2026 day07_2026 crates/2026/day07"
        );
    }

    #[test]
    fn a_part_is_scaffolded_while_it_ends_as_the_template_left_it() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        let made = Rendered::of(root, day(2026, 4)).unwrap();
        let (_, lib) = made
            .crate_files
            .iter()
            .find(|(file, _)| file.ends_with("src/lib.rs"))
            .unwrap();
        let parts = |lib: &str| scaffolded_in(&syn::parse_file(lib).unwrap());
        assert_eq!(parts(lib), BTreeSet::from(Part::BOTH));
        // Part 1 written: what is left of the scaffold in a comment or an
        // early return is not the part's end.
        let written = lib.replacen(
            "    let _ = input;\n    Err(NotSolved { day: 4, part: 1 })",
            "    // was: Err(NotSolved { day: 4, part: 1 })\n    if input.lines.is_empty() {\n        return Err(NotSolved { day: 4, part: 1 });\n    }\n    Ok(input.lines.len() as u64)",
            1,
        );
        assert_ne!(
            &written, lib,
            "the template's part 1 is as this test knows it"
        );
        assert_eq!(parts(&written), BTreeSet::from([Part::Two]));
    }

    #[test]
    fn the_last_day_is_scaffolded_with_part_one_alone() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        let other = Rendered::of(root, day(2026, 11)).unwrap();
        for last in [day(2021, 25), day(2026, 12)] {
            let made = Rendered::of(root, last).unwrap();
            // The same files, each a day's or the last day's own.
            let names = |made: &Rendered| -> Vec<PathBuf> {
                made.crate_files
                    .iter()
                    .map(|(file, _)| file.clone())
                    .collect()
            };
            assert_eq!(names(&made), names(&other));
            for (file, text) in &made.crate_files {
                // `part2: None` in EXAMPLES is a field of aoc-common's
                // Example, not a part to write.
                assert!(
                    !text.contains("fn part2") && !text.contains("{{"),
                    "{file:?}:\n{text}"
                );
            }
            let lib = &made
                .crate_files
                .iter()
                .find(|(file, _)| file.ends_with("src/lib.rs"))
                .unwrap()
                .1;
            assert!(
                lib.contains("aoc_common::test_examples!(part1 only);"),
                "{lib}"
            );
        }
        assert!(
            other
                .crate_files
                .iter()
                .any(|(_, text)| text.contains("pub fn part2"))
        );
    }

    /// A throwaway workspace with the templates and a manifest of 2026.
    fn workspace(name: &str) -> PathBuf {
        let root = std::env::temp_dir().join(format!("xtask-new-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        let template = Path::new(env!("CARGO_MANIFEST_DIR")).join("template");
        for file in files(&template).unwrap() {
            let text = fs::read_to_string(template.join(&file)).unwrap();
            write(&root.join(TEMPLATE).join(file), &text).unwrap();
        }
        write(
            &root.join("Cargo.toml"),
            "[dependencies]\n\n[features]\ndefault = [\"year2026\"]\nyear2026 = []\n\n[workspace]\nmembers = []\n\n[workspace.dependencies]\n",
        )
        .unwrap();
        root
    }

    #[test]
    fn a_day_of_another_year_is_scaffolded_beside_2021() {
        let root = workspace("2026");
        scaffold(&root, day(2026, 4)).unwrap();
        let manifest = fs::read_to_string(root.join("crates/2026/day04/Cargo.toml")).unwrap();
        assert!(manifest.contains("name = \"day04-2026\""), "{manifest}");
        assert_eq!(Calendar::read(&root).unwrap().days, [day(2026, 4)]);
        // The crate and the manifest, and nothing beside them.
        assert_eq!(
            files(&root.join("crates/2026/day04")).unwrap(),
            ["Cargo.toml", "example.txt", "src/lib.rs"].map(PathBuf::from)
        );
        assert!(!root.join("src").exists());
        assert!(!root.join("crates/day04").exists());
        assert!(!root.join("crates/.new-day04-2026").exists());
        // Refused the second time, with nothing changed.
        let before = fs::read_to_string(root.join("Cargo.toml")).unwrap();
        assert_eq!(
            scaffold(&root, day(2026, 4)).unwrap_err().to_string(),
            "day 4 of 2026 already exists (crates/2026/day04)"
        );
        assert_eq!(fs::read_to_string(root.join("Cargo.toml")).unwrap(), before);
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn a_half_made_day_is_completed_and_what_is_there_kept() {
        let root = workspace("half");
        // Stopped after the crate was moved in: the manifest is missing.
        // The crate has an edit of the user's.
        scaffold(&root, day(2026, 5)).unwrap();
        let complete = fs::read_to_string(root.join("Cargo.toml")).unwrap();
        let lib = root.join("crates/2026/day05/src/lib.rs");
        fs::write(&lib, "// mine\n").unwrap();
        let manifest = workspace("half-manifest").join("Cargo.toml");
        fs::copy(&manifest, root.join("Cargo.toml")).unwrap();
        fs::create_dir_all(root.join("crates/.new-day05-2026/src")).unwrap();
        let made = scaffold(&root, day(2026, 5)).unwrap();
        assert_eq!(made.completed, ["crates/2026/day05"]);
        assert_eq!(fs::read_to_string(&lib).unwrap(), "// mine\n");
        assert_eq!(
            fs::read_to_string(root.join("Cargo.toml")).unwrap(),
            complete
        );
        assert!(!root.join("crates/.new-day05-2026").exists());
        fs::remove_dir_all(&root).unwrap();
        fs::remove_dir_all(manifest.parent().unwrap()).unwrap();
    }
}
