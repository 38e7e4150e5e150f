//! Words from a set ([`Span::one_of`], [`Span::one_of_or_else`], with
//! [`table`] for a table of words; [`words`], the same as a parser of a
//! hole), pieces of allowed characters
//! ([`Span::only`]) and names in one case ([`Span::letter_case`]).

use crate::{ParseError, Span};

/// What [`Span::phrase`] says of a number with more words after it: inside
/// a name, and at its start.
const NUMBER_INSIDE: &str = "a word of a name, not a number (a separator missing before it?)";
const NUMBER_FIRST: &str = "a name, not a number before it (a count not split off?)";

impl<'a> Span<'a> {
    /// The value paired with the piece's text in `choices`; anything else is
    /// an error that lists what is allowed, at the piece's start, or, where
    /// the piece starts with a listed word, where what follows it starts.
    ///
    /// ```
    /// let line = aoc_common::lines("sideways 3").next().unwrap();
    /// let (word, _) = line.split_once(" ")?;
    /// let error = word.one_of(&[("forward", 0), ("down", 1), ("up", 2)]).unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     r#"line 1, column 1: expected one of "forward", "down", "up", found "sideways""#,
    /// );
    /// let line = aoc_common::lines("inp w 5").next().unwrap();
    /// let (_, register) = line.split_once(" ")?;
    /// let error = register.one_of(&[("w", 0), ("x", 1), ("y", 2), ("z", 3)]).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 6: expected nothing more after "w", found " 5""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn one_of<T: Clone>(self, choices: &[(&str, T)]) -> Result<T, ParseError> {
        self.word_of(choices).ok_or_else(|| {
            self.word_followed_by_more(choices)
                .unwrap_or_else(|| self.error(format!("one of {}", quoted_words(choices))))
        })
    }

    /// Where the piece starts with a word of `choices` (the longest) and
    /// more follows it: the error at what follows.
    pub(super) fn word_followed_by_more<T>(self, choices: &[(&str, T)]) -> Option<ParseError> {
        let text = self.text();
        choices
            .iter()
            .map(|&(word, _)| word)
            .filter(|word| !word.is_empty() && word.len() < text.len() && text.starts_with(word))
            .max_by_key(|word| word.len())
            .map(|word| self.after(word.len()).surplus_after(word))
    }

    /// The value paired with the piece's text in `choices`, or else what
    /// `otherwise` makes of the piece: day 24's "a register or a number".
    /// When neither fits, the error is the one that reads further into the
    /// piece (a listed word followed by more, or `otherwise`'s own); where
    /// both stop at the piece's start, it lists the words and then what
    /// `otherwise` expected.
    ///
    /// ```
    /// #[derive(Clone, Debug, PartialEq)]
    /// enum Operand { Register(usize), Number(i64) }
    /// let registers = [("w", Operand::Register(0)), ("x", Operand::Register(1))];
    /// let operand = |piece: aoc_common::Span| {
    ///     piece.one_of_or_else(&registers, |piece| piece.number().map(Operand::Number))
    /// };
    /// let line = aoc_common::lines("add x -7").next().unwrap();
    /// let [_, a, b] = line.split_n(" ")?;
    /// assert_eq!((operand(a)?, operand(b)?), (Operand::Register(1), Operand::Number(-7)));
    ///
    /// let line = aoc_common::lines("add x v").next().unwrap();
    /// let [_, _, b] = line.split_n(" ")?;
    /// assert_eq!(
    ///     operand(b).unwrap_err().to_string(),
    ///     r#"line 1, column 7: expected one of "w", "x", or a 64-bit integer, found "v""#,
    /// );
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn one_of_or_else<T: Clone>(
        self,
        choices: &[(&str, T)],
        otherwise: impl FnOnce(Self) -> Result<T, ParseError>,
    ) -> Result<T, ParseError> {
        if let Some(value) = self.word_of(choices) {
            return Ok(value);
        }
        otherwise(self).map_err(|error| {
            let at_start = (error.line, error.column) == (self.line, Some(self.column()));
            match self.word_followed_by_more(choices) {
                // The error further into the piece is where it goes wrong.
                Some(more) if at_start || more.column > error.column => more,
                None if at_start => {
                    let words = quoted_words(choices);
                    self.error(format!("one of {words}, or {}", error.expected))
                }
                _ => error,
            }
        })
    }

    /// The name [`Span::one_of_or_else`] had.
    #[doc(hidden)]
    #[deprecated(
        note = "use `.one_of_or_else(choices, f)`: the same, named as std names a fallback that is a closure"
    )]
    #[inline]
    pub fn one_of_or<T: Clone>(
        self,
        choices: &[(&str, T)],
        otherwise: impl FnOnce(Self) -> Result<T, ParseError>,
    ) -> Result<T, ParseError> {
        self.one_of_or_else(choices, otherwise)
    }

    /// The value paired with the piece's text in `choices`.
    pub(super) fn word_of<T: Clone>(self, choices: &[(&str, T)]) -> Option<T> {
        let text = self.text();
        choices
            .iter()
            .find(|(word, _)| *word == text)
            .map(|(_, value)| value.clone())
    }

    /// The piece's text, as a word: not empty, and no white space in it. A
    /// hole's parser as it is (`Span::word`), with no closure to write: day
    /// 12's caves, day 8's patterns.
    ///
    /// ```
    /// use aoc_common::{Span, records};
    /// let paths = records("start-A\nA-end\n", |line| line.pattern_with("{}-{}", (Span::word, Span::word)))?;
    /// assert_eq!(paths, [("start", "A"), ("A", "end")]);
    /// let error = records("start-\n", |line| line.pattern_with("{}-{}", (Span::word, Span::word)));
    /// assert_eq!(error.unwrap_err().to_string(), "line 1, column 7: expected a word, found end of line");
    /// let error = records("st art-A\n", |line| line.pattern_with("{}-{}", (Span::word, Span::word)));
    /// assert_eq!(error.unwrap_err().to_string(), r#"line 1, column 3: expected a word without white space, found " ""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn word(self) -> Result<&'a str, ParseError> {
        let text = self.text();
        if text.is_empty() {
            return Err(self.error("a word"));
        }
        match text.find(char::is_whitespace) {
            None => Ok(text),
            Some(at) => {
                let space = self.after(at).chars().next().unwrap_or(self);
                Err(space.error("a word without white space"))
            }
        }
    }

    /// The piece's text as a name of one or more words (`shiny gold`, `New
    /// York`, `Route 66`), each word letters or digits, one space between,
    /// and no number but the last word: a hole's parser as it is
    /// (`Span::phrase`), and the names of several words of an edge line for
    /// [`graph_with`](crate::graph_with). An error at the first character
    /// that cannot belong: a mark (`dark red,1`: at the `,`), a second
    /// space, a tab, or a number with words after it (`dark red 1 faded
    /// blue`: at the `1`, where a separator is missing before it).
    ///
    /// ```
    /// use aoc_common::{ParseError, Span, records};
    /// fn rule(line: Span<'_>) -> Result<(&str, u8), ParseError> {
    ///     line.pattern_with("{}: {}", (Span::phrase, Span::number::<u8>))
    /// }
    /// assert_eq!(records("shiny gold: 2\nfaded blue: 0\n", rule)?, [("shiny gold", 2), ("faded blue", 0)]);
    /// let error = records("dark red,1 faded blue: 3\n", rule).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 9: expected a letter, a digit or a space between words, found ",""#);
    /// let error = records("dark  red: 3\n", rule).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 6: expected a word (one space between words), found " ""#);
    /// assert_eq!(records("Route 66: 1\n", rule)?, [("Route 66", 1)]);
    /// let error = records("2 dark red: 3\n", rule).unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     r#"line 1, column 1: expected a name, not a number before it (a count not split off?), found "2""#
    /// );
    /// let error = records("dark red 1 faded blue: 3\n", rule).unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     r#"line 1, column 10: expected a word of a name, not a number (a separator missing before it?), found "1""#
    /// );
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn phrase(self) -> Result<&'a str, ParseError> {
        let text = self.text();
        if text.is_empty() {
            return Err(self.error("a name"));
        }
        // Where the word being read starts, while one is; the word before
        // it where that is a number, which only a name's last word may be.
        let (mut word, mut number): (Option<usize>, Option<Span<'a>>) = (None, None);
        for (at, c) in text.char_indices().chain([(text.len(), ' ')]) {
            let expected = match (c, word) {
                (_, None) if at == text.len() => "a word after the space",
                (' ' | '\t', None) => "a word (one space between words)",
                ('\t', Some(_)) => "\" \"",
                (' ', Some(start)) => {
                    let piece = self.slice(start, at);
                    number = piece.text().chars().all(char::is_numeric).then_some(piece);
                    word = None;
                    continue;
                }
                (c, None) if c.is_alphanumeric() => {
                    if let Some(number) = number {
                        let first = number.start() == self.start();
                        return Err(number.error(if first { NUMBER_FIRST } else { NUMBER_INSIDE }));
                    }
                    word = Some(at);
                    continue;
                }
                (c, Some(_)) if c.is_alphanumeric() => continue,
                _ => "a letter, a digit or a space between words",
            };
            let at = self.after(at).chars().next().unwrap_or(self.after(at));
            return Err(at.error(expected));
        }
        Ok(text)
    }

    /// The piece itself, if it is not empty and every character passes
    /// `allowed`; otherwise an error at the first character that does not.
    /// `expected` describes the allowed characters.
    ///
    /// ```
    /// let line = aoc_common::lines("kd-eNd").next().unwrap();
    /// let (_, to) = line.split_once("-")?;
    /// let error = to.only("lower-case letters", |c| c.is_ascii_lowercase()).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 5: expected lower-case letters, found "N""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn only(self, expected: &str, allowed: impl Fn(char) -> bool) -> Result<Self, ParseError> {
        // An empty piece is an error there too.
        self.map_chars(expected, |c| allowed(c).then_some(()))?;
        Ok(self)
    }

    /// The case of a name written all in upper-case or all in lower-case
    /// ASCII letters: day 12's caves, big (`"HN"`) or small (`"dc"`). The
    /// first letter sets the case; a letter of the other case is an error at
    /// it, anything but a letter too, and an empty piece where it is.
    ///
    /// ```
    /// use aoc_common::LetterCase;
    /// let line = aoc_common::lines("start-HN").next().unwrap();
    /// let (from, to) = line.split_once("-")?;
    /// assert_eq!((from.letter_case()?, to.letter_case()?), (LetterCase::Lower, LetterCase::Upper));
    ///
    /// let line = aoc_common::lines("kd-Nd").next().unwrap();
    /// let (_, to) = line.split_once("-")?;
    /// assert_eq!(
    ///     to.letter_case().unwrap_err().to_string(),
    ///     r#"line 1, column 5: expected an upper-case letter, as the name starts, found "d""#,
    /// );
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn letter_case(self) -> Result<LetterCase, ParseError> {
        let text = self.text().as_bytes();
        let case = match text.first() {
            Some(b'A'..=b'Z') => LetterCase::Upper,
            Some(b'a'..=b'z') => LetterCase::Lower,
            _ => {
                // The first character, or the empty piece itself.
                let first = self.chars().next().unwrap_or(self);
                return Err(first.error("a letter, upper-case or lower-case"));
            }
        };
        let same = |byte: &u8| match case {
            LetterCase::Upper => byte.is_ascii_uppercase(),
            LetterCase::Lower => byte.is_ascii_lowercase(),
        };
        match text.iter().position(|byte| !same(byte)) {
            None => Ok(case),
            Some(at) => {
                let expected = match (case, text[at].is_ascii_alphabetic()) {
                    (LetterCase::Upper, true) => "an upper-case letter, as the name starts",
                    (LetterCase::Lower, true) => "a lower-case letter, as the name starts",
                    (LetterCase::Upper, false) => "an upper-case letter",
                    (LetterCase::Lower, false) => "a lower-case letter",
                };
                let wrong = self.after(at).chars().next().unwrap_or(self);
                Err(wrong.error(expected))
            }
        }
    }
}

