//! `cargo xtask examples-measure DIR TRUTH`: how right the rule that reads
//! a puzzle's example and answers from its page is (see
//! [`super::examples`]), on real pages kept outside the repository (the
//! puzzle's author asks that puzzle text not be shared), against the
//! examples a trusted source lists for each.
//!
//! DIR holds pages as `YEAR/DD.html`, each the page as the site served it
//! (or its `<main>`). TRUTH is JSON: for each page, `"YEAR/DD"`, the list of
//! its examples, each `{"input": …, "part1": … or null, "part2": … or
//! null}`. aocd's hand-kept table gives one (PyPI `aocd-example-parser`:
//! `extract_examples(Page.from_raw(html))` for each page; docs/examples.md shows
//! the lines that write the file).
//!
//! An example input is right when it is one of the page's examples
//! (line endings at its end aside); an answer is right when the example it
//! was taken for is one of the page's and the answer is that example's.
//! Anything taken otherwise is wrong; nothing taken is none, and a last
//! column counts the nones where the truth lists nothing either (a page with
//! no example an input could be, a part two that gives no answer), which
//! `--misses` leaves out of its list. The rule is meant to take nothing
//! rather than something wrong: wrong answers fail a day's tests for the
//! wrong reason.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context, anyhow};
use layout::Day;
use serde_json::Value;

use super::examples::{Found, FoundExample};
use super::html::Element;
use super::render::{Style, render};
use super::{Page, SITE, url_on};
use crate::files::read;
use crate::flags;

/// One of a page's examples, as the truth lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Truth {
    input: String,
    answers: [Option<String>; 2],
}

/// How one guess came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    Right,
    Wrong,
    None,
    /// None taken, and the truth lists none either.
    NoneListed,
}

/// Right, wrong and none, counted.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    right: usize,
    wrong: usize,
    none: usize,
    /// Of `none`, those where the truth lists none either.
    none_listed: usize,
}

impl Tally {
    fn add(&mut self, verdict: Verdict) {
        match verdict {
            Verdict::Right => self.right += 1,
            Verdict::Wrong => self.wrong += 1,
            Verdict::None => self.none += 1,
            Verdict::NoneListed => {
                self.none += 1;
                self.none_listed += 1;
            }
        }
    }

    fn total(self) -> usize {
        self.right + self.wrong + self.none
    }

    /// `right% / wrong% / none% (of N) | none% where the truth lists none`.
    fn cell(self) -> String {
        let total = self.total();
        let percent = |count: usize| (count * 100 + total / 2).checked_div(total).unwrap_or(0);
        format!(
            "{}% / {}% / {}% (of {total}) | {}%",
            percent(self.right),
            percent(self.wrong),
            percent(self.none),
            percent(self.none_listed)
        )
    }
}

impl flags::ExamplesMeasure {
    pub fn run(self, _root: &Path) -> anyhow::Result<()> {
        print!("{}", self.report()?);
        Ok(())
    }

