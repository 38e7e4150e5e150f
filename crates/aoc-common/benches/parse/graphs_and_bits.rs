//! aoc-common's graph and bit readers beside the loops people write by hand
//! for the same input: edge lines into a map of names and lists of
//! neighbours ("graph-edges"), and day 16's packets read as bits, every
//! version added up ("day16-bits"). The inputs are made here.

use std::collections::HashMap;
use std::fmt::Write;
use std::hint::black_box;

use aoc_common::{Bits, Edges, Graph, ParseError, graph, one_record};
use criterion::{BenchmarkId, Criterion};

use super::Numbers;

/// Times both readers beside their loops by hand, in the table of the
/// parsers, after checking that each pair reads the same.
pub fn graphs_and_bits(c: &mut Criterion) {
    let edges = edges_input();
    let read = edges_aoc(&edges).unwrap();
    assert!(same_graph(&read, &edges_std(&edges)), "the graphs disagree");
    let packets = packets_input();
    assert_eq!(
        packets_aoc(&packets).unwrap(),
        packets_std(&packets),
        "the sums disagree"
    );
    let mut group = c.benchmark_group("aoc-common vs std");
    group.bench_with_input(
        BenchmarkId::new("aoc-common", "graph-edges"),
        &edges,
        |b, input| b.iter(|| edges_aoc(black_box(input)).map(|graph| graph.len())),
    );
    group.bench_with_input(
        BenchmarkId::new("std", "graph-edges"),
        &edges,
        |b, input| b.iter(|| edges_std(black_box(input)).0.len()),
    );
    group.bench_with_input(
        BenchmarkId::new("aoc-common", "day16-bits"),
        &packets,
        |b, input| b.iter(|| packets_aoc(black_box(input))),
    );
    group.bench_with_input(
        BenchmarkId::new("std", "day16-bits"),
        &packets,
        |b, input| b.iter(|| packets_std(black_box(input))),
    );
    group.finish();
}

/// 3,000 edge lines between 1,000 names of three letters (the size of the
/// largest graph days' inputs).
fn edges_input() -> String {
    let mut random = Numbers(12);
    let name = |random: &mut Numbers| -> String {
        (0..3)
            .map(|_| char::from(b'a' + u8::try_from(random.below(10)).unwrap_or(0)))
            .collect()
    };
    (0..3000).fold(String::new(), |mut text, _| {
        let (a, b) = (name(&mut random), name(&mut random));
        let _ = writeln!(text, "{a}-{b}");
        text
    })
}

fn edges_aoc(input: &str) -> Result<Graph<'_>, ParseError> {
    graph(input, "-", Edges::BothWays)
}

/// The names, in the order they come, and each node's neighbours.
type Adjacency<'a> = (Vec<&'a str>, Vec<Vec<usize>>);

fn edges_std<'a>(input: &'a str) -> Adjacency<'a> {
    let mut index: HashMap<&str, usize> = HashMap::new();
    let mut names = Vec::new();
    let mut neighbours: Vec<Vec<usize>> = Vec::new();
    let mut node = |name: &'a str, names: &mut Vec<&'a str>, neighbours: &mut Vec<Vec<usize>>| {
        *index.entry(name).or_insert_with(|| {
            names.push(name);
            neighbours.push(Vec::new());
            names.len() - 1
        })
    };
    for line in input.lines() {
        let (a, b) = line.split_once('-').unwrap();
        let (a, b) = (
            node(a, &mut names, &mut neighbours),
            node(b, &mut names, &mut neighbours),
        );
        neighbours[b].push(a);
        neighbours[a].push(b);
    }
    (names, neighbours)
}

/// True when the two read the same graph.
fn same_graph(graph: &Graph, (names, neighbours): &Adjacency) -> bool {
    graph.names() == names.as_slice()
        && graph
            .nodes()
            .all(|node| graph.neighbours(node).eq(neighbours[node].iter().copied()))
}

