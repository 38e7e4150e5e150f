//! What the crate forgives, refused on request, in one place: white space
//! at the end of a line, which [`lines`](crate::lines) and every helper
//! built on it drop, refused for a whole input ([`no_trailing_space`]), a
//! section ([`Section::no_trailing_space`](crate::Section::no_trailing_space))
//! or a line ([`Span::no_trailing_space`](crate::Span::no_trailing_space));
//! and leading zeros, which [`Span::number`](crate::Span::number) reads,
//! refused by [`Span::canonical_number`](crate::Span::canonical_number).
//! A grid is a whole input, or a section: `grid(no_trailing_space(input)?,
//! …)`.

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
