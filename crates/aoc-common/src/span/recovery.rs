//! Where a missing literal most likely belongs, and what to say of text
//! that parts ways with a literal: the error recovery that puts a mistake at
//! the first character that cannot belong (see the crate's "Where an error
//! points"). Everything here runs only once an error is certain.

use crate::{Found, ParseError, Span};

impl<'a> Span<'a> {
    /// The error for a piece that does not start with `literal`: at the
    /// first character where the two part ways.
    #[cold]
    pub(super) fn prefix_error(self, literal: &str) -> ParseError {
        let text = self.text();
        // The longest common prefix, in whole characters, and whether the
        // two part ways inside a word ("along" against "at").
        let (same, inside_word) = text
            .char_indices()
            .zip(literal.chars())
            .find(|&((_, a), b)| a != b)
            .map_or_else(
                || (text.len().min(literal.len()), false),
                |((offset, a), b)| (offset, a.is_alphanumeric() && b.is_alphanumeric()),
            );
        // Inside a word, point at the word's start: "expected "along "".
        let same = match inside_word {
            true => literal[..same]
                .rfind(|c: char| !c.is_alphanumeric())
                .map_or(0, |before| before + 1),
            false => same,
        };
        self.literal_error(0, same, literal)
    }

    /// The error for `literal`, which stands from byte `start` of the piece
    /// and goes wrong at byte `differs`, where the error points. Where some
    /// of it is there, the literal is quoted from that column on, and what
    /// stands in its place as far as that is long (`expected "-> ", found
    /// "=> "`; inside a word, from the word's start: `expected "position:
    /// ", found "positon: 8"`); where none of it is, what follows is shown
    /// (`expected " ", found "x=1"`: the separator is missing before it).
    #[cold]
    fn literal_error(self, start: usize, differs: usize, literal: &str) -> ParseError {
        if differs == start {
            return self.after(differs).error(format!("{literal:?}"));
        }
        // Where the piece ends first, what is missing is the rest; where a
        // tab stands for a space, the tab is the fault, and named so.
        if differs == self.text().len() || self.text()[differs..].starts_with('\t') {
            // The text up to `differs` is the literal's beginning, byte for
            // byte.
            return self.after(differs).error(rest_of(literal, differs - start));
        }
        // Both quotes start at the column the error names: the literal
        // from there on, and what stands in its place, as far as that is
        // long.
        let expected = &literal[differs - start..];
        let mut error = self.after(differs).error(rest_of(literal, differs - start));
        let from = &self.text()[differs..];
        let length = from
            .char_indices()
            .nth(expected.chars().count())
            .map_or(from.len(), |(at, _)| at);
        error.found = Found::text(&from[..length]);
        error
    }

    /// For a `literal` that the piece does not contain: where it belongs (a
    /// byte offset) and the error there. At a stand-in or a partial copy of
    /// it (see [`Span::missing`]); else after the word or the number the
    /// piece starts with (ASCII letters, or digits after an optional `-`),
    /// which is what comes before a separator: `forward7` wants its space
    /// before the `7`. Where the literal has white space and more (`" -> "`,
    /// `" | "`), the words before it may have white space and digits too.
    pub(super) fn missing_at(self, literal: &str) -> (usize, ParseError) {
        self.missing(literal).unwrap_or_else(|| {
            let text = self.text();
            let spaced = literal.contains(char::is_whitespace) && !literal.trim().is_empty();
            let sign = usize::from(text.starts_with('-'));
            let digits = text[sign..].starts_with(|c: char| c.is_ascii_digit());
            let in_token = |c: char| match () {
                () if spaced => c.is_ascii_alphanumeric() || c.is_whitespace(),
                () if digits => c.is_ascii_digit(),
                () => c.is_ascii_alphabetic(),
            };
            let at = text[sign..]
                .find(|c: char| !in_token(c))
                .map_or(text.len(), |at| sign + at);
            (at, self.after(at).error(format!("{literal:?}")))
        })
    }

