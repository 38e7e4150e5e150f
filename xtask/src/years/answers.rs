//! A day's recorded answers, `input/YYYY/dayN.answers`: what `just verify`
//! checks, and what `just fetch` and `just submit` record when the site
//! accepts an answer.
//!
//! ```text
//! part1: 739785
//! part2: 444356092776315
//! ```

use std::path::Path;

use anyhow::anyhow;

use crate::files::read_if_there;

/// The answers of parts 1 and 2, each where one is recorded.
pub type Answers = [Option<String>; 2];

/// The answers recorded in the file `file` (relative to `root`), or `None`
/// when it does not exist.
pub fn read(root: &Path, file: &str) -> anyhow::Result<Option<Answers>> {
    let Some(text) = read_if_there(&root.join(file))? else {
        return Ok(None);
    };
    parse_answers(&text)
        .map(Some)
        .map_err(|error| anyhow!("{file}: {error}"))
}

/// The recorded answers of parts 1 and 2: lines `part1: ANSWER`, `part2:
/// ANSWER`, either may be missing; `#` starts a comment line. A multi-line
/// answer is written with `\n` between its lines.
pub fn parse_answers(text: &str) -> Result<Answers, String> {
    let mut answers = [None, None];
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (part, answer) = line
            .split_once(':')
            .and_then(|(part, answer)| {
                Some((
                    ["part1", "part2"].iter().position(|p| *p == part.trim())?,
                    answer,
                ))
            })
            .ok_or_else(|| {
                format!(
                    "line {}: expected \"part1: ANSWER\" or \"part2: ANSWER\", found {line:?}",
                    number + 1
                )
            })?;
        answers[part] = Some(answer.trim().replace("\\n", "\n"));
    }
    Ok(answers)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_files_name_each_part() {
        assert_eq!(
            parse_answers("# mine\npart1: 739785\n\npart2:  444356092776315 \n"),
            Ok([Some("739785".into()), Some("444356092776315".into())])
        );
        assert_eq!(
            parse_answers("part2: A\\nB\n"),
            Ok([None, Some("A\nB".into())])
        );
        assert_eq!(
            parse_answers("part1: 1\npart 2: 2\n"),
            Err(
                "line 2: expected \"part1: ANSWER\" or \"part2: ANSWER\", found \"part 2: 2\""
                    .into()
            )
        );
    }
}
