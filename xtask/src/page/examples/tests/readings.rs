//! The second reading (rule 8): an answer is asserted where what the
//! question asks and what the answer's own sentence says agree; an input
//! is whole; a candidate is a value the question could be answered with.

use super::*;

#[test]
fn a_count_of_the_things_gone_over_answers_no_question_of_a_measure() {
    let asked = "What is the total weight of all stacks in your input?";
    let page = asking("Here, <code><em>3</em></code> stacks.", asked);
    assert_eq!(
        first(&page).1,
        None,
        "a count of stacks, where the weight is asked"
    );
    let page = asking("Here, the total weight is <code><em>31</em></code>.", asked);
    assert_eq!(first(&page).1, Some("31".into()));
    let page = asking(
        "Here, the stacks weigh <code><em>31</em></code> units.",
        asked,
    );
    assert_eq!(
        first(&page).1,
        Some("31".into()),
        "a unit the question does not name"
    );
}

#[test]
fn a_value_worked_into_another_is_no_result() {
    let page = asking(
        "Its score is <code>9 * 4 = 36</code>.</p>\
         <p>The tallest stack is <code><em>9</em></code> high",
        "What is the score of the tallest stack?",
    );
    assert_eq!(first(&page).1, None, "9 is worked into the score");
}

#[test]
fn a_letter_is_no_answer_where_the_question_asks_for_a_number_nor_a_candidate() {
    let page = asking(
        "The fullest stack is <code><em>AB</em></code>, with <code>9</code>.",
        "What is the largest stack?",
    );
    let found = found(&page);
    assert_eq!(found.examples[0].answers[0], None);
    let shown: Vec<&str> = found.examples[0].candidates[0]
        .iter()
        .map(|claim| claim.answer.as_str())
        .collect();
    assert_eq!(shown, ["9"], "a letter naming a thing is no candidate");
}

#[test]
fn a_fragment_quoted_in_a_sentence_is_no_input() {
    let page = "<article class=\"day-desc\"><h2>--- Day 2: Gnome Words ---</h2>\
        <p>Each word is scored (your puzzle input). Here are some examples:</p>\
        <ul><li><code>[...]</code> scores <code><em>0</em></code>.</li>\
        <li><code>q</code> scores <code><em>1</em></code>.</li>\
        <li><code>abc</code> scores <code><em>6</em></code>.</li></ul>\
        <p>What is the total score of your words?</p></article>";
    let inputs: Vec<String> = found(page)
        .examples
        .iter()
        .map(|e| e.input.clone())
        .collect();
    assert_eq!(inputs, ["abc"]);
}

#[test]
fn a_marker_line_under_the_example_is_no_part_of_it() {
    let page = "<article class=\"day-desc\"><h2>--- Day 4: Gnome Lines ---</h2>\
        <p>Each line hides a mark (your puzzle input). For example:</p>\
        <pre><code>ab#cd\n  ^\nef#gh\n</code></pre>\
        <p>In this example, <code><em>2</em></code> marks are found.</p>\
        <p>How many marks are there?</p></article>";
    assert_eq!(
        first(page),
        ("ab#cd\nef#gh\n".into(), Some("2".into()), None)
    );
}

#[test]
fn a_count_spelled_in_words_is_another_than_the_questions_digits() {
    let asked = "How many stacks are there after 100 rounds?";
    let page = asking(
        "After ten rounds, there are <code><em>5</em></code> stacks; after 100 rounds, more.",
        asked,
    );
    assert_eq!(first(&page).1, None, "ten rounds, where 100 are asked");
    // Where the page shows the example after ten rounds alone, it runs at
    // ten (its size): 5 is its answer.
    let page = asking(
        "After ten rounds, there are <code><em>5</em></code> stacks.",
        asked,
    );
    assert_eq!(
        first(&page).1,
        Some("5".into()),
        "the example's at its own size"
    );
    let page = asking(
        "After 100 rounds, the two gnomes have <code><em>5</em></code> stacks.",
        "How many stacks are there after one hundred rounds?",
    );
    assert_eq!(first(&page).1, None, "two gnomes: the question names none");
    let page = asking(
        "After 100 rounds, there are <code><em>5</em></code> stacks.",
        "How many stacks are there after one hundred rounds?",
    );
    assert_eq!(first(&page).1, Some("5".into()));
}

#[test]
fn a_count_so_far_answers_no_question_after_more_steps() {
    let asked = "How many stacks are there after 100 rounds?";
    let page = asking(
        "After ten rounds, the gnomes rest. They have <code><em>5</em></code> stacks.",
        asked,
    );
    assert_eq!(first(&page).1, None, "so far, after ten rounds");
    let page = asking(
        "After 100 rounds, the gnomes rest. They have <code><em>5</em></code> stacks.",
        asked,
    );
    assert_eq!(first(&page).1, Some("5".into()));
}

#[test]
fn the_lowest_or_the_id_is_a_number() {
    let page = asking(
        "The first stack to fall is <code><em>CD</em></code>.",
        "What is the lowest stack to fall?",
    );
    assert_eq!(first(&page).1, None);
    let page = asking(
        "The stack is <code><em>CD</em></code>.",
        "Given the gnome's ID, what is the stack?",
    );
    assert_eq!(first(&page).1, Some("CD".into()), "an ID named, not asked");
}

#[test]
fn a_sequence_answers_no_question_of_its_length() {
    let page = asking(
        "After one step, it becomes <code><em>4949494</em></code>.",
        "What is the length of the result?",
    );
    assert_eq!(first(&page).1, None);
}

#[test]
fn what_another_example_gives_is_not_the_first_examples() {
    let page = asking(
        "In another example, a gnome with <code>12</code> stacks counts <code><em>30</em></code>.",
        "How many pebbles are there?",
    );
    assert_eq!(first(&page).1, None);
    let page = "<article class=\"day-desc\"><p>For example:</p><pre><code>4\n9\n</code></pre>\
        <p>Here is another example.</p><pre><code>1\n1\n</code></pre>\
        <p>This one counts <code><em>2</em></code> pebbles.</p>\
        <p><em>How many pebbles</em> are there?</p></article>";
    let found = found(page);
    assert_eq!(found.examples[0].input, "1\n1\n", "{found:?}");
    assert_eq!(answer(&found.examples[0], 0), Some("2"));
}
