//! The second reading of an answer (rule 8): what the question asks for,
//! held against what the answer's own sentence says it is. An answer is
//! asserted only where the two agree: a count the sentence gives of one
//! thing ("`1` group") answers no question about another ("the total
//! score"), and a value worked out into another (`188 * 24 = 4512`) is a
//! step on the way, not the result. These read the question's shape and
//! the sentence's, not a puzzle's words.

use std::collections::BTreeSet;

use super::words::plain;

/// Words that follow a number without naming what it counts.
const NOT_A_UNIT: [&str; 44] = [
    "a", "about", "above", "after", "again", "all", "an", "and", "are", "as", "at", "away",
    "because", "before", "below", "but", "by", "each", "for", "from", "here", "if", "in", "is",
    "it", "its", "more", "of", "on", "once", "or", "since", "so", "than", "that", "the", "then",
    "there", "this", "to", "twice", "was", "when", "with",
];

/// Words that end the phrase a question asks about: a verb, or a word that
/// starts what qualifies it ("the total score *for* all groups").
const ENDS_THE_PHRASE: [&str; 36] = [
    "after", "are", "at", "before", "by", "can", "could", "did", "do", "does", "for", "from",
    "has", "have", "if", "in", "inside", "is", "into", "made", "must", "on", "once", "should",
    "so", "that", "to", "under", "was", "were", "when", "where", "which", "will", "with", "would",
];

/// The words `word` may be written as, singular and plural alike:
/// `groups` and `group` are one.
pub fn stem(word: &str) -> String {
    let word = word.to_lowercase();
    if let Some(root) = word.strip_suffix("ies") {
        return format!("{root}y");
    }
    match word.strip_suffix('s') {
        Some(root) if root.len() >= 3 && !root.ends_with('s') => root.to_owned(),
        _ => word,
    }
}

/// The words of plain `text`, lower-case, letters only.
pub fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric() && c != '-')
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// What the question `text` (marked) asks a count or a measure of: the
/// words after "how many" or "how much", or after "what is the" (and its
/// kin), up to the verb or the word that qualifies them, each as [`stem`]
/// gives it. None where it names no such thing ("how long", "what do you
/// get").
pub fn asked_about(text: &str) -> Vec<String> {
    let words = words(&plain(text));
    let start = words.windows(2).enumerate().find_map(|(at, pair)| {
        match (pair[0].as_str(), pair[1].as_str()) {
            ("how", "many" | "much") => Some(at + 2),
            ("is" | "be" | "was", "the") => Some(at + 2),
            _ => None,
        }
    });
    let Some(start) = start else {
        return Vec::new();
    };
    let phrase = &words[start..];
    phrase
        .iter()
        .enumerate()
        // "of all groups", "of each stack": what the measure is taken over.
        .take_while(|&(at, word)| {
            let over = word == "of"
                && phrase
                    .get(at + 1)
                    .is_some_and(|next| ["all", "each", "every", "your"].contains(&next.as_str()));
            !over && !ENDS_THE_PHRASE.contains(&word.as_str())
        })
        .take(5)
        .map(|(_, word)| stem(word))
        .collect()
}

/// True when plain `sentence` gives `answer` as a count of something, a
/// noun right after it ("`1` group", "`37` occupied seats"), that the
/// question `question` (marked) names, but not as what it asks about
/// (`asked`, from [`asked_about`]: "the total score for all *groups*"): the
/// sentence counts the things the question goes over, not the measure it
/// asks for, a value on the way.
pub fn counts_another_thing(
    sentence: &str,
    answer: &str,
    asked: &[String],
    question: &str,
) -> bool {
    if asked.is_empty() {
        return false;
    }
    let named: Vec<String> = words(&plain(question))
        .iter()
        .map(|word| stem(word))
        .collect();
    let words = words(sentence);
    let answer = answer.to_lowercase();
    let Some(at) = words.iter().rposition(|word| *word == answer) else {
        return false;
    };
    // The answer's own sentence ends at a mark: "… 1 group." or "… 5:".
    let after: Vec<&String> = words[at + 1..].iter().take(3).collect();
    let Some(first) = after.first() else {
        return false;
    };
    let lower = sentence.to_lowercase();
    let ends = lower
        .rfind(&answer)
        .map(|at| &lower[at + answer.len()..])
        .and_then(|rest| rest.trim_start().chars().next())
        .is_some_and(|c| !c.is_alphabetic());
    if ends || !first.chars().all(char::is_alphabetic) || NOT_A_UNIT.contains(&first.as_str()) {
        return false;
    }
    let noun = stem(first);
    named.contains(&noun) && !after.iter().any(|word| asked.contains(&stem(word)))
}

