//! `cargo xtask new DAY` (`just new DAY`): scaffolds day DAY of the current
//! year from `xtask/template/` (`crates/dayNN`, or `crates/YYYY/dayNN`
//! outside 2021: see [`super::layout`]) and registers it: its module
//! `src/yearYYYY/dayNN.rs`, two lines in `src/lib.rs` that compile that
//! module in a build with the day, and the day's lines in the root
//! `Cargo.toml` (see [`super::manifest`]).
//!
//! Everything is checked, and every new text prepared, before anything is
//! written: a refused day leaves the tree as it was.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, anyhow, bail};

use super::calendar::Calendar;
use super::layout;
use super::manifest::Manifest;
use crate::files::{read, write};
use crate::flags;

/// Where the templates live, relative to the workspace root.
const TEMPLATE: &str = "xtask/template";

impl flags::New {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let calendar = Calendar::read(root)?;
        let day = calendar.parse_day(&self.day)?;
        scaffold(root, &calendar, day)?;
        println!("{}", next_steps(&calendar, day));
        Ok(())
    }
}

/// `src/lib.rs` with day `day` of `year`'s module in its year's block (`mod
/// year2026 { … }`), days in order; the block, and the year's `aoc_lib!`
/// under it, are made, in order of years, for a year's first day.
pub fn add_module(lib_rs: &str, year: u16, day: u8) -> anyhow::Result<String> {
    let entry = [
        format!(
            "    #[cfg(registered = \"{}\")]",
            layout::package(year, day)
        ),
        format!("    mod day{day:02};"),
    ];
    let mut lines: Vec<String> = lib_rs.lines().map(str::to_owned).collect();
    let block_year = |line: &str| -> Option<u16> {
        line.strip_prefix("mod year")?
            .strip_suffix(" {")?
            .parse()
            .ok()
    };
    let blocks: Vec<(u16, usize)> = lines
        .iter()
        .enumerate()
        .filter_map(|(index, line)| Some((block_year(line)?, index)))
        .collect();
    if let Some(&(_, start)) = blocks.iter().find(|&&(of, _)| of == year) {
        let end = lines[start..]
            .iter()
            .position(|line| line == "}")
            .map(|offset| start + offset)
            .ok_or_else(|| anyhow!("src/lib.rs: the block `mod year{year} {{` has no `}}` line"))?;
        // The block's entries: each runs up to its `mod dayNN;` line.
        let mut entries: Vec<(u8, Vec<String>)> = Vec::new();
        let mut pending = Vec::new();
        for line in &lines[start + 1..end] {
            pending.push(line.clone());
            let module_day = line
                .trim()
                .strip_prefix("mod day")
                .and_then(|rest| rest.strip_suffix(';'))
                .and_then(|number| number.parse().ok());
            if let Some(module_day) = module_day {
                entries.push((module_day, std::mem::take(&mut pending)));
            }
        }
        if entries.iter().any(|&(of, _)| of == day) {
            bail!("src/lib.rs registers day {day} of {year} already");
        }
        entries.push((day, entry.to_vec()));
        entries.sort_by_key(|&(of, _)| of);
        let body: Vec<String> = entries
            .into_iter()
            .flat_map(|(_, lines)| lines)
            .chain(pending)
            .collect();
        lines.splice(start + 1..end, body);
    } else {
        let mut block = vec![
            format!("/// The days of {year}."),
            format!("#[cfg(aoc_year = \"{year}\")]"),
            format!("mod year{year} {{"),
            entry[0].clone(),
            entry[1].clone(),
            "}".to_owned(),
            format!("#[cfg(aoc_year = \"{year}\")]"),
            format!("aoc_runner_derive::aoc_lib! {{ year = {year} }}"),
        ];
        let at = match (blocks.iter().find(|&&(of, _)| of > year), blocks.last()) {
            // Before the next year's block, its cfg and its doc comment.
            (Some(&(_, start)), _) => {
                block.push(String::new());
                let mut at = start;
                while at > 0
                    && (lines[at - 1].starts_with("///") || lines[at - 1].starts_with("#["))
                {
                    at -= 1;
                }
                at
            }
            // After the last year's block and its aoc_lib!, a blank line between.
            (None, Some(&(_, start))) => {
                let end = lines[start..]
                    .iter()
                    .position(|line| line.starts_with("aoc_runner_derive::aoc_lib!"))
                    .map_or(lines.len() - 1, |offset| start + offset);
                block.insert(0, String::new());
                end + 1
            }
            // The first year's block, before the registry is included.
            (None, None) => {
                block.push(String::new());
                lines
                    .iter()
                    .position(|line| line.starts_with("include!("))
                    .ok_or_else(|| {
                        anyhow!(
                            "src/lib.rs has no year block and no `include!(` line to put one before"
                        )
                    })?
            }
        };
        lines.splice(at..at, block);
    }
    Ok(lines.join("\n") + "\n")
}

