//! A paragraph's or list item's own words as the rules read them: one line
//! of text in which each `<code>` stays one piece, marked as code or as an
//! answer the site emphasises, and split into sentences.

use crate::page::html::{Element, Node};

/// Marks around a plain code, an emphasised answer, a code sum
/// (`1 + 2 = 3`) and a number emphasised without a code (`<em>15</em>`):
/// characters of Unicode's private use area, which no page holds.
const CODE: (char, char) = ('\u{E000}', '\u{E001}');
const ANSWER: (char, char) = ('\u{E002}', '\u{E003}');
const SUM: (char, char) = ('\u{E004}', '\u{E005}');
const NUMBER: (char, char) = ('\u{E006}', '\u{E007}');
const MARKS: [(char, char); 4] = [CODE, ANSWER, SUM, NUMBER];

/// A value a sentence names: a code's text, or an answer it emphasises.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Value {
    pub text: String,
    pub emphasised: bool,
    /// A number emphasised without a code: read as a plain code where a
    /// sentence gives an answer, never as an example's input.
    pub loose: bool,
}

impl Value {
    /// True when it can be an example written inline: a plain code (not
    /// an answer, not a loose number) of one line with text in it.
    pub fn is_inline_input(&self) -> bool {
        !self.emphasised && !self.loose && !self.text.contains('\n') && could_be_input(&self.text)
    }
}

/// True when `text`, a code written inline, could be a puzzle's input, and
/// not a piece quoted in a sentence: not empty (nor an empty string
/// literal, `""`), nothing left out of it
/// (`[...]`, `…`), and no lone letter, which names a thing (a lone digit
/// is a number, and a lone mark a move, which an input can be).
pub fn could_be_input(text: &str) -> bool {
    let text = text.trim();
    let elided = text.contains("[...]") || text.contains('…') || text == "...";
    let lone_letter = text.chars().count() == 1 && text.chars().all(char::is_alphabetic);
    // `""`: an empty string, quoted as such.
    let empty_literal = text.chars().all(|c| c == '"' || c == '\'');
    !text.is_empty() && !elided && !lone_letter && !empty_literal
}

/// The own words of `element` (a paragraph or a list item: not its
/// sub-lists or code blocks) on one line, codes marked.
pub fn marked(element: &Element) -> String {
    let mut text = String::new();
    mark(element, &mut text);
    squeeze(&text)
}

fn mark(element: &Element, text: &mut String) {
    for node in &element.children {
        let child = match node {
            Node::Text(more) => {
                text.push_str(more);
                continue;
            }
            Node::Element(child) => child,
        };
        match child.name.as_str() {
            "ul" | "ol" | "pre" | "li" => {}
            "br" => text.push('\n'),
            "code" => {
                if let Some(answer) = only_child(child, "em") {
                    push(text, ANSWER, &answer);
                } else {
                    let code = child.text();
                    let kind = if sum_result(&code).is_some() {
                        SUM
                    } else {
                        CODE
                    };
                    push(text, kind, &code);
                }
            }
            "em" => match only_child(child, "code") {
                Some(answer) => push(text, ANSWER, &answer),
                // A number emphasised without a code reads as a plain one.
                None if is_whole_number(&child.text()) => push(text, NUMBER, &child.text()),
                None => mark(child, text),
            },
            _ => mark(child, text),
        }
    }
}

/// True when `c` opens a marked value.
fn is_open(c: char) -> bool {
    MARKS.iter().any(|(open, _)| *open == c)
}

/// True when `c` closes a marked value.
fn is_close(c: char) -> bool {
    MARKS.iter().any(|(_, close)| *close == c)
}

/// True when `c` is a mark.
fn is_mark(c: char) -> bool {
    is_open(c) || is_close(c)
}

/// The characters of marked `text` with their places, each with whether it
/// is prose: outside every marked value, and no mark.
pub fn in_prose(text: &str) -> impl Iterator<Item = (usize, char, bool)> + '_ {
    let mut inside = false;
    text.char_indices().map(move |(at, c)| {
        if is_open(c) {
            inside = true;
        } else if is_close(c) {
            inside = false;
            return (at, c, false);
        }
        (at, c, !inside)
    })
}

/// The result of a code sum (`1 + 2 = 3`), when it is plausible as an
/// answer.
fn sum_result(code: &str) -> Option<&str> {
    let (_, result) = code.rsplit_once(" = ")?;
    Some(result.trim()).filter(|result| plausible(result))
}

