//! The animation's messages: what the solver page asks its worker for, and the one kind
//! of reply it gets.
//!
//! The worker is the run's memory. It steps the machine and, beside it, the replayed
//! state, so it can hand the page the state at any step and the events that follow: a
//! *window* of the run. The page keeps one window and plays through it; it asks for
//! [`ToWorker::More`](super::ToWorker::More) to extend it, and for a [`Target`] to jump
//! anywhere else (the end, the next solution, step 1,858), which the worker answers with
//! a new window around that step. Every reply also says what the worker knows of the
//! whole run ([`Known`]): how far it has run, the total once it has reached the end, the
//! first solutions with their steps, and the collision chart.
//!
//! The code worker answers the same requests for a learner's program, whose whole
//! trace it keeps (`worker::recording`): the same player plays both.

use nqueens_core::search::{Event, Replay};
use nqueens_core::Placement;
use serde::{Deserialize, Serialize};

/// Where a seek goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Target {
    /// This step (clamped to the run's end).
    Step(u64),
    /// The run's last step.
    End,
    /// The first solution shown after this step.
    NextSolution(u64),
    /// The last solution shown before this step.
    PreviousSolution(u64),
    /// The first queen taken back after this step.
    NextBacktrack(u64),
}

/// A solution, and the step that shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FoundAt {
    /// The step after which the board shows the solution.
    pub step: u64,
    /// The queens.
    pub board: Placement,
}

/// What the worker knows of the whole run, as far as it has stepped it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Known {
    /// Steps the worker has run.
    pub reached: u64,
    /// The run's length, once the worker has reached its end.
    pub total: Option<u64>,
    /// The first solutions of the run (at most [`MAX_FOUND`]), in order.
    pub found: Vec<FoundAt>,
    /// Collisions left after a step, sampled over the run (local searches; at most
    /// [`MAX_CHART_POINTS`], evenly spaced).
    pub chart: Vec<(u64, u64)>,
}

/// Solutions listed at most, with their boards.
pub const MAX_FOUND: usize = 60;
/// Collision samples kept for the chart.
pub const MAX_CHART_POINTS: usize = 600;

/// A stretch of the run: the state at step `from` and the events after it. `S` is the
/// run's state: a search's [`Replay`], or a learner's program's `RunState`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Window<S = Replay> {
    /// The step the state is at.
    pub from: u64,
    /// The state after `from` steps.
    pub state: Box<S>,
    /// The step asked for, to show.
    pub show: u64,
}

/// The worker's answer to `More` or `Seek`, for a run whose states are `S`s and whose
/// steps are `E`s (the solver's search by default; the code worker's replies are a
/// learner's program's `RunState`s and `Played` steps).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AnimationReply<S = Replay, E = Event> {
    /// A new window (a seek); `None` when the events continue the page's window.
    pub window: Option<Window<S>>,
    /// The events, in order.
    pub events: Vec<E>,
    /// The events reach the run's end.
    pub exhausted: bool,
    /// What the worker knows of the run.
    pub known: Known,
}
