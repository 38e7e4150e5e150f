//! Everything that talks to the puzzle site, in one place: its client, what
//! its pages say, the submission history, a day's files under `input/YEAR/`,
//! and the four commands built on them (`read`, `example`, `fetch`,
//! `submit`).
//!
//! It is compiled only with the crate's `site` feature, so the everyday
//! commands (`new`, `verify`, `crate`) never wait for an HTTP client and
//! TLS to build: `cargo xtask read …` and the others build it on first use
//! (see `main.rs`).

mod client;
mod day;
pub mod fetch;
mod history;
mod puzzle;
pub mod read;
pub mod submit;