fn push(text: &mut String, (open, close): (char, char), value: &str) {
    text.push(open);
    text.push_str(value.trim_matches(is_mark));
    text.push(close);
}

/// The text of `element`'s one child element named `name`, when it holds
/// nothing else, trimmed and plausible as an answer.
fn only_child(element: &Element, name: &str) -> Option<String> {
    let mut children = element
        .children
        .iter()
        .filter(|node| !matches!(node, Node::Text(text) if text.trim().is_empty()));
    match (children.next(), children.next()) {
        (Some(Node::Element(child)), None) if child.name == name => {
            let text = child.text().trim().to_owned();
            plausible(&text).then_some(text)
        }
        _ => None,
    }
}

/// `text` with each run of white space outside codes made one space, and
/// trimmed.
fn squeeze(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for (_, c, prose) in in_prose(text) {
        if prose && c.is_whitespace() {
            space = true;
            continue;
        }
        if space && !out.is_empty() {
            out.push(' ');
        }
        space = false;
        out.push(c);
    }
    out
}

/// True when `text` is a whole number and nothing else.
pub fn is_whole_number(text: &str) -> bool {
    let digits = text.strip_prefix('-').unwrap_or(text);
    !digits.is_empty() && digits.bytes().all(|byte| byte.is_ascii_digit())
}

/// What a piece of text is, as the rules that read its numbers and words
/// take it apart ([`pieces`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    /// Digits, with the minus sign before them where there is one.
    Number,
    /// Letters.
    Word,
    /// A run of spaces (or tabs, or line ends).
    Space,
    /// Any other character, alone.
    Other,
}

/// The pieces of `text` in order, each with the byte where it starts and
/// its text: the one reading of numbers and words that a line's form
/// ([`super::shape`]), the values a sentence names ([`super::sizes`]) and
/// the numbers of your input ([`super::yours`]) share.
pub fn pieces(text: &str) -> impl Iterator<Item = (Piece, usize, &str)> + '_ {
    let mut chars = text.char_indices().peekable();
    std::iter::from_fn(move || {
        let (start, c) = chars.next()?;
        let signed = c == '-' && chars.peek().is_some_and(|(_, next)| next.is_ascii_digit());
        let (piece, more): (Piece, fn(char) -> bool) = if c.is_ascii_digit() || signed {
            (Piece::Number, |c| c.is_ascii_digit())
        } else if c.is_alphabetic() {
            (Piece::Word, char::is_alphabetic)
        } else if c.is_whitespace() {
            (Piece::Space, char::is_whitespace)
        } else {
            (Piece::Other, |_| false)
        };
        while chars.next_if(|&(_, next)| more(next)).is_some() {}
        let end = chars.peek().map_or(text.len(), |&(at, _)| at);
        Some((piece, start, &text[start..end]))
    })
}

/// True when `answer` could be one: one line, short, no space, a letter or
/// a digit in it (`mask = ....` sets no answer of `....`).
pub fn plausible(answer: &str) -> bool {
    answer.len() <= 64
        && !answer.contains(char::is_whitespace)
        && answer.contains(char::is_alphanumeric)
}

/// The sentences of marked `text`: each ends at a `.`, `?` or `!` outside
/// codes that is followed by a space or the end.
pub fn sentences(text: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut start = 0;
    for (at, c, prose) in in_prose(text) {
        let end = at + c.len_utf8();
        if prose
            && matches!(c, '.' | '?' | '!')
            && (end == text.len() || text[end..].starts_with(' '))
        {
            found.push(text[start..end].trim());
            start = end;
        }
    }
    if !text[start..].trim().is_empty() {
        found.push(text[start..].trim());
    }
    found
}

/// The last sentence of marked `text`, or nothing.
pub fn last_sentence(text: &str) -> &str {
    sentences(text).pop().unwrap_or("")
}

/// The values `text` names, in order. A code sum's result is an answer on
/// a page that emphasises answers (`styled`), else a plain code.
pub fn values(text: &str, styled: bool) -> Vec<Value> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find(is_open) {
        let mark = rest[open..].chars().next().unwrap_or(CODE.0);
        let close = MARKS
            .iter()
            .find(|(opens, _)| *opens == mark)
            .map_or(CODE.1, |(_, close)| *close);
        let inner = &rest[open + mark.len_utf8()..];
        let end = inner.find(close).unwrap_or(inner.len());
        let shown = &inner[..end];
        let text = match sum_result(shown) {
            Some(result) if mark == SUM.0 => result,
            _ => shown,
        };
        found.push(Value {
            text: text.to_owned(),
            emphasised: mark == ANSWER.0 || (mark == SUM.0 && styled),
            loose: mark == NUMBER.0,
        });
        rest = inner.get(end + close.len_utf8()..).unwrap_or("");
    }
    found
}

