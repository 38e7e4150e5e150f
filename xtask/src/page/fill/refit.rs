//! The examples the page alone gave, taken out once your input shows they
//! have not its shape. Before your input is fetched (no token yet, `just
//! read` before `just fetch`), the page's words alone choose its example;
//! when your input arrives, every example is a small input of the same
//! shape, so the reading beside it says which of the page alone's have not
//! that shape ([`crate::page::examples::Found::superseded`]), and
//! [`super::fill`] takes out each the tools wrote (a picture of the state
//! where your input lists numbers), with its answers, before it writes the
//! one that has, if any.
//!
//! Only what the tools wrote goes: an example file that holds what the page
//! alone gave, and a row whose answers are none or those the tools wrote
//! (their comment says "from the page"). What you wrote stays, and so does
//! a block you chose by number (`just example N K`: its row says so).

use layout::Day;

use super::table::{Entry, Input, read_table, replace_table};
use super::{Crate, as_file};
use crate::files::{read_if_there, write};
use crate::page::examples::Superseded;

/// Takes out of `day`'s crate under `root` each example of `superseded`
/// (the page alone's, which have not your input's shape) that the tools
/// wrote: `example.txt` emptied, another row and its file removed, each
/// with the answers the tools wrote. The lines that say so. The caller
/// holds the workspace's lock.
pub fn take_out(
    root: &std::path::Path,
    day: Day,
    superseded: &[Superseded],
) -> anyhow::Result<Vec<String>> {
    if superseded.is_empty() {
        return Ok(Vec::new());
    }
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
        match unshaped(&crate_dir, &entry, superseded)? {
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

/// Where `entry` holds an example of `superseded` (the page alone's, which
/// have not your input's shape), with no answer but those the tools
/// wrote: where it was taken from, and why it has not that shape.
fn unshaped(
    crate_dir: &Crate,
    entry: &Entry,
    superseded: &[Superseded],
) -> anyhow::Result<Option<(String, String)>> {
    let text = match &entry.input {
        Input::File(name) => read_if_there(&crate_dir.path(name))?.unwrap_or_default(),
        Input::Inline(text) => text.clone(),
    };
    // A block you chose by number is yours, whatever its shape.
    if text.trim().is_empty() || entry.chosen() {
        return Ok(None);
    }
    let written = |input: &str| text == input || text == as_file(input) || text.trim_end() == input;
    let Some(example) = superseded.iter().find(|example| written(&example.input)) else {
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
    Ok(ours.then(|| (example.from.clone(), example.why.to_string())))
}
