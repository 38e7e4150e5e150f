//! A puzzle page as data: its `<main>` (what is kept under `input/`), its
//! parts (an `<article class="day-desc">` each, part two once part one is
//! solved), its code blocks (every `<pre>`, numbered as `just read` shows
//! them and `just example` takes them), and the answers it shows as
//! accepted ("Your puzzle answer was `<code>X</code>`").

use super::html::{self, Element};

/// The part of a page that is the puzzle (or a verdict): inside `<main>`.
pub fn main_of(html: &str) -> Option<&str> {
    let start = html.find("<main")?;
    let open_end = start + html[start..].find('>')? + 1;
    let end = open_end + html[open_end..].find("</main>")?;
    Some(&html[open_end..end])
}

#[cfg(feature = "site")]
/// True when the page was served to someone not logged in: the site then
/// asks the reader to identify themselves instead of showing the form.
pub fn logged_out(html: &str) -> bool {
    html.contains("To play, please identify yourself")
}

/// A puzzle page's `<main>`, read.
pub struct Page {
    main: Element,
}

impl Page {
    /// The page whose `<main>` (or whole text) is `main`.
    pub fn parse(main: &str) -> Self {
        Self {
            main: html::parse(main_of(main).unwrap_or(main)),
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

    /// The page's code blocks (every `<pre>`, with or without a class), as
    /// text, in order: the puzzle's examples among them.
    pub fn code_blocks(&self) -> Vec<String> {
        self.main
            .descendants("pre")
            .into_iter()
            .map(Element::text)
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

    #[test]
    fn a_page_gives_its_parts_code_blocks_and_accepted_answers() {
        let page = Page::parse(PAGE);
        assert_eq!(page.parts().len(), 2);
        assert_eq!(page.code_blocks(), ["199\n200\n<208>\n", "1 & 2\n"]);
        assert_eq!(page.accepted_answers(), ["1292", "1262"]);
        #[cfg(feature = "site")]
        assert!(!logged_out(PAGE));
    }
}
