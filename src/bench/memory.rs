//! The heap use of one call of each function `days.rs` times, on the same
//! input: how many allocations and the most heap held at once (aoc-common's
//! `memory`). A binary of its own, whose allocator counts, so that the
//! timings keep the system's allocator.

use std::hint::black_box;

use aoc_common::memory::Report;
use runner::solution::{Measure, Part};

#[macro_use]
extern crate runner;

mod input;

// The registrations, for their `measure`.
#[allow(dead_code)]
mod registered {
    include!(concat!(env!("OUT_DIR"), "/runner.rs"));
}

#[global_allocator]
static HEAP: aoc_common::memory::Alloc = aoc_common::memory::Alloc;

/// Each day's report, saved as it is made.
struct Heaps;

impl Measure for Heaps {
    fn day<I>(
        &mut self,
        day: u8,
        parse: fn(&'static str) -> Result<I, aoc_common::Failed>,
        parts: &[Part<I>],
    ) {
        let Some((day, text, parsed)) = input::parsed(registered::YEAR, day, parse) else {
            return;
        };
        let mut report = Report::new(&day.package());
        report.measure("parse", || parse(black_box(text)));
        for part in parts {
            if (part.solve)(&parsed).is_ok() {
                report.measure(&part.function(), || (part.solve)(black_box(&parsed)));
            }
        }
        report.save();
    }
}

fn main() {
    registered::measure(&mut Heaps);
}
