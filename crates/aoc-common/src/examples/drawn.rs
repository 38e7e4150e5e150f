//! An example's answer that is a drawing of capital letters on a screen
//! (an answer of several lines, [`letters::drawing`]): compared as the
//! site takes it, and named in a failure by what it reads as.

use std::borrow::Cow;

use crate::letters;

/// An answer as the site takes it: a drawing (an answer of several lines)
/// as the letters it reads as, where it reads as letters; any other as it
/// is. An example's answer written as letters is met by a drawing of them,
/// and the other way round.
pub(super) fn as_sent(answer: &str) -> Cow<'_, str> {
    match letters::drawing(answer).map(letters::read) {
        Some(Ok(letters)) => letters.into(),
        _ => answer.into(),
    }
}

/// An answer as a failure names it: as it is, or, for a drawing, what it
/// reads as (the drawing follows on lines of its own, [`drawings`]).
pub(super) fn named(answer: &str) -> String {
    match letters::drawing(answer).map(letters::read) {
        None => answer.to_owned(),
        Some(Ok(letters)) => format!("a drawing that reads as {letters}"),
        Some(Err(unread)) => format!("a drawing that does not read as letters ({unread})"),
    }
}

/// The drawings among the answer `expected` and the one a part gave, each
/// on lines of its own under its name, for a failure's message.
pub(super) fn drawings(expected: &str, got: &str) -> String {
    [("expected", expected), ("got", got)]
        .into_iter()
        .filter_map(|(name, answer)| {
            letters::drawing(answer).map(|drawing| format!("\n{name}:\n{drawing}"))
        })
        .collect()
}
