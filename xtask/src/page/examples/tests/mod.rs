//! Pages written here in the site's markup (none of the site's puzzle text
//! is copied), each with the shape of a kind of puzzle page.

use super::*;

mod answers;
mod blocks;
mod candidates;
mod damaged;
mod lists;
mod part_two;
mod readings;
mod shapes;
mod sizes;

fn found(main: &str) -> Found {
    Found::on(&Page::parse(main))
}

/// `PART_ONE`, then part two's article holding `body`.
fn with_part_two(body: &str) -> String {
    format!(
        "{PART_ONE}<article class=\"day-desc\"><h2 id=\"part2\">--- Part Two ---</h2>{body}</article>"
    )
}

/// A page whose example is walked through to `said`, then asked `asked`.
fn asking(said: &str, asked: &str) -> String {
    format!(
        "<article class=\"day-desc\"><h2>--- Day 5: Gnome Stacks ---</h2>\
         <p>The gnomes stack pebbles (your puzzle input). For example:</p>\
         <pre><code>4\n9\nAB\n</code></pre><p>{said}</p><p>{asked}</p></article>"
    )
}

/// The answer an example has for `part` (0 or 1), if the page gives one.
fn answer(example: &FoundExample, part: usize) -> Option<&str> {
    example.answers[part]
        .as_ref()
        .map(|claim| claim.answer.as_str())
}

/// Each example `found` gives, with its answers to parts one and two.
fn answered(found: &Found) -> Vec<(&str, Option<&str>, Option<&str>)> {
    found
        .examples
        .iter()
        .map(|example| {
            (
                example.input.as_str(),
                answer(example, 0),
                answer(example, 1),
            )
        })
        .collect()
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
