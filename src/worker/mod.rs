//! What runs inside a worker: the entry that reads the page's messages, the job runner
//! (pure Rust, tested natively) and the solver's animation, which keeps a run between
//! messages. The code worker ([`code`]) runs learners' programs only, and keeps the last
//! one ([`recording`]) for the page to replay. The page's side is `crate::bridge` (wasm only); the
//! messages both sides share are [`crate::protocol`].

pub mod animation;
pub mod code;
pub mod queens;
pub mod recording;
pub mod runner;

#[cfg(target_arch = "wasm32")]
pub mod entry;
