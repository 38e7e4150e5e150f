//! A day's files with the site behind them: what the stored files cannot
//! answer is fetched, kept, and what it shows recorded at once.

use anyhow::{anyhow, bail};

use super::client::{Site, expired};
use super::files::DayFiles;
use super::session::user_agent;
use crate::files::write;
use crate::page::{logged_out, main_of};
use crate::years::answers::Recorded;

/// A day's files, and the site, connected on first use.
pub struct Online<'a> {
    /// The day's files.
    pub files: DayFiles<'a>,
    site: Option<Site>,
}

impl<'a> Online<'a> {
    /// `files`, with the site behind them.
    pub fn new(files: DayFiles<'a>) -> Self {
        Self { files, site: None }
    }

    /// The site, connected on first use.
    pub fn site(&mut self) -> anyhow::Result<&Site> {
        let site = match self.site.take() {
            Some(site) => site,
            None => Site::connect(&user_agent(self.files.root)?)?,
        };
        Ok(self.site.insert(site))
    }

    /// The puzzle page's `<main>`: the stored one, unless a part was accepted
    /// since it was stored or `refresh` asks; else fetched, kept, and the
    /// answers it shows as accepted recorded (which it says).
    pub fn page(&mut self, refresh: bool) -> anyhow::Result<String> {
        if !refresh && let Some(main) = self.files.fresh_page()? {
            return Ok(main);
        }
        let day = self.files.day;
        let reply = self.site()?.puzzle(day)?;
        if logged_out(&reply.body) {
            return Err(expired());
        }
        let main = main_of(&reply.body)
            .ok_or_else(|| {
                anyhow!("the puzzle page has no <main>: the site answered with a page this tool does not know")
            })?
            .to_owned();
        for recorded in self.files.keep_page(&main)? {
            if matches!(recorded, Recorded::New { .. } | Recorded::Differs { .. }) {
                println!("{recorded}");
            }
        }
        Ok(main)
    }

    /// Downloads the day's input unless it is the user's own already.
    pub fn input(&mut self) -> anyhow::Result<()> {
        let input = self.files.file("txt");
        if self.files.has_own_input() {
            println!("{input} is your own input already: kept, not downloaded");
            return Ok(());
        }
        let day = self.files.day;
        let reply = self.site()?.input(day)?;
        if reply.body.trim().is_empty() {
            bail!(
                "the site sent an empty input for day {}: nothing saved",
                day.day
            );
        }
        write(&self.files.path("txt"), &reply.body)?;
        println!("saved {input}");
        Ok(())
    }
}
