//! What separates the values of a list: see [`Span::split`](crate::Span::split).

/// Something that separates the pieces of a line.
///
/// Implemented for `&str` and `char` (each occurrence separates, so two in a
/// row leave an empty piece between them) and for [`Whitespace`].
///
/// ```
/// use aoc_common::{Separator, Whitespace};
/// let line = aoc_common::lines("1,,2").next().unwrap();
/// let pieces: Vec<&str> = line.split(',').map(|piece| piece.text()).collect();
/// assert_eq!(pieces, ["1", "", "2"]);
/// assert_eq!((",".find_in("1,2"), Whitespace.find_in("1 \t2")), (Some((1, 1)), Some((1, 2))));
/// assert_eq!(Whitespace.describe(), "white space");
/// ```
pub trait Separator: Copy {
    /// The byte offset and byte length of the first separator in `text`.
    fn find_in(&self, text: &str) -> Option<(usize, usize)>;

    /// How error messages name the separator.
    fn describe(&self) -> String;

    /// True when white space at either end of the text is dropped before
    /// splitting.
    fn ignores_ends(&self) -> bool {
        false
    }
}

impl Separator for &str {
    fn find_in(&self, text: &str) -> Option<(usize, usize)> {
        // An empty separator would match everywhere: it separates nothing.
        if self.is_empty() {
            return None;
        }
        text.find(*self).map(|at| (at, self.len()))
    }

    fn describe(&self) -> String {
        format!("{self:?}")
    }
}

impl Separator for char {
    fn find_in(&self, text: &str) -> Option<(usize, usize)> {
        text.find(*self).map(|at| (at, self.len_utf8()))
    }

    fn describe(&self) -> String {
        format!("{:?}", self.to_string())
    }
}

/// Runs of white space, ignoring any at either end: day 4's right-aligned
/// board rows (` 2 19  33`) split into three numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Whitespace;

impl Separator for Whitespace {
    fn find_in(&self, text: &str) -> Option<(usize, usize)> {
        let at = text.find(char::is_whitespace)?;
        let run = text[at..]
            .find(|c: char| !c.is_whitespace())
            .unwrap_or(text.len() - at);
        Some((at, run))
    }

    fn describe(&self) -> String {
        "white space".to_owned()
    }

    fn ignores_ends(&self) -> bool {
        true
    }
}
