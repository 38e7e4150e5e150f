//! Criterion benchmarks of day 21: the puzzle's parts through the public API,
//! then part 2's methods as the target score grows.
//!
//! `just bench` runs them and prints a summary table; `just bench-readme`
//! writes that table into the README and redraws the chart beside this file.

use std::hint::black_box;
use std::num::Wrapping;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use day21::{Method, Start, dirac::wins};

/// The puzzle's example.
const INPUT: &str = include_str!("../example.txt");

/// Target scores at which part 2's methods are timed.
const TARGETS: [u8; 7] = [10, 21, 30, 40, 50, 75, 100];

/// A registered solver and its name.
type Solver<T> = (&'static str, fn(&Start) -> T);

fn example() -> Start {
    match day21::parse(INPUT) {
        Ok(start) => start,
        Err(error) => unreachable!("the example parses: {error}"),
    }
}

/// Every function the runner registers, at the puzzle's targets.
fn puzzle(c: &mut Criterion) {
    let start = example();
    let mut group = c.benchmark_group("day21");
    group.bench_function("parse", |b| b.iter(|| day21::parse(black_box(INPUT))));
    let solvers: [Solver<u128>; 2] = [
        ("part1", day21::part1),
        ("part1_periodic", day21::part1_periodic),
    ];
    for (name, solve) in solvers {
        group.bench_function(name, |b| b.iter(|| solve(black_box(&start))));
    }
    let solvers: [Solver<u64>; 3] = [
        ("part2", day21::part2),
        ("part2_table", day21::part2_table),
        ("part2_per_player", day21::part2_per_player),
    ];
    for (name, solve) in solvers {
        group.bench_function(name, |b| b.iter(|| solve(black_box(&start))));
    }
    group.finish();
}

/// Part 2 by method and target, counting modulo 2^64 (`Wrapping<u64>`): the
/// same work as `u64`, and defined past target 27 where `u64` overflows.
fn part2_by_target(c: &mut Criterion) {
    let start = example();
    let mut group = c.benchmark_group("day21 part 2 by target score");
    group.sample_size(20);
    for method in Method::ALL {
        for target in TARGETS {
            group.bench_with_input(
                BenchmarkId::new(method.name(), target),
                &target,
                |b, &target| {
                    b.iter(|| wins::<Wrapping<u64>>(method, black_box(&start), black_box(target)));
                },
            );
        }
    }
    group.finish();
}

criterion_group!(benches, puzzle, part2_by_target);
criterion_main!(benches);
