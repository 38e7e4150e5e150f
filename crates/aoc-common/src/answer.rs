//! Answers as the runner prints them, and the errors a solution can end in.

use std::any::Any;
use std::fmt;

/// A part that has no solution yet: what `just new` puts in a fresh day, so
/// `cargo aoc` runs it and says so instead of panicking. The message names
/// no folder: the same day can exist in several years, each in its own crate.
///
/// ```
/// let error = aoc_common::NotSolved { day: 22, part: 1 };
/// assert_eq!(error.to_string(), "day 22 part 1 is not solved yet (write it in the day crate's src/lib.rs)");
/// assert_eq!(format!("{error:#?}"), error.to_string());
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct NotSolved {
    /// The day, 1 to 25.
    pub day: u8,
    /// The part, 1 or 2.
    pub part: u8,
}

/// A well-formed input for which the puzzle has no answer: no board ever
/// wins, no path reaches the end. Say why, in words a person can check;
/// [`no_answer`] returns it as the part's `Err`, whatever its error type.
///
/// ```
/// use aoc_common::NoAnswer;
/// let error = NoAnswer::new("no board ever wins");
/// assert_eq!(error.to_string(), "no answer: no board ever wins");
/// assert_eq!(format!("{error:#?}"), error.to_string());
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct NoAnswer {
    /// Why there is none.
    pub reason: String,
}

impl NoAnswer {
    /// No answer, because of `reason`.
    pub fn new(reason: impl Into<String>) -> Self {
        Self {
            reason: reason.into(),
        }
    }
}

/// A part's `Err` of no answer, in the error type the part returns
/// ([`Failed`], [`NoAnswer`], or your own with `From<NoAnswer>`), so that
/// saying so is one call: `return no_answer("no board ever wins");`.
///
/// ```
/// use aoc_common::{Failed, no_answer, records};
/// fn first_repeat(input: &str) -> Result<u32, Failed> {
///     let numbers = records(input, |line| line.number::<u32>())?;
///     for (at, number) in numbers.iter().enumerate() {
///         if numbers[..at].contains(number) {
///             return Ok(*number);
///         }
///     }
///     no_answer("no number comes twice")
/// }
/// assert_eq!(first_repeat("3\n1\n3\n"), Ok(3));
/// assert_eq!(first_repeat("3\n1\n").unwrap_err().to_string(), "no answer: no number comes twice");
/// ```
pub fn no_answer<T, E: From<NoAnswer>>(reason: impl Into<String>) -> Result<T, E> {
    Err(NoAnswer::new(reason).into())
}

impl NotSolved {
    /// What every command says of a part not solved yet, after the part's
    /// name: `just run` prints "Day 4 - Part 2 : not solved yet (…)", and
    /// the examples' checks and the tools' summaries say the same words.
    ///
    /// ```
    /// let error = aoc_common::NotSolved { day: 4, part: 2 };
    /// assert!(error.to_string().ends_with(aoc_common::NotSolved::SAID));
    /// ```
    pub const SAID: &str = "not solved yet (write it in the day crate's src/lib.rs)";
}

impl fmt::Display for NotSolved {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "day {} part {} is {}", self.day, self.part, Self::SAID)
    }
}

impl fmt::Display for NoAnswer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no answer: {}", self.reason)
    }
}

impl fmt::Display for Failed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Display for Unanswered {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotSolved(error) => error.fmt(f),
            Self::Failed(error) => error.fmt(f),
        }
    }
}

// `Debug` prints the sentence, as `ParseError`'s does: cargo-aoc prints
// errors with `{:#?}`, and a person reading the terminal wants the sentence.
crate::error::debug_as_display!(NotSolved, NoAnswer, Failed, Unanswered);
crate::error::error!(NotSolved, NoAnswer, Failed, Unanswered);

/// A day's error as the runner reports it: its sentence, whatever its type.
///
/// ```
/// let failed = aoc_common::Failed::from_display(aoc_common::NotSolved { day: 4, part: 2 });
/// assert_eq!(format!("{failed:#?}"), "day 4 part 2 is not solved yet (write it in the day crate's src/lib.rs)");
/// ```
///
/// One error for a part that can fail in several ways: `?` turns a
/// [`ParseError`](crate::ParseError), a [`NoAnswer`] or a [`NotSolved`]
/// into it, each kept as its sentence, and the runner prints it as it
/// prints any of them. A part not written yet returns [`NotSolved`] itself
/// (`Result<u64, NotSolved>`, as `just new` writes it), which the runner
/// and the examples' checks tell apart by its type ([`Answer::into_outcome`])
/// and which fails nothing: made into a `Failed`, it is only its sentence,
/// and fails as any other.
///
/// ```
/// use aoc_common::{Failed, NoAnswer, records};
/// fn largest_gap(input: &str) -> Result<u32, Failed> {
///     let numbers = records(input, |line| line.number::<u32>())?;
///     let gaps = numbers.windows(2).map(|pair| pair[1].abs_diff(pair[0]));
///     Ok(gaps.max().ok_or_else(|| NoAnswer::new("fewer than two numbers"))?)
/// }
/// assert_eq!(largest_gap("3\n10\n4\n"), Ok(7));
/// assert_eq!(largest_gap("3\n").unwrap_err().to_string(), "no answer: fewer than two numbers");
/// assert_eq!(largest_gap("3\nx\n").unwrap_err().to_string(), r#"line 2, column 1: expected an unsigned 32-bit integer, found "x""#);
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Failed(pub String);

