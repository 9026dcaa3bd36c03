//! /play: a board to solve by hand, and the puzzles with one answer (`?puzzle=ID`),
//! one route and one room. The position and the puzzle are the core's; here are the
//! page, its addresses and what it exports.
//!
//! - [`address`]: the position in the address, `?n=8&q=15863724`;
//! - [`puzzle_address`]: the puzzle in the address, `?puzzle=ID`, today's for a bad one;
//! - [`export`]: a board as a standalone SVG file;
//! - [`words`]: everything the room says, in English and Spanish;
//! - on wasm: `page` (the route: free play, or the puzzle), `puzzle` (the puzzle page),
//!   `puzzle_picker` (today's puzzle, or one of a size and level), `through_listing`
//!   (the solutions through a square).
//!
//! Its hints climb the ladder /queens shares ([`crate::ui::hint_ladder`]).

pub mod address;
pub mod export;
pub mod puzzle_address;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod page;
#[cfg(target_arch = "wasm32")]
pub mod puzzle;
#[cfg(target_arch = "wasm32")]
pub mod puzzle_picker;
#[cfg(target_arch = "wasm32")]
pub mod through_listing;
