//! What the runner prints, read back: each solution's answer (or error)
//! and time, in the format `cargo aoc` prints too.

/// One solution's line in the runner's output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// 1 or 2.
    pub part: u8,
    /// The variant's name; `None` for the canonical solution.
    pub name: Option<String>,
    /// The answer printed, or the error for a failed part.
    pub outcome: Result<String, String>,
    /// The runner's time as it prints it (e.g. `2.474µs`).
    pub time: String,
}

/// Every solution's outcome in the runner's (or cargo-aoc's) output for `day`:
///
/// ```text
/// Day 21 - Part 2 - table : 444356092776315
///     generator: 1.1µs,
///     runner: 799.1µs
///
/// Day 4 - Part 1 : FAILED while running :
/// day 4 part 1 is not solved yet (write it in the day crate's src/lib.rs)
/// ```
pub fn parse_output(day: u8, output: &str) -> Vec<Run> {
    let prefix = format!("Day {day} - Part ");
    let mut runs = Vec::new();
    let mut lines = output.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(rest) = line.strip_prefix(&prefix) else {
            continue;
        };
        let Some((title, first)) = rest.split_once(" : ") else {
            continue;
        };
        let (part, name) = match title.split_once(" - ") {
            Some((part, name)) => (part, Some(name.to_owned())),
            None => (title, None),
        };
        let Some(part) = part.parse().ok().filter(|part| [1, 2].contains(part)) else {
            continue;
        };
        // The rest of the answer or error: up to the timings or a blank line.
        let mut body = vec![first];
        while let Some(next) =
            lines.next_if(|next| !next.trim().is_empty() && !next.starts_with('\t'))
        {
            body.push(next);
        }
        let mut time = String::new();
        while let Some(next) = lines.next_if(|next| next.starts_with('\t')) {
            if let Some(runner) = next.trim().strip_prefix("runner: ") {
                time = runner.trim_end_matches(',').to_owned();
            }
        }
        let outcome = if first.starts_with("FAILED") {
            Err(body[1..].join("\n"))
        } else {
            Ok(body.join("\n").trim_matches('\n').to_owned())
        };
        runs.push(Run {
            part,
            name,
            outcome,
            time,
        });
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    const OUTPUT: &str = "AOC 2021
Day 21 - Part 1 : 739785
\tgenerator: 5.858µs,
\trunner: 2.474µs

Day 21 - Part 2 - table : 444356092776315
\tgenerator: 1.1µs,
\trunner: 799.1µs

Day 21 - Part 2 : FAILED while running :
line 2, column 29: expected a board position from 1 to 10, found \"11\"

Day 13 - Part 1 : 17
";

    #[test]
    fn reads_answers_names_times_and_failures() {
        let runs = parse_output(21, OUTPUT);
        assert_eq!(
            runs,
            [
                Run {
                    part: 1,
                    name: None,
                    outcome: Ok("739785".into()),
                    time: "2.474µs".into()
                },
                Run {
                    part: 2,
                    name: Some("table".into()),
                    outcome: Ok("444356092776315".into()),
                    time: "799.1µs".into(),
                },
                Run {
                    part: 2,
                    name: None,
                    outcome: Err(
                        "line 2, column 29: expected a board position from 1 to 10, found \"11\""
                            .into()
                    ),
                    time: String::new(),
                },
            ]
        );
    }

    #[test]
    fn a_multi_line_answer_is_kept_whole() {
        let output = "Day 13 - Part 2 : \n#..#\n####\n\tgenerator: 1µs,\n\trunner: 2µs\n";
        let runs = parse_output(13, output);
        assert_eq!(runs[0].outcome, Ok("#..#\n####".to_owned()));
        assert_eq!(runs[0].time, "2µs");
    }
}
