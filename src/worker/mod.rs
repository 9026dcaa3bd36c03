//! Everything about the background workers: the message types both sides share, the
//! job runner (pure Rust), the counting plan, and the wasm glue on each side.

pub mod analysis;
pub mod animation;
pub mod count_plan;
pub mod protocol;
pub mod runner;
#[cfg(target_arch = "wasm32")]
pub mod supervisor;

#[cfg(target_arch = "wasm32")]
pub mod animation_client;
#[cfg(target_arch = "wasm32")]
pub mod client;
#[cfg(target_arch = "wasm32")]
pub mod count_client;
#[cfg(target_arch = "wasm32")]
pub mod entry;
#[cfg(target_arch = "wasm32")]
pub mod job_client;
#[cfg(target_arch = "wasm32")]
pub mod start_line;
#[cfg(target_arch = "wasm32")]
pub mod wire;