/// True when `text` names an answer the site emphasises (not a code sum).
pub fn emphasises(text: &str) -> bool {
    text.contains(ANSWER.0)
}

/// True when marked `text` starts with a code.
pub fn starts_with_code(text: &str) -> bool {
    text.starts_with(CODE.0)
}

/// True when marked `text` starts with code `code` and a colon
/// (`` `FBFB`: row 70, seat ID 567 ``).
pub fn starts_with_code_and_colon(text: &str, code: &str) -> bool {
    text.strip_prefix(CODE.0)
        .and_then(|rest| rest.strip_prefix(code))
        .and_then(|rest| rest.strip_prefix(CODE.1))
        .is_some_and(|rest| rest.starts_with(':'))
}

/// Marked `text` as words to show: marks dropped, on one line.
pub fn plain(text: &str) -> String {
    text.chars()
        .filter(|c| !is_mark(*c))
        .map(|c| if c == '\n' { ' ' } else { c })
        .collect()
}

/// Marked `text` with the parenthesised asides left out (a sentence that is
/// all one aside is read as its inside).
pub fn without_asides(text: &str) -> String {
    let mut inner = text.trim();
    if let Some(inside) = inner
        .strip_prefix('(')
        .and_then(|rest| rest.trim_end_matches('.').strip_suffix(')'))
    {
        inner = inside;
    }
    let mut out = String::new();
    let mut depth = 0usize;
    for (_, c, prose) in in_prose(inner) {
        if prose && c == '(' {
            depth += 1;
            continue;
        } else if prose && c == ')' && depth > 0 {
            depth -= 1;
            continue;
        }
        if depth == 0 {
            out.push(c);
        }
    }
    out
}

/// Numbers from two up spelled in words.
const SPELLED: [(&str, u64); 26] = [
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
    ("eleven", 11),
    ("twelve", 12),
    ("thirteen", 13),
    ("fourteen", 14),
    ("fifteen", 15),
    ("sixteen", 16),
    ("seventeen", 17),
    ("eighteen", 18),
    ("nineteen", 19),
    ("twenty", 20),
    ("thirty", 30),
    ("forty", 40),
    ("fifty", 50),
    ("hundred", 100),
    ("thousand", 1_000),
    ("million", 1_000_000),
    ("billion", 1_000_000_000),
];

/// The number `word` (lower-case) spells, from two up.
pub fn spelled_value(word: &str) -> Option<u64> {
    SPELLED
        .iter()
        .find(|(spelled, _)| *spelled == word)
        .map(|&(_, value)| value)
}

/// The counts `text` (marked) spells in words ("after ten rounds", "fifty
/// billion"), as digits: each word its own number, "ten thousand" as
/// 10000 too. "One" is left out: it names a thing as often as a count.
pub fn spelled(text: &str) -> Vec<String> {
    let words: Vec<String> = plain(text)
        .split(|c: char| !c.is_alphabetic())
        .map(str::to_lowercase)
        .collect();
    let value = |word: &String| spelled_value(word);
    let mut found = Vec::new();
    for (at, word) in words.iter().enumerate() {
        let Some(number) = value(word) else {
            continue;
        };
        found.push(number.to_string());
        if let Some(scale) = words
            .get(at + 1)
            .and_then(value)
            .filter(|&scale| scale >= 100)
        {
            found.push((number * scale).to_string());
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_are_numbers_words_spaces_and_single_characters() {
        let read: Vec<(Piece, usize, &str)> = pieces("x=-12,  Ab3 é-").collect();
        assert_eq!(
            read,
            [
                (Piece::Word, 0, "x"),
                (Piece::Other, 1, "="),
                (Piece::Number, 2, "-12"),
                (Piece::Other, 5, ","),
                (Piece::Space, 6, "  "),
                (Piece::Word, 8, "Ab"),
                (Piece::Number, 10, "3"),
                (Piece::Space, 11, " "),
                (Piece::Word, 12, "é"),
                (Piece::Other, 14, "-"),
            ]
        );
    }
}
