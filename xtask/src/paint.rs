//! A summary's marks in colour where a person reads them: `✗` lines red,
//! `○` lines yellow, `✓` lines green, on a terminal (or where cargo is
//! told to colour: `CARGO_TERM_COLOR=always`, as `just watch` runs it), and
//! never where `NO_COLOR` is set or the output is read by a program.

use std::io::IsTerminal as _;

/// True when stdout should carry colour.
pub fn wanted() -> bool {
    if std::env::var_os("NO_COLOR").is_some_and(|value| !value.is_empty()) {
        return false;
    }
    match std::env::var("CARGO_TERM_COLOR").as_deref() {
        Ok("always") => true,
        Ok("never") => false,
        _ => std::io::stdout().is_terminal(),
    }
}

/// `text` (a summary's lines) with each line that starts with a mark in
/// that mark's colour, where `colour` is true.
pub fn marks(text: &str, colour: bool) -> String {
    if !colour {
        return text.to_owned();
    }
    text.split_inclusive('\n')
        .map(|line| {
            let body = line.trim_end_matches('\n');
            let code = match body.chars().next() {
                Some('✗') => "31",
                Some('○') => "33",
                Some('✓') => "32",
                _ => return line.to_owned(),
            };
            format!("\x1b[{code}m{body}\x1b[0m{}", &line[body.len()..])
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_marked_lines_are_coloured_and_only_when_asked() {
        let text = "✗ day 2 of 2021: its tests failed\n○ day 3\nplain\n✓ passed: day 1";
        assert_eq!(marks(text, false), text);
        assert_eq!(
            marks(text, true),
            "\x1b[31m✗ day 2 of 2021: its tests failed\x1b[0m\n\x1b[33m○ day 3\x1b[0m\nplain\n\x1b[32m✓ passed: day 1\x1b[0m"
        );
    }
}
