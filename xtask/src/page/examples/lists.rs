//! The lists a walk reads (rules 1 and 4 of [`super`]): a list that is
//! one example's lines, item by item, and whether a list item is one of a
//! list of examples.

use super::answers::combines;
use super::intro::{introduction, names_code_after_example, points_back};
use super::items::{Example, Item};
use super::words::{last_sentence, plain, sentences, starts_with_code, values};

/// The example a list of examples shows as a whole, when the paragraph
/// at `index`, just after it, points back at its items together and gives
/// an answer, emphasised or a total ("Given the four strings above, the
/// total is `23 - 11 = 12`."): each
/// item starts with a code, and those codes are the example's lines, as
/// the puzzle's input would list them (an empty one, `""`, among them).
pub fn lines_together(items: &[Item], index: usize, styled: bool) -> Option<Example> {
    let Item::Paragraph(text) = &items[index] else {
        return None;
    };
    let lower = plain(text).to_lowercase();
    let together = ["above", "the list", "listed"]
        .iter()
        .any(|word| lower.contains(word));
    let named = values(text, styled);
    let answers =
        named.iter().any(|value| value.emphasised) || (!named.is_empty() && combines(text));
    if !together || !answers {
        return None;
    }
    // Just after the list's last item, empty paragraphs passed over.
    let mut at = introduction(items, index)? + 1;
    let mut lines = Vec::new();
    while at > 0 {
        let Item::Entry(entry, false) = &items[at - 1] else {
            break;
        };
        if !lists_examples(items, at - 1) || !starts_with_code(entry) {
            return None;
        }
        let first = values(entry, styled).into_iter().next()?;
        if first.emphasised || first.loose || first.text.contains('\n') {
            return None;
        }
        lines.push(first.text);
        at -= 1;
    }
    if lines.len() < 2 {
        return None;
    }
    lines.reverse();
    Some(Example {
        input: lines.join("\n") + "\n",
        from: format!("the list before \"{}\"", plain(first_sentence(text))),
        block: None,
    })
}

/// The first sentence of marked `text`.
fn first_sentence(text: &str) -> &str {
    sentences(text).into_iter().next().unwrap_or(text)
}

/// The code list item `text` starts with, when it is one line.
pub fn leading_code(text: &str, styled: bool) -> Option<String> {
    let first = values(text, styled).into_iter().next()?;
    (starts_with_code(text) && first.is_inline_input()).then_some(first.text)
}

/// True when the list item at `index` is one of a list introduced as
/// examples (rule 4).
pub fn lists_examples(items: &[Item], index: usize) -> bool {
    (0..index)
        .rev()
        .find_map(|at| match &items[at] {
            Item::Paragraph(text) if !text.is_empty() => {
                let said = last_sentence(text);
                let lower = said.to_ascii_lowercase();
                // Examples, plural, shown again with answers are examples
                // still ("the examples from above:"); one example pointed
                // back at is walked through ("In the above example:").
                let examples = lower.contains("examples")
                    || lower.starts_with("for example")
                    || (lower.contains("example") && !points_back(&lower));
                Some(examples && lower.ends_with(':') && !names_code_after_example(said, true))
            }
            _ => None,
        })
        .unwrap_or(false)
}
