//! The root `Cargo.toml`, where the calendar of every year is written (see
//! the `layout` crate): the current year is the default feature, each year a
//! feature listing its days, each day a feature turning on its crate. It is
//! edited with `toml_edit`, keeping its comments and layout: days stay in
//! order (by year, then day) after the other entries of a table.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::{Context, anyhow};
use layout::{Day, year_feature, year_of_feature};
use toml_edit::{Array, DocumentMut, InlineTable, Item, Table, value};

use crate::files::{read, write};

/// The feature that brings in cargo-aoc's runner and attributes, which
/// every year's feature turns on (for the build `cargo aoc` makes).
const CARGO_AOC: &str = "cargo-aoc";

/// The root manifest, read and maybe changed.
pub struct Manifest {
    path: PathBuf,
    document: DocumentMut,
}

impl Manifest {
    /// The manifest of the workspace at `root`.
    pub fn read(root: &Path) -> anyhow::Result<Self> {
        let path = root.join("Cargo.toml");
        Self::parse(path.clone(), &read(&path)?)
    }

    /// `text` as the manifest at `path`.
    pub fn parse(path: PathBuf, text: &str) -> anyhow::Result<Self> {
        let document = text.parse().with_context(|| path.display().to_string())?;
        Ok(Self { path, document })
    }

    /// The manifest's text.
    pub fn text(&self) -> String {
        self.document.to_string()
    }

    /// Writes the manifest back where it was read.
    pub fn write(&self) -> anyhow::Result<()> {
        write(&self.path, self.text())
    }

    /// The current year: `default = ["yearYYYY"]` in `[features]`.
    pub fn current_year(&self) -> anyhow::Result<u16> {
        layout::current_year(&self.text()).ok_or_else(|| {
            anyhow!(
                "Cargo.toml has no `default = [\"yearYYYY\"]` in its [features]: the current year is written there (`just year YYYY` writes it)"
            )
        })
    }

    /// Every year with a feature, and the days it lists, in order.
    pub fn years(&self) -> BTreeMap<u16, Vec<Day>> {
        let mut years = BTreeMap::new();
        let Some(features) = self.document.get("features").and_then(Item::as_table) else {
            return years;
        };
        for (key, item) in features {
            let Some(year) = year_of_feature(key) else {
                continue;
            };
            let mut days: Vec<Day> = item
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|entry| Day::from_package(entry.as_str()?))
                .filter(|day| day.year == year)
                .collect();
            days.sort_unstable();
            years.insert(year, days);
        }
        years
    }

    /// The days `year` lists (none for a year without a feature).
    pub fn days(&self, year: u16) -> Vec<Day> {
        self.years().remove(&year).unwrap_or_default()
    }

    /// Makes `year` the default feature, giving it an empty feature if it
    /// has none; the year that was current loses its feature if it lists no
    /// day, so a year visited by mistake leaves nothing behind.
    pub fn make_current(&mut self, year: u16) -> anyhow::Result<()> {
        let before = self.current_year().ok();
        let features = table(&mut self.document, &["features"])?;
        features["default"] = value(Array::from_iter([year_feature(year)]));
        let feature = year_feature(year);
        if !features.contains_key(&feature) {
            features.insert(&feature, value(Array::from_iter([CARGO_AOC])));
        }
        if let Some(before) = before.filter(|&before| before != year)
            && self.days(before).is_empty()
        {
            table(&mut self.document, &["features"])?.remove(&year_feature(before));
        }
        sort(table(&mut self.document, &["features"])?, feature_rank);
        Ok(())
    }

    /// Adds `day`: its crate as a workspace dependency and an optional
    /// dependency of the runner, its feature, its place in its year's
    /// feature, and (outside 2021) its year's folder of crates to the
    /// workspace's members. Adding a day that is there already changes
    /// nothing.
    pub fn add_day(&mut self, day: Day) -> anyhow::Result<()> {
        let (name, year) = (day.package(), day.year);
        let document = &mut self.document;

        // A line that is there already stays as it is, with its comment.
        let workspace = table(document, &["workspace", "dependencies"])?;
        let mut path = InlineTable::new();
        path.insert("path", day.crate_dir().into());
        if !workspace.contains_key(&name) {
            workspace.insert(&name, value(path));
        }
        sort(workspace, day_rank);

        let runner = table(document, &["dependencies"])?;
        let mut dependency = InlineTable::new();
        dependency.insert("workspace", true.into());
        dependency.insert("optional", true.into());
        if !runner.contains_key(&name) {
            runner.insert(&name, value(dependency));
        }
        sort(runner, day_rank);

        let features = table(document, &["features"])?;
        if !features.contains_key(&name) {
            features.insert(&name, value(Array::from_iter([format!("dep:{name}")])));
        }
        let year_list = year_feature(year);
        if !features.contains_key(&year_list) {
            features.insert(&year_list, value(Array::from_iter([CARGO_AOC])));
        }
        let days = features[&year_list]
            .as_array_mut()
            .ok_or_else(|| anyhow!("Cargo.toml's feature {year_list} is not a list"))?;
        if !days.iter().any(|entry| entry.as_str() == Some(&name)) {
            days.push(&name);
        }
        let mut sorted: Vec<String> = days
            .iter()
            .filter_map(|entry| entry.as_str().map(str::to_owned))
            .collect();
        // cargo-aoc's feature first, then the days in order.
        sorted.sort_by_key(|entry| Day::from_package(entry));
        *days = Array::from_iter(sorted);
        sort(features, feature_rank);

        if year != layout::HOME_YEAR {
            let members = table(document, &["workspace"])?
                .get_mut("members")
                .and_then(Item::as_array_mut)
                .ok_or_else(|| anyhow!("Cargo.toml's [workspace] has no `members` list"))?;
            let folder = format!("crates/{year}/*");
            if !members
                .iter()
                .any(|member| member.as_str() == Some(&folder))
            {
                members.push(folder);
            }
        }
        Ok(())
    }
}

