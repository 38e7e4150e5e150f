//! The puzzle site's HTML as a tree, read leniently: the markup the site
//! writes is small and regular (`article`, `p`, `pre`, `code`, `em`, `a`,
//! `span`, `ul`, `li`), and this reads exactly that, plus what a page
//! around it holds (comments, `script`, forms), without a parser crate: the
//! plain build (no site client) reads stored pages with it.

/// A node of the tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    /// An element, its attributes (names lower-cased) and its children.
    Element(Element),
    /// Text, its entities decoded.
    Text(String),
}

/// An element.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Element {
    /// Its tag's name, lower-cased.
    pub name: String,
    /// Its attributes, in order, values decoded.
    pub attributes: Vec<(String, String)>,
    /// What it holds.
    pub children: Vec<Node>,
}

/// Elements that never hold anything.
const VOID: [&str; 6] = ["br", "hr", "img", "input", "meta", "link"];

impl Element {
    /// The value of attribute `name`.
    pub fn attribute(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    }

    /// True when its `class` attribute holds `class`.
    pub fn has_class(&self, class: &str) -> bool {
        self.attribute("class")
            .is_some_and(|classes| classes.split_whitespace().any(|c| c == class))
    }

    /// Its text, tags dropped.
    pub fn text(&self) -> String {
        let mut text = String::new();
        collect_text(&self.children, &mut text);
        text
    }

    /// The child elements, in order.
    pub fn elements(&self) -> impl Iterator<Item = &Element> {
        self.children.iter().filter_map(|node| match node {
            Node::Element(element) => Some(element),
            Node::Text(_) => None,
        })
    }

    /// Every element below it named `name`, in document order.
    pub fn descendants<'a>(&'a self, name: &'a str) -> Vec<&'a Element> {
        let mut found = Vec::new();
        collect(&self.children, name, &mut found);
        found
    }
}

fn collect_text(nodes: &[Node], text: &mut String) {
    for node in nodes {
        match node {
            Node::Text(more) => text.push_str(more),
            Node::Element(element) => collect_text(&element.children, text),
        }
    }
}

fn collect<'a>(nodes: &'a [Node], name: &str, found: &mut Vec<&'a Element>) {
    for node in nodes {
        if let Node::Element(element) = node {
            if element.name == name {
                found.push(element);
            }
            collect(&element.children, name, found);
        }
    }
}

/// `html` as a tree (a root element named `#root`). A closing tag closes
/// the nearest open element of its name (and what is open inside it); one
/// with no open element of its name is dropped.
pub fn parse(html: &str) -> Element {
    let mut stack = vec![Element {
        name: "#root".to_owned(),
        attributes: Vec::new(),
        children: Vec::new(),
    }];
    let mut rest = html;
    while !rest.is_empty() {
        let Some(at) = rest.find('<') else {
            push_text(&mut stack, rest);
            break;
        };
        push_text(&mut stack, &rest[..at]);
        rest = &rest[at..];
        if let Some(comment) = rest.strip_prefix("<!--") {
            rest = comment.find("-->").map_or("", |end| &comment[end + 3..]);
        } else if let Some(closing) = rest.strip_prefix("</") {
            let end = closing.find('>').unwrap_or(closing.len());
            let name = closing[..end].trim().to_ascii_lowercase();
            rest = closing.get(end + 1..).unwrap_or("");
            close(&mut stack, &name);
        } else if rest[1..].starts_with(|c: char| c.is_ascii_alphabetic() || c == '!') {
            let (element, self_closed, after) = open_tag(&rest[1..]);
            rest = after;
            if element.name == "script" || element.name == "style" {
                let closing = format!("</{}", element.name);
                rest = find_ignoring_case(rest, &closing).map_or("", |end| &rest[end..]);
                continue;
            }
            if element.name.starts_with('!') {
                continue;
            }
            if self_closed || VOID.contains(&element.name.as_str()) {
                push(&mut stack, Node::Element(element));
            } else {
                stack.push(element);
            }
        } else {
            push_text(&mut stack, "<");
            rest = &rest[1..];
        }
    }
    while stack.len() > 1 {
        if let Some(element) = stack.pop() {
            push(&mut stack, Node::Element(element));
        }
    }
    stack.swap_remove(0)
}

fn find_ignoring_case(text: &str, needle: &str) -> Option<usize> {
    text.to_ascii_lowercase().find(needle)
}

fn push(stack: &mut [Element], node: Node) {
    if let Some(top) = stack.last_mut() {
        top.children.push(node);
    }
}

fn push_text(stack: &mut [Element], raw: &str) {
    if raw.is_empty() {
        return;
    }
    let text = decode(raw);
    match stack.last_mut().and_then(|top| top.children.last_mut()) {
        Some(Node::Text(before)) => before.push_str(&text),
        _ => push(stack, Node::Text(text)),
    }
}

