//! What the page alone gave, taken out by the filling once your input shows
//! it has not its shape (see [`super::super::refit`]), and what you wrote
//! kept.

use super::*;

#[test]
fn an_example_the_page_alone_gave_is_taken_out_where_it_has_not_your_inputs_shape() {
    let (root, day) = scaffold("refit");
    let drawn = example("..#.\n#...\n", Some("2"), None);
    fill_with(&root, day, drawn.clone());
    let shape = InputShape::of("14 3\n7 22\n9 9\n").unwrap();
    // Beside your input, the page gives no example of its shape.
    let said = fill(&root, day, &beside_with(&drawn, &shape, Vec::new())).unwrap();
    assert_eq!(
        said,
        [
            "emptied crates/2026/day04/example.txt, which held code block 1: it has not your input's shape: its line 1 has `.`, which your input never has",
            "the page shows no example this tool can tell: `just example 4 K` saves code block K"
        ]
    );
    assert_eq!(
        fs::read_to_string(root.join("crates/2026/day04/example.txt")).unwrap(),
        ""
    );
    let text = lib(&root, day);
    assert!(
        text.contains("\npub const EXAMPLES: &[Example] = &[Example {\n    input: include_str!(\"../example.txt\"),\n    part1: None,\n    part2: None,\n}];\n"),
        "{text}"
    );
    // Where the page gives one of your input's shape, it takes the place
    // of the one taken out, in the same filling.
    fs::write(root.join("crates/2026/day04/example.txt"), "").unwrap();
    fill_with(&root, day, drawn.clone());
    let mut listed = example("2 0\n0 1\n", Some("2"), None);
    listed.from = "code block 2".to_owned();
    let said = fill(
        &root,
        day,
        &beside_with(&drawn, &shape, vec![listed.clone()]),
    )
    .unwrap();
    assert_eq!(
        said[0],
        "emptied crates/2026/day04/example.txt, which held code block 1: it has not your input's shape: its line 1 has `.`, which your input never has"
    );
    assert!(
        said.contains(&"saved code block 2 as crates/2026/day04/example.txt".to_owned()),
        "{said:?}"
    );
    // Taken out once: filled again, nothing is taken out.
    let again = fill(&root, day, &beside_with(&drawn, &shape, vec![listed])).unwrap();
    assert!(
        !again.iter().any(|line| line.starts_with("emptied")),
        "{again:?}"
    );
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn what_you_wrote_stays_whatever_its_shape() {
    // In a day an older `just new` wrote, whose table is in its tests.
    let (root, day) = scaffold_older("refit-kept");
    let shape = InputShape::of("14 3\n7 22\n9 9\n").unwrap();
    let drawn = example("..#.\n#...\n", Some("2"), None);
    let found = beside_with(&drawn, &shape, Vec::new());
    let taken_out = |said: Vec<String>| said.iter().any(|line| line.starts_with("emptied"));
    // An example of your own in example.txt.
    fs::write(root.join("crates/2026/day04/example.txt"), "#.\n").unwrap();
    assert!(!taken_out(fill(&root, day, &found).unwrap()));
    // The page's, with an answer you wrote (no comment from the tools).
    fs::write(root.join("crates/2026/day04/example.txt"), "").unwrap();
    fill_with(&root, day, drawn);
    let lib_path = root.join("crates/2026/day04/src/lib.rs");
    let text = lib(&root, day).replace(
        "        // from the page: \"it makes 2.\"\n        part1: Some(\"2\")",
        "        part1: Some(\"5\")",
    );
    fs::write(&lib_path, &text).unwrap();
    assert!(!taken_out(fill(&root, day, &found).unwrap()));
    assert_eq!(lib(&root, day), text);
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn where_none_has_your_inputs_shape_the_closest_is_named_with_the_command_that_takes_it() {
    let (root, day) = scaffold("refused");
    let found = Found {
        examples: Vec::new(),
        parts: 1,
        refused: Some(crate::page::examples::Refused {
            from: "code block 2".to_owned(),
            block: Some(2),
            why: crate::page::examples::Disagreement::Lines(2),
        }),
        superseded: Vec::new(),
    };
    let said = fill(&root, day, &found).unwrap();
    assert_eq!(
        said,
        [
            "no example on the page has your input's shape: the closest, code block 2, has not (it is 2 lines, where your input is one); `just example 4 2` takes it all the same"
        ]
    );
    fs::remove_dir_all(&root).unwrap();
}

/// What the page says beside your input of `shape`: `examples`, and
/// `alone`, the page alone's example, as one that has not that shape.
fn beside_with(alone: &FoundExample, shape: &InputShape, examples: Vec<FoundExample>) -> Found {
    Found {
        examples,
        parts: 2,
        refused: None,
        superseded: vec![crate::page::examples::Superseded {
            input: alone.input.clone(),
            from: alone.from.clone(),
            why: shape.agrees(&alone.input).unwrap_err(),
        }],
    }
}
