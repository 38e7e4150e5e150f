//! The calendar and the years: which years and days the workspace has and
//! where each one's crate, registration module and files live ([`layout`],
//! shared with the root's build script), the root manifest that lists them
//! ([`manifest`]), each year's days and when its puzzles open
//! ([`calendar`]), the current year (`just year`: [`year`]), a day's
//! recorded answers ([`answers`]), and scaffolding a day (`just new`:
//! [`new_day`]).

pub mod answers;
pub mod calendar;
// Shared with build.rs and the runner, which use the rest of it.
#[allow(dead_code)]
pub mod layout;
pub mod manifest;
pub mod new_day;
pub mod year;

use std::path::Path;

use calendar::Calendar;

use crate::flags;

impl flags::CheckDay {
    /// Says in one sentence why the day is not one with a crate; silent
    /// when it is.
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        Calendar::read(root)?
            .day_with_crate(root, &self.day)
            .map(|_| ())
    }
}
