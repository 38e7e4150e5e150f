//! [`bottom_up`]: a value over states that lead to others without coming
//! back (a graph with no cycle, stairs, bags inside bags), each state's
//! value made from the values of those it leads to, worked out children
//! first with a stack of its own: no recursion, so a chain a million states
//! deep (hundreds of thousands) is as fine as a short one, and in any type the values need (`u64`,
//! `u128`, a big integer).

use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;

use crate::{Graph, NoAnswer};

/// The value of `start`, where each state's value is made by `value` from
/// the state and the values of the states `next` gives it, in that order:
/// a count of paths (`1` at the end, else the children's sum), a total
/// (bags inside bags: each child's count times one more than its own),
/// the longest way down.
///
/// Each state reachable from `start` is valued once (a memo), children
/// first, by a loop over a stack of its own rather than by recursion, so
/// depth costs memory, never the call stack. A state that leads back to
/// one still being valued is a cycle, over which no such value exists: a
/// [`NoAnswer`] naming the state and the way round (its first states, on a
/// long cycle).
///
/// Paths from `start` to `end` (pathfinding's `count_paths` counts them
/// too, but recurses once a step and counts in `usize`):
///
/// ```
/// use aoc_common::{Edges, bottom_up, graph};
/// let devices = graph("you-bbb\nyou-ccc\nbbb-ddd\nbbb-eee\nccc-ddd\nccc-eee\nccc-fff\nddd-out\neee-out\nfff-out\n", "-", Edges::OneWay)?;
/// let (you, out) = (devices.node("you").unwrap(), devices.node("out").unwrap());
/// let paths: u64 = bottom_up(you, |&at| devices.neighbours(at), |&at, children| {
///     if at == out { 1 } else { children.sum() }
/// })?;
/// assert_eq!(paths, 5);
/// # Ok::<(), aoc_common::Failed>(())
/// ```
///
/// A total with a weight on each edge (how many bags one holds), where the
/// children's values come in the order of the edges:
///
/// ```
/// use aoc_common::{Edges, bottom_up, graph_with};
/// let input = "shiny gold -> 2 dark red\ndark red -> 2 dark orange\ndark orange -> 2 dark yellow\n";
/// let bags = graph_with(input, Edges::OneWay, |line| {
///     let (outer, inner) = line.split_once(" -> ")?;
///     inner.list(", ", |bag| {
///         let (count, name) = bag.split_once(" ")?;
///         Ok((outer.phrase()?, name.phrase()?, count.number::<u64>()?))
///     })
/// })?;
/// let gold = bags.node("shiny gold").unwrap();
/// let inside = bottom_up(gold, |&bag| bags.neighbours(bag), |&bag, inside| {
///     bags.edges(bag).iter().zip(inside).map(|(&(_, count), held)| count * (1 + held)).sum::<u64>()
/// })?;
/// assert_eq!(inside, 2 + 2 * 2 + 2 * 2 * 2);
/// # Ok::<(), aoc_common::Failed>(())
/// ```
///
/// Any states, any width: the ways up 500 stairs one, two or three at a
/// time pass `u128` (a big integer holds them: see docs/after-parsing.md),
/// and a cycle is said:
///
/// ```
/// use aoc_common::bottom_up;
/// let ways = bottom_up(30_u32, |&n| (1..=3.min(n)).map(move |step| n - step), |&n, below| {
///     if n == 0 { 1 } else { below.sum::<u64>() }
/// })?;
/// assert_eq!(ways, 53_798_080);
///
/// let error = bottom_up(0_u8, |&n| [(n + 1) % 3], |_, next| next.sum::<u64>()).unwrap_err();
/// assert_eq!(error.to_string(), "no answer: 0 leads round to itself (a cycle: 0 → 1 → 2 → 0), so no value is worked out from its children");
/// # Ok::<(), aoc_common::NoAnswer>(())
/// ```
pub fn bottom_up<S, T, I>(
    start: S,
    next: impl FnMut(&S) -> I,
    value: impl FnMut(&S, Children<'_, S, T>) -> T,
) -> Result<T, NoAnswer>
where
    S: Clone + Eq + Hash + Debug,
    I: IntoIterator<Item = S>,
{
    valued(start, next, value, |state| format!("{state:?}"))
}

impl<W> Graph<'_, W> {
    /// [`bottom_up`] over the graph's edges from `start`: each node's
    /// value made by `value` from the node and its children's values, in
    /// the order of its edges; a cycle is said by the names of its nodes.
    ///
    /// ```
    /// use aoc_common::{Edges, graph};
    /// let devices = graph("you-bbb\nyou-ccc\nbbb-out\nccc-out\n", "-", Edges::OneWay)?;
    /// let (you, out) = (devices.node("you").unwrap(), devices.node("out").unwrap());
    /// let paths = devices.bottom_up(you, |&at, children| if at == out { 1 } else { children.sum::<u64>() })?;
    /// assert_eq!(paths, 2);
    ///
    /// let looped = graph("you-bbb\nbbb-ccc\nccc-bbb\n", "-", Edges::OneWay)?;
    /// let error = looped.bottom_up(0, |_, children| children.sum::<u64>()).unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     "no answer: bbb leads round to itself (a cycle: bbb → ccc → bbb), so no value is worked out from its children"
    /// );
    /// # Ok::<(), aoc_common::Failed>(())
    /// ```
    pub fn bottom_up<T>(
        &self,
        start: usize,
        value: impl FnMut(&usize, Children<'_, usize, T>) -> T,
    ) -> Result<T, NoAnswer> {
        valued(
            start,
            |&node| self.neighbours(node),
            value,
            |&node| self.name(node).to_owned(),
        )
    }
}

/// [`bottom_up`], a cycle said with `said`'s words for its states.
fn valued<S, T, I>(
    start: S,
    mut next: impl FnMut(&S) -> I,
    mut value: impl FnMut(&S, Children<'_, S, T>) -> T,
    said: impl Fn(&S) -> String,
) -> Result<T, NoAnswer>
where
    S: Clone + Eq + Hash,
    I: IntoIterator<Item = S>,
{
    // Each state seen: `None` while it is being valued (on the stack),
    // its value once done.
    let mut values: HashMap<S, Option<T>> = HashMap::new();
    // The states being valued, each with its children and how many of
    // them are valued so far.
    let mut stack: Vec<(S, Vec<S>, usize)> = Vec::new();
    values.insert(start.clone(), None);
    let children = next(&start).into_iter().collect();
    stack.push((start, children, 0));
    while let Some((state, children, done)) = stack.last_mut() {
        if let Some(child) = children.get(*done).cloned() {
            *done += 1;
            match values.get(&child) {
                Some(Some(_)) => continue,
                Some(None) => return Err(cycle(&stack, &child, said)),
                None => {}
            }
            values.insert(child.clone(), None);
            let grandchildren = next(&child).into_iter().collect();
            stack.push((child, grandchildren, 0));
            continue;
        }
        let valued = value(
            state,
            Children {
                children: children.iter(),
                values: &values,
            },
        );
        let Some((state, _, _)) = stack.pop() else {
            break;
        };
        if stack.is_empty() {
            return Ok(valued);
        }
        values.insert(state, Some(valued));
    }
    // The loop returns with the start's value: the stack is never empty
    // before then.
    Err(NoAnswer::new("no state to value"))
}

/// The error for `state`, on the `stack` of states being valued, which
/// leads round to itself: the cycle named from it back to it.
#[cold]
fn cycle<S: Eq, C>(stack: &[(S, C, usize)], state: &S, said: impl Fn(&S) -> String) -> NoAnswer {
    /// How many states of a long cycle are said.
    const SAID: usize = 8;
    let from = stack.iter().position(|(on, _, _)| on == state).unwrap_or(0);
    let round = &stack[from..];
    let mut path: Vec<String> = round.iter().take(SAID).map(|(on, _, _)| said(on)).collect();
    if round.len() > SAID {
        path.push(format!("… ({} states in all)", round.len()));
    }
    path.push(said(state));
    NoAnswer::new(format!(
        "{} leads round to itself (a cycle: {}), so no value is worked out from its children",
        said(state),
        path.join(" → ")
    ))
}

/// The values of a state's children, in the order `next` gave them, for
/// [`bottom_up`]'s `value`: an iterator of `&T` (`children.sum()`,
/// `.max()`, or zipped with the edges their weights are on).
pub struct Children<'v, S, T> {
    children: std::slice::Iter<'v, S>,
    values: &'v HashMap<S, Option<T>>,
}

impl<'v, S: Eq + Hash, T> Iterator for Children<'v, S, T> {
    type Item = &'v T;

    fn next(&mut self) -> Option<&'v T> {
        let child = self.children.next()?;
        // Every child is valued before its parent is (see `bottom_up`).
        self.values.get(child).and_then(Option::as_ref)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.children.size_hint()
    }
}

