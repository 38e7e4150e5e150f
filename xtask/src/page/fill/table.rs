//! The `EXAMPLES` table of a day's `src/lib.rs`, read and written where it
//! stands: the file is parsed as Rust (syn), and the table is the `const
//! EXAMPLES` it holds, at the crate's top (as `just new` writes it now) or
//! in a module of its tests (as it wrote it before), each row an `Example {
//! input, part1, part2 }` (`include_str!`, string literals, `None` and
//! `Some`), a comment of the tools above a field; or the same as
//! `ExampleAt` rows, each with the sizes it runs at (`at`, kept as it is
//! written). The one reader of the table: every tool that reads or fills it
//! goes through here, and the runner and a day's tests read the table as
//! the typed constant it is.
//!
//! A table of another shape (another expression, a comment elsewhere than
//! on its own line above a field) is not read, and so never written; nor
//! is a file that does not parse.

use std::fmt::Write as _;
use std::ops::Range;

use proc_macro2::Span;
use syn::spanned::Spanned;
use syn::{Expr, Item, Lit, Member, Type, UseTree};

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

    /// True when the row runs at sizes of its own, or may (a comment above
    /// its `at`): a row only a table of `ExampleAt` holds.
    fn sized(&self) -> bool {
        self.at.as_deref().is_some_and(|at| at != "&[]") || self.at_note.is_some()
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A file beside `example.txt`, by its name.
    File(String),
    /// An input written inline.
    Inline(String),
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
    Some(Table::find(lib)?.entries)
}

/// True when `lib` keeps its table where `just new` writes it now: a
/// constant at the crate's top, which the runner reads too, its tests
/// `aoc_common::test_examples!`'s (`examples::part1`), each part free to
/// take the example's sizes. False for a table in a module of its tests, as
/// an older `just new` wrote it (`tests::example_part1`, and benchmarks of
/// the day's own that call each part with the input alone), or none.
pub fn at_the_top(lib: &str) -> bool {
    syn::parse_str::<syn::File>(lib).ok().is_some_and(|file| {
        file.items
            .iter()
            .any(|item| matches!(item, Item::Const(item) if item.ident == "EXAMPLES"))
    })
}

/// `lib` with its table written anew from `entries`, as rustfmt lays it
/// out: a table of `ExampleAt` where it was one, or where a row now runs
/// at sizes of its own (the import of `Example` that names it made one of
/// `ExampleAt` with it).
pub fn replace_table(lib: &str, entries: &[Entry]) -> Option<String> {
    let table = Table::find(lib)?;
    let sized = table.kind == Kind::ExampleAt || entries.iter().any(Entry::sized);
    let kind = if sized {
        Kind::ExampleAt
    } else {
        Kind::Example
    };
    let mut edits = vec![(table.item.clone(), table.written(lib, kind, entries))];
    if kind != table.kind
        && let Some(import) = table.import
    {
        edits.push((import, Kind::ExampleAt.name().to_owned()));
    }
    edits.sort_by_key(|(range, _)| std::cmp::Reverse(range.start));
    let mut text = lib.to_owned();
    for (range, with) in edits {
        text.replace_range(range, &with);
    }
    Some(text)
}

/// The two forms of a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// `Example { input, part1, part2 }`.
    Example,
    /// `ExampleAt { input, part1, part2, at }`.
    ExampleAt,
}

impl Kind {
    fn of(name: &str) -> Option<Self> {
        match name {
            "Example" => Some(Self::Example),
            "ExampleAt" => Some(Self::ExampleAt),
            _ => None,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Self::Example => "Example",
            Self::ExampleAt => "ExampleAt",
        }
    }
}

/// The table as it stands in a file: where, in which form, its rows.
struct Table {
    /// The item's bytes, from `const` to its `;` (its docs and `pub` stay
    /// before it).
    item: Range<usize>,
    /// The form of its rows.
    kind: Kind,
    /// The path the rows' type is named by before its last name, as
    /// written (`aoc_common::examples::`, or nothing).
    prefix: String,
    /// The rows.
    entries: Vec<Entry>,
    /// Where an import names `Example` (`use aoc_common::examples::{Example,
    /// …}`), the name's bytes.
    import: Option<Range<usize>>,
}