    /// The table, and with `--misses` every miss.
    fn report(&self) -> anyhow::Result<String> {
        let truth = read_truth(&self.truth)?;
        let mut pages = pages(&self.dir)?;
        pages.sort();
        let (mut inputs, mut parts) = (Tally::default(), [Tally::default(); 2]);
        let mut misses = Vec::new();
        let mut measured = 0;
        let (mut shown, mut pages_read) = (0, 0);
        let mut unshown = Vec::new();
        for (key, path) in pages {
            let day = day_of(&key)?;
            let page = Page::parse(&read(&path)?);
            pages_read += 1;
            match unshown_on(&page, day) {
                None => shown += 1,
                Some(what) => unshown.push(format!("{key}: {what}")),
            }
            let Some(listed) = truth.get(&key) else {
                continue;
            };
            let found = Found::of_day(&page, day);
            measured += 1;
            let first = found.examples.first();
            let verdict = input_verdict(first, listed);
            inputs.add(verdict);
            if !matches!(verdict, Verdict::Right | Verdict::NoneListed) {
                misses.push(format!(
                    "{key} example: {}",
                    match first {
                        Some(example) =>
                            format!("took {} ({})", example.from, one_line(&example.input)),
                        None => "took none".to_owned(),
                    }
                ));
            }
            let shown = page.parts().len();
            for (part, tally) in parts.iter_mut().enumerate().take(shown) {
                let verdict = answer_verdict(&found.examples, listed, part);
                tally.add(verdict);
                if !matches!(verdict, Verdict::Right | Verdict::NoneListed) {
                    let said = found
                        .examples
                        .iter()
                        .find_map(|example| example.answers[part].as_ref())
                        .map_or_else(
                            || "took none".to_owned(),
                            |claim| format!("took {:?} from \"{}\"", claim.answer, claim.sentence),
                        );
                    let expected: Vec<String> = listed
                        .iter()
                        .filter_map(|truth| truth.answers[part].clone())
                        .collect();
                    misses.push(format!(
                        "{key} part {}: {:?} ({said}; the truth: {expected:?})",
                        part + 1,
                        verdict
                    ));
                }
            }
        }
        if measured == 0 {
            return Err(anyhow!(
                "no page under {} has an entry in {}: pages are YEAR/DD.html, entries \"YEAR/DD\"",
                self.dir.display(),
                self.truth.display()
            ));
        }
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{measured} pages: right / wrong / none, and of none, those where the truth lists none either\n\n| what | right / wrong / none | none, as the truth |\n|---|---|---|"
        );
        let _ = writeln!(out, "| example input | {} |", inputs.cell());
        let _ = writeln!(out, "| part 1's answer | {} |", parts[0].cell());
        let _ = writeln!(
            out,
            "| part 2's answer (pages that show part two) | {} |",
            parts[1].cell()
        );
        let _ = writeln!(
            out,
            "\n`just read` shows every code line and hover text as the page holds it on {shown} of {pages_read} pages."
        );
        if self.misses {
            for page in &unshown {
                let _ = writeln!(out, "  {page}");
            }
            let _ = writeln!(out, "\nEvery miss:");
            for miss in misses {
                let _ = writeln!(out, "  {miss}");
            }
        }
        Ok(out)
    }
}

/// What `just read` leaves out or changes of `page`, the page of `day`: a
/// code line not shown as the block holds it, or a hover text not shown.
fn unshown_on(page: &Page, day: Day) -> Option<String> {
    // The real site's address, whatever `AOC_BASE_URL` says: the measure
    // contacts nothing.
    let url = url_on(SITE, day);
    let text = render(
        page,
        &url,
        Style {
            width: 80,
            bold: false,
        },
    );
    let mut shown = text.as_str();
    for (number, block) in page.main().descendants("pre").into_iter().enumerate() {
        let head = format!("[code block {}]\n", number + 1);
        let Some(at) = shown.find(&head) else {
            return Some(format!("code block {} is not shown", number + 1));
        };
        shown = &shown[at + head.len()..];
        for line in block.block_text().trim_end_matches('\n').split('\n') {
            let Some(rest) = shown.strip_prefix(&format!("    {line}\n")) else {
                return Some(format!(
                    "code block {}: {line:?} is not shown as it is",
                    number + 1
                ));
            };
            shown = rest;
        }
    }
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    titles(page.main()).into_iter().find_map(|title| {
        let title = title.split_whitespace().collect::<Vec<_>>().join(" ");
        (!flat.contains(&title)).then(|| format!("the hover text {title:?} is not shown"))
    })
}

/// Every `title` attribute below `element`.
fn titles(element: &Element) -> Vec<String> {
    let mut found: Vec<String> = element
        .attribute("title")
        .map(str::to_owned)
        .into_iter()
        .collect();
    for child in element.elements() {
        found.extend(titles(child));
    }
    found
}

/// Every page under `dir`: `"YEAR/DD"` and its path.
fn pages(dir: &Path) -> anyhow::Result<Vec<(String, PathBuf)>> {
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
    Ok(found)
}

