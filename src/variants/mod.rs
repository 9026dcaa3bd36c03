//! /variants: the family around the eight queens: the torus, other pieces, the cube,
//! domination. The problems are the core's `variants`; the board they are drawn on is
//! shared with /gallery ([`crate::ui::variant_board`]). Wasm only.
//!
//! - `page`: the route;
//! - `variant_walk`: "watch the search", the core's backtracking walk played.

pub mod page;
pub mod variant_walk;
