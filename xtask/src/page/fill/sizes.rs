//! The sizes a page runs its example at (see
//! [`crate::page::examples::SizeAt`]), written into the day's crate: the
//! example's row runs at them (`ExampleAt { at: &[("iterations", 2)] }`,
//! the table made one of `ExampleAt` where it is one of `Example`), with the
//! sentence they were read from above them; and the day's code is told. A
//! part still as the scaffold wrote it takes them as its second argument
//! (`sizes: aoc_common::Sizes`) and reads each with `sizes.or`, your
//! input's value as the default, so that the example's test passes and your
//! input runs with no edit in between (a day an older `just new` wrote
//! reads them with `example_or`); a part you wrote gets one sentence with
//! the line to add. A size the rules are unsure of is a comment above
//! the row's `at`, never a size it runs at.

use layout::Day;

use super::code::with_sizes_argument;
use super::table::{Entry, Input, at_the_top, replace_table};
use crate::page::examples::{FoundExample, SizeAt};

/// The sizes of `first`, the page's first example, into its row among
/// `entries` (the one of `input`: `example.txt`, or the file a chosen
/// block was saved as), where that runs at none yet: whether the row
/// changed.
pub fn sizes_into_row(entries: &mut [Entry], first: &FoundExample, input: &Input) -> bool {
    if first.sizes.is_empty() {
        return false;
    }
    let Some(entry) = entries.iter_mut().find(|entry| entry.input == *input) else {
        return false;
    };
    if entry.at.as_deref().is_some_and(|at| at != "&[]") || entry.at_note.is_some() {
        return false;
    }
    let sure: Vec<&SizeAt> = unique(first.sizes.iter().filter(|size| size.sure));
    let unsure: Vec<&SizeAt> = unique(first.sizes.iter().filter(|size| !size.sure));
    if !sure.is_empty() {
        let sentences: Vec<&str> = unique_sentences(&sure);
        entry.at = Some(at(&sure));
        entry.at_note = Some(format!("from the page: \"{}\"", sentences.join(" ")));
    } else {
        let said: Vec<String> = unsure.iter().map(|size| candidates(size)).collect();
        entry.at_note = Some(format!(
            "the page may run this example at {} ({}): if so, at: {}; a failing test tries them",
            said.join(", "),
            if unsure.iter().any(|size| size.values.len() > 1) {
                "it shows more than one value"
            } else {
                "one reading of its words alone"
            },
            at(&unsure)
        ));
    }
    true
}

/// `generations 1 or 20`: an unsure size's name and the values the page
/// shows of it.
fn candidates(size: &SizeAt) -> String {
    let values: Vec<String> = size.values.iter().map(i64::to_string).collect();
    format!("{} {}", size.name, values.join(" or "))
}

/// `lib` (a day's `src/lib.rs`) with `entries` as its table (made one of
/// `ExampleAt`s where a row now runs at sizes, see [`replace_table`]), and,
/// where `sized` (the example whose sizes went into its row just now), the
/// day's code told of them (see [`sizes_into_code`]), with what was done
/// said.
pub fn with_table(
    lib: String,
    entries: &[Entry],
    day: Day,
    sized: Option<&FoundExample>,
    said: &mut Vec<String>,
) -> String {
    let mut text = replace_table(&lib, entries).unwrap_or(lib);
    if let Some(example) = sized {
        said.extend(sizes_into_code(&mut text, day, example));
    }
    text
}

