//! /lab: Q(n) counted in the background workers, beside the published table, and how
//! the count is made. The count itself is the core's; here are the page, the plan that
//! shares it among workers, and what the lab keeps of this visit.
//!
//! - [`count_plan`]: the count as a plain struct: chunks, checkpoint, resume (tests in
//!   `count_plan/tests.rs`);
//! - [`visit`]: what the lab has shown of this visit's counts;
//! - [`words`]: everything the room says, in English and Spanish;
//! - on wasm: `page` (the route), `count` (`use_count`: one worker per core) with
//!   `counting` behind it, `visit_store` (the visit, held by the app's root),
//!   `count_chart` (Q(n) on a log scale), `method_section` (how the count is made).
//!
//! The huge board's section is shared with /learn ([`crate::ui`]).

pub mod count_plan;
pub mod visit;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod count;
#[cfg(target_arch = "wasm32")]
pub mod count_chart;
#[cfg(target_arch = "wasm32")]
mod counting;
#[cfg(target_arch = "wasm32")]
pub mod method_section;
#[cfg(target_arch = "wasm32")]
pub mod page;
#[cfg(target_arch = "wasm32")]
pub mod visit_store;
