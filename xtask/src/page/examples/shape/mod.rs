//! The second reading of a page's example that no wording changes: your
//! input. Every puzzle's example is a small input of that puzzle, and
//! everyone's input for a day has the shape yours has, so where the day's
//! input is yours, a block or a code the page's words make the example is
//! taken only where its shape agrees with your input's:
//!
//! - **its characters**: each of a kind your input holds, letters and
//!   digits by kind (a lower-case letter, a capital, a digit; a minus sign
//!   before a digit is part of its number), a tab where the input has a
//!   space or the reverse, and the spaces that indent a line or end it
//!   aside. An input of many kinds of symbol (a corrupted memory) admits
//!   others, and lines of any form;
//! - **one line or many**: an input of one line has examples of one line
//!   (an example of many lines may still be one of many groups of yours),
//!   and one that lists items (`3,9,8`) has examples that list some;
//! - **the forms of its lines**, where your input's lines share a few
//!   forms (the same words, numbers and punctuation in the same order:
//!   `Sensor at x=0, y=0: …` on every line), or are two or three: most of
//!   the example's lines have one of them. A grid smaller than yours agrees, and so does an
//!   example of one group where your input has many.
//!
//! Where a page writes its example laid out otherwise than an input is (a
//! program wrapped over several lines where the input is one line, a record
//! wrapped over several lines where the input gives one a line), the
//! example in your input's layout is the example ([`InputShape::laid_out`]).

use std::collections::BTreeSet;
use std::fmt;

use self::form::{form, keywords, kinds};

mod form;

/// What an input looks like: the kinds of its characters, whether it is one
/// line, and the forms its lines share.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputShape {
    /// Every kind of character the input holds (see [`kinds`]).
    kinds: BTreeSet<char>,
    /// True when the input is one line.
    one_line: bool,
    /// Words (two letters or more) on many of the input's lines: kept as
    /// they are in a line's form; other words are one mark.
    keywords: BTreeSet<String>,
    /// For an input of one line that lists items of a few forms (three at
    /// most), what stands between two of them: `", "`, `","`, a tab or a
    /// space.
    separator: Option<&'static str>,
    /// The forms of the items that line lists (`R2, L3`: `A0`).
    items: BTreeSet<String>,
    /// The input itself, where it is a few lines (three at most) holding a
    /// few numbers (one to four): an example may be written as it is, with
    /// the page's numbers (see [`super::yours`]).
    few_numbers: Option<String>,
    /// Each group of the input (groups set apart by blank lines), where it
    /// has two or more: the form of its line, where it is one line.
    groups: Vec<Option<String>>,
    /// The form of the input's one line, where it is one.
    line_form: Option<String>,
    /// The forms the input's lines share, where they share few (a quarter
    /// as many forms as lines, at most), or the forms of an input of two or
    /// three lines.
    forms: Option<BTreeSet<String>>,
}

/// Why an example has not the shape of the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Disagreement {
    /// A character of a kind the input never holds, on that line (1 first).
    Character { found: char, line: usize },
    /// Many lines, where the input is one.
    Lines(usize),
    /// One item, where the input is one line that lists many, set apart by
    /// this.
    Items(&'static str),
    /// Lines of forms the input's lines never have: the first of them.
    Form { line: String },
}

impl fmt::Display for Disagreement {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Self::Character { found, line } => {
                write!(
                    f,
                    "its line {line} has {}, which your input never has",
                    shown(*found)
                )
            }
            Self::Lines(count) => write!(f, "it is {count} lines, where your input is one"),
            Self::Items(separator) => write!(
                f,
                "it is one item, where your input lists many with {:?} between",
                separator
            ),
            Self::Form { line } => write!(
                f,
                "its lines are not of the forms your input's lines are (\"{line}\")"
            ),
        }
    }
}

/// A character as a message names it.
fn shown(c: char) -> String {
    match c {
        'a' => "a lower-case letter".to_owned(),
        'A' => "a capital letter".to_owned(),
        '0' => "a digit".to_owned(),
        c => format!("`{c}`"),
    }
}

/// Kinds of symbol an input holds at least, when it admits any other: a
/// corrupted memory, a scramble of every symbol there is.
const MANY_SYMBOLS: usize = 8;

