//! What the crate forgives, refused on request, in one place: white space
//! at the end of a line, which [`lines`](crate::lines) and every helper
//! built on it drop, refused for a whole input ([`no_trailing_space`]), a
//! section ([`Section::no_trailing_space`](crate::Section::no_trailing_space))
//! or a line ([`Span::no_trailing_space`](crate::Span::no_trailing_space));
//! and leading zeros, which [`Span::number`](crate::Span::number) reads,
//! refused by [`Span::canonical_number`](crate::Span::canonical_number).
//! For a whole input, [`strictly`] runs your parser with trailing white
//! space refused, and reports whichever fault comes first in reading
//! order: the one switch for a strict day.

use crate::{ParseError, lines};

/// The whole `input`, or an error at the first space or tab left at the end
/// of one of its lines (a `\r` before the `\n` is the line's ending, not
/// white space on it). One call refuses what every helper would drop:
///
/// ```
/// use aoc_common::{grid, no_trailing_space, records};
/// let input = "forward 7\t\nup 3\n";
/// assert_eq!(
///     no_trailing_space(input).unwrap_err().to_string(),
///     "line 1, column 10: expected end of line, found a tab",
/// );
/// let depths = records(no_trailing_space("199\r\n200\r\n")?, |line| line.number::<u32>())?;
/// assert_eq!(depths, [199, 200]);
/// let heights = no_trailing_space("12\n34 \n").and_then(|input| grid(input, "a digit", |c| c.to_digit(10)));
/// assert_eq!(heights.unwrap_err().to_string(), r#"line 2, column 3: expected end of line, found " ""#);
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn no_trailing_space(input: &str) -> Result<&str, ParseError> {
    for line in lines(input) {
        line.no_trailing_space()?;
    }
    Ok(input)
}

/// `parse` run on `input` with white space at the end of a line refused:
/// the first fault in reading order is the one reported, a space left on
/// line 3 or the parser's own error on line 2, whichever comes first (with
/// [`no_trailing_space`] called first, a space on a later line would be
/// reported before a fault on an earlier one).
///
/// ```
/// use aoc_common::{records, strictly};
/// let read = |input| strictly(input, |input| records(input, |line| line.number::<u32>()));
/// assert_eq!(read("1\n2\n")?, [1, 2]);
/// assert_eq!(read("1\n2x\n3 \n").unwrap_err().to_string(), r#"line 2, column 2: expected nothing more after "2", found "x""#);
/// assert_eq!(read("1 \n2x\n").unwrap_err().to_string(), r#"line 1, column 2: expected end of line, found " ""#);
/// assert_eq!(read("1\n2\t\n").unwrap_err().to_string(), "line 2, column 2: expected end of line, found a tab");
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn strictly<'a, T>(
    input: &'a str,
    parse: impl FnOnce(&'a str) -> Result<T, ParseError>,
) -> Result<T, ParseError> {
    let space = no_trailing_space(input).err();
    match (parse(input), space) {
        (Ok(_), Some(space)) => Err(space),
        (Ok(value), None) => Ok(value),
        (Err(fault), Some(space)) if place(&space) <= place(&fault) => Err(space),
        (Err(fault), _) => Err(fault),
    }
}

/// Where `error` stands in reading order: its line, then its column (an
/// end of input after every column).
fn place(error: &ParseError) -> (usize, usize) {
    (error.line, error.column.unwrap_or(usize::MAX))
}
