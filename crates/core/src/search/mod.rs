//! Every search of the app as a resumable step machine, one algorithm per file.
//!
//! A machine emits one small `Copy` event per [`step`](StepMachine::step). Events
//! describe themselves: [`Record::record`] says what each adds to the published
//! [`Counters`], and the machines, the [`Replay`] and the dispatcher all keep their
//! figures with that one bookkeeping ([`Tally`]), so they cannot drift apart. A machine
//! is a plain `Clone` value: a copy is a checkpoint.
//!
//! - [`Backtracking`]: sets or bitmasks, three candidate rules (Dijkstra, Wirth);
//! - [`BruteForce`]: every permutation, by rotations;
//! - [`BranchBound`]: the university paper's depth- and breadth-first search;
//! - [`DancingLinks`]: Knuth's exact cover;
//! - [`Heuristic`]: backtracking with Kalé's variable and value ordering;
//! - [`MinConflicts`], [`SosicGu`], [`SwapSearch`], [`Annealing`], [`Restarts`] and [`Genetic`]:
//!   searches over permutations;
//! - [`ListRule`]: the constructive rule, as a one-step machine;
//! - [`Machine`]: any of them by [`Algorithm`], and [`Replay`]: the state rebuilt from
//!   events alone, with the search [`tree`].

mod algorithm;
pub mod annealing;
pub mod backtracking;
pub mod branch_bound;
pub mod brute_force;
pub mod code_line;
pub mod dancing_links;
pub mod figures;
pub mod genetic;
pub mod heuristic;
pub mod list_rule;
pub mod local;
mod local_event;
pub mod machine;
pub mod min_conflicts;
mod population;
pub mod predict;
pub mod replay;
pub mod restarts;
pub mod sosic_gu;
pub mod swap_search;
pub mod tree;
pub mod waiting;

pub use annealing::Annealing;
pub use backtracking::{Backtracking, Candidates};
pub use branch_bound::{BranchBound, Order};
pub use brute_force::BruteForce;
pub use code_line::CodeLine;
pub use dancing_links::DancingLinks;
pub use figures::SearchFigures;
pub use genetic::{Genetic, Genome, Population};
pub use heuristic::Heuristic;
pub use list_rule::ListRule;
pub use local_event::{LocalEvent, LocalStats};
pub use machine::{Algorithm, Event, Machine, Recursion, Setup};
pub use min_conflicts::MinConflicts;
pub use replay::{Expanded, Focus, Moved, Rejection, Replay};
pub use restarts::Restarts;
pub use sosic_gu::SosicGu;
pub use swap_search::SwapSearch;
pub use waiting::Waiting;

use crate::{Placement, Solution, Square};

/// Why a tentative square was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Reason {
    /// Another queen stands on the same row (rank).
    Row,
    /// Another queen stands on the same "/" diagonal (row − col constant).
    Diagonal,
    /// Another queen stands on the same "\" diagonal (row + col constant).
    AntiDiagonal,
}

/// One step of an exhaustive search, small and `Copy` so batches are cheap to send.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SearchEvent {
    /// The search looks at a square as the next queen's place.
    Try(Square),
    /// The square tried is attacked; the search moves on.
    Reject(Square, Reason),
    /// A queen is placed on the square tried last.
    Place(Square),
    /// A queen is placed on a square known to be free without a separate test (the
    /// bitmasks, dancing links): it counts as tried and as placed.
    PlaceFree(Square),
    /// A queen is taken back (backtracking).
    Remove(Square),
    /// The queens on the board form a solution.
    Solution,
    /// Brute force: the queens of columns `from..n` move one column to the left, the
    /// first of them to the last column (the next permutation, by rotation).
    Rotate {
        /// The first column that moves.
        from: u8,
    },
    /// Brute force: a full placement was checked for diagonal attacks.
    Check {
        /// No two queens share a diagonal.
        valid: bool,
    },
    /// Branch and bound: this node of the search tree is expanded now.
    Expand {
        /// The node: its first columns are filled. Boxed, as a board is 65 bytes and
        /// most events are a square: the event stays small for all of them.
        node: Box<Placement>,
        /// Safe squares of the next column: the children put in the frontier.
        children: u32,
        /// Open nodes once the children are in.
        frontier: u32,
    },
    /// The search stopped at its memory limit (breadth-first frontier).
    LimitReached,
    /// Nothing is left to search (or the first solution was wanted and found).
    Done,
}

/// Stop at the first solution, or find them all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Goal {
    /// Stop at the first solution.
    First,
    /// Search the whole tree.
    #[default]
    All,
}

