//! The examples the page alone gave, checked against your input once it is
//! there. Before your input is fetched (no token yet, `just read` before
//! `just fetch`), the page's words alone choose its example; when your
//! input arrives, every example is a small input of the same shape, so an
//! example the tools wrote that has not that shape (a picture of the state
//! where your input lists numbers) is taken out again, with its answers,
//! and [`super::fill`] puts in its place the one that has, if any.
//!
//! Only what the tools wrote goes: an example file that holds what the page
//! alone gave, and a row whose answers are none or those the tools wrote
//! (their comment says "from the page"). What you wrote stays, and so does
//! a block you chose by number (`just example N K`: its row says so).

use layout::Day;

use super::table::{Entry, Input, read_table, replace_table};
use super::{Crate, as_file};
use crate::files::{read_if_there, write};
use crate::page::examples::{Found, InputShape};

/// Takes out of `day`'s crate under `root` each example the page `alone`
/// gave that has not `shape`, your input's: `example.txt` emptied, another
/// row and its file removed, each with the answers the tools wrote. The
/// lines that say so.
pub fn refit(
    root: &std::path::Path,
    day: Day,
    alone: &Found,
    shape: &InputShape,
) -> anyhow::Result<Vec<String>> {
    let _lock = crate::files::Lock::workspace(root)?;
    let Some((crate_dir, lib)) = Crate::of(root, day)? else {
        return Ok(Vec::new());
    };
    let lib_path = crate_dir.path("src/lib.rs");
    let Some(mut entries) = read_table(&lib) else {
        return Ok(Vec::new());
    };
    let mut said = Vec::new();
    let mut kept = Vec::new();
    for entry in entries.drain(..) {
        match unshaped(&crate_dir, &entry, alone, shape)? {
            Some((from, why)) => {
                let Input::File(name) = &entry.input else {
                    said.push(format!(
                        "took out the inline example {from} gave: it has not your input's shape: {why}"
                    ));
                    continue;
                };
                let path = crate_dir.path(name);
                let dir = &crate_dir.dir;
                if name == "example.txt" {
                    write(&path, "")?;
                    kept.push(Entry {
                        answers: [None, None],
                        notes: [None, None],
                        ..entry
                    });
                    said.push(format!(
                        "emptied {dir}/example.txt, which held {from}: it has not your input's shape: {why}"
                    ));
                } else {
                    std::fs::remove_file(&path)?;
                    said.push(format!(
                        "removed {dir}/{name}, which held {from}: it has not your input's shape: {why}"
                    ));
                }
            }
            None => kept.push(entry),
        }
    }
    if !said.is_empty()
        && let Some(text) = replace_table(&lib, &kept)
    {
        write(&lib_path, text)?;
    }
    Ok(said)
}

/// Where `entry` holds an example the page `alone` gave, with no answer but
/// those the tools wrote, and it has not `shape`: where it was taken from,
/// and why it has not.
fn unshaped(
    crate_dir: &Crate,
    entry: &Entry,
    alone: &Found,
    shape: &InputShape,
) -> anyhow::Result<Option<(String, String)>> {
    let text = match &entry.input {
        Input::File(name) => read_if_there(&crate_dir.path(name))?.unwrap_or_default(),
        Input::Inline(text) => text.clone(),
    };
    // A block you chose by number is yours, whatever its shape.
    if text.trim().is_empty() || entry.chosen() {
        return Ok(None);
    }
    let Err(why) = shape.agrees(&text) else {
        return Ok(None);
    };
    let written = |input: &str| text == input || text == as_file(input) || text.trim_end() == input;
    let Some(example) = alone
        .examples
        .iter()
        .find(|example| written(&example.input))
    else {
        return Ok(None);
    };
    let ours = entry
        .answers
        .iter()
        .zip(&entry.notes)
        .all(|(answer, note)| {
            answer.is_none()
                || note
                    .as_deref()
                    .is_some_and(|note| note.starts_with("from the page:"))
        });
    Ok(ours.then(|| (example.from.clone(), why.to_string())))
}
