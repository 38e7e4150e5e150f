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
//!
//! The question's paragraph gives yours in its asides too ("the first
//! kilobyte (`1024` bytes)"), a range by its end ("from `0` to `70`", the
//! example's "from `0` to `6`"), counts in words ("after ten rounds"), and
//! values it compares in order ("value-`61` chips with value-`17` chips":
//! `value` and `value_2`, where the example compares as many). Where the
//! thing has another name for the example than for yours ("the ten
//! shortest connections", "the `1000` pairs"), the one count left on each
//! side is one reading alone: unsure, a candidate the example's failing
//! test tries, never a size the row runs at.

use self::quantities::{Quantity, quantities};
use super::agree::stem;
use super::answers::Question;
use super::items::{Item, paragraphs};
use super::words::{plain, sentences, spelled};
use super::{Claim, FoundExample};

mod quantities;

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
    /// example, or one reading alone gives it: said, never written as a
    /// size.
    pub sure: bool,
    /// Every value the page shows of it for the example, in order of
    /// value: the candidates a failing example test tries.
    pub values: Vec<i64>,
}

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
        let pairs = compared(yours, &examples, part);
        let paired: Vec<String> = pairs.iter().map(|(thing, _)| thing.clone()).collect();
        found.extend(pairs.into_iter().map(|(_, size)| size));
        for asked in yours.iter().filter(|asked| !paired.contains(&asked.thing)) {
            if let Some(size) = of_the_same_thing(asked, &examples, answer, part, &found) {
                found.push(size);
            }
        }
        // Only where the part's sizes are read no other way.
        if !found.iter().any(|known| known.part == part) {
            found.extend(left_on_each_side(yours, &examples, answer, part));
        }
    }
    if let Some(two) = given.get(1) {
        asked_again(&mut found, two);
    }
    found
}

/// The size a value your input is `asked` at runs the example at, where a
/// sentence tied to the example (one of `examples`) names a value of the
/// same thing, and another than yours: unsure where the page shows more
/// than one. None where the example runs at your value (it shows it, or
/// its `answer` stands at it), or `found` has it already.
fn of_the_same_thing(
    asked: &Quantity,
    examples: &[(String, Vec<Quantity>)],
    answer: Option<&Claim>,
    part: u8,
    found: &[SizeAt],
) -> Option<SizeAt> {
    let shown: Vec<(&String, &Quantity)> = examples
        .iter()
        .flat_map(|(said, values)| values.iter().map(move |value| (said, value)))
        .filter(|(_, value)| value.thing == asked.thing)
        .collect();
    let (sentence, value) = shown.first()?;
    if shown.iter().any(|(_, value)| value.value == asked.value)
        || found
            .iter()
            .any(|size| size.name == asked.name && size.part == part)
        || answer.is_some_and(|answer| at_your_value(answer, asked))
    {
        return None;
    }
    let mut values: Vec<i64> = shown.iter().map(|(_, value)| value.value).collect();
    values.sort_unstable();
    values.dedup();
    Some(SizeAt {
        name: asked.name.clone(),
        example: value.value,
        input: asked.value,
        part,
        sentence: (*sentence).clone(),
        sure: values.len() == 1,
        values,
    })
}

