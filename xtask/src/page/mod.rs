//! A puzzle page read, and what it gives, with no network and no token:
//! everything here works on a page kept under `input/` (or any page given
//! as text), in the plain build of the tools. It may not use the site's
//! client or the session (`crate::site`), which use it.
//!
//! - [`Page`]: the `<main>` of a page, as a tree ([`html`]); its parts (an
//!   `<article class="day-desc">` each, part two once part one is solved),
//!   its code blocks (every `<pre>`, numbered as `just read` shows them and
//!   `just example` takes them), the answers it shows as accepted ("Your
//!   puzzle answer was `<code>X</code>`"), and where the last star stands.
//! - [`render`]: the page as terminal text.
//! - [`examples`]: the examples the page gives, and what it says of each.
//! - [`fill`]: those examples written into a day's crate.
//! - [`measure`]: how right the example rules are on real pages.

pub mod examples;
pub mod fill;
pub mod html;
pub mod measure;
pub mod render;

use layout::{Day, Part};

use self::html::Element;

/// The real site's address, which every page's own links are relative to.
pub const SITE: &str = "https://adventofcode.com";

/// The address of `day`'s page on the site at `base`.
pub fn url_on(base: &str, day: Day) -> String {
    format!("{base}/{}/day/{}", day.year, day.day)
}

/// The part of a page that is the puzzle (or a verdict): inside `<main>`.
#[cfg_attr(not(feature = "site"), allow(dead_code))]
pub fn main_of(html: &str) -> Option<&str> {
    let start = html.find("<main")?;
    let open_end = start + html[start..].find('>')? + 1;
    let end = open_end + html[open_end..].find("</main>")?;
    Some(&html[open_end..end])
}

/// True when the page was served to someone not logged in: the site then
/// asks the reader to identify themselves instead of showing the form.
#[cfg_attr(not(feature = "site"), allow(dead_code))]
pub fn logged_out(html: &str) -> bool {
    html.contains("To play, please identify yourself")
}

/// Where the last day's second star stands, as its page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LastStar {
    /// Part one is not answered yet: part two is not on the page.
    PartOneFirst,
    /// Every other star is in: the page shows the form that sends it.
    Form(Form),
    /// Part two is shown with no form: stars are missing, in the page's
    /// own words (empty where it says nothing of them).
    Missing(String),
    /// Both stars of the day are in.
    Earned,
}

/// A form as the page gives it: where it posts (as written, relative to
/// the page), and its hidden fields, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    /// The `action` attribute.
    pub action: String,
    /// The hidden fields' names and values.
    pub fields: Vec<(String, String)>,
}

impl Form {
    /// The path the form posts to, from the page of day `day` of `year`
    /// (`/2021/day/25`): an absolute action as it is, a relative one beside
    /// the page, as a browser resolves it.
    #[cfg_attr(not(feature = "site"), allow(dead_code))]
    pub fn path(&self, year: u16, day: u8) -> String {
        let action = self.action.split(['?', '#']).next().unwrap_or("");
        if action.starts_with('/') {
            action.to_owned()
        } else if action.is_empty() {
            format!("/{year}/day/{day}")
        } else {
            format!("/{year}/day/{action}")
        }
    }
}

/// A puzzle page's `<main>`, read.
pub struct Page {
    main: Element,
}

impl Page {
    /// The page whose `<main>` (or whole text) is `main`.
    pub fn parse(main: &str) -> Self {
        Self {
            main: html::parse(main),
        }
    }

    /// Everything in `<main>`, in order.
    pub fn main(&self) -> &Element {
        &self.main
    }

    /// The parts shown: part one's description, and part two's once part
    /// one is solved.
    pub fn parts(&self) -> Vec<&Element> {
        self.main
            .descendants("article")
            .into_iter()
            .filter(|article| article.has_class("day-desc"))
            .collect()
    }

    /// The answers the page shows as accepted, part 1's first.
    pub fn accepted_answers(&self) -> Vec<String> {
        self.main
            .descendants("p")
            .into_iter()
            .filter(|p| p.text().trim_start().starts_with("Your puzzle answer was"))
            .filter_map(|p| p.descendants("code").first().map(|code| code.text()))
            .collect()
    }

    /// True when the page says both parts are complete ("Both parts of this
    /// puzzle are complete! They provide two gold stars").
    pub fn both_complete(&self) -> bool {
        self.main.descendants("p").into_iter().any(|p| {
            p.text()
                .trim_start()
                .starts_with("Both parts of this puzzle are complete")
        })
    }

