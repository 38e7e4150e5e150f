//! An answer drawn on a screen: a part whose answer is capital letters
//! (2016 day 8, 2022 day 10) may return the drawing as it is, and the
//! runner reads the letters off it (aoc-common's `letters`), says them
//! beside it, and gives them to the tools (`letters` in its JSON), which
//! send and check the letters, never the drawing.

/// What an answer of several lines reads as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Drawing {
    /// The capital letters it reads as.
    Letters(String),
    /// It does not read as letters: what it reads as all the same (`?` for
    /// each shape that is no letter), and the error's sentence, which says
    /// where.
    Unread {
        /// What it reads as, `?` for each shape that is no letter.
        read: String,
        /// Why it does not read: the error's sentence.
        error: String,
    },
}

impl Drawing {
    /// `answer` read as a drawing, where it is one (it has several lines:
    /// `aoc_common::letters::drawing`); `None` for an answer of one line.
    pub fn of(answer: &str) -> Option<Self> {
        let drawing = aoc_common::letters::drawing(answer)?;
        Some(match aoc_common::letters::read(drawing) {
            Ok(letters) => Self::Letters(letters),
            Err(unread) => Self::Unread {
                error: unread.to_string(),
                read: unread.read,
            },
        })
    }

    /// What the runner says of it, before the drawing: the letters, or that
    /// it does not read and why.
    pub fn said(&self) -> String {
        match self {
            Self::Letters(letters) => format!("{letters} (the letters the drawing below reads as)"),
            Self::Unread { error, .. } => {
                format!("a drawing that does not read as letters: {error}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HI: &str = "#..#.###\n#..#..#.\n####..#.\n#..#..#.\n#..#..#.\n#..#.###";

    #[test]
    fn an_answer_of_several_lines_is_read_and_one_line_is_not() {
        assert_eq!(Drawing::of(HI), Some(Drawing::Letters("HI".into())));
        assert_eq!(
            Drawing::of(&format!("\n{HI}\n")),
            Some(Drawing::Letters("HI".into()))
        );
        assert_eq!(Drawing::of("42"), None);
        assert_eq!(Drawing::of("EHZRUKFL\n"), None);
        let Some(Drawing::Unread { read, error }) = Drawing::of(&HI.replace("####", "###.")) else {
            panic!("a broken H does not read");
        };
        assert_eq!(read, "?I");
        assert!(
            error.starts_with("line 1, column 1: expected a capital letter"),
            "{error}"
        );
        assert_eq!(
            Drawing::of("#\n#").map(|drawing| drawing.said()),
            Some(
                "a drawing that does not read as letters: line 1, column 1: expected \
                 letters 6 rows tall (the site's small font) or 10 (its large one), found lit cells on 2 rows, lines 1 to 2"
                    .to_owned()
            )
        );
    }
}