/// The day `"YEAR/DD"` names.
fn day_of(key: &str) -> anyhow::Result<Day> {
    let (year, day) = key
        .split_once('/')
        .ok_or_else(|| anyhow!("{key} is not YEAR/DD"))?;
    Ok(Day::new(year.parse()?, day.parse()?)?)
}

/// The truth file, read.
fn read_truth(path: &Path) -> anyhow::Result<BTreeMap<String, Vec<Truth>>> {
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
                    })
                })
                .collect();
            (key.clone(), listed)
        })
        .collect())
}

/// `text` without the line endings at its end.
fn trimmed(text: &str) -> String {
    text.trim_end_matches(['\r', '\n']).to_owned()
}

/// `text` on one line, cut short.
fn one_line(text: &str) -> String {
    let line = text.replace('\n', "⏎");
    match line.char_indices().nth(40) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line,
    }
}

fn input_verdict(first: Option<&FoundExample>, listed: &[Truth]) -> Verdict {
    match first {
        None if listed.is_empty() => Verdict::NoneListed,
        None => Verdict::None,
        Some(example)
            if listed
                .iter()
                .any(|truth| truth.input == trimmed(&example.input)) =>
        {
            Verdict::Right
        }
        Some(_) => Verdict::Wrong,
    }
}

fn answer_verdict(examples: &[FoundExample], listed: &[Truth], part: usize) -> Verdict {
    let claims: Vec<(&FoundExample, &str)> = examples
        .iter()
        .filter_map(|example| Some((example, example.answers[part].as_ref()?.answer.as_str())))
        .collect();
    if claims.is_empty() {
        let listed_any = listed.iter().any(|truth| truth.answers[part].is_some());
        return if listed_any {
            Verdict::None
        } else {
            Verdict::NoneListed
        };
    }
    let right = claims.iter().all(|(example, answer)| {
        listed.iter().any(|truth| {
            truth.input == trimmed(&example.input)
                && truth.answers[part].as_deref() == Some(*answer)
        })
    });
    if right {
        Verdict::Right
    } else {
        Verdict::Wrong
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A page written here in the site's markup: an example, its answer,
    /// and a part two that gives none.
    const PAGE: &str = "<main><article class=\"day-desc\"><h2>--- Day 3: Stacks ---</h2>\
        <p>For example:</p><pre><code>1\n2\n</code></pre>\
        <p>In this example, the total is <code><em>3</em></code>.</p></article>\
        <article class=\"day-desc\"><h2>--- Part Two ---</h2><p>Now count twice.</p></article></main>";

    #[test]
    fn right_wrong_none_and_the_nones_the_truth_agrees_with() {
        let dir = std::env::temp_dir().join(format!("measure-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("2021")).unwrap();
        std::fs::write(dir.join("2021/03.html"), PAGE).unwrap();
        std::fs::write(dir.join("2021/05.html"), PAGE).unwrap();
        let truth = dir.join("truth.json");
        std::fs::write(
            &truth,
            r#"{"2021/03": [{"input": "1\n2\n", "part1": "3", "part2": null}],
                "2021/05": [{"input": "9\n", "part1": "3", "part2": "6"}]}"#,
        )
        .unwrap();
        let measure = flags::ExamplesMeasure {
            dir: dir.clone(),
            truth,
            misses: true,
        };
        let report = measure.report().unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(
            report.contains("| example input | 50% / 50% / 0% (of 2) | 0% |"),
            "{report}"
        );
        assert!(
            report.contains("| part 1's answer | 50% / 50% / 0% (of 2) | 0% |"),
            "{report}"
        );
        assert!(
            report.contains(
                "| part 2's answer (pages that show part two) | 0% / 0% / 100% (of 2) | 50% |"
            ),
            "{report}"
        );
        assert!(report.contains("  2021/05 part 2: None (took none; the truth: [\"6\"])"));
        assert!(
            !report.contains("2021/03 part 2"),
            "a none the truth agrees with is no miss: {report}"
        );
    }
}
