//! The example read beside your input: a block the words introduce is
//! taken only where it has your input's shape (see [`super::super::shape`]).

use super::*;

/// What `main` says of its examples, read beside `input`.
fn beside(main: &str, input: &str) -> Found {
    let shape = InputShape::of(input).expect("an input");
    Found::on_with(&Page::parse(main), Some(&shape))
}

/// A page whose first block, introduced as the example, is a drawing of
/// the state, and whose next block lists it as the input does.
const DRAWN_FIRST: &str = "<article class=\"day-desc\"><h2>--- Day 6: Beacons ---</h2>\
    <p>The elves list the beacons (your puzzle input). For example:</p>\
    <pre><code>..#.\n#...\n</code></pre>\
    <p>The beacons above stand at:</p><pre><code>2 0\n0 1\n</code></pre>\
    <p>In this example, there are <code><em>2</em></code> beacons.</p>\
    <p><em>How many beacons</em> are in your list?</p></article>";

#[test]
fn a_drawing_of_the_state_gives_way_to_the_block_of_your_inputs_shape() {
    let alone = found(DRAWN_FIRST);
    assert_eq!(alone.examples[0].input, "..#.\n#...\n", "the page alone");
    let found = beside(DRAWN_FIRST, "14 3\n7 22\n9 9\n");
    assert_eq!(found.examples[0].input, "2 0\n0 1\n", "{found:?}");
    assert_eq!(found.examples[0].block, Some(2));
    assert_eq!(answer(&found.examples[0], 0), Some("2"));
    let refused = found.refused.expect("the drawing refused");
    assert_eq!(refused.block, Some(1));
    assert_eq!(
        refused.why.to_string(),
        "its line 1 has `.`, which your input never has"
    );
}

#[test]
fn where_no_block_has_your_inputs_shape_none_is_taken_and_the_closest_is_named() {
    let found = beside(DRAWN_FIRST, "R2, L3\n");
    assert!(found.examples.is_empty(), "{found:?}");
    let refused = found.refused.expect("one refused");
    assert_eq!(refused.from, "code block 2", "the closer of the two");
    assert_eq!(
        refused.why.to_string(),
        "it is 2 lines, where your input is one"
    );
}

#[test]
fn a_block_of_your_inputs_shape_is_the_example_where_its_sentence_names_codes() {
    let page = "<article class=\"day-desc\"><p>The machine runs a program (your puzzle input).</p>\
        <p>For example, this program sets <code>a</code> to <code>2</code>:</p>\
        <pre><code>inc a\njmp +2\ninc a\n</code></pre>\
        <p>What is in register <code>b</code> at the end?</p></article>";
    assert!(found(page).examples.is_empty(), "the page alone takes none");
    let found = beside(page, "inc b\njmp +4\ninc a\ninc b\n");
    assert_eq!(found.examples[0].input, "inc a\njmp +2\ninc a\n");
}

#[test]
fn a_program_the_page_wraps_is_the_one_line_your_input_is() {
    let page = "<article class=\"day-desc\"><p>The computer runs a program (your puzzle input).</p>\
        <p>For example:</p><pre><code>3,9,8,\n9,10,9,\n4,9,99\n</code></pre>\
        <p>It outputs <code><em>1</em></code>.</p><p>What does yours <em>output</em>?</p></article>";
    let found = beside(page, "3,1,4,1,5,9,2,6\n");
    assert_eq!(found.examples[0].input, "3,9,8,9,10,9,4,9,99\n");
    assert_eq!(answer(&found.examples[0], 0), Some("1"));
}

#[test]
fn a_list_of_your_inputs_shape_is_kept_and_one_of_another_is_not() {
    let page = "<article class=\"day-desc\"><p>The device reads changes (your puzzle input).</p>\
        <p>Here are some examples:</p><ul>\
        <li><code>+1, +1, +1</code> results in <code><em>3</em></code>.</li>\
        <li><code>a..b</code> results in <code><em>0</em></code>.</li></ul>\
        <p>What is the <em>resulting frequency</em>?</p></article>";
    let found = beside(page, "+3\n-7\n+12\n");
    let inputs: Vec<&str> = found.examples.iter().map(|e| e.input.as_str()).collect();
    assert_eq!(inputs, ["+1\n+1\n+1\n"], "{found:?}");
    assert_eq!(answer(&found.examples[0], 0), Some("3"));
}

