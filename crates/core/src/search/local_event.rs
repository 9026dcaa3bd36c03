//! What one step of a local search did, and the figures a run of them adds up: shared
//! by min-conflicts, the queen swaps, the swap search, restarts, annealing and the genetic algorithm,
//! whose generations are events too.

use super::population::Population;
use super::{Record, Tally};
use crate::Placement;

/// What one step of a local search did.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum LocalEvent {
    /// The greedy start put the queen of `col` on `row`, taken from column `from`
    /// (the two columns swapped rows; `from` ≥ `col`).
    Place {
        /// The column placed.
        col: u32,
        /// Its row.
        row: u32,
        /// The column the row was taken from.
        from: u32,
        /// Collisions after the move.
        collisions: u64,
    },
    /// Min-conflicts: the queen of `col` moved along its file from row `from` to row
    /// `to`, a square of the file with the fewest conflicts (`to` = `from` when its own
    /// square was one of them and the draw kept it).
    Shift {
        /// The file.
        col: u32,
        /// The row it left.
        from: u32,
        /// The row it went to.
        to: u32,
        /// Collisions after the move: for min-conflicts, pairs of queens that attack
        /// each other.
        collisions: u64,
    },
    /// Two queens exchanged rows.
    Swap {
        /// One column.
        a: u32,
        /// The other.
        b: u32,
        /// Collisions after the move.
        collisions: u64,
    },
    /// Annealing: a swap that would raise the collisions was refused at this
    /// temperature (the queens stay).
    Refuse {
        /// One column.
        a: u32,
        /// The other.
        b: u32,
        /// Collisions, unchanged.
        collisions: u64,
    },
    /// Random restarts: a fresh random permutation was drawn.
    Draw {
        /// The permutation (boxed: see [`SearchEvent::Expand`](super::SearchEvent::Expand)).
        rows: Box<Placement>,
        /// Its diagonal collisions.
        collisions: u64,
    },
    /// Random restarts: the permutation drawn has diagonal collisions, so it is thrown
    /// away.
    Rejected {
        /// Its collisions.
        collisions: u64,
    },
    /// Genetic algorithm: a generation was bred.
    Generation(Box<Population>),
    /// A queen found no helpful swap this time.
    Stuck {
        /// The attacked queen's column.
        col: u32,
        /// Collisions, unchanged.
        collisions: u64,
    },
    /// Too long without progress: start again from a new seed.
    Restart {
        /// The new seed.
        seed: u64,
    },
    /// No collisions left.
    Solved,
    /// The iteration cap was reached with collisions left.
    GaveUp {
        /// Collisions left.
        collisions: u64,
    },
}

/// Figures of a local search run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LocalStats {
    /// The seed of the last (re)start.
    pub seed: u64,
    /// Moves made.
    pub steps: u64,
    /// Swaps tried.
    pub swaps_tried: u64,
    /// Swaps kept.
    pub swaps_done: u64,
    /// Fresh starts after too long without progress.
    pub restarts: u32,
    /// Collisions left by the greedy start.
    pub initial_collisions: u64,
}

impl Record for LocalEvent {
    fn record(&self, tally: &mut Tally) {
        let c = &mut tally.counters;
        c.steps += 1;
        match *self {
            LocalEvent::Place { col, .. } => {
                c.placed += 1;
                c.depth = col + 1;
            }
            LocalEvent::Swap { .. } | LocalEvent::Shift { .. } => {
                c.tried += 1;
                c.placed += 1;
            }
            LocalEvent::Stuck { .. } | LocalEvent::Refuse { .. } | LocalEvent::Draw { .. } => {
                c.tried += 1
            }
            LocalEvent::Generation(_) | LocalEvent::Rejected { .. } => {}
            // A fresh start: only the steps taken so far remain.
            LocalEvent::Restart { .. } => {
                *c = super::Counters {
                    steps: c.steps,
                    ..super::Counters::default()
                }
            }
            LocalEvent::Solved => {
                c.solutions += 1;
                tally.done = true;
            }
            LocalEvent::GaveUp { .. } => tally.done = true,
        }
    }

    fn is_solution(&self) -> bool {
        *self == LocalEvent::Solved
    }
}
