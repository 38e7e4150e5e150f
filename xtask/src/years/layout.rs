//! Where the workspace keeps each year and day, and where it says which year
//! is current. Shared by the xtask and the root package's build script,
//! which includes this file (a build script cannot depend on a crate of its
//! own workspace), so it uses nothing but `std`.
//!
//! - The current year is the root package's default feature, one line of
//!   the root `Cargo.toml`: `default = ["year2021"]`. `just year YYYY`
//!   rewrites it.
//! - Each year is a feature listing its days (`year2026 = ["day04-2026"]`),
//!   and each day a feature that turns on its crate (`day04-2026 =
//!   ["dep:day04-2026"]`): a build compiles the days it asks for and no
//!   others.
//! - A day's crate is `crates/dayNN` (package `dayNN`) in 2021, the year
//!   this workspace began with, and `crates/YYYY/dayNN` (package
//!   `dayNN-YYYY`) in every other year, so days of several years live side
//!   by side with names cargo can tell apart. The day's feature has the
//!   package's name.
//! - `src/yearYYYY/dayNN.rs` registers the day's functions with cargo-aoc's
//!   attributes (`#[aoc(day4, part1)]`).
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

/// The package name of `day` of `year`, which is also the name of the
/// root package's feature for it: `day04`, or `day04-2026`.
pub fn package(year: u16, day: u8) -> String {
    if year == HOME_YEAR {
        format!("day{day:02}")
    } else {
        format!("day{day:02}-{year}")
    }
}

/// The year and day of a day crate's package (or feature) name: `day04`
/// is 2021's, `day04-2026` 2026's; anything else is `None`.
pub fn day_of_package(name: &str) -> Option<(u16, u8)> {
    let rest = name.strip_prefix("day")?;
    let (day, year) = match rest.split_once('-') {
        Some((day, year)) => (day, year.parse().ok().filter(|&y| y >= FIRST_YEAR)?),
        None => (rest, HOME_YEAR),
    };
    let day = day.parse().ok()?;
    (package(year, day) == name).then_some((year, day))
}

/// The root package's feature for `year`: `year2026`.
pub fn year_feature(year: u16) -> String {
    format!("year{year}")
}

/// The year of a year feature's name (`year2026`).
pub fn year_of_feature(name: &str) -> Option<u16> {
    let digits = name.strip_prefix("year")?;
    (digits.len() == 4 && digits.bytes().all(|byte| byte.is_ascii_digit()))
        .then(|| digits.parse().ok())
        .flatten()
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

/// The module that registers `day` of `year` with cargo-aoc, relative to
/// the root.
pub fn registration(year: u16, day: u8) -> String {
    format!("src/year{year}/day{day:02}.rs")
}

/// The current year, from the root manifest's `default = ["yearYYYY"]` in
/// its `[features]` table.
pub fn current_year(manifest: &str) -> Option<u16> {
    let mut in_features = false;
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_features = line == "[features]";
            continue;
        }
        let Some(value) = line.strip_prefix("default").map(str::trim_start) else {
            continue;
        };
        if !in_features {
            continue;
        }
        let list = value.strip_prefix('=')?.trim();
        let list = list.split('#').next()?.trim();
        let inner = list.strip_prefix('[')?.strip_suffix(']')?.trim();
        let inner = inner.strip_suffix(',').unwrap_or(inner).trim();
        let name = inner.strip_prefix('"')?.strip_suffix('"')?;
        return year_of_feature(name);
    }
    None
}

/// One solution a registration module gives cargo-aoc: `#[aoc(day4,
/// part2, fast)]` is day 4, part 2, named `fast`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Registration {
    /// The day the attribute names.
    pub day: u8,
    /// 1 or 2.
    pub part: u8,
    /// The variant's name; `None` for the canonical solution.
    pub name: Option<String>,
}

impl Registration {
    /// The trait aoc-runner-derive implements for this solution on its
    /// `Factory` (`Day4Part2FAST`), as `aoc_lib!` declares it.
    pub fn trait_name(&self) -> String {
        let name = self.name.as_deref().unwrap_or("").to_uppercase();
        format!("Day{}Part{}{name}", self.day, self.part)
    }

    /// The trait's one method, which builds the solution's runner
    /// (`day4_part2_fast`).
    pub fn method_name(&self) -> String {
        match &self.name {
            Some(name) => format!("day{}_part{}_{}", self.day, self.part, name.to_lowercase()),
            None => format!("day{}_part{}", self.day, self.part),
        }
    }
}

