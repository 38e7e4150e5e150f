//! The sizes a page runs its example at, where they are not your input's
//! (see [`super::super::sizes`]).

use super::*;

/// `(name, example's value, your input's, part, sure)` of each size the
/// first example of `main` runs at.
fn sizes(main: &str) -> Vec<(String, i64, i64, u8, bool)> {
    let found = found(main);
    found.examples[0]
        .sizes
        .iter()
        .map(|size| {
            (
                size.name.clone(),
                size.example,
                size.input,
                size.part,
                size.sure,
            )
        })
        .collect()
}

#[test]
fn a_count_the_example_is_walked_to_where_the_question_asks_another() {
    let page = "<article class=\"day-desc\"><p>The rules grow the grid (your puzzle input). For example:</p>\
        <pre><code>.#.\n..#\n</code></pre><p>Thus, after <code>2</code> iterations, the grid has \
        <code>12</code> pixels on.</p><p><em>How many pixels</em> are on after <code>5</code> iterations?</p></article>\
        <article class=\"day-desc\"><h2 id=\"part2\">--- Part Two ---</h2>\
        <p><em>How many pixels</em> are on after <code>18</code> iterations?</p></article>";
    assert_eq!(
        sizes(page),
        [
            ("iterations".to_owned(), 2, 5, 1, true),
            ("iterations".to_owned(), 2, 18, 2, true)
        ]
    );
}

#[test]
fn a_room_only_so_wide_and_tall_in_this_example_and_a_row_named_by_its_label() {
    let page = "<article class=\"day-desc\"><p>The robots (your puzzle input) are in a room \
        <code>101</code> tiles wide and <code>103</code> tiles tall. For example:</p>\
        <pre><code>p=0,4 v=3,-3\np=6,3 v=-1,-3\n</code></pre>\
        <p>In this example, the room is only <code>11</code> tiles wide and <code>7</code> tiles tall, \
        and in the row where <code>y=3</code> there are <code><em>2</em></code> robots.</p>\
        <p>Your room is 101 tiles wide and 103 tiles tall. In the row where <code>y=50</code>, \
        <em>how many robots</em> are there?</p></article>";
    assert_eq!(
        sizes(page),
        [
            ("width".to_owned(), 11, 101, 1, true),
            ("height".to_owned(), 7, 103, 1, true),
            ("y".to_owned(), 3, 50, 1, true)
        ]
    );
}

#[test]
fn an_example_shown_at_your_inputs_count_too_runs_at_it() {
    // The walk shows step 10 and step 100; the question asks after 100.
    let page = "<article class=\"day-desc\"><p>The octopuses flash (your puzzle input). For example:</p>\
        <pre><code>11111\n19991\n</code></pre><p>After <code>10</code> steps, there have been \
        <code>204</code> flashes. After <code>100</code> steps, there have been <code><em>1656</em></code> flashes.</p>\
        <p><em>How many flashes</em> are there after <code>100</code> steps?</p></article>";
    assert_eq!(sizes(page), []);
    // The answer at your input's count, after a count on the way.
    let page = "<article class=\"day-desc\"><p>The judge compares pairs (your puzzle input). For example:</p>\
        <pre><code>65\n8921\n</code></pre><p>After processing these <code>5</code> pairs, the judge \
        has found <code>1</code> match.</p>\
        <p>The judge would like <code>40000000</code> pairs. (In the example above, the judge \
        would eventually find a total of <code>588</code> pairs that match.)</p>\
        <p>After <code>40000000</code> pairs, <em>what is the judge's final count</em>?</p></article>";
    assert_eq!(sizes(page), []);
}

#[test]
fn values_of_a_thing_the_page_shows_in_several_sizes_are_unsure() {
    let page = "<article class=\"day-desc\"><p>The plants spread (your puzzle input). For example:</p>\
        <pre><code>#..#\n</code></pre><p>In this example, after <code>1</code> generation there are \
        <code>3</code> plants, and after <code>20</code> generations there are <code>325</code>.</p>\
        <p><em>How many plants</em> are there after <code>50</code> generations?</p></article>";
    let said = sizes(page);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(!said[0].4, "unsure: {said:?}");
}

