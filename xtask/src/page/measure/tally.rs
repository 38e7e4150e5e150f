//! How the rules came out on a page, against the truth: for the example's
//! input and each part's asserted answer, right, wrong or none; and for a
//! run on the example ([`check`]), whether the page's notes tell a solution
//! that is right from one that is one off.

use layout::notes::Verdict as Said;

use super::pages::{Truth, trimmed};
use crate::page::examples::{Found, FoundExample};
use crate::page::fill::Row;

/// How one guess came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Right,
    Wrong,
    None,
    /// None taken, and the truth lists none either.
    NoneListed,
}

/// Right, wrong and none, counted.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tally {
    right: usize,
    wrong: usize,
    none: usize,
    /// Of `none`, those where the truth lists none either.
    none_listed: usize,
}

impl Tally {
    pub fn add(&mut self, verdict: Verdict) {
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

    /// True where no page was counted.
    pub fn is_empty(self) -> bool {
        self.total() == 0
    }

    fn total(self) -> usize {
        self.right + self.wrong + self.none
    }

    /// Right and wrong, in whole percent.
    pub fn rates(self) -> (i64, i64) {
        let total = self.total();
        let rate = |count| i64::try_from(percent(count, total)).unwrap_or(0);
        (rate(self.right), rate(self.wrong))
    }

    /// `right% / wrong% / none% (of N: R right, W wrong) | none% where the
    /// truth lists none`: the counts, for a rate near a bound.
    pub fn cell(self) -> String {
        let total = self.total();
        if total == 0 {
            return "no page shows it | –".into();
        }
        format!(
            "{}% / {}% / {}% (of {total}: {} right, {} wrong) | {}%",
            percent(self.right, total),
            percent(self.wrong, total),
            percent(self.none, total),
            self.right,
            self.wrong,
            percent(self.none_listed, total)
        )
    }
}

/// `count` of `total`, in whole percent.
fn percent(count: usize, total: usize) -> usize {
    (count * 100 + total / 2).checked_div(total).unwrap_or(0)
}

/// Runs on the example, counted over the pages whose truth gives the part
/// an answer: those the page's notes call right or shown with that answer,
/// and those they call wrong or not shown with one off.
#[derive(Clone, Copy, Debug, Default)]
pub struct Checks {
    gives: usize,
    told: usize,
    caught: usize,
}

impl Checks {
    pub fn add(&mut self, (told, caught): (bool, bool)) {
        self.gives += 1;
        self.told += usize::from(told);
        self.caught += usize::from(caught);
    }

    /// `told% / caught% (of N)`.
    pub fn cell(self) -> String {
        if self.gives == 0 {
            return "no page shows it".into();
        }
        format!(
            "{}% / {}% (of {})",
            percent(self.told, self.gives),
            percent(self.caught, self.gives),
            self.gives
        )
    }
}

/// The sizes written for the first example, against the truth's: pages
/// whose truth runs an example at values of its own, those of them that
/// got sizes all of which are the truth's (and those that got every one),
/// and pages that got a size that is not the truth's.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sizes {
    pub of_their_own: usize,
    pub got: usize,
    pub got_all: usize,
    pub wrong: usize,
}

impl Sizes {
    /// What `found` wrote for its first example, on a page whose truth is
    /// `listed`.
    pub fn add(&mut self, found: &Found, listed: &[Truth]) {
        let theirs: Vec<i64> = listed
            .iter()
            .flat_map(|truth| &truth.extra)
            .filter_map(|(_, value)| value.as_i64())
            .collect();
        let of_their_own = listed.iter().any(|truth| !truth.extra.is_empty());
        let ours: Vec<i64> = found
            .examples
            .first()
            .into_iter()
            .flat_map(|example| &example.sizes)
            .filter(|size| size.sure)
            .map(|size| size.example)
            .collect();
        self.of_their_own += usize::from(of_their_own);
        if ours.is_empty() {
            return;
        }
        if ours.iter().all(|value| theirs.contains(value)) {
            self.got += usize::from(of_their_own);
            self.got_all += usize::from(theirs.iter().all(|value| ours.contains(value)));
        } else {
            self.wrong += 1;
        }
    }
}

/// An example as the rules took it, or as a day's table holds it: its
/// input, and each part's asserted answer.
pub struct Taken<'a> {
    pub input: &'a str,
    pub answers: [Option<&'a str>; 2],
}

impl<'a> Taken<'a> {
    /// Each example `found`, in order.
    pub fn of(examples: &'a [FoundExample]) -> Vec<Self> {
        examples
            .iter()
            .map(|example| Self {
                input: &example.input,
                answers: [0, 1].map(|part| {
                    example.answers[part]
                        .as_ref()
                        .map(|claim| claim.answer.as_str())
                }),
            })
            .collect()
    }

