//! The site's shell, which every page sits in: where the site is served from, the
//! frame around a page, the app-wide contexts, the browser's services, and what happens
//! before the app is up (the prerendered copy) and when it breaks (the fatal box).
//! Nothing here imports a page's room.
//!
//! - [`clock`]: milliseconds for durations, in a page, a worker or natively;
//! - [`site_page`]: the workshop's pages, in the navigation's order;
//! - on wasm: `base` (the site's root or prefix, from `<base href>`), `context` (language,
//!   theme, notices), `layout` (header, notices, footer), `not_found` (the page for an
//!   unknown address), `browser` (clipboard, downloads, PNG, the device's theme),
//!   `storage` (local storage), `offline` (the service worker, the update offer),
//!   `prerender` (the built page until the app replaces it), `fatal` (the panic box).

pub mod clock;
pub mod site_page;

#[cfg(target_arch = "wasm32")]
pub mod base;
#[cfg(target_arch = "wasm32")]
pub mod browser;
#[cfg(target_arch = "wasm32")]
pub mod context;
#[cfg(target_arch = "wasm32")]
pub mod fatal;
#[cfg(target_arch = "wasm32")]
pub mod layout;
#[cfg(target_arch = "wasm32")]
pub mod not_found;
#[cfg(target_arch = "wasm32")]
pub mod offline;
#[cfg(target_arch = "wasm32")]
pub mod prerender;
#[cfg(target_arch = "wasm32")]
pub mod storage;
