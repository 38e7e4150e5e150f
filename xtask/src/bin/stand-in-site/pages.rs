//! The stand-in's pages, in the site's markup with text written here: a
//! day's puzzle (its example in a `<pre><code>` with `<em>` inside, a
//! `<pre class="wrap">`, a hover text, links, the answer as
//! `<code><em>…</em></code>`; part two after "Your puzzle answer was"; the
//! answer form and the share line), the calendar with its `aria-label`s,
//! and a private leaderboard's JSON.

use std::fmt::Write as _;

use super::Site;

/// A page as the site lays one out: the reply's content inside `<main>`.
pub fn page(main: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en-us\"><head><title>Advent of Code</title></head><body>\n\
         <header><h1 class=\"title-global\"><a href=\"/\">Advent of Code</a></h1>\
         <nav><ul><li><a href=\"/2021/about\">[About]</a></li></ul></nav></header>\n\
         <main>\n{main}\n</main>\n</body></html>\n"
    )
}

/// Day `day`'s puzzle page, as the reader (signed in or not) sees it.
pub fn puzzle(site: &Site, day: u8, signed_in: bool) -> String {
    let year = site.year;
    // A page given whole (a saved one, answers and all): its parts'
    // articles alone, part two's shown once part one is solved.
    let given = match &site.page {
        Some((of, text)) if *of == day => Some(articles(text)),
        _ => None,
    };
    let mut main = match &given {
        Some(articles) => articles.first().cloned().unwrap_or_default(),
        None => format!(
            "<article class=\"day-desc\"><h2>--- Day {day}: Stand-in ---</h2>\
             <p>The elves keep a <span title=\"Counted twice, to be sure.\">report</span> of \
             lines (your puzzle input), as every year since <a href=\"/2015\">the first</a>.</p>\
             <p>For example, suppose the report were:</p>\n\
             <pre><code>a\n<em>b</em>\nc\n</code></pre>\n\
             <p>Counting goes like this:</p>\n\
             <pre class=\"wrap\"><code>a, then b, then c &lt;end&gt;\n</code></pre>\n\
             <p>In this example, there are <code><em>3</em></code> lines.</p>\
             <p><em>How many lines</em> are in your report?</p></article>"
        ),
    };
    if !signed_in {
        main.push_str("<p>To play, please identify yourself via one of these services:</p>");
        return page(&main);
    }
    let entry = &site.days[&day];
    if site.is_last(day) {
        last_day(site, day, &mut main);
        return page(&main);
    }
    for (part, answer) in entry.answers.iter().enumerate().take(entry.solved) {
        let _ = write!(main, "<p>Your puzzle answer was <code>{answer}</code>.</p>");
        if part == 0
            && let Some(articles) = &given
        {
            main.push_str(articles.get(1).map_or("", String::as_str));
        } else if part == 0 {
            main.push_str(
                "<article class=\"day-desc\"><h2 id=\"part2\">--- Part Two ---</h2>\
                 <p>Now count the <em>characters</em>.</p>\
                 <p>In the example above, there are <code><em>6</em></code> characters, newlines too.</p>\
                 <p><em>How many characters</em> are in your report?</p></article>",
            );
        }
    }
    if entry.solved < 2 {
        let _ = write!(
            main,
            "<form method=\"post\" action=\"{day}/answer\"><input type=\"hidden\" name=\"level\" value=\"{}\"/>\
             <p>Answer: <input type=\"text\" name=\"answer\" autocomplete=\"off\"/> <input type=\"submit\" value=\"[Submit]\"/></p></form>",
            entry.solved + 1
        );
    } else {
        let _ = write!(
            main,
            "<p class=\"day-success\">Both parts of this puzzle are complete! They provide two gold stars: **</p>\
             <p>At this point, you should <a href=\"/{year}\">return to your Advent calendar</a> and try another puzzle.</p>\
             <p>If you still want to see it, you can <a href=\"{day}/input\" target=\"_blank\">get your puzzle input</a>.</p>"
        );
    }
    main.push_str(
        "<p>You can also <span class=\"share\">[<a href=\"javascript:void(0);\" onclick=\"\">Share\
         <span class=\"share-content\">on <a href=\"https://bsky.app/intent/compose?text=x\" target=\"_blank\">Bluesky</a>\
         </span></a>]</span> this puzzle.</p>",
    );
    page(&main)
}

/// Each `<article class="day-desc">…</article>` of `main`, whole; `main`
/// itself where it has none.
fn articles(main: &str) -> Vec<String> {
    const OPEN: &str = "<article class=\"day-desc\"";
    const CLOSE: &str = "</article>";
    let mut found = Vec::new();
    let mut rest = main;
    while let Some(start) = rest.find(OPEN) {
        let Some(end) = rest[start..].find(CLOSE) else {
            break;
        };
        found.push(rest[start..start + end + CLOSE.len()].to_owned());
        rest = &rest[start + end + CLOSE.len()..];
    }
    if found.is_empty() {
        found.push(main.to_owned());
    }
    found
}

