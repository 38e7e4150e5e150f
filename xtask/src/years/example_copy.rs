//! The example's copy where `cargo aoc` reads a day's input: cargo-aoc runs
//! a day on `input/YEAR/dayN.txt` and, where that is missing, downloads it
//! with a token of its own. Until your input is there, the commands that
//! write a day's example put a copy of it there, and say so: `just setup`
//! for every day (`cargo xtask example-copies`), and `start`, `read`,
//! `fetch` and `example` for the day they fill. A copy follows its
//! example; an input of your own is never replaced. (`just run` needs no
//! copy: it runs the example from the day's crate where there is no input.)
//! The build writes none: a `cargo check` leaves `input/` as it was.

use std::path::Path;

use layout::{Day, InputState};

use crate::files::{read_if_there, write};
use crate::flags;
use crate::years::calendar::Calendar;

/// What stood at a day's input before a command wrote its example: whether
/// it was the command's to replace (missing, empty, or a copy of the
/// example as it was then).
#[derive(Clone, Copy, Debug)]
pub struct Before {
    day: Day,
    ours: bool,
}

impl Before {
    /// Looks at `day`'s input in the workspace at `root`.
    pub fn look(root: &Path, day: Day) -> Self {
        let ours = InputState::read(root, day) != InputState::Own;
        Self { day, ours }
    }

    /// Where the input was ours to replace and the example has text it
    /// does not hold, copies the example there: the sentence that says
    /// so, or none where nothing was written.
    pub fn follow(self, root: &Path) -> anyhow::Result<Option<String>> {
        if !self.ours {
            return Ok(None);
        }
        let (input, example) = (self.day.input(), self.day.example());
        let Some(text) = read_if_there(&root.join(&example))? else {
            return Ok(None);
        };
        if text.trim().is_empty() || read_if_there(&root.join(&input))?.as_ref() == Some(&text) {
            return Ok(None);
        }
        write(&root.join(&input), &text)?;
        Ok(Some(format!(
            "{input} is a copy of {example} until your input is there, so that `cargo aoc -d {}` runs it",
            self.day.day
        )))
    }
}

impl flags::ExampleCopies {
    /// A copy of each day's example (of every year) where its input is
    /// missing or empty, each said.
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        for calendar in Calendar::all(root)? {
            for day in calendar.days {
                if let Some(said) = Before::look(root, day).follow(root)? {
                    println!("{said}");
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day() -> Day {
        Day::new(2026, 4).unwrap()
    }

    /// A workspace of one day, `name`, with `example` in its crate and
    /// `input` (none: no file) at its input.
    fn workspace(name: &str, example: &str, input: Option<&str>) -> Scratch {
        let root = std::env::temp_dir().join(format!("xtask-copy-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        write(&root.join(day().example()), example).unwrap();
        if let Some(input) = input {
            write(&root.join(day().input()), input).unwrap();
        }
        Scratch(root)
    }

    /// A folder removed when the test ends.
    struct Scratch(std::path::PathBuf);

    impl Scratch {
        fn path(&self) -> &Path {
            &self.0
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    fn input(root: &Path) -> Option<String> {
        read_if_there(&root.join(day().input())).unwrap()
    }

    #[test]
    fn a_missing_or_empty_input_gets_the_example_and_says_so() {
        for (name, start) in [
            ("missing", None),
            ("empty", Some("")),
            ("blank", Some("\n")),
        ] {
            let root = workspace(name, "1\n2\n", start);
            let said = Before::look(root.path(), day())
                .follow(root.path())
                .unwrap();
            assert_eq!(
                said.as_deref(),
                Some(
                    "input/2026/day4.txt is a copy of crates/2026/day04/example.txt until your input is there, so that `cargo aoc -d 4` runs it"
                ),
                "{start:?}"
            );
            assert_eq!(input(root.path()).as_deref(), Some("1\n2\n"));
        }
    }

    #[test]
    fn a_copy_follows_its_example_and_an_own_input_stays() {
        let root = workspace("copy", "1\n2\n", Some("1\n2\n"));
        let before = Before::look(root.path(), day());
        write(&root.path().join(day().example()), "3\n").unwrap();
        assert!(before.follow(root.path()).unwrap().is_some());
        assert_eq!(input(root.path()).as_deref(), Some("3\n"));

        let root = workspace("own", "1\n2\n", Some("my own\n"));
        let before = Before::look(root.path(), day());
        write(&root.path().join(day().example()), "3\n").unwrap();
        assert_eq!(before.follow(root.path()).unwrap(), None);
        assert_eq!(input(root.path()).as_deref(), Some("my own\n"));
    }

    #[test]
    fn an_empty_example_is_no_copy() {
        let root = workspace("no-example", "", None);
        assert_eq!(
            Before::look(root.path(), day())
                .follow(root.path())
                .unwrap(),
            None
        );
        assert_eq!(input(root.path()), None);
    }
}