fn close(stack: &mut Vec<Element>, name: &str) {
    let Some(open) = stack.iter().rposition(|element| element.name == name) else {
        return;
    };
    if open == 0 {
        return;
    }
    while stack.len() > open {
        if let Some(element) = stack.pop() {
            push(stack, Node::Element(element));
        }
    }
}

/// The tag that `text` (just after its `<`) opens: the element, whether it
/// closed itself (`/>`), and the text after the tag.
fn open_tag(text: &str) -> (Element, bool, &str) {
    let name_end = text
        .find(|c: char| c.is_whitespace() || c == '>' || c == '/')
        .unwrap_or(text.len());
    let name = text[..name_end].to_ascii_lowercase();
    let mut rest = &text[name_end..];
    let mut attributes = Vec::new();
    loop {
        rest = rest.trim_start();
        if let Some(after) = rest.strip_prefix("/>") {
            return (element(name, attributes), true, after);
        }
        if let Some(after) = rest.strip_prefix('>') {
            return (element(name, attributes), false, after);
        }
        if rest.is_empty() {
            return (element(name, attributes), false, rest);
        }
        if let Some(after) = rest.strip_prefix('/') {
            rest = after;
            continue;
        }
        let key_end = rest
            .find(|c: char| c.is_whitespace() || c == '=' || c == '>' || c == '/')
            .unwrap_or(rest.len())
            .max(1);
        let key = rest[..key_end].to_ascii_lowercase();
        rest = rest[key_end..].trim_start();
        let value = if let Some(after) = rest.strip_prefix('=') {
            let after = after.trim_start();
            let (value, remainder) = match after.chars().next() {
                Some(quote @ ('"' | '\'')) => {
                    let inner = &after[1..];
                    let end = inner.find(quote).unwrap_or(inner.len());
                    (&inner[..end], inner.get(end + 1..).unwrap_or(""))
                }
                _ => {
                    let end = after
                        .find(|c: char| c.is_whitespace() || c == '>')
                        .unwrap_or(after.len());
                    (&after[..end], &after[end..])
                }
            };
            rest = remainder;
            decode(value)
        } else {
            String::new()
        };
        attributes.push((key, value));
    }
}

fn element(name: String, attributes: Vec<(String, String)>) -> Element {
    Element {
        name,
        attributes,
        children: Vec::new(),
    }
}

/// `text` with its character references decoded: the named ones the site
/// uses, and numeric ones; anything else is kept as it is.
pub fn decode(text: &str) -> String {
    let mut decoded = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        decoded.push_str(&rest[..at]);
        rest = &rest[at..];
        let end = rest.find(';').filter(|&end| end <= 10);
        match end.and_then(|end| entity(&rest[1..end])) {
            Some(character) => {
                decoded.push(character);
                rest = end.map_or("", |end| &rest[end + 1..]);
            }
            None => {
                decoded.push('&');
                rest = &rest[1..];
            }
        }
    }
    decoded.push_str(rest);
    decoded
}

/// The character an entity's name stands for.
fn entity(name: &str) -> Option<char> {
    match name {
        "lt" => Some('<'),
        "gt" => Some('>'),
        "amp" => Some('&'),
        "quot" => Some('"'),
        "apos" => Some('\''),
        "nbsp" => Some('\u{a0}'),
        _ => {
            let number = name.strip_prefix('#')?;
            let code = match number.strip_prefix(['x', 'X']) {
                Some(hex) => u32::from_str_radix(hex, 16).ok()?,
                None => number.parse().ok()?,
            };
            char::from_u32(code)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sites_markup_becomes_a_tree() {
        let root = parse(
            "<main><!-- x --><article class=\"day-desc\"><p>A <em>b</em> &lt;c&gt;</p>\
             <pre class=\"wrap\"><code>1\n<em>2</em>\n</code></pre><input type=\"text\" name=\"answer\"/>\
             <script>if (a < b) {}</script></article></p></main>",
        );
        let article = &root.descendants("article")[0];
        assert!(article.has_class("day-desc"));
        assert_eq!(article.descendants("p")[0].text(), "A b <c>");
        let pre = article.descendants("pre")[0];
        assert!(pre.has_class("wrap"));
        assert_eq!(pre.text(), "1\n2\n");
        assert_eq!(
            article.descendants("input")[0].attribute("name"),
            Some("answer")
        );
        assert!(root.descendants("script").is_empty());
    }

    #[test]
    fn entities_decode_and_stray_ampersands_stay() {
        assert_eq!(
            decode("a &lt;b&gt; &#39;d&#x27; &amp;&nbsp;x & y &bogus;"),
            "a <b> 'd' &\u{a0}x & y &bogus;"
        );
    }

    #[test]
    fn unclosed_and_stray_tags_do_not_lose_text() {
        let root = parse("<p>one<p>two</b></p> three < four");
        assert_eq!(root.text(), "onetwo three < four");
    }
}
