//! The graph and bit readers against what they should read, on inputs made
//! at random: every edge written is an edge read, every number written in
//! bits is read back, and a fault is said where it stands.

// A failed unwrap in a test is a failed test.
#![allow(clippy::unwrap_used)]

use aoc_common::{Edges, Graph, ParseError, graph, graph_with, lines};
use proptest::prelude::*;

/// A few names, and edges between them by index.
fn edges() -> impl Strategy<Value = (Vec<String>, Vec<(usize, usize)>)> {
    prop::collection::vec("[a-zA-Z]{1,5}", 1..8).prop_flat_map(|names| {
        let count = names.len();
        let edges = prop::collection::vec((0..count, 0..count), 0..20);
        (Just(names), edges)
    })
}

/// A rule of bags inside bags: the outer bag, and the bags it holds with
/// their counts, each bag by its index among the names.
type Rule = (usize, Vec<(usize, u64)>);

/// Bag names (one to three words), and rules over them.
fn bag_rules() -> impl Strategy<Value = (Vec<String>, Vec<Rule>)> {
    prop::collection::vec("[a-z]{1,4}( [a-z]{1,4}){0,2}", 2..8).prop_flat_map(|names| {
        let count = names.len();
        let held = prop::collection::vec((0..count, 1_u64..10), 1..4);
        (Just(names), prop::collection::vec((0..count, held), 1..8))
    })
}

/// Bag rules read with several-word names: `outer -> 2 dark red, 1 faded blue`.
fn bags(input: &str) -> Result<Graph<'_, u64>, ParseError> {
    graph_with(input, Edges::OneWay, |line| {
        let (outer, inner) = line.split_once(" -> ")?;
        inner.list(", ", |bag| {
            let (count, name) = bag.split_once(" ")?;
            Ok((outer.phrase()?, name.phrase()?, count.number::<u64>()?))
        })
    })
}

/// Numbers, each with a width that holds it, up to 64 bits.
fn fields() -> impl Strategy<Value = Vec<(u64, u32)>> {
    prop::collection::vec(
        (1_u32..=64).prop_flat_map(|width| {
            let top = if width == 64 {
                u64::MAX
            } else {
                (1 << width) - 1
            };
            (0..=top, Just(width))
        }),
        1..12,
    )
}

/// `fields` as a string of bits, padded with zeros to a whole number of
/// hexadecimal digits.
fn bit_string(fields: &[(u64, u32)]) -> String {
    let mut bits: String = fields
        .iter()
        .map(|&(value, width)| format!("{value:0width$b}", width = width as usize))
        .collect();
    while !bits.len().is_multiple_of(4) {
        bits.push('0');
    }
    bits
}

