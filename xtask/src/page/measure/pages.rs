//! The pages a measure reads and the truth it holds them to: pages as
//! `YEAR/DD.html` under a folder (`YEAR/DD-SAVER.html` for another saver's
//! copy of a day), each served as it is at a moment of the
//! day ([`State`]), the truth as JSON, and each page's half ([`Half`]),
//! fixed by its name before any rule is changed.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::{Context, anyhow};
use layout::Day;
use serde_json::Value;

use crate::files::read;
pub use crate::flags::PageState as State;

/// One of a page's examples, as the truth lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Truth {
    pub input: String,
    pub answers: [Option<String>; 2],
    /// The values it runs at other than the input's (aocd's `extra`):
    /// each a name and its value, as the truth writes it.
    pub extra: Vec<(String, Value)>,
}

/// One of the two fixed halves of a set of pages: the rules are changed
/// looking at half A alone, and a change is kept only where it gains on
/// half B too. The halves split the days, never the pages: every saver's
/// copy of a day has the same words, so a day in both halves would make
/// half B agree with half A by construction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Half {
    A,
    B,
}

impl Half {
    /// The half of the page named `key` (`"2021/05"`, or `"2021/05-NAME"`
    /// for a saver's copy): the low bit of its day's FNV-1a hash (`"2021/05"`
    /// whoever saved it), so that it never depends on the rules, the saver
    /// or the other pages.
    pub fn of(key: &str) -> Self {
        let day = key.split_once('-').map_or(key, |(day, _)| day);
        let hash = day.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        });
        if hash & 1 == 0 { Self::A } else { Self::B }
    }
}

/// `html`, a page saved with both stars in, as it is served at `state`:
/// for one star, without the answer shown after part two and the sentence
/// that says both parts are complete; at the opening, part one's article
/// alone, its answer not shown; in the flow, as it ends: at one star.
pub fn served(html: &str, state: State) -> String {
    match state {
        State::AsSaved => return html.to_owned(),
        State::Opening => return opening(html),
        State::OneStar | State::Flow => {}
    }
    let Some(second) = html
        .match_indices("<article class=\"day-desc\"")
        .nth(1)
        .map(|(at, _)| at)
    else {
        return html.to_owned();
    };
    let Some(end) = html[second..]
        .find("</article>")
        .map(|at| second + at + "</article>".len())
    else {
        return html.to_owned();
    };
    let mut rest = html[end..].to_owned();
    for opening in ["<p>Your puzzle answer was", "<p class=\"day-success\">"] {
        while let Some(at) = rest.find(opening) {
            let close = rest[at..]
                .find("</p>")
                .map_or(rest.len(), |close| at + close + "</p>".len());
            rest.replace_range(at..close, "");
        }
    }
    format!("{}{rest}", &html[..end])
}

/// `html` as the site serves it at the opening: what comes after part
/// one's article, up to the end of `<main>`, left out (its answer, part
/// two, the end), whoever saved it and when.
fn opening(html: &str) -> String {
    let Some(end) = html
        .find("<article class=\"day-desc\"")
        .and_then(|first| html[first..].find("</article>").map(|at| first + at))
        .map(|at| at + "</article>".len())
    else {
        return html.to_owned();
    };
    let rest = html[end..]
        .find("</main>")
        .map_or("", |main_end| &html[end + main_end..]);
    format!("{}{rest}", &html[..end])
}

/// Every page under `dir`: `"YEAR/DD"` and its path, in order.
pub fn pages(dir: &Path) -> anyhow::Result<Vec<(String, PathBuf)>> {
    let mut found = Vec::new();
    for year in std::fs::read_dir(dir).with_context(|| dir.display().to_string())? {
        let year = year?;
        if !year.path().is_dir() {
            continue;
        }
        for page in std::fs::read_dir(year.path())? {
            let path = page?.path();
            if path
                .extension()
                .is_some_and(|extension| extension == "html")
                && let (Some(year), Some(day)) = (
                    year.file_name().to_str().map(str::to_owned),
                    path.file_stem()
                        .and_then(|stem| stem.to_str())
                        .map(str::to_owned),
                )
            {
                found.push((format!("{year}/{day}"), path));
            }
        }
    }
    found.sort();
    Ok(found)
}

/// The day `"YEAR/DD"` names (or `"YEAR/DD-SAVER"`: another saver's copy
/// of the same day's page, a page of its own in the pool).
pub fn day_of(key: &str) -> anyhow::Result<Day> {
    let (year, day) = key
        .split_once('/')
        .ok_or_else(|| anyhow!("{key} is not YEAR/DD"))?;
    let day = day.split_once('-').map_or(day, |(day, _)| day);
    Ok(Day::new(year.parse()?, day.parse()?)?)
}