/// The last day's page after part one's article: one puzzle, and a second
/// star that is a form (hidden `level` 2, `answer` 0, a button) once every
/// other star of the year is in; until then, how many are missing.
fn last_day(site: &Site, day: u8, main: &mut String) {
    let entry = &site.days[&day];
    if entry.solved == 0 {
        let _ = write!(
            main,
            "<form method=\"post\" action=\"{day}/answer\"><input type=\"hidden\" name=\"level\" value=\"1\"/>\
             <p>Answer: <input type=\"text\" name=\"answer\" autocomplete=\"off\"/> <input type=\"submit\" value=\"[Submit]\"/></p></form>"
        );
        return;
    }
    let _ = write!(
        main,
        "<p>Your puzzle answer was <code>{}</code>.</p><article class=\"day-desc\"><h2 id=\"part2\">--- Part Two ---</h2>\
         <p>The lights come on. The panel wants <em class=\"star\">every star</em> of the year, \
         and the report gives you <em class=\"star\">1 star</em> of them.</p></article>",
        entry.answers[0]
    );
    let button = |words: &str| {
        format!(
            "<form method=\"post\" action=\"{day}/answer\"><input type=\"hidden\" name=\"level\" value=\"2\"/>\
             <input type=\"hidden\" name=\"answer\" value=\"0\"/><p>{words} <input type=\"submit\" value=\"[Light The Panel]\"/>.</p></form>"
        )
    };
    if entry.solved == 2 {
        let _ = write!(
            main,
            "<p class=\"day-success\">Both parts of this puzzle are complete! They provide two gold stars: **</p>{}",
            button("If you like, you can")
        );
    } else if site.missing_stars() == 0 {
        main.push_str(&button("You have enough stars to"));
    } else {
        let _ = write!(
            main,
            "<p>The panel stays dark: it needs <em class=\"star\">{} more stars</em> before it will light.</p>",
            site.missing_stars()
        );
    }
}

/// The year's calendar: a link a day, its `aria-label` saying its stars.
pub fn calendar(site: &Site, signed_in: bool) -> String {
    let year = site.year;
    let mut main = String::from("<pre class=\"calendar\">");
    let mut days: Vec<&u8> = site.days.keys().collect();
    days.sort();
    for day in days {
        let solved = if signed_in { site.days[day].solved } else { 0 };
        let (label, class) = match solved {
            2 => (format!("Day {day}, two stars"), " calendar-verycomplete"),
            1 => (format!("Day {day}, one star"), " calendar-complete"),
            _ => (format!("Day {day}"), ""),
        };
        let _ = writeln!(
            main,
            "<a aria-label=\"{label}\" href=\"/{year}/day/{day}\" class=\"calendar-day{day}{class}\">\
             <span class=\"calendar-day\">{day:>2}</span> <span class=\"calendar-mark-complete\">*</span>\
             <span class=\"calendar-mark-verycomplete\">*</span></a>"
        );
    }
    main.push_str("</pre>");
    page(&main)
}

/// The private board `id`'s JSON: three members, one of them anonymous.
pub fn board(site: &Site, id: &str) -> String {
    let year = site.year;
    let start = 1_638_334_800_u64;
    let member = |member: &str, name: &str, score: u32, stars: &[(u8, u8)]| {
        let mut days = String::new();
        for (index, (day, parts)) in stars.iter().enumerate() {
            if index > 0 {
                days.push(',');
            }
            let mut levels = Vec::new();
            for part in 1..=*parts {
                levels.push(format!(
                    "\"{part}\":{{\"get_star_ts\":{},\"star_index\":{}}}",
                    start + u64::from(*day) * 86_400 + u64::from(part) * 600,
                    u32::from(*day) * 10 + u32::from(part)
                ));
            }
            let _ = write!(days, "\"{day}\":{{{}}}", levels.join(","));
        }
        let count: u8 = stars.iter().map(|(_, parts)| parts).sum();
        format!(
            "\"{member}\":{{\"id\":{member},\"name\":{name},\"local_score\":{score},\"global_score\":0,\
             \"stars\":{count},\"last_star_ts\":{start},\"completion_day_level\":{{{days}}}}}"
        )
    };
    format!(
        "{{\"owner_id\":{id},\"event\":\"{year}\",\"day1_ts\":{start},\"members\":{{{},{},{}}}}}",
        member(id, "\"Ada Owner\"", 21, &[(1, 2), (2, 1)]),
        member("222", "null", 34, &[(1, 2), (2, 2), (3, 1)]),
        member("333", "\"Bo\"", 8, &[(1, 1)]),
    )
}
