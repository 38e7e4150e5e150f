//! The sizes an example runs at, where the puzzle runs its example smaller
//! than your input: a grid of 11 by 7 where yours is 101 by 103, 10 steps
//! where the question asks after 100, a threshold of 20 where yours is
//! 4000000. The day's code asks for each with [`example_or`], giving your
//! input's value; on an example that runs at its own sizes (a row of the
//! day's `EXAMPLES` table with an `at`, see
//! [`ExampleAt`](crate::examples::ExampleAt)) the call gives the
//! example's instead. So the example's test passes and your input runs,
//! with no edit in between.
//!
//! ```
//! use aoc_common::example_or;
//! use aoc_common::examples::{ExampleAt, check};
//!
//! /// How many of the numbers are below the limit: 10 on your input.
//! fn part1(numbers: &Vec<u32>) -> usize {
//!     let limit = example_or("limit", 10);
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
//! check(EXAMPLES, 1, parse, part1);
//! // On your input, the input's value.
//! assert_eq!(part1(&vec![1, 5, 9]), 3);
//! ```
//!
//! Where a part runs on the example, the sizes are set for the thread that
//! runs it: `examples::check` in a test, and the runner (`just run`, `just
//! watch`, `just submit`'s check on the example) for an input that is one
//! of the table's examples. Read them before handing work to other threads.

use std::cell::RefCell;

/// One size an example runs at: its name, as the day asks for it, and its
/// value.
pub type Size = (&'static str, i64);

thread_local! {
    /// The sizes of the example this thread is running, if any.
    static RUNNING: RefCell<&'static [Size]> = const { RefCell::new(&[]) };
}

/// The size `name` of the example this thread is running, if it runs at
/// its own; else `input_value`, your input's.
///
/// # Panics
///
/// Where the example's value does not fit the type of `input_value` (a
/// negative size for a `usize`): the example's row is to be corrected.
pub fn example_or<T: TryFrom<i64>>(name: &str, input_value: T) -> T {
    let value = RUNNING.with(|running| {
        running
            .borrow()
            .iter()
            .find(|(size, _)| *size == name)
            .map(|&(_, value)| value)
    });
    match value {
        None => input_value,
        Some(value) => match T::try_from(value) {
            Ok(value) => value,
            // A wrong row of the table, not a bad input: the test that
            // runs it fails, saying which.
            #[allow(clippy::panic)]
            Err(_) => panic!(
                "the example's size {name} = {value} does not fit the type of the value given for your input"
            ),
        },
    }
}

/// Runs `run` with `sizes` as the sizes of the example it runs on (none:
/// your input's, as outside), and sets back what was set before.
pub fn run_at<R>(sizes: &'static [Size], run: impl FnOnce() -> R) -> R {
    let before = RUNNING.with(|running| running.replace(sizes));
    /// Sets the sizes back however `run` ends (a failed check unwinds).
    struct Restore(&'static [Size]);
    impl Drop for Restore {
        fn drop(&mut self) {
            let before = self.0;
            RUNNING.with(|running| *running.borrow_mut() = before);
        }
    }
    let _restore = Restore(before);
    run()
}

/// The sizes as a person reads them: `width 11, height 7`.
pub fn said(sizes: &[Size]) -> String {
    sizes
        .iter()
        .map(|(name, value)| format!("{name} {value}"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_s_size_inside_the_input_s_outside() {
        const AT: &[Size] = &[("width", 11), ("height", 7)];
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
        assert_eq!(said(AT), "width 11, height 7");
        let negative: &'static [Size] = &[("width", -1)];
        assert!(
            std::panic::catch_unwind(|| run_at(negative, || example_or("width", 1_usize))).is_err()
        );
    }
}
