//! The house has no import circles: within each crate of the workspace (and
//! the tools), no two modules use each other, directly or round a longer
//! loop. A module may use its parent's items and its children's (that is
//! what a module tree is for); between any other two, the uses go one way,
//! so each can be read knowing only those it uses. And no file of the
//! house is over 500 lines.

// A failed unwrap in a test is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use common::real_root as root;

/// A module, as its path from the crate's root (`["site", "examples"]`).
type Module = Vec<String>;

/// Every module of the crate whose sources are under `src`, with its file.
fn modules(src: &Path) -> BTreeMap<Module, PathBuf> {
    let mut found = BTreeMap::new();
    let mut pending = vec![(src.to_owned(), Vec::new())];
    while let Some((folder, path)) = pending.pop() {
        for entry in fs::read_dir(&folder).unwrap() {
            let file = entry.unwrap().path();
            let name = file.file_stem().unwrap().to_string_lossy().into_owned();
            if file.is_dir() {
                let mut inner: Module = path.clone();
                inner.push(name);
                pending.push((file, inner));
            } else if file.extension().is_some_and(|ext| ext == "rs") {
                let module = match name.as_str() {
                    "lib" | "main" if path.is_empty() => Vec::new(),
                    "mod" => path.clone(),
                    _ => {
                        let mut module = path.clone();
                        module.push(name);
                        module
                    }
                };
                found.insert(module, file);
            }
        }
    }
    found
}

/// The paths `source` names: every `use` (braces spread out) and every
/// `crate::…`, `super::…` or `self::…` path in its code (not its comments,
/// nor its inline `tests` module: a test may use any module).
fn paths(source: &str) -> Vec<String> {
    let source = source
        .find("#[cfg(test)]\nmod tests {")
        .map_or(source, |at| &source[..at]);
    let code: String = source
        .lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    let mut found = Vec::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find("use ") {
        let before = rest[..at].chars().last();
        let after = &rest[at + 4..];
        let end = after.find(';').unwrap_or(after.len());
        if before.is_none_or(|c| !c.is_alphanumeric() && c != '_') {
            let tree = after[..end]
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            let tree = ["::", "{", "}", ","].iter().fold(tree, |tree, mark| {
                tree.replace(&format!(" {mark}"), mark)
                    .replace(&format!("{mark} "), mark)
            });
            spread("", &tree, &mut found);
        }
        rest = &after[end..];
    }
    for start in ["crate::", "super::", "self::"] {
        let mut rest = code.as_str();
        while let Some(at) = rest.find(start) {
            let before = rest[..at].chars().last();
            let path: String = rest[at..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            if before.is_none_or(|c| !c.is_alphanumeric() && c != '_' && c != ':') {
                found.push(path.trim_end_matches(':').to_owned());
            }
            rest = &rest[at + start.len()..];
        }
    }
    found
}

/// Every whole path in the use tree `tree` (no spaces), after `prefix`.
fn spread(prefix: &str, tree: &str, found: &mut Vec<String>) {
    let Some(open) = tree.find('{') else {
        let path = tree.split(" as ").next().unwrap_or(tree);
        found.push(format!("{prefix}{path}"));
        return;
    };
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let prefix = format!("{prefix}{}", &tree[..open]);
    let mut depth = 0;
    let mut from = 0;
    for (at, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                spread(&prefix, &inner[from..at], found);
                from = at + 1;
            }
            _ => {}
        }
    }
    if from < inner.len() {
        spread(&prefix, &inner[from..], found);
    }
}

/// The module `path`, named in module `from`, refers to: the longest
/// module of `known` it starts with; none for another crate's path.
fn resolve(path: &str, from: &Module, known: &BTreeMap<Module, PathBuf>) -> Option<Module> {
    let mut parts = path.split("::").filter(|part| !part.is_empty());
    let mut module: Module = match parts.next()? {
        "crate" => Vec::new(),
        "self" => from.clone(),
        "super" => from[..from.len().checked_sub(1)?].to_vec(),
        _ => return None,
    };
    for part in parts {
        if part == "super" {
            module.pop();
            continue;
        }
        let mut inner = module.clone();
        inner.push(part.to_owned());
        if !known.contains_key(&inner) {
            break;
        }
        module = inner;
    }
    Some(module)
}

