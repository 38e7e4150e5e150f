//! `cargo xtask fetch DAY` (`just fetch DAY`): downloads the day's input
//! (replacing a copy of the example, never an input of the user's
//! own), and records in `dayN.answers` the answers the puzzle page shows as
//! accepted, so a day solved before, here or elsewhere, is verified too. A
//! day needs no crate to be fetched. Nothing stored is fetched again.
//!
//! `cargo xtask fetch all` (`just fetch all`) does it for every open day of
//! the current year (or `--year`): it asks the year's calendar once which
//! days have stars, then only for what is missing (an input not saved, a
//! page whose stars are not all recorded), one request at a time and at
//! least a second apart, with a progress bar on a terminal (a line a day
//! otherwise). Run again right after, it sends the calendar's request alone.

use std::path::Path;

use layout::Day;

use super::files::DayFiles;
use super::{in_site_build, open_day, session};
use crate::flags::{self, DaySelection};
use crate::page::Page;
use crate::years::answers::Recorded;
use crate::years::calendar::{Calendar, check_open, now};

impl flags::Fetch {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let number = match self.day {
            DaySelection::Day(number) => number,
            DaySelection::All => {
                let year = match self.year {
                    Some(year) => year.0,
                    None => Calendar::read(root)?.year,
                };
                let open: Vec<Day> = Day::all_of(year)
                    .filter(|&day| check_open(day, now()).is_ok())
                    .collect();
                if open.is_empty() {
                    anyhow::bail!("no day of {year} is open yet: nothing was sent");
                }
                session::ready()?;
                return in_site_build!(all::fetch_all(root, year, &open));
            }
        };
        let day = open_day(root, number)?;
        let files = DayFiles::new(root, day);
        if files.has_own_input()
            && let Some(page) = files.stored_page()?
        {
            println!(
                "{} is your own input already: kept, not downloaded",
                files.file("txt")
            );
            return record(&files, &page, true);
        }
        session::ready()?;
        in_site_build!({
            let mut online = super::online::Online::new(files);
            online.input()?;
            let stored = files.fresh_page()?.is_some();
            let main = online.page(false)?;
            record(&files, &Page::parse(&main), stored)
        })
    }
}

/// Records the answers `page` shows, and its examples into the day's
/// crate: says each answer recorded now, and, where the page was `stored`
/// before (a page fetched now has said what it recorded), each that was
/// recorded already; or that no part is solved on the site yet.
fn record(files: &DayFiles, page: &Page, stored: bool) -> anyhow::Result<()> {
    let recorded = files.record_accepted(page)?;
    if recorded.is_empty() {
        println!("no part of day {} is solved on the site yet", files.day.day);
    }
    for line in recorded {
        if stored || !matches!(line, Recorded::Already { .. }) {
            println!("{line}");
        }
    }
    super::read::examples_into_crate(files, page)
}

/// The stars the calendar page `html` shows, day by day.
#[cfg(feature = "site")]
pub fn calendar_stars(html: &str) -> Vec<(u8, usize)> {
    let root = crate::page::html::parse(html);
    root.descendants("a")
        .into_iter()
        .filter_map(|link| {
            let label = link.attribute("aria-label")?;
            let rest = label.strip_prefix("Day ")?;
            let (day, stars) = rest
                .split_once(',')
                .map_or((rest, ""), |(day, stars)| (day, stars.trim()));
            let stars = match stars {
                "two stars" => 2,
                "one star" => 1,
                _ => 0,
            };
            Some((day.trim().parse().ok()?, stars))
        })
        .collect()
}

#[cfg(feature = "site")]
mod all {
    use std::io::IsTerminal;
    use std::path::Path;
    use std::thread;
    use std::time::{Duration, Instant};

    use indicatif::{ProgressBar, ProgressStyle};
    use layout::Day;

    use super::calendar_stars;
    use crate::site::client::Site;
    use crate::site::files::DayFiles;
    use crate::site::session::user_agent;
    use crate::years::answers;

    /// One request at a time, the next one at least this long after the
    /// last one's reply.
    const APART: Duration = Duration::from_secs(1);

    /// What is missing of a day.
    struct Missing {
        day: Day,
        input: bool,
        page: bool,
    }

