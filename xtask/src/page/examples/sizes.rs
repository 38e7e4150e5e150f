//! The sizes a page runs its example at, where they are not the ones its
//! question gives for your input: "after `2` iterations" where the question
//! asks after `5`, "in the row where `y=10`" where it asks of `y=2000000`,
//! "only 11 tiles wide and 7 tiles tall" where yours is 101 by 103. A day
//! reads each with `example_or(name, your value)`, and the example's row of
//! the table gives the example's (`ExampleAt { at: &[("iterations", 2)] }`).
//!
//! Only what the page says: a value is read where a sentence ties it to the
//! example (it speaks of the example, or gives the example's answer) and
//! the question's paragraph gives your input's counterpart, a value of the
//! same thing (the same unit, `y=`, a width or a height, a bound: "at most
//! `20`" where yours is "no larger than `4000000`"). Where the example is
//! shown at your input's value too ("after `100` steps" in the walk where
//! the question asks after 100), it runs as your input does, and nothing is
//! read. Where the page shows more than one value of a thing for the
//! example, the size is unsure: said, never written as a row.

use super::agree::stem;
use super::answers::Question;
use super::items::{Item, paragraphs};
use super::words::{Piece, pieces, plain, sentences, spelled, spelled_value};
use super::{Claim, FoundExample};

/// A value the page runs its example at, other than your input's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SizeAt {
    /// Its name, as the page names it (`iterations`, `y`, `width`).
    pub name: String,
    /// The example's value.
    pub example: i64,
    /// Your input's, as the question gives it.
    pub input: i64,
    /// The part whose text gives it (1 or 2).
    pub part: u8,
    /// The sentence that ties it to the example.
    pub sentence: String,
    /// False where the page shows more than one value of it for the
    /// example: said, never written as a size.
    pub sure: bool,
}

/// A value of a thing a sentence names: `2 iterations`, `y=10`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Quantity {
    /// The thing, as the rules compare it (a unit's stem, a label).
    thing: String,
    /// Its name, as the sentence writes it.
    name: String,
    value: i64,
    /// A value given, never a result: a label's (`y=10`), a width, a
    /// height, a bound.
    given: bool,
}

/// Words before a number that bound what it counts: "at most `20`".
const AT_MOST: [&str; 5] = [
    "at most",
    "no larger than",
    "no greater than",
    "no more than",
    "up to",
];
const AT_LEAST: [&str; 4] = ["at least", "no lower than", "no less than", "no fewer than"];

/// Words after a number that are no unit of it.
const NOT_A_UNIT: [&str; 30] = [
    "a", "and", "are", "as", "at", "but", "by", "for", "from", "has", "have", "in", "into", "is",
    "it", "of", "on", "or", "so", "that", "the", "then", "there", "this", "to", "was", "were",
    "which", "with", "would",
];

/// The sizes the example `first` of a page runs at, read off `parts` (each
/// part's items) beside their `questions`.
pub fn sizes_of(
    first: &FoundExample,
    parts: &[Vec<Item>],
    questions: &[Question; 2],
) -> Vec<SizeAt> {
    let mut found: Vec<SizeAt> = Vec::new();
    let given: Vec<Vec<Quantity>> = parts
        .iter()
        .zip(questions)
        .map(|(items, question)| yours(items, question))
        .collect();
    for (index, (items, question)) in parts.iter().zip(questions).enumerate() {
        let part = u8::try_from(index + 1).unwrap_or(2);
        let yours = &given[index];
        if yours.is_empty() {
            continue;
        }
        let answer = answer_of(first, index);
        let examples = tied_to_the_example(items, question, first, index);
        for asked in yours {
            let shown: Vec<(&String, &Quantity)> = examples
                .iter()
                .flat_map(|(said, values)| values.iter().map(move |value| (said, value)))
                .filter(|(_, value)| value.thing == asked.thing)
                .collect();
            let Some((sentence, value)) = shown.first() else {
                continue;
            };
            if shown.iter().any(|(_, value)| value.value == asked.value)
                || found
                    .iter()
                    .any(|size| size.name == asked.name && size.part == part)
                || answer.is_some_and(|answer| at_your_value(answer, asked))
            {
                continue;
            }
            let mut values: Vec<i64> = shown.iter().map(|(_, value)| value.value).collect();
            values.sort_unstable();
            values.dedup();
            found.push(SizeAt {
                name: asked.name.clone(),
                example: value.value,
                input: asked.value,
                part,
                sentence: (*sentence).clone(),
                sure: values.len() == 1,
            });
        }
    }
    if let Some(two) = given.get(1) {
        asked_again(&mut found, two);
    }
    found
}

/// The example's answer for part `index`: asserted, else the last value
/// shown that is no value it runs at (`at most 20`, `y=10`).
fn answer_of(first: &FoundExample, index: usize) -> Option<&Claim> {
    first.answers[index].as_ref().or_else(|| {
        first.candidates[index].iter().rev().find(|claim| {
            !quantities(&claim.sentence)
                .iter()
                .any(|quantity| quantity.given && quantity.value.to_string() == claim.answer)
        })
    })
}