    /// Where the last day's second star stands on this page (the page of
    /// the last day of a year: its second star is no answer, but a form the
    /// site shows once every other star of the year is in).
    pub fn last_star(&self) -> LastStar {
        if self.both_complete() {
            return LastStar::Earned;
        }
        if self.parts().len() < 2 {
            return LastStar::PartOneFirst;
        }
        if let Some(form) = self.star_form() {
            return LastStar::Form(form);
        }
        LastStar::Missing(self.stars_said())
    }

    /// The form that sends part two's level with no answer to type: the
    /// last star's button (the answer form of an ordinary part has a text
    /// field for the answer).
    fn star_form(&self) -> Option<Form> {
        self.main.descendants("form").into_iter().find_map(|form| {
            let method = form.attribute("method").unwrap_or("get");
            let inputs = form.descendants("input");
            let typed = inputs
                .iter()
                .any(|input| input.attribute("type").is_none_or(|kind| kind == "text"));
            let fields: Vec<(String, String)> = inputs
                .iter()
                .filter(|input| input.attribute("type") == Some("hidden"))
                .filter_map(|input| {
                    Some((
                        input.attribute("name")?.to_owned(),
                        input.attribute("value").unwrap_or("").to_owned(),
                    ))
                })
                .collect();
            let level_two = fields
                .iter()
                .any(|(name, value)| name == "level" && value == "2");
            (method.eq_ignore_ascii_case("post") && !typed && level_two).then(|| Form {
                action: form.attribute("action").unwrap_or("").to_owned(),
                fields,
            })
        })
    }

    /// The part the page's answer form sends, where it shows one (a form
    /// with a field to type the answer in, and a hidden `level`): part one
    /// at the opening, part two once part one is solved, none once the day
    /// is done.
    pub fn answer_form(&self) -> Option<Part> {
        self.main.descendants("form").into_iter().find_map(|form| {
            let inputs = form.descendants("input");
            let named = |name: &str| {
                inputs
                    .iter()
                    .find(|input| input.attribute("name") == Some(name))
            };
            let typed = named("answer")?
                .attribute("type")
                .is_none_or(|kind| kind == "text");
            let level = named("level")?.attribute("value")?.trim().parse().ok()?;
            typed.then(|| Part::from_number(level)).flatten()
        })
    }

    /// What the page says of the stars still missing: its sentences after
    /// part two that speak of stars, else part two's last sentence that
    /// does.
    fn stars_said(&self) -> String {
        let speaks_of_stars = |text: &str| text.to_lowercase().contains("star");
        let one_line = |text: String| text.split_whitespace().collect::<Vec<_>>().join(" ");
        let parts = self.parts();
        let mut after = Vec::new();
        let mut past = false;
        for element in self.main.elements() {
            if parts
                .last()
                .is_some_and(|last| std::ptr::eq(*last, element))
            {
                past = true;
                continue;
            }
            if past && element.name != "article" {
                let text = one_line(element.text());
                if speaks_of_stars(&text) && !text.starts_with("You can also") {
                    after.push(text);
                }
            }
        }
        if !after.is_empty() {
            return after.join(" ");
        }
        parts
            .last()
            .and_then(|two| {
                two.descendants("p")
                    .into_iter()
                    .map(|p| one_line(p.text()))
                    .rfind(|text| speaks_of_stars(text))
            })
            .unwrap_or_default()
    }

