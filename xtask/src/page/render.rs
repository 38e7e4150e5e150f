//! A puzzle page as terminal text: paragraphs wrapped, every code block
//! (`<pre>`, whatever its class) printed as it is, indented and headed by
//! its number for `just example`, emphasis in bold on a terminal (inside a
//! block, without a character of the block changed; in prose, `*…*` when
//! the output is not a terminal), the hover texts the site hides in
//! `title` attributes shown as a note after their paragraph (or after their
//! code block, whose lines stay as they are), and links as
//! full addresses listed at the end. The share line and the answer form are
//! left out.

use std::fmt::Write as _;

use super::Page;
use super::html::{Element, Node};

/// How the text is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    /// Wrap prose at this many columns.
    pub width: usize,
    /// Bold for emphasis (a terminal); otherwise `*…*` in prose and nothing
    /// in code blocks.
    pub bold: bool,
}

const BOLD: &str = "\x1b[1m";
const PLAIN: &str = "\x1b[22m";

/// `page` (at the address `url`) as text in `style`.
pub fn render(page: &Page, url: &str, style: Style) -> String {
    let mut renderer = Renderer {
        style,
        url,
        out: String::new(),
        links: Vec::new(),
        blocks: 0,
    };
    renderer.children(page.main());
    let mut out = renderer.out.trim_end_matches('\n').to_owned();
    out.push('\n');
    if !renderer.links.is_empty() {
        out.push_str("\nLinks:\n");
        for (number, link) in renderer.links.iter().enumerate() {
            let _ = writeln!(out, "[{}] {link}", number + 1);
        }
    }
    out
}

struct Renderer<'a> {
    style: Style,
    url: &'a str,
    out: String,
    links: Vec<String>,
    blocks: usize,
}

impl Renderer<'_> {
    /// The blocks below `element`.
    fn children(&mut self, element: &Element) {
        let mut inline = Vec::new();
        for node in &element.children {
            match node {
                Node::Element(child) if is_block(child) => {
                    self.paragraph(&inline, "", "");
                    inline.clear();
                    self.block(child);
                }
                other => inline.push(other.clone()),
            }
        }
        self.paragraph(&inline, "", "");
    }

    fn block(&mut self, element: &Element) {
        match element.name.as_str() {
            "form" | "script" | "style" | "nav" | "header" => {}
            "p" if element
                .descendants("span")
                .iter()
                .any(|s| s.has_class("share")) => {}
            "pre" => self.code_block(element),
            "h1" | "h2" | "h3" | "p" => self.paragraph(&element.children, "", ""),
            "ul" | "ol" => {
                for item in element.elements().filter(|item| item.name == "li") {
                    let mut item_text = ItemText::default();
                    self.list_item(&item.children, &mut item_text);
                    self.item_words(&mut item_text);
                }
                self.out.push('\n');
            }
            _ => self.children(element),
        }
    }

    /// A list item: its words after a dash, wrapped; a block in it (a code
    /// block, a list) shown as a block where it stands.
    fn list_item(&mut self, nodes: &[Node], item: &mut ItemText) {
        for node in nodes {
            match node {
                Node::Element(child) if child.name == "p" => {
                    self.item_words(item);
                    self.list_item(&child.children, item);
                    self.item_words(item);
                }
                Node::Element(child) if is_block(child) => {
                    self.item_words(item);
                    self.block(child);
                }
                other => item.words.push(other.clone()),
            }
        }
    }

    /// The words of a list item gathered so far, as its next lines.
    fn item_words(&mut self, item: &mut ItemText) {
        let has_words = item
            .words
            .iter()
            .any(|node| !node.block_text().trim().is_empty());
        if has_words {
            let first = if item.started { "    " } else { "  - " };
            self.paragraph(&item.words, first, "    ");
            item.started = true;
        }
        item.words.clear();
    }

    /// A code block as it is, indented, under its number; its hover texts
    /// after it.
    fn code_block(&mut self, pre: &Element) {
        self.blocks += 1;
        let mut text = String::new();
        let mut notes = Vec::new();
        self.code_text(&pre.children, false, &mut text, &mut notes);
        let _ = writeln!(self.out, "[code block {}]", self.blocks);
        for line in text.trim_end_matches('\n').split('\n') {
            let _ = writeln!(self.out, "    {line}");
        }
        self.hover(&notes, "");
        self.out.push('\n');
    }

    fn code_text(
        &self,
        nodes: &[Node],
        emphasised: bool,
        out: &mut String,
        notes: &mut Vec<String>,
    ) {
        for node in nodes {
            match node {
                Node::Text(text) if emphasised && self.style.bold => {
                    // Bold stops at each line's end, so that the indent of
                    // the next line stays plain.
                    let lines: Vec<String> = text
                        .split('\n')
                        .map(|line| {
                            if line.is_empty() {
                                String::new()
                            } else {
                                format!("{BOLD}{line}{PLAIN}")
                            }
                        })
                        .collect();
                    out.push_str(&lines.join("\n"));
                }
                Node::Text(text) => out.push_str(text),
                Node::Element(element) => {
                    if let Some(title) = element.attribute("title") {
                        notes.push(title.to_owned());
                    }
                    let em = emphasised || matches!(element.name.as_str(), "em" | "b" | "strong");
                    self.code_text(&element.children, em, out, notes);
                }
            }
        }
    }

    /// Prose, wrapped, each line after the first indented by `indent`; its
    /// hover texts after it.
    fn paragraph(&mut self, nodes: &[Node], first: &str, indent: &str) {
        let mut text = String::new();
        let mut notes = Vec::new();
        self.inline(nodes, &mut text, &mut notes);
        let words: Vec<&str> = text.split_whitespace().collect();
        if words.is_empty() {
            return;
        }
        self.out
            .push_str(&wrap(&words, first, indent, self.style.width));
        self.hover(&notes, indent);
        if first.is_empty() {
            self.out.push('\n');
        }
    }

    /// Hover texts, each a wrapped note `(hover: …)` indented by `indent`.
    fn hover(&mut self, notes: &[String], indent: &str) {
        for note in notes {
            let words: Vec<&str> = note.split_whitespace().collect();
            let prefix = format!("{indent}  (hover: ");
            let mut wrapped = wrap(&words, &prefix, &format!("{indent}   "), self.style.width);
            wrapped.insert(wrapped.trim_end().len(), ')');
            self.out.push_str(&wrapped);
        }
    }

    fn inline(&mut self, nodes: &[Node], text: &mut String, notes: &mut Vec<String>) {
        for node in nodes {
            match node {
                Node::Text(more) => text.push_str(more),
                Node::Element(element) => {
                    if let Some(title) = element.attribute("title") {
                        notes.push(title.to_owned());
                    }
                    match element.name.as_str() {
                        "em" | "b" | "strong" => {
                            let (open, close) = if self.style.bold {
                                (BOLD, PLAIN)
                            } else {
                                ("*", "*")
                            };
                            text.push_str(open);
                            self.inline(&element.children, text, notes);
                            text.push_str(close);
                        }
                        "a" => {
                            self.inline(&element.children, text, notes);
                            if let Some(link) = element
                                .attribute("href")
                                .and_then(|href| absolute(self.url, href))
                            {
                                let number =
                                    match self.links.iter().position(|known| *known == link) {
                                        Some(known) => known + 1,
                                        None => {
                                            self.links.push(link);
                                            self.links.len()
                                        }
                                    };
                                let _ = write!(text, "[{number}]");
                            }
                        }
                        "br" => text.push('\n'),
                        "input" | "script" | "style" => {}
                        _ => self.inline(&element.children, text, notes),
                    }
                }
            }
        }
    }
}