/// A size the page names in other words for the example and for your
/// input ("After making the ten shortest connections, …" and "Connect
/// the `1000` pairs … closest together."): where the sentence that gives
/// the example's `answer` names one count of a thing your input is given
/// none of, and the question's paragraph one count of a thing no sentence
/// of the example names, the one is the other. One reading alone says so:
/// unsure, a candidate said beside the row, never a size it runs at.
fn left_on_each_side(
    yours: &[Quantity],
    examples: &[(String, Vec<Quantity>)],
    answer: Option<&Claim>,
    part: u8,
) -> Option<SizeAt> {
    let answer = answer?;
    let (sentence, values) = examples
        .iter()
        .find(|(said, _)| said.trim() == answer.sentence.trim())?;
    // The answer's own thing counts as shown ("`588` pairs" where yours is
    // "`40` million pairs"): the answer is the count of it, no size.
    let of_the_answer = quantities(&answer.sentence);
    let shown_anywhere = |thing: &str| {
        examples
            .iter()
            .map(|(_, values)| values)
            .chain([&of_the_answer])
            .any(|values| values.iter().any(|value| value.thing == thing))
    };
    let example_left: Vec<&Quantity> = values
        .iter()
        .filter(|value| !value.given && value.value.to_string() != answer.answer)
        .filter(|value| !yours.iter().any(|asked| asked.thing == value.thing))
        .collect();
    let yours_left: Vec<&Quantity> = yours
        .iter()
        .filter(|asked| !asked.given && !shown_anywhere(&asked.thing))
        .collect();
    let ([example], [asked]) = (example_left.as_slice(), yours_left.as_slice()) else {
        return None;
    };
    (example.value != asked.value).then(|| SizeAt {
        name: asked.name.clone(),
        example: example.value,
        input: asked.value,
        part,
        sentence: sentence.clone(),
        sure: false,
        values: vec![example.value],
    })
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
            .filter(|quantity| {
                quantity.given || asserted.as_deref() != Some(quantity.value.to_string().as_str())
            })
            .collect();
        tied.push((said, values));
    }
    tied
}

/// The values of one thing the question compares ("value-`61` chips with
/// value-`17` chips"), where a sentence tied to the example compares as
/// many others ("value-`5` chips with value-`2` chips"): each a size of its
/// own, in the order written (`value`, `value_2`), with the thing.
fn compared(
    yours: &[Quantity],
    examples: &[(String, Vec<Quantity>)],
    part: u8,
) -> Vec<(String, SizeAt)> {
    let mut found = Vec::new();
    // Each thing once, where it first stands: its values may have others
    // between them ("value-`61` chips, after `40` rounds, with value-`17`").
    let mut things: Vec<&str> = Vec::new();
    for asked in yours {
        if !things.contains(&asked.thing.as_str()) {
            things.push(&asked.thing);
        }
    }
    for thing in things {
        let asked: Vec<&Quantity> = yours.iter().filter(|asked| asked.thing == thing).collect();
        if asked.len() < 2 {
            continue;
        }
        let shown = examples.iter().find_map(|(sentence, values)| {
            let of_it: Vec<&Quantity> =
                values.iter().filter(|value| value.thing == thing).collect();
            (of_it.len() == asked.len()).then_some((sentence, of_it))
        });
        let Some((sentence, shown)) = shown else {
            continue;
        };
        if shown
            .iter()
            .any(|value| asked.iter().any(|yours| yours.value == value.value))
        {
            continue;
        }
        for (at, (yours, example)) in asked.iter().zip(&shown).enumerate() {
            let name = if at == 0 {
                yours.name.clone()
            } else {
                format!("{}_{}", yours.name, at + 1)
            };
            let size = SizeAt {
                name,
                example: example.value,
                input: yours.value,
                part,
                sentence: sentence.clone(),
                sure: true,
                values: vec![example.value],
            };
            found.push((thing.to_owned(), size));
        }
    }
    found
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
    // What an aside of it gives in other words ("the first kilobyte
    // (`1024` bytes)"), where it speaks of yours, not of the example.
    for sentence in sentences(&question.paragraph_as_written) {
        let said = plain(sentence);
        if speaks_of_the_example(&said) {
            continue;
        }
        for quantity in quantities(&said) {
            if !found.iter().any(|known| known.thing == quantity.thing) {
                found.push(quantity);
            }
        }
    }
    // Each sentence of a paragraph that speaks of yours, but one that
    // speaks of the example ("For example:" may end the paragraph).
    let of_yours = paragraphs(items)
        .filter(|text| plain(text).to_lowercase().contains("your"))
        .flat_map(sentences)
        .map(plain);
    for said in of_yours {
        if !speaks_of_the_example(&said) {
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
