//! A private board as its kept JSON holds it (`input/YEAR/leaderboard-ID.json`,
//! which `just leaderboard` fetched): each member, their local score, and
//! when they got each star (`get_star_ts`). Read from the kept file alone,
//! with no request and no site client: `just leaderboard` shows it, `--day
//! N` gives each member's times to a day's stars, `--chart` draws the
//! points over the year, and `just stars --times` takes your own stars'
//! times from it where the local history has none.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use anyhow::{Context, anyhow};
use layout::{Day, Part};
use serde_json::Value;

use crate::settings::Settings;

/// One member of a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    /// The member's id.
    pub id: String,
    /// The name the site shows (an anonymous member's, as the site writes it).
    pub name: String,
    /// The local score the site gives.
    pub score: u64,
    /// How many stars.
    pub stars: u64,
    /// When each star was got, in seconds since 1970, by day and part.
    pub got: BTreeMap<(u8, Part), u64>,
    /// Every star got, by day and part, its time known or not.
    pub done: BTreeSet<(u8, Part)>,
}

/// A board: its members as the site orders them (by local score, then the
/// earlier last star), and whose it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standings {
    /// The owner's member id, as the site names it.
    pub owner: Option<String>,
    /// The members, in the board's order.
    pub members: Vec<Member>,
}

/// A number the site writes as a number or as a string of digits.
fn number(value: &Value) -> Option<u64> {
    value
        .as_u64()
        .or_else(|| value.as_str().and_then(|text| text.parse().ok()))
}

/// An id, as text.
fn id(value: &Value) -> Option<String> {
    number(value)
        .map(|id| id.to_string())
        .or_else(|| value.as_str().map(str::to_owned))
}

impl Standings {
    /// The board in `json`, the site's private leaderboard JSON.
    pub fn parse(json: &str) -> anyhow::Result<Self> {
        let board: Value = serde_json::from_str(json).context("the board is not JSON")?;
        let members = board
            .get("members")
            .and_then(Value::as_object)
            .ok_or_else(|| anyhow!("the board's JSON has no `members`"))?;
        let mut members: Vec<(Member, u64)> = members
            .iter()
            .map(|(key, member)| {
                let id = member.get("id").and_then(id).unwrap_or_else(|| key.clone());
                let name = member
                    .get("name")
                    .and_then(Value::as_str)
                    .map_or_else(|| format!("(anonymous user #{id})"), str::to_owned);
                let mut got = BTreeMap::new();
                let mut done = BTreeSet::new();
                if let Some(days) = member
                    .get("completion_day_level")
                    .and_then(Value::as_object)
                {
                    for (day, parts) in days {
                        let (Ok(day), Some(parts)) = (day.parse::<u8>(), parts.as_object()) else {
                            continue;
                        };
                        for (part, star) in parts {
                            let Ok(part) = part.parse::<Part>() else {
                                continue;
                            };
                            done.insert((day, part));
                            if let Some(at) = star.get("get_star_ts").and_then(number) {
                                got.insert((day, part), at);
                            }
                        }
                    }
                }
                let last = member.get("last_star_ts").and_then(number).unwrap_or(0);
                let member = Member {
                    id,
                    name,
                    score: member.get("local_score").and_then(number).unwrap_or(0),
                    stars: member.get("stars").and_then(number).unwrap_or(0),
                    got,
                    done,
                };
                (member, last)
            })
            .collect();
        members.sort_by(|(a, a_last), (b, b_last)| {
            b.score
                .cmp(&a.score)
                .then(b.stars.cmp(&a.stars))
                .then(a_last.cmp(b_last))
                .then(a.name.cmp(&b.name))
        });
        Ok(Self {
            owner: board.get("owner_id").and_then(id),
            members: members.into_iter().map(|(member, _)| member).collect(),
        })
    }

    /// The member who is you: `me` if given, else the board's owner.
    pub fn you(&self, me: Option<&str>) -> Option<&Member> {
        let you = me.map(str::to_owned).or_else(|| self.owner.clone())?;
        self.members.iter().find(|member| member.id == you)
    }