    /// For a `literal` that the piece does not contain: where it most likely
    /// starts (a byte offset) and an error where it goes wrong from there, if
    /// any place looks like it.
    ///
    /// First choice, the first place where the literal stands with one of
    /// its marks replaced by another of the same kind: punctuation for
    /// punctuation (`=>` for `->`, `_` for `-`), white space for white space
    /// (a tab for a space). Second, the longest beginning of the literal (two
    /// characters at least, or one that runs to the end of the piece) at the
    /// place where it breaks off.
    pub(super) fn missing(self, literal: &str) -> Option<(usize, ParseError)> {
        let text = self.text();
        let wanted: Vec<char> = literal.chars().collect();
        let kind = |c: char| match c {
            c if c.is_alphanumeric() => None,
            c if c.is_whitespace() => Some(true),
            _ => Some(false),
        };
        // Each place the literal could start: its byte offset, and how many
        // of the literal's characters the text there matches before the
        // first difference, and what the text holds at that difference.
        let places = text.char_indices().map(|(at, _)| {
            let from_here = &text[at..];
            let same = from_here
                .chars()
                .zip(&wanted)
                .take_while(|(found, want)| found == *want)
                .count();
            let differs_at = at
                + from_here
                    .chars()
                    .take(same)
                    .map(char::len_utf8)
                    .sum::<usize>();
            (at, same, differs_at)
        });
        // One mark in place of another, the rest of the literal all there.
        let substituted = places.clone().find(|&(_, same, differs_at)| {
            let (Some(found), Some(&want)) = (text[differs_at..].chars().next(), wanted.get(same))
            else {
                return false;
            };
            let after = &text[differs_at + found.len_utf8()..];
            let rest = &wanted[same + 1..];
            kind(found).is_some()
                && kind(found) == kind(want)
                && after.chars().count() >= rest.len()
                && after.chars().zip(rest).all(|(a, b)| a == *b)
        });
        // The longest beginning of the literal; the first of equals.
        let broken_off = || {
            places
                .clone()
                .filter(|&(_, same, differs_at)| {
                    same >= 2 || (same == 1 && differs_at == text.len())
                })
                .min_by_key(|&(at, same, _)| (std::cmp::Reverse(same), at))
        };
        let (at, _, differs_at) = substituted.or_else(broken_off)?;
        Some((at, self.literal_error(at, differs_at, literal)))
    }
}

/// What is expected of `literal` from byte `at` on, where the piece ended,
/// quoted; where `at` is in the middle of a word ("pos" for "position"),
/// the whole word is named.
fn rest_of(literal: &str, at: usize) -> String {
    let (before, rest) = literal.split_at(at);
    let alphanumeric = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    if !(alphanumeric(before.chars().next_back()) && alphanumeric(rest.chars().next())) {
        return format!("{rest:?}");
    }
    let start = before
        .rfind(|c: char| !c.is_alphanumeric())
        .map_or(0, |space| space + 1);
    let end = rest
        .find(|c: char| !c.is_alphanumeric())
        .map_or(literal.len(), |end| at + end);
    format!("{rest:?} (to finish the word {:?})", &literal[start..end])
}

#[cfg(test)]
mod tests {
    use crate::span::tests::first;

    #[test]
    fn a_missing_literal_is_looked_for_where_it_most_likely_belongs() {
        let error = |text, template| first(text).pattern::<2>(template).unwrap_err().to_string();
        assert_eq!(
            error("CH => B", "{} -> {}"),
            r#"line 1, column 4: expected "-> ", found "=> ""#
        );
        // A literal half matched is quoted from the column named, beside
        // what stands in its place, as long as that.
        let literal = |text, literal| first(text).literal(literal).unwrap_err().to_string();
        assert_eq!(
            literal("fold  along x=3", "fold along x=3"),
            r#"line 1, column 6: expected "along x=3", found " along x=""#
        );
        // None of it there: what stands there, as it is.
        assert_eq!(
            literal("###B#C#B#D###", "  #A#B#C#D#"),
            r####"line 1, column 1: expected "  #A#B#C#D#", found "###B#C#B#D###""####
        );
        assert_eq!(
            error("CH ->B", "{} -> {}"),
            r#"line 1, column 6: expected " ", found "B""#
        );
        assert_eq!(
            error("CH -", "{} -> {}"),
            r#"line 1, column 5: expected "> ", found end of line"#
        );
        assert_eq!(
            error("CHB", "{} -> {}"),
            r#"line 1, column 4: expected " -> ", found end of line"#
        );
        let error = first("kd_end").split_once("-").unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 1, column 3: expected "-", found "_end""#
        );
    }
}
