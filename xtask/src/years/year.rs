//! `cargo xtask year [YEAR]` (`just year`): prints the current year, or
//! makes YEAR current.
//!
//! The current year is the root package's default feature, one line of
//! `Cargo.toml` (`default = ["year2021"]`): the year `cargo aoc` runs and
//! every recipe that takes a day acts on. Switching rewrites that line and
//! nothing else; a year with no day yet gets an empty feature of its own,
//! which goes again when another year becomes current, so a mistyped year
//! leaves nothing behind. Nothing else of a year is written until `just new`
//! adds its first day.

use std::path::Path;

use anyhow::bail;
use layout::FIRST_YEAR;

use super::calendar::{now, year_at};
use super::manifest::Manifest;
use crate::files::Lock;
use crate::flags;

impl flags::Year {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let Some(flags::AocYear(year)) = self.year else {
            println!("{}", Manifest::read(root)?.current_year()?);
            return Ok(());
        };
        let latest = year_at(now());
        if year > latest {
            bail!(
                "'{year}' is not a year of Advent of Code yet: give one from {FIRST_YEAR} to {latest}"
            );
        }
        let _lock = Lock::workspace(root)?;
        let mut manifest = Manifest::read(root)?;
        let was = manifest.current_year()?;
        if year != was {
            manifest.make_current(year)?;
            manifest.write()?;
        }
        let days = manifest.days(year);
        let listing = if days.is_empty() {
            format!(
                "no days yet: `just new 1` adds day 1 (nothing of {year} is written until then)"
            )
        } else {
            let days: Vec<String> = days.iter().map(|day| day.day.to_string()).collect();
            format!(
                "days so far: {} (of {})",
                days.join(", "),
                layout::days_in(year)
            )
        };
        if year == was {
            println!("{year} is the current year already; {listing}.");
        } else {
            println!("{year} is the current year (was {was}); {listing}.");
            println!(
                "`just run N` and every `just` recipe that takes a day act on {year}; `just year {was}` switches back."
            );
        }
        Ok(())
    }
}
