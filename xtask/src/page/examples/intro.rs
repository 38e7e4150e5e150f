//! How a part's sentences introduce an example, point back at one shown,
//! or name one (rules 1 and 2 of [`super`]): what the walk
//! ([`super::walk`]) reads off a paragraph before it takes a block, a list
//! or a code as the example.

use super::items::{Example, Item};
use super::words::{last_sentence, plain, sentences, starts_with_code, values};

/// Words of a sentence that points back at an example shown already.
const BACK: [&str; 9] = [
    "above",
    "same",
    "again",
    "earlier",
    "as before",
    "from before",
    "the example",
    "this example",
    "that example",
];

/// Words of a block's introduction that take the walk back to the first
/// example.
pub const TO_THE_FIRST: [&str; 4] = ["first example", "as above", "as before", "from above"];

/// The item that introduces the one at `index`: the paragraph or list item
/// just before it, passing over empty paragraphs; none when a block comes
/// first.
pub fn introduction(items: &[Item], index: usize) -> Option<usize> {
    (0..index).rev().find_map(|at| match &items[at] {
        Item::Paragraph(text) if text.is_empty() => None,
        Item::Paragraph(_) | Item::Entry(..) => Some(Some(at)),
        Item::Block(..) => Some(None),
    })?
}

/// True when `text` speaks of another example than the one walked through
/// ("another example", "a second example", "a larger example").
pub fn another_example(text: &str) -> bool {
    let lower = plain(text).to_lowercase();
    [
        "another",
        "a second",
        "a third",
        "a larger",
        "a bigger",
        "a longer",
        "a different",
    ]
    .iter()
    .any(|which| lower.contains(&format!("{which} example")))
}

/// The example `sentence` names among those `known`: "the larger
/// example", "the second example above", "this smaller example", "the
/// second, larger example" (rule 2); "the first example" is `first`. Where
/// its words name two different examples, none: the sentence is about one
/// the rules cannot tell (see [`named`]).
pub fn named_example(sentence: &str, known: &[Example], first: Option<usize>) -> Option<usize> {
    match named(sentence, known, first)? {
        Named::Known(at) => Some(at),
        Named::Untold => None,
    }
}

/// What a sentence says of the example it is about, by its place or size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Named {
    /// One of the known examples, by its index.
    Known(usize),
    /// One the rules cannot tell: its words name two different examples
    /// ("the first, larger example" where the first is the smaller).
    Untold,
}

/// The example `sentence` names among those `known` by its place or size
/// (see [`named_example`]), or that it names one the rules cannot tell; none
/// where it names none (a word of the walk's, "the example above", names
/// the one walked through). Of several, the last.
pub fn named(sentence: &str, known: &[Example], first: Option<usize>) -> Option<Named> {
    let lower = sentence.to_ascii_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .collect();
    // The last example the sentence names is the one its answer, at its
    // end, goes with ("in the small one, `3`; in the large example, `6`").
    words.iter().enumerate().rev().find_map(|(at, word)| {
        if *word != "example" {
            return None;
        }
        // The words between "the" (or "this", "that") and "example", three
        // at most, each a place or a size.
        let before = &words[at.saturating_sub(3)..at];
        let the = before
            .iter()
            .rposition(|word| matches!(*word, "the" | "this" | "that"))?;
        let which = &before[the + 1..];
        if which.is_empty() {
            return None;
        }
        let told: Vec<Option<usize>> = which
            .iter()
            .map(|word| place_or_size(word, known, first))
            .collect::<Option<_>>()?;
        let mut told = told.into_iter().flatten();
        let one = told.next()?;
        Some(if told.all(|other| other == one) {
            Named::Known(one)
        } else {
            Named::Untold
        })
    })
}

