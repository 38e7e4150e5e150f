//! What a puzzle's page shows of its examples' outputs, as the tools keep
//! it beside the stored page (`input/YEAR/dayN.examples`, which git ignores
//! as it ignores the page; the tools write it, the runner and a day's
//! example tests read it, the latter through aoc-common's `examples::page`):
//! for each example, each part's answer the tools
//! are sure of (asserted in the day's tests too), and every other value the
//! page shows of that part's output (a candidate, never asserted), each
//! with the sentence it stands in.
//!
//! A run of a part on an example is then judged against the page
//! ([`Noted::judge`]): the answer asserted is right or wrong; otherwise the
//! output is one the page shows, or not. Nothing fails on a candidate: it
//! is said beside the run (`just run`, `just test`, `just submit`), so that
//! a guess of the tools never fails a test for the wrong reason.
//!
//! The file is lines of fields separated by tabs (shown here as `→`),
//! text escaped (`\\`, `\t`, `\n`, `\r`), `#` starting a comment:
//!
//! ```text
//! example→3,4,3,1,2\n
//! part1→answer→5934→After 80 days, there would be a total of 5934.
//! part1→shown→26→After 18 days, there are a total of 26 fish.
//! size→days→18→80→After 18 days, there are a total of 26 fish.
//! ```
//!
//! A `size` line is a value the page runs the example at, other than your
//! input's (its name, the example's value, your input's, the sentence): a
//! failing example test run at your input's sizes says so. A `size?` line,
//! of the same fields, is a value it may run the example at: a failing
//! example test tries it, and says which gives the page's answer.

use std::fmt;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

pub use self::tries::{Run, run_said};

mod tries;

/// What a page shows of its examples' outputs.
///
/// ```
/// use layout::notes::{Noted, PageNotes, Said, Verdict};
/// let notes = PageNotes {
///     examples: vec![Noted {
///         input: "1\n2\n".to_owned(),
///         parts: [
///             vec![Said::answer("3", "In this example, the total is 3.")],
///             vec![Said::shown("2", "The largest is 2."), Said::shown("6", "Twice that is 6.")],
///         ],
///         sizes: Vec::new(),
///         candidate_sizes: Vec::new(),
///     }],
/// };
/// let read = PageNotes::parse(&notes.to_text());
/// assert_eq!(read, notes);
/// let example = read.example("1\n2").unwrap();
/// assert!(matches!(example.judge(1, "3"), Some(Verdict::Right { .. })));
/// assert!(matches!(example.judge(1, "4"), Some(Verdict::Wrong { .. })));
/// assert!(matches!(example.judge(2, "6"), Some(Verdict::Shown { .. })));
/// assert_eq!(
///     example.judge(2, "7").unwrap().said(2, "7"),
///     "7 is not a value the page shows of part 2 for this example (it shows 2 and 6)",
/// );
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PageNotes {
    /// The examples, in the page's order.
    pub examples: Vec<Noted>,
}

/// One example, and what the page shows of each part's output for it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Noted {
    /// The example's input, as the page shows it.
    pub input: String,
    /// For parts 1 and 2, each value the page shows.
    pub parts: [Vec<Said>; 2],
    /// The values the page runs it at, other than your input's.
    pub sizes: Vec<SizeNoted>,
    /// Values the page may run it at, that the tools are not sure of (one
    /// of several values it shows, or what one reading alone gives), one a
    /// value: a failing example test tries them ([`Noted::runs_to_try`]),
    /// and nothing else runs at them.
    pub candidate_sizes: Vec<SizeNoted>,
}

/// A value the page runs an example at, other than your input's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SizeNoted {
    /// Its name, as a day's code asks for it (`iterations`).
    pub name: String,
    /// The example's value.
    pub example: i64,
    /// Your input's.
    pub input: i64,
    /// The sentence that ties it to the example.
    pub sentence: String,
}

/// A value the page shows of a part's output, with its sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// The value, as the runner would print it.
    pub value: String,
    /// The sentence it stands in.
    pub sentence: String,
    /// True for the answer the tools are sure of (asserted in the day's
    /// tests); false for a candidate.
    pub asserted: bool,
}

impl Said {
    /// The answer the tools are sure of.
    pub fn answer(value: &str, sentence: &str) -> Self {
        Self {
            value: value.to_owned(),
            sentence: sentence.to_owned(),
            asserted: true,
        }
    }

    /// A value the page shows, never asserted.
    pub fn shown(value: &str, sentence: &str) -> Self {
        Self {
            asserted: false,
            ..Self::answer(value, sentence)
        }
    }
}

/// What the page says of a part's output on an example.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The output is the answer asserted.
    Right {
        /// The sentence the answer stands in.
        sentence: String,
    },
    /// The output differs from the answer asserted.
    Wrong {
        /// The answer asserted.
        expected: String,
        /// The sentence it stands in.
        sentence: String,
    },
    /// No answer is asserted, and the page shows the output.
    Shown {
        /// The sentence that shows it.
        sentence: String,
    },
    /// No answer is asserted, and the page does not show the output.
    NotShown {
        /// The values it does show.
        shown: Vec<String>,
    },
}

