//! What a walk through a part's article sees and gives (see [`super`]):
//! the article as items, an example as the walk meets it, and what the walk
//! found. Both the walk ([`super::walk`]) and the answers
//! ([`super::answers`](mod@super::answers)) use these; this module uses neither.

use super::Claim;
use super::shape::Disagreement;
use super::words::{marked, plain};
use crate::page::html::Element;

/// A part's article, as the items the rules look at.
pub enum Item<'a> {
    /// A code block, and its number on the page.
    Block(&'a Element, usize),
    /// A paragraph's own words, marked (see [`super::words`]).
    Paragraph(String),
    /// A list item's own words, marked, and whether it holds a block.
    Entry(String, bool),
}

impl Item<'_> {
    /// The words of a paragraph or a list item, marked; none for a block.
    pub fn words(&self) -> Option<&str> {
        match self {
            Item::Paragraph(text) | Item::Entry(text, _) => Some(text),
            Item::Block(..) => None,
        }
    }
}

/// The words of each paragraph of `items`, marked (list items and blocks
/// aside).
pub fn paragraphs<'i>(items: &'i [Item]) -> impl DoubleEndedIterator<Item = &'i str> {
    items.iter().filter_map(|item| match item {
        Item::Paragraph(text) => Some(text.as_str()),
        _ => None,
    })
}

/// An example as the walk meets it: its text, and where it stands.
#[derive(Clone, Debug)]
pub struct Example {
    pub input: String,
    pub from: String,
    pub block: Option<usize>,
}

impl Example {
    /// Code block `number`, as the example `input`.
    pub fn block(input: String, number: usize) -> Self {
        Self {
            input: without_markers(&input),
            from: format!("code block {number}"),
            block: Some(number),
        }
    }

    /// The example `input` that list item `item` (marked) names.
    pub fn list_item(input: String, item: &str) -> Self {
        Self {
            input,
            from: format!("the list item \"{}\"", plain(item)),
            block: None,
        }
    }
}

/// What one part's article gives.
#[derive(Default)]
pub struct Walked {
    /// Each answer the paragraphs give, with the example walked through
    /// there (an index into the examples), if any.
    pub answers: Vec<(Claim, Option<usize>)>,
    /// On a page that emphasises its answers, each plain-code answer the
    /// paragraphs give as an early page would (rule 3), for a part that
    /// emphasises none.
    pub plain: Vec<(Claim, Option<usize>)>,
    /// Each answer given where an earlier sentence of its paragraph
    /// counted other steps than the question asks after
    /// ([`super::agree::counted_before`]): a value so far.
    pub so_far: Vec<Claim>,
    /// Each example a list gives, with its answer.
    pub listed: Vec<(Example, Claim)>,
    /// Each example a list of examples names without an answer the rules
    /// can tell: the code its item starts with.
    pub unanswered: Vec<Example>,
    /// The examples introduced, in order (indices).
    pub introduced: Vec<usize>,
    /// Each example the rules would have taken that has not the shape of
    /// your input, and why.
    pub refused: Vec<(Example, Disagreement)>,
    /// Every value the paragraphs and the steps of a walk-through name,
    /// with the sentence it stands in and the example walked through
    /// there: what the page shows of that example's output, answer or not
    /// (the candidates).
    pub shown: Vec<(Claim, Option<usize>)>,
}

/// The blocks, paragraphs and list items of `article`, in order; a block
/// inside a list item comes after the item.
pub fn items<'a>(article: &'a Element, blocks: &[&'a Element]) -> Vec<Item<'a>> {
    let mut found = Vec::new();
    walk_items(article, blocks, &mut found);
    found
}

fn walk_items<'a>(element: &'a Element, blocks: &[&'a Element], found: &mut Vec<Item<'a>>) {
    for child in element.elements() {
        match child.name.as_str() {
            "pre" => found.push(block(child, blocks)),
            "p" => found.push(Item::Paragraph(marked(child))),
            "li" => {
                let holds_a_block = !child.descendants("pre").is_empty();
                found.push(Item::Entry(marked(child), holds_a_block));
                walk_entry(child, blocks, found);
            }
            _ => walk_items(child, blocks, found),
        }
    }
}

/// The blocks and lists inside a list item (its paragraphs are its words).
fn walk_entry<'a>(entry: &'a Element, blocks: &[&'a Element], found: &mut Vec<Item<'a>>) {
    for child in entry.elements() {
        match child.name.as_str() {
            "p" => walk_entry(child, blocks, found),
            "pre" => found.push(block(child, blocks)),
            "ul" | "ol" => walk_items(child, blocks, found),
            _ => {}
        }
    }
}

fn block<'a>(pre: &'a Element, blocks: &[&'a Element]) -> Item<'a> {
    let number = blocks
        .iter()
        .position(|block| std::ptr::eq(*block, pre))
        .map_or(0, |index| index + 1);
    Item::Block(pre, number)
}

/// `block` without the marker lines drawn under its lines (`   ^` under the
/// character meant), which only point into the line above: no input holds
/// one. A block of markers alone is kept as it is.
fn without_markers(block: &str) -> String {
    let marker = |line: &str| line.contains('^') && line.chars().all(|c| c == '^' || c == ' ');
    if block.lines().all(marker) {
        return block.to_owned();
    }
    let kept: Vec<&str> = block.lines().filter(|line| !marker(line)).collect();
    let mut text = kept.join("\n");
    if block.ends_with('\n') {
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_marker_line_only_points_into_the_block() {
        assert_eq!(without_markers("abcde\n  ^\nfghij\n"), "abcde\nfghij\n");
        assert_eq!(without_markers("^WNE$\n"), "^WNE$\n");
        assert_eq!(without_markers(" ^ \n"), " ^ \n");
    }
}
