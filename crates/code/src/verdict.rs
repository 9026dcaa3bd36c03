//! The run compared with the core: every reported solution verified, the count against
//! Q(n), and the effort against the textbook backtracking of /solve.

use crate::trace::{Action, Trace};
use nqueens_core::published;
use nqueens_core::search::{Backtracking, Candidates, Counters, Goal, StepMachine};
use nqueens_core::Square;
use std::collections::HashMap;

/// What is wrong with one reported solution.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SolutionFault {
    /// Fewer or more queens than n.
    Queens {
        /// The queens on the board.
        placed: usize,
    },
    /// Two queens attack each other.
    Attack(Square, Square),
    /// The same board was reported before, as solution number `first` (from 1).
    Repeated {
        /// The earlier report.
        first: usize,
    },
}

/// The effort of the run against the reference backtracking's on the same board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Effort {
    /// Squares the program asked `safe` about.
    pub tried: u64,
    /// Queens it placed.
    pub placed: u64,
    /// The textbook backtracking's whole search on the same board (every row tried in
    /// each column, as on /solve), when the board is one it can search.
    pub reference: Option<Counters>,
}

/// The comparison, in facts the page words.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Verdict {
    /// The board's size.
    pub n: u32,
    /// Solutions reported.
    pub reported: usize,
    /// Distinct, correct solutions among them.
    pub correct: usize,
    /// Q(n), when published.
    pub expected: Option<u64>,
    /// The faults, with the number (from 1) of the report they concern.
    pub faults: Vec<(usize, SolutionFault)>,
    /// The effort, against the reference's.
    pub effort: Effort,
}

impl Verdict {
    /// Checks a trace made on an n × n board.
    pub fn of(trace: &Trace, n: u32) -> Verdict {
        Verdict::of_reports(trace, n, &trace.solutions(n))
    }

    /// As [`Verdict::of`], with the trace's reported boards already replayed (a report
    /// needs them too: one replay of millions of steps, not two).
    pub fn of_reports(trace: &Trace, n: u32, reports: &[Vec<Square>]) -> Verdict {
        let mut faults = Vec::new();
        // Each board reported, as its sorted queens, with the number it was first
        // reported as: a learner's wrong search can report 40,320 boards.
        let mut seen: HashMap<Vec<Square>, usize> = HashMap::new();
        let mut correct = 0;
        for (i, queens) in reports.iter().enumerate() {
            let number = i + 1;
            let mut sorted = queens.clone();
            sorted.sort_by_key(|q| (q.col, q.row));
            if let Some(&first) = seen.get(&sorted) {
                faults.push((number, SolutionFault::Repeated { first }));
                continue;
            }
            seen.insert(sorted, number);
            if queens.len() != n as usize {
                faults.push((
                    number,
                    SolutionFault::Queens {
                        placed: queens.len(),
                    },
                ));
                continue;
            }
            let attack = queens.iter().enumerate().find_map(|(j, &a)| {
                queens[j + 1..]
                    .iter()
                    .find(|&&b| a.attacks(b))
                    .map(|&b| (a, b))
            });
            match attack {
                Some((a, b)) => faults.push((number, SolutionFault::Attack(a, b))),
                None => correct += 1,
            }
        }
        let (tried, placed) = trace.steps.iter().fold((0, 0), |(t, p), s| match s.action {
            Action::Try { .. } => (t + 1, p),
            Action::Place(_) => (t, p + 1),
            _ => (t, p),
        });
        let reference = Backtracking::new(n as usize, Candidates::AllRows, Goal::All)
            .ok()
            .map(|mut search| {
                while search.step().is_some() {}
                search.tally().counters
            });
        Verdict {
            n,
            reported: reports.len(),
            correct,
            expected: published::counts(n as usize).map(|(total, _)| total),
            faults,
            effort: Effort {
                tried,
                placed,
                reference,
            },
        }
    }

    /// Every report is a distinct solution, and there are Q(n) of them.
    pub fn all_found(&self) -> bool {
        self.faults.is_empty() && Some(self.correct as u64) == self.expected
    }
}

/// English, for the command line.
impl std::fmt::Display for SolutionFault {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            SolutionFault::Queens { placed } => write!(f, "{placed} queen(s) on the board"),
            SolutionFault::Attack(a, b) => {
                let line = if a.row == b.row {
                    "a rank"
                } else if a.col == b.col {
                    "a file"
                } else {
                    "a diagonal"
                };
                write!(f, "{a} and {b} share {line}")
            }
            SolutionFault::Repeated { first } => write!(f, "the same board as solution {first}"),
        }
    }
}
