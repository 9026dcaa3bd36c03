//! `split-pages LINKED.wasm OUT_DIR`: cuts the app (linked with its relocations) into a
//! main module, one module per `#[lazy_route]` page and per `#[lazy]` function, and chunks
//! that those share, as `wasm-split-cli` does, with `wasm_split_cli_support`; then writes
//! `routes.js`, the files each page needs, from the splitter's own map of them:
//!
//! ```js
//! export default {"play":["split___play_view_8315….wasm","chunk_7.wasm", …], …};
//! ```
//!
//! boot.js preloads the opened page's files, and the prerender opens every page the map
//! names. A `#[lazy]` function's files are not a page's: the splitter's loader fetches
//! them when the function is first called. The service worker caches every file. The
//! map is the splitter's data, not read back out of the JavaScript it writes.

mod pack;

use std::collections::BTreeMap;
use std::path::Path;
use std::process::ExitCode;
use wasm_split_cli_support::{transform, Options};

/// The JavaScript module the app's wasm imports (wasm-bindgen's, renamed `app`).
const MAIN_MODULE: &str = "./app.js";
/// How the splitter's loader fetches a module, and what it fetches through instead: the
/// page's pack first (`public/parts.js`, see [`pack`]).
const FETCH: &str = "fetch(new URL(";
const FETCH_PART: &str = "fetchPart(new URL(";
const IMPORT_PARTS: &str = "import { fetchPart } from \"./parts.js\";\n";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--version") {
        // What scripts/bootstrap.sh compares to decide whether to install it again.
        println!("split-pages {}", env!("CARGO_PKG_VERSION"));
        return ExitCode::SUCCESS;
    }
    if let [command, dir] = args.as_slice() {
        if command == "pack" {
            return match pack::pack_pages(Path::new(dir)) {
                Ok(packs) => {
                    println!("split-pages: {}", packs.join(", "));
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("split-pages: {e}");
                    ExitCode::FAILURE
                }
            };
        }
    }
    let [input, output] = args.as_slice() else {
        eprintln!("usage: split-pages LINKED.wasm OUT_DIR, then split-pages pack OUT_DIR");
        return ExitCode::from(2);
    };
    match split(Path::new(input), Path::new(output)) {
        Ok(split) => {
            let shown: Vec<String> = split
                .pages
                .iter()
                .chain(&split.lazy)
                .map(|(r, f)| format!("{r} {}", f.len()))
                .collect();
            println!("split-pages: {} files", shown.join(", "));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("split-pages: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Splits `input` into `output` and returns the files of each page and lazy function.
fn split(input: &Path, output: &Path) -> Result<Modules, String> {
    let wasm = std::fs::read(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let main_out = output.join("app.wasm");
    let mut options = Options::new(&wasm);
    options.output_dir = output;
    options.main_out_path = &main_out;
    options.main_module = MAIN_MODULE;
    options.target.web();
    let split = transform(options).map_err(|e| format!("cannot split {}: {e}", input.display()))?;
    let modules = modules(&split.prefetch_map)?;
    let loader_path = output.join("__wasm_split.js");
    let loader = std::fs::read_to_string(&loader_path)
        .map_err(|e| format!("{}: {e}", loader_path.display()))?;
    let loader = through_parts(&loader)?;
    std::fs::write(&loader_path, loader)
        .map_err(|e| format!("cannot write {}: {e}", loader_path.display()))?;
    let json = serde_json::to_string(&modules.pages).map_err(|e| e.to_string())?;
    std::fs::write(
        output.join("routes.js"),
        format!("export default {json};\n"),
    )
    .map_err(|e| format!("cannot write routes.js: {e}"))?;
    Ok(modules)
}

/// The splitter's loader, made to take each module from the page's pack when it holds it.
fn through_parts(loader: &str) -> Result<String, String> {
    if !loader.contains(FETCH) {
        return Err("the splitter's loader fetches no module the way split-pages knows".into());
    }
    Ok(format!(
        "{IMPORT_PARTS}{}",
        loader.replace(FETCH, FETCH_PART)
    ))
}

/// The files of each split point, by what it is.
#[derive(Debug, Default, PartialEq)]
struct Modules {
    /// Each page's, by route (`play`), its own module first.
    pages: BTreeMap<String, Vec<String>>,
    /// Each `#[lazy]` function's, by split point (`program_replay_8315…`).
    lazy: BTreeMap<String, Vec<String>>,
}

/// Each split point's files, from the splitter's map of split points to module stems. A
/// `#[lazy_route]` on `PlayPage`'s view is the split point `__play_view_N` (its name,
/// from leptos' macro, and a hash); any other is a `#[lazy]` function's. A page's first
/// file is its own module.
fn modules(map: &std::collections::HashMap<String, Vec<String>>) -> Result<Modules, String> {
    let mut modules = Modules::default();
    for (split, stems) in map {
        if stems.is_empty() {
            return Err(format!("the split point {split} has no module"));
        }
        // The split point's own module first: boot.js asks for the files in this order.
        let mut files: Vec<String> = stems.iter().map(|stem| format!("{stem}.wasm")).collect();
        files.sort_by_key(|file| !file.starts_with("split_"));
        match page_of(split) {
            Some(route) => {
                if modules.pages.insert(route.to_string(), files).is_some() {
                    return Err(format!("two split points for the page {route}"));
                }
            }
            None => {
                modules.lazy.insert(split.clone(), files);
            }
        }
    }
    if modules.pages.is_empty() {
        return Err("no page was split off: is the app built with its `pages` feature?".into());
    }
    Ok(modules)
}

/// The page a split point belongs to: `__play_view_8315281573086485389` → `play`.
fn page_of(split: &str) -> Option<&str> {
    let (head, number) = split.strip_prefix("__")?.rsplit_once('_')?;
    number.parse::<u64>().ok()?;
    head.strip_suffix("_view").filter(|page| !page.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn a_split_point_names_its_page() {
        assert_eq!(page_of("__play_view_15"), Some("play"));
        assert_eq!(
            page_of("__gallery_view_8315281573086485389"),
            Some("gallery")
        );
        assert_eq!(page_of("___view_3"), None);
        assert_eq!(page_of("__play_view"), None);
        assert_eq!(page_of("play_view_15"), None);
    }

    #[test]
    fn the_loader_fetches_through_the_pack() {
        let loader = "import { initSync } from \"./app.js\";\nconst src = fetch(new URL(\"./chunk_8.wasm\", import.meta.url));";
        assert_eq!(
            through_parts(loader).unwrap(),
            "import { fetchPart } from \"./parts.js\";\nimport { initSync } from \"./app.js\";\nconst src = fetchPart(new URL(\"./chunk_8.wasm\", import.meta.url));"
        );
        assert!(through_parts("const src = load(\"chunk_8.wasm\");").is_err());
    }

    #[test]
    fn pages_and_lazy_functions_are_told_apart() {
        let stems = |s: &[&str]| s.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let map = HashMap::from([
            (
                "__code_view_7".to_string(),
                stems(&["chunk_2", "split___code_view_7"]),
            ),
            (
                "program_replay_9".to_string(),
                stems(&["chunk_2", "split_program_replay_9"]),
            ),
        ]);
        let modules = modules(&map).unwrap();
        assert_eq!(
            modules.pages,
            BTreeMap::from([(
                "code".to_string(),
                stems(&["split___code_view_7.wasm", "chunk_2.wasm"])
            )])
        );
        assert_eq!(
            modules.lazy,
            BTreeMap::from([(
                "program_replay_9".to_string(),
                stems(&["split_program_replay_9.wasm", "chunk_2.wasm"])
            )])
        );
    }

    #[test]
    fn a_split_point_without_a_module_or_an_app_without_pages_is_refused() {
        let map = HashMap::from([("__play_view_1".to_string(), vec![])]);
        assert!(modules(&map).is_err());
        let map = HashMap::from([("helper_1".to_string(), vec!["chunk_1".to_string()])]);
        assert!(modules(&map).is_err());
        assert!(modules(&HashMap::new()).is_err());
    }
}
