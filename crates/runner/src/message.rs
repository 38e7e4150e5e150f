//! What the runner found, as data for the tools: with `--message-format
//! json` it prints one JSON object per line on stdout instead of the text
//! for people, as cargo does with the same option. `cargo xtask verify`,
//! `submit` and `run-all` read these and never the text.
//!
//! ```text
//! {"reason":"input","year":2021,"day":21,"file":"input/2021/day21.txt","state":"own"}
//! {"reason":"solution","year":2021,"day":21,"part":2,"name":"table","answer":"444356092776315","generator_ns":1100,"runner_ns":799100}
//! {"reason":"solution","year":2021,"day":21,"part":1,"name":null,"failed":"generating","error":"line 2, column 29: …"}
//! ```
//!
//! - `input`: which file a day ran on, and what it is (`own`, `example`,
//!   `empty`, or `given` for `-i FILE`).
//! - `solution`: one solution's outcome: its part, its name (`null` for the
//!   canonical one), and either its `answer` with the generator's and the
//!   solver's times in nanoseconds, or `failed` (`generating`: the input did
//!   not parse; `running`: the solver failed) with the `error` as cargo-aoc
//!   prints it. An answer of several lines is a drawing of capital letters
//!   on a screen (see [`crate::drawing`]): it also carries the `letters` it
//!   reads as, which the tools send and check instead of the drawing, or,
//!   where it does not read as letters, what it `read` as all the same
//!   (`?` for each shape that is no letter) and the `unread` error's
//!   sentence, which says where. A run on one of the puzzle's examples (its input is one the
//!   tools kept the page's notes of, see `layout::notes`) also
//!   says what the page shows of the output: `page` is `right` (the answer
//!   the tools are sure of), `wrong` (it differs from that answer), `shown`
//!   (one of the values the page shows for the example) or `not shown`,
//!   with the `sentence` of the page it rests on where there is one.
//!
//! ```text
//! {"reason":"solution","year":2021,"day":4,"part":1,"name":null,"answer":"4512","generator_ns":900,"runner_ns":5100,"page":"shown","sentence":"To get the final score, 188 * 24 = 4512."}
//! {"reason":"solution","year":2022,"day":10,"part":2,"name":null,"answer":"#..#.###\n…","generator_ns":800,"runner_ns":3000,"letters":"HI"}
//! {"reason":"solution","year":2022,"day":10,"part":2,"name":null,"answer":"#..#.###\n…","generator_ns":800,"runner_ns":3000,"read":"?I","unread":"line 1, column 1: …"}
//! ```

use std::fmt::Write as _;

use layout::notes::Verdict;

use crate::drawing::Drawing;
use crate::solution::{Outcome, Solution};

/// The `input` line for `day` of `year`, run on `file` whose state is
/// `state`.
pub fn input(year: u16, day: u8, file: &str, state: &str) -> String {
    format!(
        "{{\"reason\":\"input\",\"year\":{year},\"day\":{day},\"file\":{},\"state\":{}}}",
        string(file),
        string(state)
    )
}

/// The `solution` line for `solution` of `year`, which came to `outcome`;
/// on an example, what its page says of the answer (`page`).
pub fn solution(
    year: u16,
    solution: &Solution,
    outcome: &Outcome,
    page: Option<&Verdict>,
) -> String {
    let name = solution.name.map_or_else(|| "null".to_owned(), string);
    let mut line = format!(
        "{{\"reason\":\"solution\",\"year\":{year},\"day\":{},\"part\":{},\"name\":{name},",
        solution.day, solution.part
    );
    let _ = match outcome {
        Outcome::Answer {
            answer,
            generator,
            runner,
        } => {
            let said = page.map_or_else(String::new, |page| {
                let sentence = page.sentence().map_or_else(String::new, |sentence| {
                    format!(",\"sentence\":{}", string(sentence))
                });
                format!(",\"page\":{}{sentence}", string(page.kind()))
            });
            let drawn = match Drawing::of(answer) {
                None => String::new(),
                Some(Drawing::Letters(letters)) => format!(",\"letters\":{}", string(&letters)),
                Some(Drawing::Unread { read, error }) => {
                    format!(",\"read\":{},\"unread\":{}", string(&read), string(&error))
                }
            };
            write!(
                line,
                "\"answer\":{},\"generator_ns\":{},\"runner_ns\":{}{drawn}{said}}}",
                string(answer),
                generator.as_nanos(),
                runner.as_nanos()
            )
        }
        Outcome::FailedGenerating(error) => write!(
            line,
            "\"failed\":\"generating\",\"error\":{}}}",
            string(error)
        ),
        Outcome::FailedRunning(error) => {
            write!(line, "\"failed\":\"running\",\"error\":{}}}", string(error))
        }
    };
    line
}

