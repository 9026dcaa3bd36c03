//! /solve: the algorithms, step by step, forwards and backwards. The run is played by
//! the shared player ([`crate::solver`]); here are the page, its address and the views
//! only its algorithms have.
//!
//! - [`address`]: the run and the step in the address, and what was wrong with it;
//! - [`conflicts`]: each queen's conflicts, for a local search's bars;
//! - [`cover`]: dancing links' cover matrix at the step shown;
//! - [`words`]: everything the room says, in English and Spanish;
//! - on wasm: `page` (the route), `predicting` (its "predict the next step"),
//!   `call_stack` (the recursive searches' frames), `frontier_head` (branch and bound's
//!   node taken), `cover_matrix`, `conflict_bars`, `population_view` (the genetic
//!   algorithm's generation), `models_section` (the paper's models, built as the reader
//!   nears them).

pub mod address;
pub mod conflicts;
pub mod cover;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod call_stack;
#[cfg(target_arch = "wasm32")]
pub mod conflict_bars;
#[cfg(target_arch = "wasm32")]
pub mod cover_matrix;
#[cfg(target_arch = "wasm32")]
pub mod frontier_head;
#[cfg(target_arch = "wasm32")]
pub mod models_section;
#[cfg(target_arch = "wasm32")]
pub mod page;
#[cfg(target_arch = "wasm32")]
pub mod population_view;
#[cfg(target_arch = "wasm32")]
pub mod predicting;
