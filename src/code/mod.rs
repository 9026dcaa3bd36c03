//! /code: the learner writes a solver in Rhai, runs it in the code worker, and plays
//! the run back with the shared player ([`crate::solver`]). The language, the checks and
//! the exercises are the `nqueens-code` crate's; here are the page and what it keeps.
//!
//! - [`address`]: the share link, `#n=8&src=`, and what the page takes as a program;
//! - [`starter`]: the first task's skeleton, its hints and its model answer;
//! - [`editing`]: the editor's Tab, Shift-Tab and bracket matching, over the text;
//! - [`exercise_progress`]: the exercises passed on this device;
//! - [`stack`]: the learner's call stack at a step, as its view draws it;
//! - [`words`]: everything the room says, in English and Spanish;
//! - on wasm: `page` (the route), `program` (`use_program`: the run, then its replay),
//!   `run_replay`, `code_editor`, `code_starter`, `exercises_panel`, `run_report` (the
//!   error, and the check against the core), `program_replay` (the board, the controls,
//!   the listing), `program_stack` (the call stack's view).

pub mod address;
pub mod editing;
pub mod exercise_progress;
pub mod stack;
pub mod starter;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod code_editor;
#[cfg(target_arch = "wasm32")]
pub mod code_starter;
#[cfg(target_arch = "wasm32")]
pub mod exercises_panel;
#[cfg(target_arch = "wasm32")]
pub mod page;
#[cfg(target_arch = "wasm32")]
pub mod program;
#[cfg(target_arch = "wasm32")]
pub mod program_replay;
#[cfg(target_arch = "wasm32")]
pub mod program_stack;
#[cfg(target_arch = "wasm32")]
pub mod run_replay;
#[cfg(target_arch = "wasm32")]
pub mod run_report;
