//! Criterion benchmarks of day 2: parsing and each part, on the input in
//! `input/2021/day2.txt` (yours, or the example's copy until you save it).
//! `just bench 2` runs them and prints a table.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};

/// The input file, relative to this crate.
const INPUT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../input/2021/day2.txt");

fn day(c: &mut Criterion) {
    let Ok(text) = std::fs::read_to_string(INPUT) else {
        eprintln!("no {INPUT}: nothing to benchmark");
        return;
    };
    let Ok(input) = day02::parse(&text) else {
        eprintln!("{INPUT} does not parse: nothing to benchmark");
        return;
    };
    let mut group = c.benchmark_group("day02");
    group.bench_function("parse", |b| b.iter(|| day02::parse(black_box(&text))));
    group.bench_function("part1", |b| b.iter(|| day02::part1(black_box(&input))));
    group.bench_function("part2", |b| b.iter(|| day02::part2(black_box(&input))));
    group.finish();
}

criterion_group!(benches, day);
criterion_main!(benches);
