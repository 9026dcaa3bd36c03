//! /gallery: the fundamental solutions of n, every rotation and reflection of each, and
//! the family's best placements.
//!
//! - [`paging`]: long lists a page at a time;
//! - [`words`]: everything the room says, in English and Spanish;
//! - on wasm: `page` (the route), `symmetry_preview` (a board gliding to one of its
//!   images), `family_gallery` (the family's section).

pub mod paging;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod family_gallery;
#[cfg(target_arch = "wasm32")]
pub mod page;
#[cfg(target_arch = "wasm32")]
pub mod symmetry_preview;