    /// The page's code blocks (every `<pre>`, with or without a class), as
    /// text, in order: the puzzle's examples among them.
    pub fn code_blocks(&self) -> Vec<String> {
        self.main
            .descendants("pre")
            .into_iter()
            .map(Element::block_text)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub const PAGE: &str = r#"<html><body><header>[Log Out]</header><main>
<article class="day-desc"><h2>--- Day 1: Sonar Sweep ---</h2><p>For example, suppose you had the following report:</p>
<pre><code>199
200
&lt;208&gt;
</code></pre>
<p>In this example, there are <code><em>7</em></code> measurements.</p>
<pre class="wrap"><code><em>1</em> &amp; 2
</code></pre>
</article>
<p>Your puzzle answer was <code>1292</code>.</p>
<article class="day-desc"><h2 id="part2">--- Part Two ---</h2><p>Consider sums.</p></article>
<p>Your puzzle answer was <code>1262</code>.</p>
</main></body></html>"#;

    /// The last day's page of `year` in each state, in the site's markup
    /// (text written here): `solved` parts, and what follows part two.
    fn last_day(year: u16, day: u8, solved: usize, after_two: &str) -> String {
        let mut main = format!(
            "<main>\n<article class=\"day-desc\"><h2>--- Day {day}: The Last ---</h2>\
             <p>Count the lines.</p><pre><code>a\nb\n</code></pre>\
             <p>Here there are <code><em>2</em></code>.</p></article>\n"
        );
        if solved == 0 {
            main.push_str(&format!(
                "<form method=\"post\" action=\"{day}/answer\"><input type=\"hidden\" name=\"level\" value=\"1\"/>\
                 <p>Answer: <input type=\"text\" name=\"answer\" autocomplete=\"off\"/> \
                 <input type=\"submit\" value=\"[Submit]\"/></p></form>\n"
            ));
        } else {
            main.push_str(
                "<p>Your puzzle answer was <code>7</code>.</p><article class=\"day-desc\">\
                 <h2 id=\"part2\">--- Part Two ---</h2><p>The machine wants \
                 <em class=\"star\">every star</em> of the year.</p></article>\n",
            );
            main.push_str(after_two);
        }
        main.push_str(&format!(
            "<p>You can also <span class=\"share\">[<a href=\"/{year}\">Share</a>]</span> this puzzle.</p>\n</main>"
        ));
        main
    }

    #[test]
    fn the_last_days_second_star_in_each_state_of_its_page() {
        for (year, day) in [(2021, 25), (2026, 12)] {
            let form = format!(
                "<form method=\"post\" action=\"{day}/answer\"><input type=\"hidden\" name=\"level\" value=\"2\"/>\
                 <input type=\"hidden\" name=\"answer\" value=\"0\"/><p>You have enough stars to \
                 <input type=\"submit\" value=\"[Press The Button]\"/>.</p></form>"
            );
            let open = Page::parse(&last_day(year, day, 0, ""));
            assert_eq!(open.last_star(), LastStar::PartOneFirst);
            let missing = Page::parse(&last_day(
                year,
                day,
                1,
                "<p>You don't have enough stars to press the button: you need <em>3</em> more stars.</p>",
            ));
            assert_eq!(
                missing.last_star(),
                LastStar::Missing(
                    "You don't have enough stars to press the button: you need 3 more stars."
                        .into()
                )
            );
            let shown = Page::parse(&last_day(year, day, 1, &form));
            let LastStar::Form(sent) = shown.last_star() else {
                panic!("{:?}", shown.last_star());
            };
            assert_eq!(sent.path(year, day), format!("/{year}/day/{day}/answer"));
            assert_eq!(
                sent.fields,
                [("level".into(), "2".into()), ("answer".into(), "0".into())]
            );
            assert_eq!(shown.accepted_answers(), ["7"]);
            // Both in: the site still shows the button, to press again.
            let earned = Page::parse(&last_day(
                year,
                day,
                1,
                &format!(
                    "<p class=\"day-success\">Both parts of this puzzle are complete! They provide two gold stars: **</p>\
                     {}",
                    form.replace("You have enough stars to", "If you like, you can")
                ),
            ));
            assert_eq!(earned.last_star(), LastStar::Earned);
            // Nothing after part two: its own last word on stars.
            let quiet = Page::parse(&last_day(year, day, 1, ""));
            assert_eq!(
                quiet.last_star(),
                LastStar::Missing("The machine wants every star of the year.".into())
            );
            // The star's button is no form to type an answer in.
            assert_eq!(open.answer_form(), Some(Part::One));
            assert_eq!(shown.answer_form(), None);
        }
    }

    #[test]
    fn the_answer_form_says_which_part_it_sends() {
        let form = |level: &str| {
            format!(
                "<main><article class=\"day-desc\"><h2>--- Day 5 ---</h2></article>\
                 <form method=\"post\" action=\"5/answer\"><input type=\"hidden\" name=\"level\" value=\"{level}\"/>\
                 <p>Answer: <input type=\"text\" name=\"answer\" autocomplete=\"off\"/> \
                 <input type=\"submit\" value=\"[Submit]\"/></p></form></main>"
            )
        };
        assert_eq!(Page::parse(&form("1")).answer_form(), Some(Part::One));
        assert_eq!(Page::parse(&form("2")).answer_form(), Some(Part::Two));
        assert_eq!(Page::parse(&form("3")).answer_form(), None);
        // Both parts answered: the site shows no form.
        assert_eq!(Page::parse(PAGE).answer_form(), None);
    }

    #[test]
    fn a_page_gives_its_parts_code_blocks_and_accepted_answers() {
        let page = Page::parse(PAGE);
        assert_eq!(page.parts().len(), 2);
        assert_eq!(page.code_blocks(), ["199\n200\n<208>\n", "1 & 2\n"]);
        assert_eq!(page.accepted_answers(), ["1292", "1262"]);
        assert!(!logged_out(PAGE));
    }
}
