//! Advent of Code {{YEAR}}: the days `cargo aoc` runs while {{YEAR}} is the current
//! year (see `src/lib.rs`), each registered by its module in `src/year{{YEAR}}/`.

// One module per day; `just new` adds them.
