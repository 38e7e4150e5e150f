# Advent of Code, every year in one workspace: `just` lists the recipes.
# Recipes that take a day act on the current year (`just year`).

# List the recipes.
default:
    @just --list --unsorted

# Install cargo-aoc, which runs the days, if it is missing.
setup:
    command -v cargo-aoc >/dev/null || cargo install --locked cargo-aoc

# Print the current year, or make YYYY current (created on first use): see the README's "Another year".
year year="":
    @cargo xtask year {{year}}

# Run one day with cargo-aoc (e.g. `just run 21`); extra arguments go to cargo aoc.
run day *args:
    cargo aoc -d {{day}} {{args}}

# Run every day of every year through cargo aoc, printing its answers (on its example until you save your input).
run-all:
    cargo xtask run-all

# The quick test loop: every year's days', aoc-common's and the runner's tests and doc tests (or one day's: `just test 4`).
test day="":
    #!/usr/bin/env bash
    set -euo pipefail
    if [[ -n "{{day}}" ]]; then
      cargo test -p "$(cargo xtask crate {{day}})"
      exit
    fi
    # The tools' own tests (xtask) run in `just test-full`; benchmarks are
    # behind each day's `bench` feature: neither is what this loop is for.
    cargo test --workspace --exclude xtask
    # rustc 1.95 miscompiled day 21's memo in release builds only: keep one
    # release run of it in the quick loop.
    cargo test --release -p day21 --test answers example_part2

# What `just test` leaves out: the tools' tests, the benchmarks run once as tests, tests named `exhaustive_…` and property tests at full count (release).
test-full:
    cargo test --workspace --all-targets --all-features
    PROPTEST_CASES=4096 cargo test --workspace --exclude xtask --release
    cargo test --workspace --exclude xtask --release -- --ignored exhaustive_

# Check every solution of every year on your inputs against the answers in input/YEAR/dayN.answers (or the current year's days given).
verify *days:
    cargo xtask verify {{days}}

# Download your input for a day, and record the answers the site accepted (see the README's "Reading and submitting").
fetch day:
    cargo xtask fetch {{day}}

# Read a day's puzzle in the terminal (kept under input/, fetched once; again after a part is solved).
read day:
    cargo xtask read {{day}}

# Save code block K of a day's puzzle as one of its examples (example.txt, or FILE).
example day block file="example.txt":
    cargo xtask example {{day}} {{block}} {{file}}

# Send an answer (the canonical solution's on your input if none is given); a right one is recorded for `just verify`.
submit day part *answer:
    cargo xtask submit {{day}} {{part}} {{answer}}

# Criterion benchmarks of one day's crate of the current year (day 21 if none is given), then a summary table.
bench day="21":
    #!/usr/bin/env bash
    set -euo pipefail
    crate=$(cargo xtask crate {{day}})
    cargo bench -p "$crate" --features bench --bench '*'
    cargo xtask bench-report --group "$crate"

# aoc-common against plain std parsing of the same text, six input shapes, then the table with each ratio to std.
bench-parse:
    cargo bench -p aoc-common --features bench --bench parse
    cargo xtask bench-report --only "aoc-common vs std"

# Write the latest benchmark results of every day of every year and of aoc-common into the README and redraw day 21's chart.
bench-readme:
    cargo xtask bench-report --only day --only "aoc-common vs std" --readme README.md \
        --chart crates/day21/benches/part2-by-target.svg --chart-group day21 --x-label "target score"

# cargo-aoc's own benchmark of one day's registered solutions.
aoc-bench day:
    cargo aoc bench -d {{day}}

# Format every crate.
fmt:
    cargo fmt --all

# Formatting and clippy, warnings as errors (with every feature, and without: the plain build of the tools leaves parts out).
lint:
    @cargo fmt --all --check || { echo "lint: formatting is off; run 'just fmt' to fix it" >&2; exit 1; }
    cargo clippy --workspace --all-targets --all-features -- -D warnings
    cargo clippy --workspace --all-targets -- -D warnings

# Scaffold a new day of the current year (1 to 25; 1 to 12 from 2025) and register it: see the README's "Adding a day".
new day:
    cargo xtask new {{day}}

# Everything CI runs.
ci: lint test test-full check-answers check-workflow

# End to end: day 21's answers and error messages through cargo aoc (see .ci/check-answers).
check-answers:
    .ci/check-answers

# End to end, in a throwaway copy: own inputs, `just new`, `just verify` (see .ci/check-workflow).
check-workflow:
    .ci/check-workflow
