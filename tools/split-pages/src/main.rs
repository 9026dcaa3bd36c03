//! `split-pages LINKED.wasm OUT_DIR`: cuts the app (linked with its relocations) into a
//! main module, one module per `#[lazy_route]` page and chunks that pages share, as
//! `wasm-split-cli` does, with `wasm_split_cli_support`; then writes `routes.js`, the files
//! each page needs, from the splitter's own map of them:
//!
//! ```js
//! export default {"play":["split___play_view_8315….wasm","chunk_7.wasm", …], …};
//! ```
//!
//! boot.js preloads the opened page's files, the prerender opens every page the map
//! names, and the service worker caches what those give. The map is the splitter's data,
//! not read back out of the JavaScript it writes.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::ExitCode;
use wasm_split_cli_support::{transform, Options};

/// The JavaScript module the app's wasm imports (wasm-bindgen's, renamed `app`).
const MAIN_MODULE: &str = "./app.js";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--version") {
        // What scripts/bootstrap.sh compares to decide whether to install it again.
        println!("split-pages {}", env!("CARGO_PKG_VERSION"));
        return ExitCode::SUCCESS;
    }
    let [input, output] = args.as_slice() else {
        eprintln!("usage: split-pages LINKED.wasm OUT_DIR");
        return ExitCode::from(2);
    };
    match split(Path::new(input), Path::new(output)) {
        Ok(routes) => {
            let shown: Vec<String> = routes
                .iter()
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

/// Splits `input` into `output` and returns each page's files.
fn split(input: &Path, output: &Path) -> Result<BTreeMap<String, Vec<String>>, String> {
    let wasm = std::fs::read(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let main_out = output.join("app.wasm");
    let mut options = Options::new(&wasm);
    options.output_dir = output;
    options.main_out_path = &main_out;
    options.main_module = MAIN_MODULE;
    options.target.web();
    let split = transform(options).map_err(|e| format!("cannot split {}: {e}", input.display()))?;
    let routes = routes(&split.prefetch_map)?;
    let json = serde_json::to_string(&routes).map_err(|e| e.to_string())?;
    std::fs::write(
        output.join("routes.js"),
        format!("export default {json};\n"),
    )
    .map_err(|e| format!("cannot write routes.js: {e}"))?;
    Ok(routes)
}

/// Each page's files, from the splitter's map of split points to module stems. A
/// `#[lazy_route]` on `PlayPage`'s view is the split point `__play_view_N` (its name,
/// from leptos' macro, and a hash); a page's first file is its own module.
fn routes(
    map: &std::collections::HashMap<String, Vec<String>>,
) -> Result<BTreeMap<String, Vec<String>>, String> {
    let mut routes = BTreeMap::new();
    for (split, stems) in map {
        let route =
            page_of(split).ok_or_else(|| format!("a split point that names no page: {split}"))?;
        if stems.is_empty() {
            return Err(format!("the page {route} has no module"));
        }
        // The page's own module first: boot.js asks for the files in this order.
        let mut files: Vec<String> = stems.iter().map(|stem| format!("{stem}.wasm")).collect();
        files.sort_by_key(|file| !file.starts_with("split_"));
        if routes.insert(route.to_string(), files).is_some() {
            return Err(format!("two split points for the page {route}"));
        }
    }
    if routes.is_empty() {
        return Err("no page was split off: is the app built with its `pages` feature?".into());
    }
    Ok(routes)
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
    fn a_page_without_a_module_or_a_point_without_a_page_is_refused() {
        let map = HashMap::from([("__play_view_1".to_string(), vec![])]);
        assert!(routes(&map).is_err());
        let map = HashMap::from([("helper".to_string(), vec!["chunk_1".to_string()])]);
        assert!(routes(&map).is_err());
        assert!(routes(&HashMap::new()).is_err());
    }
}