/// The known example `word` names by its place or size: `Some(None)` where
/// it is such a word but names none of `known` (a second example where one
/// is known); none where it is no such word.
fn place_or_size(word: &str, known: &[Example], first: Option<usize>) -> Option<Option<usize>> {
    let by_size = |larger: bool| {
        let size = |at: &usize| known[*at].input.len();
        let all = 0..known.len();
        if known.len() < 2 {
            None
        } else if larger {
            all.max_by_key(size)
        } else {
            all.min_by_key(size)
        }
    };
    let nth = |n: usize| (known.len() > n).then_some(n);
    Some(match word {
        "first" => first,
        "second" => nth(1),
        "third" => nth(2),
        "fourth" => nth(3),
        "last" | "final" => (known.len() > 1).then(|| known.len() - 1),
        "larger" | "bigger" | "longer" | "large" | "big" | "long" | "largest" | "biggest"
        | "longest" => by_size(true),
        "smaller" | "shorter" | "small" | "short" | "smallest" | "shortest" => by_size(false),
        _ => return None,
    })
}

pub fn points_back(lower: &str) -> bool {
    BACK.iter().any(|word| lower.contains(word))
}

/// True when `sentence` introduces an example: it ends with a colon, speaks
/// of an example or supposes one, and points back at nothing.
pub fn speaks_of_an_example(sentence: &str) -> bool {
    let lower = sentence.to_ascii_lowercase();
    let supposes = ["suppose", "for instance", "consider", "given "]
        .iter()
        .any(|word| {
            lower.starts_with(word)
                || lower.contains(&format!(". {word}"))
                || lower.contains(&format!(", {word}"))
        });
    lower.ends_with(':') && (lower.contains("example") || supposes) && !points_back(&lower)
}

/// True when `sentence` names a code after its word "example".
pub fn names_code_after_example(sentence: &str, styled: bool) -> bool {
    let lower = sentence.to_ascii_lowercase();
    lower.find("example").is_some_and(|at| {
        values(&sentence[at..], styled)
            .iter()
            .any(|value| !value.loose)
    })
}

/// The code a sentence of `text` supposes the input were, and that
/// sentence: "For example, suppose your labeling were `389125467`." (or
/// "For example, if …"), the code standing alone after "were", where what
/// it supposes is yours or what `the_input` (the lower-case sentences that
/// speak of the puzzle input) names, or after "is" or "are" where it is
/// yours ("if your instructions are `R8, R4`,"); an aside supposes nothing.
pub fn supposed_code<'a>(
    text: &'a str,
    styled: bool,
    the_input: &str,
) -> Option<(String, &'a str)> {
    sentences(text).into_iter().find_map(|said| {
        let lower = said.to_ascii_lowercase();
        let supposes = (lower.starts_with("for example") || lower.starts_with("suppose"))
            && (lower.contains("suppose") || lower.contains(" if "));
        if !supposes {
            return None;
        }
        // "were", or "is" and "are" of what is yours: "if your
        // instructions are …".
        let (verb, at) = [" were ", " are ", " is "]
            .iter()
            .filter_map(|verb| Some((*verb, said.find(verb)?)))
            .min_by_key(|&(_, at)| at)?;
        // What it supposes is the input: "your labeling", or a thing the
        // page calls the puzzle input ("the designer's favorite number
        // (your puzzle input)"), not a piece of it.
        let what = plain(&lower[..at]);
        let named = what
            .rsplit(|c: char| !c.is_alphanumeric())
            .find(|word| !word.is_empty())
            .is_some_and(|word| word.len() > 2 && the_input.contains(word));
        let yours = what.contains("your ");
        if !(yours || (named && verb == " were ")) {
            return None;
        }
        let rest = &said[at + verb.len()..];
        let code = values(rest, styled).into_iter().next()?;
        // What follows the code and its two marks.
        let after = rest.chars().nth(code.text.chars().count() + 2);
        let alone = after.is_none_or(|c| ".,;".contains(c));
        (starts_with_code(rest) && code.is_inline_input() && alone).then_some((code.text, said))
    })
}

/// The code the last sentence of `text` introduces as an example (rule 1).
pub fn introduced_code(text: &str, styled: bool) -> Option<String> {
    let said = last_sentence(text);
    let lower = said.to_ascii_lowercase();
    let at = lower.find("example")?;
    if !lower.ends_with(':') || points_back(&lower) || lower.contains("following") {
        return None;
    }
    match values(&said[at..], styled).as_slice() {
        [code] if code.is_inline_input() => Some(code.text.clone()),
        _ => None,
    }
}