    /// Fetches what is missing of the `open` days of `year`.
    pub fn fetch_all(root: &Path, year: u16, open: &[Day]) -> anyhow::Result<()> {
        let site = Site::connect(&user_agent(root)?)?;
        let calendar = site.calendar(year)?;
        let stars = calendar_stars(&calendar.body);
        let shown = |day: Day| {
            stars
                .iter()
                .find(|(of, _)| *of == day.day)
                .map_or(0, |(_, stars)| *stars)
        };
        let missing = missing(root, open, shown)?;
        let requests: usize = missing
            .iter()
            .map(|item| usize::from(item.input) + usize::from(item.page))
            .sum();
        let solved = stars.iter().filter(|(_, stars)| *stars > 0).count();
        let to_make = match requests {
            0 => "nothing to fetch: every input and page is here".to_owned(),
            1 => "1 request to make".to_owned(),
            _ => format!("{requests} requests to make, a second apart"),
        };
        println!(
            "{year}: {} days open, {solved} with stars on the site; {to_make}",
            open.len(),
        );
        let mut summary = Summary {
            complete: open
                .iter()
                .filter(|day| !missing.iter().any(|item| item.day == **day))
                .map(|&day| (day.day, shown(day)))
                .collect(),
            ..Summary::default()
        };
        Requests::new(&site, requests).make(root, &missing, &mut summary)?;
        if requests == 0 {
            println!("everything is stored already: nothing more was sent");
        } else {
            println!("{}", summary.sentence(year));
        }
        Ok(())
    }

    /// What each of the `open` days lacks under `root`: its own input, or
    /// the page, where the calendar `shown` more stars than are recorded.
    fn missing(
        root: &Path,
        open: &[Day],
        shown: impl Fn(Day) -> usize,
    ) -> anyhow::Result<Vec<Missing>> {
        let mut missing = Vec::new();
        for &day in open {
            let recorded = answers::read(root, day)?
                .unwrap_or_default()
                .iter()
                .flatten()
                .count();
            let item = Missing {
                day,
                input: !DayFiles::new(root, day).has_own_input(),
                page: shown(day) > recorded,
            };
            if item.input || item.page {
                missing.push(item);
            }
        }
        Ok(missing)
    }

