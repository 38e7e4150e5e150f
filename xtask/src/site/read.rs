//! `cargo xtask read DAY` (`just read DAY`): the puzzle as terminal text
//! (see [`crate::page::render`]), from the stored page: fetched once, and again
//! after a part is solved (when part two appears) or with `--refresh`. A
//! day needs no crate to be read. Where the day has one, the example and
//! the answers the page gives go into its `EXAMPLES` table where that has
//! none (see [`crate::page::fill`]): part two's answer joins when part two
//! appears. `cargo xtask open DAY` opens the page in the browser.

use std::io::IsTerminal;
use std::path::Path;

use layout::Day;

use super::files::DayFiles;
use super::{in_site_build, open_day, session};
use crate::flags;
use crate::page::Page;
use crate::page::examples::{Found, InputShape};
use crate::page::render::{Style, render};
use crate::years::calendar::Calendar;
use crate::years::example_copy::Before;

impl flags::Read {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let day = open_day(root, self.day)?;
        let files = DayFiles::new(root, day);
        if !self.refresh
            && let Some(page) = files.stored_page()?
        {
            return show(&files, &page, false);
        }
        session::ready()?;
        in_site_build!({
            let mut online = super::online::Online::new(files);
            let main = online.page(self.refresh)?;
            show(&files, &Page::parse(&main), true)
        })
    }
}

impl flags::Open {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let day = Calendar::read(root)?.day(self.day)?;
        let url = page_url(day)?;
        println!("{url}");
        let opener = if cfg!(target_os = "macos") {
            "open"
        } else if cfg!(windows) {
            "explorer"
        } else {
            "xdg-open"
        };
        match std::process::Command::new(opener).arg(&url).status() {
            Ok(status) if status.success() => {}
            _ => println!("(no browser could be opened here: copy the address above)"),
        }
        Ok(())
    }
}

/// The address of `day`'s page on the site (or the stand-in).
pub fn page_url(day: Day) -> anyhow::Result<String> {
    Ok(crate::page::url_on(&session::base_url()?, day))
}

/// Shows `page`, the page of `files`' day (fetched by this very command
/// where `fetched`), writes what it gives of its examples into the day's
/// crate, if it has one, and says what is left to do (see [`super::next`]).
pub fn show(files: &DayFiles, page: &Page, fetched: bool) -> anyhow::Result<()> {
    let day = files.day;
    let bold = std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let url = page_url(day)?;
    print!("{}", render(page, &url, Style { width: 80, bold }));
    let blocks = page.code_blocks().len();
    let number = day.day;
    println!(
        "\n(kept in {}; {blocks} code block{}: `just example {number} K` saves block K; `just open {number}` opens {url})",
        files.file("puzzle.html"),
        if blocks == 1 { "" } else { "s" },
    );
    examples_into_crate(files, page)?;
    super::next::steps(files, page, fetched)?.print();
    Ok(())
}

/// What `page` gives of its examples: what it shows of their outputs kept
/// beside the stored page (`dayN.examples`, read by the runs on an
/// example), and the examples into the day's crate if it has one, with
/// what was done said. Where your input is there, an example is taken only
/// where it has its shape, and one the page alone gave before (that
/// `example.txt` holds) is taken out where it has not (see
/// [`crate::page::fill`]). A day whose stars are all in gets its
/// examples too (a year redone in Rust), as long as its tests are as `just
/// new` wrote them; tests changed since are left as they are, and nothing
/// is said. Where the reading fails on a page no rule foresaw, that is
/// said, and the command goes on.
pub fn examples_into_crate(files: &DayFiles, page: &Page) -> anyhow::Result<()> {
    let day = files.day;
    let shape = your_input_shape(files)?;
    let found = match Found::of_day_guarded(page, day, shape.as_ref()) {
        Ok(found) => found,
        Err(failed) => {
            println!(
                "\nThe examples, from the page:\n  the tools could not read them, a fault of theirs on a page they did not foresee ({failed}); nothing else is lost, and `just example {} K` saves code block K as the example",
                day.day
            );
            return Ok(());
        }
    };
    crate::page::fill::keep_notes(files.root, day, &found)?;
    if !Calendar::of(files.root, day.year)?.has_crate(files.root, day) {
        return Ok(());
    }
    let recorded = crate::years::answers::read(files.root, day)?.unwrap_or_default();
    if recorded.iter().all(Option::is_some) && !crate::page::fill::as_new_wrote(files.root, day)? {
        return Ok(());
    }
    let before = Before::look(files.root, day);
    let mut said = crate::page::fill::fill(files.root, day, &found)?;
    said.extend(before.follow(files.root)?);
    if !said.is_empty() {
        println!("\nThe examples, from the page:");
        for line in said {
            println!("  {line}");
        }
    }
    Ok(())
}

/// The shape of the day's input where it is yours (not the example's copy).
fn your_input_shape(files: &DayFiles) -> anyhow::Result<Option<InputShape>> {
    if !files.has_own_input() {
        return Ok(None);
    }
    let input = crate::files::read_if_there(&files.path("txt"))?.unwrap_or_default();
    Ok(InputShape::of(&input))
}
