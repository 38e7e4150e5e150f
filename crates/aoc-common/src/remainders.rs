//! [`chinese_remainder`]: remainders to be met at once (buses that leave in
//! turn, discs that line up), solved one congruence at a time with the
//! extended gcd, in any signed integer type, a big one included; a type too
//! narrow for the answer is said, never wrapped round.

use std::fmt::Display;

use num_integer::Integer;
use num_traits::{CheckedAdd, CheckedMul, Signed};

use crate::NoAnswer;

/// The least `x ≥ 0` with `x ≡ r (mod m)` for every `(r, m)` of `system`,
/// and the modulus every answer repeats at (the moduli's least common
/// multiple): `(x, lcm)`. The moduli need not be coprime; remainders may be
/// negative or past their modulus (`-3` mod 7 is 4).
///
/// Any signed integer type: `i64`, `i128`, or num-bigint's `BigInt`, which
/// never overflows. In a primitive type every step is checked: where the
/// least common multiple is past the type's range, a [`NoAnswer`] says so
/// and names the type, rather than a wrong answer. A modulus below 1, or
/// remainders that cannot all hold (`1 mod 4` and `2 mod 6`), are a
/// [`NoAnswer`] too.
///
/// ```
/// use aoc_common::chinese_remainder;
/// // Buses 17, x, 13, 19: leave at t with t + i ≡ 0 (mod bus i).
/// let buses = [(0, 17), (2, 13), (3, 19)];
/// let system = buses.map(|(i, bus): (i64, i64)| (-i, bus));
/// assert_eq!(chinese_remainder(system)?, (3417, 17 * 13 * 19));
///
/// let error = chinese_remainder([(1_i64, 4), (2, 6)]).unwrap_err();
/// assert_eq!(error.to_string(), "no answer: x ≡ 2 (mod 6) and x ≡ 1 (mod 4), from the remainders before it, cannot both hold");
/// # Ok::<(), aoc_common::NoAnswer>(())
/// ```
///
/// Seven moduli near a million: their product is past `i128`, which says
/// so, and a `BigInt` holds it (an answer the runner prints as it is,
/// through [`Shown`](crate::Shown)):
///
/// ```
/// use aoc_common::{Answer, Shown, chinese_remainder};
/// use num_bigint::BigInt;
/// let moduli = [999_983_i128, 999_979, 999_961, 999_959, 999_953, 999_931, 999_917];
/// let system = moduli.map(|m| (m - 1, m));
/// let error = chinese_remainder(system).unwrap_err();
/// assert!(error.to_string().contains("past i128's range"), "{error}");
///
/// let (x, lcm) = chinese_remainder(system.map(|(r, m)| (BigInt::from(r), BigInt::from(m))))?;
/// assert_eq!(x, &lcm - 1); // -1 modulo each
/// assert_eq!(Shown(x).into_answer()?.len(), 42);
/// # Ok::<(), aoc_common::Failed>(())
/// ```
pub fn chinese_remainder<T>(system: impl IntoIterator<Item = (T, T)>) -> Result<(T, T), NoAnswer>
where
    T: Integer + Signed + Clone + CheckedMul + CheckedAdd + Display,
{
    let (mut x, mut m) = (T::zero(), T::one());
    for (r, n) in system {
        if !n.is_positive() {
            return Err(NoAnswer::new(format!(
                "a modulus of {n} (each must be at least 1)"
            )));
        }
        let r = r.mod_floor(&n);
        let e = m.extended_gcd(&n);
        // x < m and r < n, both at least 0: their difference fits.
        let difference = r.clone() - x.clone();
        if !(difference.clone() % e.gcd.clone()).is_zero() {
            return Err(NoAnswer::new(format!(
                "x ≡ {r} (mod {n}) and x ≡ {x} (mod {m}), from the remainders before it, cannot both hold"
            )));
        }
        let step = n / e.gcd.clone();
        // x + m·t for the t that meets r too: t ≡ (r − x)/gcd · m⁻¹ (mod n/gcd).
        let t = mul_mod(
            (difference / e.gcd).mod_floor(&step),
            e.x.mod_floor(&step),
            &step,
        );
        let lcm = m.checked_mul(&step).ok_or_else(too_narrow::<T>)?;
        // m·t < m·step = lcm, and x + m·t < lcm: both fit once lcm does.
        x = m
            .checked_mul(&t)
            .and_then(|mt| x.checked_add(&mt))
            .ok_or_else(too_narrow::<T>)?;
        m = lcm;
    }
    Ok((x, m))
}