/// `bits` (a multiple of four long) as hexadecimal digits.
fn hex(bits: &str) -> String {
    bits.as_bytes()
        .chunks(4)
        .map(|nibble| {
            let value = u32::from_str_radix(std::str::from_utf8(nibble).unwrap(), 2).unwrap();
            char::from_digit(value, 16).unwrap().to_ascii_uppercase()
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::default())]

    #[test]
    fn every_edge_written_is_read_once_each_way_it_goes((names, edges) in edges(), both in any::<bool>()) {
        let input: String = edges.iter().map(|&(a, b)| format!("{}-{}\n", names[a], names[b])).collect();
        let way = if both { Edges::BothWays } else { Edges::OneWay };
        let graph = graph(&input, "-", way).unwrap();
        let mut written: Vec<(String, String)> = Vec::new();
        for &(a, b) in &edges {
            written.push((names[a].clone(), names[b].clone()));
            if both {
                written.push((names[b].clone(), names[a].clone()));
            }
        }
        let mut read: Vec<(String, String)> = graph
            .nodes()
            .flat_map(|node| graph.neighbours(node).map(move |next| (node, next)))
            .map(|(a, b)| (graph.name(a).to_owned(), graph.name(b).to_owned()))
            .collect();
        written.sort();
        read.sort();
        prop_assert_eq!(read, written);
        // Each name a node, numbered in the order it first appears.
        let mut first: Vec<&str> = Vec::new();
        for &(a, b) in &edges {
            for name in [&names[a], &names[b]] {
                if !first.contains(&name.as_str()) {
                    first.push(name);
                }
            }
        }
        prop_assert_eq!(graph.names(), first.as_slice());
    }

    #[test]
    fn a_name_cut_or_spaced_is_said_at_its_line_and_column((names, edges) in edges(), at in any::<prop::sample::Index>(), spaced in any::<bool>()) {
        prop_assume!(!edges.is_empty());
        let mut lines: Vec<String> = edges.iter().map(|&(a, b)| format!("{}-{}", names[a], names[b])).collect();
        let bad = at.index(lines.len());
        let (from, _) = lines[bad].split_once('-').unwrap();
        let column = from.len() + 2;
        lines[bad] = if spaced {
            format!("{from}- x")
        } else {
            format!("{from}-")
        };
        let input = lines.join("\n");
        let error = graph(&input, "-", Edges::BothWays).unwrap_err();
        prop_assert_eq!((error.line, error.column), (bad + 1, Some(column)));
    }

    #[test]
    fn names_of_several_words_are_read_whole_and_a_missing_comma_is_said_at_the_count_after_it(
        (names, rules) in bag_rules(), at in any::<prop::sample::Index>(),
    ) {
        let line = |outer: usize, held: &[(usize, u64)], separator: &str| {
            let held: Vec<String> = held.iter().map(|&(bag, count)| format!("{count} {}", names[bag])).collect();
            format!("{} -> {}", names[outer], held.join(separator))
        };
        let input: String = rules.iter().map(|(outer, held)| line(*outer, held, ", ") + "\n").collect();
        let graph = bags(&input).unwrap();
        let mut written: Vec<(&str, &str, u64)> = rules
            .iter()
            .flat_map(|(outer, held)| held.iter().map(|&(bag, count)| (names[*outer].as_str(), names[bag].as_str(), count)))
            .collect();
        let mut read: Vec<(&str, &str, u64)> = graph
            .nodes()
            .flat_map(|node| graph.edges(node).iter().map(move |&(bag, count)| (node, bag, count)))
            .map(|(outer, bag, count)| (graph.name(outer), graph.name(bag), count))
            .collect();
        written.sort_unstable();
        read.sort_unstable();
        prop_assert_eq!(read, written);

        // The comma after a rule's first bag left out: the error is at the
        // count that follows it, not at the end of the line.
        let multi: Vec<usize> = (0..rules.len()).filter(|&rule| rules[rule].1.len() > 1).collect();
        prop_assume!(!multi.is_empty());
        let bad = multi[at.index(multi.len())];
        let mut lines: Vec<String> = rules.iter().map(|(outer, held)| line(*outer, held, ", ")).collect();
        let (outer, held) = &rules[bad];
        let first = line(*outer, &held[..1], ", ");
        lines[bad] = format!("{first} {}", line(*outer, &held[1..], ", ").split_once(" -> ").unwrap().1);
        let error = bags(&lines.join("\n")).unwrap_err();
        prop_assert_eq!((error.line, error.column), (bad + 1, Some(first.len() + 2)), "{}", error);
    }

    #[test]
    fn numbers_written_as_bits_are_read_back(fields in fields()) {
        let bits = bit_string(&fields);
        let line = hex(&bits);
        let mut reader = lines(&line).next().unwrap().hex_bits().unwrap();
        for &(value, width) in &fields {
            prop_assert_eq!(reader.read(width, "a field").unwrap(), value);
        }
        prop_assert!(reader.padding().is_ok());
        let mut binary = lines(&bits).next().unwrap().binary_bits().unwrap();
        for &(value, width) in &fields {
            prop_assert_eq!(binary.read(width, "a field").unwrap(), value);
        }
    }

    #[test]
    fn bits_that_run_out_are_said_at_the_line_s_end(fields in fields(), extra in 1_u32..=64) {
        let line = hex(&bit_string(&fields));
        let mut reader = lines(&line).next().unwrap().hex_bits().unwrap();
        while reader.remaining() >= 64 {
            reader.read(64, "a field").unwrap();
        }
        let left = u32::try_from(reader.remaining()).unwrap();
        let want = (left + extra).min(64);
        prop_assume!(want > left);
        let error = reader.read(want, "a field").unwrap_err();
        prop_assert_eq!(error.column, Some(line.len() + 1));
        prop_assert_eq!(error.found, aoc_common::Found::EndOfLine);
    }
}
