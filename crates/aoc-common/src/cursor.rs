//! [`Cursor`]: reading a piece one character at a time.

use crate::{ParseError, Span};

/// A position inside a [`Span`], for grammars that nest (day 18's
/// `[[1,2],3]`): look at the next character, take it, or report an error at
/// its column.
///
/// ```
/// use aoc_common::{Cursor, ParseError};
///
/// /// A digit, or a pair `[a,b]` of these.
/// fn depth(cursor: &mut Cursor) -> Result<usize, ParseError> {
///     if cursor.eat('[') {
///         let left = depth(cursor)?;
///         cursor.expect(',')?;
///         let right = depth(cursor)?;
///         cursor.expect(']')?;
///         Ok(1 + left.max(right))
///     } else {
///         cursor.take("a digit or '['", |c| c.to_digit(10)).map(|_| 0)
///     }
/// }
///
/// let line = aoc_common::lines("[[1,2],3]").next().unwrap();
/// let mut cursor = line.cursor();
/// assert_eq!(depth(&mut cursor)?, 2);
/// cursor.end()?;
///
/// let line = aoc_common::lines("[[1,2],3").next().unwrap();
/// let error = depth(&mut line.cursor()).unwrap_err();
/// assert_eq!(error.to_string(), r#"line 1, column 9: expected "]", found end of line"#);
/// # Ok::<(), ParseError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Cursor<'a> {
    /// What is not read yet.
    rest: Span<'a>,
}

impl<'a> Cursor<'a> {
    pub(crate) fn new(span: Span<'a>) -> Self {
        Self { rest: span }
    }

    /// What is not read yet.
    pub fn rest(&self) -> Span<'a> {
        self.rest
    }

    /// The next character, without taking it.
    pub fn peek(&self) -> Option<char> {
        self.rest.text().chars().next()
    }

    /// Takes the next character if it is `expected`.
    pub fn eat(&mut self, expected: char) -> bool {
        let matches = self.peek() == Some(expected);
        if matches {
            self.rest = self.rest.after(expected.len_utf8());
        }
        matches
    }

    /// Takes the next character, which must be `expected`.
    pub fn expect(&mut self, expected: char) -> Result<(), ParseError> {
        if self.eat(expected) {
            Ok(())
        } else {
            // Quoted as every other helper quotes text: `"]"`.
            Err(self.error(&format!("{:?}", expected.to_string())))
        }
    }

    /// Takes the next character and turns it into a `T` with `cell`; a
    /// character it maps to `None`, or the end, is an error.
    pub fn take<T>(
        &mut self,
        expected: &str,
        cell: impl FnOnce(char) -> Option<T>,
    ) -> Result<T, ParseError> {
        let next = self.peek().ok_or_else(|| self.error(expected))?;
        let value = cell(next).ok_or_else(|| self.error(expected))?;
        self.rest = self.rest.after(next.len_utf8());
        Ok(value)
    }

    /// An error at the cursor: the next character (or the end) was found
    /// where `expected` should have been.
    ///
    /// ```
    /// let line = aoc_common::lines("[7]").next().unwrap();
    /// let mut cursor = line.cursor();
    /// assert!(cursor.eat('['));
    /// assert_eq!(cursor.peek(), Some('7'));
    /// let error = cursor.error("a pair, not a number");
    /// assert_eq!(error.to_string(), r#"line 1, column 2: expected a pair, not a number, found "7""#);
    /// assert_eq!(cursor.rest().text(), "7]");
    /// ```
    pub fn error(&self, expected: &str) -> ParseError {
        let next = match self.rest.text().chars().next() {
            Some(c) => self.rest.slice(0, c.len_utf8()),
            None => self.rest,
        };
        next.error(expected)
    }

    /// Succeeds when everything was read; otherwise reports what is left.
    pub fn end(&self) -> Result<(), ParseError> {
        if self.rest.is_empty() {
            Ok(())
        } else {
            Err(self.rest.error("end of line"))
        }
    }
}