/// Every solution the `#[aoc(dayN, partP[, name])]` attributes of a
/// registration module's source register, in the order cargo-aoc runs them
/// (day, part, then the canonical one before named ones, by name). Lines in
/// comments are passed over. An attribute that cannot be read is an error
/// with its line number (1-based).
pub fn registrations(source: &str) -> Result<Vec<Registration>, (usize, String)> {
    let mut found = Vec::new();
    let mut in_block_comment = false;
    for (index, line) in source.lines().enumerate() {
        let line = line.trim();
        if in_block_comment {
            in_block_comment = !line.contains("*/");
            continue;
        }
        if line.starts_with("/*") {
            in_block_comment = !line.contains("*/");
            continue;
        }
        let Some(arguments) = line.strip_prefix("#[aoc(") else {
            continue;
        };
        let unreadable = || {
            (
                index + 1,
                format!(
                    "cannot read {line:?}: a registration is #[aoc(dayN, part1)] or #[aoc(dayN, part2, name)]"
                ),
            )
        };
        let arguments = arguments
            .split_once(")]")
            .map(|(arguments, _)| arguments)
            .ok_or_else(unreadable)?;
        let words: Vec<&str> = arguments.split(',').map(str::trim).collect();
        let (day, part, name) = match words.as_slice() {
            [day, part] => (day, part, None),
            [day, part, name] => (day, part, Some(name)),
            _ => return Err(unreadable()),
        };
        let day = day
            .strip_prefix("day")
            .and_then(|day| day.parse().ok())
            .filter(|day| (1..=25).contains(day))
            .ok_or_else(unreadable)?;
        let part = match *part {
            "part1" => 1,
            "part2" => 2,
            _ => return Err(unreadable()),
        };
        let name = match name {
            Some(name)
                if !name.is_empty()
                    && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                    && !name.starts_with(|c: char| c.is_ascii_digit()) =>
            {
                Some((*name).to_owned())
            }
            Some(_) => return Err(unreadable()),
            None => None,
        };
        found.push(Registration { day, part, name });
    }
    found.sort();
    found.dedup();
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_current_year_is_the_default_feature() {
        let manifest = "[package]\ndefault = [\"year1999\"]\n\n[features]\n# The current year.\ndefault = [\"year2021\"]\nyear2021 = [\"day21\"]\n";
        assert_eq!(current_year(manifest), Some(2021));
        assert_eq!(
            current_year("[features]\ndefault=[ \"year2026\", ] # now\n"),
            Some(2026)
        );
        assert_eq!(current_year("[features]\ndefault = []\n"), None);
        assert_eq!(current_year("[package]\ndefault = [\"year2021\"]\n"), None);
        assert_eq!((days_in(2015), days_in(2024), days_in(2025)), (25, 25, 12));
        assert_eq!(
            (year_of_feature("year2026"), year_of_feature("year26")),
            (Some(2026), None)
        );
    }

    #[test]
    fn registrations_are_read_from_the_attributes_and_nothing_else() {
        let source = "//! ```ignore\n//! #[aoc(day4, part2, fast)]\n//! ```\n\
            #[aoc_generator(day4)]\nfn parse() {}\n\
            #[aoc(day4, part2, Table)]\n#[aoc(day4, part1)]\n/*\n#[aoc(day4, part2, old)]\n*/\n\
            #[aoc( day4 , part2 )]\nfn part2() {}\n";
        let found = registrations(source).unwrap();
        let names: Vec<_> = found.iter().map(Registration::method_name).collect();
        assert_eq!(names, ["day4_part1", "day4_part2", "day4_part2_table"]);
        assert_eq!(found[2].trait_name(), "Day4Part2TABLE");
        for bad in [
            "#[aoc(day4)]",
            "#[aoc(day4, part3)]",
            "#[aoc(day26, part1)]",
            "#[aoc(day4, part1, a-b)]",
            "#[aoc(day4, part1",
        ] {
            assert_eq!(registrations(bad).unwrap_err().0, 1, "{bad}");
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
        assert_eq!(registration(2026, 4), "src/year2026/day04.rs");
        assert_eq!(day_of_package("day04-2026"), Some((2026, 4)));
        assert_eq!(day_of_package("day04"), Some((2021, 4)));
        for other in ["day04-2021", "day4", "dayfour", "day04-26", "aoc-common"] {
            assert_eq!(day_of_package(other), None, "{other}");
        }
    }
}
