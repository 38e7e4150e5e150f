//! Arrays filled by fallible steps, with no heap allocation on the way.

/// `[step(0), …, step(N - 1)]`, stopping at the first error: what std's
/// `array::try_from_fn` will do once it is stable. The parsers that return
/// `[T; N]` build their arrays with it, so a fixed-size record costs no
/// allocation.
pub(crate) fn try_array<T, E, const N: usize>(
    mut step: impl FnMut(usize) -> Result<T, E>,
) -> Result<[T; N], E> {
    let mut slots: [Option<T>; N] = [const { None }; N];
    for (index, slot) in slots.iter_mut().enumerate() {
        *slot = Some(step(index)?);
    }
    // No step failed, so every slot holds its value.
    #[allow(clippy::expect_used)]
    Ok(slots.map(|slot| slot.expect("every step succeeded")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_in_order_and_stops_at_the_first_error() {
        let mut calls = Vec::new();
        let squares: Result<[usize; 3], ()> = try_array(|i| {
            calls.push(i);
            Ok(i * i)
        });
        assert_eq!((squares, calls), (Ok([0, 1, 4]), vec![0, 1, 2]));

        let mut calls = Vec::new();
        let failed: Result<[usize; 4], usize> = try_array(|i| {
            calls.push(i);
            if i == 1 { Err(i) } else { Ok(i) }
        });
        assert_eq!((failed, calls), (Err(1), vec![0, 1]));
    }
}
