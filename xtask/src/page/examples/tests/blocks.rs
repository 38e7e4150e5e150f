//! Which code block is the example: the one introduced as such, over
//! diagrams, details, frames of a walk-through and blocks that show an
//! answer; and when part two has an example of its own.

use super::*;

#[test]
fn a_new_example_in_part_two_is_an_example_of_its_own() {
    let page = with_part_two(
        "<p>Here is another example:</p><pre><code>1\n1\n</code></pre>\
         <p>These make <code><em>2</em></code>.</p>",
    );
    let found = found(&page);
    assert_eq!(found.examples.len(), 2);
    assert_eq!(found.examples[0].answers[1], None);
    assert_eq!(found.examples[1].input, "1\n1\n");
    assert_eq!(found.examples[1].answers[0], None);
    assert_eq!(answer(&found.examples[1], 1), Some("2"));
}

#[test]
fn what_an_example_above_gives_is_no_example_of_its_own() {
    let page = with_part_two(
        "<p>Now the sums of the first example above are:</p><pre><code>3\n10\n12\n</code></pre>\
         <p>Their largest is <code><em>12</em></code>.</p>",
    );
    let found = found(&page);
    assert_eq!(found.examples.len(), 1, "{found:?}");
    assert_eq!(answer(&found.examples[0], 1), Some("12"));
}

#[test]
fn part_twos_story_is_no_answer_and_a_block_shown_the_same_way_is_no_example() {
    let page = with_part_two(
        "<p>It was never a <code><em>PEBBLE</em></code> count; it is a <code><em>STONE</em></code> count:</p>\
         <pre><code>s\n</code></pre><p>Here's the same example from before, stones marked:</p>\
         <pre><code>.\n<em>7</em>\n.\n</code></pre><p>In this example, there is <code><em>1</em></code> stone.</p>",
    );
    let found = found(&page);
    assert_eq!(found.examples.len(), 1, "{found:?}");
    assert_eq!(answer(&found.examples[0], 1), Some("1"));
}

#[test]
fn the_block_introduced_as_the_example_is_taken_over_a_diagram_before_it() {
    let page = "<article class=\"day-desc\"><p>The rules are drawn so:</p><pre><code>A -&gt; B\n</code></pre>\
        <p>For example, consider this map:</p><pre class=\"wrap\"><code>The first room holds a key.\n</code></pre>\
        <p>The key is reached in <code><em>4</em></code> steps.</p></article>";
    assert_eq!(
        first(page),
        (
            "The first room holds a key.\n".into(),
            Some("4".into()),
            None
        )
    );
    let example = &found(page).examples[0];
    assert_eq!(example.block, Some(2));
}

#[test]
fn a_page_without_an_example_finds_none() {
    let none = found("<article class=\"day-desc\"><p>Nothing to see.</p></article>");
    assert!(none.examples.is_empty());
    assert_eq!(none.parts, 1);
    assert_eq!(found("<p>Not even a part.</p>"), Found::default());
}

#[test]
fn a_block_that_shows_an_answer_is_not_the_example() {
    // The example is a number in the text; the blocks show where answers
    // lie. Nothing is taken rather than a block that is no input.
    let page = "<article class=\"day-desc\"><p>Name the lamp by the <code>X,Y</code> of its corner. For example:</p>\
        <p>With dial <code>7</code>, the brightest corner is <code><em>12,30</em></code>; around it:</p>\
        <pre><code>1 2\n3 4\n</code></pre>\
        <p>With dial <code>9</code>, the brightest corner is <code><em>40,2</em></code>:</p>\
        <pre><code>5 6\n7 8\n</code></pre></article>";
    assert!(found(page).examples.is_empty(), "{:?}", found(page));
}

