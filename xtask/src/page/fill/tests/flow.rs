//! A day as a user has it: `just start` fills the crate from the page at
//! the opening (part one alone), then `just read` fills it again, on top,
//! from the page once part one is solved. Each answer of part two ends on
//! the row of the example its sentence is about.

use super::*;
use crate::page::Page;

/// Part one of a page written here in the site's markup: a small example,
/// then a larger one, each with its answer.
const PART_ONE: &str = r#"<article class="day-desc"><h2>--- Day 4: Gear Chains ---</h2>
<p>Each line of the manual (your puzzle input) links two gears by their numbers.</p>
<p>For example:</p>
<pre><code>1 2
2 3
</code></pre>
<p>This chain has <code><em>4</em></code> teeth in mesh.</p>
<p>Here is a larger example:</p>
<pre><code>1 2
2 3
3 4
4 5
5 1
</code></pre>
<p>Here, <code><em>9</em></code> teeth are in mesh.</p>
<p><em>How many teeth</em> are in mesh in your manual?</p>
</article>"#;

const PART_TWO: &str = r#"<p>Your puzzle answer was <code>310</code>.</p>
<article class="day-desc"><h2 id="part2">--- Part Two ---</h2>
<p>Some gears turn backwards.</p>
<p>In the first example, <code><em>5</em></code> teeth turn backwards. In the second, larger example, <code><em>11</em></code> do.</p>
<p><em>How many teeth</em> turn backwards in your manual?</p>
</article>"#;

const SMALL: &str = "1 2\n2 3\n";
const LARGE: &str = "1 2\n2 3\n3 4\n4 5\n5 1\n";

fn row(input: &str, part1: &str, part2: &str) -> Row {
    Row {
        input: input.to_owned(),
        answers: [Some(part1.to_owned()), Some(part2.to_owned())],
    }
}

#[test]
fn start_then_read_give_part_twos_answer_to_the_row_its_sentence_names() {
    let (root, day) = scaffold("flow");
    let shape = InputShape::of("12 40\n40 7\n7 12\n").unwrap();
    let opening = format!("<main>{PART_ONE}</main>");
    let one_star = format!("<main>{PART_ONE}{PART_TWO}</main>");
    for page in [opening, one_star] {
        let found = Found::of_day_with(&Page::parse(&page), day, Some(&shape));
        fill(&root, day, &found).unwrap();
    }
    // Part one's answer went last with the larger example: example.txt.
    assert_eq!(
        rows(&root, day).unwrap().unwrap(),
        [row(LARGE, "9", "11"), row(SMALL, "4", "5")]
    );
    fs::remove_dir_all(&root).unwrap();
}

/// A scaffold filled as at the opening with two examples, `1` and then
/// `3 7` (code block 2, whose part one answer is `part1`): the scaffold,
/// what was found, and the second example.
fn filled_at_the_opening(name: &str, part1: Option<&str>) -> (PathBuf, Day, Found, FoundExample) {
    let (root, day) = scaffold(name);
    let mut second = example("3\n7\n", part1, None);
    second.from = "code block 2".to_owned();
    let opening = Found {
        examples: vec![example("1\n", Some("1"), None), second.clone()],
        parts: 1,
        refused: None,
        superseded: Vec::new(),
    };
    fill(&root, day, &opening).unwrap();
    (root, day, opening, second)
}

#[test]
fn an_answer_joins_the_row_that_holds_its_example_whatever_its_last_newline() {
    let (root, day, opening, mut second) = filled_at_the_opening("same-row", None);
    // Read again, the page gives the second example's text without its
    // last newline, and part two's answer for it.
    second.input = "3\n7".to_owned();
    second.answers[1] = example("", None, Some("14")).answers[1].clone();
    let one_star = Found {
        examples: vec![example("1\n", Some("1"), None), second],
        parts: 2,
        ..opening
    };
    fill(&root, day, &one_star).unwrap();
    assert!(!root.join("crates/2026/day04/example3.txt").exists());
    let rows = rows(&root, day).unwrap().unwrap();
    assert_eq!(rows.len(), 2, "{rows:?}");
    assert_eq!(rows[1].answers, [None, Some("14".to_owned())]);
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_first_example_a_row_holds_already_gets_its_answers_in_that_row() {
    let (root, day, opening, mut second) = filled_at_the_opening("first-a-row", Some("10"));
    // Read again, the page's first example is the one of the second row.
    second.answers[1] = example("", None, Some("14")).answers[1].clone();
    let one_star = Found {
        examples: vec![second],
        parts: 2,
        ..opening
    };
    fill(&root, day, &one_star).unwrap();
    let rows = rows(&root, day).unwrap().unwrap();
    assert_eq!(rows[0].answers, [Some("1".to_owned()), None]);
    assert_eq!(
        rows[1].answers,
        [Some("10".to_owned()), Some("14".to_owned())]
    );
    fs::remove_dir_all(&root).unwrap();
}
