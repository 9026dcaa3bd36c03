//! Reusable pieces of the UI. Components format and forward; logic lives in the core.

pub mod board;
pub mod layout;
pub mod mini_board;
pub mod size_input;
