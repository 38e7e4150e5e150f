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

use self::sizes::{sizes_into_row, with_table};
use self::table::{Entry, Input, entry_line, name, read_table};
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
    let _lock = Lock::workspace(root)?;
    let mut said = refit::take_out(root, day, &found.superseded)?;
    let Some(first) = found.examples.first() else {
        said.push(none_taken(day, found));
        return Ok(said);
    };
    let Some((crate_dir, lib)) = Crate::of(root, day)? else {
        return Ok(said);
    };
    let lib_path = crate_dir.path("src/lib.rs");
    let mut entries = read_table(&lib);
    let (first_fits, first_saved) = save_first(&crate_dir, first, &mut said)?;
    let mut wanted = Vec::new();
    if first_fits {
        wanted.push((Input::File("example.txt".to_owned()), first, first_saved));
    } else if let Some(input) = row_of(&crate_dir, entries.as_deref(), first) {
        // Another row holds it (an example an earlier reading took beside
        // the first): its answers join that row.
        wanted.push((input, first, false));
    }
    for example in &found.examples[1..] {
        let (input, saved) = row_input(&crate_dir, entries.as_deref(), example, &mut said)?;
        wanted.push((input, example, saved));
    }
    let Some(entries) = entries.as_mut() else {
        said.extend(lacking(&crate_dir, &wanted));
        return Ok(said);
    };
    let added = rows_into(entries, &wanted);
    let answered = answers_into(entries, &wanted, &mut said);
    let example_txt = Input::File("example.txt".to_owned());
    let sized = first_fits && sizes_into_row(entries, first, &example_txt);
    let shows = [0, 1].map(|part| {
        wanted
            .iter()
            .any(|(_, example, _)| !example.candidates[part].is_empty())
    });
    if first_fits {
        let tests = Tests::of(&lib);
        say_unanswered(entries, &wanted, found.parts, shows, tests, &mut said);
    }
    let runs = [answered[0] || shows[0], answered[1] || shows[1]];
    if runs == [false, false] && !added && !sized {
        return Ok(said);
    }
    let mut text = with_table(lib, entries, day, sized.then_some(first), &mut said);
    for (part, done) in runs.iter().enumerate() {
        if *done && unignore(&mut text, part + 1) {
            said.push(format!(
                "example_part{} runs now (its #[ignore] is gone)",
                part + 1
            ));
        }
    }
    write(&lib_path, &text)?;
    let crate_dir = &crate_dir.dir;
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

/// A day's crate: the workspace's root, and the crate's folder under it.
struct Crate<'a> {
    root: &'a std::path::Path,
    dir: String,
}

impl<'a> Crate<'a> {
    /// Day `day`'s crate under `root`, with its `src/lib.rs` read; none
    /// where it has none.
    fn of(root: &'a std::path::Path, day: Day) -> anyhow::Result<Option<(Self, String)>> {
        let crate_dir = Crate {
            root,
            dir: day.crate_dir(),
        };
        let lib = read_if_there(&crate_dir.path("src/lib.rs"))?;
        Ok(lib.map(|lib| (crate_dir, lib)))
    }

    /// `file`, a path inside the crate.
    fn path(&self, file: &str) -> std::path::PathBuf {
        self.root.join(&self.dir).join(file)
    }
}

/// An example of the page, wanted in the table: its input there, the
/// example, and whether its file was saved just now.
type Wanted<'a> = (Input, &'a FoundExample, bool);

/// What is said where the page gives no example the rules take: where
/// one was refused for not having your input's shape, the closest such,
/// and the command that takes it all the same.
fn none_taken(day: Day, found: &Found) -> String {
    let number = day.day;
    match &found.refused {
        Some(refused) => {
            let take = match refused.block {
                Some(block) => format!("`just example {number} {block}` takes it all the same"),
                None => format!("`just example {number} K` saves code block K"),
            };
            format!(
                "no example on the page has your input's shape: the closest, {}, has not ({}); {take}",
                refused.from, refused.why
            )
        }
        None => format!(
            "the page shows no example this tool can tell: `just example {number} K` saves code block K"
        ),
    }
}

