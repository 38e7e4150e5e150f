//! Day {{DAY}} of {{YEAR}}, registered from the `{{CRATE}}` crate, for `just run {{DAY}}`
//! and `cargo aoc -d {{DAY}}`. `just new` wrote this file and nothing here needs
//! editing: the day's code goes in `{{CRATE_DIR}}`, whose `Input`, `parse`,
{{PART2}}//! `part1` and `part2` the first line registers. Whatever `Input` holds,
{{LAST}}//! and `part1` the first line registers (the last day of {{YEAR}} has one
{{LAST}}//! puzzle: its second star is the year's last, not an answer). Whatever `Input` holds,
//! whatever type an answer has (a number, a `String`) and whether a part can
//! fail, `aoc_common::Answer` turns it into what cargo-aoc prints.
//!
//! To run a faster variant beside a part, add a public function to the day's
{{PART2}}//! crate (`pub fn part2_fast(input: &Input) -> …`) and one line here:
{{LAST}}//! crate (`pub fn part1_fast(input: &Input) -> …`) and one line here:
//!
//! ```ignore
{{PART2}}//!     part2 fast: {{LIB}}::part2_fast;
{{LAST}}//!     part1 fast: {{LIB}}::part1_fast;
//! ```

register! {
{{PART2}}    day{{DAY}}: {{LIB}};
{{LAST}}    day{{DAY}}: {{LIB}} (part1 only);
}
