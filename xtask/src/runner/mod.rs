//! Running the days: `cargo aoc` and what it prints, and the commands built
//! on it that check or show answers (`verify`, `run-all`; `submit`, in
//! `site/`, runs a part through it too).

pub mod cargo_aoc;
pub mod run_all;
pub mod verify;
