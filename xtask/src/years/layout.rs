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

/// What stands where a day's input should be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputState {
    /// No file.
    Missing,
    /// A file with nothing but white space.
    Empty,
    /// The build's copy of the day's example.
    Example,
    /// An input of the user's own.
    Own,
}

impl InputState {
    /// What the text of a day's input is (`None`: no file), beside the text
    /// of its example (`None`: none to read).
    pub fn of(input: Option<&[u8]>, example: Option<&[u8]>) -> Self {
        match input {
            None => Self::Missing,
            Some(text) if text.iter().all(u8::is_ascii_whitespace) => Self::Empty,
            Some(text) if example == Some(text) => Self::Example,
            Some(_) => Self::Own,
        }
    }
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

/// What a registered function returns, as aoc-runner-derive reads it from
/// the last segment of the return type's path: a `Result`, an `Option`, or a
/// value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Returns {
    Result,
    Option,
    Value,
}

/// One solution a registration module gives cargo-aoc (`#[aoc(day4,
/// part2, fast)] fn part2_fast(…)`), with the generator it takes its input
/// from, as aoc-runner-derive pairs them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Registration {
    /// The day the attribute names.
    pub day: u8,
    /// 1 or 2.
    pub part: u8,
    /// The variant's name; `None` for the canonical solution.
    pub name: Option<String>,
    /// The solver's function, and what it returns.
    pub solver: (String, Returns),
    /// The generator's function and what it returns, if the part has one:
    /// the one registered for this name, else for the part, else for the
    /// day.
    pub generator: Option<(String, Returns)>,
}

/// One `#[aoc(…)]` or `#[aoc_generator(…)]` attribute and the function
/// under it.
struct Attribute {
    generator: bool,
    day: u8,
    part: Option<u8>,
    name: Option<String>,
    function: String,
    returns: Returns,
}

/// Every solution the `#[aoc(dayN, partP[, name])]` attributes of a
/// registration module's source register, with its generator
/// (`#[aoc_generator(dayN[, partP[, name]])]`), in the order cargo-aoc runs
/// them (day, part, then the canonical one before named ones, by name).
/// Lines in comments are passed over. An attribute that cannot be read is an
/// error with its line number (1-based).
pub fn registrations(source: &str) -> Result<Vec<Registration>, (usize, String)> {
    let lines: Vec<&str> = source.lines().collect();
    let mut attributes = Vec::new();
    let mut in_block_comment = false;
    for (index, line) in lines.iter().enumerate() {
        let line = line.trim();
        if in_block_comment || line.starts_with("/*") {
            in_block_comment = !line.contains("*/");
            continue;
        }
        let (generator, arguments) = if let Some(rest) = line.strip_prefix("#[aoc(") {
            (false, rest)
        } else if let Some(rest) = line.strip_prefix("#[aoc_generator(") {
            (true, rest)
        } else {
            continue;
        };
        let unreadable = |what: &str| (index + 1, format!("cannot read {line:?}: {what}"));
        let form = if generator {
            "a generator is #[aoc_generator(dayN)], #[aoc_generator(dayN, partP)] or #[aoc_generator(dayN, partP, name)]"
        } else {
            "a solution is #[aoc(dayN, part1)] or #[aoc(dayN, part2, name)]"
        };
        let arguments = arguments
            .split_once(")]")
            .map(|(arguments, _)| arguments)
            .ok_or_else(|| unreadable(form))?;
        let words: Vec<&str> = arguments.split(',').map(str::trim).collect();
        let (day, part, name) = match (words.as_slice(), generator) {
            ([day], true) => (day, None, None),
            ([day, part], _) => (day, Some(part), None),
            ([day, part, name], _) => (day, Some(part), Some(name)),
            _ => return Err(unreadable(form)),
        };
        let day = day
            .strip_prefix("day")
            .and_then(|day| day.parse().ok())
            .filter(|day| (1..=25).contains(day))
            .ok_or_else(|| unreadable(form))?;
        let part = match part.copied() {
            None => None,
            Some("part1") => Some(1),
            Some("part2") => Some(2),
            Some(_) => return Err(unreadable(form)),
        };
        let name = match name {
            Some(name)
                if !name.is_empty()
                    && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                    && !name.starts_with(|c: char| c.is_ascii_digit()) =>
            {
                Some((*name).to_owned())
            }
            Some(_) => return Err(unreadable(form)),
            None => None,
        };
        let (function, returns) = function_after(&lines[index + 1..])
            .ok_or_else(|| unreadable("no `fn NAME(…)` follows it"))?;
        attributes.push(Attribute {
            generator,
            day,
            part,
            name,
            function,
            returns,
        });
    }
    let generator_of = |day: u8, part: u8, name: Option<&String>| {
        let find = |name: Option<&String>| {
            attributes.iter().find(|attribute| {
                attribute.generator
                    && attribute.day == day
                    && attribute.part.is_none_or(|of| of == part)
                    && attribute.name.as_ref() == name
            })
        };
        find(name)
            .or_else(|| name.and_then(|_| find(None)))
            .map(|attribute| (attribute.function.clone(), attribute.returns))
    };
    let mut found: Vec<Registration> = attributes
        .iter()
        .filter(|attribute| !attribute.generator)
        .map(|attribute| {
            let part = attribute.part.unwrap_or(1);
            Registration {
                day: attribute.day,
                part,
                name: attribute.name.clone(),
                solver: (attribute.function.clone(), attribute.returns),
                generator: generator_of(attribute.day, part, attribute.name.as_ref()),
            }
        })
        .collect();
    found.sort_by(|a, b| (a.day, a.part, &a.name).cmp(&(b.day, b.part, &b.name)));
    found.dedup_by(|a, b| (a.day, a.part, &a.name) == (b.day, b.part, &b.name));
    Ok(found)
}

