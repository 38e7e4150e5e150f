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
//!
//! Each page is served as it is the moment part one is solved (`--state
//! one-star`: part two's answer and the end of the day taken out of a page
//! saved later), as at the opening (`--state opening`: part one alone), or
//! as saved (`--state as-saved`); or put through a user's day (`--state
//! flow`, see [`flow`]): read into a day's crate at the opening, then again
//! at one star, and what the crate's table then holds measured. The pages are measured
//! in two fixed halves ([`pages::Half`]), so that a rule changed looking at
//! one is judged on the other. A last table says how a run on the example
//! comes out against what the page shows (see `layout::notes`):
//! where the truth gives a part an answer, how often a solution that gives
//! it is told right or shown, and one that is one off told wrong or not
//! shown.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use anyhow::anyhow;
use layout::Day;

use self::flow::Scratch;
use self::pages::{Half, Inputs, State, Truth, day_of, pages, read_truth, served, trimmed};
use self::shown::unshown_on;
use self::table::{Table, missed, missed_rows, one_line};
use self::tally::{Taken, Tally};
use super::Page;
use super::examples::{Found, InputShape};
use crate::files::read;
use crate::flags;

mod flow;
mod pages;
mod shown;
mod table;
mod tally;

impl flags::ExamplesMeasure {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        print!("{}", self.report(root)?);
        Ok(())
    }

    /// The tables, each half apart and all together, read by the page
    /// alone and (with `--inputs`) beside a real input, and with `--misses`
    /// every miss. In the flow, each page's day's crate is made from the
    /// templates of the workspace at `root`.
    fn report(&self, root: &Path) -> anyhow::Result<String> {
        let truth = read_truth(&self.truth)?;
        let state = self.state.unwrap_or_default();
        let inputs = self.inputs.as_deref().map(Inputs::under).transpose()?;
        let scratch = (state == State::Flow).then(|| Scratch::new(root));
        let mut measure = Measure::default();
        for (key, path) in pages(&self.dir)? {
            let day = day_of(&key)?;
            let html = read(&path)?;
            let page = Page::parse(&served(&html, state));
            measure.pages_read += 1;
            match unshown_on(&page, day) {
                None => measure.shown += 1,
                Some(what) => measure.unshown.push(format!("{key}: {what}")),
            }
            let Some(listed) = truth.get(&key) else {
                continue;
            };
            let shape = match &inputs {
                Some(inputs) => Some(
                    inputs
                        .of(&key)?
                        .as_deref()
                        .and_then(InputShape::of)
                        .ok_or_else(|| {
                            anyhow!("no input of {key} under {}", inputs.dir.display())
                        })?,
                ),
                None => None,
            };
            match &scratch {
                Some(scratch) => {
                    measure.flow(&key, day, (&html, &page), listed, shape.as_ref(), scratch)?;
                }
                None => measure.page(&key, day, &page, listed, shape.as_ref()),
            }
        }
        if measure.tables.is_empty() {
            return Err(anyhow!(
                "no page under {} has an entry in {}: pages are YEAR/DD.html, entries \"YEAR/DD\"",
                self.dir.display(),
                self.truth.display()
            ));
        }
        Ok(measure.text(state, inputs.is_some(), self.misses))
    }
}

/// What the measure has found so far, page after page.
#[derive(Default)]
struct Measure {
    tables: BTreeMap<(Reading, Option<Half>), Table>,
    misses: Vec<String>,
    /// Pages read, and those `just read` shows whole; what it does not.
    pages_read: usize,
    shown: usize,
    unshown: Vec<String>,
    /// The truth's examples, and those of them that have the shape of the
    /// input they are read beside; those that have not.
    shaped: (usize, usize),
    unshaped: Vec<String>,
    /// The pages' other code blocks, and those of them that have it.
    others: (usize, usize),
}

impl Measure {
    /// The page `key` (of `day`), whose truth is `listed`, read by the page
    /// alone and, with `shape`, beside an input of that shape.
    fn page(
        &mut self,
        key: &str,
        day: Day,
        page: &Page,
        listed: &[Truth],
        shape: Option<&InputShape>,
    ) {
        let half = Half::of(key);
        let parts = page.parts().len();
        let alone = Found::of_day(page, day);
        let beside = shape.map(|shape| Found::of_day_beside(page, day, shape, &alone));
        let mut measured = vec![(Reading::PageAlone, alone, listed.to_vec())];
        if let (Some(shape), Some(found)) = (shape, beside) {
            self.shapes(key, page, listed, shape);
            measured.push((Reading::WithInput, found, laid_out(listed, shape)));
        }
        for (reading, found, listed) in &measured {
            for table in [Some(half), None] {
                let table = self.tables.entry((*reading, table)).or_default();
                table.add(found, listed, parts);
            }
        }
        if let Some((_, found, listed)) = measured.last() {
            self.misses.extend(missed(key, half, found, listed, parts));
        }
    }