#[test]
fn a_block_of_the_example_shown_later_does_not_end_the_search_for_its_answer() {
    // "the example" names the one shown: the block after it is what it
    // becomes, not another example.
    let page = "<article class=\"day-desc\"><p>For example, the tiles might start like this:</p>\
        <pre><code>ab\nba\n</code></pre>\
        <p>After one turn, every tile of the example flips:</p>\
        <pre><code>ba\nab\n</code></pre>\
        <p>Once nothing flips, you count <em><code>6</code></em> tiles.</p></article>";
    assert_eq!(first(page), ("ab\nba\n".into(), Some("6".into()), None));
}

#[test]
fn the_following_block_is_the_example_and_the_code_before_it_a_detail() {
    let page = "<article class=\"day-desc\"><p>For example, at <code>t=0</code>, suppose you see the following lamps:</p>\
        <pre><code>Lamp 1 is on.\nLamp 2 is off.\n</code></pre>\
        <p>So the first time they are all on is <code><em>3</em></code>.</p></article>";
    assert_eq!(
        first(page),
        (
            "Lamp 1 is on.\nLamp 2 is off.\n".into(),
            Some("3".into()),
            None
        )
    );
    let inline = "<article class=\"day-desc\"><p>For example, if the seed is <code>q7</code>:</p>\
        <pre><code>q7 -&gt; 8\n8 -&gt; 9\n</code></pre>\
        <p>In the end, the seed gives <code><em>9</em></code>.</p></article>";
    assert_eq!(first(inline), ("q7".into(), Some("9".into()), None));
}

#[test]
fn a_block_of_frames_alike_is_a_walk_through_and_its_first_frame_the_example() {
    let page = "<article class=\"day-desc\"><p>For example:</p>\
        <pre><code>#&gt;..#\n#...#\n\n#.&gt;.#\n#...#\n\n#..&gt;#\n#...#\n</code></pre>\
        <p>The cart stops at <code><em>3,0</em></code>.</p></article>";
    assert_eq!(
        first(page),
        ("#>..#\n#...#\n".into(), Some("3,0".into()), None)
    );
    // Sections unlike each other are one input.
    let sections = "<article class=\"day-desc\"><p>For example:</p>\
        <pre><code>abcde\nfghij\n\n12345\n67890\n</code></pre>\
        <p>They make <code><em>7</em></code>.</p></article>";
    assert_eq!(first(sections).0, "abcde\nfghij\n\n12345\n67890\n");
}

#[test]
fn a_block_of_labelled_states_from_an_initial_one_shows_that_state_as_the_example() {
    let page = "<article class=\"day-desc\"><p>Here is a longer example:</p>\
        <pre><code>Initial row:\n4 9\n\nAfter 1 hop:\n5 10 2\n\nAfter 2 hops:\n6 11 3 7\n</code></pre>\
        <p>After 2 hops there are <code>4</code> frogs. After 10 hops, there would be \
        <code><em>31</em></code> frogs!</p><p><em>How many frogs</em> are there after 10 hops?</p>\
        </article>";
    assert_eq!(first(page), ("4 9\n".into(), Some("31".into()), None));
    assert_eq!(
        found(page).examples[0].from,
        "the first state shown in code block 1"
    );
    // Labelled frames that do not start before any step are the input.
    let ledger = "<article class=\"day-desc\"><p>For example:</p>\
        <pre><code>Monday:\n4 9\n\nTuesday:\n5 10\n</code></pre>\
        <p>The total is <code><em>28</em></code>.</p></article>";
    assert_eq!(first(ledger).0, "Monday:\n4 9\n\nTuesday:\n5 10\n");
}