impl Table {
    /// The `EXAMPLES` table of the Rust file `lib`, if it parses and holds
    /// one in the shape this reads.
    fn find(lib: &str) -> Option<Self> {
        let file: syn::File = syn::parse_str(lib).ok()?;
        let item = examples_const(&file.items)?;
        let Type::Reference(reference) = &*item.ty else {
            return None;
        };
        let Type::Slice(slice) = &*reference.elem else {
            return None;
        };
        let Type::Path(path) = &*slice.elem else {
            return None;
        };
        let last = path.path.segments.last()?;
        let kind = Kind::of(&last.ident.to_string())?;
        let prefix = lib.get(bytes(path.span()).start..bytes(last.ident.span()).start)?;
        let Expr::Reference(value) = &*item.expr else {
            return None;
        };
        let Expr::Array(array) = &*value.expr else {
            return None;
        };
        let mut entries = Vec::new();
        let mut after = bytes(array.bracket_token.span.open()).end;
        for pair in array.elems.pairs() {
            let row = pair.value();
            no_comment(lib.get(after..bytes(row.span()).start)?)?;
            entries.push(entry(lib, row, kind)?);
            after = bytes(pair.punct().map_or(row.span(), |comma| comma.span)).end;
        }
        no_comment(lib.get(after..bytes(array.bracket_token.span.close()).start)?)?;
        Some(Self {
            item: bytes(item.const_token.span).start..bytes(item.semi_token.span).end,
            kind,
            prefix: prefix.to_owned(),
            entries,
            import: example_import(&file.items),
        })
    }

    /// The item written anew, of rows of `kind`, from `entries`.
    fn written(&self, lib: &str, kind: Kind, entries: &[Entry]) -> String {
        let indent: String = lib[..self.item.start]
            .rsplit('\n')
            .next()
            .unwrap_or("")
            .chars()
            .take_while(|c| c.is_whitespace())
            .collect();
        let row = format!("{}{}", self.prefix, kind.name());
        let mut table = format!("const EXAMPLES: &[{row}] = &[");
        if let [entry] = entries {
            let _ = write!(
                table,
                "{row} {{\n{}{indent}}}];",
                fields(entry, kind, &format!("{indent}    "))
            );
        } else {
            table.push('\n');
            for entry in entries {
                let _ = write!(
                    table,
                    "{indent}    {row} {{\n{}{indent}    }},\n",
                    fields(entry, kind, &format!("{indent}        "))
                );
            }
            let _ = write!(table, "{indent}];");
        }
        table
    }
}

/// The fields of `entry` as a row of `kind` writes them, a line each at
/// `indent`, each with the comment above it.
fn fields(entry: &Entry, kind: Kind, indent: &str) -> String {
    let comment = |note: &Option<String>| {
        note.as_deref().map_or_else(String::new, |note| {
            note.lines()
                .map(|line| format!("{indent}// {line}\n"))
                .collect()
        })
    };
    let answer = |part: usize| {
        entry.answers[part]
            .as_ref()
            .map_or_else(|| "None".to_owned(), |answer| format!("Some({answer:?})"))
    };
    let mut text = format!(
        "{}{indent}input: {},\n{}{indent}part1: {},\n{}{indent}part2: {},\n",
        comment(&entry.input_note),
        input_expression(&entry.input),
        comment(&entry.notes[0]),
        answer(0),
        comment(&entry.notes[1]),
        answer(1)
    );
    if kind == Kind::ExampleAt {
        let _ = writeln!(
            text,
            "{}{indent}at: {},",
            comment(&entry.at_note),
            entry.at.as_deref().unwrap_or("&[]")
        );
    }
    text
}

/// The first `const EXAMPLES` among `items` and the modules they hold.
fn examples_const(items: &[Item]) -> Option<&syn::ItemConst> {
    items.iter().find_map(|item| match item {
        Item::Const(item) if item.ident == "EXAMPLES" => Some(item),
        Item::Mod(module) => examples_const(&module.content.as_ref()?.1),
        _ => None,
    })
}

/// Where an import among `items` (and their modules) names aoc-common's
/// `Example`, unless one names `ExampleAt` as well: the name's bytes.
fn example_import(items: &[Item]) -> Option<Range<usize>> {
    let mut names = Vec::new();
    imports(items, &mut names);
    if names.iter().any(|(name, _)| name == "ExampleAt") {
        return None;
    }
    names
        .into_iter()
        .find(|(name, _)| name == "Example")
        .map(|(_, range)| range)
}

/// Every name imported from a path ending in `examples` among `items` and
/// the modules they hold, with its bytes.
fn imports(items: &[Item], names: &mut Vec<(String, Range<usize>)>) {
    for item in items {
        match item {
            Item::Use(import) => names_in(&import.tree, false, names),
            Item::Mod(module) => {
                if let Some((_, items)) = &module.content {
                    imports(items, names);
                }
            }
            _ => {}
        }
    }
}