/// Which case a name is written in: [`Span::letter_case`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LetterCase {
    /// All upper-case, `"HN"`: day 12's big cave.
    Upper,
    /// All lower-case, `"dc"`: day 12's small cave.
    Lower,
}

/// Each word of a table paired with its index, for [`Span::one_of`]: what
/// [`table`] gives with the indices for values.
#[doc(hidden)]
#[deprecated(
    note = "use `table(WORDS, [0, 1, 2, 3])` (any values: `[0, 1].map(Operand::Register)`), or `words` for a hole's parser"
)]
pub const fn indexed<const N: usize>(words: [&str; N]) -> [(&str, usize); N] {
    let mut pairs = [("", 0); N];
    let mut index = 0;
    while index < N {
        pairs[index] = (words[index], index);
        index += 1;
    }
    pairs
}

/// Each word paired with the value at its place: a table for
/// [`Span::one_of`] and [`Span::one_of_or_else`] written as two rows, which stay
/// short where a row of pairs does not, any values.
///
/// ```
/// use aoc_common::table;
/// #[derive(Clone, Copy, Debug, PartialEq)]
/// enum Register { W, X, Y, Z }
/// let registers = table(["w", "x", "y", "z"], [Register::W, Register::X, Register::Y, Register::Z]);
/// let line = aoc_common::lines("inp y").next().unwrap();
/// let [_, register] = line.split_n(" ")?;
/// assert_eq!(register.one_of(&registers)?, Register::Y);
/// assert_eq!(table(["w", "x"], [0_u8, 1])[1], ("x", 1));
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn table<T: Clone, const N: usize>(words: [&str; N], values: [T; N]) -> [(&str, T); N] {
    std::array::from_fn(|index| (words[index], values[index].clone()))
}

