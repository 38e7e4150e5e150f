//! The calendar and the years: which years and days the workspace has and
//! where each one's crate, runner module and files live ([`layout`], shared
//! with the root's build script), each year's days and when its puzzles open
//! ([`calendar`]), the current year and switching it ([`current`]: `just
//! year`), a day's recorded answers ([`answers`]), and scaffolding a day
//! ([`new_day`]: `just new`).

pub mod answers;
pub mod calendar;
pub mod current;
pub mod layout;
pub mod new_day;
