//! The answers a part's paragraphs and list items give (rules 3 to 5 and
//! 7 of [`super`]), and what its question asks for.

use super::Claim;
use super::intro::Named;
use super::items::{Example, Item, Walked, paragraphs};
use super::words::{
    Value, could_be_input, in_prose, is_whole_number, plain, plausible, sentences, spelled,
    starts_with_code, starts_with_code_and_colon, values, without_asides,
};

/// Words of a question that asks for a number.
const NUMERIC: [&str; 20] = [
    "multiply",
    "how many",
    "how much",
    "how long",
    "how far",
    "how often",
    "how high",
    "the sum",
    "the number of",
    "what number",
    "which number",
    "total",
    "length",
    "product",
    "count",
    "score",
    "fewest",
    "largest",
    "smallest",
    "highest",
];

/// Words naming what a question asks for that only a number answers
/// ("what is the lowest …", "the distance", "the ID of …"), as
/// [`super::agree::asked_about`] gives them.
const NUMERIC_WORDS: [&str; 9] = [
    "lowest", "least", "minimum", "maximum", "distance", "integer", "index", "id", "ids",
];

/// Words of a sentence that gives an early page's plain-code answer.
const CUE: [&str; 8] = [
    "example",
    "total",
    "thus",
    "so,",
    "finally",
    "result",
    "therefore",
    "in this ",
];

/// The answers paragraph `text` gives (rule 3), each with `current`, the
/// example walked through; a sentence that names an example (`example_named`:
/// "In the smaller example, …") walks through that one from there on.
pub fn answers_of(
    text: &str,
    styled: bool,
    asked: &Question,
    current: &mut Option<usize>,
    example_named: impl Fn(&str) -> Option<Named>,
    walked: &mut Walked,
) {
    let codes: Vec<String> = values(text, styled)
        .into_iter()
        .filter(|value| !value.emphasised)
        .map(|value| value.text)
        .collect();
    for sentence in sentences(text)
        .into_iter()
        .filter(|said| !said.ends_with('?'))
    {
        let current = match example_named(sentence) {
            Some(Named::Known(example)) => {
                *current = Some(example);
                Some(example)
            }
            // An example the rules cannot tell: what the sentence gives
            // goes with none, and the walk stays where it was.
            Some(Named::Untold) => None,
            None => *current,
        };
        let named = values(sentence, styled);
        if let Some(answer) = named.iter().rev().find(|value| value.emphasised) {
            if !codes.contains(&answer.text) || is_whole_number(&answer.text) {
                walked
                    .answers
                    .push((claim(&answer.text, sentence), current));
            }
        } else if !sentence.ends_with(':') {
            let lower = sentence.to_ascii_lowercase();
            let plain = without_asides(sentence);
            let mut named = values(&plain, styled);
            // A value named twice ("… is `a -> b = 605`, and so the answer
            // is `605`") is one value.
            named.dedup_by(|later, value| later.text == value.text);
            let stated = match named.as_slice() {
                [only] if CUE.iter().any(|cue| lower.contains(cue)) => Some(only),
                // "In the example above, the `2020`th number will be `436`."
                [.., last] if states_last(&plain, !lower.contains("example")) => Some(last),
                // "… the process now takes `10` steps, and …", where the
                // question asks "how many steps …?".
                _ => counts_the_asked(&named, &plain, &asked.about),
            };
            if let Some(answer) = stated.filter(|answer| plausible(&answer.text)) {
                let found = if styled {
                    &mut walked.plain
                } else {
                    &mut walked.answers
                };
                found.push((claim(&answer.text, sentence), current));
            }
        }
    }
}

/// Every value `text` (a paragraph, or a step of a walk-through) names
/// that could be an answer, with the sentence it stands in, for the example
/// walked through there (`current`): what the page shows of it. A question
/// shows nothing.
pub fn note_shown(text: &str, styled: bool, current: Option<usize>, walked: &mut Walked) {
    for sentence in sentences(text)
        .into_iter()
        .filter(|said| !said.ends_with('?'))
    {
        for value in values(sentence, styled) {
            if plausible(&value.text) {
                walked.shown.push((claim(&value.text, sentence), current));
            }
        }
        // A count the walk spells in words ("The four square inches marked
        // with X …"), as digits: shown, never an answer.
        if current.is_some() {
            for count in spelled(&without_asides(sentence)) {
                walked.shown.push((claim(&count, sentence), current));
            }
        }
    }
}

