//! `cargo xtask upgrade` (`just upgrade`): rewrites each registration module
//! still in cargo-aoc's attribute form (`#[aoc_generator(day4)]`,
//! `#[aoc(day4, part2, fast)]`, as `just new` wrote them before `register!`)
//! as one `register!`, the form `just run` builds without a procedural
//! macro. The day's crate is not touched: the module keeps calling the same
//! functions, and each named variant becomes one line.
//!
//! A module it cannot read for sure (a part that calls something else than
//! its crate's `partN`, a function that is not one call) is left as it is,
//! and said, with the line to write by hand. A module is written whole or
//! not at all.

use std::fmt;
use std::fs;
use std::path::Path;

use anyhow::{Context, bail};
use layout::Day;

use super::manifest::Manifest;
use super::new_day::render;
use crate::files::{Lock, write};
use crate::flags;

impl flags::Upgrade {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let _lock = Lock::workspace(root)?;
        let template = fs::read_to_string(root.join("xtask/template/variants.rs"))
            .context("xtask/template/variants.rs")?;
        let mut upgraded = 0;
        let mut left = Vec::new();
        // Every day Cargo.toml lists, in every year: the modules builds compile.
        let days = Manifest::read(root)?.years().into_values().flatten();
        for day in days {
            let module = day.registration();
            let path = root.join(&module);
            if !path.is_file() {
                // The build names a missing module, and `just new` its fix.
                continue;
            }
            let text = fs::read_to_string(&path).with_context(|| module.clone())?;
            if !in_attribute_form(&text) {
                continue;
            }
            match registration(&text) {
                Ok(registration) => {
                    write(&path, with_template(&template, day, &registration))?;
                    println!(
                        "{module}: now `register! {{ {} }}`",
                        registration.one_line()
                    );
                    upgraded += 1;
                }
                Err(why) => left.push(format!("{module}: {why}")),
            }
        }
        if !left.is_empty() {
            bail!(
                "{} left in the attribute form, to rewrite by hand as `register! {{ dayN: crate; partP NAME: crate::function; }}` (xtask/template/variants.rs shows it):\n{}",
                if left.len() == 1 {
                    "one module is"
                } else {
                    "some modules are"
                },
                left.join("\n")
            );
        }
        if upgraded == 0 {
            println!("every registration module already uses `register!`: nothing to do");
        }
        Ok(())
    }
}

/// True when `text` registers its day with cargo-aoc's attributes.
pub fn in_attribute_form(text: &str) -> bool {
    !text.contains("register!") && text.contains("#[aoc")
}

/// What a module registers: its day (`day4`), its crate's library, and the
/// named variants, `(part, name, function path)`.
#[derive(Debug, PartialEq, Eq)]
struct Registration {
    day: String,
    library: String,
    variants: Vec<(String, String, String)>,
}

impl Registration {
    /// The `register!` lines, each ending in `;`.
    fn lines(&self) -> Vec<String> {
        let mut lines = vec![format!("{}: {};", self.day, self.library)];
        for (part, name, function) in &self.variants {
            lines.push(format!("{part} {name}: {function};"));
        }
        lines
    }

    fn one_line(&self) -> String {
        self.lines().join(" ")
    }
}

/// Why a module in the attribute form cannot be read for sure (and so is
/// left for the user to rewrite).
#[derive(Debug, PartialEq, Eq)]
enum Unreadable {
    /// The function under an attribute at `line` is not one call.
    NotOneCall { line: usize, what: &'static str },
    /// The generator at `line` calls `call`, which is no crate's `parse`.
    GeneratorCalls { line: usize, call: String },
    /// The attribute at `line` is not `#[aoc(dayN, partP)]`.
    NotAnAttribute { line: usize, text: String },
    /// There is no `#[aoc_generator(dayN)]`.
    NoGenerator,
    /// Part `part` at `line` calls `call`, where `register!` calls
    /// `expected`.
    PartCalls {
        line: usize,
        part: String,
        call: String,
        expected: String,
    },
}

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotOneCall { line, what } => write!(f, "line {line}: {what} is not one call"),
            Self::GeneratorCalls { line, call } if call.contains("::") => write!(
                f,
                "line {line}: the generator calls `{call}`, not its crate's `parse`"
            ),
            Self::GeneratorCalls { line, call } => {
                write!(f, "line {line}: the generator calls `{call}`")
            }
            Self::NotAnAttribute { line, text } => {
                write!(f, "line {line}: `{text}` is not `#[aoc(dayN, partP)]`")
            }
            Self::NoGenerator => f.write_str("no `#[aoc_generator(dayN)]`"),
            Self::PartCalls {
                line,
                part,
                call,
                expected,
            } => write!(
                f,
                "line {line}: {part} calls `{call}`; `register!` calls `{expected}`"
            ),
        }
    }
}

