//! The tallies of a set of pages ([`Table`]), and each miss of a page
//! ([`missed`]), as the measure prints them.

use super::pages::{Half, Truth, trimmed};
use super::tally::{Checks, Sizes, Taken, Tally, Verdict, answer_verdict, check, input_verdict};
use crate::page::examples::Found;

/// The tallies of a set of pages.
#[derive(Default)]
pub struct Table {
    pub pages: usize,
    pub input: Tally,
    /// Every example after the first (a row of its own): inputs one of the
    /// truth's, and others.
    more: (usize, usize),
    pub parts: [Tally; 2],
    checks: [Checks; 2],
    sizes: Sizes,
}

impl Table {
    /// What the rules `found` on a page (that shows `shown` parts) whose
    /// truth is `listed`.
    pub fn add(&mut self, found: &Found, listed: &[Truth], shown: usize) {
        self.add_taken(&Taken::of(&found.examples), listed, shown);
        self.sizes.add(found, listed);
        for part in 0..shown.min(2) {
            if let Some(check) = check(&found.examples, listed, part) {
                self.checks[part].add(check);
            }
        }
    }

    /// The examples `taken` on a page (that shows `shown` parts) whose
    /// truth is `listed`, the first of them the example: its input, the
    /// others as rows, and each part's answers. An example with no text
    /// (an `example.txt` left blank) is none.
    pub fn add_taken(&mut self, taken: &[Taken], listed: &[Truth], shown: usize) {
        self.pages += 1;
        let first = taken.first().map(|example| example.input);
        self.input.add(input_verdict(
            first.filter(|input| !input.trim().is_empty()),
            listed,
        ));
        for example in taken.iter().skip(1) {
            if example.input.trim().is_empty() {
                continue;
            }
            if listed
                .iter()
                .any(|truth| truth.input == trimmed(example.input))
            {
                self.more.0 += 1;
            } else {
                self.more.1 += 1;
            }
        }
        for part in 0..shown.min(2) {
            self.parts[part].add(answer_verdict(taken, listed, part));
        }
    }

    /// The rows of examples and answers alone, headed `name`: what a
    /// day's table holds after the flow (see [`super::flow`]).
    pub fn text_of_rows(&self, name: &str) -> String {
        self.rows_text(name, "example input (`example.txt`)")
    }

    /// The rows of examples and answers, headed `name`, the example's row
    /// named `example`.
    fn rows_text(&self, name: &str, example: &str) -> String {
        format!(
            "| {name}: {} pages | right / wrong / none | none, as the truth |\n|---|---|---|\n\
             | {example} | {} |\n| more examples, as rows: the truth's / others | {} / {} |\n| part 1's answer | {} |\n| part 2's answer (pages that show part two) | {} |\n",
            self.pages,
            self.input.cell(),
            self.more.0,
            self.more.1,
            self.parts[0].cell(),
            self.parts[1].cell(),
        )
    }

    /// The table, headed `name`.
    pub fn text(&self, name: &str) -> String {
        format!(
            "{}\n\
             | {name}: a run on the example | the page's answer told right or shown / one off told wrong or not shown |\n|---|---|\n\
             | part 1 | {} |\n| part 2 | {} |\n\n\
             Sizes of its own (the truth runs an example at values other than the input's) on {} pages: written on {} of them ({} in full); sizes not the truth's on {} pages.\n",
            self.rows_text(name, "example input"),
            self.checks[0].cell(),
            self.checks[1].cell(),
            self.sizes.of_their_own,
            self.sizes.got,
            self.sizes.got_all,
            self.sizes.wrong,
        )
    }
}

