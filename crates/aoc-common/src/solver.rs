//! A part as the runner, cargo-aoc and the examples' tests call it: a
//! function of the parsed input, `fn part1(input: &Input) -> A`, or of the
//! input and the sizes its example runs at, `fn part1(input: &Input,
//! sizes: Sizes) -> A`, any [`Answer`] either way. A day writes whichever
//! its part needs, and the callers take both through [`Solver`], so that no
//! registration or check names the form.

use crate::{Answer, Sizes, Unanswered};

/// A part's function, in either form: of the parsed input, `fn part1(input:
/// &Input) -> A`, or of the input and the sizes its example runs at, `fn
/// part1(input: &Input, sizes: Sizes) -> A`, any [`Answer`] either way.
/// The runner, cargo-aoc and the examples' tests call a part through it:
/// the answer it gives on `input`, as text, run at `sizes` (which a part of
/// the first form does not take).
///
/// `Form` tells the two forms apart for the compiler, which infers it: a
/// caller never names it.
///
/// ```
/// use aoc_common::{Sizes, Solver};
/// fn count(numbers: &Vec<u32>) -> usize {
///     numbers.len()
/// }
/// fn below(numbers: &Vec<u32>, sizes: Sizes) -> usize {
///     let limit = sizes.or("limit", 10);
///     numbers.iter().filter(|&&n| n < limit).count()
/// }
/// let numbers = vec![1, 5, 9];
/// let example = Sizes::new(&[("limit", 6)]);
/// assert_eq!(count.solve(&numbers, example), Ok("3".to_owned()));
/// assert_eq!(below.solve(&numbers, example), Ok("2".to_owned()));
/// assert_eq!(below.solve(&numbers, Sizes::NONE), Ok("3".to_owned()));
/// ```
pub trait Solver<Input, Form> {
    /// The answer on `input`, as text, or why there is none: the part is
    /// not solved yet, or failed ([`Unanswered`]).
    fn solve(&self, input: &Input, sizes: Sizes<'_>) -> Result<String, Unanswered>;
}

/// The forms of [`Solver`], for the compiler alone.
#[doc(hidden)]
pub mod form {
    use std::marker::PhantomData;

    /// `fn(&Input) -> A`.
    pub struct OfInput<A>(PhantomData<A>);
    /// `fn(&Input, Sizes) -> A`.
    pub struct WithSizes<A>(PhantomData<A>);
}

impl<Input, A: Answer, F: Fn(&Input) -> A> Solver<Input, form::OfInput<A>> for F {
    fn solve(&self, input: &Input, _: Sizes<'_>) -> Result<String, Unanswered> {
        self(input).into_outcome()
    }
}

impl<Input, A: Answer, F: Fn(&Input, Sizes<'_>) -> A> Solver<Input, form::WithSizes<A>> for F {
    fn solve(&self, input: &Input, sizes: Sizes<'_>) -> Result<String, Unanswered> {
        self(input, sizes).into_outcome()
    }
}