/// `first`, the page's first example, saved as `example.txt` where that is
/// blank: whether it is what `example.txt` holds, and whether it was saved
/// there now. As an input file is, a line from a sentence ends as every
/// line does.
fn save_first(
    crate_dir: &Crate,
    first: &FoundExample,
    said: &mut Vec<String>,
) -> anyhow::Result<(bool, bool)> {
    let example_path = crate_dir.path("example.txt");
    let existing = read_if_there(&example_path)?.unwrap_or_default();
    let as_file = as_file(&first.input);
    let dir = &crate_dir.dir;
    if existing.trim().is_empty() {
        write(&example_path, &as_file)?;
        said.push(format!("saved {} as {dir}/example.txt", first.from));
        Ok((true, true))
    } else if existing == as_file || existing == first.input {
        Ok((true, false))
    } else {
        said.push(format!(
            "{dir}/example.txt holds another example: kept (the page's is {})",
            first.from
        ));
        Ok((false, false))
    }
}

/// `input` as an input file holds it: ending with a newline.
fn as_file(input: &str) -> String {
    if input.ends_with('\n') {
        input.to_owned()
    } else {
        format!("{input}\n")
    }
}

/// Where `example`, one beside the first, stands in the table: the row
/// `entries` has for it already, or one of one line from the text, inline,
/// or a block saved as the next free `exampleK.txt`; and whether its file
/// was saved now.
fn row_input(
    crate_dir: &Crate,
    entries: Option<&[Entry]>,
    example: &FoundExample,
    said: &mut Vec<String>,
) -> anyhow::Result<(Input, bool)> {
    Ok(match row_of(crate_dir, entries, example) {
        Some(input) => (input, false),
        None if example.block.is_none() && !example.input.trim_end().contains('\n') => {
            (Input::Inline(example.input.trim_end().to_owned()), true)
        }
        None => {
            let name = (2..)
                .map(|k| format!("example{k}.txt"))
                .find(|name| !crate_dir.path(name).exists())
                .unwrap_or_else(|| "example2.txt".to_owned());
            write(&crate_dir.path(&name), &example.input)?;
            said.push(format!(
                "saved {} as {}/{name}",
                example.from, crate_dir.dir
            ));
            (Input::File(name), true)
        }
    })
}

/// The row of `entries` that holds `example` already, by its text (a
/// file ends with a newline where the page's text may not): an answer of
/// the example then joins that row.
fn row_of(crate_dir: &Crate, entries: Option<&[Entry]>, example: &FoundExample) -> Option<Input> {
    let holds = |text: &str| {
        text == example.input
            || text.trim_end() == example.input.trim_end() && !text.trim().is_empty()
    };
    entries
        .into_iter()
        .flatten()
        .find(|entry| match &entry.input {
            Input::File(name) => read_if_there(&crate_dir.path(name))
                .ok()
                .flatten()
                .is_some_and(|text| holds(&text)),
            Input::Inline(text) => holds(text),
        })
        .map(|entry| entry.input.clone())
}

/// For a table not in the shape this edits: only what the crate lacks, as
/// lines to paste (an example file saved just now, or an answer its
/// sources do not hold: its own tests may hold the example in a shape of
/// their own).
fn lacking(crate_dir: &Crate, wanted: &[Wanted]) -> Vec<String> {
    let sources = crate_sources(&crate_dir.root.join(&crate_dir.dir));
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
    if lacking.is_empty() {
        return lacking;
    }
    let mut said = vec![format!(
        "EXAMPLES in {}/src/lib.rs is not in a shape this tool edits: add these lines to it yourself:",
        crate_dir.dir
    )];
    said.extend(lacking);
    said
}

/// A row for each example `wanted` that `entries` has none for: whether
/// any was added.
fn rows_into(entries: &mut Vec<Entry>, wanted: &[Wanted]) -> bool {
    let mut added = false;
    for (input, _, _) in wanted {
        if !entries.iter().any(|entry| entry.input == *input) {
            added = true;
            entries.push(Entry::new(input.clone()));
        }
    }
    added
}

