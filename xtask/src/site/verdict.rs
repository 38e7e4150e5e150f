//! What the site said of an answer, as data: the verdict on the reply
//! page, matched on the site's own sentences, and how long it asks to wait.

use std::time::Duration;

use crate::page::{html, main_of};

/// What the site said of an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// "That's the right answer!"
    Right,
    /// "That's not the right answer", perhaps with whether it is too high or
    /// too low, and how long to wait before the next try.
    Wrong {
        hint: Option<Hint>,
        wait: Option<Duration>,
    },
    /// "You gave an answer too recently", with the time left to wait.
    TooRecent { wait: Option<Duration> },
    /// "You don't seem to be solving the right level": the part is solved
    /// already, or not open yet.
    WrongLevel,
    /// "You've finished every puzzle": the last star sent, the year done.
    Finished,
}

/// Which side of the right answer a wrong one is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// "your answer is too high"
    TooHigh,
    /// "your answer is too low"
    TooLow,
}

impl Verdict {
    /// The verdict in an answer's reply page, if it holds one.
    pub fn parse(html: &str) -> Option<Self> {
        let main = main_of(html).unwrap_or(html);
        let text = html::parse(main).text();
        if text.contains("That's the right answer") {
            Some(Self::Right)
        } else if text.contains("That's not the right answer") {
            let hint = if text.contains("your answer is too high") {
                Some(Hint::TooHigh)
            } else if text.contains("your answer is too low") {
                Some(Hint::TooLow)
            } else {
                None
            };
            Some(Self::Wrong {
                hint,
                wait: wait_before_retry(&text),
            })
        } else if text.contains("You gave an answer too recently") {
            Some(Self::TooRecent {
                wait: time_left(&text),
            })
        } else if text.contains("You don't seem to be solving the right level") {
            Some(Self::WrongLevel)
        } else if text.contains("You've finished every puzzle") {
            Some(Self::Finished)
        } else {
            None
        }
    }
}

/// "You have 1m 7s left to wait": the time left.
fn time_left(text: &str) -> Option<Duration> {
    let after = text.split("You have ").nth(1)?;
    let phrase = after.split(" left").next()?;
    let mut seconds = 0;
    for word in phrase.split_whitespace() {
        let digits = word.trim_end_matches(|c: char| c.is_ascii_alphabetic());
        let value: u64 = digits.parse().ok()?;
        seconds += match &word[digits.len()..] {
            "h" => value * 3600,
            "m" => value * 60,
            "s" => value,
            _ => return None,
        };
    }
    Some(Duration::from_secs(seconds))
}

/// "Please wait one minute before trying again" (or "5 minutes"): the wait
/// a wrong answer imposes.
fn wait_before_retry(text: &str) -> Option<Duration> {
    let after = text.split("Please wait ").nth(1)?;
    let mut words = after.split_whitespace();
    let count = match words.next()? {
        "one" => 1,
        number => number.parse().ok()?,
    };
    match words.next()? {
        "second" | "seconds" => Some(Duration::from_secs(count)),
        "minute" | "minutes" => Some(Duration::from_secs(count * 60)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_are_read_from_the_sites_sentences() {
        let page = |text: &str| format!("<main><article><p>{text}</p></article></main>");
        assert_eq!(
            Verdict::parse(&page(
                "The lights come on.</p><p>Congratulations! You've finished every puzzle in Advent of Code 2025!"
            )),
            Some(Verdict::Finished)
        );
        assert_eq!(
            Verdict::parse(&page(
                "That's the right answer! You are one gold star closer."
            )),
            Some(Verdict::Right)
        );
        assert_eq!(
            Verdict::parse(&page(
                "That's not the right answer; your answer is too high. If you're stuck, make sure you're using the full input data. Please wait one minute before trying again. [Return to Day 1]"
            )),
            Some(Verdict::Wrong {
                hint: Some(Hint::TooHigh),
                wait: Some(Duration::from_secs(60)),
            })
        );
        assert_eq!(
            Verdict::parse(&page(
                "That's not the right answer; your answer is too low. Please wait 5 minutes before trying again."
            )),
            Some(Verdict::Wrong {
                hint: Some(Hint::TooLow),
                wait: Some(Duration::from_secs(300)),
            })
        );
        assert_eq!(
            Verdict::parse(&page(
                "That's not the right answer. Curiously, it's the right answer for someone else."
            )),
            Some(Verdict::Wrong {
                hint: None,
                wait: None
            })
        );
        assert_eq!(
            Verdict::parse(&page(
                "You gave an answer too recently; you have to wait after submitting an answer before trying again.  You have 1m 7s left to wait. [Return to Day 1]"
            )),
            Some(Verdict::TooRecent {
                wait: Some(Duration::from_secs(67))
            })
        );
        assert_eq!(
            Verdict::parse(&page(
                "You have 37s left to wait. You gave an answer too recently"
            )),
            Some(Verdict::TooRecent {
                wait: Some(Duration::from_secs(37))
            })
        );
        assert_eq!(
            Verdict::parse(&page(
                "You don't seem to be solving the right level.  Did you already complete it?"
            )),
            Some(Verdict::WrongLevel)
        );
        assert_eq!(Verdict::parse(&page("Something else entirely.")), None);
    }
}
