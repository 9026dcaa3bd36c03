//! The figures the solver page shows beside the board, one type from the counters to
//! their names on screen (`i18n`) and their `data-testid`.

use nqueens_core::search::{Algorithm, Counters};

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
    /// Local search: the moves made (its steps).
    Moves,
    /// Brute force: whole permutations checked.
    Checked,
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
    /// The counters a search that places queens one by one shows, in order.
    pub const SEARCH: [Figure; 6] = [
        Figure::Tried,
        Figure::Placed,
        Figure::Removed,
        Figure::Solutions,
        Figure::Depth,
        Figure::Steps,
    ];

    /// The figures that mean something for `algorithm`: a systematic search counts the
    /// squares it tries and the queens it places; brute force checks whole
    /// permutations; a local search makes moves on a full board, so it shows those,
    /// the collisions left, and its own clock (draws, temperature, generations).
    pub fn shown_for(algorithm: Algorithm) -> &'static [Figure] {
        match algorithm {
            Algorithm::Backtracking
            | Algorithm::Permutations
            | Algorithm::Bitmask
            | Algorithm::Heuristic
            | Algorithm::DancingLinks => &Figure::SEARCH,
            Algorithm::BranchBoundDepthFirst | Algorithm::BranchBoundBreadthFirst => &[
                Figure::Expanded,
                Figure::Frontier,
                Figure::Tried,
                Figure::Placed,
                Figure::Solutions,
                Figure::Depth,
                Figure::Steps,
            ],
            Algorithm::BruteForce => &[Figure::Checked, Figure::Solutions, Figure::Steps],
            Algorithm::MinConflicts | Algorithm::SosicGu | Algorithm::SwapSearch => {
                &[Figure::Moves, Figure::Collisions]
            }
            Algorithm::Restarts => &[Figure::Draws, Figure::Collisions],
            Algorithm::Annealing => &[Figure::Moves, Figure::Collisions, Figure::Temperature],
            Algorithm::Genetic => &[Figure::Generation, Figure::Collisions],
            Algorithm::Construct => &[Figure::Steps, Figure::Solutions],
        }
    }

    /// The name in `data-testid="counter-{id}"`.
    pub const fn id(self) -> &'static str {
        match self {
            Figure::Tried => "tried",
            Figure::Placed => "placed",
            Figure::Removed => "removed",
            Figure::Solutions => "solutions",
            Figure::Depth => "depth",
            Figure::Steps => "steps",
            Figure::Moves => "moves",
            Figure::Checked => "checked",
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
            Figure::Steps | Figure::Moves => c.steps,
            Figure::Checked => c.tried,
            Figure::Expanded => c.expanded,
            Figure::Frontier => c.frontier_peak,
            Figure::Draws => c.tried,
            Figure::Collisions | Figure::Temperature | Figure::Generation => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_local_search_shows_no_square_tried_and_no_depth() {
        for a in Algorithm::ALL.into_iter().filter(|a| a.is_local()) {
            let shown = Figure::shown_for(a);
            assert!(
                !shown.contains(&Figure::Tried) && !shown.contains(&Figure::Depth),
                "{a:?}"
            );
        }
        assert!(Figure::shown_for(Algorithm::Backtracking).contains(&Figure::Depth));
        assert_eq!(Figure::shown_for(Algorithm::Genetic)[0], Figure::Generation);
    }
}
