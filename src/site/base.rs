//! Where the site is served from: the root of a host, or a prefix such as `/nqueens/`
//! (a GitHub Pages project site). `trunk build --public-url` writes the prefix into
//! `<base href>`, so one build knows it at run time: the router matches routes under it,
//! and every link and every address a page writes into the history comes from
//! [`site_url`] (the router's `<A>` resolves relative links under its base, but leaves an
//! absolute one as it is). Workers and assets are relative to the base already.

use std::sync::OnceLock;

/// The prefix without its trailing slash: `""` at a host's root, `"/nqueens"` under it.
pub fn base_path() -> &'static str {
    static BASE: OnceLock<String> = OnceLock::new();
    BASE.get_or_init(|| {
        let uri = leptos::prelude::document()
            .base_uri()
            .ok()
            .flatten()
            .unwrap_or_default();
        let path = web_sys::Url::new(&uri)
            .map(|url| url.pathname())
            .unwrap_or_default();
        path.trim_end_matches('/').to_string()
    })
}

/// A route's address (`/play?n=8`) under the site's prefix.
pub fn site_url(route: &str) -> String {
    format!("{}{route}", base_path())
}

/// Writes a route's address (`/play?n=8&q=…`) into the address bar without a navigation
/// or a history entry: the page keeps its state, and a reload or a shared link opens
/// the same view.
pub fn replace_address(route: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&site_url(route)),
        );
    }
}
