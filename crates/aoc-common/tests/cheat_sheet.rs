//! The crate doc's cheat sheet: a table row for every helper, and every
//! row's one-line example run, word for word, in the block under the table.

// A failed unwrap in a test is a failed test.
#![allow(clippy::unwrap_used)]

const LIB: &str = include_str!("../src/lib.rs");

/// The crate doc, without its `//! ` prefixes.
fn crate_doc() -> Vec<&'static str> {
    LIB.lines()
        .filter_map(|line| line.strip_prefix("//!"))
        .map(|line| line.strip_prefix(' ').unwrap_or(line))
        .collect()
}

/// The table's rows: (call, example), with `\|` back to `|`.
fn rows() -> Vec<(String, String)> {
    let doc = crate_doc();
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
    let doc = crate_doc();
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
