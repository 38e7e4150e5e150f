//! The `EXAMPLES` table at the end of a day's `src/lib.rs`, read and
//! written in the one shape the scaffold gives it: entries of `input`,
//! `part1` and `part2` (`include_str!`, string literals, `None` and
//! `Some`), a comment above an answer the tools wrote; or the same as
//! `ExampleAt` entries, each with the sizes it runs at (`at`, kept as it is
//! written). A table of another shape is not read, and so never written.

use std::fmt::Write as _;

use layout::sizes::string_literal;

use super::FoundExample;

/// One entry of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The input: `include_str!("../example.txt")`, or a literal.
    pub input: Input,
    /// The answers of parts 1 and 2, as written (`None` for none).
    pub answers: [Option<String>; 2],
    /// The comment above each part's answer, if any (without `//`).
    pub notes: [Option<String>; 2],
    /// In an `ExampleAt` table, the sizes it runs at, as written
    /// (`&[("width", 11)]`); `None` writes `&[]`.
    pub at: Option<String>,
    /// The comment above them, if any (without `//`).
    pub at_note: Option<String>,
    /// The comment above the input, if any (without `//`): a block you
    /// chose says so there ([`CHOSEN`]).
    pub input_note: Option<String>,
}

/// How the comment above a row's input starts where you chose its block
/// (`just example N K`): the tools never take such a row out.
pub const CHOSEN: &str = "chosen:";

impl Entry {
    /// A row of `input` with no answer, note or size yet.
    pub fn new(input: Input) -> Self {
        Self {
            input,
            answers: [None, None],
            notes: [None, None],
            at: None,
            at_note: None,
            input_note: None,
        }
    }

    /// True when you chose this row's block by number.
    pub fn chosen(&self) -> bool {
        self.input_note
            .as_deref()
            .is_some_and(|note| note.starts_with(CHOSEN))
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A file beside `example.txt`, by its name.
    File(String),
    /// An input written inline.
    Inline(String),
}

/// How a table starts, and what its entries are called: `Example`, or
/// `ExampleAt` (an example with the sizes it runs at).
const STARTS: [(&str, &str); 2] = [
    ("const EXAMPLES: &[Example] = &[", "Example"),
    ("const EXAMPLES: &[ExampleAt] = &[", "ExampleAt"),
];

/// Where `lib`'s table starts, how, and what its entries are called.
fn start_of(lib: &str) -> Option<(usize, &'static str, &'static str)> {
    STARTS
        .iter()
        .find_map(|&(start, row)| Some((lib.find(start)?, start, row)))
}

/// How an input is named in a message.
pub fn name(input: &Input) -> String {
    match input {
        Input::File(name) => name.clone(),
        Input::Inline(_) => "the inline example".to_owned(),
    }
}

/// The table's line for `example` from the file `input`, to paste.
pub fn entry_line(input: &Input, example: &FoundExample) -> String {
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
pub fn read_table(lib: &str) -> Option<Vec<Entry>> {
    let (at, opening, row) = start_of(lib)?;
    let start = at + opening.len();
    let end = start + table_end(&lib[start..])?;
    let mut rest = lib[start..end].trim();
    let mut entries = Vec::new();
    while !rest.is_empty() {
        rest = rest.strip_prefix(row)?.trim_start().strip_prefix('{')?;
        let (entry, after) = entry(rest, row)?;
        entries.push(entry);
        rest = after;
    }
    Some(entries)
}

/// The entry whose fields `text` starts with (just after its `{`), and
/// what follows it; none where it is not in the shape this writes.
fn entry<'a>(text: &'a str, row: &str) -> Option<(Entry, &'a str)> {
    let (fields, rest) = fields(text, row)?;
    let mut values = [None, None, None];
    let mut entry = Entry::new(Input::Inline(String::new()));
    for Field { key, value, note } in fields {
        match (key, value) {
            ("at", FieldValue::Sizes(sizes)) => {
                entry.at = Some(sizes);
                entry.at_note = note;
            }
            (key, FieldValue::Value(value)) => {
                let slot = ["input", "part1", "part2"].iter().position(|k| *k == key)?;
                values[slot] = Some(value);
                match slot {
                    0 => entry.input_note = note,
                    part => entry.notes[part - 1] = note,
                }
            }
            _ => return None,
        }
    }
    let [Some(input), Some(part1), Some(part2)] = values else {
        return None;
    };
    entry.input = match input {
        Value::File(name) => Input::File(name),
        Value::Text(text) => Input::Inline(text),
        Value::None | Value::Some(_) => return None,
    };
    let answer = |value: Value| match value {
        Value::None => Some(None),
        Value::Some(answer) => Some(Some(answer)),
        _ => None,
    };
    entry.answers = [answer(part1)?, answer(part2)?];
    Some((entry, rest))
}

/// One field of an entry as written: its key, its value, and the comment
/// on the line above it.
struct Field<'a> {
    key: &'a str,
    value: FieldValue,
    note: Option<String>,
}

