//! The puzzle's example and the answers the page gives for it, found from
//! what the page itself says (there is no table of past puzzles here: the
//! rule has to serve a puzzle nobody has seen yet). Where the page does not
//! let one tell, nothing is taken: a made-up answer would fail a test for
//! the wrong reason.
//!
//! - **The example input** of a part is a code block (`<pre>`) of its
//!   article: the first one introduced as an example (its paragraph speaks
//!   of an example, not of one "above" or of "the example" shown, and ends
//!   with a colon), else the first one. A part one with no block takes an
//!   inline example the text introduces ("For example, if the key is
//!   `<code>abc</code>`:"), else the first code of the first item of a list
//!   of inline examples (as 2015's are).
//! - **An answer** is what the site emphasises as one: a `<code>` holding
//!   nothing but an `<em>` (or the other way round), or a `<code>` sum that
//!   ends in `= N` (or, in a paragraph with neither that speaks of "this
//!   example", its last `<code>`; a letter or a digit in any of them), in a
//!   paragraph after the example and before the next block introduced as
//!   another example. The first such paragraph holds it, and of its answers
//!   the last (a paragraph that gives two, "after 18 days … 26; after 80
//!   days … 5934", ends with the one asked for). Items of a list are
//!   details, not answers.
//! - **Part two** answers for part one's example when its article shows no
//!   other example (it repeats it, or refers to it); a new example in part
//!   two is an example of its own, with part two's answer alone.

use super::html::{Element, Node};
use super::page::Page;

/// What the page says of its examples.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Found {
    /// The examples, part one's first.
    pub examples: Vec<FoundExample>,
}

/// One example and the answers the page gives for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundExample {
    /// The example's text.
    pub input: String,
    /// Where it was taken from: `code block 2`, or the list item's text.
    pub from: String,
    /// Code block's number, when it is one.
    pub block: Option<usize>,
    /// The answers of parts one and two, each where the page gives one.
    pub answers: [Option<Claim>; 2],
}

/// An answer, and the sentence it was taken from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claim {
    /// The answer.
    pub answer: String,
    /// The sentence, as text.
    pub sentence: String,
}

/// A part's article, as the blocks the rules look at.
enum Item<'a> {
    /// A code block, and its number on the page.
    Block(&'a Element, usize),
    /// A paragraph.
    Paragraph(&'a Element),
    /// An item of a list.
    Entry(&'a Element),
}

impl Found {
    /// What `page` says of its examples.
    pub fn on(page: &Page) -> Self {
        let blocks = page.main().descendants("pre");
        let parts = page.parts();
        let mut examples = Vec::new();
        let Some(first) = parts.first() else {
            return Self::default();
        };
        let one = items(first, &blocks);
        let Some((mut example, after)) = example_in(&one) else {
            return Self::default();
        };
        if let Some(after) = after {
            example.answers[0] = answer_after(&one, after);
        }
        examples.push(example);
        if let Some(second) = parts.get(1) {
            let two = items(second, &blocks);
            let again = two.iter().position(
                |item| matches!(item, Item::Block(pre, _) if pre.text() == examples[0].input),
            );
            let introduced = two.iter().enumerate().find(|(index, item)| {
                matches!(item, Item::Block(..)) && introduces_example(&two, *index)
            });
            match (again, introduced) {
                // Part one's example again, or none at all: its answer.
                (Some(at), _) => examples[0].answers[1] = answer_after(&two, at + 1),
                (None, None) => examples[0].answers[1] = answer_after(&two, FROM_THE_START),
                // An example of its own.
                (None, Some((at, _))) => {
                    if let Some((mut own, Some(after))) = example_in(&two[at..]) {
                        own.answers[1] = answer_after(&two, at + after);
                        if own.answers[1].is_some() {
                            examples.push(own);
                        }
                    }
                }
            }
        }
        Self { examples }
    }
}

/// The blocks, paragraphs and list items of `article`, in order.
fn items<'a>(article: &'a Element, blocks: &[&'a Element]) -> Vec<Item<'a>> {
    let mut found = Vec::new();
    walk(article, blocks, &mut found);
    found
}

fn walk<'a>(element: &'a Element, blocks: &[&'a Element], found: &mut Vec<Item<'a>>) {
    for child in element.elements() {
        match child.name.as_str() {
            "pre" => {
                let number = blocks
                    .iter()
                    .position(|block| std::ptr::eq(*block, child))
                    .map_or(0, |index| index + 1);
                found.push(Item::Block(child, number));
            }
            "p" => found.push(Item::Paragraph(child)),
            "li" => found.push(Item::Entry(child)),
            _ => walk(child, blocks, found),
        }
    }
}

/// True when the block at `index` is introduced as an example: the
/// paragraph just before it speaks of one and ends with a colon, and does
/// not point back at one ("the paths through the first example above
/// are:" introduces what an example gives, not an example).
fn introduces_example(items: &[Item], index: usize) -> bool {
    let Some(before) = introduction(items, index) else {
        return false;
    };
    let text = sentence(before).to_lowercase();
    text.ends_with(':') && text.contains("example") && !BACK.iter().any(|word| text.contains(word))
}

/// True when the paragraph that introduces the block at `index` states an
/// answer itself: the block shows what an answer looks like ("the square at
/// `<code><em>33,45</em></code>` lies in this region:"), not an input.
fn shows_an_answer(items: &[Item], index: usize) -> bool {
    introduction(items, index).is_some_and(|paragraph| !emphasised(paragraph).is_empty())
}

/// The paragraph that introduces the item at `index`: the one just before
/// it, passing over empty paragraphs and, for an item of a list, the items
/// before it in the list; none when a block (or, before a block, a list)
/// comes first.
fn introduction<'a>(items: &[Item<'a>], index: usize) -> Option<&'a Element> {
    let in_list = matches!(items[index], Item::Entry(_));
    items[..index]
        .iter()
        .rev()
        .find_map(|item| match item {
            Item::Paragraph(paragraph) if sentence(paragraph).is_empty() => None,
            Item::Paragraph(paragraph) => Some(Some(*paragraph)),
            Item::Entry(_) if in_list => None,
            _ => Some(None),
        })
        .flatten()
}

