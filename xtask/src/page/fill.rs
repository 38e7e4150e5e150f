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

use std::fmt::Write as _;

use layout::Day;

use super::examples::{Found, FoundExample};
use crate::files::{Lock, read_if_there, write};

/// One entry of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Entry {
    /// The input: `include_str!("../example.txt")`, or a literal.
    input: Input,
    /// The answers of parts 1 and 2, as written (`None` for none).
    answers: [Option<String>; 2],
    /// The comment above each part's answer, if any (without `//`).
    notes: [Option<String>; 2],
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Input {
    /// A file beside `example.txt`, by its name.
    File(String),
    /// An input written inline.
    Inline(String),
}

const START: &str = "const EXAMPLES: &[Example] = &[";

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
    let (first_fits, first_saved) = if existing.trim().is_empty() {
        write(&example_path, &first.input)?;
        said.push(format!("saved {} as {crate_dir}/example.txt", first.from));
        (true, true)
    } else if existing == first.input {
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
    // Part two's own example, as the next free exampleK.txt.
    for example in &found.examples[1..] {
        let already = entries.iter().flatten().find(|entry| match &entry.input {
            Input::File(name) => read_if_there(&root.join(&crate_dir).join(name))
                .ok()
                .flatten()
                .is_some_and(|text| text == example.input),
            Input::Inline(text) => *text == example.input,
        });
        let (name, saved) = match already.map(|entry| &entry.input) {
            Some(Input::File(name)) => (name.clone(), false),
            Some(Input::Inline(_)) => continue,
            None => {
                let name = (2..)
                    .map(|k| format!("example{k}.txt"))
                    .find(|name| !root.join(&crate_dir).join(name).exists())
                    .unwrap_or_else(|| "example2.txt".to_owned());
                write(&root.join(&crate_dir).join(&name), &example.input)?;
                said.push(format!("saved {} as {crate_dir}/{name}", example.from));
                (name, true)
            }
        };
        wanted.push((Input::File(name), example, saved));
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
    for (input, example, _) in &wanted {
        let index = match entries.iter().position(|entry| entry.input == *input) {
            Some(index) => index,
            None => {
                entries.push(Entry {
                    input: input.clone(),
                    answers: [None, None],
                    notes: [None, None],
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
    // A part the page shows with no answer for any example: said, so that
    // its ignored test is not a surprise.
    if first_fits && entries.iter().any(|entry| entry.input == example_txt) {
        let unanswered = |part: &usize| entries.iter().all(|entry| entry.answers[*part].is_none());
        for part in (0..found.parts).filter(unanswered) {
            said.push(format!(
                "part {}: the page gives no answer for the example that this tool can tell; \
                 if it does, write it into EXAMPLES yourself (example_part{} stays ignored until then)",
                part + 1,
                part + 1
            ));
        }
    }
    if answered == [false, false] {
        return Ok(said);
    }
    let mut text = replace_table(&lib, entries).unwrap_or(lib);
    for (part, done) in answered.iter().enumerate() {
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
    said.push(format!(
        "wrote these answers into EXAMPLES at the end of {crate_dir}/src/lib.rs: check them against the page (`just test {}`)",
        day.day
    ));
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

/// The comment written above an answer read from `sentence`.
fn note(sentence: &str) -> String {
    format!("from the page: \"{}\"", sentence.replace('\n', " "))
}

/// How an input is named in a message.
fn name(input: &Input) -> String {
    match input {
        Input::File(name) => name.clone(),
        Input::Inline(_) => "the inline example".to_owned(),
    }
}

/// The table's line for `example` from the file `input`, to paste.
fn entry_line(input: &Input, example: &FoundExample) -> String {
    let answer = |part: usize| {
        example.answers[part].as_ref().map_or_else(
            || "None".to_owned(),
            |claim| format!("Some({:?})", claim.answer),
        )
    };
    format!(
        "Example {{ input: {}, part1: {}, part2: {} }},",
        input_expression(input),
        answer(0),
        answer(1)
    )
}

fn input_expression(input: &Input) -> String {
    match input {
        Input::File(name) => format!("include_str!(\"../{name}\")"),
        Input::Inline(text) => format!("{text:?}"),
    }
}

/// The entries of the `EXAMPLES` table in `lib`, if it is in the shape
/// this reads.
fn read_table(lib: &str) -> Option<Vec<Entry>> {
    let start = lib.find(START)? + START.len();
    let end = start + lib[start..].find("];")?;
    let mut rest = lib[start..end].trim();
    let mut entries = Vec::new();
    while !rest.is_empty() {
        rest = rest
            .strip_prefix("Example")?
            .trim_start()
            .strip_prefix('{')?;
        let mut fields = [None, None, None];
        let mut notes = [None, None];
        let mut comment = None;
        loop {
            let trimmed = rest.trim_start();
            let own_line = rest[..rest.len() - trimmed.len()].contains('\n');
            rest = trimmed;
            if let Some(after) = rest.strip_prefix("//") {
                // A comment stands on its own line above a part's answer, or
                // the table is not in the shape this writes.
                let (line, after) = after.split_once('\n')?;
                if comment.is_some() || !own_line {
                    return None;
                }
                comment = Some(line.trim().to_owned());
                rest = after;
                continue;
            }
            if let Some(after) = rest.strip_prefix('}') {
                rest = after.trim_start();
                rest = rest.strip_prefix(',').unwrap_or(rest).trim_start();
                break;
            }
            let (key, after) = rest.split_once(':')?;
            let slot = ["input", "part1", "part2"]
                .iter()
                .position(|k| *k == key.trim())?;
            let (value, after) = value(after.trim_start())?;
            fields[slot] = Some(value);
            match (slot, comment.take()) {
                (_, None) => {}
                (1 | 2, note) => notes[slot - 1] = note,
                _ => return None,
            }
            rest = after.trim_start();
            rest = rest.strip_prefix(',').unwrap_or(rest);
        }
        let [Some(input), Some(part1), Some(part2)] = fields else {
            return None;
        };
        let input = match input {
            Value::File(name) => Input::File(name),
            Value::Text(text) => Input::Inline(text),
            Value::None | Value::Some(_) => return None,
        };
        let answer = |value: Value| match value {
            Value::None => Some(None),
            Value::Some(answer) => Some(Some(answer)),
            _ => None,
        };
        if comment.is_some() {
            return None;
        }
        entries.push(Entry {
            input,
            answers: [answer(part1)?, answer(part2)?],
            notes,
        });
    }
    Some(entries)
}

/// A field's value in the table.
enum Value {
    File(String),
    Text(String),
    None,
    Some(String),
}

/// The value at the start of `text`, and the text after it.
fn value(text: &str) -> Option<(Value, &str)> {
    if let Some(after) = text.strip_prefix("None") {
        return Some((Value::None, after));
    }
    if let Some(after) = text.strip_prefix("Some(") {
        let (answer, after) = literal(after.trim_start())?;
        return Some((Value::Some(answer), after.trim_start().strip_prefix(')')?));
    }
    if let Some(after) = text.strip_prefix("include_str!(") {
        let (path, after) = literal(after.trim_start())?;
        let name = path.strip_prefix("../")?.to_owned();
        return Some((Value::File(name), after.trim_start().strip_prefix(')')?));
    }
    let (text, after) = literal(text)?;
    Some((Value::Text(text), after))
}

/// The string literal at the start of `text` (a plain one, with the
/// escapes `\"`, `\\`, `\n`, `\t`), and the text after it.
fn literal(text: &str) -> Option<(String, &str)> {
    let mut chars = text.strip_prefix('"')?.char_indices();
    let mut value = String::new();
    while let Some((at, c)) = chars.next() {
        match c {
            '"' => return Some((value, &text[at + 2..])),
            '\\' => match chars.next()?.1 {
                'n' => value.push('\n'),
                't' => value.push('\t'),
                '\\' => value.push('\\'),
                '"' => value.push('"'),
                _ => return None,
            },
            c => value.push(c),
        }
    }
    None
}

/// `lib` with its table written anew from `entries`, as rustfmt lays it
/// out.
fn replace_table(lib: &str, entries: &[Entry]) -> Option<String> {
    let start = lib.find(START)?;
    let end = start + lib[start..].find("];")? + 2;
    let indent: String = lib[..start]
        .rsplit('\n')
        .next()
        .unwrap_or("")
        .chars()
        .take_while(|c| c.is_whitespace())
        .collect();
    let field = |entry: &Entry, inner: &str| {
        let answer = |part: usize| {
            entry.answers[part]
                .as_ref()
                .map_or_else(|| "None".to_owned(), |answer| format!("Some({answer:?})"))
        };
        let note = |part: usize| {
            entry.notes[part]
                .as_ref()
                .map_or_else(String::new, |note| format!("{inner}// {note}\n"))
        };
        format!(
            "{inner}input: {},\n{}{inner}part1: {},\n{}{inner}part2: {},\n",
            input_expression(&entry.input),
            note(0),
            answer(0),
            note(1),
            answer(1)
        )
    };
    let mut table = String::new();
    if let [entry] = entries {
        let _ = write!(
            table,
            "{START}Example {{\n{}{indent}}}];",
            field(entry, &format!("{indent}    "))
        );
    } else {
        let _ = writeln!(table, "{START}");
        for entry in entries {
            let _ = write!(
                table,
                "{indent}    Example {{\n{}{indent}    }},\n",
                field(entry, &format!("{indent}        "))
            );
        }
        let _ = write!(table, "{indent}];");
    }
    Some(format!("{}{table}{}", &lib[..start], &lib[end..]))
}

#[cfg(test)]
mod tests;
