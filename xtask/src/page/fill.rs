//! The examples a page gives, written into the day's crate: the first as
//! `example.txt`, another (part two's own) as `example2.txt`, and their
//! answers into the `EXAMPLES` table at the end of `src/lib.rs`, with the
//! `#[ignore]` line of each part that now has an answer taken away.
//!
//! Each answer written has the sentence it was read from as a comment above
//! it (`// from the page: "…"`): a failing example test quotes it (see
//! `aoc_common::examples::check`), so a wrong guess is seen at once.
//!
//! Nothing the user wrote is overwritten: an example file with other text,
//! or a part whose answer is written already, is left as it is and said. A
//! table this does not read (it reads the scaffold's shape: entries of
//! `input`, `part1`, `part2` with `include_str!`, string literals, `None`
//! and `Some`) is left alone, and the lines to paste are printed instead.

use layout::Day;

use layout::notes::PageNotes;

use self::table::{Entry, Input, entry_line, name, read_table, replace_table};
use super::examples::{Found, FoundExample};
use crate::files::{Lock, read_if_there, write};

/// The line a scaffold's test of part `part` is ignored by.
fn ignore_line(part: usize) -> String {
    format!(
        "#[ignore = \"give the examples' part {part} answers in EXAMPLES, then delete this line\"]"
    )
}

/// Writes what `found` (on `day`'s page) says into the day's crate under
/// `root`; the lines that say what was done, or what to do by hand.
pub fn fill(root: &std::path::Path, day: Day, found: &Found) -> anyhow::Result<Vec<String>> {
    let crate_dir = day.crate_dir();
    let lib_path = root.join(&crate_dir).join("src/lib.rs");
    let Some(first) = found.examples.first() else {
        return Ok(vec![format!(
            "the page shows no example this tool can tell: `just example {} K` saves code block K",
            day.day
        )]);
    };
    let _lock = Lock::workspace(root)?;
    let Some(lib) = read_if_there(&lib_path)? else {
        return Ok(Vec::new());
    };
    let mut said = Vec::new();
    let mut entries = read_table(&lib);

    // The first example is example.txt.
    let example_path = root.join(&crate_dir).join("example.txt");
    let existing = read_if_there(&example_path)?.unwrap_or_default();
    // Whether the first example fits example.txt, and was saved there now.
    // As an input file is: a line from a sentence ends as every line does.
    let as_file = if first.input.ends_with('\n') {
        first.input.clone()
    } else {
        format!("{}\n", first.input)
    };
    let (first_fits, first_saved) = if existing.trim().is_empty() {
        write(&example_path, &as_file)?;
        said.push(format!("saved {} as {crate_dir}/example.txt", first.from));
        (true, true)
    } else if existing == as_file || existing == first.input {
        (true, false)
    } else {
        said.push(format!(
            "{crate_dir}/example.txt holds another example: kept (the page's is {})",
            first.from
        ));
        (false, false)
    };
    let example_txt = Input::File("example.txt".to_owned());
    // Each example wanted in the table, and whether its file is new.
    let mut wanted = Vec::new();
    if first_fits {
        wanted.push((example_txt.clone(), first, first_saved));
    }
    // Every other example: one of one line from the text, inline; a block,
    // as the next free exampleK.txt.
    for example in &found.examples[1..] {
        let already = entries.iter().flatten().find(|entry| match &entry.input {
            Input::File(name) => read_if_there(&root.join(&crate_dir).join(name))
                .ok()
                .flatten()
                .is_some_and(|text| text == example.input),
            Input::Inline(text) => *text == example.input,
        });
        let (input, saved) = match already.map(|entry| &entry.input) {
            Some(Input::File(name)) => (Input::File(name.clone()), false),
            Some(Input::Inline(text)) => (Input::Inline(text.clone()), false),
            None if example.block.is_none() && !example.input.trim_end().contains('\n') => {
                (Input::Inline(example.input.trim_end().to_owned()), true)
            }
            None => {
                let name = (2..)
                    .map(|k| format!("example{k}.txt"))
                    .find(|name| !root.join(&crate_dir).join(name).exists())
                    .unwrap_or_else(|| "example2.txt".to_owned());
                write(&root.join(&crate_dir).join(&name), &example.input)?;
                said.push(format!("saved {} as {crate_dir}/{name}", example.from));
                (Input::File(name), true)
            }
        };
        wanted.push((input, example, saved));
    }

    let Some(entries) = entries.as_mut() else {
        // Only what the crate lacks: an example file saved just now, or an
        // answer its sources do not hold (its own tests may hold the
        // example in a shape of their own).
        let sources = crate_sources(&root.join(&crate_dir));
        let lacking: Vec<String> = wanted
            .iter()
            .filter(|(_, example, saved)| {
                *saved
                    || example
                        .answers
                        .iter()
                        .flatten()
                        .any(|claim| !sources.contains(&claim.answer))
            })
            .map(|(input, example, _)| format!("    {}", entry_line(input, example)))
            .collect();
        if !lacking.is_empty() {
            said.push(format!(
                "EXAMPLES in {crate_dir}/src/lib.rs is not in a shape this tool edits: add these lines to it yourself:"
            ));
            said.extend(lacking);
        }
        return Ok(said);
    };
    let mut answered = [false, false];
    // A part the page shows values of runs too, saying which one a
    // solution gives (see `layout::notes`).
    let mut shows = [false, false];
    let mut added = false;
    for (input, example, _) in &wanted {
        for (part, shown) in example.candidates.iter().enumerate() {
            shows[part] |= !shown.is_empty();
        }
        let index = match entries.iter().position(|entry| entry.input == *input) {
            Some(index) => index,
            None => {
                added = true;
                entries.push(Entry {
                    input: input.clone(),
                    answers: [None, None],
                    notes: [None, None],
                    at: None,
                });
                entries.len() - 1
            }
        };
        for (part, claim) in example.answers.iter().enumerate() {
            let Some(claim) = claim else { continue };
            match &entries[index].answers[part] {
                None => {
                    entries[index].answers[part] = Some(claim.answer.clone());
                    entries[index].notes[part] = Some(note(&claim.sentence));
                    answered[part] = true;
                    said.push(format!(
                        "part {}: {} for {}, from \"{}\"",
                        part + 1,
                        claim.answer,
                        name(input),
                        claim.sentence
                    ));
                }
                Some(same) if *same == claim.answer => {}
                Some(other) => said.push(format!(
                    "EXAMPLES says {other:?} for part {} of {}, the page {:?}: left as it is",
                    part + 1,
                    name(input),
                    claim.answer
                )),
            }
        }
    }
    // A part the page shows with no answer this tool is sure of: said, so
    // that what its test does is not a surprise.
    if first_fits && entries.iter().any(|entry| entry.input == example_txt) {
        let unanswered = |part: &usize| entries.iter().all(|entry| entry.answers[*part].is_none());
        for part in (0..found.parts).filter(unanswered) {
            let number = part + 1;
            said.push(if shows[part] {
                let values: Vec<&str> = wanted
                    .iter()
                    .flat_map(|(_, example, _)| &example.candidates[part])
                    .map(|claim| claim.answer.as_str())
                    .collect();
                format!(
                    "part {number}: the page shows values of its output ({}) and no answer this tool is sure of: \
                     example_part{number} says which of them yours gives, and fails on none",
                    values.join(", ")
                )
            } else {
                format!(
                    "part {number}: the page gives no answer for the example that this tool can tell; \
                     if it does, write it into EXAMPLES yourself (example_part{number} stays ignored until then)"
                )
            });
        }
    }
    let runs = [answered[0] || shows[0], answered[1] || shows[1]];
    if runs == [false, false] && !added {
        return Ok(said);
    }
    let mut text = replace_table(&lib, entries).unwrap_or(lib);
    for (part, done) in runs.iter().enumerate() {
        let line = ignore_line(part + 1);
        if *done && let Some(at) = text.find(&line) {
            let start = text[..at].rfind('\n').map_or(0, |newline| newline + 1);
            let end = text[at..]
                .find('\n')
                .map_or(text.len(), |newline| at + newline + 1);
            text.replace_range(start..end, "");
            said.push(format!(
                "example_part{} runs now (its #[ignore] is gone)",
                part + 1
            ));
        }
    }
    write(&lib_path, &text)?;
    if answered != [false, false] {
        said.push(format!(
            "wrote these answers into EXAMPLES at the end of {crate_dir}/src/lib.rs: check them against the page (`just test {}`)",
            day.day
        ));
    } else if added {
        said.push(format!(
            "added the page's other examples to EXAMPLES at the end of {crate_dir}/src/lib.rs (`just test {}` parses them)",
            day.day
        ));
    }
    Ok(said)
}