/// Words of a paragraph that points back at an example shown already ("the
/// example" is the one shown: "every cell of the example becomes …:").
const BACK: [&str; 7] = [
    "above",
    "same",
    "before",
    "again",
    "earlier",
    "previous",
    "the example",
];

/// The example of a part whose items are `items`, and the index of the
/// item after it, where its answer may follow (`None`: the answer is its
/// list item's, if any).
fn example_in(items: &[Item]) -> Option<(FoundExample, Option<usize>)> {
    let blocks: Vec<usize> = (0..items.len())
        .filter(|&index| matches!(items[index], Item::Block(..)))
        .collect();
    if let Some(&chosen) = blocks
        .iter()
        .find(|&&index| introduces_example(items, index))
        .or_else(|| {
            blocks
                .first()
                .filter(|&&index| !shows_an_answer(items, index))
        })
    {
        let Item::Block(pre, number) = items[chosen] else {
            return None;
        };
        let input = pre.text();
        if input.trim().is_empty() {
            return None;
        }
        let example = FoundExample {
            input,
            from: format!("code block {number}"),
            block: Some(number),
            answers: [None, None],
        };
        return Some((example, Some(chosen + 1)));
    }
    // No block: an inline example the text introduces ("For example, if the
    // key is <code>abc</code>:"), else the first list item with one.
    let introduced = items.iter().enumerate().find_map(|(index, item)| {
        let Item::Paragraph(paragraph) = item else {
            return None;
        };
        let text = sentence(paragraph).to_lowercase();
        let codes = paragraph.descendants("code");
        let [code] = codes.as_slice() else {
            return None;
        };
        // The code follows the word: "for example, if the key is `abc`:",
        // not "using the `X,Y` of its corner. For example:".
        let after_the_word = text
            .find("example")
            .is_some_and(|at| text[at..].contains(&code.text().to_lowercase()));
        (text.ends_with(':') && after_the_word && !text.contains("above"))
            .then(|| (code.text(), sentence(paragraph), index))
    });
    if let Some((input, said, index)) = introduced.filter(|(input, ..)| !input.trim().is_empty()) {
        let example = FoundExample {
            input,
            from: format!("the example in \"{said}\""),
            block: None,
            answers: [None, None],
        };
        return Some((example, Some(index + 1)));
    }
    items.iter().enumerate().find_map(|(index, item)| {
        let Item::Entry(li) = item else {
            return None;
        };
        // A list the text introduces as examples, not the steps of a rule.
        let introduced = introduction(items, index)
            .is_some_and(|paragraph| sentence(paragraph).to_lowercase().contains("example"));
        if !introduced {
            return None;
        }
        let codes = li.descendants("code");
        let input = codes.first()?.text();
        if input.trim().is_empty() {
            return None;
        }
        let sentence = sentence(li);
        // The answer is the item's other code when it has just two, or the
        // one the item calls the answer.
        let answer = match codes.as_slice() {
            [_, answer] => Some(answer.text()),
            _ => answer_called_so(li),
        };
        let example = FoundExample {
            input,
            from: format!("the list item \"{sentence}\""),
            block: None,
            answers: [
                answer
                    .filter(|answer| plausible(answer))
                    .map(|answer| Claim {
                        answer,
                        sentence: sentence.clone(),
                    }),
                None,
            ],
        };
        Some((example, None))
    })
}