/// True when marked `sentence` ends by stating its last code: "… is
/// `436`.", "… would be `12` steps.", or, unless `strictly`, "… the
/// answer `4`." and "… a total of `588`.".
fn states_last(sentence: &str, strictly: bool) -> bool {
    let text = plain(sentence);
    let words: Vec<&str> = text
        .trim_end_matches(['.', '!'])
        .split_whitespace()
        .collect();
    let Some(last) = values(sentence, false).pop() else {
        return false;
    };
    let at = words.iter().rposition(|word| *word == last.text);
    let verbs: &[&str] = if strictly {
        &["is", "be", "was", "are"]
    } else {
        &["is", "be", "was", "are", "of", "answer"]
    };
    at.is_some_and(|at| words.len() - at <= 2 && at > 0 && verbs.contains(&words[at - 1]))
}

/// The one whole number among `named` (the values of marked `sentence`)
/// that the word for what the question asks a count of (the first of
/// `about`, as [`super::agree::asked_about`] gives it) follows: "… takes
/// `10` steps" where it asks "how many steps …?". None where no value, or
/// more than one, is so counted, or where the sentence names the thing it
/// counts in: a value other than a number before it, or after "from",
/// "for", "in" or "of".
fn counts_the_asked<'a>(named: &'a [Value], sentence: &str, about: &[String]) -> Option<&'a Value> {
    let asked = about.first()?;
    let words = super::agree::words(&plain(sentence));
    let counted = |value: &&Value| {
        is_whole_number(&value.text)
            && words
                .windows(2)
                .any(|pair| pair[0] == value.text && super::agree::stem(&pair[1]) == *asked)
    };
    let mut found = named.iter().enumerate().filter(|(_, value)| counted(value));
    let (at, only) = found.next()?;
    // "… `HOHOHO`, can become `7` distinct molecules", "… `4` distinct
    // molecules … from `HOH`": the count of a thing the sentence names,
    // which may be another example than the one walked through.
    let of_another = named.iter().enumerate().any(|(other, value)| {
        let named = value.text.to_lowercase();
        !is_whole_number(&value.text)
            && (other < at
                || words.windows(2).any(|pair| {
                    pair[1] == named && ["from", "for", "in", "of"].contains(&pair[0].as_str())
                }))
    });
    (found.next().is_none() && !of_another).then_some(only)
}

/// An example of a list of examples (rule 4): the item's first code, and
/// its answer.
pub fn listed_example(text: &str, styled: bool) -> Option<(Example, Claim)> {
    if let Some(found) = written_out(text, styled) {
        return Some(found);
    }
    let named = values(text, styled);
    let input = named
        .first()
        .filter(|value| !value.emphasised && !value.loose)?;
    let emphasised: Vec<&Value> = named.iter().filter(|value| value.emphasised).collect();
    let clause = values(first_clause(&without_asides(text)), styled);
    let answer = match (named.as_slice(), emphasised.as_slice(), clause.as_slice()) {
        ([_, answer], _, _) if answer.emphasised || !styled => answer,
        (_, [answer], _) if starts_with_code_and_colon(text, &input.text) => answer,
        (_, _, [_, answer]) if answer.emphasised || !styled => answer,
        // "Given `0,3,6`, the `900`th number is `175`."
        ([_, .., last], [], _) if states_last(text, false) => last,
        _ => return None,
    };
    if !plausible(&answer.text) || input.text.contains(&answer.text) || !could_be_input(&input.text)
    {
        return None;
    }
    let example = Example::list_item(input.text.clone(), text);
    Some((example, claim(&answer.text, text)))
}