/// The counts plain `text` gives of a thing, each with the thing (as
/// [`stem`] gives it): "after 10 steps" and "after step 10" give `10`
/// steps, "after ten rounds" `10` rounds.
fn counted(text: &str) -> Vec<(String, String)> {
    let words = words(text);
    let number = |word: &String| {
        if word.chars().all(|c| c.is_ascii_digit()) {
            Some(word.trim_start_matches('0').to_owned())
        } else {
            super::words::spelled_value(word).map(|value| value.to_string())
        }
    };
    let thing = |word: Option<&String>| {
        word.filter(|word| word.chars().all(char::is_alphabetic))
            .filter(|word| !NOT_A_UNIT.contains(&word.as_str()))
            .filter(|word| super::words::spelled_value(word).is_none())
            .map(|word| stem(word))
    };
    let mut found = Vec::new();
    for (at, word) in words.iter().enumerate() {
        let Some(count) = number(word) else {
            continue;
        };
        let before = at.checked_sub(1).and_then(|before| words.get(before));
        if let Some(thing) = thing(words.get(at + 1)).or_else(|| thing(before)) {
            found.push((count, thing));
        }
    }
    found
}

/// True when the question (marked) asks after a count of something
/// ("after 100 rounds") and plain `sentence`, taken from paragraph
/// `paragraph` (marked), names no count of that thing, where a sentence
/// before it in the paragraph last named another ("After ten rounds, the
/// gnomes rest. They have `5` stacks."): the value is the example's so
/// far, not after the count asked.
pub fn counted_before(paragraph: &str, sentence: &str, question: &str) -> bool {
    let asked = counted(&plain(question));
    if asked.is_empty() {
        return false;
    }
    let of_the_question =
        |(_, thing): &(String, String)| asked.iter().any(|(_, asked)| asked == thing);
    if counted(sentence).iter().any(of_the_question) {
        return false;
    }
    let said: Vec<String> = super::words::sentences(paragraph)
        .into_iter()
        .map(plain)
        .collect();
    let Some(at) = said.iter().position(|said| said.trim() == sentence.trim()) else {
        return false;
    };
    let last = said[..at]
        .iter()
        .flat_map(|before| counted(before))
        .rfind(|count| of_the_question(count));
    last.is_some_and(|(count, thing)| {
        !asked
            .iter()
            .any(|(asked, of)| *of == thing && *asked == count)
    })
}

/// True when the question (marked) asks for a length and plain
/// `sentence` gives `answer` without speaking of one, as long as the
/// example's `input` or longer: the sequence the example becomes ("`1`
/// becomes `11`"), not its length, which a number far shorter gives.
pub fn a_sequence_not_its_length(
    sentence: &str,
    answer: &str,
    input: &str,
    question: &str,
) -> bool {
    let asks_a_length = plain(question).to_lowercase().contains("length");
    let said = sentence.to_lowercase();
    let speaks_of_one = ["length", "long"].iter().any(|word| said.contains(word));
    let input = input.trim();
    asks_a_length
        && !speaks_of_one
        && !input.is_empty()
        && answer.chars().count() >= input.chars().count()
}

