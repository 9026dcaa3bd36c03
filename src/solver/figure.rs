//! The figures the solver page shows beside the board, one type from the counters to
//! their names on screen (`i18n`) and their `data-testid`.

use nqueens_core::search::Counters;

/// One counter of the solver page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Figure {
    /// Squares tested.
    Tried,
    /// Queens placed.
    Placed,
    /// Queens taken back.
    Removed,
    /// Solutions found.
    Solutions,
    /// Queens on the board.
    Depth,
    /// Events so far.
    Steps,
    /// Branch and bound: nodes expanded.
    Expanded,
    /// Branch and bound: the largest frontier.
    Frontier,
    /// Local search: diagonal collisions left (the best genome's, for the genetic
    /// algorithm).
    Collisions,
    /// Random restarts: permutations drawn.
    Draws,
    /// Annealing: the temperature now.
    Temperature,
    /// Genetic algorithm: the generation shown.
    Generation,
}

impl Figure {
    /// The counters every search shows, in order.
    pub const SEARCH: [Figure; 6] = [
        Figure::Tried,
        Figure::Placed,
        Figure::Removed,
        Figure::Solutions,
        Figure::Depth,
        Figure::Steps,
    ];

    /// The name in `data-testid="counter-{id}"`.
    pub const fn id(self) -> &'static str {
        match self {
            Figure::Tried => "tried",
            Figure::Placed => "placed",
            Figure::Removed => "removed",
            Figure::Solutions => "solutions",
            Figure::Depth => "depth",
            Figure::Steps => "steps",
            Figure::Expanded => "expanded",
            Figure::Frontier => "frontier",
            Figure::Collisions => "collisions",
            Figure::Draws => "draws",
            Figure::Temperature => "temperature",
            Figure::Generation => "generation",
        }
    }

    /// The value among the search's counters (None for what the replay or the
    /// schedule says).
    pub fn of(self, c: &Counters) -> Option<u64> {
        Some(match self {
            Figure::Tried => c.tried,
            Figure::Placed => c.placed,
            Figure::Removed => c.removed,
            Figure::Solutions => c.solutions,
            Figure::Depth => u64::from(c.depth),
            Figure::Steps => c.steps,
            Figure::Expanded => c.expanded,
            Figure::Frontier => c.frontier_peak,
            Figure::Draws => c.tried,
            Figure::Collisions | Figure::Temperature | Figure::Generation => return None,
        })
    }
}