/// The names `tree` imports from a path ending in `examples` (`under`:
/// the path so far does).
fn names_in(tree: &UseTree, under: bool, names: &mut Vec<(String, Range<usize>)>) {
    match tree {
        UseTree::Path(path) => names_in(&path.tree, path.ident == "examples", names),
        UseTree::Name(name) if under => {
            names.push((name.ident.to_string(), bytes(name.ident.span())));
        }
        UseTree::Group(group) => {
            for tree in &group.items {
                names_in(tree, under, names);
            }
        }
        _ => {}
    }
}

/// The entry `row` is, in a table of `kind` in `lib`; none where it is not
/// in the shape this reads.
fn entry(lib: &str, row: &Expr, kind: Kind) -> Option<Entry> {
    let Expr::Struct(row) = row else {
        return None;
    };
    if row.qself.is_some() || row.rest.is_some() || !row.attrs.is_empty() {
        return None;
    }
    if Kind::of(&row.path.segments.last()?.ident.to_string())? != kind {
        return None;
    }
    let mut entry = Entry::new(Input::Inline(String::new()));
    let mut seen = Vec::new();
    let mut after = bytes(row.brace_token.span.open()).end;
    for pair in row.fields.pairs() {
        let field = pair.value();
        let Member::Named(key) = &field.member else {
            return None;
        };
        let key = key.to_string();
        if !field.attrs.is_empty() || field.colon_token.is_none() || seen.contains(&key) {
            return None;
        }
        let note = comment_above(lib.get(after..bytes(field.span()).start)?)?;
        match key.as_str() {
            "input" => {
                entry.input = input(&field.expr)?;
                entry.input_note = note;
            }
            "part1" | "part2" => {
                let part = usize::from(key == "part2");
                entry.answers[part] = answer(&field.expr)?;
                entry.notes[part] = note;
            }
            "at" if kind == Kind::ExampleAt => {
                entry.at = Some(lib.get(bytes(field.expr.span()))?.to_owned());
                entry.at_note = note;
            }
            _ => return None,
        }
        seen.push(key);
        after = bytes(pair.punct().map_or(field.span(), |comma| comma.span)).end;
    }
    no_comment(lib.get(after..bytes(row.brace_token.span.close()).start)?)?;
    ["input", "part1", "part2"]
        .iter()
        .all(|key| seen.iter().any(|seen| seen == key))
        .then_some(entry)
}

/// A row's input: a file beside `example.txt` (`include_str!("../FILE")`)
/// or a string literal.
fn input(expr: &Expr) -> Option<Input> {
    match expr {
        Expr::Macro(call) if call.mac.path.is_ident("include_str") => {
            let path: syn::LitStr = call.mac.parse_body().ok()?;
            Some(Input::File(path.value().strip_prefix("../")?.to_owned()))
        }
        Expr::Lit(literal) => match &literal.lit {
            Lit::Str(text) => Some(Input::Inline(text.value())),
            _ => None,
        },
        _ => None,
    }
}

/// A part's answer: `None`, or `Some` of a string literal.
fn answer(expr: &Expr) -> Option<Option<String>> {
    match expr {
        Expr::Path(path) if path.path.is_ident("None") => Some(None),
        Expr::Call(call) if call.args.len() == 1 => {
            let Expr::Path(function) = &*call.func else {
                return None;
            };
            let Some(Expr::Lit(literal)) = call.args.first() else {
                return None;
            };
            match (&literal.lit, function.path.is_ident("Some")) {
                (Lit::Str(answer), true) => Some(Some(answer.value())),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The comment on the lines above a field, `gap` being all that stands
/// between it and what comes before: none for none; nothing (not this
/// shape) for one that shares a line with what comes before, or a block
/// comment.
fn comment_above(gap: &str) -> Option<Option<String>> {
    let mut lines = Vec::new();
    for line in gap.split('\n').skip(1) {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        lines.push(line.strip_prefix("//")?.trim().to_owned());
    }
    // What shares the line with the field or the comma before: a comment
    // of another shape.
    let first = gap.split('\n').next().unwrap_or_default();
    if !first.trim().is_empty() {
        return None;
    }
    Some((!lines.is_empty()).then(|| lines.join("\n")))
}

/// Nothing: `gap` holds no comment (between rows, or after the last field).
fn no_comment(gap: &str) -> Option<()> {
    gap.trim().is_empty().then_some(())
}

/// The bytes of `span` in the file parsed.
fn bytes(span: Span) -> Range<usize> {
    span.byte_range()
}
