//! What the crate forgives, refused on request, in one place: white space
//! at the end of a line, which [`lines`](crate::lines) and every helper
//! built on it drop, refused for a whole input ([`strictly`], which runs
//! your parser and reports whichever fault comes first in reading order:
//! the one switch for a strict day) or a line
//! ([`Span::no_trailing_space`](crate::Span::no_trailing_space)); and
//! leading zeros, which [`Span::number`](crate::Span::number) reads,
//! refused by [`Span::canonical_number`](crate::Span::canonical_number).

use crate::{ParseError, lines};

/// `parse` run on `input` with white space at the end of a line refused
/// (a `\r` before the `\n` is the line's ending, not white space on it):
/// the first fault in reading order is the one reported, a space left on
/// line 3 or the parser's own error on line 2, whichever comes first.
///
/// ```
/// use aoc_common::{grid, records, strictly};
/// let read = |input| strictly(input, |input| records(input, |line| line.number::<u32>()));
/// assert_eq!(read("1\n2\n")?, [1, 2]);
/// assert_eq!(read("1\r\n2\r\n")?, [1, 2]);
/// assert_eq!(read("1\n2x\n3 \n").unwrap_err().to_string(), r#"line 2, column 2: expected nothing more after "2", found "x""#);
/// assert_eq!(read("1 \n2x\n").unwrap_err().to_string(), r#"line 1, column 2: expected end of line, found " ""#);
/// assert_eq!(read("1\n2\t\n").unwrap_err().to_string(), "line 2, column 2: expected end of line, found a tab");
/// let heights = strictly("12\n34 \n", |input| grid(input, "a digit", |c| c.to_digit(10)));
/// assert_eq!(heights.unwrap_err().to_string(), r#"line 2, column 3: expected end of line, found " ""#);
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn strictly<'a, T>(
    input: &'a str,
    parse: impl FnOnce(&'a str) -> Result<T, ParseError>,
) -> Result<T, ParseError> {
    let space = first_trailing_space(input).err();
    match (parse(input), space) {
        (Ok(_), Some(space)) => Err(space),
        (Ok(value), None) => Ok(value),
        (Err(fault), Some(space)) if place(&space) <= place(&fault) => Err(space),
        (Err(fault), _) => Err(fault),
    }
}

/// The whole `input`, or an error at the first space or tab left at the
/// end of one of its lines: checked before your parser runs, so a space on
/// a later line is reported before a fault on an earlier one, which
/// [`strictly`] does not do.
#[doc(hidden)]
#[deprecated(
    note = "use `strictly(input, parse)`: the same refusal, the first fault in reading order reported (a space left, or your parser's own)"
)]
pub fn no_trailing_space(input: &str) -> Result<&str, ParseError> {
    first_trailing_space(input).map(|()| input)
}

/// Nothing, or an error at the first space or tab left at the end of one
/// of `input`'s lines.
fn first_trailing_space(input: &str) -> Result<(), ParseError> {
    for line in lines(input) {
        line.no_trailing_space()?;
    }
    Ok(())
}

/// Where `error` stands in reading order: its line, then its column (an
/// end of input after every column).
fn place(error: &ParseError) -> (usize, usize) {
    (error.line, error.column.unwrap_or(usize::MAX))
}
