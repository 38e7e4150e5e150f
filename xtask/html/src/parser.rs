//! html5ever's tree, built through a small `TreeSink` and turned into the
//! plain [`Element`]s of [`super`].

use std::borrow::Cow;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

use html5ever::interface::{ElementFlags, NodeOrText, QuirksMode, TreeSink};
use html5ever::tendril::{StrTendril, TendrilSink};
use html5ever::{Attribute, LocalName, Namespace, QualName, parse_document};

use super::{Element, Node};

/// `html` (a whole page, or the content of its `<main>`) as a tree: a root
/// element named `#root` holding what `<main>` holds, or the body's content
/// where there is no `<main>`. Scripts, styles and comments are left out.
pub fn parse(html: &str) -> Element {
    let sink = parse_document(Sink::new(), Default::default()).one(html);
    let document = sink.document.clone();
    let start = find(&document, "main")
        .or_else(|| find(&document, "body"))
        .unwrap_or(document);
    Element {
        name: "#root".to_owned(),
        attributes: Vec::new(),
        children: convert_children(&start),
    }
}

/// Elements whose content is not the page's text.
const LEFT_OUT: [&str; 4] = ["script", "style", "template", "noscript"];

fn convert_children(node: &Handle) -> Vec<Node> {
    node.children
        .borrow()
        .iter()
        .filter_map(|child| match &child.kind {
            Kind::Text(text) => Some(Node::Text(text.borrow().clone())),
            Kind::Element {
                name, attributes, ..
            } => {
                let name = name.local.to_string();
                (!LEFT_OUT.contains(&name.as_str())).then(|| {
                    Node::Element(Element {
                        name,
                        attributes: attributes.borrow().clone(),
                        children: convert_children(child),
                    })
                })
            }
            Kind::Document | Kind::Other => None,
        })
        .collect()
}

/// The first element named `name` below `node`, depth first.
fn find(node: &Handle, name: &str) -> Option<Handle> {
    node.children
        .borrow()
        .iter()
        .find_map(|child| match &child.kind {
            Kind::Element { name: found, .. } if &*found.local == name => Some(child.clone()),
            _ => find(child, name),
        })
}

/// A node while html5ever builds the tree: shared, its children and parent
/// changed in place as the parser moves nodes about (a misnested tag, a
/// table's foster parenting).
struct Built {
    kind: Kind,
    children: RefCell<Vec<Handle>>,
    parent: RefCell<Weak<Built>>,
}

type Handle = Rc<Built>;

enum Kind {
    Document,
    Element {
        name: QualName,
        attributes: RefCell<Vec<(String, String)>>,
        /// A `<template>`'s contents, which html5ever keeps apart.
        template: Option<Handle>,
    },
    Text(RefCell<String>),
    /// A comment, a processing instruction, a doctype: nothing shown.
    Other,
}

fn node(kind: Kind) -> Handle {
    Rc::new(Built {
        kind,
        children: RefCell::new(Vec::new()),
        parent: RefCell::new(Weak::new()),
    })
}

/// What html5ever builds into.
struct Sink {
    document: Handle,
    /// The name of anything that is not an element, should html5ever ask.
    nameless: QualName,
}

impl Sink {
    fn new() -> Self {
        Self {
            document: node(Kind::Document),
            nameless: QualName::new(None, Namespace::from(""), LocalName::from("")),
        }
    }
}

/// Text `text` appended to `parent`, joined to text just before it.
fn append_text(parent: &Handle, text: &str) {
    let mut children = parent.children.borrow_mut();
    if let Some(Kind::Text(last)) = children.last().map(|last| &last.kind) {
        last.borrow_mut().push_str(text);
        return;
    }
    let child = node(Kind::Text(RefCell::new(text.to_owned())));
    *child.parent.borrow_mut() = Rc::downgrade(parent);
    children.push(child);
}

/// Takes `child` out of its parent's children, if it has a parent.
fn detach(child: &Handle) {
    let parent = child.parent.replace(Weak::new()).upgrade();
    if let Some(parent) = parent {
        parent
            .children
            .borrow_mut()
            .retain(|sibling| !Rc::ptr_eq(sibling, child));
    }
}

impl TreeSink for Sink {
    type Handle = Handle;
    type Output = Self;
    type ElemName<'a> = &'a QualName;

    fn finish(self) -> Self {
        self
    }

