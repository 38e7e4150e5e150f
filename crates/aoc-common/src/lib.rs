//! # aoc-common
//!
//! Parsing shared by every day: numbered lines, a few recurring line shapes,
//! and one error type, [`ParseError`], that says which line was wrong, what it
//! held and what should have been there.
//!
//! A day's parser reads its lines in order and stops at the first problem:
//!
//! ```
//! use aoc_common::{lines, ParseError};
//!
//! fn parse(input: &str) -> Result<(u32, u32), ParseError> {
//!     let mut lines = lines(input);
//!     let width = lines.next_or("\"Width: N\"")?.labelled("Width", "a whole number")?;
//!     let height = lines.next_or("\"Height: N\"")?.labelled("Height", "a whole number")?;
//!     lines.end()?;
//!     Ok((width, height))
//! }
//!
//! assert_eq!(parse("Width: 3\r\nHeight: 4\r\n"), Ok((3, 4)));
//! assert_eq!(
//!     parse("Width: 3\nHeight: -4").unwrap_err().to_string(),
//!     r#"line 2: expected a whole number, found "-4""#,
//! );
//! ```

mod error;
mod lines;
mod not_solved;

pub use error::{Found, MAX_FOUND_CHARS, ParseError};
pub use lines::{Line, Lines, exactly, lines};
pub use not_solved::NotSolved;