/// An example an item writes out before a colon, codes among its words,
/// with its answer emphasised after it ("`10` players; last marble is worth
/// `1618` points: high score is `8317`"): the words before the colon are
/// the example.
fn written_out(text: &str, styled: bool) -> Option<(Example, Claim)> {
    let (colon, ..) = in_prose(text).find(|&(_, c, prose)| prose && c == ':')?;
    let (before, after) = (&text[..colon], &text[colon + 1..]);
    let codes = values(before, styled);
    let written = codes.len() >= 2
        && starts_with_code(before)
        && codes.iter().all(|code| !code.emphasised && !code.loose);
    if !written {
        return None;
    }
    let answers: Vec<Value> = values(after, styled)
        .into_iter()
        .filter(|value| value.emphasised)
        .collect();
    let [answer] = answers.as_slice() else {
        return None;
    };
    if !plausible(&answer.text) {
        return None;
    }
    let example = Example::list_item(plain(before).trim().to_owned(), text);
    Some((example, claim(&answer.text, text)))
}

/// The first clause of marked `text`: up to its first comma, colon,
/// semicolon or "because" outside codes.
fn first_clause(text: &str) -> &str {
    in_prose(text)
        .find(|&(at, c, prose)| {
            prose && ([',', ':', ';'].contains(&c) || text[at..].starts_with(" because "))
        })
        .map_or(text, |(at, ..)| &text[..at])
}

pub fn claim(answer: &str, sentence: &str) -> Claim {
    Claim {
        answer: answer.to_owned(),
        sentence: plain(sentence),
    }
}

/// What the question of a part (the last sentence of a paragraph that ends
/// with `?`) asks for.
#[derive(Clone, Default)]
pub struct Question {
    /// The question itself, marked, its asides left out.
    pub text: String,
    /// The question with the sentences of its paragraph before it
    /// ("Simulate `100` moves. What are the labels …?"), marked, asides
    /// left out: the counts it asks after.
    pub paragraph: String,
    /// The same, asides and all ("Simulate the first kilobyte (`1024`
    /// bytes)."): where the sizes of your input may stand.
    pub paragraph_as_written: String,
    /// A number (rule 5).
    pub number: bool,
    /// Values put together: a sum or a product (rule 7).
    pub combined: bool,
    /// What it asks a count or a measure of (rule 8: see
    /// [`super::agree::asked_about`]).
    pub about: Vec<String>,
    /// The values the part's text works out into another (rule 8).
    pub worked: std::collections::BTreeSet<String>,
}

impl Question {
    /// True when `claim` has the form asked for.
    pub fn fits(&self, claim: &Claim) -> bool {
        !self.number || is_whole_number(&claim.answer)
    }
}

/// Words of a question that asks for values put together (rule 7).
const PUT_TOGETHER: [&str; 5] = [
    "the sum",
    "add up",
    "add together",
    "multiply",
    "the product",
];

/// Words of a paragraph that puts values together.
const COMBINED: [&str; 8] = [
    "sum", "add", "total", "multipl", "product", "together", " all", " = ",
];

/// True when paragraph `text` speaks of putting values together, or shows
/// a sum.
pub fn combines(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    COMBINED.iter().any(|word| lower.contains(word))
}

/// What the question of `items` asks for (rules 5, 7 and 8).
pub fn question(items: &[Item]) -> Question {
    let texts: Vec<&str> = items.iter().filter_map(Item::words).collect();
    // The question, and the sentences of its paragraph up to it.
    let question = paragraphs(items)
        .flat_map(|text| {
            let said = sentences(text);
            (0..said.len()).map(move |at| (said[at], said[..=at].join(" ")))
        })
        .rfind(|(sentence, _)| sentence.ends_with('?'));
    let worked = super::agree::worked_into_another(&texts);
    question.map_or_else(
        || Question {
            worked: worked.clone(),
            ..Question::default()
        },
        |(question, with_what_leads_to_it)| {
            let text = without_asides(question);
            let lower = text.to_ascii_lowercase();
            let about = super::agree::asked_about(&text);
            Question {
                number: NUMERIC.iter().any(|word| lower.contains(word))
                    || about
                        .iter()
                        .any(|word| NUMERIC_WORDS.contains(&word.as_str())),
                combined: PUT_TOGETHER.iter().any(|word| lower.contains(word)),
                about,
                worked: worked.clone(),
                text,
                paragraph: without_asides(&with_what_leads_to_it),
                paragraph_as_written: with_what_leads_to_it,
            }
        },
    )
}