/// The text of every Rust file of the crate in `crate_dir` (its `src/` and
/// `tests/`), one after the other.
fn crate_sources(crate_dir: &std::path::Path) -> String {
    let mut text = String::new();
    for folder in ["src", "tests"] {
        let folder = crate_dir.join(folder);
        let Ok(files) = crate::years::new_day::files(&folder) else {
            continue;
        };
        for file in files
            .iter()
            .filter(|file| file.extension().is_some_and(|ext| ext == "rs"))
        {
            text.push_str(
                &read_if_there(&folder.join(file))
                    .ok()
                    .flatten()
                    .unwrap_or_default(),
            );
        }
    }
    text
}

/// Keeps what `found` (on `day`'s page) shows of its examples' outputs
/// beside the stored page, `input/YEAR/dayN.examples` (see
/// `layout::notes`), where the runs on an example read it;
/// written only when it changes.
pub fn keep_notes(root: &std::path::Path, day: Day, found: &Found) -> anyhow::Result<()> {
    if found.examples.is_empty() {
        return Ok(());
    }
    let notes = PageNotes {
        examples: found.examples.iter().map(FoundExample::noted).collect(),
    };
    let path = PageNotes::path(root, day.year, day.day);
    let text = notes.to_text();
    if read_if_there(&path)?.as_deref() != Some(text.as_str()) {
        write(&path, text)?;
    }
    Ok(())
}

/// True when the examples of `day`'s crate are as `just new` wrote them:
/// its `EXAMPLES` one entry of `example.txt` with no answer, and
/// `example.txt` blank.
pub fn as_new_wrote(root: &std::path::Path, day: Day) -> anyhow::Result<bool> {
    let crate_dir = root.join(day.crate_dir());
    let Some(lib) = read_if_there(&crate_dir.join("src/lib.rs"))? else {
        return Ok(false);
    };
    let example = read_if_there(&crate_dir.join("example.txt"))?.unwrap_or_default();
    let untouched = Entry {
        input: Input::File("example.txt".to_owned()),
        answers: [None, None],
        notes: [None, None],
        at: None,
    };
    Ok(example.trim().is_empty() && read_table(&lib) == Some(vec![untouched]))
}

/// The comment written above an answer read from `sentence`.
fn note(sentence: &str) -> String {
    format!("from the page: \"{}\"", sentence.replace('\n', " "))
}

mod table;

#[cfg(test)]
mod tests;