/// Real inputs kept beside the pages: `DIR/YEAR/DD-SAVER.txt` (or
/// `DD.txt`), any saver's input of a day serving each page of it, since
/// everyone's input for a day has the same shape.
pub struct Inputs {
    pub dir: PathBuf,
}

impl Inputs {
    /// The inputs under `dir`.
    pub fn under(dir: &Path) -> anyhow::Result<Self> {
        if !dir.is_dir() {
            return Err(anyhow!("{} is no folder of inputs", dir.display()));
        }
        Ok(Self {
            dir: dir.to_owned(),
        })
    }

    /// An input of the day of the page `key` (`"2021/05-SAVER"`): the same
    /// saver's where there is one, else the first of the day's.
    pub fn of(&self, key: &str) -> anyhow::Result<Option<String>> {
        let (year, name) = key.split_once('/').unwrap_or((key, ""));
        let folder = self.dir.join(year);
        let own = folder.join(format!("{name}.txt"));
        if own.is_file() {
            return Ok(Some(read(&own)?));
        }
        let day = name.split_once('-').map_or(name, |(day, _)| day);
        let Ok(entries) = std::fs::read_dir(&folder) else {
            return Ok(None);
        };
        let mut of_the_day: Vec<PathBuf> = entries
            .filter_map(|entry| Some(entry.ok()?.path()))
            .filter(|path| {
                path.extension().is_some_and(|extension| extension == "txt")
                    && path
                        .file_stem()
                        .and_then(|stem| stem.to_str())
                        .is_some_and(|stem| stem == day || stem.starts_with(&format!("{day}-")))
            })
            .collect();
        of_the_day.sort();
        of_the_day.first().map(|path| read(path)).transpose()
    }
}

/// The truth file, read.
pub fn read_truth(path: &Path) -> anyhow::Result<BTreeMap<String, Vec<Truth>>> {
    let json: Value = serde_json::from_str(&read(path)?)
        .with_context(|| format!("{} is not JSON", path.display()))?;
    let object = json
        .as_object()
        .ok_or_else(|| anyhow!("{} is not a JSON object of pages", path.display()))?;
    let text = |value: &Value| value.as_str().map(trimmed);
    Ok(object
        .iter()
        .map(|(key, examples)| {
            let listed = examples
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|example| {
                    Some(Truth {
                        input: text(&example["input"])?,
                        answers: [text(&example["part1"]), text(&example["part2"])],
                        extra: example["extra"]
                            .as_object()
                            .into_iter()
                            .flatten()
                            .map(|(name, value)| (name.clone(), value.clone()))
                            .collect(),
                    })
                })
                .collect();
            (key.clone(), listed)
        })
        .collect())
}

/// `text` without the line endings at its end.
pub fn trimmed(text: &str) -> String {
    text.trim_end_matches(['\r', '\n']).to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_star_hides_part_twos_answer_and_the_end() {
        let saved = "<main><article class=\"day-desc\"><p>One.</p></article>\
            <p>Your puzzle answer was <code>3</code>.</p>\
            <article class=\"day-desc\"><p>Two.</p></article>\
            <p>Your puzzle answer was <code>7</code>.</p>\
            <p class=\"day-success\">Both parts of this puzzle are complete!</p></main>";
        let one = served(saved, State::OneStar);
        assert!(
            one.contains("<code>3</code>") && !one.contains("<code>7</code>"),
            "{one}"
        );
        assert!(!one.contains("Both parts"), "{one}");
        assert_eq!(served(saved, State::AsSaved), saved);
        let opening = served(saved, State::Opening);
        assert_eq!(
            opening,
            "<main><article class=\"day-desc\"><p>One.</p></article></main>"
        );
    }

    #[test]
    fn halves_are_fixed_by_day_whoever_saved_it() {
        assert_eq!(Half::of("2021/05"), Half::of("2021/05"));
        for saver in ["sonnenhut", "kuzmiigo", "a-b"] {
            for day in ["2015/01", "2021/05", "2024/13"] {
                assert_eq!(Half::of(&format!("{day}-{saver}")), Half::of(day));
            }
        }
        let keys: Vec<String> = (1..=25).map(|day| format!("2020/{day:02}")).collect();
        let a = keys.iter().filter(|key| Half::of(key) == Half::A).count();
        assert!((5..=20).contains(&a), "{a} of 25 in half A");
    }
}
