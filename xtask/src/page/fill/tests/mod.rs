use std::fs;
use std::path::{Path, PathBuf};

use super::table::replace_table;
use super::*;
use crate::page::examples::{Claim, InputShape};
use crate::years::new_day::render;

mod flow;
mod refit;
mod sizes;

/// A throwaway workspace with day 4 of 2026 as `just new` makes it.
fn scaffold(name: &str) -> (PathBuf, Day) {
    let template = Path::new(env!("CARGO_MANIFEST_DIR")).join("template/day/src/lib.rs");
    let day = Day::new(2026, 4).unwrap();
    with_lib(name, &render(&fs::read_to_string(template).unwrap(), day))
}

/// The same, as an older `just new` made it: its table in a module of its
/// tests, each part's test ignored until its answers are given.
fn scaffold_older(name: &str) -> (PathBuf, Day) {
    with_lib(name, include_str!("older_scaffold.txt"))
}

/// A throwaway workspace with day 4 of 2026 whose `src/lib.rs` is `lib`.
fn with_lib(name: &str, lib: &str) -> (PathBuf, Day) {
    let root = std::env::temp_dir().join(format!("xtask-fill-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&root);
    let day = Day::new(2026, 4).unwrap();
    write(&root.join(day.crate_dir()).join("src/lib.rs"), lib).unwrap();
    write(&root.join(day.crate_dir()).join("example.txt"), "").unwrap();
    (root, day)
}

fn example(input: &str, part1: Option<&str>, part2: Option<&str>) -> FoundExample {
    let claim = |answer: Option<&str>| {
        answer.map(|answer| Claim {
            answer: answer.to_owned(),
            sentence: format!("it makes {answer}."),
        })
    };
    FoundExample {
        input: input.to_owned(),
        from: "code block 1".to_owned(),
        block: Some(1),
        answers: [claim(part1), claim(part2)],
        candidates: [Vec::new(), Vec::new()],
        sizes: Vec::new(),
    }
}

/// What `fill` says when the page gives `example` alone.
fn fill_with(root: &Path, day: Day, example: FoundExample) -> Vec<String> {
    fill(
        root,
        day,
        &Found {
            examples: vec![example],
            parts: 2,
            refused: None,
            superseded: Vec::new(),
        },
    )
    .unwrap()
}

fn lib(root: &Path, day: Day) -> String {
    fs::read_to_string(root.join(day.crate_dir()).join("src/lib.rs")).unwrap()
}

#[test]
fn a_scaffolds_table_gets_the_example_and_its_answers_part_by_part() {
    let (root, day) = scaffold("parts");
    let said = fill_with(&root, day, example("3\n7\n", Some("12"), None));
    assert!(
        said.contains(&"saved code block 1 as crates/2026/day04/example.txt".to_owned()),
        "{said:?}"
    );
    assert!(
        said.contains(&"part 1: 12 for example.txt, from \"it makes 12.\"".to_owned()),
        "{said:?}"
    );
    assert_eq!(
        fs::read_to_string(root.join("crates/2026/day04/example.txt")).unwrap(),
        "3\n7\n"
    );
    let text = lib(&root, day);
    assert!(
        text.contains("\npub const EXAMPLES: &[Example] = &[Example {\n    input: include_str!(\"../example.txt\"),\n    // from the page: \"it makes 12.\"\n    part1: Some(\"12\"),\n    part2: None,\n}];\n\naoc_common::test_examples!();\n"),
        "{text}"
    );

    // Part two appears: its answer joins, the rest is as it was.
    fill_with(&root, day, example("3\n7\n", Some("12"), Some("14")));
    let text = lib(&root, day);
    assert!(
        text.contains("part1: Some(\"12\"),\n    // from the page: \"it makes 14.\"\n    part2: Some(\"14\"),\n"),
        "{text}"
    );
    // And again: nothing to do, nothing written.
    let said = fill_with(&root, day, example("3\n7\n", Some("12"), Some("14")));
    assert!(said.is_empty(), "{said:?}");
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn an_older_scaffolds_table_is_filled_where_it_stands_and_its_tests_run() {
    let (root, day) = scaffold_older("older");
    let said = fill_with(&root, day, example("3\n7\n", Some("12"), None));
    assert!(
        said.contains(&"example_part1 runs now (its #[ignore] is gone)".to_owned()),
        "{said:?}"
    );
    let text = lib(&root, day);
    assert!(
        text.contains("    const EXAMPLES: &[Example] = &[Example {\n        input: include_str!(\"../example.txt\"),\n        // from the page: \"it makes 12.\"\n        part1: Some(\"12\"),\n        part2: None,\n    }];\n"),
        "{text}"
    );
    assert!(
        !text.contains(&ignore_line(1)) && text.contains(&ignore_line(2)),
        "{text}"
    );
    fill_with(&root, day, example("3\n7\n", Some("12"), Some("14")));
    let text = lib(&root, day);
    assert!(
        text.contains("part1: Some(\"12\"),\n        // from the page: \"it makes 14.\"\n        part2: Some(\"14\"),\n"),
        "{text}"
    );
    assert!(!text.contains(&ignore_line(2)), "{text}");
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn part_twos_own_example_is_a_second_entry_and_file() {
    let (root, day) = scaffold("second");
    let found = Found {
        examples: vec![
            example("3\n7\n", Some("12"), None),
            example("1\n1\n", None, Some("2")),
        ],
        parts: 2,
        refused: None,
        superseded: Vec::new(),
    };
    fill(&root, day, &found).unwrap();
    assert_eq!(
        fs::read_to_string(root.join("crates/2026/day04/example2.txt")).unwrap(),
        "1\n1\n"
    );
    let text = lib(&root, day);
    assert!(
        text.contains(
            "\npub const EXAMPLES: &[Example] = &[\n    Example {\n        input: include_str!(\"../example.txt\"),\n        // from the page: \"it makes 12.\"\n        part1: Some(\"12\"),\n        part2: None,\n    },\n    Example {\n        input: include_str!(\"../example2.txt\"),\n        part1: None,\n        // from the page: \"it makes 2.\"\n        part2: Some(\"2\"),\n    },\n];\n"
        ),
        "{text}"
    );
    // Filled again: the second example is known by its text.
    fill(&root, day, &found).unwrap();
    assert!(!root.join("crates/2026/day04/example3.txt").exists());
    assert_eq!(lib(&root, day), text);
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn what_the_user_wrote_is_kept() {
    let (root, day) = scaffold("kept");
    fs::write(root.join("crates/2026/day04/example.txt"), "mine\n").unwrap();
    let before = lib(&root, day);
    let said = fill_with(&root, day, example("3\n7\n", Some("12"), None));
    assert!(
        said[0].contains("example.txt holds another example: kept"),
        "{said:?}"
    );
    assert_eq!(lib(&root, day), before);

    fs::write(root.join("crates/2026/day04/example.txt"), "3\n7\n").unwrap();
    let text = before.replace("part1: None,", "part1: Some(\"11\"),");
    fs::write(root.join("crates/2026/day04/src/lib.rs"), &text).unwrap();
    let said = fill_with(&root, day, example("3\n7\n", Some("12"), None));
    assert_eq!(
        said,
        [
            "EXAMPLES says \"11\" for part 1 of example.txt, the page \"12\": left as it is",
            "part 2: the page gives no answer for the example that this tool can tell; if it does, \
             write it into EXAMPLES yourself (examples::part2 checks nothing of it until then)"
        ]
    );
    assert_eq!(lib(&root, day), text);

    // A table of another shape: the lines to paste, and nothing changed.
    let other = text.replace(
        "const EXAMPLES: &[Example] = &[Example {",
        "const EXAMPLES: &[Example] = &[/* mine */ Example {",
    );
    fs::write(root.join("crates/2026/day04/src/lib.rs"), &other).unwrap();
    let said = fill_with(&root, day, example("3\n7\n", Some("12"), None));
    assert!(
        said.iter()
            .any(|line| line.contains("not in a shape this tool edits")),
        "{said:?}"
    );
    assert!(
        said.contains(&"    Example { input: include_str!(\"../example.txt\"), part1: Some(\"12\"), part2: None },".to_owned()),
        "{said:?}"
    );
    assert_eq!(lib(&root, day), other);
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn table_values_read_back_as_written() {
    let table = "const EXAMPLES: &[Example] = &[\n    Example { input: \"a\\\"b\\n\", part1: Some(\"x\\\\y\"), part2: None },\n    Example {\n        input: include_str!(\"../example2.txt\"),\n        part1: None,\n        part2: Some(\"7\"),\n    },\n];";
    assert_eq!(
        read_table(table),
        Some(vec![
            Entry {
                input: Input::Inline("a\"b\n".into()),
                answers: [Some("x\\y".into()), None],
                notes: [None, None],
                at: None,
                at_note: None,
                input_note: None,
            },
            Entry {
                input: Input::File("example2.txt".into()),
                answers: [None, Some("7".into())],
                notes: [None, None],
                at: None,
                at_note: None,
                input_note: None,
            },
        ])
    );
    assert_eq!(
        read_table(
            "const EXAMPLES: &[Example] = &[Example { input: x, part1: None, part2: None }];"
        ),
        None
    );
}

#[test]
fn a_table_of_examples_at_their_sizes_reads_and_writes_them_as_written() {
    let table = "const EXAMPLES: &[ExampleAt] = &[ExampleAt {\n    input: include_str!(\"../example.txt\"),\n    part1: Some(\"12\"),\n    part2: None,\n    at: &[(\"width\", 11), (\"height\", 7)],\n}];";
    let mut entries = read_table(table).expect("the tools' shape, at sizes");
    assert_eq!(
        entries[0].at.as_deref(),
        Some("&[(\"width\", 11), (\"height\", 7)]")
    );
    assert_eq!(replace_table(table, &entries).as_deref(), Some(table));
    // An entry added (a second example from the page) runs at the input's
    // sizes until it is given its own.
    entries.push(Entry {
        input: Input::File("example2.txt".into()),
        answers: [None, Some("3".into())],
        notes: [None, None],
        at: None,
        at_note: None,
        input_note: None,
    });
    let written = replace_table(table, &entries).unwrap();
    assert!(
        written.contains("        at: &[],\n    },\n];"),
        "{written}"
    );
    assert_eq!(read_table(&written).unwrap().len(), 2);
    // An `ExampleAt` entry in a table of `Example`s is not the tools' shape.
    assert_eq!(
        read_table(&table.replace("&[ExampleAt]", "&[Example]")),
        None
    );
}

#[test]
fn the_comments_above_an_answer_or_an_input_are_kept_and_one_elsewhere_is_the_users_table() {
    let table = "const EXAMPLES: &[Example] = &[Example {\n    input: \"ab\",\n    // from the page: \"it makes 2.\"\n    part1: Some(\"2\"),\n    part2: None,\n}];";
    let entries = read_table(table).expect("the tools' shape");
    assert_eq!(
        entries[0].notes,
        [Some("from the page: \"it makes 2.\"".into()), None]
    );
    assert_eq!(replace_table(table, &entries).as_deref(), Some(table));
    // A comment above the input (a block you chose says so there) is kept
    // through a rewrite, word for word.
    let above_input = table.replace("    input:", "    // mine\n    input:");
    let entries = read_table(&above_input).expect("the tools' shape");
    assert_eq!(entries[0].input_note.as_deref(), Some("mine"));
    assert!(!entries[0].chosen());
    assert_eq!(
        replace_table(&above_input, &entries).as_deref(),
        Some(above_input.as_str())
    );
    for elsewhere in [
        table.replace("Some(\"2\"),", "Some(\"2\"), // mine"),
        table.replace("}];", "    // mine\n}];"),
    ] {
        assert_eq!(read_table(&elsewhere), None, "{elsewhere}");
    }
}

#[test]
fn a_table_at_the_crates_top_is_read_as_rust_and_made_one_of_example_at_with_its_import() {
    let lib = "//! Day 4.\n\nuse aoc_common::examples::Example;\n\n/// The examples.\npub const EXAMPLES: &[Example] = &[Example {\n    input: r#\"a \"b\"\"#,\n    part1: Some(\"1\"),\n    part2: None,\n}];\n\naoc_common::test_examples!();\n";
    let mut entries = read_table(lib).expect("a table at the top");
    assert_eq!(entries[0].input, Input::Inline("a \"b\"".into()));
    assert_eq!(
        replace_table(lib, &entries).as_deref(),
        Some(lib.replace("r#\"a \"b\"\"#", "\"a \\\"b\\\"\"").as_str())
    );
    // A row now run at sizes: the table, and the import that names its
    // rows' type, become `ExampleAt`'s; the rest is as it was.
    entries[0].at = Some("&[(\"width\", 11)]".into());
    let written = replace_table(lib, &entries).unwrap();
    assert!(
        written.starts_with("//! Day 4.\n\nuse aoc_common::examples::ExampleAt;\n\n/// The examples.\npub const EXAMPLES: &[ExampleAt] = &[ExampleAt {\n")
            && written.contains("    part2: None,\n    at: &[(\"width\", 11)],\n}];\n\naoc_common::test_examples!();\n"),
        "{written}"
    );
    assert_eq!(read_table(&written).unwrap(), entries);
    // Rows named by their path keep it.
    let qualified = "const EXAMPLES: &[aoc_common::examples::Example] = &[aoc_common::examples::Example { input: \"x\", part1: None, part2: None }];";
    let mut entries = read_table(qualified).unwrap();
    entries[0].at_note = Some("the page may run this example at steps 6".into());
    let written = replace_table(qualified, &entries).unwrap();
    assert!(
        written.starts_with("const EXAMPLES: &[aoc_common::examples::ExampleAt] = &[aoc_common::examples::ExampleAt {\n")
            && written.contains("    // the page may run this example at steps 6\n    at: &[],\n"),
        "{written}"
    );
    // A file that does not parse is not read, nor written.
    assert_eq!(read_table(&format!("{lib}\nfn broken( {{")), None);
}

#[test]
fn a_part_the_page_shows_without_an_answer_is_said() {
    let (root, day) = scaffold("unanswered");
    let found = |parts| Found {
        examples: vec![example("3\n7\n", Some("12"), None)],
        parts,
        refused: None,
        superseded: Vec::new(),
    };
    let said = fill(&root, day, &found(1)).unwrap();
    assert!(
        !said.iter().any(|line| line.starts_with("part 2:")),
        "part two not shown yet: {said:?}"
    );
    let said = fill(&root, day, &found(2)).unwrap();
    assert!(
        said.iter().any(|line| line.starts_with(
            "part 2: the page gives no answer for the example that this tool can tell"
        )),
        "{said:?}"
    );
    fs::remove_dir_all(&root).unwrap();

    // Part two answered for an example of its own is answered.
    let (root, day) = scaffold("answered-by-another");
    let found = Found {
        examples: vec![
            example("3\n7\n", Some("12"), None),
            example("3\n7\n8\n", None, Some("20")),
        ],
        parts: 2,
        refused: None,
        superseded: Vec::new(),
    };
    let said = fill(&root, day, &found).unwrap();
    assert!(
        said.contains(&"part 2: 20 for example2.txt, from \"it makes 20.\"".to_owned()),
        "{said:?}"
    );
    assert!(
        !said.iter().any(|line| line.contains("gives no answer")),
        "{said:?}"
    );
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_crate_with_tests_of_its_own_hears_only_what_it_lacks() {
    // As day 21 is: no EXAMPLES table, its example and answers in tests/.
    let (root, day) = scaffold("own-tests");
    let crate_dir = root.join(day.crate_dir());
    fs::write(crate_dir.join("src/lib.rs"), "//! Solved.\n").unwrap();
    fs::write(crate_dir.join("example.txt"), "3\n7\n").unwrap();
    write(
        &crate_dir.join("tests/answers.rs"),
        "const EXAMPLE: &str = include_str!(\"../example.txt\");\n// part 1 gives 12\n",
    )
    .unwrap();
    let said = fill_with(&root, day, example("3\n7\n", None, None));
    assert_eq!(said, Vec::<String>::new(), "nothing the crate lacks");
    let said = fill_with(&root, day, example("3\n7\n", Some("12"), None));
    assert_eq!(said, Vec::<String>::new(), "its tests hold 12 already");
    let said = fill_with(&root, day, example("3\n7\n", Some("12"), Some("84")));
    assert_eq!(
        said,
        [
            "EXAMPLES in crates/2026/day04/src/lib.rs is not in a shape this tool edits: add these lines to it yourself:",
            "    Example { input: include_str!(\"../example.txt\"), part1: Some(\"12\"), part2: Some(\"84\") },"
        ]
    );
    assert_eq!(lib(&root, day), "//! Solved.\n", "nothing written");
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_part_the_page_shows_values_of_runs_and_says_so() {
    let (root, day) = scaffold("shown");
    let mut shown = example("3\n7\n", None, None);
    shown.candidates[0] = vec![Claim {
        answer: "21".to_owned(),
        sentence: "After 2 days, there are 21.".to_owned(),
    }];
    let said = fill_with(&root, day, shown.clone());
    assert!(
        said.contains(&"part 1: the page shows values of its output (21) and no answer this tool is sure of: \
             examples::part1 says which of them yours gives, and fails on none"
            .to_owned()),
        "{said:?}"
    );
    let older = scaffold_older("shown-older").0;
    let said_older = fill_with(&older, day, shown.clone());
    assert!(
        said_older.contains(&"part 1: the page shows values of its output (21) and no answer this tool is sure of: \
             example_part1 says which of them yours gives, and fails on none"
            .to_owned())
            && said_older.contains(&"example_part1 runs now (its #[ignore] is gone)".to_owned()),
        "{said_older:?}"
    );
    let older_lib = lib(&older, day);
    assert!(
        !older_lib.contains(&ignore_line(1)) && older_lib.contains(&ignore_line(2)),
        "{older_lib}"
    );
    fs::remove_dir_all(&older).unwrap();
    let lib = lib(&root, day);
    assert!(lib.contains("part1: None,"), "nothing asserted: {lib}");
    // And the notes beside the stored page hold it, with its sentence.
    keep_notes(
        &root,
        day,
        &Found {
            examples: vec![shown],
            parts: 2,
            refused: None,
            superseded: Vec::new(),
        },
    )
    .unwrap();
    let notes = PageNotes::read(&root, day.year, day.day).unwrap();
    let noted = notes.example("3\n7").unwrap();
    assert_eq!(noted.parts[0][0].sentence, "After 2 days, there are 21.");
    assert!(!noted.parts[0][0].asserted);
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn every_example_is_a_row_a_line_of_text_inline() {
    let (root, day) = scaffold("rows");
    let mut listed = example("R2, L3", Some("5"), None);
    listed.block = None;
    let found = Found {
        examples: vec![example("R8\n", Some("12"), None), listed],
        parts: 1,
        refused: None,
        superseded: Vec::new(),
    };
    fill(&root, day, &found).unwrap();
    let lib = lib(&root, day);
    assert!(
        lib.contains("input: \"R2, L3\",") && lib.contains("part1: Some(\"5\"),"),
        "{lib}"
    );
    assert!(!root.join(day.crate_dir()).join("example2.txt").exists());
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_line_from_a_sentence_is_saved_as_an_input_file_is_and_read_back_as_the_same() {
    let (root, day) = scaffold("line");
    let mut line = example("389125467", Some("67384529"), None);
    line.block = None;
    fill_with(&root, day, line.clone());
    let file = root.join(day.crate_dir()).join("example.txt");
    assert_eq!(fs::read_to_string(&file).unwrap(), "389125467\n");
    let again = fill_with(&root, day, line);
    assert!(
        !again
            .iter()
            .any(|said| said.contains("holds another example")),
        "{again:?}"
    );
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn examples_as_new_wrote_them_are_told_from_changed_ones() {
    let (root, day) = scaffold("as-new");
    assert!(as_new_wrote(&root, day).unwrap());
    fs::write(root.join(day.crate_dir()).join("example.txt"), "mine\n").unwrap();
    assert!(
        !as_new_wrote(&root, day).unwrap(),
        "an example of the user's"
    );
    fs::write(root.join(day.crate_dir()).join("example.txt"), "").unwrap();
    let changed = lib(&root, day).replace("part1: None,", "part1: Some(\"4\"),");
    fs::write(root.join(day.crate_dir()).join("src/lib.rs"), changed).unwrap();
    assert!(
        !as_new_wrote(&root, day).unwrap(),
        "an answer of the user's"
    );
    fs::remove_dir_all(&root).unwrap();
    let (older, day) = scaffold_older("as-new-older");
    assert!(
        as_new_wrote(&older, day).unwrap(),
        "as an older `just new` wrote it"
    );
    fs::remove_dir_all(&older).unwrap();
}