/// Every sentence of a part's `items` that ties a value to the example
/// `first` (it speaks of the example, or gives its answer for part
/// `index`), but the `question`'s own, with its values (its asserted
/// answer aside).
fn tied_to_the_example(
    items: &[Item],
    question: &Question,
    first: &FoundExample,
    index: usize,
) -> Vec<(String, Vec<Quantity>)> {
    let answer = answer_of(first, index);
    let asserted = first.answers[index]
        .as_ref()
        .map(|claim| claim.answer.clone());
    let question_said = plain(&question.paragraph);
    let mut tied = Vec::new();
    for sentence in items.iter().filter_map(Item::words).flat_map(sentences) {
        let said = plain(sentence);
        if question_said.contains(said.trim()) {
            continue;
        }
        let claimed = answer.is_some_and(|answer| answer.sentence.trim() == said.trim());
        if !(claimed || speaks_of_the_example(&said)) {
            continue;
        }
        let values: Vec<Quantity> = quantities(&said)
            .into_iter()
            .filter(|quantity| asserted.as_deref() != Some(quantity.value.to_string().as_str()))
            .collect();
        tied.push((said, values));
    }
    tied
}

/// A size part one reads that part two's question gives your input again
/// (`asked`), at another value ("after `18` iterations"), where part two's
/// text gives none of its own: part two runs the example at it too.
fn asked_again(found: &mut Vec<SizeAt>, asked: &[Quantity]) {
    let of_part_one: Vec<SizeAt> = found
        .iter()
        .filter(|size| size.part == 1)
        .cloned()
        .collect();
    for size in of_part_one {
        let again = asked.iter().find(|quantity| quantity.name == size.name);
        let own = found
            .iter()
            .any(|known| known.part == 2 && known.name == size.name);
        if let (Some(again), false) = (again, own) {
            found.push(SizeAt {
                input: again.value,
                part: 2,
                ..size
            });
        }
    }
}

/// The values a part gives your input: those of its question's paragraph,
/// and the bounds and sizes of the whole that paragraphs speaking of yours,
/// not of the example, give ("Your device indicates … no larger than
/// `4000000`.").
fn yours(items: &[Item], question: &Question) -> Vec<Quantity> {
    let mut found = quantities(&plain(&question.paragraph));
    for text in paragraphs(items) {
        let said = plain(text);
        let lower = said.to_lowercase();
        if lower.contains("your") && !speaks_of_the_example(&said) {
            for quantity in quantities(&said) {
                // A bound or a size of the whole, not any count the story
                // tells of yours ("four distances: one tile away, …").
                let whole =
                    ["at_most", "at_least", "width", "height"].contains(&quantity.thing.as_str());
                if whole && !found.iter().any(|known| known.thing == quantity.thing) {
                    found.push(quantity);
                }
            }
        }
    }
    found
}

/// True when the example's `answer` stands in a sentence that names no
/// value of the thing `asked` counts but the answer itself ("In the
/// example above, the judge would eventually find a total of `588` pairs"),
/// and spells no count that would be the answer: the example's answer is
/// at your input's value, and what the walk showed of it at another
/// ("after these five pairs") was on the way.
fn at_your_value(answer: &Claim, asked: &Quantity) -> bool {
    let named: Vec<i64> = quantities(&answer.sentence)
        .into_iter()
        .filter(|quantity| quantity.thing == asked.thing)
        .map(|quantity| quantity.value)
        .collect();
    // A count the sentence spells is its answer ("If you need to store
    // `25` liters, there are four ways"): the value shown is the size.
    let spelled_answer = !spelled(&answer.sentence).is_empty();
    !spelled_answer
        && !named.is_empty()
        && named.iter().all(|value| value.to_string() == answer.answer)
}

/// True when plain `sentence` speaks of the example ("In this example, …",
/// "For example, suppose …", "the example above").
fn speaks_of_the_example(sentence: &str) -> bool {
    let lower = sentence.to_lowercase();
    ["example", "suppose", "in this", "for instance"]
        .iter()
        .any(|word| lower.contains(word))
}