    /// The page `key` (of `day`), saved as `html` and served at one star
    /// as `page`, whose truth is `listed`, put through the flow (see
    /// [`flow`]) by the page alone and, with `shape`, beside an input of
    /// that shape: what the day's table holds after.
    fn flow(
        &mut self,
        key: &str,
        day: Day,
        (html, page): (&str, &Page),
        listed: &[Truth],
        shape: Option<&InputShape>,
        scratch: &Scratch,
    ) -> anyhow::Result<()> {
        let half = Half::of(key);
        let parts = page.parts().len();
        let mut readings = vec![(Reading::PageAlone, None, listed.to_vec())];
        if let Some(shape) = shape {
            self.shapes(key, page, listed, shape);
            readings.push((Reading::WithInput, Some(shape), laid_out(listed, shape)));
        }
        let last = readings.len() - 1;
        for (at, (reading, shape, listed)) in readings.iter().enumerate() {
            let rows = scratch.rows_after(day, html, *shape)?;
            let taken = Taken::of_rows(&rows);
            for table in [Some(half), None] {
                let table = self.tables.entry((*reading, table)).or_default();
                table.add_taken(&taken, listed, parts);
            }
            if at == last {
                self.misses
                    .extend(missed_rows(key, half, &taken, listed, parts));
            }
        }
        Ok(())
    }

    /// How many of the truth's examples of `page` (`listed`) have `shape`,
    /// and how many of its other code blocks.
    fn shapes(&mut self, key: &str, page: &Page, listed: &[Truth], shape: &InputShape) {
        for truth in listed {
            self.shaped.0 += 1;
            if shape.admits(&truth.input) {
                self.shaped.1 += 1;
            } else if let Err(why) = shape.agrees(&truth.input) {
                self.unshaped
                    .push(format!("{key}: {} ({why})", one_line(&truth.input)));
            }
        }
        for block in page.code_blocks() {
            if !listed.iter().any(|truth| truth.input == trimmed(&block)) {
                self.others.0 += 1;
                self.others.1 += usize::from(shape.agrees(&block).is_ok());
            }
        }
    }

    /// The tables, and with `misses` every miss.
    fn text(self, state: State, with_inputs: bool, misses: bool) -> String {
        let mut out = String::new();
        for ((reading, half), table) in &self.tables {
            if half.is_none() {
                let _ = writeln!(
                    out,
                    "{} pages, served {}, read {}: right / wrong / none, and of none, those where the truth lists none either\n",
                    table.pages,
                    match state {
                        State::OneStar => "as the moment part one is solved",
                        State::AsSaved => "as saved",
                        State::Opening => "as at the opening, part one alone",
                        State::Flow =>
                            "as at the opening for `just start`, then as the moment part one is solved for `just read`, each filled into the day's crate, which is then",
                    },
                    match reading {
                        Reading::PageAlone => "by the page alone",
                        Reading::WithInput => "beside a real input of the day",
                    }
                );
            }
            let name = match half {
                Some(Half::A) => "half A",
                Some(Half::B) => "half B",
                None => "all",
            };
            let text = if state == State::Flow {
                table.text_of_rows(name)
            } else {
                table.text(name)
            };
            let _ = writeln!(out, "{text}");
            if *half == Some(Half::B)
                && let Some(a) = self.tables.get(&(*reading, Some(Half::A)))
            {
                let _ = writeln!(out, "{}\n", gap(a, table));
            }
        }
        if with_inputs {
            let _ = writeln!(
                out,
                "The truth's examples that have the shape of the input beside them: {} of {}; the pages' other code blocks: {} of {}.",
                self.shaped.1, self.shaped.0, self.others.1, self.others.0
            );
        }
        let _ = writeln!(
            out,
            "`just read` shows every code line and hover text as the page holds it on {} of {} pages.",
            self.shown, self.pages_read
        );
        if misses {
            for line in self.unshown.iter().chain(&self.unshaped) {
                let _ = writeln!(out, "  {line}");
            }
            let _ = writeln!(out, "\nEvery miss:");
            for miss in self.misses {
                let _ = writeln!(out, "  {miss}");
            }
        }
        out
    }
}

/// The gap between the halves, which share no day (half B's rates less
/// half A's, in points): how far what was tuned on one carries to days it
/// never saw.
fn gap(a: &Table, b: &Table) -> String {
    let points = |a: Tally, b: Tally| {
        let ((right_a, wrong_a), (right_b, wrong_b)) = (a.rates(), b.rates());
        format!(
            "right {:+}, wrong {:+}",
            right_b - right_a,
            wrong_b - wrong_a
        )
    };
    let mut said = format!(
        "The gap, half B less half A, in points: example input {}; part 1 {}",
        points(a.input, b.input),
        points(a.parts[0], b.parts[0]),
    );
    // At the opening no page shows part two: no gap to give.
    if !a.parts[1].is_empty() || !b.parts[1].is_empty() {
        said.push_str(&format!("; part 2 {}", points(a.parts[1], b.parts[1])));
    }
    said + "."
}

