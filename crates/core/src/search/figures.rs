//! The figures of a whole systematic search for one board size, so the solve page quotes
//! them for the n on the board rather than a fixed sentence about n = 8.

use super::{Algorithm, Counters, Goal, Machine, Record, Setup};
use crate::error::Error;

/// What one search does on one board: in all, and up to its first solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SearchFigures {
    /// The board size.
    pub n: usize,
    /// The search.
    pub algorithm: Algorithm,
    /// The whole search.
    pub whole: Counters,
    /// Up to the first solution (for backtracking, `tried` is OEIS A140450); its
    /// `steps` is the step after which the solver page shows that solution.
    pub to_first: Counters,
}

impl SearchFigures {
    /// Runs `algorithm` on n to its end, noting the counters at its first solution.
    /// Meant for the systematic searches: a local search's figures depend on its seed.
    pub fn of(algorithm: Algorithm, n: usize) -> Result<SearchFigures, Error> {
        let mut machine = Machine::new(Setup {
            n,
            algorithm,
            goal: Goal::All,
            seed: 1,
        })?;
        let mut to_first = None;
        while let Some(event) = machine.step() {
            if to_first.is_none() && event.is_solution() {
                to_first = Some(machine.counters());
            }
        }
        let whole = machine.counters();
        Ok(SearchFigures {
            n,
            algorithm,
            whole,
            to_first: to_first.unwrap_or(whole),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backtracking_on_eight_reads_the_published_figures() {
        let f = SearchFigures::of(Algorithm::Backtracking, 8).unwrap();
        assert_eq!(
            (f.whole.tried, f.whole.placed, f.whole.solutions),
            (15_720, 2_056, 92)
        );
        assert_eq!((f.to_first.tried, f.to_first.solutions), (876, 1));
        assert_eq!(
            f.to_first.steps, 1858,
            "the step that shows 1 5 8 6 3 7 2 4"
        );
    }

    #[test]
    fn tries_to_the_first_solution_follow_oeis_a140450() {
        // A140450 from n = 4: 26, 15, 171, 42, 876, 333, 975, 517, 3066, 1365.
        let expected = [26, 15, 171, 42, 876, 333, 975, 517, 3066, 1365];
        for (n, tries) in (4..).zip(expected) {
            let f = SearchFigures::of(Algorithm::Backtracking, n).unwrap();
            assert_eq!(f.to_first.tried, tries, "n = {n}");
        }
    }

    #[test]
    fn a_size_out_of_range_is_refused() {
        assert!(SearchFigures::of(Algorithm::Backtracking, 99).is_err());
    }
}