/// A template's text with its placeholders filled in: `{{DAY}}` (e.g. 5),
/// `{{NN}}` (e.g. 05), `{{YEAR}}`, the day's package `{{CRATE}}` (e.g.
/// `day05-2026`) and its library `{{LIB}}` (`day05_2026`), its folder
/// `{{CRATE_DIR}}` and the way from there back to the root `{{ROOT}}`
/// (`../..` or `../../..`).
pub fn render(template: &str, year: u16, day: u8) -> String {
    let package = layout::package(year, day);
    let crate_dir = layout::crate_dir(year, day);
    let root = vec![".."; crate_dir.split('/').count()].join("/");
    template
        .replace("{{DAY}}", &day.to_string())
        .replace("{{NN}}", &format!("{day:02}"))
        .replace("{{YEAR}}", &year.to_string())
        .replace("{{CRATE}}", &package)
        .replace("{{LIB}}", &package.replace('-', "_"))
        .replace("{{CRATE_DIR}}", &crate_dir)
        .replace("{{ROOT}}", &root)
}

/// Every file under `dir`, as paths relative to it.
fn files(dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
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

/// Creates and registers day `day` of `calendar` under `root`, or explains
/// why not.
pub fn scaffold(root: &Path, calendar: &Calendar, day: u8) -> anyhow::Result<()> {
    let year = calendar.year;
    let crate_path = layout::crate_dir(year, day);
    let module_path = layout::registration(year, day);
    for existing in [&crate_path, &module_path] {
        if root.join(existing).exists() {
            bail!("day {day} of {year} already exists ({existing})");
        }
    }
    if calendar.days.contains(&day) {
        bail!(
            "day {day} of {year} is in Cargo.toml already (its feature `{}`)",
            layout::package(year, day)
        );
    }
    let lib_rs = add_module(&read(&root.join("src/lib.rs"))?, year, day)?;
    let mut manifest = Manifest::read(root)?;
    manifest.add_day(year, day)?;
    let template = root.join(TEMPLATE);
    let render = |text: String| render(&text, year, day);
    let registration = render(read(&template.join("runner.rs"))?);
    let day_template = template.join("day");
    let mut crate_files = Vec::new();
    for file in files(&day_template)? {
        crate_files.push((file.clone(), render(read(&day_template.join(&file))?)));
    }

    // Everything is ready: write the crate beside its place, then move it in.
    let crate_dir = root.join(&crate_path);
    let staging = crate_dir.with_file_name(format!(".new-day{day:02}"));
    let _ = fs::remove_dir_all(&staging);
    for (file, text) in &crate_files {
        write(&staging.join(file), text)?;
    }
    fs::rename(&staging, &crate_dir).with_context(|| crate_dir.display().to_string())?;
    write(&root.join(&module_path), &registration)?;
    write(&root.join("src/lib.rs"), &lib_rs)?;
    manifest.write()
}

/// What to do after `just new`.
fn next_steps(calendar: &Calendar, day: u8) -> String {
    let commands = [
        (
            format!("just test {day}"),
            "the day's tests, in seconds".to_owned(),
        ),
        (
            format!("just run {day}"),
            "its answers (on the example until you save your input)".to_owned(),
        ),
        (
            format!("just watch {day}"),
            "both again on every save".to_owned(),
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
    let crate_dir = calendar.crate_dir(day);
    let mut lines = vec![
        format!(
            "Created {crate_dir} and registered day {day} of {} ({} runs it; leave it be).",
            calendar.year,
            layout::registration(calendar.year, day)
        ),
        "Next:".to_owned(),
        format!(
            "  1. Paste the puzzle's example into {crate_dir}/example.txt (or: just example {day} K),"
        ),
        format!(
            "     and its answers into EXAMPLES at the end of {crate_dir}/src/lib.rs (then remove the"
        ),
        "     #[ignore] lines there); more examples go in the same table.".to_owned(),
        format!(
            "  2. Save your input as {} (or: just fetch {day}).",
            calendar.input(day)
        ),
        format!("  3. Write parse, part1 and part2 in {crate_dir}/src/lib.rs, then:"),
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

    const LIB_RS: &str = "//! The runner.\n\n/// The days of 2021.\n#[cfg(aoc_year = \"2021\")]\nmod year2021 {\n    #[cfg(registered = \"day21\")]\n    mod day21;\n}\n#[cfg(aoc_year = \"2021\")]\naoc_runner_derive::aoc_lib! { year = 2021 }\n\ninclude!(\"registry.rs\");\n";

    /// A year's block as `just new` writes it, with its first day.
    fn block(year: u16, package: &str, module: &str) -> String {
        format!(
            "/// The days of {year}.\n#[cfg(aoc_year = \"{year}\")]\nmod year{year} {{\n    #[cfg(registered = \"{package}\")]\n    mod {module};\n}}\n#[cfg(aoc_year = \"{year}\")]\naoc_runner_derive::aoc_lib! {{ year = {year} }}\n"
        )
    }

    #[test]
    fn next_steps_keep_a_column_between_command_and_text() {
        let calendar = Calendar {
            year: 2021,
            days: vec![21],
        };
        let steps = next_steps(&calendar, 16);
        assert!(steps.contains("Save your input as input/2021/day16.txt (or: just fetch 16)."));
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
    fn modules_stay_in_order_in_their_years_block() {
        let with_four = add_module(LIB_RS, 2021, 4).unwrap();
        assert_eq!(
            with_four,
            LIB_RS.replace("    #[cfg(registered = \"day21\")]", "    #[cfg(registered = \"day04\")]\n    mod day04;\n    #[cfg(registered = \"day21\")]")
        );
        let with_2026 = add_module(&with_four, 2026, 4).unwrap();
        assert!(
            with_2026.ends_with(&format!(
                "aoc_lib! {{ year = 2021 }}\n\n{}\ninclude!(\"registry.rs\");\n",
                block(2026, "day04-2026", "day04")
            )),
            "{with_2026}"
        );
        let with_2015 = add_module(&with_2026, 2015, 25).unwrap();
        assert!(
            with_2015.starts_with(&format!(
                "//! The runner.\n\n{}\n/// The days of 2021.\n",
                block(2015, "day25-2015", "day25")
            )),
            "{with_2015}"
        );
        assert!(add_module(&with_2015, 2021, 21).is_err());
        let empty = "//! Docs.\n\ninclude!(\"registry.rs\");\n";
        assert_eq!(
            add_module(empty, 2026, 1).unwrap(),
            format!(
                "//! Docs.\n\n{}\ninclude!(\"registry.rs\");\n",
                block(2026, "day01-2026", "day01")
            )
        );
    }

    #[test]
    fn templates_get_the_day_in_both_spellings_and_the_year() {
        assert_eq!(
            render("day{{NN}} is day {{DAY}} of {{YEAR}}", 2021, 7),
            "day07 is day 7 of 2021"
        );
        let names = "{{CRATE}} {{LIB}} {{CRATE_DIR}} {{ROOT}}";
        assert_eq!(render(names, 2021, 7), "day07 day07 crates/day07 ../..");
        assert_eq!(
            render(names, 2026, 7),
            "day07-2026 day07_2026 crates/2026/day07 ../../.."
        );
    }

    #[test]
    fn a_day_of_another_year_is_scaffolded_beside_2021() {
        let root = std::env::temp_dir().join(format!("xtask-new-{}", std::process::id()));
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
        write(&root.join("src/lib.rs"), "include!(\"registry.rs\");\n").unwrap();
        let calendar = Calendar::read(&root).unwrap();
        scaffold(&root, &calendar, 4).unwrap();
        let manifest = fs::read_to_string(root.join("crates/2026/day04/Cargo.toml")).unwrap();
        assert!(manifest.contains("name = \"day04-2026\""), "{manifest}");
        let registration = fs::read_to_string(root.join("src/year2026/day04.rs")).unwrap();
        assert!(
            registration.contains("day04_2026::part1(input)"),
            "{registration}"
        );
        assert_eq!(Calendar::read(&root).unwrap().days, [4]);
        let lib_rs = fs::read_to_string(root.join("src/lib.rs")).unwrap();
        assert!(
            lib_rs.contains("#[cfg(registered = \"day04-2026\")]\n    mod day04;"),
            "{lib_rs}"
        );
        let bench = fs::read_to_string(root.join("crates/2026/day04/benches/day.rs")).unwrap();
        assert!(bench.contains("/../../../input/2026/day4.txt"), "{bench}");
        assert!(!root.join("crates/day04").exists());
        // Refused the second time, with nothing changed.
        let before = fs::read_to_string(root.join("Cargo.toml")).unwrap();
        let calendar = Calendar::read(&root).unwrap();
        assert!(scaffold(&root, &calendar, 4).is_err());
        assert_eq!(fs::read_to_string(root.join("Cargo.toml")).unwrap(), before);
        fs::remove_dir_all(&root).unwrap();
    }
}
