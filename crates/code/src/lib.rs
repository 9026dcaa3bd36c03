//! A learner's own N-Queens solver, written in [Rhai](https://rhai.rs), run against a
//! board and recorded step by step, then checked against the core.
//!
//! The learner writes plain code with a small board API (columns and rows count from 1,
//! as in the pseudocode on /solve):
//!
//! ```text
//! fn queens(k) {
//!     if k > n { solution(); return; }
//!     for r in 1..=n {
//!         if safe(k, r) { place(k, r); queens(k + 1); remove(k, r); }
//!     }
//! }
//! queens(1);
//! ```
//!
//! [`run()`] runs it to its end, or to its operations budget, and returns a [`Trace`]:
//! every call of the API, every entry to and exit from the learner's functions, each with
//! its line. The page replays that trace on the board ([`RunState`], step by step, the
//! way /solve replays its searches); nothing is re-run to step back.
//! [`Verdict`] then compares the run with the core: each reported solution verified, the
//! count against Q(n), and the effort against the textbook backtracking of /solve.
//!
//! Nothing here knows of the web: the worker that runs a program and the page that
//! replays it are thin layers over this crate, which is tested natively.

mod arrays;
mod board;
mod diagnostic;
mod exercises;
mod replay;
mod report;
mod run;
mod trace;
mod verdict;

pub use board::Board;
pub use diagnostic::{Diagnostic, Problem};
pub use exercises::{Exercise, Shortfall, BITMASK_BUDGET};
pub use replay::{Played, RunState, Variables};
pub use report::{Report, SHOWN_SOLUTIONS};
pub use run::{run, Limits, Outcome, Run, MAX_N};
pub use trace::{Action, Frame, Step, Trace, Variable, NOT_KEPT};
pub use verdict::{Effort, Reference, SolutionFault, Verdict};

#[cfg(test)]
mod tests;