/// The figures the literature publishes for a search.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Counters {
    /// Squares tested as the place of the next queen (OEIS A140450 until the first solution).
    pub tried: u64,
    /// Queens placed: nodes of the search tree without the root.
    pub placed: u64,
    /// Queens taken back.
    pub removed: u64,
    /// Solutions found.
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

/// The bookkeeping of a run: its counters, and whether it has ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Tally {
    /// The published figures so far.
    pub counters: Counters,
    /// The last event ended the run.
    pub done: bool,
}

/// An event that knows what it adds to a [`Tally`].
pub trait Record {
    /// Adds this event to the tally (one more step, and whatever it counts).
    fn record(&self, tally: &mut Tally);
    /// The queens on the board form a solution after this event.
    fn is_solution(&self) -> bool;
}

impl Record for SearchEvent {
    fn record(&self, tally: &mut Tally) {
        let c = &mut tally.counters;
        c.steps += 1;
        match *self {
            SearchEvent::Try(_) | SearchEvent::Check { .. } => c.tried += 1,
            SearchEvent::Place(_) => {
                c.placed += 1;
                c.depth += 1;
            }
            SearchEvent::PlaceFree(_) => {
                c.tried += 1;
                c.placed += 1;
                c.depth += 1;
            }
            SearchEvent::Remove(_) => {
                c.removed += 1;
                c.depth = c.depth.saturating_sub(1);
            }
            SearchEvent::Solution => c.solutions += 1,
            SearchEvent::Expand {
                ref node,
                children,
                frontier,
            } => {
                c.expanded += 1;
                c.depth = node.len() as u32;
                if node.len() < node.n() {
                    c.tried += node.n() as u64;
                    c.placed += u64::from(children);
                }
                c.frontier_peak = c.frontier_peak.max(u64::from(frontier));
            }
            SearchEvent::LimitReached | SearchEvent::Done => tally.done = true,
            SearchEvent::Reject(..) | SearchEvent::Rotate { .. } => {}
        }
    }

    fn is_solution(&self) -> bool {
        *self == SearchEvent::Solution
    }
}

/// Implements [`StepMachine`] for a machine with a `tally: Tally` field and inherent
/// `next_event()` and `current_solution()` methods: what every machine would otherwise
/// write out again.
macro_rules! step_machine {
    ($machine:ty, $event:ty) => {
        impl $crate::search::StepMachine for $machine {
            type Event = $event;

            fn advance(&mut self) -> $event {
                self.next_event()
            }

            fn tally(&self) -> &$crate::search::Tally {
                &self.tally
            }

            fn tally_mut(&mut self) -> &mut $crate::search::Tally {
                &mut self.tally
            }

            fn solution(&self) -> Option<$crate::Solution> {
                self.current_solution()
            }
        }
    };
}
pub(crate) use step_machine;

/// A search that advances one event at a time.
///
/// A machine works out its next event in [`advance`](StepMachine::advance); the
/// provided [`step`](StepMachine::step) records it in the machine's [`Tally`] and stops
/// once an event has ended the run, and [`run`](StepMachine::run) steps to the end.
pub trait StepMachine {
    /// What one step emits.
    type Event: Record;

    /// Works out the next event; called only while the run has not ended.
    fn advance(&mut self) -> Self::Event;

    /// The bookkeeping of the events emitted so far.
    fn tally(&self) -> &Tally;

    /// The same, to record an event in.
    fn tally_mut(&mut self) -> &mut Tally;

    /// The solution on the board, right after an event that announced one.
    fn solution(&self) -> Option<Solution>;

    /// Advances by one event; `None` once the run has ended.
    fn step(&mut self) -> Option<Self::Event> {
        if self.tally().done {
            return None;
        }
        let event = self.advance();
        event.record(self.tally_mut());
        Some(event)
    }

    /// The published figures so far.
    fn counters(&self) -> Counters {
        self.tally().counters
    }

    /// Whether the run has ended.
    fn is_done(&self) -> bool {
        self.tally().done
    }

    /// Steps to the end without keeping anything; returns the event that ended the run
    /// (none if it had already ended).
    fn finish(&mut self) -> Option<Self::Event> {
        let mut last = None;
        while let Some(event) = self.step() {
            last = Some(event);
        }
        last
    }

    /// Runs to the end; returns the solutions in the order found, and the counters.
    fn run(mut self) -> (Vec<Solution>, Counters)
    where
        Self: Sized,
    {
        let mut found = Vec::new();
        while let Some(event) = self.step() {
            if event.is_solution() {
                found.extend(self.solution());
            }
        }
        (found, self.counters())
    }
}
