//! The reference page (`aoc_common::reference`): a table row for every
//! helper, and every row's one-line example run, word for word, in the
//! block under the table; and the crate doc's table of one name a job,
//! naming only helpers the reference has.

// A failed unwrap in a test is a failed test.
#![allow(clippy::unwrap_used)]

const REFERENCE: &str = include_str!("../src/reference.md");
const LIB: &str = include_str!("../src/lib.rs");

/// The reference page's lines.
fn reference_page() -> Vec<&'static str> {
    REFERENCE.lines().collect()
}

/// The table's rows: (call, example), with `\|` back to `|`.
fn rows() -> Vec<(String, String)> {
    let doc = reference_page();
    let header = doc
        .iter()
        .position(|line| line.starts_with("| call | example |"));
    doc[header.unwrap() + 2..]
        .iter()
        .take_while(|line| line.starts_with('|'))
        .map(|row| {
            let row = row.replace("\\|", "¦");
            let cells: Vec<String> = row
                .split('|')
                .map(|cell| cell.trim().replace('¦', "|"))
                .collect();
            (cells[1].clone(), cells[2].trim_matches('`').to_owned())
        })
        .collect()
}

/// The code block after the table, hidden lines included.
fn run_block() -> String {
    let doc = reference_page();
    let start = doc
        .iter()
        .position(|line| *line == "Each example, run:")
        .unwrap();
    let code = doc[start..]
        .iter()
        .skip_while(|line| **line != "```")
        .skip(1);
    code.take_while(|line| **line != "```")
        .map(|line| line.strip_prefix("# ").unwrap_or(line))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn every_example_in_the_table_is_run() {
    let block = run_block();
    let rows = rows();
    assert!(rows.len() > 40, "{} rows", rows.len());
    let not_run: Vec<String> = rows
        .iter()
        .filter(|(_, example)| !example.is_empty() && !block.contains(example.as_str()))
        .map(|(call, example)| format!("{call}: `{example}`"))
        .collect();
    assert_eq!(
        not_run,
        Vec::<String>::new(),
        "examples the block does not run"
    );
}

#[test]
fn every_helper_has_a_row() {
    let calls: String = rows().iter().map(|(call, _)| format!("{call} ")).collect();
    // Constructors and checks a parser hardly calls, and the answers' API,
    // which the crate doc describes in prose.
    let elsewhere = [
        "at",
        "blank_line",
        "end_of_input",
        "new",
        "from_display",
        "input",
        "line_of",
        "is_blank",
        "is_empty",
        "is_whole_line",
        "get_mut",
        "first_line",
        "body",
        "rest",
    ];
    let sources = [
        include_str!("../src/lines.rs"),
        include_str!("../src/sections.rs"),
        include_str!("../src/grid.rs"),
        include_str!("../src/grid/walk.rs"),
        include_str!("../src/grid/draw.rs"),
        include_str!("../src/point.rs"),
        include_str!("../src/strict.rs"),
        include_str!("../src/span.rs"),
        include_str!("../src/span/splitting.rs"),
        include_str!("../src/span/numbers.rs"),
        include_str!("../src/span/words.rs"),
        include_str!("../src/span/characters.rs"),
        include_str!("../src/span/patterns.rs"),
        include_str!("../src/span/template.rs"),
        include_str!("../src/span/cases.rs"),
        include_str!("../src/cursor.rs"),
        include_str!("../src/graph.rs"),
        include_str!("../src/bits.rs"),
    ];
    // A helper kept for the parsers written with it, and deprecated, has
    // no row: its note says what to call instead.
    let names = sources.iter().flat_map(|source| {
        let lines: Vec<&str> = source.lines().collect();
        (0..lines.len()).filter_map(move |at| {
            let rest = lines[at].trim_start();
            let rest = rest
                .strip_prefix("pub fn ")
                .or_else(|| rest.strip_prefix("pub const fn "))?;
            let deprecated = lines[..at]
                .iter()
                .rev()
                .take_while(|line| !line.trim().is_empty() && !line.trim_start().starts_with("///"))
                .any(|line| line.trim_start().starts_with("#[deprecated"));
            (!deprecated)
                .then(|| rest.split(['(', '<']).next())
                .flatten()
        })
    });
    let unlisted: Vec<&str> = names
        .filter(|name| !elsewhere.contains(name))
        .filter(|name| {
            !calls.contains(&format!("`.{name}`")) && !calls.contains(&format!("[`{name}`]"))
        })
        .collect();
    assert_eq!(
        unlisted,
        Vec::<&str>::new(),
        "helpers with no row in the cheat sheet"
    );
}

/// The crate doc, without its `//! ` prefixes.
fn crate_doc() -> Vec<&'static str> {
    LIB.lines()
        .filter_map(|line| line.strip_prefix("//!"))
        .map(|line| line.strip_prefix(' ').unwrap_or(line))
        .collect()
}

#[test]
fn the_crate_docs_one_name_a_job_are_names_the_reference_has() {
    let doc = crate_doc();
    let header = doc
        .iter()
        .position(|line| line.starts_with("| to read | use |"))
        .unwrap();
    let table: Vec<&str> = doc[header + 2..]
        .iter()
        .take_while(|line| line.starts_with('|'))
        .copied()
        .collect();
    assert!(table.len() > 20, "{} rows", table.len());
    let calls: String = rows().iter().map(|(call, _)| format!("{call} ")).collect();
    // What each row names: a method (`.name`, in code) or a function
    // linked by name (`[`name`]`); types and modules are the docs' own.
    let mut named = Vec::new();
    for row in &table {
        let code_spans = row.split('`').skip(1).step_by(2);
        for code in code_spans {
            let methods = code.split('.').skip(1);
            named.extend(methods.filter_map(|method| {
                let name: String = method
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                (!name.is_empty()).then(|| format!("`.{name}`"))
            }));
        }
        for link in row.split("[`").skip(1) {
            let name = link.split('`').next().unwrap_or("");
            if name.starts_with(char::is_lowercase)
                && !name.contains("::")
                && name != "after_parsing"
            {
                named.push(format!("[`{name}`]"));
            }
        }
    }
    let unknown: Vec<&String> = named
        .iter()
        .filter(|name| !calls.contains(name.as_str()))
        .collect();
    assert_eq!(
        unknown,
        Vec::<&String>::new(),
        "names in the crate doc's table with no row in the reference"
    );
}