/// The values the texts of a part (marked) work out into another: the
/// numbers left of an `=` in a sum or a product shown worked out (`188 *
/// 24 = 4512`: 188 and 24), leaving out those that are some such result
/// themselves.
pub fn worked_into_another(texts: &[&str]) -> BTreeSet<String> {
    let mut operands = BTreeSet::new();
    let mut results = BTreeSet::new();
    for text in texts {
        let text = plain(text);
        let mut rest = text.as_str();
        while let Some(equals) = rest.find('=') {
            let (left, right) = (&rest[..equals], &rest[equals + 1..]);
            // The run of numbers and operators just before the `=`.
            let worked: String = left
                .chars()
                .rev()
                .take_while(|c| c.is_ascii_digit() || " +-*×/()".contains(*c))
                .collect::<Vec<char>>()
                .into_iter()
                .rev()
                .collect();
            let numbers: Vec<&str> = worked
                .split(|c: char| !c.is_ascii_digit())
                .filter(|number| !number.is_empty())
                .collect();
            let result: String = right
                .trim_start()
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            if numbers.len() >= 2 && !result.is_empty() {
                operands.extend(numbers.iter().map(|number| (*number).to_owned()));
                results.insert(result);
            }
            rest = right;
        }
    }
    operands.retain(|operand| !results.contains(operand));
    operands
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_question_asks_about_the_words_after_its_head() {
        assert_eq!(
            asked_about("What is the total score for all groups in your input?"),
            ["total", "score"]
        );
        assert_eq!(
            asked_about("How many seats end up occupied?"),
            ["seat", "end", "up", "occupied"]
        );
        assert_eq!(
            asked_about("What is the total weight of all stacks?"),
            ["total", "weight"]
        );
        assert_eq!(
            asked_about("What is the number of steps taken?"),
            ["number", "of", "step", "taken"]
        );
        assert_eq!(asked_about("How long will it take?"), Vec::<String>::new());
        assert_eq!(asked_about("What do you get?"), Vec::<String>::new());
    }

    #[test]
    fn a_count_of_another_thing_answers_nothing_asked() {
        let asked = "What is the total score for all groups in your input?";
        let score = asked_about(asked);
        assert!(counts_another_thing("{}, 1 group.", "1", &score, asked));
        assert!(!counts_another_thing(
            "{{{}}}, score of 1 + 2 + 3 = 6.",
            "6",
            &score,
            asked
        ));
        // A measure in units the question does not name is no other thing.
        assert!(!counts_another_thing(
            "They are 12 units apart.",
            "12",
            &score,
            asked
        ));
        let asked = "How many seats end up occupied?";
        let seats = asked_about(asked);
        assert!(!counts_another_thing(
            "You count 37 occupied seats.",
            "37",
            &seats,
            asked
        ));
        assert!(!counts_another_thing(
            "The answer is 37.",
            "37",
            &seats,
            asked
        ));
        assert!(!counts_another_thing(
            "It is 37, after all.",
            "37",
            &seats,
            asked
        ));
        let asked = "How many steps does it take to reach each exit?";
        let steps = asked_about(asked);
        assert!(!counts_another_thing(
            "The exit is reached in 5 steps.",
            "5",
            &steps,
            asked
        ));
        assert!(counts_another_thing(
            "It takes 5 exits in all.",
            "5",
            &steps,
            asked
        ));
        assert!(!counts_another_thing("It takes 5 exits.", "5", &[], asked));
    }

    #[test]
    fn a_count_so_far_is_no_count_after_the_steps_asked() {
        let asked = "How many stacks are there after 100 rounds?";
        let paragraph = "After ten rounds, the gnomes rest. They have 5 stacks.";
        assert!(counted_before(paragraph, "They have 5 stacks.", asked));
        let paragraph = "After round 100, the gnomes rest. They have 5 stacks.";
        assert!(!counted_before(paragraph, "They have 5 stacks.", asked));
        let paragraph = "After 10 rounds, they rest. After 100 rounds, they have 5 stacks.";
        assert!(!counted_before(
            paragraph,
            "After 100 rounds, they have 5 stacks.",
            asked
        ));
        // Another thing counted before is no count of the rounds.
        let paragraph = "The 2 gnomes rest. They have 5 stacks.";
        assert!(!counted_before(paragraph, "They have 5 stacks.", asked));
        assert!(!counted_before(
            "After ten rounds, the gnomes rest. They have 5 stacks.",
            "They have 5 stacks.",
            "How many stacks are there?"
        ));
    }

    #[test]
    fn a_sequence_is_no_answer_to_its_length() {
        let asked = "What is the length of the result?";
        assert!(a_sequence_not_its_length("1 becomes 11.", "11", "1", asked));
        assert!(a_sequence_not_its_length(
            "21 becomes 1211.",
            "1211",
            "21",
            asked
        ));
        assert!(!a_sequence_not_its_length(
            "ABC becomes 3 long.",
            "3",
            "ABC",
            asked
        ));
        assert!(!a_sequence_not_its_length(
            "A(2x2)BC makes 7.",
            "7",
            "A(2x2)BC",
            asked
        ));
        assert!(!a_sequence_not_its_length(
            "1 becomes 11.",
            "11",
            "1",
            "What is the result?"
        ));
    }

    #[test]
    fn a_value_worked_into_another_is_a_step_on_the_way() {
        let worked = worked_into_another(&[
            "The sum of the board is 188.",
            "The final score is 188 * 24 = 4512, and 1 + 2 = 3, 3 * 2 = 6.",
        ]);
        let worked: Vec<&str> = worked.iter().map(String::as_str).collect();
        assert_eq!(worked, ["1", "188", "2", "24"]);
        assert!(worked_into_another(&["x = 5", "a=1"]).is_empty());
    }
}
