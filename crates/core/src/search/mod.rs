//! Search algorithms as resumable step machines.
//!
//! Every machine emits one small [`SearchEvent`] per [`step`](Backtracking::step), and
//! keeps the [`Counters`] the literature publishes, so the same code drives the
//! animation, the counters on screen and the tests. A machine is a plain `Clone` value:
//! a copy is a checkpoint, and replaying events from a checkpoint rebuilds any step.

pub mod backtracking;
pub mod branch_bound;
pub mod brute_force;

pub use backtracking::{Backtracking, Candidates};
pub use branch_bound::{BranchBound, Order};
pub use brute_force::BruteForce;

use crate::{Placement, Square};

/// Why a tentative square was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reason {
    /// Another queen stands on the same row (rank).
    Row,
    /// Another queen stands on the same "/" diagonal (row − col constant).
    Diagonal,
    /// Another queen stands on the same "\" diagonal (row + col constant).
    AntiDiagonal,
}

/// One step of a search, small and `Copy` so batches of them are cheap to send.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SearchEvent {
    /// The search looks at a square as the next queen's place.
    Try(Square),
    /// The square tried is attacked; the search moves on.
    Reject(Square, Reason),
    /// A queen is placed on the square.
    Place(Square),
    /// A queen is taken back (backtracking).
    Remove(Square),
    /// The queens on the board form a solution.
    Solution,
    /// Brute force: the queens of columns `from..n` move one column to the left, the
    /// first of them to the last column (the next permutation, by rotation).
    Rotate { from: u8 },
    /// Brute force: a full placement was checked for diagonal attacks.
    Check { valid: bool },
    /// Branch and bound: this node of the search tree is expanded now.
    Expand(Placement),
    /// The search stopped at its memory limit (breadth-first frontier).
    LimitReached,
    /// Nothing is left to search (or the first solution was wanted and found).
    Done,
}

/// Stop at the first solution, or find them all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Goal {
    First,
    #[default]
    All,
}

/// The figures the literature publishes for a search.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Counters {
    /// Squares tested as the place of the next queen (OEIS A140450 until the first solution).
    pub tried: u64,
    /// Queens placed: nodes of the search tree without the root.
    pub placed: u64,
    /// Queens taken back.
    pub removed: u64,
    pub solutions: u64,
    /// Queens on the board now.
    pub depth: u32,
    /// Steps taken (events emitted).
    pub steps: u64,
    /// Branch and bound: nodes taken from the frontier and expanded.
    pub expanded: u64,
    /// Branch and bound: the largest the frontier (open nodes) ever was.
    pub frontier_peak: u64,
}
