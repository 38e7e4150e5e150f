//! What a line of an input looks like, letters and digits by kind: the
//! kinds of its characters, the words that recur on many lines, and a
//! line's form (see [`super`]).

use std::collections::{BTreeMap, BTreeSet};

use super::super::words::{Piece, pieces};

/// The kind of each character of `line`, the spaces around it aside: `a`
/// a lower-case letter, `A` a capital, `0` a digit (and a minus sign before
/// one), ` ` a space or a tab, any other character itself.
pub fn kinds(line: &str) -> impl Iterator<Item = char> + '_ {
    let line = line.trim();
    let mut chars = line.chars().peekable();
    std::iter::from_fn(move || {
        let c = chars.next()?;
        Some(match c {
            '-' if chars.peek().is_some_and(char::is_ascii_digit) => '0',
            c if c.is_lowercase() => 'a',
            c if c.is_uppercase() => 'A',
            c if c.is_ascii_digit() => '0',
            '\t' => ' ',
            c => c,
        })
    })
}

/// The words (two letters or more) on many of `lines`: on at least two and
/// at least one in twenty, where there are four lines or more.
pub fn keywords(lines: &[&str]) -> BTreeSet<String> {
    if lines.len() < 4 {
        return BTreeSet::new();
    }
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for line in lines {
        let words: BTreeSet<&str> = line
            .split(|c: char| !c.is_alphabetic())
            .filter(|word| word.chars().count() >= 2)
            .collect();
        for word in words {
            *counts.entry(word).or_default() += 1;
        }
    }
    let least = (lines.len() / 20).max(2);
    counts
        .into_iter()
        .filter(|&(_, count)| count >= least)
        .map(|(word, _)| word.to_owned())
        .collect()
}

/// The form of `line`: each number `0`, each word one of `keywords` as it
/// is and any other `a` (or `A`, capitalised), each run of spaces one
/// space, every other character as it is; and a list (`0 0 0`, `a, a, a`,
/// `R0,U0,L0`) as the same list of two items, however long it is.
pub fn form(line: &str, keywords: &BTreeSet<String>) -> String {
    let mut tokens: Vec<&str> = pieces(line.trim())
        .map(|(piece, _, text)| match piece {
            Piece::Number => "0",
            Piece::Word if keywords.contains(text) => text,
            Piece::Word if text.starts_with(char::is_uppercase) => "A",
            Piece::Word => "a",
            Piece::Space => " ",
            Piece::Other => text,
        })
        .collect();
    // A list, however long, as its item once: a run of one piece of up to
    // four tokens said again and again is that piece said once.
    let mut changed = true;
    while changed {
        changed = false;
        for length in 1..=4 {
            let mut at = 0;
            while at + 2 * length <= tokens.len() {
                if tokens[at..at + length] == tokens[at + length..at + 2 * length] {
                    tokens.drain(at + length..at + 2 * length);
                    changed = true;
                } else {
                    at += 1;
                }
            }
        }
    }
    tokens.concat()
}
