//! The core's files import one another without a cycle.
//!
//! A cycle (`count/tally.rs` and `count/completions.rs` once imported each other, and
//! `error.rs` the puzzle module that imports it) means two files that can only be read,
//! changed and tested together. This reads every `crate::…` and `super::…` path in the
//! core's sources, resolves each to the file that defines it, and looks for a cycle. A
//! module's own `mod.rs` may name its children (to declare and re-export them), and the
//! crate root names everything, so those edges are left out.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A file's module path: `count/descent.rs` is `["count", "descent"]`, `count/mod.rs`
/// is `["count"]`, `lib.rs` is `[]`.
fn module_of(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .with_extension("")
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts
}

fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// Names a module re-exports from its children (`pub use placement::{Placement, …};`
/// in `lib.rs`): (module, name) → the child module that defines it.
type Reexports = BTreeMap<(Vec<String>, String), Vec<String>>;

fn reexports(module: &[String], text: &str, modules: &BTreeSet<Vec<String>>, into: &mut Reexports) {
    for line in text
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("pub use "))
    {
        let path = line["pub use ".len()..].trim_end_matches(';');
        let (head, names) = match path.split_once("::{") {
            Some((head, names)) => (head, names.trim_end_matches('}').split(',').collect()),
            None => path
                .rsplit_once("::")
                .map_or((path, vec![]), |(h, n)| (h, vec![n])),
        };
        let mut target = module.to_vec();
        target.extend(head.split("::").map(str::to_string));
        if let Some(child) = resolve_module(&target, modules) {
            for name in names.iter().map(|n| n.trim()).filter(|n| !n.is_empty()) {
                into.insert((module.to_vec(), name.to_string()), child.clone());
            }
        }
    }
}

/// The longest prefix of `path` that is a module of `modules`.
fn resolve_module(path: &[String], modules: &BTreeSet<Vec<String>>) -> Option<Vec<String>> {
    (0..=path.len())
        .rev()
        .map(|len| path[..len].to_vec())
        .find(|prefix| modules.contains(prefix))
}

/// The module that defines what `path` names: its longest module prefix, or the child
/// that module re-exports the next name from.
fn resolve(
    path: &[String],
    modules: &BTreeSet<Vec<String>>,
    re: &Reexports,
) -> Option<Vec<String>> {
    let module = resolve_module(path, modules)?;
    match path.get(module.len()) {
        Some(name) => Some(
            re.get(&(module.clone(), name.clone()))
                .cloned()
                .unwrap_or(module),
        ),
        None => Some(module),
    }
}

/// Every path in `text` that starts at `crate::` or at `super::` (once or more), as
/// segments from the crate root, read in the module `module` (whose `super` is its
/// parent, for a `mod.rs` as for a plain file).
fn paths(text: &str, module: &[String]) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let bytes = text.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut i = 0;
    while i < bytes.len() {
        if !text.is_char_boundary(i) {
            i += 1;
            continue;
        }
        let at_word = i == 0 || !ident(bytes[i - 1]);
        let rest = &text[i..];
        let start: Option<(Vec<String>, usize)> = if at_word && rest.starts_with("crate::") {
            Some((Vec::new(), "crate::".len()))
        } else if at_word && rest.starts_with("super::") {
            let mut base = module.to_vec();
            let mut len = 0;
            while text[i + len..].starts_with("super::") {
                base.pop();
                len += "super::".len();
            }
            Some((base, len))
        } else {
            None
        };
        let Some((mut segments, len)) = start else {
            i += 1;
            continue;
        };
        let mut j = i + len;
        loop {
            let from = j;
            while j < bytes.len() && ident(bytes[j]) {
                j += 1;
            }
            if j > from {
                segments.push(text[from..j].to_string());
            }
            if text[j..].starts_with("::") && j + 2 < bytes.len() && ident(bytes[j + 2]) {
                j += 2;
            } else {
                break;
            }
        }
        // `use crate::a::{b, c}`: each name in the braces.
        if text[j..].starts_with("::{") {
            let close = text[j..].find('}').map_or(bytes.len(), |c| j + c);
            for item in text[j + 3..close].split(',') {
                let name: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                let mut with = segments.clone();
                if !name.is_empty() && name != "self" {
                    with.push(name);
                }
                found.push(with);
            }
            j = close;
        } else {
            found.push(segments);
        }
        i = j.max(i + 1);
    }
    found
}

#[test]
fn no_two_files_of_the_core_import_each_other_even_through_others() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &mut files);
    let modules: BTreeMap<Vec<String>, PathBuf> = files
        .iter()
        .map(|f| (module_of(f.strip_prefix(&root).unwrap()), f.clone()))
        .filter(|(m, _)| !m.iter().any(|p| p == "tests"))
        .collect();
    let names: BTreeSet<Vec<String>> = modules.keys().cloned().collect();
    let mut re = Reexports::new();
    for (module, file) in &modules {
        reexports(module, &fs::read_to_string(file).unwrap(), &names, &mut re);
    }
    let mut edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for (module, file) in &modules {
        if module.is_empty() {
            continue; // the crate root declares and re-exports everything
        }
        let text = fs::read_to_string(file).unwrap();
        // Test modules inside a file may reach anywhere, and comments (doc links
        // included) import nothing.
        let code: String = text
            .split("#[cfg(test)]")
            .next()
            .unwrap_or_default()
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        let text = code.as_str();
        for path in paths(text, module) {
            let Some(target) = resolve(&path, &names, &re) else {
                continue;
            };
            // A module's own children, and the file itself, are not dependencies.
            let own_child = target.len() > module.len() && target.starts_with(module);
            if target != *module && !own_child && !target.is_empty() {
                edges.entry(module.clone()).or_default().insert(target);
            }
        }
    }
    // Files that reach each other, through any others: each such group is a cycle.
    let reach = |from: &Vec<String>| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.clone()];
        while let Some(node) = todo.pop() {
            for next in edges.get(&node).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    todo.push(next.clone());
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<&Vec<String>, BTreeSet<Vec<String>>> =
        edges.keys().map(|m| (m, reach(m))).collect();
    let mut cycles: BTreeSet<Vec<String>> = BTreeSet::new();
    for (module, reached) in &reaches {
        if !reached.contains(*module) {
            continue;
        }
        let group: Vec<String> = reached
            .iter()
            .filter(|other| reaches.get(other).is_some_and(|r| r.contains(*module)))
            .map(|m| m.join("::"))
            .collect();
        cycles.insert(group);
    }
    let shown: Vec<String> = cycles.iter().map(|g| g.join(" ⇄ ")).collect();
    assert!(
        cycles.is_empty(),
        "files of the core that import each other:\n{}",
        shown.join("\n")
    );
    assert!(
        edges.len() > 30,
        "the graph was read: {} files import others",
        edges.len()
    );
}

#[test]
fn the_reader_resolves_paths_as_rust_does() {
    let module = vec!["count".to_string(), "descent".to_string()];
    let found = paths(
        "use super::sum::{Packed, Sum};\nuse crate::Square;",
        &module,
    );
    let expect = |p: &[&str]| p.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        found,
        vec![
            expect(&["count", "sum", "Packed"]),
            expect(&["count", "sum", "Sum"]),
            expect(&["Square"]),
        ]
    );
}
