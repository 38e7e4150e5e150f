//! Advent of Code 2021: the days `cargo aoc` runs while 2021 is the current
//! year (see `src/lib.rs`), each registered by its module in `src/year2021/`.

// One module per day; `just new` adds them.
mod day21;
