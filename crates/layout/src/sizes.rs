//! The sizes a day's examples run at, as the rows of its `EXAMPLES` table
//! give them (`ExampleAt { input, …, at: &[("width", 11)] }`, aoc-common's
//! `examples::ExampleAt`), read once by the root's build script so that a
//! run of the day on one of those examples (`just run`, `just watch`, the
//! example check of `just submit`) runs it at its sizes too: the one place
//! that reads the table for the runner, and only those rows.
//!
//! A row is read where its input is `include_str!("../FILE")` or a plain
//! string literal and its sizes are `("name", integer)` pairs; any other
//! row is passed over (its test still runs at its sizes; a run on it does
//! not).
//!
//! ```
//! use layout::sizes::{RowInput, SizedRow, sized_rows};
//! let lib = r#"
//! const EXAMPLES: &[ExampleAt] = &[
//!     ExampleAt { input: include_str!("../example.txt"), part1: Some("12"), part2: None, at: &[("width", 11), ("height", 7)] },
//!     ExampleAt { input: "1\n2\n", part1: None, part2: None, at: &[] },
//! ];
//! "#;
//! assert_eq!(
//!     sized_rows(lib),
//!     [SizedRow {
//!         input: RowInput::File("example.txt".to_owned()),
//!         at: vec![("width".to_owned(), 11), ("height".to_owned(), 7)],
//!     }]
//! );
//! ```

/// Where a row's input is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RowInput {
    /// A file beside `example.txt` (`include_str!("../FILE")`), by name.
    File(String),
    /// Written in the row, as its text.
    Inline(String),
}

/// A row of the table that runs at sizes of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SizedRow {
    /// Its input.
    pub input: RowInput,
    /// Its sizes, by name, in the row's order.
    pub at: Vec<(String, i64)>,
}

/// The rows of the `EXAMPLES` table in `lib` (a day's `src/lib.rs`) that
/// give sizes, in the table's order.
pub fn sized_rows(lib: &str) -> Vec<SizedRow> {
    let Some(start) = lib.find("const EXAMPLES") else {
        return Vec::new();
    };
    let mut rows = Vec::new();
    let mut rest = &lib[start..];
    while let Some(at) = rest.find("ExampleAt {") {
        rest = &rest[at + "ExampleAt {".len()..];
        let Some(body) = braced(rest) else {
            break;
        };
        if let Some(row) = row(body) {
            rows.push(row);
        }
        rest = &rest[body.len()..];
    }
    rows
}

/// Where the first of `stops` stands in `text` outside strings and
/// brackets (Rust source, as a table writes it), strings and the brackets
/// in them passed over; `None` where the text ends first, or a bracket
/// closes that it did not open. The one scanner of a table's text: the
/// tools that write the table read it with it too.
pub fn outside_brackets(text: &str, stops: &[char]) -> Option<usize> {
    let mut depth = 0_usize;
    let mut in_string = false;
    let mut escaped = false;
    for (at, c) in text.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if in_string => escaped = true,
            '"' => in_string = !in_string,
            _ if in_string => {}
            _ if depth == 0 && stops.contains(&c) => return Some(at),
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth = depth.checked_sub(1)?,
            _ => {}
        }
    }
    None
}

/// What stands before the `}` that closes a brace just opened.
fn braced(text: &str) -> Option<&str> {
    Some(&text[..outside_brackets(text, &['}'])?])
}

/// A row's input and sizes, from its fields; none where it gives no sizes
/// or is in a form this does not read.
fn row(body: &str) -> Option<SizedRow> {
    let input = field(body, "input")?;
    let input = if let Some(path) = input
        .strip_prefix("include_str!(\"../")
        .and_then(|rest| rest.strip_suffix("\")"))
    {
        RowInput::File(path.to_owned())
    } else {
        RowInput::Inline(literal(input)?)
    };
    let sizes = field(body, "at")?.strip_prefix("&[")?.strip_suffix(']')?;
    let mut at = Vec::new();
    for pair in sizes.split(')') {
        let pair = pair.trim().trim_start_matches(',').trim();
        if pair.is_empty() {
            continue;
        }
        let (name, value) = pair.strip_prefix('(')?.split_once(',')?;
        let name = literal(name.trim())?;
        let value = value.trim().replace('_', "").parse().ok()?;
        at.push((name, value));
    }
    (!at.is_empty()).then_some(SizedRow { input, at })
}

