//! Every answer sent for a day and what the site said of it, kept in
//! `input/YEAR/dayN.submissions` (ignored by git, like the inputs), and the
//! guardrails it allows: what the site would only refuse again is refused
//! here, without a request.
//!
//! One line a submission, tab-separated: when (seconds since 1970), the
//! part, the verdict, until when the site asked to wait (0 for no wait), and
//! the answer (`\n` written as `\\n`).

#[cfg(feature = "site")]
use std::time::Duration;

use layout::Part;

#[cfg(feature = "site")]
use super::verdict::{Hint, Verdict};

/// What the site said of a submission, as kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Right,
    Wrong,
    TooHigh,
    TooLow,
    TooRecent,
    WrongLevel,
}

/// One answer sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Submission {
    /// When the site answered, in seconds since 1970, rounded up.
    pub at: u64,
    /// The part.
    pub part: Part,
    /// What the site said.
    pub outcome: Outcome,
    /// Until when the site asked to wait before the next answer (0: no wait).
    pub wait_until: u64,
    /// The answer sent.
    pub answer: String,
}

const WORDS: [(Outcome, &str); 6] = [
    (Outcome::Right, "right"),
    (Outcome::Wrong, "wrong"),
    (Outcome::TooHigh, "too-high"),
    (Outcome::TooLow, "too-low"),
    (Outcome::TooRecent, "too-recent"),
    (Outcome::WrongLevel, "wrong-level"),
];

impl Submission {
    /// The submission of `answer` to `part` at `at`, with the site's verdict.
    #[cfg(feature = "site")]
    pub fn new(at: u64, part: Part, answer: &str, verdict: &Verdict) -> Self {
        let wait_until = |wait: &Option<Duration>| wait.map_or(0, |wait| at + wait.as_secs());
        let (outcome, wait_until) = match verdict {
            Verdict::Right | Verdict::Finished => (Outcome::Right, 0),
            Verdict::Wrong { hint, wait } => (
                match hint {
                    Some(Hint::TooHigh) => Outcome::TooHigh,
                    Some(Hint::TooLow) => Outcome::TooLow,
                    None => Outcome::Wrong,
                },
                wait_until(wait),
            ),
            Verdict::TooRecent { wait } => (Outcome::TooRecent, wait_until(wait)),
            Verdict::WrongLevel => (Outcome::WrongLevel, 0),
        };
        Self {
            at,
            part,
            outcome,
            wait_until,
            answer: answer.to_owned(),
        }
    }

    /// The submission as a line of the history file.
    #[cfg_attr(not(feature = "site"), allow(dead_code))]
    pub fn line(&self) -> String {
        let word = WORDS
            .iter()
            .find(|(outcome, _)| *outcome == self.outcome)
            .map_or("wrong", |(_, word)| word);
        format!(
            "{}\tpart{}\t{word}\t{}\t{}\n",
            self.at,
            self.part,
            self.wait_until,
            self.answer.replace('\n', "\\n")
        )
    }

    /// A line of the history file; `None` for a comment or a line this
    /// version does not read.
    fn parse(line: &str) -> Option<Self> {
        let mut fields = line.splitn(5, '\t');
        let at = fields.next()?.parse().ok()?;
        let part = fields.next()?.parse().ok()?;
        let word = fields.next()?;
        let outcome = WORDS.iter().find(|(_, w)| *w == word)?.0;
        let wait_until = fields.next()?.parse().ok()?;
        let answer = fields.next()?.replace("\\n", "\n");
        Some(Self {
            at,
            part,
            outcome,
            wait_until,
            answer,
        })
    }
}

/// Every submission in a history file's text.
pub fn read(text: &str) -> Vec<Submission> {
    text.lines().filter_map(Submission::parse).collect()
}

/// Why nothing more is to be sent for `part`, if it was answered right
/// already: `accepted` is the answer recorded as right, else the history
/// may hold one.
pub fn answered_right(
    history: &[Submission],
    accepted: Option<&str>,
    part: Part,
) -> Option<String> {
    let right = accepted.map(str::to_owned).or_else(|| {
        history
            .iter()
            .find(|s| s.part == part && s.outcome == Outcome::Right)
            .map(|s| s.answer.clone())
    })?;
    Some(format!(
        "part {part} was answered right already: {right} (recorded in the answers file)"
    ))
}

/// Why `answer` for `part` must not be sent at `now`, if it must not:
/// `accepted` is the answer already recorded as right for the part.
pub fn refusal(
    history: &[Submission],
    accepted: Option<&str>,
    part: Part,
    answer: &str,
    now: u64,
) -> Option<String> {
    if answer.trim().is_empty() {
        return Some("the answer is empty: nothing to send".to_owned());
    }
    if answer.trim().contains('\n') {
        return Some(
            "an answer of several lines is never sent: the site takes one line".to_owned(),
        );
    }
    if let Some(reason) = answered_right(history, accepted, part) {
        return Some(reason);
    }
    let this_part = || history.iter().filter(|s| s.part == part);
    let rejected = [Outcome::Wrong, Outcome::TooHigh, Outcome::TooLow];
    if let Some(earlier) = this_part().find(|s| s.answer == answer && rejected.contains(&s.outcome))
    {
        return Some(format!(
            "{answer} was already sent for part {part} and rejected ({}): it would be again",
            word(earlier.outcome)
        ));
    }
    // Permanent reasons first, then the wait, which passes.
    let wait = history
        .iter()
        .map(|s| s.wait_until)
        .max()
        .filter(|&until| until > now)
        .map(|until| {
            format!(
                "the site asked to wait before the next answer: {} left",
                duration(until - now)
            )
        });
    let Ok(number) = answer.trim().parse::<i128>() else {
        return wait;
    };
    let numbers = |outcome| {
        this_part()
            .filter(move |s| s.outcome == outcome)
            .filter_map(|s| s.answer.trim().parse::<i128>().ok())
    };
    if let Some(high) = numbers(Outcome::TooHigh)
        .min()
        .filter(|&high| number >= high)
    {
        return Some(format!(
            "{answer} cannot be right: the site said {high} is too high for part {part}"
        ));
    }
    if let Some(low) = numbers(Outcome::TooLow).max().filter(|&low| number <= low) {
        return Some(format!(
            "{answer} cannot be right: the site said {low} is too low for part {part}"
        ));
    }
    wait
}