impl Manifest {
    /// Takes out what [`Manifest::add_day`] added for `day`: its dependency
    /// lines, its feature and its place in its year's; with its year's last
    /// day, the year's folder of crates from the workspace's members, and
    /// the year's feature unless the year is current (a current year keeps an
    /// empty one, as [`Manifest::make_current`] gives it). A comment above
    /// the day's line stays above the line that takes its place. Taking out
    /// a day that is not there changes nothing.
    pub fn remove_day(&mut self, day: Day) -> anyhow::Result<()> {
        let (name, year) = (day.package(), day.year);
        let current = self.current_year().ok();
        let document = &mut self.document;
        remove_keeping_comment(
            table(document, &["workspace", "dependencies"])?,
            &name,
            day_rank,
        );
        remove_keeping_comment(table(document, &["dependencies"])?, &name, day_rank);
        let features = table(document, &["features"])?;
        remove_keeping_comment(features, &name, feature_rank);
        let year_list = year_feature(year);
        if let Some(days) = features.get_mut(&year_list).and_then(Item::as_array_mut) {
            days.retain(|entry| entry.as_str() != Some(&name));
        }
        if !self.days(year).is_empty() {
            return Ok(());
        }
        if current != Some(year) {
            remove_keeping_comment(
                table(&mut self.document, &["features"])?,
                &year_list,
                feature_rank,
            );
        }
        if year != layout::HOME_YEAR
            && let Some(members) = table(&mut self.document, &["workspace"])?
                .get_mut("members")
                .and_then(Item::as_array_mut)
        {
            let folder = format!("crates/{year}/*");
            members.retain(|member| member.as_str() != Some(&folder));
        }
        Ok(())
    }
}

/// Removes `key` from `table`; a comment above it moves to the first key
/// left of its group (by `rank`), which is where [`sort`] keeps it.
fn remove_keeping_comment(table: &mut Table, key: &str, rank: fn(&str) -> Option<(u8, u16, u8)>) {
    if !table.contains_key(key) {
        return;
    }
    let mut comment = None;
    with_line_decor(table, key, |decor| comment = comment_of(decor));
    table.remove(key);
    if let Some(comment) = comment
        && let Some(next) = first_of_group(table, rank, group_of(rank, key))
    {
        with_line_decor(table, &next, |decor| decor.set_prefix(comment));
    }
}

/// The comment on the lines above a key, if its decor holds one.
fn comment_of(decor: &toml_edit::Decor) -> Option<String> {
    let prefix = decor.prefix()?.as_str()?;
    prefix.contains('#').then(|| prefix.to_owned())
}