impl InputShape {
    /// The shape of `input`, an input of the user's own; none for an input
    /// with nothing in it.
    pub fn of(input: &str) -> Option<Self> {
        let lines: Vec<&str> = input
            .trim_end_matches(['\n', '\r'])
            .lines()
            .filter(|line| !line.trim().is_empty())
            .collect();
        if lines.is_empty() {
            return None;
        }
        let kinds = lines.iter().flat_map(|line| kinds(line)).collect();
        let keywords = keywords(&lines);
        let forms: BTreeSet<String> = lines.iter().map(|line| form(line, &keywords)).collect();
        // Two or three lines are each a form; many share few, or none is
        // kept; one line is a string of any form.
        let shared = match lines.len() {
            1 => false,
            2..=3 => true,
            _ => forms.len() <= lines.len() / 4,
        };
        let one_line = input.trim_end_matches(['\n', '\r']).lines().count() == 1;
        // A line that lists items of a few forms, set apart by one of these.
        let list = [", ", ",", "\t", " "].into_iter().find_map(|separator| {
            let items: Vec<&str> = lines[0].trim().split(separator).collect();
            let forms: BTreeSet<String> = items
                .iter()
                .map(|item| form(item, &BTreeSet::new()))
                .collect();
            (one_line && items.len() >= 2 && forms.len() <= 3).then_some((separator, forms))
        });
        let (separator, items) = list.map_or((None, BTreeSet::new()), |(separator, forms)| {
            (Some(separator), forms)
        });
        let numbers = input
            .split(|c: char| !c.is_ascii_digit())
            .filter(|run| !run.is_empty())
            .count();
        let few_numbers =
            (lines.len() <= 3 && (1..=4).contains(&numbers)).then(|| input.to_owned());
        let line_form = one_line.then(|| form(lines[0], &keywords));
        let groups: Vec<Option<String>> = input
            .trim()
            .split("\n\n")
            .map(|group| (!group.contains('\n')).then(|| form(group, &keywords)))
            .collect();
        let groups = if groups.len() >= 2 {
            groups
        } else {
            Vec::new()
        };
        Some(Self {
            kinds,
            groups,
            line_form,
            few_numbers,
            separator,
            items,
            one_line,
            keywords,
            forms: shared.then_some(forms),
        })
    }

    /// The input, where it is a few lines holding a few numbers.
    pub fn few_numbers(&self) -> Option<&str> {
        self.few_numbers.as_deref()
    }

    /// Where `example` has fewer groups than your input (the rules of a
    /// machine, where your input gives them and then the molecule they
    /// work on): true when `code` has the form of the next group your input
    /// has, a group of one line, so that the example with it is whole.
    pub fn completes(&self, example: &str, code: &str) -> bool {
        let had = example.trim().split("\n\n").count();
        !code.contains('\n')
            && self.agrees(code).is_ok()
            && self
                .groups
                .get(had)
                .is_some_and(|next| next.as_deref() == Some(form(code, &self.keywords).as_str()))
    }

    /// True when `example` has fewer groups than your input.
    pub fn unfinished(&self, example: &str) -> bool {
        example.trim().split("\n\n").count() < self.groups.len()
    }

    /// True when `text` is a value of your input's very form, where your
    /// input is one line: `18` where it is `3999`, not `3,5`.
    pub fn one_value_as(&self, text: &str) -> bool {
        self.one_line
            && self.agrees(text).is_ok()
            && self.line_form.as_deref() == Some(form(text, &self.keywords).as_str())
    }

    /// True when the input holds many kinds of symbol (see [`MANY_SYMBOLS`]).
    fn any_symbol(&self) -> bool {
        self.kinds
            .iter()
            .filter(|kind| !"aA0 ".contains(**kind))
            .count()
            >= MANY_SYMBOLS
    }

    /// Whether `text`, an example the page gives, has this shape: the
    /// first reason it has not, in reading order.
    pub fn agrees(&self, text: &str) -> Result<(), Disagreement> {
        let lines: Vec<&str> = text.trim_end_matches(['\n', '\r']).lines().collect();
        if !self.any_symbol() {
            for (number, line) in lines.iter().enumerate() {
                if let Some(found) = kinds(line).find(|kind| !self.kinds.contains(kind)) {
                    return Err(Disagreement::Character {
                        found,
                        line: number + 1,
                    });
                }
            }
        }
        if self.one_line && lines.len() > 1 {
            return Err(Disagreement::Lines(lines.len()));
        }
        if let Some(separator) = self.separator
            && !text.contains(separator.trim())
            && !text.contains(char::is_whitespace)
        {
            return Err(Disagreement::Items(separator));
        }
        if let Some(forms) = self.forms.as_ref().filter(|_| !self.any_symbol()) {
            let filled: Vec<&&str> = lines
                .iter()
                .filter(|line| !line.trim().is_empty())
                .collect();
            let formed = |line: &&&str| forms.contains(&form(line, &self.keywords));
            let unformed = filled.iter().filter(|line| !formed(line)).count();
            if unformed * 2 > filled.len()
                && let Some(line) = filled.iter().find(|line| !formed(line))
            {
                return Err(Disagreement::Form {
                    line: line.trim().to_owned(),
                });
            }
        }
        Ok(())
    }

