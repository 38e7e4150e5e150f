//! The heap use of one call of each function `benches/day21.rs` times, on the
//! puzzle's example: how many allocations, and the most heap held at once. A
//! binary of its own, whose allocator counts, so that the timings keep the
//! system's allocator.

use std::hint::black_box;

use day21::Start;

#[global_allocator]
static HEAP: aoc_common::memory::Alloc = aoc_common::memory::Alloc;

/// The puzzle's example.
const INPUT: &str = include_str!("../example.txt");

fn main() {
    let start: Start = match day21::parse(INPUT) {
        Ok(start) => start,
        Err(error) => unreachable!("the example parses: {error}"),
    };
    let mut report = aoc_common::memory::Report::new("day21");
    report.measure("parse", || day21::parse(black_box(INPUT)));
    report.measure("part1", || day21::part1(black_box(&start)));
    report.measure("part1_periodic", || {
        day21::part1_periodic(black_box(&start))
    });
    report.measure("part2", || day21::part2(black_box(&start)));
    report.measure("part2_per_player", || {
        day21::part2_per_player(black_box(&start))
    });
    report.measure("part2_table", || day21::part2_table(black_box(&start)));
    report.save();
}
