//! Pages written here in the site's markup (none of the site's puzzle text
//! is copied), each with the shape of a kind of puzzle page.

use super::*;

fn found(main: &str) -> Found {
    Found::on(&Page::parse(main))
}

/// `PART_ONE`, then part two's article holding `body`.
fn with_part_two(body: &str) -> String {
    format!(
        "{PART_ONE}<article class=\"day-desc\"><h2 id=\"part2\">--- Part Two ---</h2>{body}</article>"
    )
}

/// The answer an example has for `part` (0 or 1), if the page gives one.
fn answer(example: &FoundExample, part: usize) -> Option<&str> {
    example.answers[part]
        .as_ref()
        .map(|claim| claim.answer.as_str())
}

/// The first example's input and answers.
fn first(main: &str) -> (String, Option<String>, Option<String>) {
    let found = found(main);
    let example = found.examples.first().expect("an example");
    let owned = |part| answer(example, part).map(str::to_owned);
    (example.input.clone(), owned(0), owned(1))
}

const PART_ONE: &str = r#"<article class="day-desc"><h2>--- Day 3: Pebble Count ---</h2>
<p>The gnomes stack pebbles (your puzzle input). A stack of <code>3</code> is <em>tall</em>.</p>
<p>For example, suppose the stacks were:</p>
<pre><code>3
<em>7</em>
2
</code></pre>
<p>Counting them goes like this:</p>
<pre><code>3 -&gt; 3
7 -&gt; 10
2 -&gt; 12
</code></pre>
<p>In this example, the gnomes counted <code><em>12</em></code> pebbles.</p>
<p><em>How many pebbles</em> are in your stacks?</p>
</article>
<p>Your puzzle answer was <code>5127</code>.</p>"#;

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
fn list_items_are_details_and_a_paragraph_states_the_answer() {
    let page = r#"<article class="day-desc"><p>For example:</p><pre><code>1
2

3
</code></pre><ul>
<li>The first sack holds <code>1</code> and <code>2</code>, <code><em>3</em></code> in all.</li>
<li>The second holds <code><em>3</em></code>.</li>
</ul><p>The fullest sack holds <code><em>3</em></code>, the first one.</p></article>"#;
    assert_eq!(first(page).1, Some("3".into()));
    let details_only = page.replace(
        "<p>The fullest sack holds <code><em>3</em></code>, the first one.</p>",
        "",
    );
    assert_eq!(
        first(&details_only).1,
        None,
        "a detail is not taken for the answer"
    );
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
fn inline_examples_in_a_list() {
    let page = "<article class=\"day-desc\"><p>For example:</p><ul>\
        <li><code>^v</code> visits <code>2</code> houses.</li>\
        <li><code>^&gt;v&lt;</code> and <code>^^</code> visit <code>4</code> and <code>3</code>.</li>\
        </ul></article>";
    let (input, part1, _) = first(page);
    assert_eq!((input.as_str(), part1.as_deref()), ("^v", Some("2")));
    let called = "<article class=\"day-desc\"><p>For example:</p><ul><li>If the key is <code>ab</code>, the answer is \
        <code>609</code>, because <code>ab609</code> hashes to <code>00001f</code>.</li></ul></article>";
    assert!(
        found(called).examples.is_empty(),
        "four codes, none emphasised: which is the answer?"
    );
    let emphasised = "<article class=\"day-desc\"><p>Here are some examples:</p><ul>\
        <li><code>FBF</code>: row <code>4</code>, column <code>1</code>, seat <code><em>33</em></code>.</li>\
        </ul><p>Which seat is the highest?</p></article>";
    assert_eq!(first(emphasised), ("FBF".into(), Some("33".into()), None));
    let contained = "<article class=\"day-desc\"><p>For example:</p><ul>\
        <li><code>ab[cd]ef</code> holds <code>ab</code>.</li></ul></article>";
    assert_eq!(
        first(contained),
        ("ab[cd]ef".into(), None, None),
        "a piece of the input is no answer"
    );
    let unclear = "<article class=\"day-desc\"><p>For example:</p><ul><li><code>(())</code> and <code>()()</code> end on <code>0</code>.</li></ul></article>";
    assert_eq!(
        first(unclear),
        ("(())".into(), None, None),
        "three codes and no word for the answer"
    );
}

#[test]
fn an_inline_example_and_the_code_a_sentence_of_the_example_ends_on() {
    let page = "<article class=\"day-desc\"><p>For example, if the seed is <code>xyz</code>:</p><ul>\
        <li>The first step gives <code>4</code>.</li></ul>\
        <p>In this example, the code is <code>4a2b</code> in the end.</p></article>";
    assert_eq!(first(page), ("xyz".into(), Some("4a2b".into()), None));
    // A part that emphasises no answer gives it as plain code.
    let referred =
        with_part_two("<p>For example, the example above makes <code>24</code> in all.</p>");
    assert_eq!(first(&referred).2, Some("24".into()));
    let emphasised = with_part_two(
        "<p>For example, the example above makes <code>24</code> in all, \
         <code><em>25</em></code> with the lid.</p>",
    );
    assert_eq!(first(&emphasised).2, Some("25".into()));
    let unrelated = "<article class=\"day-desc\"><p>For example:</p><pre><code>x\n</code></pre>\
        <p>The cave <code>b</code> is small.</p></article>";
    assert_eq!(
        first(unrelated).1,
        None,
        "a code in a sentence not of the example is no answer"
    );
}

#[test]
fn a_page_without_an_example_finds_none() {
    let none = found("<article class=\"day-desc\"><p>Nothing to see.</p></article>");
    assert!(none.examples.is_empty());
    assert_eq!(none.parts, 1);
    assert_eq!(found("<p>Not even a part.</p>"), Found::default());
}

#[test]
fn a_list_of_steps_is_no_list_of_examples() {
    let steps = "<article class=\"day-desc\"><p>Each lamp is set like this:</p><ul>\
        <li>Take its <em>row</em> (so <code>4<em>2</em>7</code> gives <code>2</code>).</li>\
        </ul><p>What is the brightest lamp?</p></article>";
    assert!(found(steps).examples.is_empty());
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
fn a_sum_with_no_digit_or_letter_is_no_answer() {
    // `set = ....` shows a form, not a result; the answer comes later.
    let page = "<article class=\"day-desc\"><p>For example, take this list:</p>\
        <pre><code>set = 1X0\nput 3\n</code></pre>\
        <p>It starts with a setting (<code>set = ....</code>) of three marks.</p>\
        <p>In the above example, the total is <em><code>14</code></em>.</p></article>";
    assert_eq!(first(page).1, Some("14".into()));
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
    let shown: Vec<(&str, Option<&str>, Option<&str>)> = found
        .examples
        .iter()
        .map(|example| {
            (
                example.input.as_str(),
                answer(example, 0),
                answer(example, 1),
            )
        })
        .collect();
    assert_eq!(
        shown,
        [
            ("abc\n\n>\n", Some("12"), None),
            ("abcdef\nghijkl\n\n>><\n", None, Some("700")),
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
fn a_block_in_a_list_item_of_examples_with_the_items_answer() {
    let page = "<article class=\"day-desc\"><p>Here are some example programs:</p><ul>\
        <li><p>Top signal <em><code>43</code></em> (from setting <code>4,3</code>):</p>\
        <pre><code>3,1,99\n</code></pre></li>\
        <li><p>Top signal <em><code>21</code></em> (from setting <code>2,1</code>):</p>\
        <pre><code>3,2,99\n</code></pre></li></ul>\
        <p>What is the top signal?</p></article>";
    let found = found(page);
    assert_eq!(found.examples[0].input, "3,1,99\n");
    assert_eq!(answer(&found.examples[0], 0), Some("43"));
    assert_eq!(found.examples[0].block, Some(1));
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
fn a_list_that_points_back_is_no_list_of_examples() {
    let page = with_part_two(
        "<p>In the above example:</p><ul><li><code>ab</code> makes <code>ba</code>.</li></ul>\
         <p>So the list is <code><em>ba,ab</em></code>.</p>",
    );
    let found = found(&page);
    assert_eq!(found.examples.len(), 1, "{found:?}");
    assert_eq!(answer(&found.examples[0], 1), Some("ba,ab"));
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
fn examples_shown_again_with_part_twos_answers_are_a_list_of_examples() {
    let page = "<article class=\"day-desc\"><p>For example:</p><ul>\
        <li><code>ab</code> makes <code>3</code>.</li></ul><p>How much does yours make?</p></article>\
        <article class=\"day-desc\"><h2>--- Part Two ---</h2>\
        <p>In the example above, the first cost is <code>1 + 1 = 2</code>.</p>\
        <p>Here are the costs for the examples from above:</p><ul>\
        <li><code>ab</code> costs <code>5</code>.</li></ul></article>";
    assert_eq!(
        first(page),
        ("ab".into(), Some("3".into()), Some("5".into()))
    );
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
fn a_list_items_first_clause_names_its_example_and_answer() {
    let page = "<article class=\"day-desc\"><p>For example:</p><ul>\
        <li><code>2233</code> makes a sum of <code>5</code> (<code>2</code> + <code>3</code>) \
        because each pair counts once.</li>\
        <li><code>1111</code> makes <code>4</code>: every digit counts, <code>1</code> each.</li></ul>\
        <p>What does your list make?</p></article>";
    assert_eq!(first(page), ("2233".into(), Some("5".into()), None));
    let two = format!(
        "{page}<article class=\"day-desc\"><h2>--- Part Two ---</h2><p>For example:</p><ul>\
         <li><code>1212</code> now makes <code>6</code>, because <code>2</code> digits match.</li></ul>\
         </article>"
    );
    let examples = found(&two).examples;
    assert_eq!(examples.len(), 3, "{examples:?}");
    assert_eq!(examples[1].input, "1212");
    assert_eq!(answer(&examples[1], 1), Some("6"));
    // Every example of the list is a row, with its answer.
    assert_eq!(examples[2].input, "1111");
    assert_eq!(answer(&examples[2], 0), Some("4"));
}

#[test]
fn a_list_item_that_ends_by_stating_its_last_code() {
    let page = "<article class=\"day-desc\"><p>For example, take these seeds:</p>\
        <pre><code>0,3,6\n</code></pre><p>In this example, the <code>10</code>th number is \
        <code><em>0</em></code>.</p></article>\
        <article class=\"day-desc\"><h2>--- Part Two ---</h2>\
        <p>For example, given the same seeds as above:</p><ul>\
        <li>Given <code>0,3,6</code>, the <code>900</code>th number is <code>175</code>.</li>\
        <li>Given <code>1,3,2</code>, the <code>900</code>th number is <code>25</code>.</li></ul></article>";
    assert_eq!(
        first(page),
        ("0,3,6\n".into(), Some("0".into()), Some("175".into()))
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
fn a_block_of_more_examples_is_a_table_not_another_input() {
    let page = "<article class=\"day-desc\"><p>For example:</p><pre><code>1=\n12\n</code></pre>\
        <p>The leaflet holds a few more examples of numbers in both ways:</p>\
        <pre><code>one  1\ntwo  2\n</code></pre>\
        <p>In the example above, the sum is written <code><em>2-</em></code>.</p>\
        <p><em>How is yours written?</em></p></article>";
    assert_eq!(first(page), ("1=\n12\n".into(), Some("2-".into()), None));
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
fn a_list_item_that_writes_its_example_out_before_a_colon() {
    let page = "<article class=\"day-desc\"><p>The gnomes race snails.</p>\
        <p>Here are a few more examples:</p><ul>\
        <li><code>4</code> snails; the track is <code>90</code> inches long: the winner takes \
        <em><code>31</code></em> seconds</li>\
        <li><code>7</code> snails; the track is <code>120</code> inches long: the winner takes \
        <em><code>44</code></em> seconds</li></ul>\
        <p><em>How long does the winner take?</em></p></article>";
    assert_eq!(
        first(page),
        (
            "4 snails; the track is 90 inches long".into(),
            Some("31".into()),
            None
        )
    );
    let worded = "<article class=\"day-desc\"><p>Here are some examples:</p><ul>\
        <li>Snail <code>4</code> against snail <code>7</code>: <em><code>31</code></em></li>\
        </ul></article>";
    assert!(
        found(worded).examples.is_empty(),
        "words first: a description, not the example written out"
    );
}

#[test]
fn a_list_of_examples_without_answers_still_names_the_example() {
    let page = "<article class=\"day-desc\"><p>The gnomes sort tags (your puzzle input).</p>\
        <p>For example:</p><ul>\
        <li><code>ab[cd]ba</code> is tidy (<code>ab</code> comes back).</li>\
        <li><code>xy[zz]qq</code> is not tidy.</li></ul>\
        <p><em>How many tags</em> are tidy?</p></article>";
    assert_eq!(first(page), ("ab[cd]ba".into(), None, None));
    assert_eq!(
        found(page).examples[0].from,
        "the list item \"ab[cd]ba is tidy (ab comes back).\""
    );
    let steps = "<article class=\"day-desc\"><p>For example:</p><ul>\
        <li>First, count the tags.</li><li>Then sort them.</li></ul></article>";
    assert!(
        found(steps).examples.is_empty(),
        "items that start with no code name no example"
    );
}

#[test]
fn a_list_of_the_following_steps_is_one_example_a_line_an_item() {
    let page = "<article class=\"day-desc\"><p>The gnomes shuffle a word with moves (your puzzle input).</p>\
        <p>For example, suppose you start with <code>abc</code> and make the following moves:</p><ul>\
        <li><code>swap 0 2</code> swaps the first and last letters: <code>cba</code>.</li>\
        <li><code>turn left 1</code> turns the word once: <code>bac</code>.</li></ul>\
        <p>After these moves, the word is <code>bac</code>.</p>\
        <p>What is the result of shuffling <code>hello</code>?</p></article>";
    assert_eq!(
        first(page),
        ("swap 0 2\nturn left 1\n".into(), Some("bac".into()), None)
    );
    assert_eq!(
        found(page).examples[0].from,
        "the list after \"For example, suppose you start with abc and make the following moves:\""
    );
}

/// The candidates of the first example for `part` (0 or 1).
fn candidates(main: &str, part: usize) -> Vec<String> {
    found(main).examples[0].candidates[part]
        .iter()
        .map(|claim| claim.answer.clone())
        .collect()
}

/// A page whose example is walked through to `said`, then asked `asked`.
fn asking(said: &str, asked: &str) -> String {
    format!(
        "<article class=\"day-desc\"><h2>--- Day 5: Gnome Stacks ---</h2>\
         <p>The gnomes stack pebbles (your puzzle input). For example:</p>\
         <pre><code>4\n9\nAB\n</code></pre><p>{said}</p><p>{asked}</p></article>"
    )
}

#[test]
fn an_answer_the_page_leaves_in_doubt_is_a_candidate_never_asserted() {
    // The example's value after fewer days than the question asks.
    let page = asking(
        "After <code>2</code> days, there are <code><em>9</em></code> stacks.",
        "How many stacks are there after <code>40</code> days?",
    );
    assert_eq!(first(&page).1, None);
    assert_eq!(candidates(&page, 0), ["2", "9"]);
    let page = asking(
        "After <code>40</code> days, there are <code><em>91</em></code> stacks.",
        "How many stacks are there after <code>40</code> days?",
    );
    assert_eq!(first(&page).1, Some("91".into()), "the count asked for");
    // The threshold the question names itself.
    let page = asking(
        "Only stacks of more than <code><em>5</em></code> pebbles count.",
        "How many stacks have more than 5 pebbles?",
    );
    assert_eq!(
        (first(&page).1, candidates(&page, 0)),
        (None, vec!["5".to_owned()])
    );
    // A sum, where the question multiplies.
    let page = asking(
        "Adding up the stacks, the sum is <code><em>13</em></code>.",
        "What do you get if you multiply the tallest stack by the number of stacks?",
    );
    assert_eq!(first(&page).1, None);
    let page = asking(
        "Multiplying the tallest by the count gives <code><em>27</em></code>.",
        "What do you get if you multiply the tallest stack by the number of stacks?",
    );
    assert_eq!(first(&page).1, Some("27".into()));
    // A mark of the example, taken for its answer.
    let page = asking(
        "The gnome stands on stack <code><em>AB</em></code>.",
        "Which stack does the gnome stand on?",
    );
    assert_eq!(
        (first(&page).1, candidates(&page, 0)),
        (None, vec!["AB".to_owned()])
    );
}

#[test]
fn where_the_input_is_a_program_a_picture_is_no_example() {
    let page = "<article class=\"day-desc\"><h2>--- Day 9: Gnome Screen ---</h2>\
        <p>The gnomes' screen runs a program (your puzzle input) that draws on it.</p>\
        <p>For example, it might draw:</p><pre><code>..#..\n.###.\n#####\n</code></pre>\
        <p>In this example, <code><em>9</em></code> cells are lit.</p>\
        <p>How many cells does your program light?</p></article>";
    assert!(found(page).examples.is_empty(), "{:?}", found(page));
    // A page whose input is no program takes the same picture.
    let drawing = page.replace(
        "runs a program (your puzzle input)",
        "shows your puzzle input",
    );
    assert_eq!(
        first(&drawing),
        ("..#..\n.###.\n#####\n".into(), Some("9".into()), None)
    );
}

#[test]
fn every_example_of_the_inputs_shape_is_a_row_and_no_piece_of_one() {
    let page = "<article class=\"day-desc\"><h2>--- Day 7: Gnome Rules ---</h2>\
        <p>Each rule names two stacks (your puzzle input). For example:</p>\
        <pre><code>a-b\nb-c\n</code></pre><p>In this example, <code><em>3</em></code> stacks are joined.</p>\
        <p>Here is a larger example:</p><pre><code>a-b\nb-c\nc-d\nd-e\n</code></pre>\
        <p>In this larger example, <code><em>5</em></code> stacks are joined.</p>\
        <p>The rules alone look like this, for example:</p><pre><code>a: 1\n</code></pre>\
        <p>How many stacks are joined?</p></article>";
    let examples = found(page).examples;
    let rows: Vec<(&str, Option<&str>)> = examples
        .iter()
        .map(|example| (example.input.as_str(), answer(example, 0)))
        .collect();
    assert_eq!(
        rows,
        [
            ("a-b\nb-c\nc-d\nd-e\n", Some("5")),
            ("a-b\nb-c\n", Some("3"))
        ],
        "the piece of another shape is no row"
    );
}