    // A page that breaks a rule of HTML is read as a browser reads it.
    fn parse_error(&self, _message: Cow<'static, str>) {}

    fn get_document(&self) -> Handle {
        self.document.clone()
    }

    fn elem_name<'a>(&'a self, target: &'a Handle) -> &'a QualName {
        match &target.kind {
            Kind::Element { name, .. } => name,
            _ => &self.nameless,
        }
    }

    fn create_element(&self, name: QualName, attrs: Vec<Attribute>, flags: ElementFlags) -> Handle {
        let attributes = attrs
            .into_iter()
            .map(|attribute| {
                (
                    attribute.name.local.to_string(),
                    attribute.value.to_string(),
                )
            })
            .collect();
        node(Kind::Element {
            name,
            attributes: RefCell::new(attributes),
            template: flags.template.then(|| node(Kind::Document)),
        })
    }

    fn create_comment(&self, _text: StrTendril) -> Handle {
        node(Kind::Other)
    }

    fn create_pi(&self, _target: StrTendril, _data: StrTendril) -> Handle {
        node(Kind::Other)
    }

    fn append(&self, parent: &Handle, child: NodeOrText<Handle>) {
        match child {
            NodeOrText::AppendText(text) => append_text(parent, &text),
            NodeOrText::AppendNode(child) => {
                detach(&child);
                *child.parent.borrow_mut() = Rc::downgrade(parent);
                parent.children.borrow_mut().push(child);
            }
        }
    }

    fn append_based_on_parent_node(
        &self,
        element: &Handle,
        prev_element: &Handle,
        child: NodeOrText<Handle>,
    ) {
        if element.parent.borrow().upgrade().is_some() {
            self.append_before_sibling(element, child);
        } else {
            self.append(prev_element, child);
        }
    }

    fn append_doctype_to_document(
        &self,
        _name: StrTendril,
        _public_id: StrTendril,
        _system_id: StrTendril,
    ) {
    }

    fn get_template_contents(&self, target: &Handle) -> Handle {
        match &target.kind {
            Kind::Element {
                template: Some(contents),
                ..
            } => contents.clone(),
            _ => target.clone(),
        }
    }

    fn same_node(&self, x: &Handle, y: &Handle) -> bool {
        Rc::ptr_eq(x, y)
    }

    fn set_quirks_mode(&self, _mode: QuirksMode) {}

    fn append_before_sibling(&self, sibling: &Handle, child: NodeOrText<Handle>) {
        let Some(parent) = sibling.parent.borrow().upgrade() else {
            return;
        };
        let mut children = parent.children.borrow_mut();
        let Some(at) = children.iter().position(|node| Rc::ptr_eq(node, sibling)) else {
            return;
        };
        match child {
            NodeOrText::AppendText(text) => {
                if let Some(Kind::Text(before)) =
                    at.checked_sub(1).map(|before| &children[before].kind)
                {
                    before.borrow_mut().push_str(&text);
                    return;
                }
                let text = node(Kind::Text(RefCell::new(text.to_string())));
                *text.parent.borrow_mut() = Rc::downgrade(&parent);
                children.insert(at, text);
            }
            NodeOrText::AppendNode(child) => {
                drop(children);
                detach(&child);
                let mut children = parent.children.borrow_mut();
                let at = children
                    .iter()
                    .position(|node| Rc::ptr_eq(node, sibling))
                    .unwrap_or(children.len());
                *child.parent.borrow_mut() = Rc::downgrade(&parent);
                children.insert(at, child);
            }
        }
    }

    fn add_attrs_if_missing(&self, target: &Handle, attrs: Vec<Attribute>) {
        if let Kind::Element { attributes, .. } = &target.kind {
            let mut attributes = attributes.borrow_mut();
            for attribute in attrs {
                let name = attribute.name.local.to_string();
                if !attributes.iter().any(|(known, _)| *known == name) {
                    attributes.push((name, attribute.value.to_string()));
                }
            }
        }
    }

    fn remove_from_parent(&self, target: &Handle) {
        detach(target);
    }

    fn reparent_children(&self, node: &Handle, new_parent: &Handle) {
        let moved: Vec<Handle> = node.children.take();
        for child in moved {
            *child.parent.borrow_mut() = Rc::downgrade(new_parent);
            new_parent.children.borrow_mut().push(child);
        }
    }
}
