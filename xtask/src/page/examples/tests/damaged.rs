//! Pages damaged on the way (cut short, a closing tag lost, a piece moved
//! out of its place), as a page saved half-way or a proxy's error in the
//! middle of one leaves it: the reading says what it can of each, by the
//! page alone and beside your input, and the terminal shows it, and
//! neither ever panics.

use super::*;
use crate::page::render::{Style, render};

/// Pages the tests write, whole: walked examples, a list of examples, a
/// second part, sizes of the example's own and a hover text.
fn whole() -> Vec<String> {
    vec![
        PART_ONE.to_owned(),
        with_part_two(
            "<p>Now the gnomes count twice. The <span title=\"why not\">first</span> \
             example above now gives <code><em>24</em></code>.</p>\
             <p><em>How many pebbles</em> do they count now?</p>",
        ),
        "<article class=\"day-desc\"><h2>--- Day 2: Hops ---</h2>\
         <p>The hops are one line (your puzzle input). For example:</p><ul>\
         <li><code>R2, L3</code> leaves you <code><em>5</em></code> blocks away.</li>\
         <li><code>R5, L5, R5, R3</code> leaves you <code><em>12</em></code> blocks away.</li></ul>\
         <p><em>How many blocks away</em> is the end?</p></article>"
            .to_owned(),
        "<article class=\"day-desc\"><h2>--- Day 9: Rooms ---</h2>\
         <p>The robots (your puzzle input) are in a room <code>101</code> tiles wide and \
         <code>103</code> tiles tall. For example:</p>\
         <pre class=\"wrap\"><code>p=0,4 v=3,-3\np=6,3 v=-1,-3\n</code></pre>\
         <p>In this example, the room is only <code>11</code> tiles wide and <code>7</code> tiles tall, \
         and after ten seconds there are <code><em>2</em></code> robots in the row where <code>y=3</code>.</p>\
         <p>After <code>100</code> seconds, in the row where <code>y=50</code>, \
         <em>how many robots</em> are there?</p></article>"
            .to_owned(),
    ]
}

/// Every damaged copy of `page`: cut short at each seventh character, each
/// closing tag lost in turn, and a third of it moved to its end.
fn damaged(page: &str) -> Vec<String> {
    let bounds: Vec<usize> = (0..page.len())
        .filter(|at| page.is_char_boundary(*at))
        .collect();
    let mut copies: Vec<String> = bounds
        .iter()
        .step_by(7)
        .map(|&at| page[..at].to_owned())
        .collect();
    copies.extend(page.match_indices("</").map(|(at, _)| {
        let end = page[at..].find('>').map_or(page.len(), |end| at + end + 1);
        format!("{}{}", &page[..at], &page[end..])
    }));
    let third = bounds.len() / 3;
    for start in bounds.iter().step_by(11) {
        let Some(&end) = bounds.iter().find(|&&end| end >= start + third) else {
            break;
        };
        copies.push(format!(
            "{}{}{}",
            &page[..*start],
            &page[end..],
            &page[*start..end]
        ));
    }
    copies
}

#[test]
fn a_damaged_page_is_read_and_shown_without_a_panic() {
    let inputs = [
        "4\n9\n12\n",
        "R5, L5, R5, R3\n",
        "p=1,2 v=3,-4\np=5,6 v=-7,8\n",
    ];
    let shapes: Vec<InputShape> = inputs
        .iter()
        .filter_map(|input| InputShape::of(input))
        .collect();
    assert_eq!(shapes.len(), inputs.len());
    let mut read = 0;
    for page in whole() {
        for copy in damaged(&page) {
            let parsed = Page::parse(&copy);
            Found::on(&parsed);
            for shape in &shapes {
                Found::on_with(&parsed, Some(shape));
            }
            let style = Style {
                width: 40,
                bold: false,
            };
            render(&parsed, "http://127.0.0.1/2021/day/3", style);
            read += 1;
        }
    }
    assert!(read > 300, "{read} damaged pages read");
}

#[test]
fn a_reading_that_panics_is_said_in_one_line_and_the_command_goes_on() {
    assert_eq!(super::super::guarded(|| 7), Ok(7));
    let failed = super::super::guarded(|| -> u8 { panic!("a rule did not foresee this\npage") });
    let said = failed.expect_err("a panic is caught").to_string();
    assert!(said.contains("a rule did not foresee this page"), "{said}");
    assert!(said.contains("damaged.rs"), "where it failed: {said}");
    assert!(!said.contains('\n'), "{said}");
}
