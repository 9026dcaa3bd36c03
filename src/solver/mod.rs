//! The solver page's logic, natively tested: its playback and the counters it shows;
//! and, on wasm32, how the page's views read the playback. /code plays a learner's
//! program with the same player and controls.

pub mod call_stack;
pub mod command;
pub mod conflicts;
pub mod cover;
pub mod figure;
#[cfg(target_arch = "wasm32")]
pub mod keys;
pub mod player;
#[cfg(target_arch = "wasm32")]
pub mod predicting;
#[cfg(target_arch = "wasm32")]
pub mod program;
pub mod program_stack;
#[cfg(target_arch = "wasm32")]
pub mod run_replay;
#[cfg(target_arch = "wasm32")]
pub mod session;
pub mod swipe;
#[cfg(target_arch = "wasm32")]
pub mod ticks;
pub mod timeline;
pub mod transport;
#[cfg(target_arch = "wasm32")]
pub mod watch;

pub use command::Command;
pub use figure::Figure;
pub use player::{Player, Request};
#[cfg(target_arch = "wasm32")]
pub use session::{use_solver, Solver};
#[cfg(target_arch = "wasm32")]
pub use swipe::Swipe;
pub use transport::PlayState;
#[cfg(target_arch = "wasm32")]
pub use transport::Transport;
#[cfg(target_arch = "wasm32")]
pub use watch::{watch, watch_tree};