#[test]
fn a_count_in_words_a_range_and_an_aside_of_the_question_are_sizes() {
    let page = "<article class=\"day-desc\"><p>The elves pass parcels (your puzzle input). For example:</p>\
        <pre><code>1,2\n3,4\n</code></pre><p>In this example, after ten rounds, the elves hold \
        <code><em>55</em></code> parcels.</p><p><em>How many parcels</em> do they hold after <code>20</code> rounds?</p></article>";
    assert_eq!(sizes(page), [("rounds".to_owned(), 10, 20, 1, true)]);
    let page = "<article class=\"day-desc\"><p>Bits fall into a grid whose coordinates range from \
        <code>0</code> to <code>70</code> (your puzzle input lists where). For example:</p>\
        <pre><code>1,2\n3,4\n</code></pre><p>In this example, the coordinates only range from <code>0</code> \
        to <code>6</code>, and after the first <code>12</code> bits fall, the shortest path takes \
        <code><em>22</em></code> steps.</p>\
        <p>Simulate the first kilobyte (<code>1024</code> bits) falling. <em>What is the fewest number \
        of steps</em> to reach the exit?</p></article>";
    assert_eq!(
        sizes(page),
        [
            ("bits".to_owned(), 12, 1024, 1, true),
            ("at_most".to_owned(), 6, 70, 1, true)
        ]
    );
}

#[test]
fn values_the_question_compares_are_sizes_each_in_the_order_written() {
    let page = "<article class=\"day-desc\"><p>Bots pass chips (your puzzle input). For example:</p>\
        <pre><code>value 5 goes to bot 2\nbot 2 gives low to bot 1\n</code></pre>\
        <p>In this setup, bot number <code><em>2</em></code> is the one that compares value-<code>5</code> \
        chips with value-<code>2</code> chips.</p>\
        <p>What is the number of the bot that compares value-<code>61</code> chips with value-<code>17</code> \
        chips?</p></article>";
    assert_eq!(
        sizes(page),
        [
            ("value".to_owned(), 5, 61, 1, true),
            ("value_2".to_owned(), 2, 17, 1, true)
        ]
    );
    // Another thing between the two values: still one pair, once.
    let page = page
        .replace(
            "chips with value-<code>2</code>",
            "chips, after <code>3</code> rounds, with value-<code>2</code>",
        )
        .replace(
            "chips with value-<code>17</code>",
            "chips, after <code>40</code> rounds, with value-<code>17</code>",
        );
    assert_eq!(
        sizes(&page),
        [
            ("value".to_owned(), 5, 61, 1, true),
            ("value_2".to_owned(), 2, 17, 1, true),
            ("rounds".to_owned(), 3, 40, 1, true)
        ]
    );
}

#[test]
fn a_count_named_in_other_words_for_the_example_is_a_candidate_only() {
    let page = "<article class=\"day-desc\"><p>Boxes hang from the ceiling (your puzzle input). For example:</p>\
        <pre><code>1,2,3\n4,5,6\n</code></pre><p>After making the ten shortest connections, the three \
        largest circuits multiply to <code><em>40</em></code>.</p>\
        <p>Connect together the <code>1000</code> pairs of boxes which are closest together. <em>What do \
        you get</em> if you multiply the sizes of the three largest circuits?</p></article>";
    assert_eq!(sizes(page), [("pairs".to_owned(), 10, 1000, 1, false)]);
    // The answer's own thing is no size: "588 pairs" counts what the
    // question asks after 40 million of.
    let page = "<article class=\"day-desc\"><p>The judge compares pairs (your puzzle input). For example:</p>\
        <pre><code>65\n8921\n</code></pre><p>After processing these <code>5</code> pairs, the judge \
        has found <code>1</code> match.</p>\
        <p>The judge would like <code>40000000</code> pairs. (In the example above, the judge \
        would eventually find a total of <code>588</code> pairs that match in their lowest \
        16 bits.)</p>\
        <p>After <code>40000000</code> pairs, <em>what is the judge's final count</em>?</p></article>";
    assert_eq!(sizes(page), []);
}

#[test]
fn a_block_you_choose_runs_at_the_sizes_the_page_gives_its_example() {
    // No words introduce the block as an example: the page alone takes
    // none, and `just example 4 1` takes it by number.
    let page = "<article class=\"day-desc\"><p>The rules grow the grid (your puzzle input).</p>\
        <pre><code>.#.\n..#\n</code></pre><p>In this example, after <code>2</code> iterations, \
        <code>12</code> pixels are on.</p><p><em>How many pixels</em> are on after <code>5</code> \
        iterations?</p></article>";
    let parsed = Page::parse(page);
    let day = Day::new(2026, 4).unwrap();
    assert!(Found::of_day(&parsed, day).examples.is_empty());
    let chosen = Found::chosen(&parsed, day, 1, ".#.\n..#\n").unwrap();
    assert_eq!(chosen.input, ".#.\n..#\n");
    let sizes: Vec<(&str, i64, i64, bool)> = chosen
        .sizes
        .iter()
        .map(|size| (size.name.as_str(), size.example, size.input, size.sure))
        .collect();
    assert_eq!(sizes, [("iterations", 2, 5, true)]);
}
