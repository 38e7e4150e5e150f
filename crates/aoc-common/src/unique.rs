//! [`Unique`]: names that may each be given once (one rule a bag, one
//! signal a wire), a name given again an error where it stands again that
//! says where it stood first.

use std::collections::HashMap;

use crate::{ParseError, Span};

/// The names given so far, each with the line it was first given on: see
/// [`Unique::insert`].
///
/// ```
/// use aoc_common::{Unique, records};
/// let mut bags = Unique::new();
/// let rules = records("shiny gold: 2\nfaded blue: 0\n", |line| {
///     let (bag, count) = line.split_once(": ")?;
///     Ok((bags.insert(bag)?, count.number::<u8>()?))
/// })?;
/// assert_eq!(rules, [("shiny gold", 2), ("faded blue", 0)]);
///
/// let mut bags = Unique::new();
/// let error = records("shiny gold: 2\nfaded blue: 0\nshiny gold: 1\n", |line| {
///     let (bag, count) = line.split_once(": ")?;
///     Ok((bags.insert(bag)?, count.number::<u8>()?))
/// });
/// assert_eq!(
///     error.unwrap_err().to_string(),
///     r#"line 3, column 1: expected a name not given before (line 1 gives it), found "shiny gold""#
/// );
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct Unique<'a> {
    /// Each name's text, and the line it was first given on.
    lines: HashMap<&'a str, usize>,
}

impl<'a> Unique<'a> {
    /// No name given yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// The piece's text, the first time it is given; an error at the piece
    /// where the same text was given before, naming that line.
    pub fn insert(&mut self, name: Span<'a>) -> Result<&'a str, ParseError> {
        match self.lines.get(name.text()) {
            Some(&first) => {
                Err(name.error(format!("a name not given before (line {first} gives it)")))
            }
            None => {
                self.lines.insert(name.text(), name.line());
                Ok(name.text())
            }
        }
    }

    /// How many names were given.
    pub fn len(&self) -> usize {
        self.lines.len()
    }

    /// True when no name was given.
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lines;

    proptest::proptest! {
        /// Every name is taken the first time and refused after, at the
        /// line it comes again.
        #[test]
        fn a_name_is_taken_once(names in proptest::collection::vec("[ab]{1,2}", 0..8)) {
            let input = names.join("\n");
            let mut unique = Unique::new();
            for (line, name) in lines(&input).zip(&names) {
                let first = names.iter().position(|other| other == name).unwrap_or(0);
                match unique.insert(line) {
                    Ok(text) => proptest::prop_assert_eq!((text, first + 1), (name.as_str(), line.line())),
                    Err(error) => {
                        proptest::prop_assert!(first + 1 < line.line());
                        proptest::prop_assert_eq!(error.line, line.line());
                    }
                }
            }
        }
    }
}
