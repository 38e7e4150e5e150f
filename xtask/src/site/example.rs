//! `cargo xtask example DAY [K] [FILE]` (`just example DAY [K]`): the
//! puzzle's example into the day's crate. Without K, the example and the
//! answers the page gives, found by [`crate::page::examples`], go into
//! `example.txt` and the `EXAMPLES` table (where these hold none yet). With
//! K, code block K is saved as FILE (`example.txt` unless given). A block
//! number the stored page does not have is refused without a request.

use std::fs;
use std::path::Path;

use anyhow::bail;

use super::files::DayFiles;
use super::read::examples_into_crate;
use super::{in_site_build, open_day_with_crate, session};
use crate::files::write;
use crate::flags::{self, Block};
use crate::page::Page;
use crate::page::examples::Found;
use crate::years::example_copy::Before;

impl flags::Example {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let day = open_day_with_crate(root, self.day)?;
        let files = DayFiles::new(root, day);
        let name = self.file.unwrap_or_default().0;
        if let Some(page) = files.stored_page()? {
            return save(&files, &page, self.block, &name);
        }
        session::ready()?;
        in_site_build!({
            let mut online = super::online::Online::new(files);
            let main = online.page(false)?;
            save(&files, &Page::parse(&main), self.block, &name)
        })
    }
}

/// Block `block` of `page` saved as `name`, or (no block) the examples
/// the page gives into the crate.
fn save(files: &DayFiles, page: &Page, block: Option<Block>, name: &str) -> anyhow::Result<()> {
    let Some(block) = block else {
        return examples_into_crate(files, page);
    };
    let day = files.day;
    let number = day.day;
    let blocks = page.code_blocks();
    let Some(text) = block.0.checked_sub(1).and_then(|index| blocks.get(index)) else {
        bail!(
            "\"{block}\" is not a code block of day {number}: give a number from 1 to {} (`just read {number}` shows them); nothing was sent",
            blocks.len(),
        );
    };
    let crate_dir = day.crate_dir();
    let before = Before::look(files.root, day);
    let file = format!("{crate_dir}/{name}");
    let path = files.root.join(&file);
    match fs::read_to_string(&path) {
        Ok(existing) if existing == *text => println!("{file} holds that block already"),
        Ok(existing) if !existing.trim().is_empty() => {
            bail!(
                "{file} holds another example already: give another file name (`just example {number} {block} example2.txt`) or empty it first"
            );
        }
        _ => {
            write(&path, text)?;
            println!("saved code block {block} as {file}");
        }
    }
    // The page's answers for this very block, as the page alone reads
    // them, and the sizes it runs its example at.
    let from_page = match Found::chosen(page, day, block.0, text) {
        Ok(example) => Some(example),
        Err(failed) => {
            println!(
                "  the page's answers for it could not be read, a fault of the tools on a page they did not foresee ({failed})"
            );
            None
        }
    };
    for line in crate::page::fill::chosen(files.root, day, name, block.0, from_page.as_ref())? {
        println!("  {line}");
    }
    if let Some(said) = before.follow(files.root)? {
        println!("{said}");
    }
    Ok(())
}
