//! Which emphasised or stated value is the example's answer, and which is
//! a value on the way to it, on current pages and early ones.

use super::*;

#[test]
fn the_example_and_its_emphasised_answer() {
    assert_eq!(
        first(PART_ONE),
        ("3\n7\n2\n".into(), Some("12".into()), None)
    );
    let example = &found(PART_ONE).examples[0];
    assert_eq!(
        (example.from.as_str(), example.block),
        ("code block 1", Some(1))
    );
    assert_eq!(
        example.answers[0]
            .as_ref()
            .map(|claim| claim.sentence.as_str()),
        Some("In this example, the gnomes counted 12 pebbles.")
    );
}

#[test]
fn part_two_answers_for_the_same_example() {
    let again = with_part_two(
        "<p>Again consider the stacks from above:</p><pre><code>3\n<em>7</em>\n2\n</code></pre>\
         <p>Now the tallest is <code>7</code>, and twice it makes <code><em>14</em></code>.</p>",
    );
    assert_eq!(
        first(&again),
        ("3\n7\n2\n".into(), Some("12".into()), Some("14".into()))
    );
    let referred = with_part_two(
        "<p>In the example above, twice the tallest is <code><em>14</em></code>.</p>",
    );
    assert_eq!(first(&referred).2, Some("14".into()));
}

#[test]
fn a_paragraph_with_two_answers_gives_the_last_and_a_sum_gives_its_result() {
    let page = "<article class=\"day-desc\"><p>For example:</p><pre><code>3,4\n</code></pre>\
        <p>After 2 days there are <code><em>9</em></code>; after 10 days, <code><em>51</em></code>.</p></article>";
    assert_eq!(first(page).1, Some("51".into()));
    let sum = "<article class=\"day-desc\"><p>For example, given:</p><pre><code>5 1\n7 3\n</code></pre>\
        <p>In this example, the total would be <code>4 + 4 = 8</code>.</p>\
        <p>What is the total for <code>1000</code> rows?</p></article>";
    assert_eq!(first(sum).1, Some("8".into()));
}

#[test]
fn an_answer_after_another_example_goes_with_that_one() {
    let page = "<article class=\"day-desc\"><p>For example:</p><pre><code>x\n</code></pre>\
        <p>That one is plain.</p><p>Here is a larger example:</p><pre><code>x\nx\n</code></pre>\
        <p>It gives <code><em>2</em></code>.</p></article>";
    assert_eq!(first(page), ("x\nx\n".into(), Some("2".into()), None));
    let back = page.replace(
        "<p>It gives",
        "<p>Again consider the first example:</p><pre><code>x\n</code></pre><p>It gives",
    );
    assert_eq!(first(&back), ("x\n".into(), Some("2".into()), None));
}

#[test]
fn a_sum_with_no_digit_or_letter_is_no_answer() {
    // `set = ....` shows a form, not a result; the answer comes later.
    let page = "<article class=\"day-desc\"><p>For example, take this list:</p>\
        <pre><code>set = 1X0\nput 3\n</code></pre>\
        <p>It starts with a setting (<code>set = ....</code>) of three marks.</p>\
        <p>In the above example, the total is <em><code>14</code></em>.</p></article>";
    assert_eq!(first(page).1, Some("14".into()));
}

#[test]
fn a_symbol_pointed_at_is_no_answer_and_the_answer_has_the_form_asked_for() {
    let page = "<article class=\"day-desc\"><p>For example, suppose the beam looks like this:</p>\
        <pre><code>#..\n.#O\n</code></pre>\
        <p>The square is marked <code>O</code>. It is the only <code><em>O</em></code>.</p>\
        <p>What is its row?</p></article>";
    assert_eq!(first(page).1, None);
    let asked = "<article class=\"day-desc\"><p>For example:</p><pre><code>ab\n</code></pre>\
        <p>In this example, the winner is <code><em>b</em></code>.</p>\
        <p><em>How many</em> points does the winner have?</p></article>";
    assert_eq!(first(asked).1, None, "a count is a number");
    let named = asked.replace("<em>How many</em> points does", "Which letter");
    assert_eq!(first(&named).1, Some("b".into()));
}

#[test]
fn an_early_pages_plain_answer() {
    // No answer emphasised anywhere: the sentence of the example and its
    // one code give it; a story's code or the question's does not.
    let page = "<article class=\"day-desc\"><p>For example:</p><pre><code>+1\n-2\n</code></pre>\
        <p>The dial starts at <code>0</code>.</p>\
        <p>In this example, the dial ends at <code>-1</code> (after <code>2</code> turns).</p>\
        <p>Where does the dial end after <code>1000</code> turns?</p></article>";
    assert_eq!(first(page).1, Some("-1".into()));
    let story = page.replace("In this example, the dial ends", "The dial ends");
    assert_eq!(first(&story).1, None);
}

