//! Criterion benchmarks of day {{DAY}}: parsing and each part, on the input in
//! `input/{{YEAR}}/day{{DAY}}.txt` (yours, or the example's copy until you save it).
//! `just bench {{DAY}}` runs them and prints a table.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};

/// The input file, relative to this crate.
const INPUT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/{{ROOT}}/input/{{YEAR}}/day{{DAY}}.txt");

fn day(c: &mut Criterion) {
    let Ok(text) = std::fs::read_to_string(INPUT) else {
        eprintln!("no {INPUT}: nothing to benchmark");
        return;
    };
    let Ok(input) = {{LIB}}::parse(&text) else {
        eprintln!("{INPUT} does not parse: nothing to benchmark");
        return;
    };
    let mut group = c.benchmark_group("{{CRATE}}");
    group.bench_function("parse", |b| b.iter(|| {{LIB}}::parse(black_box(&text))));
    group.bench_function("part1", |b| b.iter(|| {{LIB}}::part1(black_box(&input))));
{{PART2}}    group.bench_function("part2", |b| b.iter(|| {{LIB}}::part2(black_box(&input))));
    group.finish();
}

criterion_group!(benches, day);
criterion_main!(benches);