/// The code just after the words "the answer is" in `element`.
fn answer_called_so(element: &Element) -> Option<String> {
    let mut before = String::new();
    for node in &element.children {
        match node {
            Node::Text(text) => before.push_str(text),
            Node::Element(child) if child.name == "code" => {
                if before.trim_end().to_lowercase().ends_with("the answer is") {
                    return Some(child.text());
                }
                before.push_str(&child.text());
            }
            Node::Element(child) => before.push_str(&child.text()),
        }
    }
    None
}

/// `answer_after` from an article's start, where no example was shown: a
/// paragraph before its first block speaks of the example, or is passed
/// over (part two's story may emphasise a word in code before it says
/// anything of an answer).
const FROM_THE_START: usize = usize::MAX;

/// The answer in the first paragraph from `start` that states one, before
/// another example is introduced.
fn answer_after(items: &[Item], start: usize) -> Option<Claim> {
    let anchored = start != FROM_THE_START;
    let start = if anchored { start } else { 0 };
    let mut past_a_block = anchored;
    for (index, item) in items.iter().enumerate().skip(start) {
        match item {
            Item::Block(..) if index > start && introduces_example(items, index) => return None,
            Item::Block(..) => past_a_block = true,
            Item::Paragraph(paragraph)
                if !past_a_block && !sentence(paragraph).to_lowercase().contains("example") => {}
            Item::Paragraph(paragraph) => {
                if let Some(answer) = stated(paragraph).pop() {
                    return Some(Claim {
                        answer,
                        sentence: sentence(paragraph),
                    });
                }
            }
            _ => {}
        }
    }
    None
}

/// The answers `paragraph` states, in order: each `<code>` that holds
/// nothing but an `<em>` (or `<em>` holding nothing but a `<code>`), and
/// each `<code>` sum ending in `= N`; in a paragraph with none of these
/// that speaks of the example ("In this example, the password is
/// `<code>…</code>`"), its last `<code>`.
fn stated(paragraph: &Element) -> Vec<String> {
    let strong = emphasised(paragraph);
    if !strong.is_empty() {
        return strong;
    }
    let text = sentence(paragraph).to_lowercase();
    let of_the_example = [
        "in this example",
        "in the example",
        "example above",
        "above example",
    ]
    .iter()
    .any(|phrase| text.contains(phrase));
    if !of_the_example {
        return Vec::new();
    }
    descendants(paragraph)
        .into_iter()
        .filter(|element| element.name == "code")
        .map(Element::text)
        .map(|code| code.trim().to_owned())
        .rfind(|code| plausible(code))
        .into_iter()
        .collect()
}

/// The answers `paragraph` emphasises as answers.
fn emphasised(paragraph: &Element) -> Vec<String> {
    let mut found = Vec::new();
    for element in descendants(paragraph) {
        let only_child = |name: &str| {
            let mut children = element
                .children
                .iter()
                .filter(|node| !matches!(node, Node::Text(text) if text.trim().is_empty()));
            match (children.next(), children.next()) {
                (Some(Node::Element(child)), None) if child.name == name => Some(child.text()),
                _ => None,
            }
        };
        let answer = match element.name.as_str() {
            "code" => only_child("em").or_else(|| {
                let text = element.text();
                let (_, result) = text.rsplit_once(" = ")?;
                Some(result.trim().to_owned())
            }),
            "em" => only_child("code"),
            _ => None,
        };
        if let Some(answer) = answer
            .map(|answer| answer.trim().to_owned())
            .filter(|answer| plausible(answer))
            && found.last() != Some(&answer)
        {
            found.push(answer);
        }
    }
    found
}

/// Every element below `element`, in document order, outside code blocks.
fn descendants(element: &Element) -> Vec<&Element> {
    let mut found = Vec::new();
    for child in element.elements() {
        if child.name == "pre" {
            continue;
        }
        found.push(child);
        found.extend(descendants(child));
    }
    found
}

/// True when `answer` could be one: one line, short, no space, a letter or
/// a digit in it (`mask = ....` sets no answer of `....`).
fn plausible(answer: &str) -> bool {
    answer.len() <= 64
        && !answer.contains(char::is_whitespace)
        && answer.contains(char::is_alphanumeric)
}

/// `element`'s text on one line.
fn sentence(element: &Element) -> String {
    element
        .text()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests;
