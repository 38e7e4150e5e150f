//! The README and the manual beside it (`docs/`) hold up: every link to a
//! file of the repository leads to one (and to a heading there, where it
//! names one), every `just` recipe they name is one of the justfile's, and
//! every `cargo xtask` command one of the tools'. The README stays a page a
//! newcomer reads in five minutes.

// A failed unwrap in a test is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use common::real_root as root;

/// The README and every page of the manual, as paths from the root.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![PathBuf::from("README.md")];
    let mut manual: Vec<PathBuf> = fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .map(|path| path.strip_prefix(root()).unwrap().to_owned())
        .collect();
    manual.sort();
    assert!(manual.len() >= 6, "{manual:?}");
    pages.extend(manual);
    pages
}

/// The anchor a forge gives `heading`: small letters, its words joined by
/// `-`, punctuation but `-` and `_` left out.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of `text`'s headings (outside code blocks).
fn anchors(text: &str) -> BTreeSet<String> {
    prose(text)
        .filter_map(|line| line.strip_prefix('#'))
        .map(|heading| anchor(heading.trim_start_matches('#')))
        .collect()
}

/// The lines of `text` outside its fenced code blocks.
fn prose(text: &str) -> impl Iterator<Item = &str> {
    let mut fenced = false;
    text.lines().filter(move |line| {
        if line.starts_with("```") {
            fenced = !fenced;
            return false;
        }
        !fenced
    })
}

/// Every link target of `text`'s Markdown links, `[words](target)`.
fn links(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in prose(text) {
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let end = after.find(')').unwrap_or(after.len());
            found.push(after[..end].to_owned());
            rest = &after[end..];
        }
    }
    found
}

#[test]
fn every_link_leads_to_a_file_and_heading_there() {
    let mut broken = Vec::new();
    for page in pages() {
        let text = fs::read_to_string(root().join(&page)).unwrap();
        let folder = page.parent().unwrap_or(Path::new(""));
        for link in links(&text) {
            if link.starts_with("http://") || link.starts_with("https://") {
                continue;
            }
            let (file, heading) = link.split_once('#').unwrap_or((&link, ""));
            let target = if file.is_empty() {
                root().join(&page)
            } else {
                root().join(folder).join(file)
            };
            if !target.exists() {
                broken.push(format!("{}: {link} (no such file)", page.display()));
                continue;
            }
            if !heading.is_empty() {
                let there = fs::read_to_string(&target).unwrap();
                if !anchors(&there).contains(heading) {
                    broken.push(format!("{}: {link} (no such heading)", page.display()));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links: {broken:#?}");
}

/// The justfile's recipes, by name.
fn recipes() -> BTreeSet<String> {
    let justfile = fs::read_to_string(root().join("justfile")).unwrap();
    justfile
        .lines()
        .filter(|line| line.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter(|line| line.trim_end().ends_with(':') && !line.contains(":="))
        .filter_map(|line| line.split([' ', ':']).next())
        .filter(|name| !["set", "alias", "import", "export"].contains(name))
        .map(str::to_owned)
        .collect()
}

/// The tools' commands, as `cargo xtask --help` lists them.
fn commands() -> BTreeSet<String> {
    let help = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("--help")
        .output()
        .unwrap();
    String::from_utf8(help.stdout)
        .unwrap()
        .lines()
        .filter_map(|line| line.trim_start().strip_prefix("xtask "))
        .filter_map(|rest| rest.split_whitespace().next())
        .map(str::to_owned)
        .collect()
}

/// Every word that follows `prefix` (`"just "`, `"cargo xtask "`) in
/// `text`'s code, inline or fenced.
fn named_after(text: &str, prefix: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
            continue;
        }
        let code: Vec<&str> = if fenced {
            vec![line]
        } else {
            line.split('`').skip(1).step_by(2).collect()
        };
        for piece in code {
            let mut rest = piece;
            while let Some(at) = rest.find(prefix) {
                let before = rest[..at].chars().last();
                let after = &rest[at + prefix.len()..];
                let word: String = after
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                let starts_a_command = before.is_none_or(|c| !c.is_alphanumeric() && c != '-');
                if starts_a_command && word.starts_with(|c: char| c.is_ascii_lowercase()) {
                    found.push(word);
                }
                rest = after;
            }
        }
    }
    found
}

#[test]
fn every_command_named_is_one_there_is() {
    let recipes = recipes();
    assert!(recipes.len() > 25 && recipes.contains("run"), "{recipes:?}");
    let commands = commands();
    assert!(
        commands.len() > 18 && commands.contains("new"),
        "{commands:?}"
    );
    let mut unknown = Vec::new();
    for page in pages() {
        let text = fs::read_to_string(root().join(&page)).unwrap();
        for recipe in named_after(&text, "just ") {
            if !recipes.contains(&recipe) {
                unknown.push(format!("{}: just {recipe}", page.display()));
            }
        }
        for command in named_after(&text, "cargo xtask ") {
            if !commands.contains(&command) {
                unknown.push(format!("{}: cargo xtask {command}", page.display()));
            }
        }
    }
    assert!(
        unknown.is_empty(),
        "no such recipe or command: {unknown:#?}"
    );
}

#[test]
fn the_readme_links_every_page() {
    let readme = fs::read_to_string(root().join("README.md")).unwrap();
    for page in pages().iter().skip(1) {
        let page = page.display().to_string();
        assert!(
            readme.contains(&format!("]({page})")),
            "README.md does not link {page}"
        );
    }
}

#[test]
fn the_checks_see_what_they_check() {
    assert_eq!(anchor("Every day's cost"), "every-days-cost");
    assert_eq!(
        anchor(" The December day, and the site"),
        "the-december-day-and-the-site"
    );
    assert_eq!(
        links("see [a](docs/a.md#b) and [c](https://x)"),
        ["docs/a.md#b", "https://x"]
    );
    let text = "run `just test 4` or `cargo xtask new 5`\n```sh\njust watch 4  # then just\n```\n`adjust x`";
    assert_eq!(named_after(text, "just "), ["test", "watch"]);
    assert_eq!(named_after(text, "cargo xtask "), ["new"]);
}