#[test]
fn values_a_sentence_supposes_are_your_input_with_the_pages_numbers() {
    let page = "<article class=\"day-desc\"><p>Two dials start at values listed in your puzzle input.</p>\
        <p>For example, suppose dial A starts at <code>65</code>, while dial B starts at <code>8921</code>. \
        Then they turn.</p><p>After all turns, they agree <code><em>588</em></code> times.</p>\
        <p><em>How many times</em> do yours agree?</p></article>";
    assert!(found(page).examples.is_empty(), "the page alone takes none");
    let found = beside(page, "Dial A starts at 512\nDial B starts at 191\n");
    assert_eq!(
        found.examples[0].input,
        "Dial A starts at 65\nDial B starts at 8921\n"
    );
    assert_eq!(answer(&found.examples[0], 0), Some("588"));
    // More numbers supposed than your input holds: something else.
    let found = beside(page, "Dial starts at 512\n");
    assert!(found.examples.is_empty(), "{found:?}");
}

#[test]
fn a_value_of_your_inputs_form_after_for_example_is_the_example_and_one_worded_so_another() {
    let page = "<article class=\"day-desc\"><p>The grid's serial number is your puzzle input.</p>\
        <p>For example, the cell at <code>3,5</code> with serial <code>8</code> has power <code>4</code>.</p>\
        <p>Find the best square. For example:</p>\
        <p>For serial number <code>18</code>, the best square scores <code><em>29</em></code>:</p>\
        <pre><code>-2 -4\n4 4\n</code></pre>\
        <p>For serial number <code>42</code>, the best square scores <code><em>30</em></code>:</p>\
        <pre><code>-2 -4\n3 3\n</code></pre>\
        <p>What is the <em>score</em> of your best square?</p></article>";
    let found = beside(page, "3999\n");
    // The first is the one the last answer goes with (rule 3).
    let answered: Vec<(&str, Option<&str>)> = found
        .examples
        .iter()
        .map(|example| (example.input.as_str(), answer(example, 0)))
        .collect();
    assert_eq!(
        answered,
        [("42", Some("30")), ("18", Some("29"))],
        "{found:?}"
    );
    assert!(
        found.refused.is_some(),
        "the blocks are no input like yours"
    );
}

#[test]
fn where_part_one_shows_no_example_part_twos_first_is_taken_beside_your_input() {
    let page = "<article class=\"day-desc\"><h2>--- Day 5: Tests ---</h2>\
        <p>The test is a program (your puzzle input). For example:</p>\
        <pre><code>ADD 1 2\nOUT\n</code></pre><p>It outputs <code><em>3</em></code>.</p>\
        <p>What does your program <em>output</em>?</p></article>\
        <article class=\"day-desc\"><h2 id=\"part2\">--- Part Two ---</h2>\
        <p>For example, here is a program that compares its input to <code>8</code>:</p>\
        <pre><code>3,9,8,9,\n10,9,4,9,99,-1,8\n</code></pre>\
        <p>Given <code>8</code>, it outputs <code><em>1</em></code>.</p>\
        <p>What does your program <em>output</em> now?</p></article>";
    // Part one's block is no program like yours.
    let found = beside(page, "3,225,1,225,6,6,1100\n");
    assert_eq!(
        found.examples[0].input, "3,9,8,9,10,9,4,9,99,-1,8\n",
        "{found:?}"
    );
    assert_eq!(answer(&found.examples[0], 1), Some("1"));
    // `8` alone is one item, where your input lists many.
    assert!(found.examples.iter().all(|example| example.input != "8"));
    // The page alone takes part one's, as before.
    assert_eq!(super::found(page).examples[0].input, "ADD 1 2\nOUT\n");
}

#[test]
fn an_example_of_fewer_groups_than_your_input_takes_the_line_quoted_after_it() {
    let page = "<article class=\"day-desc\"><p>Your puzzle input lists the replacements, then the molecule.</p>\
        <p>For example, imagine a machine of these replacements:</p>\
        <pre><code>H =&gt; HO\nO =&gt; HH\n</code></pre>\
        <p>Starting with <code>HOH</code>, there are <code><em>3</em></code> molecules.</p>\
        <p><em>How many molecules</em> can yours make?</p></article>";
    let found = beside(page, "Al => ThF\nB => BCa\nCa => PB\n\nCRnSiRnCaPTiMg\n");
    assert_eq!(found.examples[0].input, "H => HO\nO => HH\n\nHOH\n");
    assert_eq!(answer(&found.examples[0], 0), Some("3"));
    assert_eq!(
        super::found(page).examples[0].input,
        "H => HO\nO => HH\n",
        "the page alone"
    );
    // Where your input's last group is many lines, a code is no group.
    let found = beside(page, "Al => ThF\nB => BCa\n\nCRnSi\nPTiMg\n");
    assert_eq!(found.examples[0].input, "H => HO\nO => HH\n");
}