/// Day 16's shape: one line of about 1,600 hexadecimal digits, a tree of
/// packets (literals, and operators of both length types).
fn packets_input() -> String {
    let mut random = Numbers(16);
    // An operator at the top, with packets under it until they make at
    // least 5,500 bits (the last one whole).
    let (mut inner, mut count) = (String::new(), 0);
    while inner.len() < 5_500 {
        packet(&mut random, &mut inner, 1);
        count += 1;
    }
    let mut bits = String::new();
    let _ = write!(bits, "{:03b}{:03b}1{count:011b}{inner}", random.below(8), 0);
    while !bits.len().is_multiple_of(4) {
        bits.push('0');
    }
    bits.as_bytes()
        .chunks(4)
        .map(|nibble| {
            let value = nibble
                .iter()
                .fold(0, |value, &bit| value << 1 | u32::from(bit - b'0'));
            char::from_digit(value, 16).map_or('0', |c| c.to_ascii_uppercase())
        })
        .collect()
}

/// One packet written as bits into `bits`, `depth` deep in the tree.
fn packet(random: &mut Numbers, bits: &mut String, depth: u32) {
    let field = |bits: &mut String, value: u64, width: usize| {
        let _ = write!(bits, "{value:0width$b}");
    };
    field(bits, random.below(8), 3);
    // Operators at the top, literals at the bottom, either between.
    if depth >= 4 || random.below(3) == 0 {
        field(bits, 4, 3);
        for _ in 0..random.below(3) {
            bits.push('1');
            field(bits, random.below(16), 4);
        }
        bits.push('0');
        field(bits, random.below(16), 4);
        return;
    }
    field(bits, random.below(4), 3);
    let count = 2 + random.below(4);
    if random.below(2) == 0 {
        bits.push('1');
        field(bits, count, 11);
        for _ in 0..count {
            packet(random, bits, depth + 1);
        }
    } else {
        let mut inner = String::new();
        for _ in 0..count {
            packet(random, &mut inner, depth + 1);
        }
        bits.push('0');
        field(bits, inner.len() as u64, 15);
        bits.push_str(&inner);
    }
}

fn packets_aoc(input: &str) -> Result<u64, ParseError> {
    one_record(input, |line| {
        let mut bits = line.hex_bits()?;
        let sum = versions(&mut bits)?;
        bits.padding()?;
        Ok(sum)
    })
}

fn versions(bits: &mut Bits) -> Result<u64, ParseError> {
    let mut sum = bits.read(3, "a packet's version")?;
    if bits.read(3, "a packet's type")? == 4 {
        while bits.flag("a group's flag")? {
            bits.read(4, "a group")?;
        }
        bits.read(4, "the last group")?;
        return Ok(sum);
    }
    if bits.flag("the length type")? {
        for _ in 0..bits.read(11, "the number of sub-packets")? {
            sum += versions(bits)?;
        }
    } else {
        let length = usize::try_from(bits.read(15, "the sub-packets' length")?).unwrap_or(0);
        let mut run = bits.take(length, "the sub-packets")?;
        while !run.is_empty() {
            sum += versions(&mut run)?;
        }
    }
    Ok(sum)
}

/// The same by hand: the digits into a vector of bits, read with an index.
fn packets_std(input: &str) -> u64 {
    let bits: Vec<u8> = input
        .trim_end()
        .chars()
        .flat_map(|c| {
            let value = c.to_digit(16).unwrap();
            (0..4)
                .rev()
                .map(move |shift| u8::from(value >> shift & 1 == 1))
        })
        .collect();
    let mut at = 0;
    versions_std(&bits, &mut at)
}

fn read(bits: &[u8], at: &mut usize, count: usize) -> u64 {
    let value = bits[*at..*at + count]
        .iter()
        .fold(0, |value, &bit| value << 1 | u64::from(bit));
    *at += count;
    value
}

fn versions_std(bits: &[u8], at: &mut usize) -> u64 {
    let mut sum = read(bits, at, 3);
    if read(bits, at, 3) == 4 {
        while read(bits, at, 1) == 1 {
            read(bits, at, 4);
        }
        read(bits, at, 4);
        return sum;
    }
    if read(bits, at, 1) == 1 {
        for _ in 0..read(bits, at, 11) {
            sum += versions_std(bits, at);
        }
    } else {
        let length = usize::try_from(read(bits, at, 15)).unwrap_or(0);
        let end = *at + length;
        while *at < end {
            sum += versions_std(bits, at);
        }
    }
    sum
}