impl Verdict {
    /// The verdict as one word or two, as the runner's JSON gives it:
    /// `right`, `wrong`, `shown`, `not shown`.
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Right { .. } => "right",
            Self::Wrong { .. } => "wrong",
            Self::Shown { .. } => "shown",
            Self::NotShown { .. } => "not shown",
        }
    }

    /// The sentence of the page the verdict rests on, if there is one.
    pub fn sentence(&self) -> Option<&str> {
        match self {
            Self::Right { sentence } | Self::Wrong { sentence, .. } | Self::Shown { sentence } => {
                Some(sentence)
            }
            Self::NotShown { .. } => None,
        }
    }

    /// The verdict said in a sentence, for part `part` whose output was
    /// `output`.
    pub fn said(&self, part: u8, output: &str) -> String {
        match self {
            Self::Right { sentence } => format!(
                "part {part} on the example gives {output}, the answer the page gives: \"{sentence}\""
            ),
            Self::Wrong { expected, sentence } => format!(
                "part {part} on the example gives {output}, where the page gives {expected}: \"{sentence}\""
            ),
            Self::Shown { sentence } => {
                format!("part {part} on the example gives {output}: the page says \"{sentence}\"")
            }
            Self::NotShown { shown } => format!(
                "{output} is not a value the page shows of part {part} for this example (it shows {})",
                listed(shown)
            ),
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.kind())
    }
}

/// What to write for a row to run at `sizes` (each its name, the
/// example's value and your input's): "a table of ExampleAt, this row with
/// at: …, and read it in the code with …", and where the docs say more.
fn to_write(sizes: &[(&str, i64, i64)]) -> String {
    let at: Vec<String> = sizes
        .iter()
        .map(|(name, example, _)| format!("(\"{name}\", {example})"))
        .collect();
    let read: Vec<String> = sizes
        .iter()
        .map(|(name, _, input)| format!("sizes.or(\"{name}\", {input})"))
        .collect();
    format!(
        "a table of ExampleAt, this row with at: &[{}], and read {} in the code with {}, \
         the part taking `sizes: aoc_common::Sizes` (docs/years.md, \"An example's own sizes\").",
        at.join(", "),
        if sizes.len() == 1 { "it" } else { "each" },
        read.join(" and ")
    )
}