impl<S: Eq + Hash, T> ExactSizeIterator for Children<'_, S, T> {}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// On random graphs with no cycle (every edge to a higher number),
        /// the count of paths is the one a recursion counts.
        #[test]
        fn counts_paths_as_a_recursion_does(
            edges in proptest::collection::vec((0_usize..12, 1_usize..12), 0..40)
        ) {
            let mut next = vec![Vec::new(); 13];
            for (from, step) in edges {
                next[from].push((from + step).min(12));
            }
            fn by_recursion(next: &[Vec<usize>], at: usize) -> u64 {
                if at == 12 { 1 } else { next[at].iter().map(|&n| by_recursion(next, n)).sum() }
            }
            for start in 0..12 {
                let counted = bottom_up(start, |&at| next[at].clone(), |&at, children| {
                    if at == 12 { 1 } else { children.sum() }
                });
                proptest::prop_assert_eq!(counted, Ok(by_recursion(&next, start)));
            }
        }
    }

    #[test]
    fn a_chain_deeper_than_any_stack_is_fine() {
        let depth = 200_000_u32;
        let length = bottom_up(
            0,
            |&n| (n < depth).then_some(n + 1),
            |_, below| below.map(|length| length + 1).next().unwrap_or(0_u32),
        );
        assert_eq!(length, Ok(depth));
    }

    #[test]
    fn a_cycle_anywhere_below_is_said() {
        // 0 → 1 → 2 → 3 → 1: the count of 1 would need its own.
        let error = bottom_up(0, |&n| [if n < 3 { n + 1 } else { 1 }], |_, _| 0).unwrap_err();
        assert_eq!(
            error.to_string(),
            "no answer: 1 leads round to itself (a cycle: 1 → 2 → 3 → 1), so no value is worked out from its children"
        );
        // A long cycle: its first states, and how many.
        let error = bottom_up(0_u32, |&n| [(n + 1) % 100], |_, _| 0).unwrap_err();
        assert_eq!(
            error.to_string(),
            "no answer: 0 leads round to itself (a cycle: 0 → 1 → 2 → 3 → 4 → 5 → 6 → 7 → … (100 states in all) → 0), so no value is worked out from its children"
        );
        let leaf = bottom_up('a', |_| None, |_, children| children.count());
        assert_eq!(leaf, Ok(0));
    }
}