/// `text` as a JSON string.
fn string(text: &str) -> String {
    let mut quoted = String::with_capacity(text.len() + 2);
    quoted.push('"');
    for c in text.chars() {
        match c {
            '"' => quoted.push_str("\\\""),
            '\\' => quoted.push_str("\\\\"),
            '\n' => quoted.push_str("\\n"),
            '\r' => quoted.push_str("\\r"),
            '\t' => quoted.push_str("\\t"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(quoted, "\\u{:04x}", u32::from(c));
            }
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn lines_are_json_objects() {
        let never = |_: &crate::solution::Text| Outcome::FailedRunning(String::new());
        let table = Solution {
            day: 21,
            part: 2,
            name: Some("table"),
            run: never,
        };
        assert_eq!(
            solution(
                2021,
                &table,
                &Outcome::Answer {
                    answer: "#.\n\"x\"\t\u{1}".to_owned(),
                    generator: Duration::from_nanos(1100),
                    runner: Duration::from_micros(2),
                },
                None
            ),
            r##"{"reason":"solution","year":2021,"day":21,"part":2,"name":"table","answer":"#.\n\"x\"\t\u0001","generator_ns":1100,"runner_ns":2000,"read":"","unread":"line 2, column 1: expected '#' (lit) or '.' (unlit), found '\"': a screen has two characters"}"##
        );
        let shown = Verdict::Shown {
            sentence: "It says \"7\".".to_owned(),
        };
        let answer = Outcome::Answer {
            answer: "7".to_owned(),
            generator: Duration::from_nanos(1),
            runner: Duration::from_nanos(2),
        };
        assert_eq!(
            solution(2021, &table, &answer, Some(&shown)),
            r#"{"reason":"solution","year":2021,"day":21,"part":2,"name":"table","answer":"7","generator_ns":1,"runner_ns":2,"page":"shown","sentence":"It says \"7\"."}"#
        );
        let not_shown = Verdict::NotShown {
            shown: vec!["8".to_owned()],
        };
        assert!(
            solution(2021, &table, &answer, Some(&not_shown))
                .ends_with(r#""runner_ns":2,"page":"not shown"}"#)
        );
        let hi = "#..#.###\n#..#..#.\n####..#.\n#..#..#.\n#..#..#.\n#..#.###";
        let drawn = |answer: &str| {
            solution(
                2022,
                &table,
                &Outcome::Answer {
                    answer: answer.to_owned(),
                    generator: Duration::from_nanos(1),
                    runner: Duration::from_nanos(2),
                },
                None,
            )
        };
        assert!(
            drawn(hi).ends_with(r#""runner_ns":2,"letters":"HI"}"#),
            "{}",
            drawn(hi)
        );
        assert!(
            drawn(&hi.replace("####", "###.")).ends_with(
                r#""runner_ns":2,"read":"?I","unread":"line 1, column 1: expected a capital letter of the site's small font (6 rows tall), found a shape 4 columns wide that is none of its letters (the screen reads as ?I)"}"#
            ),
            "{}",
            drawn(&hi.replace("####", "###."))
        );
        let canonical = Solution {
            name: None,
            ..table
        };
        assert_eq!(
            solution(
                2026,
                &canonical,
                &Outcome::FailedGenerating("line 1: \\".to_owned()),
                None
            ),
            r#"{"reason":"solution","year":2026,"day":21,"part":2,"name":null,"failed":"generating","error":"line 1: \\"}"#
        );
        assert_eq!(
            input(2021, 4, "input/2021/day4.txt", "example"),
            r#"{"reason":"input","year":2021,"day":4,"file":"input/2021/day4.txt","state":"example"}"#
        );
    }
}