/// A parser of a word from a table of pairs: what [`words`] gives with the
/// table written as two rows.
#[doc(hidden)]
#[deprecated(note = "use `words(WORDS, VALUES)`: the same parser, its table written as two rows")]
pub fn one_of<'w, T: Copy + 'w, const N: usize>(
    choices: [(&'w str, T); N],
) -> impl for<'a> Fn(Span<'a>) -> Result<T, ParseError> + Copy + 'w {
    move |piece| piece.one_of(&choices)
}

/// A parser of a word from a table written as two rows, words then values
/// ([`table`] and [`Span::one_of`] in one), for a hole of a template or
/// a line, with no closure to write; it can be given again and again (the
/// values are `Copy`: numbers, `char`s, enums without data). Day 2's
/// commands in a line:
///
/// ```
/// use aoc_common::{Span, words, records};
/// #[derive(Clone, Copy, Debug, PartialEq)]
/// enum Command { Forward, Down, Up }
/// use Command::*;
/// let command = words(["forward", "down", "up"], [Forward, Down, Up]);
/// let commands = records("forward 5\nup 3\n", |line| line.pattern_with("{} {}", (command, Span::number::<u32>)))?;
/// assert_eq!(commands, [(Forward, 5), (Up, 3)]);
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn words<'w, T: Copy + 'w, const N: usize>(
    words: [&'w str; N],
    values: [T; N],
) -> impl for<'a> Fn(Span<'a>) -> Result<T, ParseError> + Copy + 'w {
    let choices = table(words, values);
    move |piece| piece.one_of(&choices)
}

/// `"a", "b", "c"`: the words of `choices`, for an error message.
fn quoted_words<T>(choices: &[(&str, T)]) -> String {
    let words: Vec<String> = choices
        .iter()
        .map(|(word, _)| format!("{word:?}"))
        .collect();
    words.join(", ")
}