    /// How far `text` is from this shape: the characters of kinds the input
    /// never holds, and a line count or forms that disagree, each counted
    /// as much as ten of them. Of the examples refused, the closest is the
    /// one named to the user.
    pub fn distance(&self, text: &str) -> usize {
        let foreign = text
            .lines()
            .flat_map(kinds)
            .filter(|kind| !self.kinds.contains(kind))
            .count();
        let lines = usize::from(self.one_line && text.trim_end().lines().count() > 1);
        let forms = usize::from(matches!(self.agrees(text), Err(Disagreement::Form { .. })));
        foreign + 10 * (lines + forms)
    }

    /// `text` as your input lays out what it shows, where the page lays it
    /// out otherwise and the example agrees only so. Where your input is
    /// one line: a line wrapped over several (each ending on a comma)
    /// joined again, or items listed one a line joined as your line lists
    /// them (`s1,x3/4` where the page lists `s1` and `x3/4`). Where it is
    /// many: a list written with commas one item a line, or each group of
    /// lines (a record wrapped for the page, between blank lines) joined
    /// into one line of the input's forms. None where `text` agrees as it
    /// is, or in no layout.
    pub fn laid_out(&self, text: &str) -> Option<String> {
        if self.agrees(text).is_ok() {
            return None;
        }
        let lines: Vec<&str> = text.trim_end_matches(['\n', '\r']).lines().collect();
        if let [line] = lines.as_slice() {
            return self.listed_one_a_line(line);
        }
        if self.one_line {
            let wrapped = lines[..lines.len() - 1]
                .iter()
                .all(|line| line.trim_end().ends_with(','));
            let trimmed = lines.iter().map(|line| line.trim());
            let joined = if wrapped {
                trimmed.collect::<String>()
            } else {
                // Items listed one a line, where your input lists them on
                // its one line: each of a form its items have.
                let separator = self.separator?;
                if lines.iter().any(|line| line.contains(separator.trim())) {
                    return None;
                }
                trimmed.collect::<Vec<_>>().join(separator)
            };
            let items_agree = self.separator.is_none_or(|separator| {
                joined
                    .split(separator)
                    .all(|item| self.items.contains(&form(item, &BTreeSet::new())))
            });
            return (items_agree && self.agrees(&joined).is_ok()).then(|| joined + "\n");
        }
        if self.forms.is_some() && !self.one_line {
            let records: Vec<String> = text
                .trim_end()
                .split("\n\n")
                .map(|record| {
                    record
                        .lines()
                        .map(str::trim)
                        .filter(|line| !line.is_empty())
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect();
            let joined = records.join("\n") + "\n";
            return (records.len() > 1 || lines.len() > 2)
                .then_some(joined)
                .filter(|joined| self.agrees(joined).is_ok());
        }
        None
    }

    /// True when `text` has this shape, as it is or laid out as your input
    /// is ([`Self::laid_out`]).
    pub fn admits(&self, text: &str) -> bool {
        self.agrees(text).is_ok() || self.laid_out(text).is_some()
    }

    /// `line`, a list the page writes with commas (`+1, -2, +3`), one item
    /// a line, where your input has no comma and is many lines, and each
    /// item agrees with it.
    fn listed_one_a_line(&self, line: &str) -> Option<String> {
        if self.one_line || self.kinds.contains(&',') {
            return None;
        }
        let items: Vec<&str> = line.split(',').map(str::trim).collect();
        let whole = items.len() >= 2 && items.iter().all(|item| !item.is_empty());
        let lines = items.join("\n") + "\n";
        (whole && self.agrees(&lines).is_ok()).then_some(lines)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(input: &str) -> InputShape {
        InputShape::of(input).expect("an input")
    }

    #[test]
    fn a_picture_has_not_the_shape_of_numbers() {
        let input = shape("12 7\n3 -4\n15 2\n");
        assert_eq!(input.agrees("1 2\n-3 4\n"), Ok(()));
        assert_eq!(input.agrees("1\t2\n"), Ok(()), "a tab is a space");
        assert_eq!(
            input.agrees("1 2\n..#.\n"),
            Err(Disagreement::Character {
                found: '.',
                line: 2
            })
        );
        assert_eq!(
            input.agrees("1 2\nab\n"),
            Err(Disagreement::Character {
                found: 'a',
                line: 2
            })
        );
        assert_eq!(
            input.agrees("  1 2  \n"),
            Ok(()),
            "indentation is no character"
        );
    }

    #[test]
    fn an_input_of_one_line_has_examples_of_one_line() {
        let input = shape("R2, L3, R10\n");
        assert_eq!(input.agrees("R5, L5\n"), Ok(()));
        assert_eq!(input.agrees("R5\nL5\n"), Err(Disagreement::Lines(2)));
        let many = shape("R2\nL3\nR10\n");
        assert_eq!(many.agrees("R5\n"), Ok(()), "one of many lines");
    }

    #[test]
    fn lines_of_a_shared_form_want_examples_of_that_form() {
        let input = shape(
            "Sensor at x=2, y=18: beacon at x=-2, y=15\n\
             Sensor at x=9, y=16: beacon at x=10, y=16\n\
             Sensor at x=13, y=2: beacon at x=15, y=3\n\
             Sensor at x=12, y=14: beacon at x=10, y=16\n",
        );
        assert_eq!(
            input.agrees("Sensor at x=0, y=1: beacon at x=2, y=3\n"),
            Ok(())
        );
        assert!(
            matches!(input.agrees("x=0, y=1\nx=2, y=3\n"), Err(Disagreement::Form { line }) if line == "x=0, y=1")
        );
    }

    #[test]
    fn a_list_is_one_form_however_long() {
        let keywords = BTreeSet::new();
        assert_eq!(form("190: 10 19 7", &keywords), form("83: 17 5", &keywords));
        assert_eq!(form("r, wr, b, g", &keywords), "a, a");
        assert_eq!(form("75,29,13", &keywords), "0,0");
        assert_eq!(form("R8,U5,L5,D3", &keywords), form("R75,D30", &keywords));
        assert_ne!(form("75,29", &keywords), form("75|29", &keywords));
    }

    #[test]
    fn a_wrapped_line_is_joined_as_the_input_lays_it_out() {
        let program = shape("3,9,8,9,10,9,4,9,99,-1,8\n");
        assert_eq!(
            program.laid_out("3,21,1008,\n21,8,99\n"),
            Some("3,21,1008,21,8,99\n".to_owned())
        );
        assert_eq!(program.laid_out("3,21\n"), None, "it agrees as it is");
        let moves = shape("s1,x3/4,pe/b,s4\n");
        assert_eq!(
            moves.laid_out("s1\nx3/4\npe/b\n"),
            Some("s1,x3/4,pe/b\n".to_owned())
        );
        let traps = shape("^^.^.^^\n");
        assert_eq!(traps.laid_out("..^^.\n.^^^^\n"), None, "rows are no list");
        let changes = shape("+3\n-7\n+12\n");
        assert_eq!(
            changes.laid_out("+1, -2, +3\n"),
            Some("+1\n-2\n+3\n".to_owned())
        );
        assert_eq!(changes.laid_out("+1, x\n"), None, "x is no change");
        let records = shape(
            "Card 1: costs 4 ore and 2 clay.\nCard 2: costs 3 ore and 8 clay.\n\
             Card 3: costs 2 ore and 7 clay.\nCard 4: costs 9 ore and 1 clay.\n",
        );
        assert_eq!(
            records.laid_out(
                "Card 1:\n  costs 4 ore\n  and 2 clay.\n\nCard 2:\n  costs 3 ore\n  and 8 clay.\n"
            ),
            Some("Card 1: costs 4 ore and 2 clay.\nCard 2: costs 3 ore and 8 clay.\n".to_owned())
        );
    }

    #[test]
    fn an_input_of_every_symbol_admits_others() {
        let input = shape("x!@#$%^&*(mul(2,3)+[]{}<>?\nwhy()mul(4,5)\n");
        assert_eq!(input.agrees("do_not_mul(5,5)\n"), Ok(()));
    }
}