    /// Each row of a day's table, in order.
    pub fn of_rows(rows: &'a [Row]) -> Vec<Self> {
        rows.iter()
            .map(|row| Self {
                input: &row.input,
                answers: [0, 1].map(|part| row.answers[part].as_deref()),
            })
            .collect()
    }
}

/// The example taken first (`input`), against the truth's.
pub fn input_verdict(first: Option<&str>, listed: &[Truth]) -> Verdict {
    match first {
        None if listed.is_empty() => Verdict::NoneListed,
        None => Verdict::None,
        Some(input) if listed.iter().any(|truth| truth.input == trimmed(input)) => Verdict::Right,
        Some(_) => Verdict::Wrong,
    }
}

/// Part `part`'s answers asserted for the examples `taken`: right where
/// each is the truth's answer for that very example.
pub fn answer_verdict(taken: &[Taken], listed: &[Truth], part: usize) -> Verdict {
    let claims: Vec<(&str, &str)> = taken
        .iter()
        .filter_map(|example| Some((example.input, example.answers[part]?)))
        .collect();
    if claims.is_empty() {
        let listed_any = listed.iter().any(|truth| truth.answers[part].is_some());
        return if listed_any {
            Verdict::None
        } else {
            Verdict::NoneListed
        };
    }
    let right = claims.iter().all(|(input, answer)| {
        listed.iter().any(|truth| {
            truth.input == trimmed(input) && truth.answers[part].as_deref() == Some(*answer)
        })
    });
    if right {
        Verdict::Right
    } else {
        Verdict::Wrong
    }
}

/// For a page whose truth gives part `part` (0 or 1) an answer: whether a
/// run on the example that gives the page's answer is told right or shown,
/// and whether one that gives an answer one off is told wrong or not
/// shown. An example of the truth's that the rules did not take is neither.
pub fn check(examples: &[FoundExample], listed: &[Truth], part: usize) -> Option<(bool, bool)> {
    let answered: Vec<(&str, &str)> = listed
        .iter()
        .filter_map(|truth| Some((truth.input.as_str(), truth.answers[part].as_deref()?)))
        .collect();
    if answered.is_empty() {
        return None;
    }
    let number = u8::try_from(part + 1).unwrap_or(1);
    // The example the rules took that the truth answers, and that the page
    // shows something of for the part: a run there is what is told.
    let run = examples.iter().find_map(|example| {
        let input = trimmed(&example.input);
        let (_, answer) = answered.iter().find(|(truth, _)| *truth == input)?;
        let noted = example.noted();
        noted.judge(number, answer)?;
        Some((noted, *answer))
    });
    let Some((noted, answer)) = run else {
        return Some((false, false));
    };
    let told = matches!(
        noted.judge(number, answer),
        Some(Said::Right { .. } | Said::Shown { .. })
    );
    let caught = matches!(
        noted.judge(number, &one_off(answer)),
        Some(Said::Wrong { .. } | Said::NotShown { .. })
    );
    Some((told, caught))
}

/// An answer one off `answer`: a number plus one, else the text with its
/// last character changed.
pub fn one_off(answer: &str) -> String {
    if let Ok(number) = answer.parse::<i128>() {
        return (number + 1).to_string();
    }
    let mut text: Vec<char> = answer.chars().collect();
    if let Some(last) = text.last_mut() {
        *last = match *last {
            'z' => 'a',
            'Z' => 'A',
            '9' => '0',
            c => char::from_u32(u32::from(c) + 1).unwrap_or('#'),
        };
    }
    text.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_off_is_one_off() {
        assert_eq!(one_off("4512"), "4513");
        assert_eq!(one_off("-1"), "0");
        assert_eq!(one_off("CMZ"), "CMA");
        assert_eq!(one_off("easter"), "eastes");
    }

    #[test]
    fn a_row_no_page_shows_says_so_and_a_row_gives_its_counts() {
        assert!(Tally::default().is_empty());
        assert_eq!(Tally::default().cell(), "no page shows it | –");
        assert_eq!(Checks::default().cell(), "no page shows it");
        let mut tally = Tally::default();
        for verdict in [
            Verdict::Right,
            Verdict::Right,
            Verdict::Wrong,
            Verdict::NoneListed,
        ] {
            tally.add(verdict);
        }
        assert_eq!(
            tally.cell(),
            "50% / 25% / 25% (of 4: 2 right, 1 wrong) | 25%"
        );
    }
}
