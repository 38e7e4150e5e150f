//! Criterion's benchmarks of the days with none of their own (`just bench N
//! --full`, the root's `bench` feature): each day this build registers,
//! its parser and each part (canonical, then its named variants) timed
//! alone on your input (or its example until you save it), in the group of
//! its package (`day04-2026`), as `just bench-report` and `just
//! bench-readme` read them. The days come from the registrations the build
//! writes (`runner::solution::Measure`): nothing here names one.

use std::hint::black_box;

use criterion::Criterion;
use runner::solution::{Measure, Part};

#[macro_use]
extern crate runner;

mod input;

// The registrations, for their `measure`.
#[allow(dead_code)]
mod registered {
    include!(concat!(env!("OUT_DIR"), "/runner.rs"));
}

/// Criterion, handed each day in turn.
struct Timings(Criterion);

impl Measure for Timings {
    fn day<I>(
        &mut self,
        day: u8,
        parse: fn(&'static str) -> Result<I, aoc_common::Failed>,
        parts: &[Part<I>],
    ) {
        let Some((day, text, parsed)) = input::parsed(registered::YEAR, day, parse) else {
            return;
        };
        let mut group = self.0.benchmark_group(day.package());
        group.bench_function("parse", |b| b.iter(|| parse(black_box(text))));
        for part in parts {
            // A part not solved yet, or that fails, has no time to show.
            if let Err(error) = (part.solve)(&parsed) {
                eprintln!("{}/{}: not timed: {error}", day.package(), part.function());
                continue;
            }
            group.bench_function(part.function(), |b| {
                b.iter(|| (part.solve)(black_box(&parsed)))
            });
        }
        group.finish();
    }
}

fn main() {
    let mut timings = Timings(Criterion::default().configure_from_args());
    registered::measure(&mut timings);
    timings.0.final_summary();
}
