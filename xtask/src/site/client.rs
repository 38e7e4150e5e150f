//! The one client of the puzzle site: who we are, and the three requests
//! this workspace makes (a puzzle page, an input, an answer). Where the site
//! is and the token come from [`crate::session`], checked before anything
//! here runs.
//!
//! Every request names this tool and its repository in its User-Agent, as
//! the site's automation guidelines ask; redirects are not followed (the
//! site answers an expired cookie with one).

use std::time::Duration;

use anyhow::{anyhow, bail};
use ureq::Agent;

use layout::{Day, Part};

use super::session::{DEFAULT_BASE, base_url, token};

/// Who is asking, for the site's logs.
const USER_AGENT: &str = concat!(
    "advent-of-code xtask/",
    env!("CARGO_PKG_VERSION"),
    " (a Rust Advent of Code workspace; cargo xtask read/fetch/submit)"
);

/// What a request came back with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The HTTP status.
    pub status: u16,
    /// The body, as text.
    pub body: String,
}

/// The site, with the token to talk to it.
pub struct Site {
    base: String,
    token: String,
    agent: Agent,
}

impl Site {
    /// The site at [`base_url`], with the [`token`].
    pub fn connect() -> anyhow::Result<Self> {
        let base = base_url()?;
        let token = token()?;
        let config = Agent::config_builder()
            .user_agent(USER_AGENT)
            .timeout_global(Some(Duration::from_secs(30)))
            .max_redirects(0)
            .http_status_as_error(false);
        // A local stand-in is reached directly, whatever proxy is set.
        let config = if base == DEFAULT_BASE {
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

    /// The puzzle page of `day`.
    pub fn puzzle(&self, day: Day) -> anyhow::Result<Reply> {
        self.get(&format!("/{}/day/{}", day.year, day.day))
    }

    /// The personal input of `day`.
    pub fn input(&self, day: Day) -> anyhow::Result<Reply> {
        self.get(&format!("/{}/day/{}/input", day.year, day.day))
    }

    /// Sends `answer` for `part` of `day`.
    pub fn answer(&self, day: Day, part: Part, answer: &str) -> anyhow::Result<Reply> {
        let path = format!("/{}/day/{}/answer", day.year, day.day);
        let level = part.to_string();
        let sent = self
            .agent
            .post(format!("{}{path}", self.base))
            .header("Cookie", format!("session={}", self.token))
            .send_form([("level", level.as_str()), ("answer", answer)]);
        self.reply(&path, sent)
    }

    fn get(&self, path: &str) -> anyhow::Result<Reply> {
        let sent = self
            .agent
            .get(format!("{}{path}", self.base))
            .header("Cookie", format!("session={}", self.token))
            .call();
        self.reply(path, sent)
    }

    /// The reply, or one sentence for what went wrong. An expired session
    /// shows as a redirect (to the login) or a 400.
    fn reply(
        &self,
        path: &str,
        sent: Result<ureq::http::Response<ureq::Body>, ureq::Error>,
    ) -> anyhow::Result<Reply> {
        let url = format!("{}{path}", self.base);
        let mut response = sent.map_err(|error| {
            anyhow!("could not reach {url} ({error}): check your network connection and try again")
        })?;
        let status = response.status().as_u16();
        if (300..400).contains(&status) || status == 400 || status == 401 {
            return Err(expired());
        }
        if status == 404 {
            bail!("{url} does not exist (404): is the day unlocked yet?");
        }
        let body = response
            .body_mut()
            .with_config()
            .limit(10 * 1024 * 1024)
            .read_to_string()
            .map_err(|error| anyhow!("could not read the reply from {url}: {error}"))?;
        if status != 200 {
            bail!("{url} answered with status {status}: try again later");
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