/// The day's code told of the sizes `first` runs at: each part of `text`
/// (its `src/lib.rs`) still as the scaffold wrote it reads them, your
/// input's value given, those the rules are unsure of too (a failing
/// example test tries their candidates); for a part written since, the
/// lines to add for those the rules are sure of, said. A day as `just new`
/// writes it now takes them as the part's second argument, `sizes` (see
/// [`super::code`]); a day an older `just new` wrote, whose own tests and
/// benchmarks call each part with the input alone, reads them with
/// `example_or`.
fn sizes_into_code(text: &mut String, day: Day, first: &FoundExample) -> Vec<String> {
    let mut said = Vec::new();
    let argument = at_the_top(text);
    for part in [1, 2] {
        let of_part = first.sizes.iter().filter(|size| size.part == part);
        let sizes: Vec<&SizeAt> = unique(of_part.clone());
        let sure = sizes.iter().all(|size| size.sure);
        if sizes.is_empty() {
            continue;
        }
        let lines: Vec<String> = sizes.iter().map(|size| read_line(size, argument)).collect();
        let stub = format!(
            "    let _ = input;\n    Err(NotSolved {{ day: {}, part: {part} }})",
            day.day
        );
        let names: Vec<String> = sizes.iter().map(|size| variable(&size.name)).collect();
        let runs: Vec<String> = sizes
            .iter()
            .map(|size| format!("{} ({} on your input)", candidates(size), size.input))
            .collect();
        let taken = if argument {
            with_sizes_argument(text, part)
        } else {
            Some(text.clone())
        };
        match taken {
            Some(taken) if text.contains(&stub) => {
                let read = format!(
                    "    // The page runs its example at sizes of its own: each is the example's\n    \
                     // in its test, and your input's on your input.\n{}\n    let _ = (input, {});\n    \
                     Err(NotSolved {{ day: {}, part: {part} }})",
                    lines
                        .iter()
                        .map(|line| if argument {
                            format!("    {line}")
                        } else {
                            // A part an older `just new` wrote is called
                            // with the input alone: the sizes are read
                            // off the thread that runs it.
                            format!("    #[allow(deprecated)]\n    {line}")
                        })
                        .collect::<Vec<_>>()
                        .join("\n"),
                    names.join(", "),
                    day.day
                );
                *text = taken.replacen(&stub, &read, 1);
                said.push(format!(
                    "part {part} {} the example at {}: part{part} reads {} {}, your input's value unless a test runs the example{}",
                    if sure { "runs" } else { "may run" },
                    runs.join(", "),
                    if sizes.len() == 1 { "it" } else { "them" },
                    if argument { "from its argument `sizes`" } else { "with example_or" },
                    if sure {
                        ""
                    } else {
                        " (unsure: its row runs at none, and its failing test tries the page's values)"
                    }
                ));
            }
            _ if sure => said.push(format!(
                "part {part} runs the example at {}: read {} in part{part} with `{}`{}",
                runs.join(", "),
                if sizes.len() == 1 { "it" } else { "them" },
                lines.join(" "),
                if argument {
                    format!(", part{part} taking `sizes: aoc_common::Sizes` as its second argument")
                } else {
                    String::new()
                }
            )),
            _ => {}
        }
    }
    said
}

/// The line that reads `size` in a day's code: from the part's argument
/// `sizes` (an `argument`), else with `example_or`, as a day an older
/// `just new` wrote reads it.
fn read_line(size: &SizeAt, argument: bool) -> String {
    // A coordinate (`y`) or a value below zero is signed; any other size a
    // count or a length.
    let signed = size.example < 0 || size.input < 0 || size.name.len() == 1;
    let kind = if signed { "i64" } else { "usize" };
    let (variable, name, input) = (variable(&size.name), &size.name, size.input);
    if argument {
        format!("let {variable}: {kind} = sizes.or(\"{name}\", {input});")
    } else {
        format!("let {variable}: {kind} = aoc_common::example_or(\"{name}\", {input});")
    }
}

/// `name` as a variable: a keyword of Rust gets `_size` after it.
fn variable(name: &str) -> String {
    const KEYWORDS: [&str; 12] = [
        "as", "fn", "for", "if", "in", "let", "loop", "match", "move", "ref", "type", "use",
    ];
    if KEYWORDS.contains(&name) || name.starts_with(|c: char| c.is_ascii_digit()) {
        format!("{name}_size")
    } else {
        name.to_owned()
    }
}

/// `&[("name", value), …]`.
fn at(sizes: &[&SizeAt]) -> String {
    let pairs: Vec<String> = sizes
        .iter()
        .map(|size| format!("(\"{}\", {})", size.name, size.example))
        .collect();
    format!("&[{}]", pairs.join(", "))
}

/// `sizes`, one a name (the first of each).
fn unique<'a>(sizes: impl Iterator<Item = &'a SizeAt>) -> Vec<&'a SizeAt> {
    let mut found: Vec<&SizeAt> = Vec::new();
    for size in sizes {
        if !found.iter().any(|known| known.name == size.name) {
            found.push(size);
        }
    }
    found
}

/// The sentences `sizes` were read from, each once.
fn unique_sentences<'a>(sizes: &[&'a SizeAt]) -> Vec<&'a str> {
    let mut found: Vec<&str> = Vec::new();
    for size in sizes {
        if !found.contains(&size.sentence.as_str()) {
            found.push(&size.sentence);
        }
    }
    found
}
