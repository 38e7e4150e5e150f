//! The values a sentence names of things, as the sizes of [`super`]
//! compare them: `2 iterations`, `two workers`, `y=10`, `value-61`, `11
//! tiles wide`, `7x7`, `at most 20`, `from 0 to 6`.

use super::super::words::{Piece, pieces, spelled_value};
use super::stem;

/// A value of a thing a sentence names: `2 iterations`, `y=10`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quantity {
    /// The thing, as the rules compare it (a unit's stem, a label).
    pub thing: String,
    /// Its name, as the sentence writes it.
    pub name: String,
    pub value: i64,
    /// A value given, never a result: a label's (`y=10`), a width, a
    /// height, a bound.
    pub given: bool,
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

/// The values plain `text` names of things: a number and the unit after
/// it (`2 iterations`, `two workers`, `60+ second`), a label and its value
/// (`y=10`), a width and a height (`11 tiles wide and 7 tiles tall`,
/// `7x7`), and a bound (`at most 20`).
pub fn quantities(text: &str) -> Vec<Quantity> {
    let tokens = tokens(&hyphen_labels(text));
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
        // `from 0 to 6`: a range, bounded by its end.
        if before(1) == Some("to")
            && before(2).and_then(number).is_some()
            && before(3) == Some("from")
        {
            found.push(Quantity::of("at_most", "at_most", value).given());
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

/// `text` with a word joined to a number by a hyphen read as a label
/// (`value-61` as `value=61`): no number below zero follows a letter.
fn hyphen_labels(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    let mut last = ' ';
    while let Some(c) = chars.next() {
        let joins =
            c == '-' && last.is_alphabetic() && chars.peek().is_some_and(char::is_ascii_digit);
        out.push(if joins { '=' } else { c });
        last = c;
    }
    out
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
