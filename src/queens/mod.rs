//! /queens, the region puzzle (issue #76): its page and its builder, the state they
//! keep (plain structs, tested natively), their words. The puzzle itself (layouts,
//! counting, deduction, generation, the regions' colours) is the core's `queens` module.
//!
//! - [`game`]: the board as the player marks it, undo, conflicts, the verdict;
//! - [`hint`]: the next hint (a mistake, a deduction, or a queen of the answer);
//! - [`look`]: what each cell shows (marks, clashes, the hint's cells);
//! - [`playing`]: the board played, from the worker's reply, and what to say of it;
//! - [`saved`]: the board in play, kept on the device across reloads;
//! - [`stopwatch`]: the clock that stops while the tab is hidden;
//! - [`address`]: what `?level=` and `?layout=` name;
//! - [`builder`]: the grid being painted on /queens/build;
//! - [`words`]: everything the room says, in English and Spanish;
//! - on wasm: `room` (the route), `page`, `build_page`, `board_view`, `days` (the streak, the ticks), `options`, `picker`, `verdict` (the solved board's time, share line and next board).

pub mod address;
pub mod builder;
pub mod game;
pub mod hint;
pub mod look;
pub mod playing;
pub mod saved;
pub mod stopwatch;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod board_view;
#[cfg(target_arch = "wasm32")]
pub mod build_page;
#[cfg(target_arch = "wasm32")]
pub mod days;
#[cfg(target_arch = "wasm32")]
pub mod options;
#[cfg(target_arch = "wasm32")]
pub mod page;
#[cfg(target_arch = "wasm32")]
pub mod picker;
#[cfg(target_arch = "wasm32")]
pub mod room;
#[cfg(target_arch = "wasm32")]
pub mod verdict;
