//! `nqueens-core`: everything about the N-Queens problem that is not a web page.
//!
//! Conventions used everywhere in this crate (and shown once in the UI):
//! - squares are 0-based here, `row` 0 is the bottom rank, `col` 0 the left file
//!   (chess style: a1 is `Square { row: 0, col: 0 }`);
//! - a full placement is written as a permutation: entry `k` is the row of the queen in
//!   column `k` (the digit string `15863724` is 1-based, as people read it).
//!
//! The crate has no web dependency on purpose: the browser app and its workers only call
//! it, so every figure the app shows is tested natively.

// Every public item says what it is for: the web app and the CLI read these docs.
#![deny(missing_docs)]

pub mod analysis;
pub mod classes;
pub mod completion;
pub mod construct;
pub mod count;
pub mod dead_end;
pub mod enumerate;
pub mod error;
pub mod model;
pub mod placement;
pub mod published;
pub mod puzzle;
pub mod queens;
pub mod search;
pub mod solution;
pub mod square;
pub mod symmetry;
pub mod uva750;
pub mod variants;

pub use error::Error;
pub use placement::{Placement, SquareState, Toggled};
pub use solution::Solution;
pub use square::Square;
pub use symmetry::Symmetry;

/// Largest board the exhaustive searches accept: diagonals of a 32×32 board fit a `u64`.
pub const MAX_SEARCH_N: usize = 32;

/// Largest board a [`Placement`] holds (drawing, local search, first solutions).
pub const MAX_BOARD_N: usize = 64;