/// `a`, `a and b`, `a, b and c`.
fn listed(values: &[String]) -> String {
    match values {
        [] => "nothing".to_owned(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

impl Noted {
    /// For a failing example test that ran at your input's sizes, where
    /// the page runs this example at its own: what to do, in a sentence.
    ///
    /// ```
    /// use layout::notes::{Noted, SizeNoted};
    /// let noted = Noted {
    ///     sizes: vec![SizeNoted {
    ///         name: "iterations".to_owned(),
    ///         example: 2,
    ///         input: 5,
    ///         sentence: "Thus, after 2 iterations, …".to_owned(),
    ///     }],
    ///     ..Noted::default()
    /// };
    /// assert!(noted.own_sizes().unwrap().contains(
    ///     "a table of ExampleAt, this row with at: &[(\"iterations\", 2)], and read it in the code with sizes.or(\"iterations\", 5), the part taking `sizes: aoc_common::Sizes`"
    /// ));
    /// ```
    pub fn own_sizes(&self) -> Option<String> {
        if self.sizes.is_empty() {
            return None;
        }
        let said: Vec<String> = self
            .sizes
            .iter()
            .map(|size| {
                format!(
                    "{} {} ({} on your input), from: \"{}\"",
                    size.name, size.example, size.input, size.sentence
                )
            })
            .collect();
        let sizes: Vec<(&str, i64, i64)> = self
            .sizes
            .iter()
            .map(|size| (size.name.as_str(), size.example, size.input))
            .collect();
        Some(format!(
            "It ran at your input's sizes, where the page runs this example at its own: {}.\n\
             Make EXAMPLES {}",
            said.join("; "),
            to_write(&sizes)
        ))
    }

    /// What the page says of part `part`'s `output` on this example; `None`
    /// where it shows nothing of that part.
    pub fn judge(&self, part: u8, output: &str) -> Option<Verdict> {
        let said = self.parts.get(usize::from(part).checked_sub(1)?)?;
        if said.is_empty() {
            return None;
        }
        let output = output.trim();
        if let Some(answer) = said.iter().find(|said| said.asserted) {
            return Some(if answer.value == output {
                Verdict::Right {
                    sentence: answer.sentence.clone(),
                }
            } else {
                Verdict::Wrong {
                    expected: answer.value.clone(),
                    sentence: answer.sentence.clone(),
                }
            });
        }
        Some(match said.iter().rev().find(|said| said.value == output) {
            Some(shown) => Verdict::Shown {
                sentence: shown.sentence.clone(),
            },
            None => Verdict::NotShown {
                shown: said.iter().map(|said| said.value.clone()).collect(),
            },
        })
    }
}

impl PageNotes {
    /// The notes in `text`, as [`PageNotes::to_text`] writes them; a line
    /// this does not read is passed over.
    pub fn parse(text: &str) -> Self {
        let mut examples: Vec<Noted> = Vec::new();
        for line in text.lines() {
            let fields: Vec<String> = line.split('\t').map(unescape).collect();
            match fields.as_slice() {
                [kind, input] if kind == "example" => examples.push(Noted {
                    input: input.clone(),
                    ..Noted::default()
                }),
                [kind, name, example, input, sentence] if kind == "size" || kind == "size?" => {
                    let (Ok(example), Ok(input)) = (example.parse(), input.parse()) else {
                        continue;
                    };
                    if let Some(noted) = examples.last_mut() {
                        let size = SizeNoted {
                            name: name.clone(),
                            example,
                            input,
                            sentence: sentence.clone(),
                        };
                        if kind == "size" {
                            noted.sizes.push(size);
                        } else {
                            noted.candidate_sizes.push(size);
                        }
                    }
                }
                [part, kind, value, sentence] => {
                    let index = match part.as_str() {
                        "part1" => 0,
                        "part2" => 1,
                        _ => continue,
                    };
                    let asserted = match kind.as_str() {
                        "answer" => true,
                        "shown" => false,
                        _ => continue,
                    };
                    if let Some(example) = examples.last_mut() {
                        example.parts[index].push(Said {
                            value: value.clone(),
                            sentence: sentence.clone(),
                            asserted,
                        });
                    }
                }
                _ => {}
            }
        }
        Self { examples }
    }

    /// The notes as the file holds them.
    pub fn to_text(&self) -> String {
        let mut text = String::from(
            "# What the puzzle's page shows of its examples' outputs: written by the tools beside the\n\
             # stored page, read by `just run`, `just test` and `just submit` (nothing fails on a value shown).\n",
        );
        for example in &self.examples {
            let _ = writeln!(text, "example\t{}", escape(&example.input));
            for (part, said) in example.parts.iter().enumerate() {
                for said in said {
                    let kind = if said.asserted { "answer" } else { "shown" };
                    let _ = writeln!(
                        text,
                        "part{}\t{kind}\t{}\t{}",
                        part + 1,
                        escape(&said.value),
                        escape(&said.sentence)
                    );
                }
            }
            let sizes = example.sizes.iter().map(|size| ("size", size));
            let candidates = example.candidate_sizes.iter().map(|size| ("size?", size));
            for (kind, size) in sizes.chain(candidates) {
                let _ = writeln!(
                    text,
                    "{kind}\t{}\t{}\t{}\t{}",
                    escape(&size.name),
                    size.example,
                    size.input,
                    escape(&size.sentence)
                );
            }
        }
        text
    }

    /// The example whose input is `input` (line endings aside: `\r\n`, and
    /// those at the end).
    pub fn example(&self, input: &str) -> Option<&Noted> {
        let input = same(input);
        self.examples
            .iter()
            .find(|example| same(&example.input) == input)
    }

    /// Where the notes of day `day` of `year` are kept, under the workspace
    /// root `root`.
    pub fn path(root: &Path, year: u16, day: u8) -> PathBuf {
        root.join(format!("input/{year}/day{day}.examples"))
    }

    /// The notes of day `day` of `year` under `root`, if the tools kept
    /// some.
    pub fn read(root: &Path, year: u16, day: u8) -> Option<Self> {
        let text = std::fs::read_to_string(Self::path(root, year, day)).ok()?;
        Some(Self::parse(&text))
    }

    /// The notes kept for the day whose crate is the folder `crate_dir`
    /// (`crates/day04`, or `crates/2026/day04`: a day's tests run there),
    /// if the tools kept some for an example of it: the workspace is the
    /// folder above it that holds `input/`.
    pub fn for_crate(crate_dir: &Path) -> Vec<Self> {
        let Some(day) = crate_dir
            .file_name()
            .and_then(|name| name.to_str())
            .and_then(|name| name.strip_prefix("day"))
            .and_then(|number| number.parse::<u8>().ok())
        else {
            return Vec::new();
        };
        let Some(root) = crate_dir
            .ancestors()
            .find(|folder| folder.join("input").is_dir())
        else {
            return Vec::new();
        };
        let Ok(years) = std::fs::read_dir(root.join("input")) else {
            return Vec::new();
        };
        years
            .flatten()
            .filter_map(|year| year.file_name().to_str()?.parse::<u16>().ok())
            .filter_map(|year| Self::read(root, year, day))
            .collect()
    }
}

/// `text` with its line endings made `\n` and those at its end dropped.
fn same(text: &str) -> String {
    text.replace("\r\n", "\n").trim_end_matches('\n').to_owned()
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c => out.push(c),
        }
    }
    out
}

fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

#[cfg(test)]
mod tests;
