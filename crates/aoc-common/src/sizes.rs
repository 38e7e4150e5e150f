//! The sizes an example runs at, where the puzzle runs its example smaller
//! than your input: a grid of 11 by 7 where yours is 101 by 103, 10 steps
//! where the question asks after 100, a threshold of 20 where yours is
//! 4000000. A part that needs one takes the example's [`Sizes`] as a second
//! argument and asks for each with [`Sizes::or`], giving your input's
//! value: on an example that runs at its own sizes (a row of the day's
//! `EXAMPLES` table with an `at`, see
//! [`ExampleAt`](crate::examples::ExampleAt)) the call gives the
//! example's instead. So the example's test passes and your input runs,
//! with no edit in between. The runner, cargo-aoc and the examples' tests
//! all call a part of either form ([`Solver`](crate::Solver)).
//!
//! ```
//! use aoc_common::Sizes;
//! use aoc_common::examples::{ExampleAt, check_part};
//!
//! /// How many of the numbers are below the limit: 10 on your input.
//! fn part1(numbers: &Vec<u32>, sizes: Sizes) -> usize {
//!     let limit = sizes.or("limit", 10);
//!     numbers.iter().filter(|&&n| n < limit).count()
//! }
//!
//! const EXAMPLES: &[ExampleAt] = &[ExampleAt {
//!     input: "1\n5\n9\n",
//!     part1: Some("2"),
//!     part2: None,
//!     at: &[("limit", 6)],
//! }];
//! let parse = |input: &str| aoc_common::records(input, |line| line.number::<u32>());
//! check_part(EXAMPLES, 1, parse, part1);
//! // On your input, the input's value.
//! assert_eq!(part1(&vec![1, 5, 9], Sizes::NONE), 3);
//! ```
//!
//! Each size is a value handed to the part, so a part that hands its work
//! to other threads hands them the sizes too. (Days written before this
//! read them with the deprecated [`example_or`], from the thread that runs
//! the example: it still works there.)

use std::cell::RefCell;

/// One size an example runs at: its name, as the day asks for it, and its
/// value.
pub type Size = (&'static str, i64);

/// The sizes an example runs at, by name: none for your input. A part
/// takes them as its second argument (`fn part1(input: &Input, sizes:
/// Sizes)`), where the example's row gives them (see the [module](self)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sizes<'a> {
    at: &'a [(&'a str, i64)],
}

impl<'a> Sizes<'a> {
    /// No sizes of its own: your input's.
    pub const NONE: Sizes<'static> = Sizes { at: &[] };

    /// The sizes `at`, by name, as a row of `EXAMPLES` gives them.
    pub const fn new(at: &'a [(&'a str, i64)]) -> Self {
        Self { at }
    }

    /// The size `name` of the example, if it runs at its own; else
    /// `yours`, your input's value.
    ///
    /// ```
    /// use aoc_common::Sizes;
    /// let example = Sizes::new(&[("width", 11), ("height", 7)]);
    /// assert_eq!(example.or("width", 101_usize), 11);
    /// assert_eq!(example.or("steps", 100_u32), 100);
    /// assert_eq!(Sizes::NONE.or("width", 101_usize), 101);
    /// ```
    ///
    /// # Panics
    ///
    /// Where the example's value does not fit the type of `yours` (a
    /// negative size for a `usize`): the example's row is to be corrected,
    /// and the test that runs it fails, saying which.
    pub fn or<T: TryFrom<i64>>(&self, name: &str, yours: T) -> T {
        match self.get(name) {
            None => yours,
            Some(value) => fitted(name, value),
        }
    }

    /// The size `name` of the example, if it runs at its own.
    pub fn get(&self, name: &str) -> Option<i64> {
        self.at
            .iter()
            .find(|(size, _)| *size == name)
            .map(|&(_, value)| value)
    }

    /// True for your input's: no size of its own.
    pub fn is_empty(&self) -> bool {
        self.at.is_empty()
    }

    /// Each size, by name, in the row's order.
    pub fn iter(&self) -> impl Iterator<Item = (&'a str, i64)> + 'a {
        self.at.iter().copied()
    }
}

impl<'a> From<&'a [(&'a str, i64)]> for Sizes<'a> {
    fn from(at: &'a [(&'a str, i64)]) -> Self {
        Self::new(at)
    }
}

/// `value`, the example's size `name`, in the type the day asked for.
fn fitted<T: TryFrom<i64>>(name: &str, value: i64) -> T {
    match T::try_from(value) {
        Ok(value) => value,
        // A wrong row of the table, not a bad input: the test that runs it
        // fails, saying which.
        #[allow(clippy::panic)]
        Err(_) => panic!(
            "the example's size {name} = {value} does not fit the type of the value given for your input"
        ),
    }
}

