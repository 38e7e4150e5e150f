//! The one client of the puzzle site: who we are, and the three requests
//! this workspace makes (a puzzle page, an input, an answer). Where the site
//! is, the token and the User-Agent come from [`super::session`], checked
//! before anything here runs.
//!
//! One request at a time; redirects are not followed (the site answers an
//! expired cookie with one). The opening minute is the site's busiest: a
//! page or an input answered with a 5xx, a time-out, a connection that
//! fails, or a 404 in the first minutes after the day opens (a clock a
//! little ahead of the site's) is asked for again, at most [`RETRIES`]
//! times, after growing waits, each said on one line. An answer is never
//! sent twice: a failed POST is reported, not retried.

use std::thread;
use std::time::Duration;

use anyhow::{anyhow, bail};
use layout::{Day, Part};
use ureq::Agent;

use super::session::{base_url, token};
use crate::page::SITE;
use crate::years::calendar::{now, opens_at};

/// How many times a GET is tried again.
pub const RETRIES: u32 = 4;

/// How long after the opening a 404 is taken for a clock ahead of the
/// site's, and tried again.
const OPENING_WINDOW: u64 = 600;

/// What a request came back with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The HTTP status.
    pub status: u16,
    /// The body, as text.
    pub body: String,
}

/// The site, with the token to talk to it (a private board's view key
/// needs none).
pub struct Site {
    base: String,
    token: Option<String>,
    agent: Agent,
}

/// Why a request did not come back with a page.
enum Failure {
    /// Worth asking again: the sentence for the wait.
    Passing(String),
    /// Final.
    Final(anyhow::Error),
}

impl Site {
    /// The site at [`base_url`], with the [`token`], naming itself with
    /// `user_agent`.
    pub fn connect(user_agent: &str) -> anyhow::Result<Self> {
        Self::with_token(user_agent, Some(token()?))
    }

    /// The site at [`base_url`] with no token: for what a view key opens.
    pub fn without_token(user_agent: &str) -> anyhow::Result<Self> {
        Self::with_token(user_agent, None)
    }

    fn with_token(user_agent: &str, token: Option<String>) -> anyhow::Result<Self> {
        let base = base_url()?;
        let config = Agent::config_builder()
            .user_agent(user_agent)
            .timeout_global(Some(Duration::from_secs(30)))
            .max_redirects(0)
            .http_status_as_error(false);
        // A local stand-in is reached directly, whatever proxy is set.
        let config = if base == SITE {
            config
        } else {
            config.proxy(None)
        };
        Ok(Self {
            base,
            token,
            agent: config.build().into(),
        })
    }

    /// The address of `path` on the site.
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// The puzzle page of `day`.
    pub fn puzzle(&self, day: Day) -> anyhow::Result<Reply> {
        self.get(Some(day), &format!("/{}/day/{}", day.year, day.day))
    }

    /// The personal input of `day`.
    pub fn input(&self, day: Day) -> anyhow::Result<Reply> {
        self.get(Some(day), &format!("/{}/day/{}/input", day.year, day.day))
    }

    /// The calendar of `year`, which says each day's stars.
    pub fn calendar(&self, year: u16) -> anyhow::Result<Reply> {
        self.get(None, &format!("/{year}"))
    }

    /// The JSON of private board `id` of `year`, with its view key if given
    /// (else with the token).
    pub fn board(&self, year: u16, id: &str, key: Option<&str>) -> anyhow::Result<Reply> {
        let path = format!("/{year}/leaderboard/private/view/{id}.json");
        match key {
            Some(key) => self.get(None, &format!("{path}?view_key={key}")),
            None => self.get(None, &path),
        }
    }

    /// A request of `path`, with the cookie when there is a token.
    fn request(
        &self,
        builder: ureq::RequestBuilder<ureq::typestate::WithoutBody>,
    ) -> ureq::RequestBuilder<ureq::typestate::WithoutBody> {
        match &self.token {
            Some(token) => builder.header("Cookie", format!("session={token}")),
            None => builder,
        }
    }

