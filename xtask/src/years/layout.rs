//! The workspace's calendar, read from `src/lib.rs`: its year (the
//! `aoc_lib! { year = … }` that cargo-aoc itself uses: the one place the year
//! is written) and the days it registers (its `mod dayNN;` lines). Shared by
//! the xtask and the root package's build script, which includes this file
//! (a build script cannot depend on a crate of its own workspace).

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

/// How many days `year`'s Advent of Code has: 25 up to 2024, 12 from 2025.
pub fn days_in(year: u16) -> u8 {
    if year >= 2025 { 12 } else { 25 }
}

/// The day a line of `src/lib.rs` registers: `mod day5;` or `mod day05;`,
/// public or not.
pub fn registered_day(line: &str) -> Option<u8> {
    let line = line.trim();
    let line = line.strip_prefix("pub ").unwrap_or(line);
    line.strip_prefix("mod day")?
        .strip_suffix(';')?
        .parse()
        .ok()
}

/// Every day `src/lib.rs` registers, in its order.
pub fn registered_days(lib_rs: &str) -> Vec<u8> {
    lib_rs.lines().filter_map(registered_day).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_year_is_the_one_aoc_lib_names() {
        let lib_rs = "//! Docs that name aoc_lib! { year = 1999 } in passing.\nmod day21;\n\naoc_runner_derive::aoc_lib! { year = 2021 }\n";
        assert_eq!(year(lib_rs), Some(2021));
        assert_eq!(year("aoc_lib!{year=2025}"), Some(2025));
        assert_eq!(year("mod day01;\n"), None);
        assert_eq!((days_in(2021), days_in(2024), days_in(2025)), (25, 25, 12));
    }

    #[test]
    fn any_spelling_of_a_module_counts_and_nothing_else() {
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
}