impl From<crate::ParseError> for Failed {
    fn from(error: crate::ParseError) -> Self {
        Self::from_display(error)
    }
}

impl From<NoAnswer> for Failed {
    fn from(error: NoAnswer) -> Self {
        Self::from_display(error)
    }
}

impl From<NotSolved> for Failed {
    fn from(error: NotSolved) -> Self {
        Self::from_display(error)
    }
}

impl Failed {
    /// The sentence of `error`.
    pub fn from_display(error: impl fmt::Display) -> Self {
        Self(error.to_string())
    }

    /// True when the sentence is a [`NotSolved`]'s, read off its words.
    ///
    /// ```
    /// # #![allow(deprecated)]
    /// use aoc_common::{Failed, NoAnswer, NotSolved};
    /// assert!(Failed::from_display(NotSolved { day: 4, part: 2 }).is_not_solved());
    /// assert!(!Failed::from_display(NoAnswer::new("no board wins")).is_not_solved());
    /// ```
    #[deprecated(
        note = "a part's outcome tells a part not written yet apart by its type: `Answer::into_outcome` gives `Err(Unanswered::NotSolved(_))`"
    )]
    pub fn is_not_solved(&self) -> bool {
        self.0.starts_with("day ") && self.0.ends_with(&format!(" is {}", NotSolved::SAID))
    }
}

/// Why a part gave no answer, told apart by type, as the runner and the
/// examples' checks read it ([`Answer::into_outcome`]): it is not written
/// yet, which fails nothing, or it failed.
///
/// ```
/// use aoc_common::{Answer, NoAnswer, NotSolved, Unanswered};
/// let scaffold: Result<u64, NotSolved> = Err(NotSolved { day: 4, part: 2 });
/// assert_eq!(scaffold.into_outcome(), Err(Unanswered::NotSolved(NotSolved { day: 4, part: 2 })));
/// let failed: Result<u64, NoAnswer> = Err(NoAnswer::new("no board ever wins"));
/// let Err(Unanswered::Failed(error)) = failed.into_outcome() else { unreachable!() };
/// assert_eq!(error.to_string(), "no answer: no board ever wins");
/// ```
#[derive(Clone, PartialEq, Eq)]
pub enum Unanswered {
    /// The part returned [`NotSolved`]: it is not written yet.
    NotSolved(NotSolved),
    /// The part failed: its error's sentence.
    Failed(Failed),
}

impl Unanswered {
    /// `error` by its type: a [`NotSolved`] (or an `Unanswered`) as it is,
    /// any other error as its sentence.
    fn of<E: fmt::Display + 'static>(error: E) -> Self {
        let any: &dyn Any = &error;
        if let Some(not_solved) = any.downcast_ref::<NotSolved>() {
            return Self::NotSolved(*not_solved);
        }
        if let Some(unanswered) = any.downcast_ref::<Self>() {
            return unanswered.clone();
        }
        Self::Failed(Failed::from_display(error))
    }
}

impl From<Unanswered> for Failed {
    /// Its sentence, whichever it is.
    fn from(error: Unanswered) -> Self {
        match error {
            Unanswered::NotSolved(error) => error.into(),
            Unanswered::Failed(error) => error,
        }
    }
}

/// What a part returns, as the runner prints it: a number (`u128` and `i128`
/// too), a `String`, a `char`, any value you display wrapped in [`Shown`],
/// or a `Result` of one of these with any error that can be displayed and
/// borrows nothing ([`ParseError`](crate::ParseError), [`NotSolved`],
/// [`NoAnswer`], your own).
///
/// The registration in `src/yearYYYY/dayNN.rs` calls
/// `dayNN::part1(&input).into_outcome()` for `just run` (and
/// `into_answer()` for cargo-aoc), so a day can change its answer type, or
/// make a part fail, without an edit outside its own crate.
///
/// ```
/// use aoc_common::{Answer, NoAnswer};
/// assert_eq!(42_u64.into_answer(), Ok("42".to_owned()));
/// assert_eq!(String::from("FGKCKBZG").into_answer(), Ok("FGKCKBZG".to_owned()));
/// let failed: Result<u8, NoAnswer> = Err(NoAnswer::new("no board ever wins"));
/// assert_eq!(failed.into_answer().unwrap_err().to_string(), "no answer: no board ever wins");
/// ```
pub trait Answer {
    /// The answer as text, or the error's sentence.
    fn into_answer(self) -> Result<String, Failed>;

