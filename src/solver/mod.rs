//! The solver page's logic, natively tested: its playback and the counters it shows;
//! and, on wasm32, how the page's views read the playback.

pub mod call_stack;
pub mod command;
pub mod conflicts;
pub mod cover;
pub mod figure;
pub mod player;
#[cfg(target_arch = "wasm32")]
pub mod session;
pub mod swipe;
#[cfg(target_arch = "wasm32")]
pub mod ticks;
#[cfg(target_arch = "wasm32")]
pub mod watch;

pub use command::Command;
pub use figure::Figure;
pub use player::{Player, Request};
#[cfg(target_arch = "wasm32")]
pub use session::{use_solver, Solver};
#[cfg(target_arch = "wasm32")]
pub use swipe::Swipe;
#[cfg(target_arch = "wasm32")]
pub use watch::{watch, watch_tree};
