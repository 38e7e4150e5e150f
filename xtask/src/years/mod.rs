//! The calendar and the years: the root manifest that lists every year's
//! days ([`manifest`]; where each day's crate, module and files live is the
//! `layout` crate's), each year's days and when its puzzles open
//! ([`calendar`]), the current year (`just year`: [`year`]), a day's
//! recorded answers ([`answers`]), the example's copy where `cargo aoc`
//! reads a day's input ([`example_copy`]), and scaffolding a day (`just
//! new`: [`new_day`]) or taking it out again (`just remove`: [`remove_day`]).
//!
//! It never talks to the site and never runs a day: what it writes is the
//! manifest, a day's crate, a registration module (`just upgrade`) and a
//! day's answers, each whole and under a lock.

pub mod answers;
pub mod calendar;
pub mod example_copy;
pub mod manifest;
pub mod new_day;
pub mod remove_day;
pub mod upgrade;
pub mod year;

use std::path::Path;

use calendar::Calendar;

use crate::flags;

impl flags::CheckDay {
    /// Says in one sentence why the day is not one with a crate; silent
    /// when it is.
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        Calendar::read(root)?
            .day_with_crate(root, self.day)
            .map(|_| ())
    }
}
