//! `cargo xtask leaderboard [ID]` (`just leaderboard`): a private
//! leaderboard of the current year (or `--year`), from the site's JSON,
//! members by local score with a mark per day of that year's calendar.
//!
//! The board's id, its view key (which reads it without the session cookie)
//! and your own member id are set once and kept in the ignored
//! `input/settings.toml`; the key is never printed. The site asks that this
//! JSON be fetched at most once every 15 minutes: the last one fetched is
//! kept (`input/YEAR/leaderboard-ID.json`) and shown with its age until the
//! next fetch is allowed, which it says; nothing more is ever sent.

use std::fmt::Write as _;
use std::path::Path;
use std::time::UNIX_EPOCH;

#[cfg(feature = "site")]
use anyhow::Context;
use anyhow::bail;
use layout::Part;

use super::standings::Standings;
use super::{in_site_build, session};
use crate::files::read_if_there;
use crate::flags;
use crate::settings::{Board, Settings};
use crate::years::calendar::{Calendar, check_open, duration, now, opens_at};

/// How long the site asks a board's JSON to be kept before it is fetched
/// again, in seconds.
pub const KEEP: u64 = 15 * 60;

impl flags::Leaderboard {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let year = match self.year {
            Some(year) => year.0,
            None => Calendar::read(root)?.year,
        };
        let mut settings = Settings::read(root)?;
        let known = settings.board();
        // A day of the kept board, or its chart: read from what is kept,
        // nothing sent.
        if self.day.is_some() || self.chart {
            let me = self.me.clone().or_else(|| known.and_then(|board| board.me));
            return match self.day {
                Some(number) => super::board_views::day(
                    root,
                    Calendar::of(root, year)?.day(number)?,
                    me.as_deref(),
                ),
                None => super::board_views::chart(root, year, me.as_deref(), self.svg),
            };
        }
        let board = self.board(known.as_ref())?;
        if known.as_ref() != Some(&board) {
            settings.set_board(&board)?;
            settings.write()?;
            if known
                .as_ref()
                .is_none_or(|known| known.id != board.id || known.me != board.me)
            {
                println!(
                    "kept board {} in {} for next time",
                    board.id,
                    crate::settings::FILE
                );
            }
        }
        let fetch = Fetch::of(root, year, board);
        if fetch.kept_fresh()? {
            return Ok(());
        }
        fetch.may_ask()?;
        fetch.ask(&mut settings)
    }

    /// The board asked for: its id (given, or the one kept), its view key
    /// (the one that worked, and one given that no fetch has tried yet,
    /// kept apart until the site accepts it, so that a wrong one never
    /// replaces one that works) and your member id.
    fn board(&self, known: Option<&Board>) -> anyhow::Result<Board> {
        let id = match (&self.id, known) {
            (Some(id), _) => id.clone(),
            (None, Some(board)) => board.id.clone(),
            (None, None) => bail!(
                "no board yet: `just leaderboard ID` shows board ID (the number in its address) and keeps it \
                 (`--key KEY` its read-only view key, which needs no session cookie)"
            ),
        };
        if !id.bytes().all(|byte| byte.is_ascii_digit()) || id.is_empty() {
            bail!("{id:?} is not a board's id: give the number in its address");
        }
        let same_board = known.filter(|board| board.id == id);
        let worked = same_board.and_then(|board| board.view_key.clone());
        let untried = match &self.key {
            Some(key) if Some(key) != worked.as_ref() => Some(key.clone()),
            Some(_) => None,
            None => same_board.and_then(|board| board.untried_key.clone()),
        };
        let me = self
            .me
            .clone()
            .or_else(|| same_board.and_then(|board| board.me.clone()));
        Ok(Board {
            id,
            view_key: worked,
            untried_key: untried,
            me,
        })
    }
}

/// A fetch of a board of a year, and where it is kept.
struct Fetch<'a> {
    root: &'a Path,
    year: u16,
    board: Board,
    /// `input/YEAR/leaderboard-ID.json`, from the root.
    file: String,
    /// How long ago the kept board was fetched, if one is kept.
    age: Option<u64>,
    /// Where a fetch that failed is noted, so the next waits as long.
    failed: std::path::PathBuf,
}

impl<'a> Fetch<'a> {
    fn of(root: &'a Path, year: u16, board: Board) -> Self {
        let file = format!("input/{year}/leaderboard-{}.json", board.id);
        let age = age_of(&root.join(&file));
        let failed = root.join(format!("input/{year}/leaderboard-{}.failed", board.id));
        Self {
            root,
            year,
            board,
            file,
            age,
            failed,
        }
    }

