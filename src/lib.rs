//! nqueens: the N-Queens workshop in the browser.
//!
//! `src/` is sorted by feature: each page's room holds what that page alone uses (its
//! page component, its components, its address, its state, its words), and what
//! several pages share lives in rooms named for what it is. The shell's entry points,
//! `app` (the root and its router), `routes` (the pages as lazily loaded routes) and
//! `deferred_views` (the views a page builds after its first), are the only modules
//! that name every page.
//!
//! - pages: [`learn`], [`play`], [`solve`], [`code`], [`lab`], [`gallery`], [`variants`],
//!   [`queens`];
//! - shared: [`site`] (the shell), [`ui`] (shared components), [`predict`] ("predict the
//!   next step": /learn and /solve), [`solver`] (the player a run is played with),
//!   [`i18n`] (the words several rooms share; a room's own are in its `words`);
//! - the workers: [`protocol`] (the messages), `bridge` (the page's side), [`worker`]
//!   (the worker's side).
//!
//! The modules that need no browser (the words, worker protocol, job runner, counting
//! plan, the rooms' plain state) compile natively and are tested with plain
//! `cargo test`; the Leptos UI and the wasm glue exist only on wasm32.

// The pages' rooms.
pub mod code;
pub mod gallery;
pub mod lab;
pub mod learn;
pub mod play;
pub mod queens;
pub mod solve;
pub mod variants;

// What several pages share.
pub mod i18n;
pub mod predict;
pub mod site;
pub mod solver;
pub mod ui;

// The workers: the wire, and each side of it.
#[cfg(target_arch = "wasm32")]
pub mod bridge;
pub mod protocol;
pub mod worker;

// The shell's entry points, which name the pages.
#[cfg(all(target_arch = "wasm32", feature = "pages"))]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod deferred_views;
#[cfg(all(target_arch = "wasm32", feature = "pages"))]
pub mod routes;
