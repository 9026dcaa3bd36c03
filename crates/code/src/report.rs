//! What the page is told of a run: how it ended, the check against the core, what it
//! printed, and the first solutions to show. Small, whatever the run's length.

use crate::exercises::{Exercise, Shortfall};
use crate::run::{Outcome, Run};
use crate::verdict::Verdict;
use nqueens_core::Square;

/// Solutions a report carries at most, to show.
pub const SHOWN_SOLUTIONS: usize = 12;

/// A run, summed up for the page.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Report {
    /// How the run ended.
    pub outcome: Outcome,
    /// The check against the core.
    pub verdict: Verdict,
    /// What the program printed, line by line.
    pub output: Vec<String>,
    /// The first solutions reported, as their queens (at most [`SHOWN_SOLUTIONS`]).
    pub solutions: Vec<Vec<Square>>,
    /// Steps recorded.
    pub steps: u64,
    /// Rhai operations used.
    pub operations: u64,
    /// The exercise the run was checked as, and whether it passed.
    pub graded: Option<(Exercise, Result<(), Shortfall>)>,
}

impl Report {
    /// Sums up `run`.
    pub fn of(run: &Run) -> Report {
        let mut solutions = run.trace.solutions(run.n);
        let verdict = Verdict::of_reports(&run.trace, run.n, &solutions);
        solutions.truncate(SHOWN_SOLUTIONS);
        Report {
            outcome: run.outcome.clone(),
            verdict,
            output: run.trace.output.clone(),
            solutions,
            steps: run.trace.steps.len() as u64,
            operations: run.operations,
            graded: None,
        }
    }

    /// The report with the exercise it was checked as, and the outcome.
    pub fn graded(self, exercise: Exercise, outcome: Result<(), Shortfall>) -> Report {
        Report {
            graded: Some((exercise, outcome)),
            ..self
        }
    }
}
