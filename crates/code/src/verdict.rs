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
///
/// A square counts as tried when the program asks `safe` about it: that is the only
/// test of a square the board sees. A program that tests squares in its own code (its
/// own arrays, masks) tries squares the board never hears of, so its tries cannot be
/// counted; its placements can, and they are what it is compared by
/// ([`Effort::tests_itself`]), rather than being told it "tried 0 squares".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Effort {
    /// Squares the program asked `safe` about.
    pub tried: u64,
    /// Queens it placed.
    pub placed: u64,
    /// The textbook backtracking's search on the same board (every row tried in each
    /// column, as on /solve), when the board is one it can search: to its first
    /// solution for a run that reported one, else to its end.
    pub reference: Option<Reference>,
}

impl Effort {
    /// The program placed queens without ever asking `safe`: it tests squares itself,
    /// and only its placements can be counted.
    pub fn tests_itself(&self) -> bool {
        self.tried == 0 && self.placed > 0
    }
}

/// The textbook search's figures a run is compared with, and how far that search went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Reference {
    /// To the first solution (876 squares tried at n = 8), or to the end (15,720): a
    /// run that stops at its first solution is compared with a search that does too.
    pub goal: Goal,
    /// Its counters at that point.
    pub counters: Counters,
}

impl Reference {
    /// The textbook backtracking's figures on an n × n board, to `goal`; `None` for a
    /// size the core does not search.
    pub fn textbook(n: u32, goal: Goal) -> Option<Reference> {
        Backtracking::new(n as usize, Candidates::AllRows, goal)
            .ok()
            .map(|mut search| {
                while search.step().is_some() {}
                Reference {
                    goal,
                    counters: search.tally().counters,
                }
            })
    }
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
        // A run that reported one solution is taken as a first-solution search.
        let goal = if reports.len() == 1 {
            Goal::First
        } else {
            Goal::All
        };
        let reference = Reference::textbook(n, goal);
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
