//! [`after`]: the state a billion steps on, for a step that comes back
//! round: each state is kept with the step it was first seen at, so that
//! once one comes again the steps between are known to repeat forever, and
//! the state that far on is looked up rather than stepped to.

use std::collections::HashMap;
use std::hash::Hash;

/// The state after `steps` steps of `step` from `start`. Where a state
/// comes again (the spin cycle of a grid, a dance of programs), the steps
/// since it was first seen repeat forever: the state `steps` on is then the
/// one as far into that cycle as the steps left over reach, taken from
/// those kept, without stepping further. A step that never repeats is
/// simply taken `steps` times.
///
/// Every state up to the first repeat is kept (cloned twice: once in a map
/// of where each was seen, once in order), so memory grows with the steps
/// before the cycle closes; pathfinding's `brent` finds a cycle holding two
/// states only, where states are too large to keep.
///
/// ```
/// use aoc_common::after;
/// // A small state machine: (x² + 1) mod 1009 from 2.
/// let step = |&x: &u64| (x * x + 1) % 1009;
/// let far = after(2, step, 1_000_000_000);
/// let mut slow = 2;
/// let (length, _, first) = pathfinding::prelude::brent(2, |x| step(&x));
/// for _ in 0..first + (1_000_000_000 - first) % length {
///     slow = step(&slow);
/// }
/// assert_eq!(far, slow);
/// assert_eq!(after(2, step, 0), 2);
/// assert_eq!(after(2, step, 2), 26);
/// ```
pub fn after<S: Clone + Eq + Hash>(start: S, mut step: impl FnMut(&S) -> S, steps: usize) -> S {
    let mut seen: HashMap<S, usize> = HashMap::new();
    let mut order: Vec<S> = Vec::new();
    let mut state = start;
    for at in 0..steps {
        if let Some(&first) = seen.get(&state) {
            // States `first..at` come round again and again.
            let length = at - first;
            return order[first + (steps - first) % length].clone();
        }
        seen.insert(state.clone(), at);
        order.push(state.clone());
        state = step(&state);
    }
    state
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// Whatever the cycle, its start and the steps asked for, the state
        /// is the one stepping there one at a time gives.
        #[test]
        fn the_state_is_the_one_stepping_gives(
            lead in 0_u32..20,
            length in 1_u32..20,
            steps in 0_usize..200,
        ) {
            // `lead` states before a cycle of `length`.
            let step = |&n: &u32| if n + 1 < lead + length { n + 1 } else { lead };
            let mut slow = 0;
            for _ in 0..steps {
                slow = step(&slow);
            }
            proptest::prop_assert_eq!(after(0, step, steps), slow);
        }
    }

    #[test]
    fn a_state_that_never_repeats_is_stepped_to() {
        assert_eq!(after(0_u64, |n| n + 3, 1000), 3000);
        assert_eq!(after(String::from("a"), |s| s.clone() + "b", 3), "abbb");
    }
}