#[test]
fn the_larger_or_the_smaller_example_points_back_at_one_shown() {
    let part_one = "<article class=\"day-desc\"><h2>--- Day 5: Crates ---</h2><p>For example:</p>\
        <pre><code>abcdef\nghijkl\n\n&gt;&gt;&lt;\n</code></pre>\
        <p>Here is a smaller example to get started:</p><pre><code>abc\n\n&gt;\n</code></pre>\
        <p>The larger example has more moves; after them, the crates would look like this:</p>\
        <pre><code>fedcba\nlkjihg\n</code></pre>\
        <p>In the larger example, the sum of the crates is <code><em>90</em></code>. \
        In the smaller example, the sum is <code><em>12</em></code>.</p>\
        <p><em>What is the sum of the crates?</em></p></article>";
    let found = found(&format!(
        "{part_one}<article class=\"day-desc\"><h2 id=\"part2\">--- Part Two ---</h2>\
        <p>The larger example from before would now look like this:</p>\
        <pre><code>aabbccddeeff\n</code></pre><p>For example, consider this one:</p>\
        <pre><code>xy\n\n&gt;\n</code></pre>\
        <p>In the larger example from above, the crates would end like this:</p>\
        <pre><code>ffeeddccbbaa\n</code></pre>\
        <p>The sum of these crates is <code><em>700</em></code>.</p>\
        <p><em>What is the new sum?</em></p></article>"
    ));
    let shown = answered(&found);
    assert_eq!(
        shown,
        [
            ("abc\n\n>\n", Some("12"), None),
            // Its part one answer too, given by name in part one.
            ("abcdef\nghijkl\n\n>><\n", Some("90"), Some("700")),
            ("xy\n\n>\n", None, None),
        ]
    );
}

#[test]
fn an_example_named_where_no_answer_is_taken_is_walked_on_all_the_same() {
    let page = "<article class=\"day-desc\"><p>For example:</p><pre><code>abcdef\nghijkl\n</code></pre>\
        <p>Here is a smaller example:</p><pre><code>abc\n</code></pre>\
        <p>The smaller one is quick. Look again at the larger example.</p>\
        <p>Adding up its crates gives <code><em>90</em></code>.</p>\
        <p><em>What is the sum of the crates?</em></p></article>";
    assert_eq!(
        first(page),
        ("abcdef\nghijkl\n".into(), Some("90".into()), None)
    );
}

#[test]
fn a_soft_wrap_in_a_block_is_no_line_break() {
    let page = "<article class=\"day-desc\"><p>For example:</p>\
        <pre><code>1,2,3,<br/>4,5\n</code></pre><p>Their sum is <code><em>15</em></code>.</p></article>";
    assert_eq!(first(page).0, "1,2,3,4,5\n");
}

#[test]
fn part_two_takes_up_part_ones_example_once_it_speaks_of_it() {
    let story = with_part_two(
        "<p>Wake the gnomes by setting the first stack from <code>3</code> to <code><em>2</em></code>.</p>\
         <p>How many pebbles are there now?</p>",
    );
    assert_eq!(first(&story).2, None, "a number of the story");
    let told = with_part_two(
        "<p>Wake the gnomes by setting the first stack from <code>3</code> to <code><em>2</em></code>.</p>\
         <p>In the example above, there are then <code><em>11</em></code> pebbles.</p>",
    );
    assert_eq!(first(&told).2, Some("11".into()));
}

#[test]
fn sections_alike_in_shape_but_not_a_walk_through_are_one_input() {
    // Each section much like the one before, but no background they all
    // share: sections of one input (locks and keys), not steps.
    let sections = "###\n###\n###\n\n..#\n###\n###\n\n..#\n..#\n###\n\n..#\n..#\n..#\n";
    let page = format!(
        "<article class=\"day-desc\"><p>For example:</p><pre><code>{sections}</code></pre>\
         <p>In this example, <code><em>2</em></code> pairs fit.</p></article>"
    );
    assert_eq!(first(&page).0, sections);
    let blank =
        "<article class=\"day-desc\"><p>For example:</p><pre><code>\n\n</code></pre></article>";
    assert!(found(blank).examples.is_empty());
}