/// The uses between modules of the crate under `src` that are neither
/// parent nor child of each other.
fn uses(src: &Path) -> BTreeMap<Module, BTreeSet<Module>> {
    let known = modules(src);
    let mut edges: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (module, file) in &known {
        for path in paths(&fs::read_to_string(file).unwrap()) {
            let Some(target) = resolve(&path, module, &known) else {
                continue;
            };
            let related = target.starts_with(module) || module.starts_with(&target);
            if !related {
                edges.entry(module.clone()).or_default().insert(target);
            }
        }
    }
    edges
}

/// A loop of uses among `edges`, if there is one.
fn circle(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Option<Vec<Module>> {
    fn visit(
        at: &Module,
        edges: &BTreeMap<Module, BTreeSet<Module>>,
        done: &mut BTreeSet<Module>,
        stack: &mut Vec<Module>,
    ) -> Option<Vec<Module>> {
        if let Some(start) = stack.iter().position(|module| module == at) {
            let mut found = stack[start..].to_vec();
            found.push(at.clone());
            return Some(found);
        }
        if !done.insert(at.clone()) {
            return None;
        }
        stack.push(at.clone());
        for next in edges.get(at).into_iter().flatten() {
            if let Some(found) = visit(next, edges, done, stack) {
                return Some(found);
            }
        }
        stack.pop();
        None
    }
    let mut done = BTreeSet::new();
    edges
        .keys()
        .find_map(|start| visit(start, edges, &mut done, &mut Vec::new()))
}

/// Every crate's `src/` of both workspaces.
fn crates() -> Vec<PathBuf> {
    let root = root();
    let mut found = vec![root.join("src"), root.join("xtask/src")];
    let mut folders = vec![root.join("crates"), root.join("xtask")];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if !path.is_dir() || name.starts_with('.') || ["target", "template"].contains(&&*name) {
                continue;
            }
            if path.join("Cargo.toml").is_file() && path.join("src").is_dir() {
                found.push(path.join("src"));
            } else if folder.ends_with("crates") {
                // A year's folder of days.
                folders.push(path);
            }
        }
    }
    found.sort();
    found.dedup();
    found
}

#[test]
fn no_two_modules_use_each_other() {
    let crates = crates();
    assert!(crates.len() >= 5, "{crates:?}");
    for src in crates {
        let edges = uses(&src);
        if let Some(found) = circle(&edges) {
            let names: Vec<String> = found
                .iter()
                .map(|module| format!("crate::{}", module.join("::")))
                .collect();
            panic!(
                "{}: these modules use each other round a loop; move what they share into a module both use: {}",
                src.display(),
                names.join(" → ")
            );
        }
    }
}

#[test]
fn the_check_sees_a_circle() {
    let known: BTreeMap<Module, PathBuf> = [
        vec![],
        vec!["a".to_owned()],
        vec!["a".to_owned(), "b".to_owned()],
        vec!["a".to_owned(), "c".to_owned()],
    ]
    .into_iter()
    .map(|module| (module, PathBuf::new()))
    .collect();
    let b = vec!["a".to_owned(), "b".to_owned()];
    let c = vec!["a".to_owned(), "c".to_owned()];
    let from_b = paths(
        "use super::c::{Thing, other::{More as M}};\nfn f() { crate::a::Top; }\n#[cfg(test)]\nmod tests {\n    use super::super::b;\n}",
    );
    assert_eq!(
        from_b[..3],
        ["super::c::Thing", "super::c::other::More", "crate::a::Top"]
    );
    assert!(!from_b.iter().any(|path| path.contains("super::super")));
    assert_eq!(resolve(&from_b[0], &b, &known), Some(c.clone()));
    assert_eq!(resolve(&from_b[2], &b, &known), Some(vec!["a".to_owned()]));
    assert_eq!(resolve("std::fs", &b, &known), None);
    let mut edges = BTreeMap::new();
    edges.insert(b.clone(), BTreeSet::from([c.clone()]));
    assert_eq!(circle(&edges), None);
    edges.insert(c.clone(), BTreeSet::from([b.clone()]));
    assert_eq!(circle(&edges), Some(vec![b.clone(), c, b]));
}