    /// The requests `fetch all` makes, one at a time and a second apart,
    /// with a progress bar where a person watches.
    struct Requests<'a> {
        site: &'a Site,
        bar: ProgressBar,
        terminal: bool,
        last: Instant,
    }

    impl<'a> Requests<'a> {
        fn new(site: &'a Site, requests: usize) -> Self {
            let terminal = std::io::stdout().is_terminal();
            let bar = if terminal {
                let bar = ProgressBar::new(u64::try_from(requests).unwrap_or(0));
                bar.set_style(
                    ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}")
                        .unwrap_or_else(|_| ProgressStyle::default_bar()),
                );
                bar
            } else {
                ProgressBar::hidden()
            };
            Self {
                site,
                bar,
                terminal,
                last: Instant::now(),
            }
        }

        /// Says `line` above the bar (or as it is, with no bar).
        fn say(&self, line: String) {
            if self.terminal {
                self.bar.println(line);
            } else {
                println!("{line}");
            }
        }

        /// Waits until a second has passed since the last reply.
        fn pace(&self) {
            let since = self.last.elapsed();
            if since < APART {
                thread::sleep(APART - since);
            }
        }

        /// Asks for each input and page `missing`, saving each, into
        /// `summary`.
        fn make(
            mut self,
            root: &Path,
            missing: &[Missing],
            summary: &mut Summary,
        ) -> anyhow::Result<()> {
            for item in missing {
                let files = DayFiles::new(root, item.day);
                if item.input {
                    self.bar.set_message(format!("day {}: input", item.day.day));
                    self.pace();
                    let reply = self.site.input(item.day)?;
                    self.last = Instant::now();
                    if reply.body.trim().is_empty() {
                        self.say(format!(
                            "day {}: the site sent an empty input: nothing saved",
                            item.day.day
                        ));
                        summary.empty.push(item.day.day);
                    } else {
                        crate::files::write(&files.path("txt"), &reply.body)?;
                        self.say(format!("saved {}", files.file("txt")));
                        summary.inputs.push(item.day.day);
                    }
                    self.bar.inc(1);
                }
                if item.page {
                    self.bar.set_message(format!("day {}: page", item.day.day));
                    self.pace();
                    let reply = self.site.puzzle(item.day)?;
                    self.last = Instant::now();
                    let main = crate::page::main_of(&reply.body)
                        .unwrap_or(&reply.body)
                        .to_owned();
                    for recorded in files.keep_page(&main)? {
                        self.say(recorded.to_string());
                        summary.answers += 1;
                    }
                    summary.pages.push(item.day.day);
                    self.bar.inc(1);
                }
            }
            self.bar.finish_and_clear();
            Ok(())
        }
    }

    /// What `fetch all` did, for its last line.
    #[derive(Debug, Default)]
    pub(super) struct Summary {
        /// Days whose input was saved.
        pub inputs: Vec<u8>,
        /// Days whose page was fetched.
        pub pages: Vec<u8>,
        /// Answers those pages recorded.
        pub answers: usize,
        /// Days whose input the site sent empty.
        pub empty: Vec<u8>,
        /// Days with nothing missing, for which nothing was asked, each
        /// with the stars the calendar shows for it.
        pub complete: Vec<(u8, usize)>,
    }

    impl Summary {
        /// One sentence: what was saved, and what was skipped.
        pub fn sentence(&self, year: u16) -> String {
            let days = |days: &[u8]| {
                let list: Vec<String> = days.iter().map(u8::to_string).collect();
                format!(
                    "day{} {}",
                    if days.len() == 1 { "" } else { "s" },
                    list.join(", ")
                )
            };
            let mut done = Vec::new();
            if !self.inputs.is_empty() {
                done.push(format!("saved the input of {}", days(&self.inputs)));
            }
            if !self.pages.is_empty() {
                let answers = match self.answers {
                    0 => "no answer to record".to_owned(),
                    1 => "1 answer recorded".to_owned(),
                    n => format!("{n} answers recorded"),
                };
                done.push(format!("the page of {} ({answers})", days(&self.pages)));
            }
            let mut line = format!("{year}: {}", done.join(", and "));
            if !self.empty.is_empty() {
                line.push_str(&format!(
                    "; the site sent no input for {}",
                    days(&self.empty)
                ));
            }
            // Skipped days, grouped by what they have: both stars, one,
            // none yet.
            let skipped: Vec<String> = [
                (2, "with your input and both stars recorded already"),
                (1, "with your input and its one star recorded already"),
                (0, "with your input, and no star yet"),
            ]
            .into_iter()
            .filter_map(|(stars, what)| {
                let group: Vec<u8> = self
                    .complete
                    .iter()
                    .filter(|(_, shown)| (*shown).min(2) == stars)
                    .map(|(day, _)| *day)
                    .collect();
                (!group.is_empty()).then(|| format!("{}, {what}", days(&group)))
            })
            .collect();
            if !skipped.is_empty() {
                line.push_str(&format!("; skipped {}", skipped.join("; ")));
            }
            line
        }
    }
}

#[cfg(test)]
#[cfg(feature = "site")]
mod tests {
    use super::*;

    #[test]
    #[cfg(feature = "site")]
    fn fetch_all_ends_with_what_it_saved_and_skipped() {
        let summary = all::Summary {
            inputs: vec![1, 3],
            pages: vec![1],
            answers: 2,
            empty: Vec::new(),
            complete: vec![(2, 2), (5, 1), (6, 2), (7, 0)],
        };
        assert_eq!(
            summary.sentence(2026),
            "2026: saved the input of days 1, 3, and the page of day 1 (2 answers recorded); \
             skipped days 2, 6, with your input and both stars recorded already; day 5, with your \
             input and its one star recorded already; day 7, with your input, and no star yet"
        );
    }

    #[test]
    fn the_calendar_says_each_days_stars() {
        let html = r#"<main><pre class="calendar"><a aria-label="Day 1, two stars" href="/2026/day/1">1</a>
            <a aria-label="Day 2, one star" href="/2026/day/2">2</a><a aria-label="Day 3" href="/2026/day/3">3</a>
            <a href="/2026/about">about</a></pre></main>"#;
        assert_eq!(calendar_stars(html), [(1, 2), (2, 1), (3, 0)]);
    }
}
