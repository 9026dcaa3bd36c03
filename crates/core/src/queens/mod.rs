//! Queens, the region puzzle (LinkedIn's "Queens", a one-star Star Battle): an n×n grid
//! cut into n regions; one queen goes in each row, each column and each region, and no
//! two queens touch, not even at a corner (issue #76).
//!
//! - [`Layout`]: the grid of regions, read from and written as n lines of letters, and
//!   as a URL-safe id ([`Layout::id`]);
//! - [`count()`]: the exact number of answers, up to a cap, with the first two;
//! - [`next_step`] and [`solve_by_deduction`]: the deduction engine, which names each
//!   step's [`Technique`] as players do and grades a layout ([`Level`]);
//! - [`generate()`] and [`daily`]: layouts with one answer, of a level, from a seed or a
//!   date;
//! - [`palette`]: the regions' colours, kept apart for colour-blind players.
//!
//! Nothing here knows about the web, so the page's worker runs it as it is.

mod board;
mod cells;
mod count;
mod deduce;
mod error;
mod generate;
mod id;
mod layout;
pub mod palette;
mod recipe;
mod step;
mod technique;
#[cfg(test)]
mod tests;
mod units;

pub use board::{Board, Mark};
pub use cells::{Cell, Cells};
pub use count::{count, is_unique, Answer, Count};
pub use deduce::{next_step, solve_by_deduction, Deducer, Deduction};
pub use error::QueensError;
pub use generate::{generate, Generated, ATTEMPTS};
pub use layout::{letter, Layout};
pub use recipe::{daily, Recipe};
pub use step::{Action, Step};
pub use technique::{Level, Technique};
pub use units::Unit;

/// The smallest layout: 4×4 (a 3×3 grid has no two rows' queens apart by two columns).
pub const MIN_N: usize = 4;
/// The largest layout: 16×16, a row to a 16-bit lane of [`Cells`].
pub const MAX_N: usize = 16;