/// `a · b mod n`, for `a` and `b` in `0..n`: straight where the product
/// fits, else by doubling and adding, whose sums stay below `2n`.
fn mul_mod<T: Integer + Clone + CheckedMul + CheckedAdd>(a: T, b: T, n: &T) -> T {
    if let Some(product) = a.checked_mul(&b) {
        return product.mod_floor(n);
    }
    let two = T::one() + T::one();
    let (mut a, mut b, mut product) = (a, b, T::zero());
    while !b.is_zero() {
        if b.is_odd() {
            product = (product + a.clone()).mod_floor(n);
        }
        a = (a.clone() + a).mod_floor(n);
        b = b / two.clone();
    }
    product
}

/// The error for a type whose range the answer's modulus is past.
#[cold]
fn too_narrow<T>() -> NoAnswer {
    NoAnswer::new(format!(
        "the moduli's least common multiple is past {}'s range: solve in a wider type (i128, or num-bigint's BigInt, which has no limit)",
        std::any::type_name::<T>()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// The answer meets every remainder, is the least that does (none
        /// below it, by search), and repeats at the least common multiple;
        /// where none is found, a search finds none either.
        #[test]
        fn the_answer_is_the_least_that_meets_every_remainder(
            system in proptest::collection::vec((-50_i64..50, 1_i64..30), 0..4)
        ) {
            let lcm = system.iter().fold(1, |lcm, &(_, m)| lcm.lcm(&m));
            let meets = |x: i64| system.iter().all(|&(r, m)| (x - r).mod_floor(&m) == 0);
            let least = (0..lcm).find(|&x| meets(x));
            match chinese_remainder(system.clone()) {
                Ok((x, m)) => {
                    proptest::prop_assert_eq!(Some(x), least);
                    proptest::prop_assert_eq!(m, lcm);
                }
                Err(_) => proptest::prop_assert_eq!(least, None),
            }
        }

        /// Products past the type's range are worked out by doubling, with
        /// the same result as a wider type.
        #[test]
        fn large_moduli_that_fit_are_solved(a in 1_i64..=i64::MAX / 4, b in 1_i64..=i64::MAX / 4) {
            let n = i64::MAX / 2;
            proptest::prop_assert_eq!(
                i128::from(mul_mod(a % n, b % n, &n)),
                i128::from(a % n) * i128::from(b % n) % i128::from(n)
            );
        }
    }

    #[test]
    fn a_modulus_below_one_or_a_type_too_narrow_is_said() {
        assert_eq!(
            chinese_remainder([(1_i32, 0)]).unwrap_err().to_string(),
            "no answer: a modulus of 0 (each must be at least 1)"
        );
        let error = chinese_remainder([(1_i32, 65_537), (2, 65_539)]).unwrap_err();
        assert_eq!(
            error.to_string(),
            "no answer: the moduli's least common multiple is past i32's range: solve in a wider type (i128, or num-bigint's BigInt, which has no limit)"
        );
        assert_eq!(chinese_remainder(Vec::<(i8, i8)>::new()), Ok((0, 1)));
        // Moduli near 10^9 in i64: their product fits, their squares'
        // products are worked out by doubling.
        let (x, m) = chinese_remainder([(5_i64, 999_999_937), (7, 999_999_929)]).unwrap();
        assert_eq!(m, 999_999_937 * 999_999_929);
        assert_eq!((x % 999_999_937, x % 999_999_929), (5, 7));
    }
}