    /// Each member's points after each day of the year's `days`, as the
    /// site counts a local score: for every star, as many points as the
    /// board has members for the first to get it, one fewer for the next,
    /// and so on. In the board's order of members.
    #[cfg_attr(not(any(feature = "board-chart", test)), allow(dead_code))]
    pub fn points_by_day(&self, days: u8) -> Vec<Vec<u64>> {
        let count = u64::try_from(self.members.len()).unwrap_or(u64::MAX);
        let mut points = vec![vec![0_u64; usize::from(days)]; self.members.len()];
        for day in 1..=days {
            let mut earned = vec![0_u64; self.members.len()];
            for part in Part::BOTH {
                let mut got: Vec<(u64, usize)> = self
                    .members
                    .iter()
                    .enumerate()
                    .filter_map(|(index, member)| Some((*member.got.get(&(day, part))?, index)))
                    .collect();
                got.sort_unstable();
                for (rank, (_, index)) in got.into_iter().enumerate() {
                    earned[index] += count.saturating_sub(u64::try_from(rank).unwrap_or(count));
                }
            }
            for (member, earned) in points.iter_mut().zip(earned) {
                let before = match day {
                    1 => 0,
                    _ => member[usize::from(day) - 2],
                };
                member[usize::from(day) - 1] = before + earned;
            }
        }
        points
    }
}

/// The kept board of `year`: the one the settings name if it was fetched
/// for that year, else any kept for it; its id, where it is, and its text.
pub fn kept(root: &Path, year: u16) -> anyhow::Result<Option<(String, PathBuf, String)>> {
    let named = Settings::read(root)?.board().map(|board| board.id);
    let ids = kept_ids(root, year);
    let Some(id) = named
        .filter(|named| ids.contains(named))
        .or_else(|| ids.into_iter().next())
    else {
        return Ok(None);
    };
    let path = root.join(format!("input/{year}/leaderboard-{id}.json"));
    let text =
        std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    Ok(Some((id, path, text)))
}

/// The ids of the boards of `year` kept under `input/`, in order, without
/// reading them.
pub fn kept_ids(root: &Path, year: u16) -> Vec<String> {
    let mut ids: Vec<String> = std::fs::read_dir(root.join(format!("input/{year}")))
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            let id = name.strip_prefix("leaderboard-")?.strip_suffix(".json")?;
            Some(id.to_owned())
        })
        .collect();
    ids.sort();
    ids
}

/// What changed on a board since the one kept `before` it: who got which
/// stars (and who is new on it), a line each, in the board's order; none
/// where nobody got one.
#[cfg_attr(not(any(feature = "site", test)), allow(dead_code))]
pub fn changes(before: &Standings, after: &Standings) -> Vec<String> {
    let mut lines = Vec::new();
    for member in &after.members {
        let had = before.members.iter().find(|known| known.id == member.id);
        let new: Vec<&(u8, Part)> = member
            .done
            .iter()
            .filter(|star| had.is_none_or(|had| !had.done.contains(star)))
            .collect();
        if new.is_empty() && had.is_some() {
            continue;
        }
        let mut days: BTreeMap<u8, Vec<Part>> = BTreeMap::new();
        for &&(day, part) in &new {
            days.entry(day).or_default().push(part);
        }
        let got: Vec<String> = days
            .into_iter()
            .map(|(day, parts)| match parts.as_slice() {
                [_, _] => format!("day {day}'s two stars"),
                [Part::One] => format!("day {day}'s first star"),
                _ => format!("day {day}'s second star"),
            })
            .collect();
        let joined = if had.is_none() {
            " (new on the board)"
        } else {
            ""
        };
        lines.push(match got.as_slice() {
            [] => format!("{}{joined}", member.name),
            _ => format!("{}{joined} got {}", member.name, got.join(", ")),
        });
    }
    lines
}

/// Your member id on the kept board: the one the settings keep, if any.
pub fn me(root: &Path) -> anyhow::Result<Option<String>> {
    Ok(Settings::read(root)?.board().and_then(|board| board.me))
}

/// You on the board kept for `year` ([`kept`]): the member the settings
/// name ([`me`]), else the board's owner; none where no board is kept, it
/// does not read, or names no such member. What `just stars` and its
/// `--times` both count your stars from.
pub fn you_on_kept(root: &Path, year: u16) -> anyhow::Result<Option<Member>> {
    let Some((_, _, json)) = kept(root, year)? else {
        return Ok(None);
    };
    let Ok(board) = Standings::parse(&json) else {
        return Ok(None);
    };
    Ok(board.you(me(root)?.as_deref()).cloned())
}