/// The page reader (`xtask/src/page/`) needs neither the network nor the
/// token: it uses nothing of the site's client and session
/// (`xtask/src/site/`), which use it, and no HTTP crate.
#[test]
fn the_page_reader_never_uses_the_site() {
    let src = root().join("xtask/src");
    let known = modules(&src);
    let page = vec!["page".to_owned()];
    let site = vec!["site".to_owned()];
    assert!(known.contains_key(&page) && known.contains_key(&site));
    for (module, file) in known.iter().filter(|(module, _)| module.starts_with(&page)) {
        let source = fs::read_to_string(file).unwrap();
        for path in paths(&source) {
            if let Some(target) = resolve(&path, module, &known) {
                assert!(
                    !target.starts_with(&site),
                    "{}: uses {path}; the page reader works without the site",
                    file.display()
                );
            }
        }
        assert!(
            !source.contains("ureq"),
            "{}: the page reader sends no request",
            file.display()
        );
    }
}

/// Every module of every crate opens by saying what it holds (a `//!`
/// line): a reader finds a room's purpose at its door.
#[test]
fn every_module_says_what_it_holds() {
    let mut silent = Vec::new();
    for src in crates() {
        for (module, file) in modules(&src) {
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            if name == "tests.rs" || module.last().is_some_and(|last| last == "tests") {
                continue;
            }
            let text = fs::read_to_string(&file).unwrap();
            if !text.starts_with("//!") {
                silent.push(file.display().to_string());
            }
        }
    }
    assert!(
        silent.is_empty(),
        "modules with no `//!` opening: {silent:#?}"
    );
}

/// The house's own files (not the days a user adds) stay under 500 lines
/// each: a file past that holds two rooms, and is split where they part.
#[test]
fn no_file_of_the_house_is_over_500_lines() {
    let root = root();
    let mut pending: Vec<PathBuf> = [
        "README.md",
        "justfile",
        "build.rs",
        "Cargo.toml",
        ".ci",
        "docs",
        "src",
        "crates/aoc-common",
        "crates/layout",
        "crates/runner",
        "crates/day21",
        "xtask",
    ]
    .iter()
    .map(|path| root.join(path))
    .collect();
    let mut long = Vec::new();
    while let Some(path) = pending.pop() {
        if path.is_dir() {
            for entry in fs::read_dir(&path).unwrap() {
                let path = entry.unwrap().path();
                let name = path.file_name().unwrap().to_string_lossy().into_owned();
                if !name.starts_with('.') && name != "target" {
                    pending.push(path);
                }
            }
        } else if path.extension().is_none_or(|extension| extension != "lock")
            && let Ok(text) = fs::read_to_string(&path)
            && text.lines().count() > 500
        {
            long.push(format!(
                "{} ({} lines)",
                path.display(),
                text.lines().count()
            ));
        }
    }
    long.sort();
    assert!(long.is_empty(), "files over 500 lines: {long:#?}");
}

/// The tools' `main.rs` only dispatches: what commands share (running
/// cargo, an exit code passed on, the tools run again with a feature) lives
/// in a module below it, so no module reaches back up into the dispatcher.
#[test]
fn no_module_of_the_tools_uses_the_dispatcher() {
    let src = root().join("xtask/src");
    let known = modules(&src);
    // The items main.rs defines (`fn root`, `const …`, `struct …`).
    let main = fs::read_to_string(src.join("main.rs")).unwrap();
    let items: Vec<&str> = main
        .lines()
        .filter_map(|line| {
            let line = line.trim_start().trim_start_matches("pub ");
            ["fn ", "struct ", "enum ", "const ", "static ", "type "]
                .iter()
                .find_map(|keyword| line.strip_prefix(keyword))
        })
        .filter_map(|rest| {
            rest.split(|c: char| !c.is_alphanumeric() && c != '_')
                .next()
        })
        .collect();
    assert!(items.contains(&"main"), "{items:?}");
    let mut upward = Vec::new();
    for (module, file) in known.iter().filter(|(module, _)| !module.is_empty()) {
        for path in paths(&fs::read_to_string(file).unwrap()) {
            let item = path
                .strip_prefix("crate::")
                .and_then(|rest| rest.split("::").next());
            if resolve(&path, module, &known).is_some_and(|target| target.is_empty())
                && item.is_some_and(|item| items.contains(&item))
            {
                upward.push(format!("{}: {path}", file.display()));
            }
        }
    }
    assert!(
        upward.is_empty(),
        "modules using items of xtask/src/main.rs; move them into a module below it: {upward:#?}"
    );
}