/// The group of `key` (the first number of its rank), if it is ranked.
fn group_of(rank: fn(&str) -> Option<(u8, u16, u8)>, key: &str) -> Option<u8> {
    rank(key).map(|(group, ..)| group)
}

/// The first key of `table` in group `group` (`None`: unranked).
fn first_of_group(
    table: &Table,
    rank: fn(&str) -> Option<(u8, u16, u8)>,
    group: Option<u8>,
) -> Option<String> {
    table
        .iter()
        .map(|(key, _)| key.to_owned())
        .find(|key| group_of(rank, key) == group)
}

/// The table at `path` in `document`.
fn table<'a>(document: &'a mut DocumentMut, path: &[&str]) -> anyhow::Result<&'a mut Table> {
    let mut item = document.as_item_mut();
    for key in path {
        item = item
            .get_mut(key)
            .ok_or_else(|| anyhow!("Cargo.toml has no [{}]", path.join(".")))?;
    }
    item.as_table_mut()
        .ok_or_else(|| anyhow!("Cargo.toml's [{}] is not a table", path.join(".")))
}

/// Where a key of a table of dependencies goes: day crates last, by year
/// then day (`None`: keeps its place before them).
fn day_rank(key: &str) -> Option<(u8, u16, u8)> {
    Day::from_package(key).map(|day| (1, day.year, day.day))
}

/// Where a feature goes: `default` first, then the years and `cargo-aoc`,
/// which they turn on, then the days.
fn feature_rank(key: &str) -> Option<(u8, u16, u8)> {
    match key {
        "default" => return Some((0, 0, 0)),
        CARGO_AOC => return Some((1, u16::MAX, 0)),
        _ => {}
    }
    if let Some(year) = year_of_feature(key) {
        return Some((1, year, 0));
    }
    Day::from_package(key).map(|day| (2, day.year, day.day))
}

/// Sorts the ranked keys of `table` after the others (which keep their
/// order), each group (the first number of the rank) in rank order. The
/// comment above a group's first key stays above its first key; other
/// comments stay with their keys.
fn sort(table: &mut Table, rank: fn(&str) -> Option<(u8, u16, u8)>) {
    let group_of = |key: &str| group_of(rank, key);
    let keys: Vec<String> = table.iter().map(|(key, _)| key.to_owned()).collect();
    let mut comments: BTreeMap<u8, String> = BTreeMap::new();
    for (index, key) in keys.iter().enumerate() {
        let Some(group) = group_of(key) else {
            continue;
        };
        if keys[..index]
            .iter()
            .any(|before| group_of(before) == Some(group))
        {
            continue;
        }
        with_line_decor(table, key, |decor| {
            if let Some(comment) = comment_of(decor) {
                comments.insert(group, comment);
                decor.set_prefix("");
            }
        });
    }
    table.sort_values_by(|a, _, b, _| {
        let (a, b) = (rank(a.get()), rank(b.get()));
        match (a, b) {
            (Some(a), Some(b)) => a.cmp(&b),
            (a, b) => a.is_some().cmp(&b.is_some()),
        }
    });
    for (group, comment) in comments {
        if let Some(first) = first_of_group(table, rank, Some(group)) {
            with_line_decor(table, &first, |decor| decor.set_prefix(comment));
        }
    }
}

/// Runs `change` on the decor that holds the comment above `key`'s line: the
/// key's own, or for a dotted key (`day21.workspace = true`) that of the key
/// after the dot.
fn with_line_decor(table: &mut Table, key: &str, change: impl FnOnce(&mut toml_edit::Decor)) {
    let dotted = table
        .get(key)
        .and_then(Item::as_table)
        .is_some_and(Table::is_dotted);
    let (table, key) = match table.get_mut(key).and_then(Item::as_table_mut) {
        Some(inner) if dotted => {
            let first = inner.iter().next().map(|(key, _)| key.to_owned());
            (inner, first)
        }
        _ => (table, Some(key.to_owned())),
    };
    if let Some(mut key) = key.and_then(|key| table.key_mut(&key)) {
        change(key.leaf_decor_mut());
    }
}

#[cfg(test)]
mod tests;