/// A list item's words not shown yet, and whether its dash is.
#[derive(Default)]
struct ItemText {
    words: Vec<Node>,
    started: bool,
}

/// Elements that start a block of their own.
fn is_block(element: &Element) -> bool {
    matches!(
        element.name.as_str(),
        "article"
            | "p"
            | "pre"
            | "ul"
            | "ol"
            | "h1"
            | "h2"
            | "h3"
            | "div"
            | "form"
            | "section"
            | "script"
            | "style"
            | "nav"
            | "header"
    )
}

/// `words` wrapped at `width` columns (escape codes take none), the first
/// line after `first`, the others after `indent`; ends with a newline.
fn wrap(words: &[&str], first: &str, indent: &str, width: usize) -> String {
    let mut out = String::from(first);
    let mut column = first.chars().count();
    let mut line_start = true;
    for word in words {
        let length = visible(word);
        if !line_start && column + 1 + length > width {
            out.push('\n');
            out.push_str(indent);
            column = indent.chars().count();
            line_start = true;
        }
        if !line_start {
            out.push(' ');
            column += 1;
        }
        out.push_str(word);
        column += length;
        line_start = false;
    }
    out.push('\n');
    out
}

/// How many columns `text` takes: its characters, escape codes aside.
fn visible(text: &str) -> usize {
    let mut count = 0;
    let mut escape = false;
    for c in text.chars() {
        match (escape, c) {
            (true, 'm') => escape = false,
            (true, _) => {}
            (false, '\x1b') => escape = true,
            (false, _) => count += 1,
        }
    }
    count
}

