//! The current year, the one `cargo aoc` runs: `cargo xtask year` prints it
//! and `cargo xtask year YYYY` (`just year YYYY`) makes YYYY current,
//! creating its module on first use. [`Switched`] makes a year current for
//! a while (`just verify` and `just run-all` over every year) and puts the
//! runner back as it was.
//!
//! The current year is written in two lines of `src/lib.rs`, `mod
//! year2021;` and `aoc_lib! { year = 2021 }`, and nowhere else: switching
//! rewrites those two lines and touches nothing else (day crates, inputs and
//! the other years' modules stay as they are).

use std::path::{Path, PathBuf};

use super::calendar::{Calendar, current_year, now, year_at};
use super::layout::{self, FIRST_YEAR};
use crate::files::{read, write};

/// Where the template of a year's module lives, relative to the root.
const TEMPLATE: &str = "xtask/template/year.rs";

/// Runs `cargo xtask year [YYYY]`.
pub fn main(root: &Path, mut args: impl Iterator<Item = String>) -> Result<(), String> {
    let (year, None) = (args.next(), args.next()) else {
        return Err("usage: just year [YYYY]".to_owned());
    };
    let Some(year) = year.filter(|year| !year.is_empty()) else {
        println!("{}", current_year(root)?);
        return Ok(());
    };
    let latest = year_at(now());
    let year = year
        .parse::<u16>()
        .ok()
        .filter(|year| (FIRST_YEAR..=latest).contains(year))
        .ok_or_else(|| {
            format!(
                "'{year}' is not a year of Advent of Code: give one from {FIRST_YEAR} to {latest}"
            )
        })?;
    let was = current_year(root)?;
    let created = make_current(root, year)?;
    let calendar = Calendar::of(root, year)?;
    let days = match calendar.days.as_slice() {
        [] => "no days yet: `just new 1` adds day 1".to_owned(),
        days => format!(
            "days {}",
            days.iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let what = match (created, was == year) {
        (true, _) => format!(
            "{year} is the current year (new: {} lists its days)",
            layout::year_module(year)
        ),
        (false, true) => format!("{year} is the current year already"),
        (false, false) => format!("{year} is the current year (was {was})"),
    };
    println!("{what}; {days} of {}.", calendar.last_day());
    println!(
        "`cargo aoc -d N` and every `just` command that takes a day act on {year}; `just year {was}` switches back."
    );
    Ok(())
}

/// `lib_rs` compiling `year`'s module and naming `year` in `aoc_lib!`.
pub fn runner_for(lib_rs: &str, year: u16) -> Result<String, String> {
    let (mut modules, mut calls) = (0, 0);
    let mut lines: Vec<String> = Vec::new();
    for line in lib_rs.lines() {
        if layout::year_of_module(line).is_some() {
            modules += 1;
            let indent = &line[..line.len() - line.trim_start().len()];
            let public = if line.trim_start().starts_with("pub ") {
                "pub "
            } else {
                ""
            };
            lines.push(format!("{indent}{public}mod year{year};"));
        } else if let Some(old) = layout::year(line) {
            calls += 1;
            lines.push(line.replacen(&format!("year = {old}"), &format!("year = {year}"), 1));
        } else {
            lines.push(line.to_owned());
        }
    }
    let written = lines.join("\n") + "\n";
    if modules != 1 || calls != 1 || layout::year(&written) != Some(year) {
        return Err(
            "src/lib.rs should have one `mod yearYYYY;` line and one `aoc_lib! { year = YYYY }`: \
             the current year is written there"
                .to_owned(),
        );
    }
    Ok(written)
}

/// The text of `year`'s module (`src/yearYYYY.rs`), or the template's for
/// a year that has none yet; true in the second case.
pub fn year_module(root: &Path, year: u16) -> Result<(String, bool), String> {
    let module = layout::year_module(year);
    match std::fs::read_to_string(root.join(&module)) {
        Ok(text) => Ok((text, false)),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            let template = read(&root.join(TEMPLATE))?;
            Ok((template.replace("{{YEAR}}", &year.to_string()), true))
        }
        Err(error) => Err(format!("{module}: {error}")),
    }
}

/// Makes `year` current, creating its module if it has none. True when the
/// module was created.
pub fn make_current(root: &Path, year: u16) -> Result<bool, String> {
    let lib_path = root.join("src/lib.rs");
    let lib_rs = read(&lib_path)?;
    let runner = runner_for(&lib_rs, year)?;
    let (module, created) = year_module(root, year)?;
    if created {
        write(&root.join(layout::year_module(year)), &module)?;
    }
    if runner != lib_rs {
        write(&lib_path, &runner)?;
    }
    Ok(created)
}

/// A year made current for a while: the runner as it was comes back when
/// this is dropped. In case the run is killed first (Ctrl-C), the runner as
/// it was is also kept in [`KEPT`], which the next `cargo xtask` command
/// puts back (see [`restore_interrupted`]).
pub struct Switched {
    root: PathBuf,
    original: String,
}

/// Where a [`Switched`] keeps the runner as it was, relative to the root.
pub const KEPT: &str = "target/xtask/lib.rs-before-switch";

impl Switched {
    /// Makes `year` (which has a module) current until the result is
    /// dropped; for the current year, changes nothing.
    pub fn to(root: &Path, year: u16) -> Result<Self, String> {
        let original = read(&root.join("src/lib.rs"))?;
        let runner = runner_for(&original, year)?;
        if runner != original {
            write(&root.join(KEPT), &original)?;
            write(&root.join("src/lib.rs"), &runner)?;
        }
        Ok(Self {
            root: root.to_owned(),
            original,
        })
    }
}

impl Drop for Switched {
    fn drop(&mut self) {
        let lib_path = self.root.join("src/lib.rs");
        if read(&lib_path).ok().as_ref() != Some(&self.original)
            && let Err(error) = write(&lib_path, &self.original)
        {
            eprintln!("could not put src/lib.rs back as it was: {error}");
            return;
        }
        let _ = std::fs::remove_file(self.root.join(KEPT));
    }
}

/// Puts back the runner a killed `just verify` or `just run-all` left
/// switched to another year, and says so.
pub fn restore_interrupted(root: &Path) -> Result<(), String> {
    let kept = root.join(KEPT);
    let Ok(original) = std::fs::read_to_string(&kept) else {
        return Ok(());
    };
    let lib_path = root.join("src/lib.rs");
    if read(&lib_path)? != original {
        write(&lib_path, &original)?;
        eprintln!(
            "src/lib.rs was left on another year by an interrupted run: put back as it was \
             (current year {})",
            current_year(root)?
        );
    }
    std::fs::remove_file(&kept).map_err(|error| format!("{}: {error}", kept.display()))
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::*;

    const LIB_RS: &str = "//! The runner.\n\n// The current year.\nmod year2021;\n\naoc_runner_derive::aoc_lib! { year = 2021 }\n";

    #[test]
    fn switching_rewrites_the_two_lines_only() {
        let runner = runner_for(LIB_RS, 2026).unwrap();
        assert_eq!(
            runner,
            "//! The runner.\n\n// The current year.\nmod year2026;\n\naoc_runner_derive::aoc_lib! { year = 2026 }\n"
        );
        assert_eq!(runner_for(&runner, 2021).unwrap(), LIB_RS);
        assert_eq!(runner_for(LIB_RS, 2021).unwrap(), LIB_RS);
    }

    #[test]
    fn a_runner_that_does_not_say_its_year_plainly_is_refused() {
        for lib_rs in [
            "mod day21;\naoc_lib! { year = 2021 }\n",
            "mod year2021;\n",
            "mod year2021;\nmod year2026;\naoc_lib! { year = 2021 }\n",
        ] {
            assert!(runner_for(lib_rs, 2026).is_err(), "{lib_rs}");
        }
    }

    #[test]
    fn a_temporary_switch_puts_the_runner_back() {
        let root = std::env::temp_dir().join(format!("xtask-switch-{}", std::process::id()));
        fs::create_dir_all(root.join("src")).unwrap();
        fs::write(root.join("src/lib.rs"), LIB_RS).unwrap();
        {
            let _switched = Switched::to(&root, 2026).unwrap();
            assert_eq!(current_year(&root), Ok(2026));
        }
        assert_eq!(fs::read_to_string(root.join("src/lib.rs")).unwrap(), LIB_RS);
        assert!(!root.join(KEPT).exists());

        // Killed while switched: the next command puts the runner back.
        let switched = Switched::to(&root, 2026).unwrap();
        std::mem::forget(switched);
        assert_eq!(current_year(&root), Ok(2026));
        restore_interrupted(&root).unwrap();
        assert_eq!(fs::read_to_string(root.join("src/lib.rs")).unwrap(), LIB_RS);
        assert!(!root.join(KEPT).exists());
        restore_interrupted(&root).unwrap();
        assert_eq!(fs::read_to_string(root.join("src/lib.rs")).unwrap(), LIB_RS);
        fs::remove_dir_all(&root).unwrap();
    }
}