/// The expression of field `name` in a row's `body`, trimmed.
fn field<'a>(body: &'a str, name: &str) -> Option<&'a str> {
    let mut rest = body;
    loop {
        let trimmed = rest.trim_start();
        // Comments between fields (the tools write one above an answer).
        if let Some(comment) = trimmed.strip_prefix("//") {
            rest = comment.split_once('\n').map_or("", |(_, after)| after);
            continue;
        }
        let (key, after) = trimmed.split_once(':')?;
        let after = after.trim_start();
        // The value runs to the first comma outside strings and brackets.
        let value = value_end(after);
        if key.trim() == name {
            return Some(after[..value].trim());
        }
        rest = after.get(value + 1..)?;
    }
}

/// Where the value that starts `text` ends: at its comma, or the end.
fn value_end(text: &str) -> usize {
    outside_brackets(text, &[',']).unwrap_or(text.len())
}

/// The text of a plain string literal (`"…"`, with `\n`, `\t`, `\r`, `\\`,
/// `\"`, `\'` and `\0` escapes); none for any other expression.
fn literal(expression: &str) -> Option<String> {
    match string_literal(expression)? {
        (text, "") => Some(text),
        _ => None,
    }
}

/// The plain string literal at the start of `text` (Rust source, its
/// escapes as the private `literal` reads them), and the text after it: the one
/// reader of a table's strings, for the build script and the tools that
/// write the table.
pub fn string_literal(text: &str) -> Option<(String, &str)> {
    let mut chars = text.strip_prefix('"')?.char_indices();
    let mut value = String::new();
    while let Some((at, c)) = chars.next() {
        match c {
            '"' => return Some((value, &text[at + 2..])),
            '\\' => value.push(match chars.next()?.1 {
                'n' => '\n',
                't' => '\t',
                'r' => '\r',
                '\\' => '\\',
                '"' => '"',
                '\'' => '\'',
                '0' => '\0',
                _ => return None,
            }),
            c => value.push(c),
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_as_the_tools_and_people_write_them() {
        let lib = r#"
fn part1() { let braces = "{ not a row }"; }
#[cfg(test)]
mod tests {
    use aoc_common::examples::{ExampleAt, check, parse_all};

    const EXAMPLES: &[ExampleAt] = &[
        ExampleAt {
            input: include_str!("../example.txt"),
            // from the page: "after 100 seconds, the safety factor is 12, {so}"
            part1: Some("12"),
            part2: None,
            at: &[("seconds", 100), ("width", 11), ("height", 7)],
        },
        ExampleAt { input: "a,b\n\"c\"", part1: None, part2: None, at: &[("limit", -1_000)] },
        ExampleAt { input: include_str!("../example2.txt"), part1: None, part2: None, at: &[] },
        ExampleAt { input: concat!("a", "b"), part1: None, part2: None, at: &[("n", 1)] },
    ];
}
"#;
        assert_eq!(
            sized_rows(lib),
            [
                SizedRow {
                    input: RowInput::File("example.txt".to_owned()),
                    at: vec![
                        ("seconds".to_owned(), 100),
                        ("width".to_owned(), 11),
                        ("height".to_owned(), 7)
                    ],
                },
                SizedRow {
                    input: RowInput::Inline("a,b\n\"c\"".to_owned()),
                    at: vec![("limit".to_owned(), -1000)],
                },
            ]
        );
        assert_eq!(sized_rows("no table here"), []);
    }
}