thread_local! {
    /// The sizes of the example this thread is running, for the days that
    /// read them with [`example_or`]: a copy, so that sizes made while a
    /// test runs (the tries of a failing one) need not outlive it.
    static RUNNING: RefCell<Vec<(String, i64)>> = const { RefCell::new(Vec::new()) };
}

/// The size `name` of the example this thread is running, if it runs at
/// its own; else `input_value`, your input's.
///
/// # Panics
///
/// Where the example's value does not fit the type of `input_value` (a
/// negative size for a `usize`): the example's row is to be corrected.
#[deprecated(
    note = "take the sizes as the part's second argument, `sizes: aoc_common::Sizes`, and read each with `sizes.or(name, input_value)`: the runner and the examples' tests hand them over (docs/years.md, \"An example's own sizes\")"
)]
pub fn example_or<T: TryFrom<i64>>(name: &str, input_value: T) -> T {
    let value = RUNNING.with(|running| {
        running
            .borrow()
            .iter()
            .find(|(size, _)| size == name)
            .map(|&(_, value)| value)
    });
    match value {
        None => input_value,
        Some(value) => fitted(name, value),
    }
}

/// Runs `run` with `sizes` as the sizes [`example_or`] gives on this thread
/// (none: your input's, as outside), and sets back what was set before.
/// The runner and the examples' tests call it around a part, so that a day
/// written before [`Sizes`] runs its example as it did; a part that takes
/// [`Sizes`] needs none of it.
pub fn run_at<'a, R>(sizes: impl Into<Sizes<'a>>, run: impl FnOnce() -> R) -> R {
    let sizes: Vec<(String, i64)> = sizes
        .into()
        .iter()
        .map(|(name, value)| (name.to_owned(), value))
        .collect();
    let before = RUNNING.with(|running| running.replace(sizes));
    /// Sets the sizes back however `run` ends (a failed check unwinds).
    struct Restore(Option<Vec<(String, i64)>>);
    impl Drop for Restore {
        fn drop(&mut self) {
            let before = self.0.take().unwrap_or_default();
            RUNNING.with(|running| *running.borrow_mut() = before);
        }
    }
    let _restore = Restore(Some(before));
    run()
}

/// The sizes as a person reads them: `width 11, height 7`.
pub fn said<'a>(sizes: impl Into<Sizes<'a>>) -> String {
    sizes
        .into()
        .iter()
        .map(|(name, value)| format!("{name} {value}"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    const AT: &[Size] = &[("width", 11), ("height", 7)];

    #[test]
    fn a_part_gets_the_example_s_sizes_and_your_input_s_otherwise() {
        let example = Sizes::new(AT);
        assert_eq!(
            (example.or("width", 101_usize), example.or("height", 103_u8)),
            (11, 7)
        );
        assert_eq!(example.or("steps", 100_u32), 100);
        assert_eq!(Sizes::NONE.or("width", 101), 101);
        assert_eq!(said(AT), "width 11, height 7");
        let negative = Sizes::new(&[("width", -1)]);
        assert!(std::panic::catch_unwind(|| negative.or("width", 1_usize)).is_err());
        // Sizes made at run time (names that are no `&'static str`).
        let names = [String::from("width")];
        let at = [(names[0].as_str(), 5)];
        assert_eq!(Sizes::new(&at).or("width", 101), 5);
    }

    #[test]
    #[allow(deprecated)]
    fn the_older_days_read_them_on_the_thread_that_runs_the_example() {
        assert_eq!(example_or("width", 101_usize), 101);
        let inside = run_at(AT, || {
            (example_or("width", 101_usize), example_or("height", 103_u8))
        });
        assert_eq!(inside, (11, 7));
        assert_eq!(run_at(AT, || example_or("steps", 100_u32)), 100);
        assert_eq!(example_or("height", 103), 103, "set back after");
        let unwound = std::panic::catch_unwind(|| run_at(AT, || panic!("a failed check")));
        assert!(unwound.is_err());
        assert_eq!(example_or("width", 101), 101, "set back after a panic");
        let name = String::from("limit");
        let at = [(name.as_str(), 6)];
        assert_eq!(run_at(&at[..], || example_or("limit", 10)), 6);
        let negative: &'static [Size] = &[("width", -1)];
        assert!(
            std::panic::catch_unwind(|| run_at(negative, || example_or("width", 1_usize))).is_err()
        );
    }
}
