//! `cargo xtask read DAY` (`just read DAY`): the puzzle as terminal text,
//! from the stored page (fetched once, and again after a part is solved, when
//! part two appears); and `cargo xtask example DAY K [FILE]`
//! (`just example DAY K`): the page's K-th code block saved as one of the
//! day's examples.

use std::path::Path;

use super::{in_site_build, open_day_with_crate, session, stored};
use crate::flags;

#[cfg_attr(not(feature = "site"), allow(unused_variables))]
impl flags::Read {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let day = open_day_with_crate(root, self.day)?;
        if !stored(root, day, "puzzle.html") {
            session::ready()?;
        }
        in_site_build!(show(&mut super::files::DayFiles::new(root, day)))
    }
}

#[cfg_attr(not(feature = "site"), allow(unused_variables))]
impl flags::Example {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let day = open_day_with_crate(root, self.day)?;
        if !stored(root, day, "puzzle.html") {
            session::ready()?;
        }
        let name = self.file.unwrap_or_default();
        in_site_build!(example(root, day, self.block, &name.0))
    }
}

#[cfg(feature = "site")]
pub use with_site::*;

#[cfg(feature = "site")]
mod with_site {
    use std::fs;
    use std::path::Path;

    use anyhow::{anyhow, bail};
    use layout::Day;

    use crate::files::write;
    use crate::flags::Block;
    use crate::site::files::DayFiles;
    use crate::site::page::{code_blocks, render};

    /// How wide the text is wrapped.
    const WIDTH: usize = 80;

    /// Shows `day`'s puzzle, fetched if it is not stored (or a part was
    /// solved since), with its code blocks numbered.
    pub fn show(day: &mut DayFiles) -> anyhow::Result<()> {
        let main = day.page()?;
        print!("{}", render(&main, WIDTH));
        let blocks = code_blocks(&main).len();
        let number = day.day.day;
        println!(
            "\n(kept in {}; {blocks} code block{}: `just example {number} K` saves block K as an example)",
            day.file("puzzle.html"),
            if blocks == 1 { "" } else { "s" }
        );
        Ok(())
    }

    /// Code block `block` of `day`'s page saved as `name` in the day's
    /// crate.
    pub fn example(root: &Path, day: Day, block: Block, name: &str) -> anyhow::Result<()> {
        let mut files = DayFiles::new(root, day);
        let crate_dir = day.crate_dir();
        let number = day.day;
        let blocks = code_blocks(&files.page()?);
        let text = block
            .0
            .checked_sub(1)
            .and_then(|index| blocks.get(index))
            .ok_or_else(|| {
                anyhow!(
                    "\"{block}\" is not a code block of day {number}: give a number from 1 to {} (`just read {number}` shows them)",
                    blocks.len(),
                )
            })?;
        let file = format!("{crate_dir}/{name}");
        let path = root.join(&file);
        match fs::read_to_string(&path) {
            Ok(existing) if existing == *text => {
                println!("{file} holds that block already");
                return Ok(());
            }
            Ok(existing) if !existing.trim().is_empty() => {
                bail!(
                    "{file} holds another example already: give another file name (`just example {number} {block} example2.txt`) or empty it first"
                );
            }
            _ => {}
        }
        write(&path, text)?;
        println!("saved code block {block} as {file}");
        if name != "example.txt" {
            println!(
                "add it to EXAMPLES at the end of {crate_dir}/src/lib.rs with its answers:\n    \
                 Example {{ input: include_str!(\"../{name}\"), part1: None, part2: None }},"
            );
        }
        Ok(())
    }
}