    /// Shows the kept board where it was fetched less than 15 minutes ago
    /// (and when the next fetch is allowed): true when it did.
    fn kept_fresh(&self) -> anyhow::Result<bool> {
        let Self { board, file, .. } = self;
        let age = self.age.filter(|&age| age < KEEP);
        let (Some(age), Some(json)) = (age, read_if_there(&self.root.join(file))?) else {
            return Ok(false);
        };
        let next = now() + KEEP - age;
        print!(
            "{}",
            show(&json, self.year, &board.id, board.me.as_deref())?
        );
        println!(
            "(fetched {} ago and kept in {file}; the site allows one fetch every 15 minutes: the next at {})",
            duration(age),
            clock(next)
        );
        if board.untried_key.is_some() {
            println!(
                "The view key given is untried: this board was fetched before it. The next fetch, at {}, \
                 tries it, and keeps it only if the site accepts it.",
                clock(next)
            );
        }
        Ok(true)
    }

    /// Refused, with nothing sent, before the year's first day opens (a
    /// board lists stars of its days) and within 15 minutes of a fetch that
    /// failed (which counts as one).
    fn may_ask(&self) -> anyhow::Result<()> {
        let (id, year) = (&self.board.id, self.year);
        if let Err(opening) = check_open(layout::Day::new(year, 1)?, now()) {
            bail!("board {id} of {year} has nothing to show before its first day opens: {opening}");
        }
        if let Some(age) = age_of(&self.failed).filter(|&age| age < KEEP) {
            let why = read_if_there(&self.failed)?.unwrap_or_default();
            bail!(
                "the last fetch of board {id}, {} ago, failed ({}); the site allows one fetch every 15 minutes: \
                 nothing was sent, the next is allowed at {}",
                duration(age),
                why.trim(),
                clock(now() + KEEP - age)
            );
        }
        Ok(())
    }

    /// Asks the site for the board (with the view key, untried first, or
    /// the session cookie), keeps it and shows it, with what changed since
    /// the one kept before; keeps a view key tried only where it worked.
    #[cfg_attr(not(feature = "site"), allow(unused_variables))]
    fn ask(self, settings: &mut Settings) -> anyhow::Result<()> {
        let key = self
            .board
            .untried_key
            .clone()
            .or_else(|| self.board.view_key.clone());
        if key.is_none() {
            session::ready()?;
        } else {
            session::base_url()?;
        }
        in_site_build!({
            let Self {
                root,
                year,
                board,
                file,
                age,
                failed,
            } = self;
            let id = board.id.clone();
            let agent = session::user_agent(root)?;
            let site = match key {
                Some(_) => super::client::Site::without_token(&agent)?,
                None => super::client::Site::connect(&agent)?,
            };
            let shown = site.board(year, &id, key.as_deref()).and_then(|reply| {
                let text = show(&reply.body, year, &id, board.me.as_deref()).with_context(|| {
                    format!("the site did not send board {id}'s JSON: is the id right, and is it yours or shared with you?")
                })?;
                Ok((reply, text))
            });
            let untried = board.untried_key.clone();
            let (reply, text) = match shown {
                Ok(shown) => shown,
                Err(error) => {
                    crate::files::write(&failed, format!("{error:#}\n"))?;
                    if untried.is_some() {
                        // Only a key that has worked is kept.
                        settings.set_board(&Board {
                            untried_key: None,
                            ..board
                        })?;
                        settings.write()?;
                        return Err(error.context(
                            "the view key given was not kept: the fetch that tried it failed",
                        ));
                    }
                    return Err(error);
                }
            };
            if let Some(key) = untried {
                settings.set_board(&Board {
                    view_key: Some(key),
                    untried_key: None,
                    ..board
                })?;
                settings.write()?;
                println!("the view key given worked: kept for next time");
            }
            let _ = std::fs::remove_file(&failed);
            let kept = root.join(&file);
            let before = read_if_there(&kept)?;
            crate::files::write(&kept, &reply.body)?;
            print!("{text}");
            if let Some(said) = since(before.as_deref(), age, &reply.body) {
                print!("{said}");
            }
            println!(
                "(fetched now and kept in {file}; the site allows one fetch every 15 minutes: the next at {})",
                clock(now() + KEEP)
            );
            Ok(())
        })
    }
}

/// What changed on the board since the one kept (`before`, kept `age`
/// seconds ago) to the one fetched now (`now`), as the board extensions say
/// it: who got which stars. None where no board was kept.
#[cfg(feature = "site")]
fn since(before: Option<&str>, age: Option<u64>, now: &str) -> Option<String> {
    let before = Standings::parse(before?).ok()?;
    let now = Standings::parse(now).ok()?;
    let when = age.map_or_else(String::new, |age| format!(", {} ago", duration(age)));
    let lines = super::standings::changes(&before, &now);
    if lines.is_empty() {
        return Some(format!("Since the board kept before{when}: no new star.\n"));
    }
    let mut said = format!("Since the board kept before{when}:\n");
    for line in lines {
        let _ = writeln!(said, "  {line}");
    }
    Some(said)
}

/// How long ago the file at `path` was last written, in seconds.
fn age_of(path: &Path) -> Option<u64> {
    let written = path.metadata().and_then(|meta| meta.modified()).ok()?;
    let since = written.duration_since(UNIX_EPOCH).ok()?;
    Some(now().saturating_sub(since.as_secs()))
}

