//! Day {{DAY}} of {{YEAR}}, registered from the `{{CRATE}}` crate with its named
//! variants, for `just run {{DAY}}` and `cargo aoc -d {{DAY}}` (a day with none
//! needs no module: the build registers its crate's `parse` and parts).
//! Each `partP NAME:` line adds a public function of the crate that takes
//! `&Input` (and, where it reads an example's sizes, `Sizes`).

register! {
{{REGISTER}}
}
