//! Examples given as list items or inline code: each item's example and
//! answer, and the lists that are steps or details rather than examples.

use super::*;

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
fn a_list_of_steps_is_no_list_of_examples() {
    let steps = "<article class=\"day-desc\"><p>Each lamp is set like this:</p><ul>\
        <li>Take its <em>row</em> (so <code>4<em>2</em>7</code> gives <code>2</code>).</li>\
        </ul><p>What is the brightest lamp?</p></article>";
    assert!(found(steps).examples.is_empty());
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
        <li><code>xy[zz]qq</code> is tidy too.</li></ul>\
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
fn a_list_of_lines_totalled_together_is_one_example() {
    let page = "<article class=\"day-desc\"><p>The gnomes count quotes (your puzzle input, a string a line).</p>\
        <p>For example:</p><ul>\
        <li><code>\"\"</code> is <code>2</code> characters, but holds none.</li>\
        <li><code>\"ab\"</code> is <code>4</code> characters, and holds <code>2</code>.</li>\
        <li><code>\"a\\\"\"</code> is <code>5</code> characters, and holds <code>2</code>.</li></ul>\
        <p>Given the three strings above, the total is <code>11 - 4 = <em>7</em></code>.</p>\
        <p><em>What is the total</em> for your file?</p></article>";
    let found = found(page);
    assert_eq!(found.examples.len(), 1, "{found:?}");
    assert_eq!(found.examples[0].input, "\"\"\n\"ab\"\n\"a\\\"\"\n");
    assert_eq!(answer(&found.examples[0], 0), Some("7"));
    // One such line alone is no example: an empty string quoted is a piece.
    let page = "<article class=\"day-desc\"><p>For example:</p><ul>\
        <li><code>\"\"</code> is <code><em>2</em></code> characters.</li></ul></article>";
    assert!(found_none(page));
}

fn found_none(page: &str) -> bool {
    super::found(page).examples.is_empty()
}

#[test]
fn a_list_that_sorts_its_examples_answers_each_as_the_question_counts() {
    let page = "<article class=\"day-desc\"><p>The gnomes sort tags (your puzzle input).</p>\
        <p>For example:</p><ul>\
        <li><code>ab[cd]ba</code> holds a mirror (<code>ab</code> comes back).</li>\
        <li><code>xy[zz]qq</code> does <em>not</em> hold a mirror, since <code>zz</code> is inside.</li>\
        <li><code>pq[rs]qp</code> holds a mirror.</li></ul>\
        <p><em>How many tags</em> in your puzzle input hold a mirror?</p></article>";
    assert_eq!(
        answered(&found(page)),
        [
            ("ab[cd]ba", Some("1"), None),
            ("xy[zz]qq", Some("0"), None),
            ("pq[rs]qp", Some("1"), None),
        ]
    );
    // Another word where the question's stands is the other sort.
    let page = "<article class=\"day-desc\"><p>The gnomes judge names (your puzzle input).</p>\
        <p>For example:</p><ul>\
        <li><code>abcab</code> is <em>kind</em> because it repeats.</li>\
        <li><code>qwert</code> is <em>cruel</em> because it does not.</li></ul>\
        <p><em>How many names</em> are kind?</p></article>";
    assert_eq!(
        answered(&found(page)),
        [("abcab", Some("1"), None), ("qwert", Some("0"), None)]
    );
}

#[test]
fn a_list_is_sorted_only_where_every_item_gives_a_verdict_of_both_sorts() {
    let all_one_sort = "<article class=\"day-desc\"><p>For example:</p><ul>\
        <li><code>abcab</code> is kind.</li><li><code>qwert</code> is kind.</li></ul>\
        <p><em>How many names</em> are kind?</p></article>";
    assert_eq!(
        answered(&found(all_one_sort)),
        [("abcab", None, None), ("qwert", None, None)]
    );
    let a_count = "<article class=\"day-desc\"><p>For example:</p><ul>\
        <li><code>abcab</code> is kind.</li><li><code>qwert</code> is kind 3 times.</li>\
        <li><code>zzz</code> is not kind.</li></ul>\
        <p><em>How many names</em> are kind?</p></article>";
    assert!(
        answered(&found(a_count))
            .iter()
            .all(|(_, one, _)| one.is_none()),
        "an item that gives a number is no verdict"
    );
    let no_count_asked = "<article class=\"day-desc\"><p>For example:</p><ul>\
        <li><code>abcab</code> is kind.</li><li><code>qwert</code> is not kind.</li></ul>\
        <p><em>Which name</em> is kind?</p></article>";
    assert!(
        answered(&found(no_count_asked))
            .iter()
            .all(|(_, one, _)| one.is_none()),
        "a question that counts nothing sorts nothing"
    );
}