/// The name of the first function declared in `lines`, and what it
/// returns (its signature may span lines, up to the `{` of its body).
fn function_after(lines: &[&str]) -> Option<(String, Returns)> {
    let start = lines.iter().position(|line| {
        let line = line.trim_start();
        !line.starts_with("//")
            && (line.starts_with("fn ") || line.contains(" fn ") || line.starts_with("pub fn "))
    })?;
    let mut signature = String::new();
    for line in &lines[start..] {
        signature.push_str(line.trim());
        signature.push(' ');
        if line.contains('{') {
            break;
        }
    }
    let after_fn = signature.split_once("fn ")?.1;
    let name: String = after_fn
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    if name.is_empty() {
        return None;
    }
    let body = signature.find('{').unwrap_or(signature.len());
    let returns = match signature[..body].rsplit_once("->") {
        Some((_, returned)) => {
            let returned = returned.split(" where ").next().unwrap_or(returned).trim();
            let path = returned.split('<').next().unwrap_or(returned).trim();
            match path.rsplit("::").next().unwrap_or(path).trim() {
                "Result" => Returns::Result,
                "Option" => Returns::Option,
                _ => Returns::Value,
            }
        }
        None => Returns::Value,
    };
    Some((name, returns))
}

/// A registration module's source as the runner compiles it: the same lines
/// (so a line number still points at the original), with cargo-aoc's
/// attributes and import blanked, and inner doc comments and attributes made
/// plain comments (the runner includes the text in a module of its own).
pub fn without_cargo_aoc(source: &str) -> String {
    let mut text = String::with_capacity(source.len());
    for line in source.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("#[aoc(")
            || trimmed.starts_with("#[aoc_generator(")
            || trimmed.starts_with("use aoc_runner_derive")
            || trimmed.starts_with("use aoc_runner::")
        {
            text.push_str("// (registered with cargo-aoc)");
        } else if let Some(rest) = trimmed.strip_prefix("//!") {
            text.push_str("//");
            text.push_str(rest);
        } else if trimmed.starts_with("#![") {
            text.push_str("// ");
            text.push_str(trimmed);
        } else {
            text.push_str(line);
        }
        text.push('\n');
    }
    text
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
    fn registrations_pair_each_solution_with_its_generator() {
        let source = "//! ```ignore\n//! #[aoc(day4, part2, fast)]\n//! ```\n\
            use aoc_runner_derive::{aoc, aoc_generator};\n\
            #[aoc_generator(day4)]\nfn parse(input: &str) -> Result<Input, Failed> {}\n\
            #[aoc_generator(day4, part2, Table)]\n/// Docs.\nfn parse_table(input: &[u8]) -> Option<Vec<u8>> {}\n\
            #[aoc(day4, part2, Table)]\nfn table(\n    input: &Input,\n) -> u64 {\n}\n\
            #[aoc(day4, part1)]\npub fn part1(input: &Input) -> std::io::Result<String> {}\n\
            /*\n#[aoc(day4, part2, old)]\n*/\n\
            #[aoc( day4 , part2 )]\n#[allow(unused)]\nfn part2(input: &Input) -> Option<u8> {}\n\
            #[aoc(day4, part2, plain)]\nfn plain(input: &Input) -> u8 {}\n";
        let found = registrations(source).unwrap();
        let shown: Vec<_> = found
            .iter()
            .map(|r| {
                (
                    r.part,
                    r.name.as_deref(),
                    r.solver.0.as_str(),
                    r.solver.1,
                    r.generator.clone(),
                )
            })
            .collect();
        let parse = Some(("parse".to_owned(), Returns::Result));
        assert_eq!(
            shown,
            [
                (1, None, "part1", Returns::Result, parse.clone()),
                (2, None, "part2", Returns::Option, parse.clone()),
                (
                    2,
                    Some("Table"),
                    "table",
                    Returns::Value,
                    Some(("parse_table".to_owned(), Returns::Option))
                ),
                (2, Some("plain"), "plain", Returns::Value, parse),
            ]
        );
        for bad in [
            "#[aoc(day4)]\nfn a() {}",
            "#[aoc(day4, part3)]\nfn a() {}",
            "#[aoc(day26, part1)]\nfn a() {}",
            "#[aoc(day4, part1, a-b)]\nfn a() {}",
            "#[aoc(day4, part1",
            "#[aoc(day4, part1)]\n",
        ] {
            assert_eq!(registrations(bad).unwrap_err().0, 1, "{bad}");
        }
        let stripped = without_cargo_aoc(source);
        assert_eq!(stripped.lines().count(), source.lines().count());
        assert!(stripped.lines().all(|line| {
            let line = line.trim_start();
            !line.starts_with("#[aoc")
                && !line.starts_with("//!")
                && !line.starts_with("use aoc_runner_derive")
        }));
        assert!(stripped.contains("fn table(\n    input: &Input,\n) -> u64 {"));
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

    #[test]
    fn an_input_is_missing_empty_the_examples_copy_or_its_own() {
        let example = Some(&b"4\n8\n"[..]);
        assert_eq!(InputState::of(None, example), InputState::Missing);
        assert_eq!(InputState::of(Some(b" \n\t\n"), example), InputState::Empty);
        assert_eq!(InputState::of(Some(b""), Some(b"")), InputState::Empty);
        assert_eq!(
            InputState::of(Some(b"4\n8\n"), example),
            InputState::Example
        );
        assert_eq!(InputState::of(Some(b"4\n9\n"), example), InputState::Own);
        assert_eq!(InputState::of(Some(b"4\n8\n"), None), InputState::Own);
    }
}