/// `href` on the page at `url` as a full address; `None` for a script or an
/// anchor on the page itself.
fn absolute(url: &str, href: &str) -> Option<String> {
    if href.starts_with("javascript:") || href.starts_with('#') || href.is_empty() {
        return None;
    }
    if href.starts_with("http://") || href.starts_with("https://") || href.starts_with("mailto:") {
        return Some(href.to_owned());
    }
    let scheme_end = url.find("://").map_or(0, |at| at + 3);
    let origin_end = url[scheme_end..]
        .find('/')
        .map_or(url.len(), |at| scheme_end + at);
    if href.starts_with('/') {
        return Some(format!("{}{href}", &url[..origin_end]));
    }
    let folder_end = url
        .rfind('/')
        .filter(|&at| at >= origin_end)
        .map_or(url.len(), |at| at + 1);
    let folder = &url[..folder_end];
    let slash = if folder.ends_with('/') { "" } else { "/" };
    Some(format!("{folder}{slash}{href}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    const URL: &str = "https://adventofcode.com/2016/day/11";

    fn plain(html: &str) -> String {
        render(
            &Page::parse(html),
            URL,
            Style {
                width: 60,
                bold: false,
            },
        )
    }

    #[test]
    fn every_pre_is_a_numbered_block_printed_as_it_is() {
        let text = plain(
            "<main><article class=\"day-desc\"><p>Look:</p>\
             <pre class=\"wrap\"><code>The first floor contains a chip.\n</code></pre>\
             <pre><code>    [D]    \n[N] [<em>C</em>]    \n</code></pre></article></main>",
        );
        assert!(
            text.contains("[code block 1]\n    The first floor contains a chip.\n\n[code block 2]\n        [D]    \n    [N] [C]    \n"),
            "{text}"
        );
    }

    #[test]
    fn emphasis_is_bold_on_a_terminal_and_never_changes_a_block() {
        let page = Page::parse(
            "<main><p>An <em>odd</em> one:</p><pre><code>2*<em>3</em>\n4\n</code></pre></main>",
        );
        let bold = render(
            &page,
            URL,
            Style {
                width: 80,
                bold: true,
            },
        );
        assert!(bold.contains("An \x1b[1modd\x1b[22m one:"), "{bold:?}");
        assert!(bold.contains("    2*\x1b[1m3\x1b[22m\n    4\n"), "{bold:?}");
        let plain = render(
            &page,
            URL,
            Style {
                width: 80,
                bold: false,
            },
        );
        assert!(
            plain.contains("An *odd* one:") && plain.contains("    2*3\n    4\n"),
            "{plain}"
        );
    }

    #[test]
    fn hover_texts_follow_their_paragraph_and_links_are_whole() {
        let text = plain(
            "<main><article><p>Santa's <span title=\"An atomic clock is too inaccurate.\">clock</span> \
             and <a href=\"/2015\">last year</a>, <a href=\"11/input\" target=\"_blank\">your input</a>, \
             <a href=\"https://en.wikipedia.org/wiki/Radioisotope_thermoelectric_generator\">an RTG</a>.</p></article>\
             <p>You can also <span class=\"share\">[<a href=\"javascript:void(0);\">Share</a>]</span> this puzzle.</p>\
             <form method=\"post\"><p>Answer: <input type=\"text\" name=\"answer\"/></p></form></main>",
        );
        assert!(text.contains("Santa's clock and last year[1], your input[2], an RTG[3].\n  (hover: An atomic clock is too inaccurate.)\n"), "{text}");
        assert!(text.ends_with("Links:\n[1] https://adventofcode.com/2015\n[2] https://adventofcode.com/2016/day/11/input\n[3] https://en.wikipedia.org/wiki/Radioisotope_thermoelectric_generator\n"), "{text}");
        assert!(
            !text.contains("Share") && !text.contains("Answer:"),
            "{text}"
        );
    }

    #[test]
    fn a_hover_text_in_a_block_follows_the_block_whose_lines_stay() {
        let text = plain(
            "<main><article><p>It says:</p><pre><code>error: line 3\n\
             <span title=\"The one we were all waiting for.\">unexpected</span> end\n</code></pre>\
             <p>Next.</p></article></main>",
        );
        assert!(
            text.contains(
                "[code block 1]\n    error: line 3\n    unexpected end\n  (hover: The one we were all waiting for.)\n\nNext."
            ),
            "{text}"
        );
    }

    #[test]
    fn prose_wraps_and_lists_hang() {
        let text = plain(
            "<main><ul><li>one two three four five six seven eight nine ten eleven twelve thirteen</li></ul></main>",
        );
        assert_eq!(
            text,
            "  - one two three four five six seven eight nine ten eleven\n    twelve thirteen\n"
        );
    }

    #[test]
    fn a_block_in_a_list_item_stays_a_block() {
        let text = plain(
            "<main><ul><li><p>Top signal <em><code>43</code></em> (from <code>4,3</code>):</p>\
             <pre><code>3,15,<br/>99\n</code></pre></li><li>Next.</li></ul></main>",
        );
        assert_eq!(
            text,
            "  - Top signal *43* (from 4,3):\n[code block 1]\n    3,15,99\n\n  - Next.\n"
        );
    }

    #[test]
    fn a_paragraph_left_open_before_a_block_ends_there() {
        let text = plain(
            "<main><article><p>Find the word:\n<pre><code>XMAS\nSAMX\n</code></pre>\
             <p>It shows <code>2</code> times.</p></article></main>",
        );
        assert_eq!(
            text,
            "Find the word:\n\n[code block 1]\n    XMAS\n    SAMX\n\nIt shows 2 times.\n"
        );
    }
}