#[test]
fn a_block_of_more_examples_is_a_table_not_another_input() {
    let page = "<article class=\"day-desc\"><p>For example:</p><pre><code>1=\n12\n</code></pre>\
        <p>The leaflet holds a few more examples of numbers in both ways:</p>\
        <pre><code>one  1\ntwo  2\n</code></pre>\
        <p>In the example above, the sum is written <code><em>2-</em></code>.</p>\
        <p><em>How is yours written?</em></p></article>";
    assert_eq!(first(page), ("1=\n12\n".into(), Some("2-".into()), None));
}

#[test]
fn a_block_that_is_the_example_with_more_after_it_is_the_example_in_full() {
    let page = "<article class=\"day-desc\"><p>The top of your list holds rules. For example:</p>\
        <pre><code>0: 1 2\n1: \"a\"\n</code></pre>\
        <p>Below them come the words to check. Together, the list might look like this:</p>\
        <pre><code>0: 1 2\n1: \"a\"\n\nab\nba\n</code></pre>\
        <p>In the above example, <code><em>1</em></code> word matches.</p></article>";
    let found = found(page);
    assert_eq!(found.examples[0].input, "0: 1 2\n1: \"a\"\n\nab\nba\n");
    assert_eq!(found.examples[0].block, Some(2));
    assert_eq!(answer(&found.examples[0], 0), Some("1"));
    let steps = page.replace("0: 1 2\n1: \"a\"\n\nab\nba\n", "0: 1 2 after a step\n");
    assert_eq!(
        first(&steps).0,
        "0: 1 2\n1: \"a\"\n",
        "a block that only starts like it is a step"
    );
}

#[test]
fn a_step_drawn_side_by_side_or_a_line_labelled_part_by_part_is_no_input() {
    let page = "<article class=\"day-desc\"><p>For example, suppose a gnome is about to move:</p>\
        <pre><code>..G.   3  --&gt;  ...G   3\n....   1       ....   1\n</code></pre>\
        <p>It moves <code><em>1</em></code> step.</p></article>";
    assert!(found(page).examples.is_empty(), "{:?}", found(page));
    // Bits drawn over the labels of their fields are no input.
    let page = "<article class=\"day-desc\"><p>For example, here is a word:</p>\
        <pre><code>10011010\nNNNLLLCC\n</code></pre>\
        <p>It holds <code><em>3</em></code> fields.</p></article>";
    assert!(found(page).examples.is_empty(), "{:?}", found(page));
    // An input writes its own arrows with one space, on every line.
    let page = "<article class=\"day-desc\"><p>For example:</p>\
        <pre><code>1 -&gt; a\na -&gt; b\n</code></pre>\
        <p>There are <code><em>2</em></code> wires.</p></article>";
    assert_eq!(first(page).0, "1 -> a\na -> b\n");
}

#[test]
fn a_walk_from_an_initial_state_is_an_example_of_its_own_drawn_without_its_notes() {
    let page = "<article class=\"day-desc\"><p>Here is an example of a move:</p>\
        <pre><code>#####\n#G.E#\n#####\n</code></pre>\
        <p>Below is a whole sample game. Beside each map are the gnomes' hit points.</p>\
        <pre><code>Initially:\n#####   \n#.GE#   G(9), E(9)\n#####   \n\n\
        The game goes on:\n\nAfter 2 rounds:\n#####   \n#.G.#   G(3)\n#####   \n</code></pre>\
        <p>So the outcome is 2 * 3 = <code><em>6</em></code>.</p>\
        <p>Here it is again, from the start:</p>\
        <pre><code>Initially:\n#####\n#.GE#\n#####\n\nAfter 1 round:\n#####\n#.GE#\n#####\n</code></pre>\
        <p>Again, the outcome is <code><em>6</em></code>.</p>\
        <p><em>What is the outcome</em> of your game?</p></article>";
    let found = found(page);
    assert_eq!(found.examples.len(), 1, "{found:?}");
    assert_eq!(found.examples[0].input, "#####\n#.GE#\n#####\n");
    assert_eq!(answer(&found.examples[0], 0), Some("6"));
}
