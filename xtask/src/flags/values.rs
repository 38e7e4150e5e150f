//! The values the commands' arguments are parsed into, where they are
//! declared ([`super`]): each with its `FromStr`, whose error is the
//! sentence the command line gets.

use std::fmt;
use std::str::FromStr;

use layout::DayNumber;

/// A group of checks, as `--only` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckGroup {
    Lint,
    Test,
    TestFull,
    EndToEnd,
}

impl CheckGroup {
    pub const ALL: [Self; 4] = [Self::Lint, Self::Test, Self::TestFull, Self::EndToEnd];

    fn name(self) -> &'static str {
        match self {
            Self::Lint => "lint",
            Self::Test => "test",
            Self::TestFull => "test-full",
            Self::EndToEnd => "end-to-end",
        }
    }
}

impl CheckGroup {
    /// The command that runs this group alone: its recipe where the
    /// justfile has one that runs it, else the tools' own.
    pub fn command(self) -> String {
        match self {
            Self::Lint => "just lint".to_owned(),
            Self::TestFull => "just test-full".to_owned(),
            Self::Test | Self::EndToEnd => format!("cargo xtask ci --only {}", self.name()),
        }
    }
}

impl FromStr for CheckGroup {
    type Err = anyhow::Error;

    fn from_str(text: &str) -> anyhow::Result<Self> {
        Self::ALL
            .into_iter()
            .find(|group| group.name() == text)
            .ok_or_else(|| {
                anyhow::anyhow!(
                    "'{text}' is no group of checks: lint, test, test-full or end-to-end"
                )
            })
    }
}

impl fmt::Display for CheckGroup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The moment of the day a saved page is served as.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PageState {
    /// Part one solved: its answer shown, part two's text and form, as a
    /// user sees the page while solving part two.
    #[default]
    OneStar,
    /// As saved: both stars in, both answers shown, where the page was
    /// saved so.
    AsSaved,
    /// The opening: part one's text alone, no answer shown, as `just
    /// start` reads the page the moment the puzzle opens.
    Opening,
    /// A user's day: at the opening for `just start`, then once part one
    /// is solved for `just read`, each reading filled into the day's crate
    /// on top of the one before; the page ends as at one star.
    Flow,
}

impl FromStr for PageState {
    type Err = anyhow::Error;

    fn from_str(text: &str) -> anyhow::Result<Self> {
        match text {
            "one-star" => Ok(Self::OneStar),
            "as-saved" => Ok(Self::AsSaved),
            "opening" => Ok(Self::Opening),
            "flow" => Ok(Self::Flow),
            _ => Err(anyhow::anyhow!(
                "'{text}' is no state: opening, one-star, as-saved or flow"
            )),
        }
    }
}

/// A day of December, or every day of a year (`all`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DaySelection {
    /// Every day.
    All,
    /// One day.
    Day(DayNumber),
}

impl FromStr for DaySelection {
    type Err = anyhow::Error;

    fn from_str(text: &str) -> anyhow::Result<Self> {
        if text == "all" {
            return Ok(Self::All);
        }
        text.parse().map(Self::Day).map_err(|_| {
            anyhow::anyhow!("'{text}' is not a day: give a number from 1 to 25, or `all`")
        })
    }
}

/// The number of a code block on a puzzle page, as `read` numbers them: 1
/// or more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Block(pub usize);

impl FromStr for Block {
    type Err = anyhow::Error;

    fn from_str(text: &str) -> anyhow::Result<Self> {
        match text.parse::<usize>() {
            Ok(number) if number >= 1 && !text.starts_with('+') => Ok(Self(number)),
            _ => Err(anyhow::anyhow!(
                "{text:?} is not a code block: give its number as `just read` shows it (1, 2, …)"
            )),
        }
    }
}

impl fmt::Display for Block {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// The name of a file in a day's crate, beside `example.txt`: no folder,
/// not hidden.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileName(pub String);

impl FromStr for FileName {
    type Err = anyhow::Error;

    fn from_str(name: &str) -> anyhow::Result<Self> {
        if name.is_empty() || name.contains(['/', '\\']) || name.starts_with('.') {
            Err(anyhow::anyhow!(
                "{name:?} is not a file name: give a name such as example2.txt"
            ))
        } else {
            Ok(Self(name.to_owned()))
        }
    }
}

impl Default for FileName {
    fn default() -> Self {
        Self("example.txt".to_owned())
    }
}
