//! `just run N`: day N's solutions on its input, as `cargo aoc -d N` prints
//! them (see the library's [`run`](advent_of_code::run)).

fn main() -> std::process::ExitCode {
    advent_of_code::run(std::env::args().skip(1))
}