/// `seconds` from `day`'s opening as the site's own times read: `HH:MM:SS`
/// within the first 24 hours, `>24h` after.
pub fn from_opening(day: Day, at: u64) -> String {
    let since = at.saturating_sub(crate::years::calendar::opens_at(day));
    if since >= 24 * 3600 {
        ">24h".to_owned()
    } else {
        clock(since)
    }
}

/// A length of time as `HH:MM:SS` (hours past 24 as they are).
pub fn clock(seconds: u64) -> String {
    format!(
        "{:02}:{:02}:{:02}",
        seconds / 3600,
        seconds % 3600 / 60,
        seconds % 60
    )
}

#[cfg(test)]
/// A board of three, its stars on days 1 and 2 of 2021.
pub(crate) const SAMPLE: &str = r#"{"owner_id":42,"event":"2021","members":{
    "42":{"id":42,"name":"Ada","local_score":11,"stars":4,"last_star_ts":1638421500,"completion_day_level":{
        "1":{"1":{"get_star_ts":1638335093,"star_index":1},"2":{"get_star_ts":1638335300,"star_index":2}},
        "2":{"1":{"get_star_ts":1638421500,"star_index":5},"2":{"get_star_ts":"1638421500","star_index":6}}}},
    "7":{"id":7,"name":null,"local_score":7,"stars":3,"last_star_ts":1638510000,"completion_day_level":{
        "1":{"1":{"get_star_ts":1638335000,"star_index":0},"2":{"get_star_ts":1638336000,"star_index":3}},
        "2":{"1":{"get_star_ts":1638510000,"star_index":7}}}},
    "9":{"id":9,"name":"Cy","local_score":0,"stars":0,"last_star_ts":0,"completion_day_level":{}}}}"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_in_the_board_s_order_with_their_stars_and_points() {
        let board = Standings::parse(SAMPLE).unwrap();
        let names: Vec<&str> = board.members.iter().map(|m| m.name.as_str()).collect();
        assert_eq!(names, ["Ada", "(anonymous user #7)", "Cy"]);
        assert_eq!(board.you(None).unwrap().name, "Ada");
        assert_eq!(board.you(Some("7")).unwrap().id, "7");
        assert_eq!(board.members[0].got[&(2, Part::Two)], 1_638_421_500);
        // Day 1: the anonymous member first to part 1 (3 points, Ada 2),
        // Ada first to part 2 (3, the other 2); day 2: Ada first to both
        // parts (3 and 3), the other second to part 1 (2).
        let points = board.points_by_day(25);
        assert_eq!(&points[0][..3], [5, 11, 11]);
        assert_eq!(&points[1][..3], [5, 7, 7]);
        assert_eq!(&points[2][..3], [0, 0, 0]);
        // As the site's local scores say.
        for (member, points) in board.members.iter().zip(&points) {
            assert_eq!(points[24], member.score, "{}", member.name);
        }
    }

    #[test]
    fn what_changed_is_who_got_which_stars() {
        let after = Standings::parse(SAMPLE).unwrap();
        let mut before = after.clone();
        before.members[0].done.remove(&(2, Part::One));
        before.members[0].done.remove(&(2, Part::Two));
        before.members[1].done.remove(&(2, Part::One));
        before.members.pop();
        assert_eq!(
            changes(&before, &after),
            [
                "Ada got day 2's two stars",
                "(anonymous user #7) got day 2's first star",
                "Cy (new on the board)"
            ]
        );
        assert!(changes(&after, &after).is_empty());
    }

    #[test]
    fn a_time_from_the_opening_reads_as_the_site_s() {
        let day = Day::new(2021, 1).unwrap();
        let opens = crate::years::calendar::opens_at(day);
        assert_eq!(from_opening(day, opens + 4 * 60 + 53), "00:04:53");
        assert_eq!(from_opening(day, opens + 24 * 3600), ">24h");
        assert_eq!(clock(30 * 3600 + 61), "30:01:01");
    }
}
