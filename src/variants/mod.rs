//! /variants: the family around the eight queens: the torus, other pieces, the cube,
//! domination. The problems are the core's `variants`; the board they are drawn on is
//! shared with /gallery (`ui::variant_board`).
//!
//! - [`words`]: everything the room says, in English and Spanish;
//! - on wasm: `page`, the route, and `variant_walk`, "watch the search", the core's backtracking walk played.

#[cfg(target_arch = "wasm32")]
pub mod page;
#[cfg(target_arch = "wasm32")]
pub mod variant_walk;
pub mod words;
