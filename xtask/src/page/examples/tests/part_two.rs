//! Part two's answers, each on the block its sentence is about: an example
//! part one showed, named by its size or place, or part two's own.

use super::*;

/// Part one of a page with two examples: a small one, then a larger one,
/// each with its answer.
const TWO_EXAMPLES: &str = r#"<article class="day-desc"><h2>--- Day 7: Rope Knots ---</h2>
<p>The elves tie knots along a rope (your puzzle input), a pair a line.</p>
<p>For example:</p>
<pre><code>a-b
b-c
c-a
</code></pre>
<p>In this example, there are <code><em>2</em></code> loops.</p>
<p>Here is a larger example:</p>
<pre><code>a-b
b-c
c-d
d-e
e-a
a-c
</code></pre>
<p>In this larger example, there are <code><em>5</em></code> loops.</p>
<p><em>How many loops</em> does your rope have?</p>
</article>
<p>Your puzzle answer was <code>77</code>.</p>"#;

fn two_examples_then(body: &str) -> String {
    format!(
        "{TWO_EXAMPLES}<article class=\"day-desc\"><h2 id=\"part2\">--- Part Two ---</h2>{body}\
         <p><em>How many long loops</em> does your rope have?</p></article>"
    )
}

const SMALL: &str = "a-b\nb-c\nc-a\n";
const LARGE: &str = "a-b\nb-c\nc-d\nd-e\ne-a\na-c\n";

#[test]
fn part_twos_answer_goes_with_the_example_its_sentence_names_by_place_or_size() {
    let page = two_examples_then(
        "<p>In the first example, there are <code><em>3</em></code> long loops. \
         In the second, larger example, there are <code><em>6</em></code>.</p>",
    );
    // Part one's answer went last with the larger example: it is the first.
    assert_eq!(
        answered(&found(&page)),
        [(LARGE, Some("5"), Some("6")), (SMALL, Some("2"), Some("3"))]
    );
    let page = two_examples_then(
        "<p>In this smaller example, there are <code><em>3</em></code> long loops.</p>\
         <p>Then, in that large example, there are <code><em>6</em></code>.</p>",
    );
    assert_eq!(
        answered(&found(&page)),
        [(LARGE, Some("5"), Some("6")), (SMALL, Some("2"), Some("3"))]
    );
}

#[test]
fn of_the_examples_a_sentence_names_its_answer_goes_with_the_last() {
    let page = two_examples_then(
        "<p>In the small example, there are <code><em>3</em></code> long loops; \
         in the large example, there are <code><em>6</em></code>.</p>",
    );
    assert_eq!(
        answered(&found(&page)),
        [(LARGE, Some("5"), Some("6")), (SMALL, Some("2"), None)]
    );
}

#[test]
fn an_example_named_two_ways_that_disagree_is_told_by_none_and_its_answer_only_shown() {
    // The first example is the smaller one: which one the sentence means,
    // the rules cannot tell.
    let page = two_examples_then(
        "<p>In the first, larger example, there are <code><em>6</em></code> long loops.</p>",
    );
    let found = found(&page);
    assert_eq!(
        answered(&found),
        [(LARGE, Some("5"), None), (SMALL, Some("2"), None)]
    );
    assert!(
        found.examples.iter().any(|example| example.candidates[1]
            .iter()
            .any(|shown| shown.answer == "6")),
        "{found:?}"
    );
}

#[test]
fn a_block_part_two_supposes_is_its_own_example_where_part_ones_was_taken_up() {
    let page = two_examples_then(
        "<p>In the example above, there are <code><em>3</em></code> long loops.</p>\
         <p>Suppose the rope were instead:</p><pre><code>x-y\ny-z\nz-x\nx-z\n</code></pre>\
         <p>Now there are <code><em>4</em></code> long loops.</p>",
    );
    assert_eq!(
        answered(&found(&page)),
        [
            (LARGE, Some("5"), Some("3")),
            ("x-y\ny-z\nz-x\nx-z\n", None, Some("4")),
            (SMALL, Some("2"), None)
        ]
    );
}