#[test]
fn a_part_that_emphasises_no_answer_gives_it_as_an_early_page_would() {
    let page = with_part_two(
        "<p>Now the stacks grow.</p><p>In the example above, the stack after <code>10</code> days is \
         <code>96</code>.</p>",
    );
    assert_eq!(
        first(&page).2,
        Some("96".into()),
        "ends by stating its code"
    );
    let story = with_part_two(
        "<p>In the example above, the stack after <code>10</code> days is <code>96</code> high \
         and <code>4</code> wide.</p>",
    );
    assert_eq!(first(&story).2, None, "which of three?");
}

#[test]
fn a_questions_aside_does_not_ask_for_a_number() {
    let page = "<article class=\"day-desc\"><p>For example:</p><ul>\
        <li>If your key were <code>abc</code>, the quickest route would be <code>DRR</code>.</li></ul>\
        <p>What is the quickest route (the moves themselves, not just their length) out?</p></article>";
    assert_eq!(first(page), ("abc".into(), Some("DRR".into()), None));
    let counted = page.replace("(the moves themselves, not just their length) ", "length ");
    assert!(
        found(&counted).examples.is_empty(),
        "a length is a number: {counted}"
    );
}

#[test]
fn a_number_emphasised_alone_is_read_as_a_plain_one() {
    let page = with_part_two(
        "<p>With a helper, using the same stacks as above, the count goes:</p>\
         <pre><code>0 3\n1 7\n</code></pre>\
         <p>In this example, the two of you take <em>4</em> seconds.</p>\
         <p>With <em>5</em> helpers, how long does it take?</p>",
    );
    assert_eq!(first(&page).2, Some("4".into()));
    let introduced = "<article class=\"day-desc\"><p>Here is an example that keeps the last \
        <em>3</em> stacks:</p><pre><code>1\n2\n</code></pre>\
        <p>In this example, the gnomes count <code><em>3</em></code>.</p></article>";
    assert_eq!(
        first(introduced),
        ("1\n2\n".into(), Some("3".into()), None),
        "a number emphasised alone is no example's input"
    );
}

#[test]
fn an_early_page_states_its_answer_last() {
    // No answer emphasised anywhere, no word of the example: a sentence that
    // ends by saying what the result is gives it; one that ends on a
    // detail does not.
    let page = "<article class=\"day-desc\"><p>For example:</p><pre><code>a-b\n</code></pre>\
        <p>Walking to the end, the letters passed are <code>AB</code>.</p>\
        <p>What letters are passed?</p></article>";
    assert_eq!(first(page).1, Some("AB".into()));
    let detail = page.replace("the letters passed are", "you reach the hash of");
    assert_eq!(first(&detail).1, None);
}

#[test]
fn where_the_question_puts_values_together_one_of_them_is_no_answer() {
    let page = with_part_two(
        "<p>Now weigh each of the first two stacks from the example above.</p>\
         <p>Using stack 1, the weight is <code><em>5</em></code>. Stack 2 is heavier: \
         <code><em>8</em></code>.</p>\
         <p><em>What do you get if you multiply these weights together?</em></p>",
    );
    assert_eq!(first(&page).2, None, "a weight of one stack");
    let multiplied = page.replace(
        "<p><em>What",
        "<p>Multiplying them together gives <code><em>40</em></code>.</p><p><em>What",
    );
    assert_eq!(first(&multiplied).2, Some("40".into()));
    let shown = page.replace(
        "<p><em>What",
        "<p>In this example, that is <code>5 * 8 = <em>40</em></code>.</p><p><em>What",
    );
    assert_eq!(first(&shown).2, Some("40".into()));
    let example = &found(&shown).examples[0];
    assert_eq!(
        example.answers[1]
            .as_ref()
            .map(|claim| claim.sentence.as_str()),
        Some("In this example, that is 5 * 8 = 40."),
        "the sentence keeps its sum"
    );
}

#[test]
fn a_number_the_paragraph_also_shows_as_code_is_still_an_answer() {
    // A symbol pointed at is a letter; a number shown along the way
    // (`46` for one step, then the result `46`) is the answer.
    let page = with_part_two(
        "<p>In the example above, seed <code>82</code> goes to humidity <code>46</code> and \
         <em>location <code>46</code></em>. So the lowest is <code><em>46</em></code>.</p>",
    );
    assert_eq!(first(&page).2, Some("46".into()));
}