/// The values plain `text` names of things: a number and the unit after
/// it (`2 iterations`, `two workers`, `60+ second`), a label and its value
/// (`y=10`), a width and a height (`11 tiles wide and 7 tiles tall`,
/// `7x7`), and a bound (`at most 20`).
fn quantities(text: &str) -> Vec<Quantity> {
    let tokens = tokens(text);
    let mut found = Vec::new();
    let mut taken = 0;
    for (at, token) in tokens.iter().enumerate() {
        if at < taken {
            continue;
        }
        let Some(value) = number(token) else {
            continue;
        };
        let word = |offset: usize| tokens.get(at + offset).map(String::as_str);
        let before = |back: usize| {
            at.checked_sub(back)
                .and_then(|at| tokens.get(at))
                .map(String::as_str)
        };
        // `y=10`: a label.
        if before(1) == Some("=")
            && let Some(label) = before(2).filter(|label| is_word(label))
        {
            found.push(Quantity::of(label, label, value).given());
            continue;
        }
        // `7x7`: a width and a height.
        if word(1) == Some("x")
            && let Some(height) = word(2).and_then(number)
        {
            found.push(Quantity::of("width", "width", value).given());
            found.push(Quantity::of("height", "height", height).given());
            taken = at + 3;
            continue;
        }
        // `at most 20`, `no larger than 4000000`: a bound.
        let bound = bound_before(&tokens[..at]);
        // The last of a list (`20, 15, 10, 5, and 5 liters`): the unit is
        // each item's, and no value of one thing.
        let listed = matches!(before(1), Some("," | "and" | "or"))
            && [before(2), before(3)]
                .into_iter()
                .flatten()
                .any(|token| number(token).is_some());
        if listed {
            continue;
        }
        // A unit after it, past a `+` (`60+ second`).
        let next = if word(1) == Some("+") { 2 } else { 1 };
        let unit = word(next).filter(|unit| is_word(unit) && !NOT_A_UNIT.contains(unit));
        match (unit, word(next + 1)) {
            (Some(_), Some("wide")) | (Some("wide"), _) => {
                found.push(Quantity::of("width", "width", value).given());
            }
            (Some(_), Some("tall" | "high")) | (Some("tall" | "high"), _) => {
                found.push(Quantity::of("height", "height", value).given());
            }
            (Some(unit), _) if spelled_value(unit).is_none() => {
                found.push(Quantity::of(&stem(unit), unit, value));
            }
            _ => {
                if let Some(bound) = bound {
                    found.push(Quantity::of(bound, bound, value).given());
                }
            }
        }
    }
    found
}

/// The bound the words at the end of `before` put on a number after them
/// (`at most`, `no larger than`: `at_most`; `at least`: `at_least`), if
/// any.
fn bound_before(before: &[String]) -> Option<&'static str> {
    let last = |count: usize| before[before.len().saturating_sub(count)..].join(" ");
    let (two, three) = (last(2), last(3));
    let ends = |words: &[&str]| {
        words
            .iter()
            .any(|words| two.ends_with(words) || three.ends_with(words))
    };
    if ends(&AT_MOST) {
        Some("at_most")
    } else if ends(&AT_LEAST) {
        Some("at_least")
    } else {
        None
    }
}

impl Quantity {
    /// The same, a value given.
    fn given(self) -> Self {
        Self {
            given: true,
            ..self
        }
    }

    fn of(thing: &str, name: &str, value: i64) -> Self {
        Self {
            given: false,
            thing: thing.to_owned(),
            name: name
                .chars()
                .map(|c| {
                    if c.is_ascii_alphanumeric() {
                        c.to_ascii_lowercase()
                    } else {
                        '_'
                    }
                })
                .collect(),
            value,
        }
    }
}

/// The tokens of plain `text`: words (lower-case), numbers (a minus sign
/// before one is its own), and every other character but a space alone.
fn tokens(text: &str) -> Vec<String> {
    pieces(text)
        .filter_map(|(piece, _, text)| match piece {
            Piece::Space => None,
            Piece::Word => Some(text.to_lowercase()),
            Piece::Number | Piece::Other => Some(text.to_owned()),
        })
        .collect()
}

/// The value of `token`: digits, or a number spelled ("two").
fn number(token: &str) -> Option<i64> {
    token
        .parse::<i64>()
        .ok()
        .or_else(|| spelled_value(token).and_then(|value| i64::try_from(value).ok()))
}

fn is_word(token: &str) -> bool {
    token.chars().all(char::is_alphabetic) && !token.is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(text: &str) -> Vec<(String, i64)> {
        quantities(text)
            .into_iter()
            .map(|quantity| (quantity.name, quantity.value))
            .collect()
    }

    #[test]
    fn values_of_things_are_read_as_a_page_writes_them() {
        assert_eq!(
            said("Thus, after 2 iterations, the grid"),
            [("iterations".to_owned(), 2)]
        );
        assert_eq!(said("a total of two workers"), [("workers".to_owned(), 2)]);
        assert_eq!(
            said("In the row where y=10, there are"),
            [("y".to_owned(), 10)]
        );
        assert_eq!(
            said("a space only 11 tiles wide and 7 tiles tall"),
            [("width".to_owned(), 11), ("height".to_owned(), 7)]
        );
        assert_eq!(
            said("a 7x7 grid"),
            [("width".to_owned(), 7), ("height".to_owned(), 7)]
        );
        assert_eq!(
            said("can each be at most 20."),
            [("at_most".to_owned(), 20)]
        );
        assert_eq!(
            said("no lower than 0 and no larger than 4000000."),
            [("at_least".to_owned(), 0), ("at_most".to_owned(), 4000000)]
        );
        assert_eq!(
            said("With 5 workers and the 60+ second step durations"),
            [("workers".to_owned(), 5), ("second".to_owned(), 60)]
        );
    }
}
