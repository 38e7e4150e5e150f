//! Which days the runner registers, read from the `mod dayNN;` lines of
//! `src/lib.rs`. Shared by the xtask and the root package's build script,
//! which includes this file (a build script cannot depend on a crate of its
//! own workspace).

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