#[test]
fn a_value_a_sentence_names_twice_is_one() {
    let page = "<article class=\"day-desc\"><p>For example:</p><pre><code>a to b = 4\n</code></pre>\
        <p>The shortest is <code>a -&gt; b = 4</code>, and so the answer is <code>4</code> in \
        this example.</p><p>What is the shortest?</p></article>";
    assert_eq!(first(page).1, Some("4".into()));
}

#[test]
fn an_input_supposed_in_a_sentence_is_the_example_and_the_questions_paragraph_names_its_count() {
    let page = "<article class=\"day-desc\"><h2>--- Day 7: Gnome Rings ---</h2>\
        <p>The gnomes set rings in a circle (your puzzle input).</p>\
        <p>For example, suppose your rings were <code>3142</code>. After <code>2</code> turns, \
        they read <code><em>4213</em></code>. After all <code>10</code> turns, they read \
        <code><em>2431</em></code>.</p>\
        <p>(For example, if your rings were <code>21</code>, there would be two.)</p>\
        <p>Using your rings, make <code>10</code> turns. <em>What do the rings read after ring \
        <code>1</code>?</em></p></article>";
    assert_eq!(first(page), ("3142".into(), Some("2431".into()), None));
    let shown: Vec<String> = found(page).examples[0].candidates[0]
        .iter()
        .map(|claim| claim.answer.clone())
        .collect();
    assert!(
        !shown.contains(&"3142".to_owned()),
        "the input is no candidate: {shown:?}"
    );
    // What is supposed is the input only where it is yours, or what the
    // page calls your puzzle input.
    let supposing = |said: &str| {
        format!(
            "<article class=\"day-desc\"><p>The gnomes count rings (your puzzle input, their \
             tally).</p><p>{said}</p><p>They read <code><em>4213</em></code>.</p></article>"
        )
    };
    let page = supposing("For example, suppose the first gap were <code>3</code>.");
    assert!(found(&page).examples.is_empty(), "{:?}", found(&page));
    let page = supposing("For example, if the gnomes' tally were <code>12</code>, they stop.");
    assert_eq!(first(&page).0, "12");
    let page = supposing("For example, if your moves are <code>R2, L3</code>, they stop.");
    assert_eq!(first(&page).0, "R2, L3");
    let page = supposing("For example, if the tally is <code>12</code>, they stop.");
    assert!(found(&page).examples.is_empty(), "is, of what is not yours");
    // A code that is not all the sentence supposes is no input.
    let page = "<article class=\"day-desc\"><p>For example, suppose your rings were \
        <code>3142</code> and <code>5</code>.</p>\
        <p>They read <code><em>4213</em></code>.</p></article>";
    assert!(found(page).examples.is_empty(), "{:?}", found(page));
}

#[test]
fn at_the_opening_an_answer_that_ends_a_code_sum_is_emphasised_as_later_ones_are() {
    // Part one alone, as the site serves it at the opening: its only
    // emphasised answer ends a code sum.
    let page = "<article class=\"day-desc\"><h2>--- Day 2: Pebble Game ---</h2>\
        <p>The gnomes play with pebbles (your puzzle input). For example:</p>\
        <pre><code>Gnome 1 holds 4\nGnome 2 holds 8\n</code></pre>\
        <p>The game ends after <code>3</code> rounds. At this point, the loser holds <code>7</code> \
        pebbles and the pile was touched <code>9</code> times; <code>7 * 9 = <em>63</em></code>.</p>\
        <p><em>What do you get</em> if you multiply the loser's pebbles by the number of touches?</p></article>";
    assert_eq!(
        first(page),
        (
            "Gnome 1 holds 4\nGnome 2 holds 8\n".into(),
            Some("63".into()),
            None
        )
    );
}

#[test]
fn a_count_of_what_the_question_asks_for_gives_it() {
    // An early page: nothing emphasised, the answer counted in the words
    // the question asks "how many" of, with another value after it.
    let page = "<article class=\"day-desc\"><p>The lift takes a list of hops. \
        For example:</p><pre><code>2\n-1\n4\n</code></pre>\
        <p>Hopping by these, the lift takes <code>6</code> turns, and its counters \
        read <code>3 0 5</code> at the end.</p>\
        <p>How many turns does your list take?</p></article>";
    assert_eq!(first(page), ("2\n-1\n4\n".into(), Some("6".into()), None));
    // Counted in another word, it says nothing of what is asked.
    let page_other = page.replace("<code>6</code> turns", "<code>6</code> hops");
    assert_eq!(first(&page_other), ("2\n-1\n4\n".into(), None, None));
    // The count of another thing the sentence names ("… from `CAB`").
    let page_of = page.replace("at the end", "from <code>CAB</code>");
    assert_eq!(first(&page_of), ("2\n-1\n4\n".into(), None, None));
}