/// Reads an attribute-form module: the generator's day and the crate it
/// parses with, each plain part calling that crate's `partN`, and each named
/// variant's one call.
fn registration(text: &str) -> Result<Registration, Unreadable> {
    let lines: Vec<&str> = text.lines().collect();
    let mut day = None;
    let mut library = None;
    let mut variants = Vec::new();
    let mut parts = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        let line = line.trim();
        let number = index + 1;
        if let Some(inside) = attribute(line, "#[aoc_generator(") {
            day = Some(inside.trim().to_owned());
            let call = call_in(&lines[index + 1..]).ok_or(Unreadable::NotOneCall {
                line: number,
                what: "the generator",
            })?;
            let Some((krate, "parse")) = call.rsplit_once("::") else {
                return Err(Unreadable::GeneratorCalls { line: number, call });
            };
            library = Some(krate.rsplit("::").next().unwrap_or(krate).to_owned());
        } else if let Some(inside) = attribute(line, "#[aoc(") {
            let words: Vec<&str> = inside.split(',').map(str::trim).collect();
            let call = call_in(&lines[index + 1..]).ok_or(Unreadable::NotOneCall {
                line: number,
                what: "the function",
            })?;
            match words.as_slice() {
                [_, part] => parts.push((number, (*part).to_owned(), call)),
                [_, part, name] => {
                    variants.push(((*part).to_owned(), (*name).to_owned(), call));
                }
                _ => {
                    return Err(Unreadable::NotAnAttribute {
                        line: number,
                        text: line.to_owned(),
                    });
                }
            }
        }
    }
    let (Some(day), Some(library)) = (day, library) else {
        return Err(Unreadable::NoGenerator);
    };
    for (number, part, call) in parts {
        let expected = format!("{library}::{part}");
        if call != expected {
            return Err(Unreadable::PartCalls {
                line: number,
                part,
                call,
                expected,
            });
        }
    }
    Ok(Registration {
        day,
        library,
        variants,
    })
}

/// What is inside `#[NAME(…)]` when `line` is that attribute.
fn attribute<'a>(line: &'a str, start: &str) -> Option<&'a str> {
    line.strip_prefix(start)?.strip_suffix(")]")
}

/// The path of the first call (`a::b(`) in the function starting at the
/// top of `lines`, up to its closing brace.
fn call_in(lines: &[&str]) -> Option<String> {
    for line in lines {
        if line.starts_with('}') {
            return None;
        }
        let Some(open) = line.find('(') else {
            continue;
        };
        // The path just before the parenthesis: `a::b` of `  a::b(`.
        let path = line[..open]
            .trim_end()
            .rsplit(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
            .next()
            .unwrap_or_default();
        if path.contains("::") && !line.trim_start().starts_with("fn ") {
            // `aoc_common::input(day04::parse(input))`: the inner call.
            if path == "aoc_common::input" {
                let inner = &line[open + 1..];
                return call_in(&[inner]);
            }
            return Some(path.to_owned());
        }
    }
    None
}

/// The template's module for `day`, the registration's lines in it (the
/// first as the last day of a year, which has one puzzle, says it).
fn with_template(template: &str, day: Day, registration: &Registration) -> String {
    let mut lines = registration.lines();
    if day.is_last()
        && let Some(first) = lines.first_mut()
        && let Some(named) = first.strip_suffix(';')
    {
        *first = format!("{named} (part1 only);");
    }
    let lines: Vec<String> = lines.iter().map(|line| format!("    {line}")).collect();
    render(template, day).replace("{{REGISTER}}", &lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module as `just new` wrote it before `register!`, with a variant.
    const OLD: &str = r"//! Day 4, registered from the `day04-2025` crate.

use aoc_common::{Answer, Failed};
use aoc_runner_derive::{aoc, aoc_generator};
use day04_2025::Input;

#[aoc_generator(day4)]
fn parse(input: &str) -> Result<Input, Failed> {
    aoc_common::input(day04_2025::parse(input))
}

#[aoc(day4, part1)]
fn part1(input: &Input) -> Result<String, Failed> {
    day04_2025::part1(input).into_answer()
}

#[aoc(day4, part2)]
fn part2(input: &Input) -> Result<String, Failed> {
    day04_2025::part2(input).into_answer()
}

#[aoc(day4, part2, fast)]
fn part2_fast(input: &Input) -> Result<String, Failed> {
    day04_2025::part2_fast(input).into_answer()
}
";

    #[test]
    fn an_old_module_becomes_one_register() {
        assert!(in_attribute_form(OLD));
        let registration = registration(OLD).unwrap();
        assert_eq!(
            registration.one_line(),
            "day4: day04_2025; part2 fast: day04_2025::part2_fast;"
        );
        let template = "//! Day {{DAY}}.\n\nregister! {\n{{REGISTER}}\n}\n";
        let day = Day::new(2025, 4).unwrap();
        let written = with_template(template, day, &registration);
        assert_eq!(
            written,
            "//! Day 4.\n\nregister! {\n    day4: day04_2025;\n    part2 fast: day04_2025::part2_fast;\n}\n"
        );
        assert!(!in_attribute_form(&written));
    }

    #[test]
    fn a_part_that_calls_something_else_is_left_and_said() {
        let other = OLD.replace(
            "day04_2025::part1(input).into_answer()",
            "helper(input).into_answer()",
        );
        assert_eq!(
            registration(&other).unwrap_err().to_string(),
            "line 12: the function is not one call"
        );
        let renamed = OLD.replace("day04_2025::part1(input)", "day04_2025::solve(input)");
        assert_eq!(
            registration(&renamed).unwrap_err().to_string(),
            "line 12: part1 calls `day04_2025::solve`; `register!` calls `day04_2025::part1`"
        );
        let generator = OLD.replace("day04_2025::parse(input)", "day04_2025::read(input)");
        assert_eq!(
            registration(&generator).unwrap_err().to_string(),
            "line 7: the generator calls `day04_2025::read`, not its crate's `parse`"
        );
    }
}
