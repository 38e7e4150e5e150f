# Advent of Code 2021: `just` lists the recipes.

# List the recipes.
default:
    @just --list --unsorted

# Install the tools this workspace uses, where missing.
setup:
    command -v cargo-aoc >/dev/null || cargo install --locked cargo-aoc

# Run one day with cargo-aoc (e.g. `just run 21`); extra arguments go to cargo aoc.
run day *args:
    cargo aoc -d {{day}} {{args}}

# Every test of every crate, doc tests included, in debug and release builds.
test:
    cargo test --workspace --all-targets
    cargo test --workspace --doc
    cargo test --workspace --release

# Criterion benchmarks of one day's crate (day 21 by default), then a summary table.
bench day="21":
    #!/usr/bin/env bash
    set -euo pipefail
    crate=day$(printf '%02d' "$((10#{{day}}))")
    cargo bench -p "$crate" --bench '*'
    cargo run -q --release -p bench-report -- --only "$crate"

# Write the latest `just bench` results into the README's table and redraw day 21's chart.
bench-readme:
    cargo run -q --release -p bench-report -- --only day21 --readme README.md \
        --chart crates/day21/benches/part2-by-target.svg --x-label "target score"

# cargo-aoc's own benchmark of one day's registered solutions.
aoc-bench day:
    cargo aoc bench -d {{day}}

# Formatting and clippy, warnings as errors.
lint:
    cargo fmt --all --check
    cargo clippy --workspace --all-targets -- -D warnings

# Run a day through cargo aoc and check the printed answers (see .ci/check-answers).
check-answers:
    .ci/check-answers

# Everything CI runs.
ci: lint test check-answers check-new-day

# `just new` end to end in a throwaway copy (see .ci/check-new-day).
check-new-day:
    .ci/check-new-day

# Scaffold a new day (1 to 25) from .template/ and register it.
new day:
    .ci/new-day {{day}}

# Run every registered day that has an input file, printing its answers.
run-all:
    #!/usr/bin/env bash
    set -euo pipefail
    for module in $(sed -n 's/^mod day0*\([0-9]*\);$/\1/p' src/lib.rs); do
      if [[ -f input/2021/day$module.txt ]]; then
        cargo aoc -d "$module"
      else
        echo "day $module: no input/2021/day$module.txt, skipped"
      fi
    done
