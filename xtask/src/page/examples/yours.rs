//! An example the page gives in its sentences, read with your input: where
//! your input is a few lines holding a few numbers ("Generator A starts
//! with 512"), and the page supposes as many numbers, in sentences that
//! suppose ("For example, suppose that generator A uses `65`, while
//! generator B uses `8921`.", "Then, suppose …", "For example, if the
//! spinlock were to step `3` times …"), the example is your
//! input with the page's numbers in place of yours, in the order the page
//! gives them. A sentence that supposes more numbers than your input holds
//! gives none: what it supposes is something else; nor does one that gives
//! a range ("from `5` through `10`"): its numbers are bounds.

use super::items::{Example, Item, paragraphs};
use super::shape::InputShape;
use super::words::{Piece, is_whole_number, pieces, plain, sentences, values};

/// The example part one's `items` suppose in the shape of your input, if
/// they suppose one: your few numbers replaced.
pub fn your_input_with(items: &[Item], styled: bool, shape: &InputShape) -> Option<Example> {
    let input = shape.few_numbers()?;
    let spans = numbers(input);
    let mut supposed: Vec<String> = Vec::new();
    let mut first = None;
    for sentence in paragraphs(items).flat_map(sentences) {
        let lower = plain(sentence).to_lowercase();
        let example = lower.starts_with("for example") || lower.starts_with("then");
        if !(lower.contains("suppose") || (example && lower.contains(" if "))) {
            continue;
        }
        let numbers = supposed_numbers(sentence, styled);
        if numbers.is_empty() || gives_a_range(sentence) {
            continue;
        }
        if supposed.len() + numbers.len() > spans.len() {
            return None;
        }
        first.get_or_insert(sentence);
        supposed.extend(numbers);
        if supposed.len() == spans.len() {
            break;
        }
    }
    if supposed.len() != spans.len() {
        return None;
    }
    let mut text = String::new();
    let mut at = 0;
    for ((start, end), number) in spans.iter().zip(&supposed) {
        text.push_str(&input[at..*start]);
        text.push_str(number);
        at = *end;
    }
    text.push_str(&input[at..]);
    Some(Example {
        input: text,
        from: format!(
            "your input with the numbers of \"{}\"",
            plain(first.unwrap_or_default())
        ),
        block: None,
    })
}

/// True when marked `sentence` gives a range ("from `5` through `10`",
/// "between `1` and `9`", "from `0` to `6`"): its numbers are its bounds,
/// no values an input holds.
fn gives_a_range(sentence: &str) -> bool {
    let words: Vec<String> = plain(sentence)
        .to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_owned)
        .collect();
    let number = |at: usize| {
        words
            .get(at)
            .is_some_and(|word| word.chars().all(|c| c.is_ascii_digit()))
    };
    words.iter().enumerate().any(|(at, word)| {
        let bound = matches!(word.as_str(), "from" | "between") && number(at + 1);
        let end = matches!(
            words.get(at + 2).map(String::as_str),
            Some("to" | "through" | "and")
        );
        bound && end && number(at + 3)
    })
}

/// The whole numbers `sentence` supposes: its codes, none an answer
/// (emphasised) and none a number emphasised loose in the words.
fn supposed_numbers(sentence: &str, styled: bool) -> Vec<String> {
    values(sentence, styled)
        .into_iter()
        .filter(|value| !value.emphasised && !value.loose && is_whole_number(&value.text))
        .map(|value| value.text)
        .collect()
}

/// Where each number of `text` stands (a minus sign before one is its
/// own).
fn numbers(text: &str) -> Vec<(usize, usize)> {
    pieces(text)
        .filter(|(piece, ..)| *piece == Piece::Number)
        .map(|(_, start, number)| (start, start + number.len()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_gives_bounds_no_values() {
        assert!(gives_a_range(
            "For example, suppose the valid values run from 5 through 10."
        ));
        assert!(gives_a_range("Suppose the IDs are between 1 and 9."));
        assert!(!gives_a_range(
            "For example, suppose generator A uses 65, while generator B uses 8921."
        ));
        assert!(!gives_a_range(
            "Suppose you start from 3 and go to the left."
        ));
    }

    #[test]
    fn numbers_are_found_with_their_signs() {
        assert_eq!(numbers("A starts with 65\nB -3"), [(14, 16), (19, 21)]);
    }
}
