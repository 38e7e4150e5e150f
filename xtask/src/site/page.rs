//! What the site's pages say, as data: a puzzle page's text, its code
//! blocks, the answers it shows as accepted; and the verdict on an answer.
//! Everything is matched on the site's own sentences, inside `<main>`.

use std::time::Duration;

/// The part of a page that is the puzzle (or the verdict): inside `<main>`.
pub fn main_of(html: &str) -> Option<&str> {
    let start = html.find("<main")?;
    let open_end = start + html[start..].find('>')? + 1;
    let end = open_end + html[open_end..].find("</main>")?;
    Some(&html[open_end..end])
}

/// True when the page was served to someone not logged in: the site then
/// asks the reader to identify themselves instead of showing the form.
pub fn logged_out(html: &str) -> bool {
    html.contains("To play, please identify yourself")
}

/// The answers the page shows as accepted, part 1's first: "Your puzzle
/// answer was <code>X</code>."
pub fn accepted_answers(main: &str) -> Vec<String> {
    const BEFORE: &str = "Your puzzle answer was <code>";
    main.match_indices(BEFORE)
        .filter_map(|(at, _)| {
            let rest = &main[at + BEFORE.len()..];
            rest.find("</code>").map(|end| text_of(&rest[..end]))
        })
        .collect()
}

/// The page's code blocks (`<pre><code>…</code></pre>`), as plain text, in
/// order: the puzzle's examples among them.
pub fn code_blocks(main: &str) -> Vec<String> {
    main.match_indices("<pre><code>")
        .filter_map(|(at, open)| {
            let rest = &main[at + open.len()..];
            rest.find("</code></pre>").map(|end| text_of(&rest[..end]))
        })
        .collect()
}

/// `html` without its tags and with its entities decoded.
fn text_of(html: &str) -> String {
    let mut text = String::new();
    let mut rest = html;
    while let Some(at) = rest.find(['<', '&']) {
        text.push_str(&rest[..at]);
        rest = &rest[at..];
        if rest.starts_with('<') {
            rest = rest.find('>').map_or("", |end| &rest[end + 1..]);
        } else {
            let end = rest.find(';').filter(|&end| end <= 10);
            match end.and_then(|end| entity(&rest[1..end])) {
                Some(decoded) => {
                    text.push(decoded);
                    rest = end.map_or("", |end| &rest[end + 1..]);
                }
                None => {
                    text.push('&');
                    rest = &rest[1..];
                }
            }
        }
    }
    text.push_str(rest);
    text
}

/// The character an entity's name stands for: the named ones the site uses,
/// and numeric ones.
fn entity(name: &str) -> Option<char> {
    match name {
        "lt" => Some('<'),
        "gt" => Some('>'),
        "amp" => Some('&'),
        "quot" => Some('"'),
        "apos" => Some('\''),
        _ => {
            let number = name.strip_prefix('#')?;
            let code = match number.strip_prefix(['x', 'X']) {
                Some(hex) => u32::from_str_radix(hex, 16).ok()?,
                None => number.parse().ok()?,
            };
            char::from_u32(code)
        }
    }
}

#[cfg(feature = "site")]
/// The puzzle as terminal text, `width` columns wide: paragraphs wrapped,
/// emphasis as `*…*`, code blocks kept as blocks, each headed by its number
/// for `just example N K`.
pub fn render(main: &str, width: usize) -> String {
    let mut labelled = String::new();
    let mut rest = main;
    let mut number = 0;
    while let Some(at) = rest.find("<pre>") {
        number += 1;
        labelled.push_str(&rest[..at]);
        labelled.push_str(&format!("<p>[code block {number}]</p>"));
        labelled.push_str("<pre>");
        rest = &rest[at + "<pre>".len()..];
    }
    labelled.push_str(rest);
    html2text::config::plain()
        .string_from_read(labelled.as_bytes(), width)
        .unwrap_or_else(|_| text_of(main))
}

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
        let text = text_of(main);
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

    const PAGE: &str = r#"<html><body><header>[Log Out]</header><main>
<article class="day-desc"><h2>--- Day 1: Sonar Sweep ---</h2><p>For example, suppose you had the following report:</p>
<pre><code>199
200
&lt;208&gt;
</code></pre>
<p>In this example, there are <em>7</em> measurements.</p>
<pre><code><em>1</em> &amp; 2
</code></pre>
</article>
<p>Your puzzle answer was <code>1292</code>.</p>
<article class="day-desc"><h2 id="part2">--- Part Two ---</h2><p>Consider sums.</p></article>
<p>Your puzzle answer was <code>1262</code>.</p>
</main></body></html>"#;

    #[test]
    fn a_page_gives_its_code_blocks_and_accepted_answers() {
        let main = main_of(PAGE).unwrap();
        assert_eq!(code_blocks(main), ["199\n200\n<208>\n", "1 & 2\n"]);
        assert_eq!(accepted_answers(main), ["1292", "1262"]);
        assert!(!logged_out(PAGE));
    }

    #[test]
    fn the_text_keeps_paragraphs_emphasis_and_numbered_blocks() {
        let text = render(main_of(PAGE).unwrap(), 80);
        assert!(text.contains("--- Day 1: Sonar Sweep ---"), "{text}");
        assert!(text.contains("[code block 1]\n"), "{text}");
        assert!(text.contains("199\n200\n<208>\n"), "{text}");
        assert!(text.contains("there are *7* measurements"), "{text}");
        assert!(text.contains("[code block 2]"), "{text}");
        assert!(text.contains("--- Part Two ---"), "{text}");
    }

    #[test]
    fn entities_and_tags_come_out_as_text() {
        assert_eq!(
            text_of("a &lt;b&gt; <em>c</em> &#39;d&#x27; &amp;&nbsp;"),
            "a <b> c 'd' &&nbsp;"
        );
        assert_eq!(text_of("5 & 6"), "5 & 6");
    }

    #[test]
    fn verdicts_are_read_from_the_sites_sentences() {
        let page = |text: &str| format!("<main><article><p>{text}</p></article></main>");
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
