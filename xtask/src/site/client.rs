//! The one client of the puzzle site: where it is, who we are, and the three
//! requests this workspace makes (a puzzle page, an input, an answer).
//!
//! - The base URL is `https://adventofcode.com`, or `AOC_BASE_URL` when set,
//!   which must be a loopback address (`http://127.0.0.1:PORT`, `localhost`,
//!   `[::1]`) so the session cookie can never be sent anywhere else by
//!   mistake; the check is made before any request is built.
//! - The session token comes from `AOC_SESSION`, else from cargo-aoc's own
//!   `credentials.toml` (what `cargo aoc credentials TOKEN` writes). It is
//!   sent as the `session` cookie and never printed.
//! - Every request names this tool and its repository in its User-Agent, as
//!   the site's automation guidelines ask; redirects are not followed (the
//!   site answers an expired cookie with one).

use std::env;
use std::path::PathBuf;
use std::time::Duration;

use ureq::Agent;

/// The real site.
pub const DEFAULT_BASE: &str = "https://adventofcode.com";

/// Who is asking, for the site's logs.
const USER_AGENT: &str = concat!(
    "advent-of-code-2021 xtask/",
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

/// The base URL: `AOC_BASE_URL` if set (loopback only), else the real site.
pub fn base_url() -> Result<String, String> {
    match env::var("AOC_BASE_URL") {
        Ok(base) => loopback(&base).map(|()| base.trim_end_matches('/').to_owned()),
        Err(_) => Ok(DEFAULT_BASE.to_owned()),
    }
}

/// Succeeds when `base` is `http://` or `https://` to a loopback host.
pub fn loopback(base: &str) -> Result<(), String> {
    let refuse = || {
        Err(format!(
            "AOC_BASE_URL={base:?} is refused: it may only point at this machine \
             (http://127.0.0.1:PORT, http://localhost:PORT or http://[::1]:PORT), \
             so that your session cookie goes nowhere else; unset it to use the real site"
        ))
    };
    let Some(rest) = base
        .strip_prefix("http://")
        .or_else(|| base.strip_prefix("https://"))
    else {
        return refuse();
    };
    let authority = rest.split('/').next().unwrap_or("");
    // No user info: "http://127.0.0.1@example.com" is example.com.
    if authority.contains('@') {
        return refuse();
    }
    let host = if let Some(bracketed) = authority.strip_prefix('[') {
        bracketed.split(']').next().unwrap_or("")
    } else {
        authority.split(':').next().unwrap_or("")
    };
    let is_loopback = host.eq_ignore_ascii_case("localhost")
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|address| address.is_loopback());
    if is_loopback { Ok(()) } else { refuse() }
}

/// The session token: `AOC_SESSION`, else cargo-aoc's credentials file.
pub fn token() -> Result<String, String> {
    if let Ok(token) = env::var("AOC_SESSION") {
        let token = token.trim().to_owned();
        if !token.is_empty() {
            return Ok(token);
        }
    }
    let missing = || {
        "no session token: set AOC_SESSION, or run `cargo aoc credentials TOKEN` once \
         (TOKEN is the `session` cookie of adventofcode.com, from your browser)"
            .to_owned()
    };
    let path = credentials_file().ok_or_else(missing)?;
    let text = std::fs::read_to_string(&path).map_err(|_| missing())?;
    session_of(&text).ok_or_else(|| {
        format!(
            "{} has no `session = \"…\"` line: run `cargo aoc credentials TOKEN` again",
            path.display()
        )
    })
}

/// The `session = "…"` value of a credentials file.
fn session_of(text: &str) -> Option<String> {
    text.lines().find_map(|line| {
        let value = line.trim().strip_prefix("session")?.trim_start();
        let value = value.strip_prefix('=')?.trim();
        let value = value.strip_prefix('"')?.strip_suffix('"')?;
        (!value.is_empty()).then(|| value.to_owned())
    })
}

