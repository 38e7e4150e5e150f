//! Whether `just read` shows a page whole: every code line as its block
//! holds it, and every hover text.

use layout::Day;

use crate::page::html::Element;
use crate::page::render::{Style, render};
use crate::page::{Page, SITE, url_on};

/// What `just read` leaves out or changes of `page`, the page of `day`: a
/// code line not shown as the block holds it, or a hover text not shown.
pub fn unshown_on(page: &Page, day: Day) -> Option<String> {
    // The real site's address, whatever `AOC_BASE_URL` says: the measure
    // contacts nothing.
    let url = url_on(SITE, day);
    let text = render(
        page,
        &url,
        Style {
            width: 80,
            bold: false,
        },
    );
    let mut shown = text.as_str();
    for (number, block) in page.main().descendants("pre").into_iter().enumerate() {
        let head = format!("[code block {}]\n", number + 1);
        let Some(at) = shown.find(&head) else {
            return Some(format!("code block {} is not shown", number + 1));
        };
        shown = &shown[at + head.len()..];
        for line in block.block_text().trim_end_matches('\n').split('\n') {
            let Some(rest) = shown.strip_prefix(&format!("    {line}\n")) else {
                return Some(format!(
                    "code block {}: {line:?} is not shown as it is",
                    number + 1
                ));
            };
            shown = rest;
        }
    }
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    titles(page.main()).into_iter().find_map(|title| {
        let title = title.split_whitespace().collect::<Vec<_>>().join(" ");
        (!flat.contains(&title)).then(|| format!("the hover text {title:?} is not shown"))
    })
}

/// Every `title` attribute below `element`.
fn titles(element: &Element) -> Vec<String> {
    let mut found: Vec<String> = element
        .attribute("title")
        .map(str::to_owned)
        .into_iter()
        .collect();
    for child in element.elements() {
        found.extend(titles(child));
    }
    found
}