/// Each answer the examples `wanted` have into their rows where these have
/// none (an answer written already is kept, and said where it differs):
/// the parts that got one.
fn answers_into(entries: &mut [Entry], wanted: &[Wanted], said: &mut Vec<String>) -> [bool; 2] {
    let mut answered = [false, false];
    for (input, example, _) in wanted {
        let Some(entry) = entries.iter_mut().find(|entry| entry.input == *input) else {
            continue;
        };
        for (part, claim) in example.answers.iter().enumerate() {
            let Some(claim) = claim else { continue };
            match &entry.answers[part] {
                None => {
                    entry.answers[part] = Some(claim.answer.clone());
                    entry.notes[part] = Some(note(&claim.sentence));
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
    answered
}

/// How a day's examples are tested: by `aoc_common::test_examples!`, as
/// `just new` writes a day now, each part's test running whether it has
/// answers or not; or by the tests an older `just new` wrote, each part's
/// ignored until its answers are given.
#[derive(Clone, Copy)]
enum Tests {
    Macro,
    Ignored,
}

impl Tests {
    fn of(lib: &str) -> Self {
        if table::at_the_top(lib) {
            Self::Macro
        } else {
            Self::Ignored
        }
    }

    /// The name of part `part`'s test.
    fn name(self, part: usize) -> String {
        match self {
            Self::Macro => format!("examples::part{part}"),
            Self::Ignored => format!("example_part{part}"),
        }
    }
}

/// Each of the page's `parts` with no answer in the table, said, so that
/// what its test does is no surprise: a part the page `shows` values of
/// runs and says which one a solution gives (see `layout::notes`).
fn say_unanswered(
    entries: &[Entry],
    wanted: &[Wanted],
    parts: usize,
    shows: [bool; 2],
    tests: Tests,
    said: &mut Vec<String>,
) {
    let example_txt = Input::File("example.txt".to_owned());
    if !entries.iter().any(|entry| entry.input == example_txt) {
        return;
    }
    let unanswered = |part: &usize| entries.iter().all(|entry| entry.answers[*part].is_none());
    for part in (0..parts).filter(unanswered) {
        let number = part + 1;
        let test = tests.name(number);
        said.push(if shows[part] {
            let values: Vec<&str> = wanted
                .iter()
                .flat_map(|(_, example, _)| &example.candidates[part])
                .map(|claim| claim.answer.as_str())
                .collect();
            format!(
                "part {number}: the page shows values of its output ({}) and no answer this tool is sure of: \
                 {test} says which of them yours gives, and fails on none",
                values.join(", ")
            )
        } else {
            let until = match tests {
                Tests::Macro => format!("{test} checks nothing of it until then"),
                Tests::Ignored => format!("{test} stays ignored until then"),
            };
            format!(
                "part {number}: the page gives no answer for the example that this tool can tell; \
                 if it does, write it into EXAMPLES yourself ({until})"
            )
        });
    }
}

/// Takes the `#[ignore]` line of part `part`'s test out of `text`: whether
/// it was there.
fn unignore(text: &mut String, part: usize) -> bool {
    let line = ignore_line(part);
    let Some(at) = text.find(&line) else {
        return false;
    };
    let start = text[..at].rfind('\n').map_or(0, |newline| newline + 1);
    let end = text[at..]
        .find('\n')
        .map_or(text.len(), |newline| at + newline + 1);
    text.replace_range(start..end, "");
    true
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
        at_note: None,
        input_note: None,
    };
    Ok(example.trim().is_empty() && read_table(&lib) == Some(vec![untouched]))
}

/// One row of a day's `EXAMPLES` table as its tests run it: the input's
/// text (its file's, or as written inline) and each part's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub input: String,
    pub answers: [Option<String>; 2],
}

/// The rows of `day`'s `EXAMPLES` table under `root`, in order; none where
/// the day has no crate, or a table in a shape this does not read.
pub fn rows(root: &std::path::Path, day: Day) -> anyhow::Result<Option<Vec<Row>>> {
    let Some((crate_dir, lib)) = Crate::of(root, day)? else {
        return Ok(None);
    };
    let Some(entries) = read_table(&lib) else {
        return Ok(None);
    };
    let mut rows = Vec::with_capacity(entries.len());
    for entry in entries {
        let input = match entry.input {
            Input::File(name) => read_if_there(&crate_dir.path(&name))?.unwrap_or_default(),
            Input::Inline(text) => text,
        };
        rows.push(Row {
            input,
            answers: entry.answers,
        });
    }
    Ok(Some(rows))
}

/// The comment written above an answer read from `sentence`.
fn note(sentence: &str) -> String {
    format!("from the page: \"{}\"", sentence.replace('\n', " "))
}

mod chosen;
mod code;
mod refit;
mod sizes;
mod table;

pub use self::chosen::chosen;

#[cfg(test)]
mod tests;
