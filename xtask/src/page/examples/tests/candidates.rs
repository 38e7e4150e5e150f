//! What the rules cannot tell is a candidate, never asserted; and every
//! example of the input's shape is a row of its own.

use super::*;

/// The candidates of the first example for `part` (0 or 1).
fn candidates(main: &str, part: usize) -> Vec<String> {
    found(main).examples[0].candidates[part]
        .iter()
        .map(|claim| claim.answer.clone())
        .collect()
}

#[test]
fn an_answer_the_page_leaves_in_doubt_is_a_candidate_never_asserted() {
    // The example's value after fewer days than the question asks, and
    // the page shows it after those days too: a value on the way.
    let page = asking(
        "After <code>2</code> days, there are <code><em>9</em></code> stacks; after          <code>40</code> days, more.",
        "How many stacks are there after <code>40</code> days?",
    );
    assert_eq!(first(&page).1, None);
    assert_eq!(candidates(&page, 0), ["2", "9"]);
    // Shown after those days alone, the example runs at 2 days (its size,
    // written into its row): 9 is its answer.
    let page = asking(
        "After <code>2</code> days, there are <code><em>9</em></code> stacks.",
        "How many stacks are there after <code>40</code> days?",
    );
    assert_eq!(first(&page).1, Some("9".into()));
    let sizes = &found(&page).examples[0].sizes;
    assert_eq!(
        (sizes[0].name.as_str(), sizes[0].example, sizes[0].input),
        ("days", 2, 40)
    );
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

#[test]
fn what_the_page_says_before_its_example_is_no_candidate() {
    let page = "<article class=\"day-desc\"><p>The field is <code>1000</code> steps wide; a claim \
        like <code>#7 @ 3,2</code> starts <code>3</code> steps in.</p>\
        <p>For example:</p><pre><code>#1 @ 1,1\n#2 @ 2,2\n</code></pre>\
        <p>Here, the claims overlap on <code>2</code> squares.</p>\
        <p><em>How many steps</em> are claimed twice?</p></article>";
    assert_eq!(candidates(page, 0), ["2"]);
}

#[test]
fn a_count_the_walk_spells_in_words_is_shown_in_digits_never_asserted() {
    let page = asking(
        "Here, the four stacks marked with X are tall.",
        "How many stacks are tall?",
    );
    assert_eq!(first(&page).1, None);
    assert_eq!(candidates(&page, 0), ["4"]);
}

#[test]
fn each_of_several_small_maps_has_its_own_answer_and_sentences() {
    let page = "<article class=\"day-desc\"><h2>--- Day 8: Plots ---</h2>\
        <p>The garden is a map of plots (your puzzle input). For example:</p>\
        <pre><code>AAAA\nBBCD\n</code></pre>\
        <p>In this map, the plots have a total price of <code><em>140</em></code>.</p>\
        <p>Plots of one kind can stand apart, and inside others. For example:</p>\
        <pre><code>OOOOO\nOXOXO\n</code></pre>\
        <p>The above map contains two regions; its total price is <code><em>772</em></code>.</p>\
        <p>Here's a larger example:</p>\
        <pre><code>RRRRIICCFF\nRRRRIICCCF\n</code></pre>\
        <p>So, it has a total price of <code><em>1930</em></code>.</p>\
        <p>What is the <em>total price</em> of your map?</p></article>";
    let found = found(page);
    let said: Vec<(&str, Option<&str>, Vec<&str>)> = found
        .examples
        .iter()
        .map(|example| {
            let sentences = example.candidates[0]
                .iter()
                .chain(&example.answers[0])
                .map(|claim| claim.sentence.as_str())
                .collect();
            (example.input.as_str(), answer(example, 0), sentences)
        })
        .collect();
    assert_eq!(said.len(), 3, "{found:#?}");
    for (input, answer, sentences) in &said {
        let own = match *input {
            "AAAA\nBBCD\n" => "140",
            "OOOOO\nOXOXO\n" => "772",
            _ => "1930",
        };
        assert_eq!(*answer, Some(own), "{input}: {said:?}");
        assert!(
            sentences.iter().all(|sentence| sentence.contains(own)),
            "a sentence of another map for {input}: {sentences:?}"
        );
    }
}

#[test]
fn part_two_of_several_maps_gives_each_its_own_answer() {
    let page = "<article class=\"day-desc\"><h2>--- Day 8: Plots ---</h2>\
        <p>The garden is a map of plots (your puzzle input). For example:</p>\
        <pre><code>AAAA\nBBCD\n</code></pre>\
        <p>In this map, the plots have a total price of <code><em>140</em></code>.</p>\
        <p>Here's a larger example:</p>\
        <pre><code>RRRRIICCFF\nRRRRIICCCF\n</code></pre>\
        <p>So, it has a total price of <code><em>1930</em></code>.</p>\
        <p>What is the <em>total price</em> of your map?</p></article>\
        <article class=\"day-desc\"><h2 id=\"part2\">--- Part Two ---</h2>\
        <p>Now count sides. The first example above now has a total price of <code><em>80</em></code>.</p>\
        <p>The larger example from before now has a total price of <code><em>1206</em></code>.</p>\
        <p>What is the new <em>total price</em> of your map?</p></article>";
    let found = found(page);
    let said = answered(&found);
    assert!(
        said.contains(&("AAAA\nBBCD\n", Some("140"), Some("80")))
            && said.contains(&("RRRRIICCFF\nRRRRIICCCF\n", Some("1930"), Some("1206"))),
        "{said:?}"
    );
}
