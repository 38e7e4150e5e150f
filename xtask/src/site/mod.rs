//! Everything that talks to the puzzle site, in one place: its client, what
//! its pages say, the submission history, a day's files under `input/YEAR/`,
//! and the commands built on them (`read`, `example`, `fetch`, `submit`,
//! `start`).
//!
//! It is compiled only with the crate's `site` feature, so the everyday
//! commands (`new`, `verify`, `stars`) never wait for an HTTP client and
//! TLS to build: the plain build checks what it can without them (see
//! [`crate::ask`]), then builds this on first use.

mod client;
mod day;
pub mod fetch;
mod history;
mod puzzle;
pub mod read;
pub mod start;
pub mod submit;
