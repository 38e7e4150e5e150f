//! The puzzle site's HTML as a tree, parsed as a browser parses it: by
//! html5ever, the HTML5 parser Servo uses, so the site's own quirks come out
//! as every browser shows them (a `<p>` left open before a `<pre>` closes
//! there; a `<pre>` inside a list item stays a block of that item; entities,
//! comments, scripts). html5ever builds the tree through the small
//! `TreeSink` of [`parser`], which is then turned into plain [`Element`]s
//! for the tools to walk. The parser (feature `parse`) is a crate of its own
//! so that it compiles beside the site client, not after it; the tree's
//! types alone need nothing.

#[cfg(feature = "parse")]
mod parser;

#[cfg(feature = "parse")]
pub use self::parser::parse;

/// A node of the tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    /// An element, its attributes (names lower-cased) and its children.
    Element(Element),
    /// Text, its entities decoded.
    Text(String),
}

impl Node {
    /// Its text as a code block holds it (see [`Element::block_text`]).
    pub fn block_text(&self) -> String {
        let mut text = String::new();
        collect_block_text(std::slice::from_ref(self), &mut text);
        text
    }
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

    /// Its text, tags dropped (a `<br>` read as a line break).
    pub fn text(&self) -> String {
        let mut text = String::new();
        collect_text(&self.children, &mut text);
        text
    }

    /// Its text as a code block holds it: a `<br>` in a `<pre>` only wraps
    /// a long line where the page shows it (the line goes on), so it adds
    /// nothing.
    pub fn block_text(&self) -> String {
        let mut text = String::new();
        collect_block_text(&self.children, &mut text);
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
            // A line break is one, in a code as in prose.
            Node::Element(element) if element.name == "br" => text.push('\n'),
            Node::Element(element) => collect_text(&element.children, text),
        }
    }
}

fn collect_block_text(nodes: &[Node], text: &mut String) {
    for node in nodes {
        match node {
            Node::Text(more) => text.push_str(more),
            Node::Element(element) => collect_block_text(&element.children, text),
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
