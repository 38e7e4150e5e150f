//! What separates the values of a list: see [`Span::split`](crate::Span::split).

/// Something that separates the pieces of a line.
///
/// Implemented for `&str` and `char` (each occurrence separates, so two in a
/// row leave an empty piece between them), for [`Spaces`] (runs of spaces, as
/// in day 4's boards) and for [`Whitespace`] (runs of any white space).
///
/// ```
/// use aoc_common::{Separator, Spaces, Whitespace};
/// let line = aoc_common::lines("1,,2").next().unwrap();
/// let pieces: Vec<&str> = line.split(',').map(|piece| piece.text()).collect();
/// assert_eq!(pieces, ["1", "", "2"]);
/// assert_eq!((",".find_in("1,2"), Whitespace.find_in("1 \t2")), (Some((1, 1)), Some((1, 2))));
/// assert_eq!(Spaces.find_in("1\t2  3"), Some((3, 2)));
/// assert_eq!((Spaces.describe(), Whitespace.describe()), ("spaces".to_owned(), "white space".to_owned()));
/// assert_eq!((" ".text(), Spaces.text()), (Some(" ".to_owned()), None));
/// ```
pub trait Separator: Copy {
    /// The byte offset and byte length of the first separator in `text`.
    fn find_in(&self, text: &str) -> Option<(usize, usize)>;

    /// How error messages name the separator.
    fn describe(&self) -> String;

    /// The separator's text, when it is one fixed text (a `&str` or a
    /// `char`): where a list has too few pieces, a stand-in for it (a tab
    /// for `" "`) is looked for, as [`Span::split_once`](crate::Span::split_once)
    /// does. `None` (the default) for runs such as [`Spaces`].
    fn text(&self) -> Option<String> {
        None
    }

    /// True when padding (see [`Separator::is_padding`]) at either end of
    /// the text is dropped before splitting.
    #[inline]
    fn ignores_ends(&self) -> bool {
        false
    }

    /// The characters dropped from either end when
    /// [`Separator::ignores_ends`]: white space unless a separator says
    /// otherwise.
    #[inline]
    fn is_padding(&self, c: char) -> bool {
        c.is_whitespace()
    }

    /// True when no separator can start inside a number (it holds no digit
    /// or `-` where it starts), so numbers can be read straight from the
    /// text with [`Separator::at_start`] between them. `false` (the default)
    /// reads each piece as the separator splits it.
    #[doc(hidden)]
    #[inline]
    fn apart_from_numbers(&self) -> bool {
        false
    }

    /// The byte length of the separator at the very start of `text` (the
    /// whole run, for a run), if it is there.
    #[doc(hidden)]
    #[inline]
    fn at_start(&self, text: &str) -> Option<usize> {
        self.find_in(text)
            .filter(|&(at, _)| at == 0)
            .map(|(_, length)| length)
    }
}

/// True when `separator` cannot start inside a number: see
/// [`Separator::apart_from_numbers`].
#[inline]
fn starts_apart(separator: &str) -> bool {
    separator
        .bytes()
        .next()
        .is_some_and(|first| !first.is_ascii_digit() && first != b'-')
}

impl Separator for &str {
    #[inline]
    fn find_in(&self, text: &str) -> Option<(usize, usize)> {
        // An empty separator would match everywhere: it separates nothing.
        if self.is_empty() {
            return None;
        }
        find(text, self).map(|at| (at, self.len()))
    }

    fn describe(&self) -> String {
        format!("{self:?}")
    }

    fn text(&self) -> Option<String> {
        Some((*self).to_owned())
    }

    #[inline]
    fn apart_from_numbers(&self) -> bool {
        starts_apart(self)
    }

    #[inline]
    fn at_start(&self, text: &str) -> Option<usize> {
        text.starts_with(*self).then_some(self.len())
    }
}

impl Separator for char {
    #[inline]
    fn find_in(&self, text: &str) -> Option<(usize, usize)> {
        text.find(*self).map(|at| (at, self.len_utf8()))
    }

    fn describe(&self) -> String {
        format!("{:?}", self.to_string())
    }

    fn text(&self) -> Option<String> {
        Some(self.to_string())
    }

    #[inline]
    fn apart_from_numbers(&self) -> bool {
        !self.is_ascii_digit() && *self != '-'
    }

    #[inline]
    fn at_start(&self, text: &str) -> Option<usize> {
        text.starts_with(*self).then_some(self.len_utf8())
    }
}

/// Runs of spaces, ignoring any at either end: day 4's right-aligned board
/// rows (` 2 19  33`) split into three numbers. A tab is not a space: it
/// stays inside a piece, where the piece's own check reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spaces;

impl Separator for Spaces {
    #[inline]
    fn find_in(&self, text: &str) -> Option<(usize, usize)> {
        // A space is one byte, and no other character holds that byte.
        let bytes = text.as_bytes();
        let at = bytes.iter().position(|&byte| byte == b' ')?;
        let run = bytes[at..].iter().take_while(|&&byte| byte == b' ').count();
        Some((at, run))
    }

    fn describe(&self) -> String {
        "spaces".to_owned()
    }

    #[inline]
    fn ignores_ends(&self) -> bool {
        true
    }

    #[inline]
    fn is_padding(&self, c: char) -> bool {
        c == ' '
    }

    #[inline]
    fn apart_from_numbers(&self) -> bool {
        true
    }

    // The run counted here rather than through `find_in`: day 4's boards
    // take 7% fewer instructions (callgrind) in `numbers_n`.
    #[inline]
    fn at_start(&self, text: &str) -> Option<usize> {
        let run = text.bytes().take_while(|&byte| byte == b' ').count();
        (run > 0).then_some(run)
    }
}

/// Runs of any white space (spaces, tabs, …), ignoring any at either end.
/// Where the puzzle's shape has spaces only, [`Spaces`] is the stricter fit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Whitespace;

/// Where `needle` first starts in `text`, as `str::find` says, with a fast
/// path for a one-byte needle (an ASCII character, which no other
/// character's bytes contain): day 4's `,`, day 2's ` `.
#[inline]
pub(crate) fn find(text: &str, needle: &str) -> Option<usize> {
    match needle.as_bytes() {
        &[byte] => text.bytes().position(|found| found == byte),
        _ => text.find(needle),
    }
}

/// The byte offset and length of the first run of characters that pass `is`.
fn find_run(text: &str, is: impl Fn(char) -> bool) -> Option<(usize, usize)> {
    let at = text.find(&is)?;
    let run = text[at..].find(|c: char| !is(c)).unwrap_or(text.len() - at);
    Some((at, run))
}

impl Separator for Whitespace {
    #[inline]
    fn find_in(&self, text: &str) -> Option<(usize, usize)> {
        find_run(text, char::is_whitespace)
    }

    fn describe(&self) -> String {
        "white space".to_owned()
    }

    #[inline]
    fn ignores_ends(&self) -> bool {
        true
    }

    #[inline]
    fn apart_from_numbers(&self) -> bool {
        true
    }
}
