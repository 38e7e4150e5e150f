//! The manifest's edits: days of two years in order, a year visited and
//! left, a day added and taken out again.

use super::*;

const MANIFEST: &str = "\
[package]
name = \"runner\"

[dependencies]
aoc-common.workspace = true
# The days.
day21 = { workspace = true, optional = true }

[features]
# The current year.
default = [\"year2021\"]
# Each year, with its days.
year2021 = [\"cargo-aoc\", \"day21\"]
# What every year turns on.
cargo-aoc = []
# Each day, with its crate.
day21 = [\"dep:day21\"]

[workspace]
members = [\"crates/[a-z]*\"]

[workspace.dependencies]
# The day crates.
day21 = { path = \"crates/day21\" }
itertools = \"0.15\"
";

fn day(year: u16, day: u8) -> Day {
    Day::new(year, day).unwrap()
}

fn manifest(text: &str) -> Manifest {
    Manifest::parse("Cargo.toml".into(), text).unwrap()
}

#[test]
fn days_of_two_years_go_in_order_under_their_comments() {
    let mut manifest = manifest(MANIFEST);
    manifest.add_day(day(2026, 4)).unwrap();
    manifest.add_day(day(2021, 4)).unwrap();
    assert_eq!(
        manifest.text(),
        "\
[package]
name = \"runner\"

[dependencies]
aoc-common.workspace = true
# The days.
day04 = { workspace = true, optional = true }
day21 = { workspace = true, optional = true }
day04-2026 = { workspace = true, optional = true }

[features]
# The current year.
default = [\"year2021\"]
# Each year, with its days.
year2021 = [\"cargo-aoc\", \"day04\", \"day21\"]
year2026 = [\"cargo-aoc\", \"day04-2026\"]
# What every year turns on.
cargo-aoc = []
# Each day, with its crate.
day04 = [\"dep:day04\"]
day21 = [\"dep:day21\"]
day04-2026 = [\"dep:day04-2026\"]

[workspace]
members = [\"crates/[a-z]*\", \"crates/2026/*\"]

[workspace.dependencies]
itertools = \"0.15\"
# The day crates.
day04 = { path = \"crates/day04\" }
day21 = { path = \"crates/day21\" }
day04-2026 = { path = \"crates/2026/day04\" }
"
    );
    assert_eq!(
        manifest.years(),
        BTreeMap::from([
            (2021, vec![day(2021, 4), day(2021, 21)]),
            (2026, vec![day(2026, 4)])
        ])
    );
    let again = manifest.text();
    manifest.add_day(day(2026, 4)).unwrap();
    assert_eq!(manifest.text(), again, "a day added twice is there once");
}

#[test]
fn a_day_taken_out_leaves_the_manifest_as_before_it_was_added() {
    for (current, days) in [
        (2021, &[day(2021, 4)][..]),
        (2021, &[day(2026, 4)]),
        (2021, &[day(2021, 4), day(2026, 4), day(2026, 9)]),
        (2026, &[day(2026, 1), day(2026, 12)]),
    ] {
        let mut manifest = manifest(MANIFEST);
        manifest.make_current(current).unwrap();
        // The days after the other dependencies, as `add_day` keeps them.
        manifest.add_day(day(2021, 21)).unwrap();
        let before = manifest.text();
        for &day in days {
            manifest.add_day(day).unwrap();
        }
        for &day in days.iter().rev() {
            manifest.remove_day(day).unwrap();
        }
        assert_eq!(manifest.text(), before, "{current}: {days:?}");
    }
    // The first day of the group takes its comment with it only to pass
    // it on.
    let mut first = manifest(MANIFEST);
    first.add_day(day(2021, 21)).unwrap();
    let before = first.text();
    first.add_day(day(2021, 4)).unwrap();
    assert!(
        first.text().contains("# The day crates.\nday04 = "),
        "{}",
        first.text()
    );
    first.remove_day(day(2021, 4)).unwrap();
    assert_eq!(first.text(), before);
    // Out of order, and a day that is not there.
    let mut unordered = manifest(MANIFEST);
    unordered.add_day(day(2021, 21)).unwrap();
    unordered.add_day(day(2021, 4)).unwrap();
    unordered.add_day(day(2021, 9)).unwrap();
    unordered.remove_day(day(2021, 4)).unwrap();
    unordered.remove_day(day(2021, 7)).unwrap();
    unordered.remove_day(day(2021, 9)).unwrap();
    assert_eq!(unordered.text(), before);
}

#[test]
fn a_year_visited_without_a_day_leaves_nothing() {
    let mut manifest = manifest(MANIFEST);
    manifest.make_current(2025).unwrap();
    assert_eq!(manifest.current_year().unwrap(), 2025);
    assert!(manifest.text().contains("default = [\"year2025\"]\n"));
    assert_eq!(manifest.years().get(&2025), Some(&Vec::new()));
    manifest.make_current(2021).unwrap();
    assert_eq!(manifest.text(), MANIFEST);

    manifest.make_current(2026).unwrap();
    manifest.add_day(day(2026, 1)).unwrap();
    manifest.make_current(2021).unwrap();
    assert_eq!(
        manifest.days(2026),
        [day(2026, 1)],
        "a year with a day keeps it"
    );
    assert_eq!(manifest.current_year().unwrap(), 2021);
}
