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
/// assert_eq!(i64::description(), "a 64-bit integer");
/// assert_eq!(u8::description(), "an unsigned 8-bit integer (0 to 255)");
/// ```
pub trait Number: Copy + Default + PartialOrd + Display + FromStr {
    /// The smallest value, for error messages.
    const MIN: Self;
    /// The largest value, for error messages.
    const MAX: Self;
    /// True for a signed type, which accepts a leading `-`.
    const SIGNED: bool;

    /// How an error names a value of the type, its range in words: "a
    /// 64-bit integer", "an unsigned 32-bit integer"; the bounds follow where
    /// they are short ("an unsigned 8-bit integer (0 to 255)"). A type of
    /// your own says "a whole number from MIN to MAX" unless it says more.
    fn description() -> String {
        format!("a whole number from {} to {}", Self::MIN, Self::MAX)
    }

    /// `text` as a number: decimal digits, after a `-` for a signed type;
    /// no `+`, no white space, nothing out of range.
    #[inline]
    fn from_digits(text: &str) -> Option<Self> {
        match Self::prefix(text.as_bytes()) {
            Some((number, length)) if length == text.len() => Some(number),
            _ => None,
        }
    }

    /// The number at the start of `bytes` and how many bytes it takes: the
    /// longest run of decimal digits (after a `-` for a signed type), or
    /// `None` when there are no digits or they are out of range. The
    /// primitive types read the bytes directly, with overflow checks.
    ///
    /// ```
    /// use aoc_common::Number;
    /// assert_eq!(i32::prefix(b"-12..7"), Some((-12, 3)));
    /// assert_eq!(u8::prefix(b"256,1"), None);
    /// assert_eq!(u8::prefix(b"x"), None);
    /// ```
    fn prefix(bytes: &[u8]) -> Option<(Self, usize)> {
        let sign = usize::from(Self::SIGNED && bytes.first() == Some(&b'-'));
        let digits = bytes[sign..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let text = std::str::from_utf8(&bytes[..sign + digits]).ok()?;
        (digits > 0)
            .then(|| text.parse().ok())
            .flatten()
            .map(|n| (n, sign + digits))
    }
}

macro_rules! numbers {
    ($signed:literal: $($int:ty),*) => {$(
        impl Number for $int {
            const MIN: Self = <$int>::MIN;
            const MAX: Self = <$int>::MAX;
            const SIGNED: bool = $signed;

            fn description() -> String {
                let bits = <$int>::BITS;
                let kind = if $signed { "" } else { "unsigned " };
                let article = if !$signed || bits == 8 { "an" } else { "a" };
                // Bounds of up to five digits say more than the width does.
                if bits <= 16 {
                    format!("{article} {kind}{bits}-bit integer ({} to {})", <$int>::MIN, <$int>::MAX)
                } else {
                    format!("{article} {kind}{bits}-bit integer")
                }
            }

            #[inline]
            fn prefix(bytes: &[u8]) -> Option<(Self, usize)> {
                /// Digits that can never overflow, however many of them.
                const SAFE: usize = <$int>::MAX.ilog10() as usize;
                let negative = $signed && bytes.first() == Some(&b'-');
                let sign = usize::from(negative);
                // One pass that reads and counts the digits, wrapping; the
                // rare run too long to be sure of is read again, checked.
                let mut number: $int = 0;
                let mut digits = 0;
                for &byte in &bytes[sign..] {
                    let digit = byte.wrapping_sub(b'0');
                    if digit > 9 {
                        break;
                    }
                    number = number.wrapping_mul(10);
                    number = if negative {
                        number.wrapping_sub(digit as $int)
                    } else {
                        number.wrapping_add(digit as $int)
                    };
                    digits += 1;
                }
                if digits == 0 {
                    return None;
                }
                if digits > SAFE {
                    number = 0;
                    for &byte in &bytes[sign..sign + digits] {
                        let digit = (byte - b'0') as $int;
                        number = number.checked_mul(10)?;
                        number = if negative {
                            number.checked_sub(digit)?
                        } else {
                            number.checked_add(digit)?
                        };
                    }
                }
                Some((number, sign + digits))
            }
        }
    )*};
}
numbers!(false: u8, u16, u32, u64, u128, usize);
numbers!(true: i8, i16, i32, i64, i128, isize);

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// What `from_digits` must accept: the old reading, by `str::parse`
    /// after a check that only digits (and a `-` if signed) are there.
    fn by_parse<T: Number>(text: &str) -> Option<T> {
        let digits = if T::SIGNED {
            text.strip_prefix('-').unwrap_or(text)
        } else {
            text
        };
        if digits.is_empty() || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
            return None;
        }
        text.parse().ok()
    }

    proptest! {
        #[test]
        fn bytes_read_as_str_parse_does(text in "-?[0-9]{0,42}|-?[0-9]{0,3}[^0-9]?[0-9]{0,3}") {
            prop_assert_eq!(u8::from_digits(&text), by_parse::<u8>(&text));
            prop_assert_eq!(i8::from_digits(&text), by_parse::<i8>(&text));
            prop_assert_eq!(u32::from_digits(&text), by_parse::<u32>(&text));
            prop_assert_eq!(i32::from_digits(&text), by_parse::<i32>(&text));
            prop_assert_eq!(i64::from_digits(&text), by_parse::<i64>(&text));
            prop_assert_eq!(u128::from_digits(&text), by_parse::<u128>(&text));
            prop_assert_eq!(i128::from_digits(&text), by_parse::<i128>(&text));
        }

        #[test]
        fn a_prefix_is_the_longest_number_there(number: i64, rest in "([^0-9].{0,3})?") {
            let text = format!("{number}{rest}");
            prop_assert_eq!(i64::prefix(text.as_bytes()), Some((number, number.to_string().len())));
        }
    }

    #[test]
    fn the_edges_of_every_range() {
        assert_eq!(i8::from_digits("-128"), Some(i8::MIN));
        assert_eq!(i8::from_digits("127"), Some(i8::MAX));
        assert_eq!(i8::from_digits("-129"), None);
        assert_eq!(u64::from_digits("18446744073709551615"), Some(u64::MAX));
        assert_eq!(u64::from_digits("18446744073709551616"), None);
        assert_eq!(i128::from_digits(&i128::MIN.to_string()), Some(i128::MIN));
        assert_eq!(u32::from_digits("0000000000004294967295"), Some(u32::MAX));
    }

    #[test]
    fn types_say_their_range_in_words() {
        let described = [
            u8::description(),
            i8::description(),
            u16::description(),
            i16::description(),
            u32::description(),
            i32::description(),
            u64::description(),
            i64::description(),
            i128::description(),
        ];
        assert_eq!(
            described,
            [
                "an unsigned 8-bit integer (0 to 255)",
                "an 8-bit integer (-128 to 127)",
                "an unsigned 16-bit integer (0 to 65535)",
                "a 16-bit integer (-32768 to 32767)",
                "an unsigned 32-bit integer",
                "a 32-bit integer",
                "an unsigned 64-bit integer",
                "a 64-bit integer",
                "a 128-bit integer",
            ]
        );
        assert_eq!(
            usize::description(),
            format!("an unsigned {}-bit integer", usize::BITS)
        );
    }

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
