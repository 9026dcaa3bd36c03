//! The page's side of the workers: one [`supervisor`] per pool (runs, cancel, crashes),
//! a [`handle`] per worker, and the hooks pages use: [`job`] (`use_job`) and
//! [`animation`] (`use_animation`), and /code's [`program`] (`use_program_worker`),
//! which runs a learner's program and then plays it like an animation. /lab's pool of
//! counting workers is the lab's own (`crate::lab::count`). What runs inside the worker
//! is [`crate::worker`]; the messages both sides share are [`crate::protocol`].

pub mod animation;
pub mod handle;
pub mod job;
pub mod program;
pub mod start_line;
pub mod supervisor;

pub use handle::Script;
