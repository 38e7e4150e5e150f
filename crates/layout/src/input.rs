//! What stands where a day's input should be.

/// What stands where a day's input should be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputState {
    /// No file.
    Missing,
    /// A file with nothing but white space.
    Empty,
    /// A copy of the day's example (the tools put one there for `cargo aoc`).
    Example,
    /// An input of the user's own.
    Own,
}

impl InputState {
    /// What the text of a day's input is (`None`: no file), beside the text
    /// of its example (`None`: none to read).
    pub fn of(input: Option<&[u8]>, example: Option<&[u8]>) -> Self {
        match input {
            None => Self::Missing,
            Some(text) if text.iter().all(u8::is_ascii_whitespace) => Self::Empty,
            Some(text) if example == Some(text) => Self::Example,
            Some(_) => Self::Own,
        }
    }

    /// What stands at `day`'s input in the workspace at `root`.
    pub fn read(root: &std::path::Path, day: crate::Day) -> Self {
        let input = std::fs::read(root.join(day.input())).ok();
        let example = std::fs::read(root.join(day.example())).ok();
        Self::of(input.as_deref(), example.as_deref())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_input_is_missing_empty_the_examples_copy_or_its_own() {
        let example = Some(&b"4\n8\n"[..]);
        assert_eq!(InputState::of(None, example), InputState::Missing);
        assert_eq!(InputState::of(Some(b" \n\t\n"), example), InputState::Empty);
        assert_eq!(InputState::of(Some(b""), Some(b"")), InputState::Empty);
        assert_eq!(
            InputState::of(Some(b"4\n8\n"), example),
            InputState::Example
        );
        assert_eq!(InputState::of(Some(b"4\n9\n"), example), InputState::Own);
        assert_eq!(InputState::of(Some(b"4\n8\n"), None), InputState::Own);
    }
}
