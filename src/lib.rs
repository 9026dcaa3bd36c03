//! nqueens: the N-Queens workshop in the browser.
//!
//! The modules that need no browser (strings, worker protocol, job runner, counting
//! plan) compile natively and are tested with plain `cargo test`; the Leptos UI and the
//! wasm glue exist only on wasm32.

pub mod clock;
pub mod code_starter;
pub mod code_url;
pub mod count_plan;
pub mod decimal;
pub mod editing;
pub mod exercise_progress;
pub mod export;
pub mod hint_ladder;
pub mod i18n;
pub mod lab_visit;
pub mod learn;
pub mod overview;
pub mod paging;
pub mod position_url;
pub mod protocol;
pub mod puzzle_url;
pub mod queens;
pub mod site_page;
pub mod solve_url;
pub mod solver;
pub mod timeline;
pub mod worker;

#[cfg(all(target_arch = "wasm32", feature = "pages"))]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod bridge;
#[cfg(target_arch = "wasm32")]
pub mod browser;
#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod context;
#[cfg(target_arch = "wasm32")]
pub mod fatal;
#[cfg(target_arch = "wasm32")]
pub mod offline;
#[cfg(target_arch = "wasm32")]
pub mod pages;
#[cfg(target_arch = "wasm32")]
pub mod prerender;
#[cfg(target_arch = "wasm32")]
pub mod progress_store;
#[cfg(all(target_arch = "wasm32", feature = "pages"))]
pub mod routes;
#[cfg(target_arch = "wasm32")]
pub mod site;
#[cfg(target_arch = "wasm32")]
pub mod storage;