/// A field's value: one this reads (`input`, `part1`, `part2`), or an
/// `ExampleAt` row's sizes, kept as written.
enum FieldValue {
    Value(Value),
    Sizes(String),
}

/// The fields of the entry `text` starts with, up to its `}`, and what
/// follows it. A comment stands on its own line above a field (the input,
/// a part's answer, the sizes), or the table is not in the shape this
/// writes.
fn fields<'a>(text: &'a str, row: &str) -> Option<(Vec<Field<'a>>, &'a str)> {
    let mut rest = text;
    let mut fields = Vec::new();
    let mut comment = None;
    loop {
        let trimmed = rest.trim_start();
        let own_line = rest[..rest.len() - trimmed.len()].contains('\n');
        rest = trimmed;
        if let Some(after) = rest.strip_prefix("//") {
            let (line, after) = after.split_once('\n')?;
            if comment.is_some() || !own_line {
                return None;
            }
            comment = Some(line.trim().to_owned());
            rest = after;
            continue;
        }
        if let Some(after) = rest.strip_prefix('}') {
            let after = after.trim_start();
            // A comment left with no field under it is not this shape.
            return comment.is_none().then(|| {
                (
                    fields,
                    after.strip_prefix(',').unwrap_or(after).trim_start(),
                )
            });
        }
        let (key, after) = rest.split_once(':')?;
        let (key, after) = (key.trim(), after.trim_start());
        let (value, after) = if row == "ExampleAt" && key == "at" {
            let end = value_end(after);
            (
                FieldValue::Sizes(after[..end].trim().to_owned()),
                &after[end..],
            )
        } else {
            let (value, after) = value(after)?;
            (FieldValue::Value(value), after)
        };
        fields.push(Field {
            key,
            value,
            note: comment.take(),
        });
        rest = after.trim_start();
        rest = rest.strip_prefix(',').unwrap_or(rest);
    }
}

/// Where the table that starts `text` (after its `&[`) ends: at the `];`
/// outside strings and brackets (an `at: &[…]` holds its own).
fn table_end(text: &str) -> Option<usize> {
    let at = layout::sizes::outside_brackets(text, &[']'])?;
    text[at..].starts_with("];").then_some(at)
}

/// Where the value that starts `text` ends: at its comma or the entry's
/// `}`, outside strings and brackets.
fn value_end(text: &str) -> usize {
    layout::sizes::outside_brackets(text, &[',', '}']).unwrap_or(text.len())
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
        let (answer, after) = string_literal(after.trim_start())?;
        return Some((Value::Some(answer), after.trim_start().strip_prefix(')')?));
    }
    if let Some(after) = text.strip_prefix("include_str!(") {
        let (path, after) = string_literal(after.trim_start())?;
        let name = path.strip_prefix("../")?.to_owned();
        return Some((Value::File(name), after.trim_start().strip_prefix(')')?));
    }
    let (text, after) = string_literal(text)?;
    Some((Value::Text(text), after))
}

/// `lib` with its table written anew from `entries`, as rustfmt lays it
/// out.
pub fn replace_table(lib: &str, entries: &[Entry]) -> Option<String> {
    let (start, opening, row) = start_of(lib)?;
    let end = start + opening.len() + table_end(&lib[start + opening.len()..])? + 2;
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
        let at = if row == "ExampleAt" {
            let note = entry
                .at_note
                .as_ref()
                .map_or_else(String::new, |note| format!("{inner}// {note}\n"));
            format!(
                "{note}{inner}at: {},\n",
                entry.at.as_deref().unwrap_or("&[]")
            )
        } else {
            String::new()
        };
        let input_note = entry
            .input_note
            .as_ref()
            .map_or_else(String::new, |note| format!("{inner}// {note}\n"));
        format!(
            "{input_note}{inner}input: {},\n{}{inner}part1: {},\n{}{inner}part2: {},\n{at}",
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
            "{opening}{row} {{\n{}{indent}}}];",
            field(entry, &format!("{indent}    "))
        );
    } else {
        let _ = writeln!(table, "{opening}");
        for entry in entries {
            let _ = write!(
                table,
                "{indent}    {row} {{\n{}{indent}    }},\n",
                field(entry, &format!("{indent}        "))
            );
        }
        let _ = write!(table, "{indent}];");
    }
    Some(format!("{}{table}{}", &lib[..start], &lib[end..]))
}