    /// The answer as text, or why there is none, a part not written yet
    /// ([`NotSolved`]) told apart by its type from one that failed: what the
    /// runner and the examples' checks call. A type of your own needs only
    /// [`into_answer`](Self::into_answer).
    ///
    /// ```
    /// use aoc_common::{Answer, NotSolved, Unanswered};
    /// assert_eq!(42_u64.into_outcome(), Ok("42".to_owned()));
    /// let part2: Result<u64, NotSolved> = Err(NotSolved { day: 4, part: 2 });
    /// assert!(matches!(part2.into_outcome(), Err(Unanswered::NotSolved(_))));
    /// ```
    fn into_outcome(self) -> Result<String, Unanswered>
    where
        Self: Sized,
    {
        self.into_answer().map_err(Unanswered::Failed)
    }
}

macro_rules! plain_answers {
    ($($answer:ty),*) => {$(
        impl Answer for $answer {
            fn into_answer(self) -> Result<String, Failed> {
                Ok(self.to_string())
            }
        }
    )*};
}
plain_answers!(
    u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize
);
plain_answers!(String, &str, char);

/// Any value you display, as an answer: a count wider than `u128` (a
/// `BigUint` or `BigInt` of num-bigint, which the workspace pins: `Ok(Shown(count))`),
/// a `Wrapping<u64>`, a type of your own with `Display`.
///
/// ```
/// use aoc_common::{Answer, Shown};
/// use std::num::Wrapping;
/// assert_eq!(Shown(Wrapping(u64::MAX) + Wrapping(2)).into_answer(), Ok("1".to_owned()));
/// let ways: Result<Shown<u128>, aoc_common::NoAnswer> = Ok(Shown(u128::MAX));
/// assert_eq!(ways.into_answer(), Ok(u128::MAX.to_string()));
/// let wide = num_bigint::BigUint::from(u128::MAX) * 10_u8;
/// assert_eq!(Shown(wide).into_answer(), Ok(format!("{}0", u128::MAX)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Shown<T>(pub T);

impl<T: fmt::Display> Answer for Shown<T> {
    fn into_answer(self) -> Result<String, Failed> {
        Ok(self.0.to_string())
    }
}

// The error is `'static` so that its type can be asked (`Any`): a
// `NotSolved` is known as one, not by its sentence.
impl<T: Answer, E: fmt::Display + 'static> Answer for Result<T, E> {
    fn into_answer(self) -> Result<String, Failed> {
        self.map_err(Failed::from_display)?.into_answer()
    }

    fn into_outcome(self) -> Result<String, Unanswered> {
        self.map_err(Unanswered::of)?.into_outcome()
    }
}

/// What the runner's generator returns: the day's parsed input, or its
/// error's sentence.
///
/// ```
/// let parsed: Result<u32, aoc_common::ParseError> = aoc_common::lines("x").next().unwrap().number();
/// let error = aoc_common::input(parsed).unwrap_err();
/// assert_eq!(format!("{error:#?}"), r#"line 1, column 1: expected an unsigned 32-bit integer, found "x""#);
/// ```
pub fn input<T, E: fmt::Display>(parsed: Result<T, E>) -> Result<T, Failed> {
    parsed.map_err(Failed::from_display)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_part_not_written_yet_is_known_by_its_type_wherever_it_is_returned() {
        let not_solved = NotSolved { day: 4, part: 2 };
        let said = Err(Unanswered::NotSolved(not_solved));
        assert_eq!(Err::<u64, _>(not_solved).into_outcome(), said);
        assert_eq!(
            Ok::<_, Failed>(Err::<u64, _>(not_solved)).into_outcome(),
            said
        );
        assert_eq!(
            Err::<u64, _>(Unanswered::NotSolved(not_solved)).into_outcome(),
            said
        );
        // Its sentence alone is a failure like any other: nothing reads it.
        let sentence = not_solved.to_string();
        assert_eq!(
            Err::<u64, _>(sentence.clone()).into_outcome(),
            Err(Unanswered::Failed(Failed(sentence.clone())))
        );
        assert_eq!(
            Err::<u64, _>(Failed::from(not_solved)).into_outcome(),
            Err(Unanswered::Failed(Failed(sentence.clone())))
        );
        // The sentence form is as it was.
        assert_eq!(
            Err::<u64, _>(not_solved).into_answer(),
            Err(Failed(sentence))
        );
    }

    #[test]
    fn answers_and_failures_come_out_as_into_answer_gives_them() {
        assert_eq!(Ok::<_, NoAnswer>(7_u8).into_outcome(), Ok("7".to_owned()));
        assert_eq!(Shown('x').into_outcome(), Ok("x".to_owned()));
        let failed = Err::<u64, _>(NoAnswer::new("no board ever wins")).into_outcome();
        assert_eq!(
            failed,
            Err(Unanswered::Failed(Failed(
                "no answer: no board ever wins".to_owned()
            )))
        );
        assert_eq!(
            Failed::from(failed.unwrap_err()).to_string(),
            "no answer: no board ever wins"
        );
    }
}
