//! Integers read strictly: see [`Span::number`](crate::Span::number).

use std::fmt::Display;
use std::str::FromStr;

/// An integer type a [`Span`](crate::Span) can be read as: every primitive
/// integer, signed or not.
///
/// ```
/// use aoc_common::Number;
/// assert_eq!(i32::from_digits("-7"), Some(-7));
/// assert_eq!(u32::from_digits("-7"), None);
/// assert_eq!(u8::from_digits("+7"), None);
/// assert_eq!((u8::MIN, u8::MAX, i8::SIGNED), (0, 255, true));
/// ```
pub trait Number: Copy + Default + PartialOrd + Display + FromStr {
    /// The smallest value, for error messages.
    const MIN: Self;
    /// The largest value, for error messages.
    const MAX: Self;
    /// True for a signed type, which accepts a leading `-`.
    const SIGNED: bool;

    /// `text` as a number: decimal digits, after a `-` for a signed type;
    /// no `+`, no white space, nothing out of range.
    fn from_digits(text: &str) -> Option<Self> {
        let digits = if Self::SIGNED {
            text.strip_prefix('-').unwrap_or(text)
        } else {
            text
        };
        if digits.is_empty() || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
            return None;
        }
        text.parse().ok()
    }
}

macro_rules! numbers {
    ($signed:literal: $($int:ty),*) => {$(
        impl Number for $int {
            const MIN: Self = <$int>::MIN;
            const MAX: Self = <$int>::MAX;
            const SIGNED: bool = $signed;
        }
    )*};
}
numbers!(false: u8, u16, u32, u64, u128, usize);
numbers!(true: i8, i16, i32, i64, i128, isize);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_only() {
        assert_eq!(u8::from_digits("007"), Some(7));
        assert_eq!(i8::from_digits("-128"), Some(-128));
        assert_eq!(i64::from_digits("-0"), Some(0));
        for bad in ["", "+5", " 5", "5 ", "-", "-5", "1_000", "５", "256"] {
            assert_eq!(u8::from_digits(bad), None, "{bad:?}");
        }
        for bad in ["+5", "--5", "- 5", "-", "128", "-129"] {
            assert_eq!(i8::from_digits(bad), None, "{bad:?}");
        }
    }
}
