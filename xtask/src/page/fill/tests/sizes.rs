//! The sizes a page runs its example at, written into the day's crate (see
//! [`super::super::sizes`]).

use super::*;
use crate::page::examples::SizeAt;

fn size(name: &str, example: i64, input: i64, part: u8, sure: bool) -> SizeAt {
    SizeAt {
        name: name.to_owned(),
        example,
        input,
        part,
        sentence: format!("In this example, {name} is {example}."),
        sure,
        values: vec![example],
    }
}

#[test]
fn the_examples_row_runs_at_its_sizes_and_the_scaffold_reads_them() {
    let (root, day) = scaffold("sizes");
    let mut sized = example("..#\n#..\n", Some("12"), None);
    sized.sizes = vec![
        size("width", 11, 101, 1, true),
        size("height", 7, 103, 1, true),
    ];
    let said = fill_with(&root, day, sized.clone());
    let text = lib(&root, day);
    assert!(
        text.contains("use aoc_common::{NotSolved, ParseError, examples::ExampleAt, lines};"),
        "{text}"
    );
    assert!(
        text.contains(
            "\npub const EXAMPLES: &[ExampleAt] = &[ExampleAt {\n    input: include_str!(\"../example.txt\"),\n    // from the page: \"it makes 12.\"\n    part1: Some(\"12\"),\n    part2: None,\n    // from the page: \"In this example, width is 11. In this example, height is 7.\"\n    at: &[(\"width\", 11), (\"height\", 7)],\n}];\n"
        ),
        "{text}"
    );
    // Part 1 takes the sizes, and reads them; part 2 is as it was.
    assert!(
        text.contains(
            "pub fn part1(input: &Input, sizes: aoc_common::Sizes) -> Result<u64, NotSolved> {\n    \
             // The page runs its example at sizes of its own: each is the example's\n    \
             // in its test, and your input's on your input.\n    \
             let width: usize = sizes.or(\"width\", 101);\n    let height: usize = sizes.or(\"height\", 103);\n    let _ = (input, width, height);\n    Err(NotSolved { day: 4, part: 1 })"
        ) && text.contains("pub fn part2(input: &Input) -> Result<u64, NotSolved> {"),
        "{text}"
    );
    assert!(
        said.iter().any(|line| line.starts_with(
            "part 1 runs the example at width 11 (101 on your input), height 7 (103 on your input): part1 reads them from its argument `sizes`"
        )),
        "{said:?}"
    );
    // Read back as written; filled again, nothing changes.
    let again = fill_with(&root, day, sized.clone());
    assert!(
        !again
            .iter()
            .any(|line| line.contains("runs the example at")),
        "{again:?}"
    );
    assert_eq!(lib(&root, day), text);
    fs::remove_dir_all(&root).unwrap();

    // A day an older `just new` wrote: its own tests and benchmarks call
    // part 1 with the input alone, so part 1 reads the sizes with
    // `example_or`, and its table in its tests becomes one of `ExampleAt`.
    let (root, day) = scaffold_older("sizes-older");
    let said = fill_with(&root, day, sized);
    let text = lib(&root, day);
    assert!(
        text.contains("use aoc_common::examples::{ExampleAt, check, parse_all};")
            && text.contains("    const EXAMPLES: &[ExampleAt] = &[ExampleAt {\n        input: include_str!(\"../example.txt\"),\n")
            && text.contains("        at: &[(\"width\", 11), (\"height\", 7)],\n    }];\n"),
        "{text}"
    );
    assert!(
        text.contains(
            "pub fn part1(input: &Input) -> Result<u64, NotSolved> {\n    \
             // The page runs its example at sizes of its own: each is the example's\n    \
             // in its test, and your input's on your input.\n    \
             #[allow(deprecated)]\n    let width: usize = aoc_common::example_or(\"width\", 101);\n    \
             #[allow(deprecated)]\n    let height: usize = aoc_common::example_or(\"height\", 103);\n    let _ = (input, width, height);"
        ),
        "{text}"
    );
    assert!(
        said.iter()
            .any(|line| line.contains("part1 reads them with example_or")),
        "{said:?}"
    );
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_part_you_wrote_hears_the_line_to_add_and_an_unsure_size_is_a_comment() {
    let (root, day) = scaffold("sizes-yours");
    let lib_path = root.join("crates/2026/day04/src/lib.rs");
    let mine = lib(&root, day).replace(
        "    let _ = input;\n    Err(NotSolved { day: 4, part: 2 })",
        "    Ok(input.lines.len() as u64)",
    );
    fs::write(&lib_path, &mine).unwrap();
    let mut sized = example("..#\n", None, None);
    sized.sizes = vec![size("y", 10, 2000000, 2, true)];
    let said = fill_with(&root, day, sized);
    assert!(
        said.contains(&"part 2 runs the example at y 10 (2000000 on your input): read it in part2 with `let y: i64 = sizes.or(\"y\", 2000000);`, part2 taking `sizes: aoc_common::Sizes` as its second argument".to_owned()),
        "{said:?}"
    );
    let (root, day) = scaffold("sizes-unsure");
    let mut unsure = example("..#\n", None, None);
    let mut generations = size("generations", 1, 50, 1, false);
    generations.values = vec![1, 20];
    unsure.sizes = vec![generations];
    let said = fill_with(&root, day, unsure);
    let text = lib(&root, day);
    assert!(
        text.contains("    // the page may run this example at generations 1 or 20 (it shows more than one value): if so, at: &[(\"generations\", 1)]; a failing test tries them\n    at: &[],\n"),
        "{text}"
    );
    // The scaffold reads it all the same, your input's value given: the
    // row runs at none, and a failing test tries the page's values.
    assert!(
        text.contains("    let generations: usize = sizes.or(\"generations\", 50);\n    let _ = (input, generations);\n    Err(NotSolved { day: 4, part: 1 })"),
        "{text}"
    );
    assert!(
        said.iter().any(|line| line
            .starts_with("part 1 may run the example at generations 1 or 20 (50 on your input)")),
        "{said:?}"
    );
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_block_you_choose_brings_the_sizes_the_page_gives_its_example() {
    let (root, day) = scaffold("chosen-sizes");
    let mut taken = example(".#.\n..#\n", None, None);
    taken.sizes = vec![size("iterations", 2, 5, 1, true)];
    let said = chosen(&root, day, "example.txt", 1, Some(&taken)).unwrap();
    let text = lib(&root, day);
    assert!(
        text.contains("    // from the page: \"In this example, iterations is 2.\"\n    at: &[(\"iterations\", 2)],\n"),
        "{text}"
    );
    assert!(text.contains("const EXAMPLES: &[ExampleAt] = &["), "{text}");
    assert!(
        text.contains("    let iterations: usize = sizes.or(\"iterations\", 5);\n"),
        "{text}"
    );
    assert!(
        said.iter()
            .any(|line| line
                .starts_with("part 1 runs the example at iterations 2 (5 on your input)")),
        "{said:?}"
    );
    // Chosen again: the row runs at its sizes already, and nothing changes.
    chosen(&root, day, "example.txt", 1, Some(&taken)).unwrap();
    assert_eq!(lib(&root, day), text);
    fs::remove_dir_all(&root).unwrap();
}