/// Where cargo-aoc keeps `credentials.toml`: the config folder of
/// `ProjectDirs("com.github", "gobanos", "cargo-aoc")`.
fn credentials_file() -> Option<PathBuf> {
    let home = || env::var_os("HOME").map(PathBuf::from);
    let folder = if cfg!(target_os = "macos") {
        home()?.join("Library/Application Support/com.github.gobanos.cargo-aoc")
    } else if cfg!(windows) {
        PathBuf::from(env::var_os("APPDATA")?).join("gobanos/cargo-aoc/config")
    } else {
        env::var_os("XDG_CONFIG_HOME")
            .map(PathBuf::from)
            .filter(|folder| folder.is_absolute())
            .or_else(|| home().map(|home| home.join(".config")))?
            .join("cargo-aoc")
    };
    Some(folder.join("credentials.toml"))
}

impl Site {
    /// The site at [`base_url`], with the [`token`].
    pub fn connect() -> Result<Self, String> {
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

    /// The puzzle page of `day` of `year`.
    pub fn puzzle(&self, year: u16, day: u8) -> Result<Reply, String> {
        self.get(&format!("/{year}/day/{day}"))
    }

    /// The personal input of `day` of `year`.
    pub fn input(&self, year: u16, day: u8) -> Result<Reply, String> {
        self.get(&format!("/{year}/day/{day}/input"))
    }

    /// Sends `answer` for `part` of `day` of `year`.
    pub fn answer(&self, year: u16, day: u8, part: u8, answer: &str) -> Result<Reply, String> {
        let path = format!("/{year}/day/{day}/answer");
        let level = part.to_string();
        let sent = self
            .agent
            .post(format!("{}{path}", self.base))
            .header("Cookie", format!("session={}", self.token))
            .send_form([("level", level.as_str()), ("answer", answer)]);
        self.reply(&path, sent)
    }

    fn get(&self, path: &str) -> Result<Reply, String> {
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
    ) -> Result<Reply, String> {
        let url = format!("{}{path}", self.base);
        let mut response = sent.map_err(|error| {
            format!("could not reach {url} ({error}): check your network connection and try again")
        })?;
        let status = response.status().as_u16();
        if (300..400).contains(&status) || status == 400 || status == 401 {
            return Err(expired());
        }
        if status == 404 {
            return Err(format!(
                "{url} does not exist (404): is the day unlocked yet?"
            ));
        }
        let body = response
            .body_mut()
            .with_config()
            .limit(10 * 1024 * 1024)
            .read_to_string()
            .map_err(|error| format!("could not read the reply from {url}: {error}"))?;
        if status != 200 {
            return Err(format!(
                "{url} answered with status {status}: try again later"
            ));
        }
        Ok(Reply { status, body })
    }
}

/// The sentence for a session the site no longer accepts.
pub fn expired() -> String {
    "the site did not accept your session token (it has expired, or is not the \
     `session` cookie): log in on adventofcode.com, copy the cookie again, and set \
     AOC_SESSION or run `cargo aoc credentials TOKEN`"
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_loopback_addresses_are_accepted() {
        for good in [
            "http://127.0.0.1:8080",
            "http://127.0.0.2",
            "http://localhost:3000/",
            "https://LOCALHOST",
            "http://[::1]:9000",
        ] {
            assert_eq!(loopback(good), Ok(()), "{good}");
        }
        for bad in [
            "https://adventofcode.com",
            "http://10.0.0.1:8080",
            "http://192.168.1.2",
            "http://127.0.0.1.example.com",
            "http://127.0.0.1@example.com",
            "http://localhost.example.com",
            "ftp://127.0.0.1",
            "127.0.0.1:8080",
            "http://[::2]:80",
            "",
        ] {
            assert!(loopback(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_session_is_read_from_cargo_aoc_credentials() {
        assert_eq!(
            session_of("session = \"53616c7465\"\n"),
            Some("53616c7465".to_owned())
        );
        assert_eq!(session_of("session=\"x\""), Some("x".to_owned()));
        assert_eq!(session_of("session = \"\"\n"), None);
        assert_eq!(session_of("# nothing\n"), None);
    }
}
