//! A list of examples each of which the page sorts, where the question
//! counts the ones of one sort (rule 4): "`abba[mnop]qrst` supports TLS",
//! "`abcd[bddb]xyyx` does *not* support TLS", and "How many IPs … support
//! TLS?". Each item is an example of one line, and its answer is the count
//! the question asks for on that line alone: `1` where the item says its
//! code is of the sort counted, `0` where it says it is not, or says it
//! is of another ("is naughty", where the question counts the nice ones).
//!
//! Two readings agree before an answer is written: the question's words
//! after "how many" name the sort, and the item's own verdict (the words
//! just after its code, up to "because" or an aside) names it, with or
//! without a "not". A list is answered only where every item gives a
//! verdict and both sorts are among them: a list whose items all say the
//! question's words is a list of things of that sort, not a sorting.

use super::Claim;
use super::agree::{stem, words};
use super::answers::{Question, claim};
use super::items::Example;
use super::words::plain;

/// Words of a question that name no sort: the count it asks, where the
/// things are, and the words that tie a clause together.
const NO_SORT: [&str; 28] = [
    "how", "many", "in", "your", "puzzle", "input", "list", "the", "a", "an", "of", "are", "is",
    "be", "do", "does", "will", "would", "there", "these", "those", "this", "that", "to", "on",
    "for", "under", "now",
];

/// Words that say an item is not of the sort it names.
const NOT: [&str; 5] = ["not", "no", "never", "cannot", "neither"];

/// Where an item's verdict ends: its reasons and asides follow.
const VERDICT_ENDS: [&str; 9] = [" because", " since", "(", ":", ";", ",", " - ", "—", "."];

/// The longest verdict read, in words ("does not support TLS").
const LONGEST: usize = 6;

/// Whether list item `text` (marked), whose code is `code`, says its code
/// is of the sort the question `asked` counts; none where the question
/// counts no sort or the item gives no short verdict of words.
pub fn verdict(text: &str, code: &str, asked: &Question) -> Option<bool> {
    let sort = sort_counted(asked);
    if sort.is_empty() {
        return None;
    }
    let said = plain(text);
    let after = said.trim_start().strip_prefix(code)?;
    let end = VERDICT_ENDS
        .iter()
        .filter_map(|mark| after.find(mark))
        .min()
        .unwrap_or(after.len());
    let phrase = &after[..end];
    let words: Vec<String> = phrase
        .split_whitespace()
        .map(|word| word.trim_matches(|c: char| !c.is_alphanumeric() && c != '\''))
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect();
    let plain_words = words
        .iter()
        .all(|word| word.chars().all(|c| c.is_alphabetic() || c == '\''));
    if words.is_empty() || words.len() > LONGEST || !plain_words {
        return None;
    }
    let negated = words
        .iter()
        .any(|word| NOT.contains(&word.as_str()) || word.ends_with("n't"));
    let names_the_sort = words.iter().any(|word| sort.contains(&stem(word)));
    Some(names_the_sort && !negated)
}

/// The words of the question that name the sort it counts ("support",
/// "tl" of "How many IPs in your puzzle input support TLS?"), as
/// [`stem`] gives them; none where it asks no "how many".
fn sort_counted(asked: &Question) -> Vec<String> {
    let text = plain(&asked.text).to_lowercase();
    let Some((_, counted)) = text.split_once("how many") else {
        return Vec::new();
    };
    words(counted)
        .into_iter()
        .filter(|word| !NO_SORT.contains(&word.as_str()))
        .map(|word| stem(&word))
        .filter(|word| !asked.about.contains(word))
        .collect()
}

/// The examples of a list, each with the verdict its item gave: each
/// answered (`1` or `0`) where every one of them gives one and both sorts
/// are among them, else none.
pub fn answered(sorted: &[(Example, Option<bool>, String)]) -> Option<Vec<(Example, Claim)>> {
    let verdicts: Option<Vec<bool>> = sorted.iter().map(|(_, verdict, _)| *verdict).collect();
    let verdicts = verdicts?;
    if !verdicts.contains(&true) || !verdicts.contains(&false) {
        return None;
    }
    Some(
        sorted
            .iter()
            .zip(verdicts)
            .map(|((example, _, text), of_the_sort)| {
                let answer = if of_the_sort { "1" } else { "0" };
                (example.clone(), claim(answer, text))
            })
            .collect(),
    )
}
