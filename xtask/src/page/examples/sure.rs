//! When the rules are sure of an answer (rule 8 of [`super`]): the answer
//! they read for an example is asserted in the day's tests only where the
//! page leaves no doubt; anywhere else it is a candidate, said beside a run
//! on the example and never failed on. What makes the rules unsure is what
//! made them wrong on pages nobody had tuned them for: a value on the way
//! to the answer (a sum the question then multiplies, a count the question
//! asks after more steps, a threshold the question names), a mark of the
//! example taken for its answer, and an answer another example gave.

use super::answers::Question;
use super::words::{plain, spelled, without_asides};

/// True when the question asks for values multiplied and `sentence`
/// (marked) shows no product: then its value is one of those values (a
/// sum the question then multiplies), not the answer.
pub fn product_not_shown(sentence: &str, question: &Question) -> bool {
    let asked = plain(&question.text).to_lowercase();
    let asks_a_product = ["multiply", "multiplied", "product"]
        .iter()
        .any(|word| asked.contains(word));
    let said = plain(sentence).to_lowercase();
    let shows_a_product = ["multipl", "product", " * ", "×", " times "]
        .iter()
        .any(|word| said.contains(word));
    asks_a_product && !shows_a_product
}

/// The whole numbers in `text` (marked), as written: `10x10` holds two
/// tens, `2020th` one 2020.
fn numbers(text: &str) -> Vec<String> {
    plain(text)
        .split(|c: char| !c.is_ascii_digit())
        .filter(|digits| !digits.is_empty())
        .map(|digits| digits.trim_start_matches('0').to_owned())
        .map(|digits| {
            if digits.is_empty() {
                "0".to_owned()
            } else {
                digits
            }
        })
        .collect()
}

/// The numbers of `text` (marked) that stand in words, not in a sum
/// worked out (`4 + 4 = 8` shows the values it adds, no count).
fn counts(text: &str) -> Vec<String> {
    let text = plain(text);
    let operator = |c: Option<char>| c.is_some_and(|c| "+*×/=".contains(c));
    let mut found = Vec::new();
    let mut rest = text.as_str();
    while let Some(start) = rest.find(|c: char| c.is_ascii_digit()) {
        let end = rest[start..]
            .find(|c: char| !c.is_ascii_digit())
            .map_or(rest.len(), |end| start + end);
        let before = rest[..start].trim_end().chars().next_back();
        let after = rest[end..].trim_start().chars().next();
        if !operator(before) && !operator(after) {
            found.extend(numbers(&rest[start..end]));
        }
        rest = &rest[end..];
    }
    found
}

/// True when the question names counts (of steps, rounds, a size; those
/// its paragraph names before it are the question's too) and
/// `sentence` (marked) names another in its words, besides its `answer`
/// and the numbers of the example's `input` and the `sizes` it runs at
/// (`2` where it runs at 2 iterations): the value is the example's at
/// another count than the one asked for ("after 18 days" where the
/// question asks after 80), a value on the way.
pub fn at_another_count(
    sentence: &str,
    answer: &str,
    input: &str,
    question: &Question,
    sizes: &[i64],
) -> bool {
    if numbers(&question.text).is_empty() && spelled(&question.text).is_empty() {
        return false;
    }
    // The counts of the question's paragraph up to it: "Simulate `100`
    // moves. What are the labels after cup `1`?" asks after 100 moves.
    let asked: Vec<String> = numbers(&question.paragraph)
        .into_iter()
        .chain(spelled(&question.paragraph))
        .collect();
    let known: Vec<String> = numbers(answer)
        .into_iter()
        .chain(numbers(input))
        .chain(sizes.iter().map(i64::to_string))
        .collect();
    counts(sentence)
        .into_iter()
        .chain(spelled(&without_asides(sentence)))
        .any(|number| !asked.contains(&number) && !known.contains(&number))
}

/// True when the question names `answer` itself (a threshold, a count of
/// steps): then the page's `answer` may be its own number, not the
/// example's result.
pub fn named_by(answer: &str, question: &Question) -> bool {
    plain(&question.text)
        .split(|c: char| !c.is_alphanumeric() && c != '-')
        .any(|word| word == answer)
}

/// True when `answer` is one letter alone: a label the page gives a field
/// or a thing of its description ("where `x` is …"), never what a question
/// asks for, unless it asks for a letter or a character. A candidate.
pub fn a_lone_letter(answer: &str, asked: &Question) -> bool {
    let mut chars = answer.chars();
    let lone = chars.next().is_some_and(char::is_alphabetic) && chars.next().is_none();
    let text = plain(&asked.text).to_lowercase();
    lone && !["letter", "character"]
        .iter()
        .any(|word| text.contains(word))
}

/// True when `answer`, not a number, is a mark of `input` itself (a
/// label, a letter of its picture): a token of the example's text.
pub fn marks_the_example(answer: &str, input: &str) -> bool {
    let number = answer
        .strip_prefix('-')
        .unwrap_or(answer)
        .chars()
        .all(|c| c.is_ascii_digit());
    !number
        && input
            .split(|c: char| !c.is_alphanumeric())
            .any(|token| token == answer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lone_letter_answers_only_a_question_for_a_letter() {
        assert!(a_lone_letter(
            "x",
            &question("What is the total of your list?")
        ));
        assert!(!a_lone_letter("xy", &question("What is the code?")));
        assert!(!a_lone_letter("7", &question("What is the total?")));
        assert!(!a_lone_letter("B", &question("Which letter comes last?")));
    }

    fn question(text: &str) -> Question {
        Question {
            text: text.to_owned(),
            paragraph: text.to_owned(),
            ..Question::default()
        }
    }

    #[test]
    fn a_value_on_the_way_is_no_result() {
        let asked = question("What will your final score be if you multiply them?");
        assert!(product_not_shown("In this case, the sum is 188.", &asked));
        assert!(!product_not_shown("188 * 24 = 4512.", &asked));
        let asked = question("How many lanternfish would there be after 80 days?");
        assert!(at_another_count(
            "After 18 days, there are a total of 26 fish.",
            "26",
            "3,4",
            &asked,
            &[]
        ));
        assert!(!at_another_count(
            "After 80 days, there would be a total of 5934.",
            "5934",
            "3,4",
            &asked,
            &[]
        ));
        let asked = question("How many points are affected in the 50x50 area?");
        assert!(at_another_count(
            "In the 10x10 area, it is 27.",
            "27",
            "",
            &asked,
            &[]
        ));
        assert!(!at_another_count(
            "It is 27.",
            "27",
            "",
            &question("How many points?"),
            &[]
        ));
        let asked = question("What is the total for 1000 rows?");
        assert!(!at_another_count(
            "The total would be 4 + 4 = 8.",
            "8",
            "5 1",
            &asked,
            &[]
        ));
        let asked = question("What will be the 30000000th number spoken?");
        assert!(!at_another_count(
            "Given 0,3,6, the 30000000th number is 175594.",
            "175594",
            "0,3,6",
            &asked,
            &[]
        ));
    }

    #[test]
    fn a_threshold_and_a_mark_are_no_results() {
        assert!(named_by(
            "80",
            &question("How many lanternfish would there be after 80 days?")
        ));
        assert!(!named_by(
            "8",
            &question("How many lanternfish would there be after 80 days?")
        ));
        assert!(marks_the_example("AA", "Valve AA has flow rate=0\n"));
        assert!(!marks_the_example("5", "0,9 -> 5,9\n"));
        assert!(!marks_the_example("CMZ", "[Z] [M] [P]\n"));
    }
}