/// `seconds` since 1970 as `HH:MM:SS UTC`: to the second, as a fetch
/// allowed at 15:33:20 is not allowed at 15:33.
fn clock(seconds: u64) -> String {
    let of_day = seconds % 86_400;
    format!(
        "{:02}:{:02}:{:02} UTC",
        of_day / 3600,
        of_day % 3600 / 60,
        of_day % 60
    )
}

/// The board in `json` (the site's private leaderboard JSON) as text:
/// members by local score, a mark per day of `year`'s calendar, and your
/// row marked: `me`'s, else the board's owner's as the site names it
/// (`owner_id`), which is yours on a board of your own.
fn show(json: &str, year: u16, id: &str, me: Option<&str>) -> anyhow::Result<String> {
    let board = Standings::parse(json)?;
    let you = board.you(me).map(|member| member.id.clone());
    let last = layout::days_in(year);
    let rows = &board.members;
    let now = now();
    let mut out = format!(
        "Private leaderboard {id} of {year}: {} members, by the local score the site gives\n",
        rows.len()
    );
    // Each group of five days under the number of its first.
    let header: String = (0..last.div_ceil(5))
        .map(|group| format!("{:<6}", group * 5 + 1))
        .collect();
    let _ = writeln!(
        out,
        "{:>4} {:>5} {:>4}  {}",
        "",
        "score",
        "★",
        header.trim_end()
    );
    for (rank, member) in rows.iter().enumerate() {
        let mut marks = String::new();
        for day in 1..=last {
            if day > 1 && (day - 1) % 5 == 0 {
                marks.push(' ');
            }
            let open = layout::Day::new(year, day).is_ok_and(|day| now >= opens_at(day));
            let parts = Part::BOTH
                .iter()
                .filter(|&&part| member.done.contains(&(day, part)))
                .count();
            marks.push(match parts {
                2 => '★',
                1 => '☆',
                _ if open => '·',
                _ => '-',
            });
        }
        let you = if you.as_deref() == Some(member.id.as_str()) {
            "  (you)"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "{:>3}) {:>5} {:>4}  {marks}  {}{you}",
            rank + 1,
            member.score,
            member.stars,
            member.name
        );
    }
    out.push_str("★ both parts  ☆ one part  · none yet  - not open yet\n");
    match (me, &board.owner) {
        (Some(_), _) => {}
        (None, Some(_)) => out.push_str(
            "(you): the board's owner, as the site says; on a board you joined, `just leaderboard --me ID` marks your row\n",
        ),
        (None, None) => out.push_str(
            "`just leaderboard --me ID` marks your row (ID: your member id, the number in your own board's address)\n",
        ),
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_fetch_is_said_to_the_second() {
        assert_eq!(
            clock(1_764_547_200 + 15 * 3600 + 33 * 60 + 20),
            "15:33:20 UTC"
        );
    }

    #[test]
    fn members_go_by_score_with_a_mark_a_day() {
        let json = r#"{"owner_id":42,"event":"2021","members":{
            "42":{"id":42,"name":"Ada","local_score":21,"stars":3,"completion_day_level":{"1":{"1":{"get_star_ts":1},"2":{"get_star_ts":2}},"2":{"1":{"get_star_ts":3}}}},
            "7":{"id":7,"name":null,"local_score":34,"stars":5,"completion_day_level":{"1":{"1":{},"2":{}},"2":{"1":{},"2":{}},"3":{"1":{}}}},
            "9":{"id":9,"name":"Bo","local_score":8,"stars":1,"completion_day_level":{"1":{"1":{}}}}}}"#;
        let text = show(json, 2021, "42", None).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "Private leaderboard 42 of 2021: 3 members, by the local score the site gives"
        );
        assert_eq!(
            lines[2],
            "  1)    34    5  ★★☆·· ····· ····· ····· ·····  (anonymous user #7)"
        );
        assert_eq!(lines[1], "     score    ★  1     6     11    16    21");
        assert_eq!(
            lines[3],
            "  2)    21    3  ★☆··· ····· ····· ····· ·····  Ada  (you)"
        );
        assert!(lines[4].ends_with("  Bo"), "{text}");
        assert!(
            text.contains("(you): the board's owner, as the site says"),
            "{text}"
        );
        let mine = show(json, 2021, "42", Some("9")).unwrap();
        assert!(
            mine.contains("  Bo  (you)\n") && !mine.contains("Ada  (you)"),
            "{mine}"
        );
        let ownerless = json.replace("\"owner_id\":42,", "");
        let unmarked = show(&ownerless, 2021, "42", None).unwrap();
        assert!(
            !unmarked.contains("(you)\n") && unmarked.contains("--me ID"),
            "{unmarked}"
        );
        assert!(show("<html>", 2021, "42", None).is_err());
    }
}