/// Each miss on the page `key` of `half`: a wrong or missing input or
/// answer the truth has, with what was taken instead.
pub fn missed(key: &str, half: Half, found: &Found, listed: &[Truth], shown: usize) -> Vec<String> {
    let mut misses = Vec::new();
    let first = found.examples.first();
    let verdict = input_verdict(first.map(|example| example.input.as_str()), listed);
    if !matches!(verdict, Verdict::Right | Verdict::NoneListed) {
        misses.push(format!(
            "{half:?} {key} example: {}",
            match first {
                Some(example) => format!("took {} ({})", example.from, one_line(&example.input)),
                None => "took none".to_owned(),
            }
        ));
    }
    let extra: Vec<String> = listed
        .iter()
        .flat_map(|truth| &truth.extra)
        .map(|(name, value)| format!("{name}={value}"))
        .collect();
    let sizes: Vec<String> = found
        .examples
        .first()
        .into_iter()
        .flat_map(|example| &example.sizes)
        .map(|size| {
            let sure = if size.sure { "" } else { "?" };
            format!(
                "{}={}{sure} (yours {}) from \"{}\"",
                size.name, size.example, size.input, size.sentence
            )
        })
        .collect();
    if !extra.is_empty() || !sizes.is_empty() {
        misses.push(format!(
            "{half:?} {key} sizes: wrote {sizes:?}; the truth: {extra:?}"
        ));
    }
    for part in 0..shown.min(2) {
        let verdict = answer_verdict(&Taken::of(&found.examples), listed, part);
        let check = check(&found.examples, listed, part);
        let told = check.is_none_or(|(told, caught)| told && caught);
        if matches!(verdict, Verdict::Right | Verdict::NoneListed) && told {
            continue;
        }
        let said = found
            .examples
            .iter()
            .find_map(|example| example.answers[part].as_ref())
            .map_or_else(
                || "took none".to_owned(),
                |claim| format!("took {:?} from \"{}\"", claim.answer, claim.sentence),
            );
        let shown: Vec<&str> = found
            .examples
            .iter()
            .flat_map(|example| &example.candidates[part])
            .map(|claim| claim.answer.as_str())
            .collect();
        let expected: Vec<String> = listed
            .iter()
            .filter_map(|truth| truth.answers[part].clone())
            .collect();
        misses.push(format!(
            "{half:?} {key} part {}: {verdict:?}, run told/caught {check:?} ({said}; shown {shown:?}; the truth: {expected:?})",
            part + 1,
        ));
    }
    misses
}

/// Each miss of the flow on the page `key` of `half`: `example.txt` not
/// the truth's, and each part whose answers in the table (`taken`, row by
/// row) are wrong or missing, with what each row holds and the truth's.
pub fn missed_rows(
    key: &str,
    half: Half,
    taken: &[Taken],
    listed: &[Truth],
    shown: usize,
) -> Vec<String> {
    let mut misses = Vec::new();
    let first = taken
        .first()
        .map(|row| row.input)
        .filter(|input| !input.trim().is_empty());
    if !matches!(
        input_verdict(first, listed),
        Verdict::Right | Verdict::NoneListed
    ) {
        misses.push(format!(
            "{half:?} {key} example.txt: {}",
            first.map_or_else(|| "blank".to_owned(), one_line)
        ));
    }
    for part in 0..shown.min(2) {
        let verdict = answer_verdict(taken, listed, part);
        if matches!(verdict, Verdict::Right | Verdict::NoneListed) {
            continue;
        }
        let wrote: Vec<String> = taken
            .iter()
            .enumerate()
            .filter_map(|(row, example)| {
                let answer = example.answers[part]?;
                Some(format!(
                    "{answer:?} in row {} ({})",
                    row + 1,
                    one_line(example.input)
                ))
            })
            .collect();
        let truth: Vec<String> = listed
            .iter()
            .filter_map(|truth| {
                let answer = truth.answers[part].as_deref()?;
                Some(format!("{answer:?} for {}", one_line(&truth.input)))
            })
            .collect();
        misses.push(format!(
            "{half:?} {key} part {}: {verdict:?} (wrote {wrote:?}; the truth: {truth:?})",
            part + 1,
        ));
    }
    misses
}

/// `text` on one line, cut short.
pub fn one_line(text: &str) -> String {
    let line = text.replace('\n', "⏎");
    match line.char_indices().nth(40) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line,
    }
}
