//! The page's side of the workers: one [`supervisor`] per pool (runs, cancel, crashes),
//! a [`handle`] per worker, and the hooks pages use: [`job`] (`use_job`), [`count`]
//! (`use_count`, with its natively tested [`count_plan`]) and [`animation`]
//! (`use_animation`). What runs inside the worker is [`crate::worker`]; the messages
//! both sides share are [`crate::protocol`].

pub mod count_plan;

#[cfg(target_arch = "wasm32")]
pub mod animation;
#[cfg(target_arch = "wasm32")]
pub mod count;
#[cfg(target_arch = "wasm32")]
mod counting;
#[cfg(target_arch = "wasm32")]
pub mod handle;
#[cfg(target_arch = "wasm32")]
pub mod job;
#[cfg(target_arch = "wasm32")]
pub mod start_line;
#[cfg(target_arch = "wasm32")]
pub mod supervisor;
