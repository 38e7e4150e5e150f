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

# cargo-aoc's own benchmark of one day's registered solutions.
bench day:
    cargo aoc bench -d {{day}}

# Formatting and clippy, warnings as errors.
lint:
    cargo fmt --all --check
    cargo clippy --workspace --all-targets -- -D warnings

# Run a day through cargo aoc and check the printed answers (see .ci/check-answers).
check-answers:
    .ci/check-answers

# Everything CI runs.
ci: lint test check-answers