    /// Sends `answer` for `part` of `day`, once.
    pub fn answer(&self, day: Day, part: Part, answer: &str) -> anyhow::Result<Reply> {
        let path = format!("/{}/day/{}/answer", day.year, day.day);
        let level = part.to_string();
        self.post(
            &path,
            &[("level", &level), ("answer", answer)],
            "the answer",
        )
    }

    /// Posts a form as the page gives it (the last day's last star): to
    /// `path`, with `fields` (names and values), once.
    pub fn form(&self, path: &str, fields: &[(String, String)]) -> anyhow::Result<Reply> {
        let fields: Vec<(&str, &str)> = fields
            .iter()
            .map(|(name, value)| (name.as_str(), value.as_str()))
            .collect();
        self.post(path, &fields, "the form")
    }

    /// Posts `fields` to `path` with the token, once: a reply that may have
    /// come after the site took it is not asked again (`what` was sent).
    fn post(&self, path: &str, fields: &[(&str, &str)], what: &str) -> anyhow::Result<Reply> {
        let token = self.token.as_deref().unwrap_or_default();
        let sent = self
            .agent
            .post(self.url(path))
            .header("Cookie", format!("session={token}"))
            .send_form(fields.iter().copied());
        self.reply(path, sent, false)
            .map_err(|failure| match failure {
                Failure::Final(error) => error,
                Failure::Passing(why) => anyhow!(
                    "{why}: {what} may or may not have reached it, so it is not sent again; \
                 look at the day's page on the site before sending it again"
                ),
            })
    }

    /// A GET of `path` (a page of `day`, if it is one), asked again while
    /// the failure is one that passes.
    fn get(&self, day: Option<Day>, path: &str) -> anyhow::Result<Reply> {
        let opening = day.is_some_and(|day| now() < opens_at(day) + OPENING_WINDOW);
        let mut wait = 1;
        let mut attempt = 0;
        loop {
            let sent = self.request(self.agent.get(self.url(path))).call();
            let why = match self.reply(path, sent, opening) {
                Ok(reply) => return Ok(reply),
                Err(Failure::Final(error)) => return Err(error),
                Err(Failure::Passing(why)) => why,
            };
            attempt += 1;
            if attempt > RETRIES {
                bail!(
                    "{why}, {attempt} times: the site is busy or out of reach; nothing more was sent. Try again in a minute"
                );
            }
            println!("{why}: asking again in {wait} s ({attempt} of {RETRIES})");
            thread::sleep(Duration::from_secs(wait));
            wait *= 2;
        }
    }

    /// The reply, or what went wrong. An expired session shows as a
    /// redirect (to the login) or a 400.
    fn reply(
        &self,
        path: &str,
        sent: Result<ureq::http::Response<ureq::Body>, ureq::Error>,
        opening: bool,
    ) -> Result<Reply, Failure> {
        let url = self.url(path);
        let mut response = match sent {
            Ok(response) => response,
            Err(error) => return Err(Failure::Passing(format!("could not reach {url} ({error})"))),
        };
        let status = response.status().as_u16();
        if (300..400).contains(&status) || status == 400 || status == 401 {
            return Err(Failure::Final(expired()));
        }
        if status == 404 && opening {
            return Err(Failure::Passing(format!(
                "{url} is not there yet (404, just after the opening)"
            )));
        }
        if status == 404 {
            return Err(Failure::Final(anyhow!(
                "{url} does not exist (404): is the day unlocked yet?"
            )));
        }
        if status >= 500 {
            return Err(Failure::Passing(format!(
                "{url} answered {status} (the site is busy)"
            )));
        }
        let body = response
            .body_mut()
            .with_config()
            .limit(10 * 1024 * 1024)
            .read_to_string()
            .map_err(|error| {
                Failure::Passing(format!("could not read the reply from {url} ({error})"))
            })?;
        if status != 200 {
            return Err(Failure::Final(anyhow!(
                "{url} answered with status {status}: nothing was recorded"
            )));
        }
        Ok(Reply { status, body })
    }
}

/// The sentence for a session the site no longer accepts.
pub fn expired() -> anyhow::Error {
    anyhow!(
        "the site did not accept your session token (it has expired, or is not the \
         `session` cookie): log in on adventofcode.com, copy the cookie again, and set \
         AOC_SESSION or run `cargo aoc credentials TOKEN`"
    )
}
