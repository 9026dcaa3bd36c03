//! One file per route.

pub mod code;
pub mod gallery;
pub mod lab;
pub mod learn;
pub mod play;
pub mod puzzle;
pub mod solve;
pub mod variants;
