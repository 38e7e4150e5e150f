//! Where the workspace keeps each year and day, and how the runner's source
//! says which year is current. Shared by the xtask and the root package's
//! build script, which includes this file (a build script cannot depend on a
//! crate of its own workspace), so it uses nothing but `std`.
//!
//! - `src/lib.rs` compiles one year's module (`mod year2021;`) and names the
//!   same year in `aoc_lib! { year = 2021 }`: that year is the current one,
//!   the one `cargo aoc` runs. `just year YYYY` rewrites both lines.
//! - `src/yearYYYY.rs` registers that year's days, one `mod dayNN;` line
//!   each, and `src/yearYYYY/dayNN.rs` registers one day's functions.
//! - A day's crate is `crates/dayNN` (package `dayNN`) in 2021, the year
//!   this workspace began with, and `crates/YYYY/dayNN` (package
//!   `dayNN-YYYY`) in every other year, so days of several years live side
//!   by side with names cargo can tell apart.
//! - Its input and answers are `input/YYYY/dayN.txt` and `.answers`, where
//!   cargo-aoc looks for inputs.

/// The year whose days keep the short names (`crates/dayNN`, `dayNN`).
pub const HOME_YEAR: u16 = 2021;

/// The first year of Advent of Code.
pub const FIRST_YEAR: u16 = 2015;

/// How many days `year`'s Advent of Code has: 25 up to 2024, 12 from 2025.
pub fn days_in(year: u16) -> u8 {
    if year >= 2025 { 12 } else { 25 }
}

/// The package name of `day` of `year`: `day04`, or `day04-2026`.
pub fn package(year: u16, day: u8) -> String {
    if year == HOME_YEAR {
        format!("day{day:02}")
    } else {
        format!("day{day:02}-{year}")
    }
}

/// The folder of `day` of `year`'s crate, relative to the root:
/// `crates/day04`, or `crates/2026/day04`.
pub fn crate_dir(year: u16, day: u8) -> String {
    if year == HOME_YEAR {
        format!("crates/day{day:02}")
    } else {
        format!("crates/{year}/day{day:02}")
    }
}

/// The day's puzzle example, relative to the root.
pub fn example(year: u16, day: u8) -> String {
    format!("{}/example.txt", crate_dir(year, day))
}

/// The day's file with `extension` under `input/YYYY/`, relative to the
/// root: `txt` is the input cargo-aoc reads.
pub fn input_file(year: u16, day: u8, extension: &str) -> String {
    format!("input/{year}/day{day}.{extension}")
}

/// The module that registers `year`'s days, relative to the root.
pub fn year_module(year: u16) -> String {
    format!("src/year{year}.rs")
}

/// The module that registers `day` of `year`, relative to the root.
pub fn day_module(year: u16, day: u8) -> String {
    format!("src/year{year}/day{day:02}.rs")
}

/// The year of the runner's `aoc_lib! { year = YEAR }` call.
pub fn year(lib_rs: &str) -> Option<u16> {
    lib_rs.lines().find_map(|line| {
        let call = line
            .trim()
            .strip_prefix("aoc_runner_derive::")
            .unwrap_or(line.trim());
        let arguments = call
            .strip_prefix("aoc_lib!")?
            .trim_start()
            .strip_prefix('{')?;
        let value = arguments.trim_start().strip_prefix("year")?.trim_start();
        let value = value.strip_prefix('=')?.trim_start();
        let digits = value
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(value.len());
        value[..digits].parse().ok()
    })
}

/// The year a line of `src/lib.rs` compiles: `mod year2021;`, public or not.
pub fn year_of_module(line: &str) -> Option<u16> {
    let line = line.trim();
    let line = line.strip_prefix("pub ").unwrap_or(line);
    let digits = line.strip_prefix("mod year")?.strip_suffix(';')?;
    if digits.len() == 4 && digits.bytes().all(|byte| byte.is_ascii_digit()) {
        digits.parse().ok()
    } else {
        None
    }
}

/// The day a line of a year's module registers: `mod day5;` or
/// `mod day05;`, public or not.
pub fn registered_day(line: &str) -> Option<u8> {
    let line = line.trim();
    let line = line.strip_prefix("pub ").unwrap_or(line);
    line.strip_prefix("mod day")?
        .strip_suffix(';')?
        .parse()
        .ok()
}

/// Every day a year's module registers, in its order.
pub fn registered_days(year_rs: &str) -> Vec<u8> {
    year_rs.lines().filter_map(registered_day).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_year_is_the_one_aoc_lib_names() {
        let lib_rs = "//! Docs that name aoc_lib! { year = 1999 } in passing.\nmod year2021;\n\naoc_runner_derive::aoc_lib! { year = 2021 }\n";
        assert_eq!(year(lib_rs), Some(2021));
        assert_eq!(year("aoc_lib!{year=2025}"), Some(2025));
        assert_eq!(year("mod day01;\n"), None);
        assert_eq!((days_in(2015), days_in(2024), days_in(2025)), (25, 25, 12));
    }

    #[test]
    fn the_year_module_is_a_four_digit_year() {
        for (line, year) in [("mod year2021;", 2021), ("  pub mod year2026;", 2026)] {
            assert_eq!(year_of_module(line), Some(year), "{line}");
        }
        for line in [
            "mod year21;",
            "// mod year2021;",
            "mod year2021x;",
            "mod years;",
        ] {
            assert_eq!(year_of_module(line), None, "{line}");
        }
    }

    #[test]
    fn any_spelling_of_a_day_module_counts_and_nothing_else() {
        assert_eq!(
            registered_days("mod day04;\nmod day21;\n// mod day05;\n"),
            [4, 21]
        );
        for line in ["mod day5;", "mod day05;", "  pub mod day05;"] {
            assert_eq!(registered_day(line), Some(5), "{line}");
        }
        for line in ["mod day15x;", "// mod day05;", "mod day;", "mod days;"] {
            assert_eq!(registered_day(line), None, "{line}");
        }
    }

    #[test]
    fn each_year_names_its_days_apart() {
        assert_eq!(
            (package(2021, 4), crate_dir(2021, 4), example(2021, 21)),
            (
                "day04".to_owned(),
                "crates/day04".to_owned(),
                "crates/day21/example.txt".to_owned()
            )
        );
        assert_eq!(
            (package(2026, 4), crate_dir(2026, 4), example(2015, 25)),
            (
                "day04-2026".to_owned(),
                "crates/2026/day04".to_owned(),
                "crates/2015/day25/example.txt".to_owned()
            )
        );
        assert_eq!(
            (input_file(2026, 4, "txt"), input_file(2021, 21, "answers")),
            (
                "input/2026/day4.txt".to_owned(),
                "input/2021/day21.answers".to_owned()
            )
        );
        assert_eq!(
            (year_module(2026), day_module(2026, 4)),
            (
                "src/year2026.rs".to_owned(),
                "src/year2026/day04.rs".to_owned()
            )
        );
    }
}