/// How a page is read: by its words alone, as before any input of yours is
/// there, or beside a real input of its day.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Reading {
    PageAlone,
    WithInput,
}

/// The truth's examples in the layout of an input of `shape` (see
/// [`InputShape::laid_out`]): a program the page wraps over several lines
/// is the one line the input is, and is taken so.
fn laid_out(listed: &[Truth], shape: &InputShape) -> Vec<Truth> {
    listed
        .iter()
        .map(|truth| Truth {
            input: shape
                .laid_out(&truth.input)
                .map_or_else(|| truth.input.clone(), |input| trimmed(&input)),
            answers: truth.answers.clone(),
            extra: truth.extra.clone(),
        })
        .collect()
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

    /// The measure's report, with its misses, on `pages` (each a name,
    /// `YEAR/DD`, and its text) against `truth`, served at `state`.
    fn report_on(name: &str, pages: &[(&str, &str)], truth: &str, state: Option<State>) -> String {
        let dir = std::env::temp_dir().join(format!("measure-{name}-{}", std::process::id()));
        for (page, text) in pages {
            let path = dir.join(format!("{page}.html"));
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        let truth_path = dir.join("truth.json");
        std::fs::write(&truth_path, truth).unwrap();
        let measure = flags::ExamplesMeasure {
            dir: dir.clone(),
            truth: truth_path,
            inputs: None,
            misses: true,
            state,
        };
        let report = measure
            .report(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/..")))
            .unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        report
    }

    #[test]
    fn right_wrong_none_and_the_nones_the_truth_agrees_with() {
        let report = report_on(
            "tally",
            &[("2021/03", PAGE), ("2021/05", PAGE)],
            r#"{"2021/03": [{"input": "1\n2\n", "part1": "3", "part2": null}],
                "2021/05": [{"input": "9\n", "part1": "3", "part2": "6"}]}"#,
            None,
        );
        assert!(
            report.contains("| example input | 50% / 50% / 0% (of 2: 1 right, 1 wrong) | 0% |"),
            "{report}"
        );
        assert!(
            report.contains("| part 1's answer | 50% / 50% / 0% (of 2: 1 right, 1 wrong) | 0% |"),
            "{report}"
        );
        assert!(
            report.contains(
                "| part 2's answer (pages that show part two) | 0% / 0% / 100% (of 2: 0 right, 0 wrong) | 50% |"
            ),
            "{report}"
        );
        assert!(
            report.contains("| all: a run on the example |")
                && report.contains("| part 1 | 50% / 50% (of 2) |")
                && report.contains("| part 2 | 0% / 0% (of 1) |"),
            "{report}"
        );
        assert!(report.contains("| half A: ") || report.contains("| half B: "));
        assert!(
            report
                .contains("2021/05 part 2: None, run told/caught Some((false, false)) (took none")
                && report.contains("the truth: [\"6\"])"),
            "{report}"
        );
        assert!(
            !report.contains("2021/03 part 2"),
            "a none the truth agrees with is no miss: {report}"
        );
    }

    /// A page written here in the site's markup, saved with both stars in:
    /// part one's example and answer, and part two's answer for it.
    const BOTH_PARTS: &str = "<main><article class=\"day-desc\"><h2>--- Day 3: Stacks ---</h2>\
        <p>For example:</p><pre><code>1\n2\n</code></pre>\
        <p>In this example, the total is <code><em>3</em></code>.</p>\
        <p>What is the <em>total</em>?</p></article>\
        <p>Your puzzle answer was <code>40</code>.</p>\
        <article class=\"day-desc\"><h2>--- Part Two ---</h2>\
        <p>In the example above, the product is <code><em>2</em></code>.</p>\
        <p>What is the <em>product</em>?</p></article>\
        <p>Your puzzle answer was <code>300</code>.</p></main>";

    #[test]
    fn the_flow_measures_what_start_then_read_leave_in_the_days_table() {
        let report = report_on(
            "flow",
            &[("2021/03", BOTH_PARTS)],
            r#"{"2021/03": [{"input": "1\n2\n", "part1": "3", "part2": "2"}]}"#,
            Some(State::Flow),
        );
        assert!(
            report.contains("as at the opening for `just start`"),
            "{report}"
        );
        for row in [
            "| example input (`example.txt`) | 100% / 0% / 0% (of 1: 1 right, 0 wrong) | 0% |",
            "| part 1's answer | 100% / 0% / 0% (of 1: 1 right, 0 wrong) | 0% |",
            "| part 2's answer (pages that show part two) | 100% / 0% / 0% (of 1: 1 right, 0 wrong) | 0% |",
        ] {
            assert!(report.contains(row), "{row}\n{report}");
        }
        assert!(!report.contains("a run on the example"), "{report}");
    }
}