/// How an outcome reads in a message.
fn word(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Right => "right",
        Outcome::Wrong => "wrong",
        Outcome::TooHigh => "too high",
        Outcome::TooLow => "too low",
        Outcome::TooRecent => "too recent",
        Outcome::WrongLevel => "not the right level",
    }
}

/// `seconds` as the site writes a wait: `1m 7s`.
pub fn duration(seconds: u64) -> String {
    match (seconds / 60, seconds % 60) {
        (0, seconds) => format!("{seconds}s"),
        (minutes, 0) => format!("{minutes}m"),
        (minutes, seconds) => format!("{minutes}m {seconds}s"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sent(at: u64, part: u8, answer: &str, outcome: Outcome, wait_until: u64) -> Submission {
        Submission {
            at,
            part: Part::from_number(part).unwrap(),
            outcome,
            wait_until,
            answer: answer.to_owned(),
        }
    }

    #[test]
    fn lines_read_back() {
        let submissions = [
            sent(1_700_000_000, 1, "42", Outcome::TooHigh, 1_700_000_060),
            sent(1_700_000_100, 2, "A\nB", Outcome::Right, 0),
            sent(1_700_000_200, 2, "x", Outcome::WrongLevel, 0),
        ];
        let text: String = submissions.iter().map(Submission::line).collect();
        assert_eq!(read(&format!("# a comment\n{text}")), submissions);
    }

    #[test]
    #[cfg(feature = "site")]
    fn verdicts_become_outcomes_and_waits() {
        let wrong = Verdict::Wrong {
            hint: Some(Hint::TooLow),
            wait: Some(Duration::from_secs(60)),
        };
        assert_eq!(
            Submission::new(100, Part::One, "7", &wrong),
            sent(100, 1, "7", Outcome::TooLow, 160)
        );
        let recent = Verdict::TooRecent {
            wait: Some(Duration::from_secs(67)),
        };
        assert_eq!(
            Submission::new(100, Part::Two, "7", &recent),
            sent(100, 2, "7", Outcome::TooRecent, 167)
        );
    }

    #[test]
    fn what_the_site_would_refuse_is_refused_here() {
        let history = [
            sent(100, 1, "100", Outcome::TooLow, 160),
            sent(200, 1, "500", Outcome::TooHigh, 260),
            sent(300, 1, "300", Outcome::Wrong, 360),
        ];
        let refuse = |answer, now| refusal(&history, None, Part::One, answer, now);
        assert_eq!(refuse("200", 1000), None);
        assert_eq!(refuse("200", 2000), None);
        assert_eq!(
            refuse("250", 330).as_deref(),
            Some("the site asked to wait before the next answer: 30s left")
        );
        assert_eq!(
            refuse("300", 330).as_deref(),
            Some("300 was already sent for part 1 and rejected (wrong): it would be again"),
            "a permanent reason is given before a wait"
        );
        assert_eq!(
            refuse("300", 1000).as_deref(),
            Some("300 was already sent for part 1 and rejected (wrong): it would be again")
        );
        assert_eq!(
            refuse("50", 1000).as_deref(),
            Some("50 cannot be right: the site said 100 is too low for part 1")
        );
        assert_eq!(
            refuse("500", 1000).as_deref(),
            Some("500 was already sent for part 1 and rejected (too high): it would be again")
        );
        assert_eq!(
            refuse("700", 1000).as_deref(),
            Some("700 cannot be right: the site said 500 is too high for part 1")
        );
        assert_eq!(
            refuse(" ", 1000).as_deref(),
            Some("the answer is empty: nothing to send")
        );
        assert_eq!(
            refuse("#..#\n####\n#..#", 1000).as_deref(),
            Some("an answer of several lines is never sent: the site takes one line")
        );
        assert_eq!(
            refuse("\n200\n", 1000),
            None,
            "one line, with newlines around it"
        );
        // Part 2 is its own: the bounds and rejections of part 1 do not apply.
        assert_eq!(refusal(&history, None, Part::Two, "50", 1000), None);
        assert_eq!(
            refusal(&history, Some("200"), Part::One, "250", 1000).as_deref(),
            Some("part 1 was answered right already: 200 (recorded in the answers file)")
        );
    }

    #[test]
    fn waits_read_as_the_site_writes_them() {
        assert_eq!(
            [duration(7), duration(60), duration(67)],
            ["7s", "1m", "1m 7s"]
        );
    }
}
