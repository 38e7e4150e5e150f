//! Where the puzzle site is and who we are to it, checked in the plain
//! build, before the site client is compiled or any request is built: a
//! command that cannot be sent is refused at once.
//!
//! - The base URL is `https://adventofcode.com`, or `AOC_BASE_URL` when set,
//!   which must be a loopback address (`http://127.0.0.1:PORT`, `localhost`,
//!   `[::1]`) so the session cookie can never be sent anywhere else by
//!   mistake.
//! - The session token comes from `AOC_SESSION`, else from cargo-aoc's own
//!   `credentials.toml` (what `cargo aoc credentials TOKEN` writes). It is
//!   sent as the `session` cookie and never printed.

use std::env;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::anyhow;

use crate::settings::Settings;

use crate::page::SITE;

/// The base URL: `AOC_BASE_URL` if set (loopback only), else the real site.
pub fn base_url() -> anyhow::Result<String> {
    match env::var("AOC_BASE_URL") {
        Ok(base) => loopback(&base).map(|()| base.trim_end_matches('/').to_owned()),
        Err(_) => Ok(SITE.to_owned()),
    }
}

/// Succeeds when `base` is `http://` or `https://` to a loopback host.
pub fn loopback(base: &str) -> anyhow::Result<()> {
    let refuse = || {
        Err(anyhow!(
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
pub fn token() -> anyhow::Result<String> {
    if let Ok(token) = env::var("AOC_SESSION") {
        let token = token.trim().to_owned();
        if !token.is_empty() {
            return Ok(token);
        }
    }
    let missing = || {
        anyhow!(
            "no session token: set AOC_SESSION, or run `cargo aoc credentials TOKEN` once \
             (TOKEN is the `session` cookie of adventofcode.com, from your browser)"
        )
    };
    let path = credentials_file().ok_or_else(missing)?;
    let text = std::fs::read_to_string(&path).map_err(|_| missing())?;
    session_of(&text).ok_or_else(|| {
        anyhow!(
            "{} has no `session = \"…\"` line: run `cargo aoc credentials TOKEN` again",
            path.display()
        )
    })
}

/// Checks, without sending anything, that a request could be made: the
/// base URL is allowed and a token is set up.
pub fn ready() -> anyhow::Result<()> {
    base_url()?;
    token()?;
    Ok(())
}

/// Who is asking, for the site's logs, as its automation guidelines ask:
/// this tool, the repository (the `origin` remote, where it is a web
/// address), and the contact the user set (`AOC_CONTACT`, or `contact` in
/// `input/settings.toml`; `just contact EMAIL` sets it).
pub fn user_agent(root: &Path) -> anyhow::Result<String> {
    let mut about = vec![repository(root).unwrap_or_else(|| {
        "a Rust Advent of Code workspace, cargo xtask read/fetch/submit".to_owned()
    })];
    if let Some(contact) = Settings::read(root)?.contact() {
        about.push(contact);
    }
    Ok(format!(
        "advent-of-code xtask/{} ({})",
        env!("CARGO_PKG_VERSION"),
        about.join("; ")
    ))
}

/// The web address of the workspace's `origin` remote, if it has one.
fn repository(root: &Path) -> Option<String> {
    let output = Command::new("git")
        .args(["remote", "get-url", "origin"])
        .current_dir(root)
        .output()
        .ok()?;
    web_address(String::from_utf8(output.stdout).ok()?.trim())
}

/// A remote's address as a web page: `https://…` as it is (without
/// `.git` or a user), `git@host:owner/repo.git` as `https://host/owner/repo`;
/// `None` for a path or anything else.
pub fn web_address(remote: &str) -> Option<String> {
    let address = if let Some(rest) = remote.strip_prefix("https://") {
        let rest = rest.split_once('@').map_or(rest, |(_, host)| host);
        format!("https://{rest}")
    } else if let Some(rest) = remote.strip_prefix("git@") {
        let (host, path) = rest.split_once(':')?;
        format!("https://{host}/{path}")
    } else {
        return None;
    };
    Some(
        address
            .trim_end_matches('/')
            .trim_end_matches(".git")
            .to_owned(),
    )
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
            assert!(loopback(good).is_ok(), "{good}");
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
    fn a_remote_becomes_a_web_address_or_nothing() {
        assert_eq!(
            web_address("https://github.com/me/aoc.git").as_deref(),
            Some("https://github.com/me/aoc")
        );
        assert_eq!(
            web_address("https://me:token@github.com/me/aoc").as_deref(),
            Some("https://github.com/me/aoc"),
            "a token in the address is never sent"
        );
        assert_eq!(
            web_address("git@codeberg.org:me/aoc.git").as_deref(),
            Some("https://codeberg.org/me/aoc")
        );
        assert_eq!(web_address("/srv/git/aoc"), None);
        assert_eq!(web_address(""), None);
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
