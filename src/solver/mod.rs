//! The player a run is played with, shared by /solve (the searches), /code (a learner's
//! program), /variants (the walk) and /learn's step boards: a window of the run
//! ([`timeline`]) read off the step shown ([`player`]), what the controls send
//! ([`command`], [`transport`], [`swipe`]) and the frames a recursive search shows
//! ([`call_stack`], [`figure`]); natively tested. On wasm32: `session` (`use_solver`,
//! /solve's owner of the player, its worker, the clock and the keys), `watch` (how views
//! read the playback), `ticks` (the clock), `keys`. It imports no page's room; the views
//! of the player are in [`crate::ui`].

pub mod call_stack;
pub mod command;
pub mod figure;
#[cfg(target_arch = "wasm32")]
pub mod keys;
pub mod player;
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
