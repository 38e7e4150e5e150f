//! The heap use of one call of day 2's parsing and parts, on the same input as
//! the timings: how many allocations and the most heap held at once. `just bench
//! 2` runs it after them, and the table shows both. A binary of its own, whose
//! allocator counts, so that the timings keep the system's allocator.

use std::hint::black_box;

#[global_allocator]
static HEAP: aoc_common::memory::Alloc = aoc_common::memory::Alloc;

/// The input file, relative to this crate.
const INPUT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../input/2021/day2.txt");

fn main() {
    let Ok(text) = std::fs::read_to_string(INPUT) else {
        eprintln!("no {INPUT}: nothing to measure");
        return;
    };
    let Ok(input) = day02::parse(&text) else {
        eprintln!("{INPUT} does not parse: nothing to measure");
        return;
    };
    // The same functions as benches/day.rs, by the same names.
    let mut report = aoc_common::memory::Report::new("day02");
    report.measure("parse", || day02::parse(black_box(&text)));
    report.measure("part1", || day02::part1(black_box(&input)));
    report.measure("part2", || day02::part2(black_box(&input)));
    report.save();
}
