//! The exercises of /code: each a task, a board to check it on, and a check that says
//! what is wrong in facts the page words ("you found 46 of 92").
//!
//! The model answers are here too, so the native tests prove that every exercise can be
//! passed, and the page can show one once the learner asks.

use crate::run::{run, Limits, Outcome, Run};
use crate::trace::Action;
use crate::verdict::{Reference, SolutionFault, Verdict};
use crate::Diagnostic;
use nqueens_core::published;
use nqueens_core::search::Goal;
use nqueens_core::Square;

/// One exercise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Exercise {
    /// Write `safe` yourself, from `n` and your own arrays: all 92 without calling `safe`.
    OwnSafe,
    /// Find the first solution, and stop there.
    FirstSolution,
    /// Count the solutions for n = 1..10, and print the ten counts.
    CountAll,
    /// Halve the work with the mirror symmetry, and still report all 92.
    Mirror,
    /// A permutation search: never try a row that already holds a queen.
    Permutations,
    /// A bitmask search that counts Q(10) = 724 within [`BITMASK_BUDGET`] operations,
    /// without calling `safe`.
    Bitmasks,
}

/// The operations budget of [`Exercise::Bitmasks`] at n = 10. Measured: the model
/// answer, which visits only the free rows (lowest bit first), uses 2.08 million; testing
/// every row against the masks uses 6.7 million.
pub const BITMASK_BUDGET: u64 = 2_500_000;

/// Why a check failed.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Shortfall {
    /// The program stopped with an error, or at a limit.
    Stopped(Diagnostic),
    /// A reported solution is wrong (its number, from 1, and the fault).
    Faulty(usize, SolutionFault),
    /// Too few or too many solutions on an n × n board.
    Found {
        /// The board's size.
        n: u32,
        /// Correct, distinct solutions reported.
        found: usize,
        /// Q(n).
        expected: u64,
    },
    /// The program called `safe`, which this exercise asks to write.
    CalledSafe {
        /// The line of the first call.
        line: u32,
    },
    /// The solution was reported without asking `safe` about a single square: placed
    /// from memory, not searched for, so there is no effort to compare.
    NothingTried,
    /// The search went on after its first solution.
    KeptSearching {
        /// Squares it tried in all.
        tried: u64,
        /// Squares the textbook search tries up to its first solution.
        to_first: u64,
    },
    /// The printed counts differ from Q(n) at this n (`None`: nothing printed for it).
    Count {
        /// The board's size.
        n: u32,
        /// The count printed.
        printed: Option<u64>,
        /// Q(n).
        expected: u64,
    },
    /// The work is not halved: squares tried against the plain search's.
    NotHalved {
        /// Squares tried.
        tried: u64,
        /// The plain search's.
        plain: u64,
    },
    /// A square was tried in a row that already held a queen.
    RowReused(Square),
    /// More operations than the budget.
    OverBudget {
        /// The budget.
        budget: u64,
    },
}

impl Exercise {
    /// All of them, in the order the page lists them.
    pub const ALL: [Exercise; 6] = [
        Exercise::OwnSafe,
        Exercise::FirstSolution,
        Exercise::CountAll,
        Exercise::Mirror,
        Exercise::Permutations,
        Exercise::Bitmasks,
    ];

    /// A short, stable name for links and saved progress.
    pub fn id(self) -> &'static str {
        match self {
            Exercise::OwnSafe => "own-safe",
            Exercise::FirstSolution => "first-solution",
            Exercise::CountAll => "count-all",
            Exercise::Mirror => "mirror",
            Exercise::Permutations => "permutations",
            Exercise::Bitmasks => "bitmasks",
        }
    }

    /// The exercise whose [`id`](Exercise::id) is `id`.
    pub fn from_id(id: &str) -> Option<Exercise> {
        Exercise::ALL.into_iter().find(|e| e.id() == id)
    }

    /// The board the check runs the program on (the count runs its own sizes).
    pub fn n(self) -> u32 {
        match self {
            Exercise::Bitmasks => 10,
            _ => 8,
        }
    }

    /// A model answer.
    pub fn model(self) -> &'static str {
        match self {
            Exercise::OwnSafe => include_str!("exercises/own_safe.rhai"),
            Exercise::FirstSolution => include_str!("exercises/first_solution.rhai"),
            Exercise::CountAll => include_str!("exercises/count_all.rhai"),
            Exercise::Mirror => include_str!("exercises/mirror.rhai"),
            Exercise::Permutations => include_str!("exercises/permutations.rhai"),
            Exercise::Bitmasks => include_str!("exercises/bitmasks.rhai"),
        }
    }

    /// Runs `source` and checks it.
    pub fn check(self, source: &str) -> Result<Run, Shortfall> {
        let done = self.run(source);
        self.grade(&done)?;
        Ok(done)
    }

    /// Runs `source` on the exercise's board, within its budget.
    pub fn run(self, source: &str) -> Run {
        let limits = match self {
            Exercise::Bitmasks => Limits {
                operations: BITMASK_BUDGET,
                ..Limits::default()
            },
            _ => Limits::default(),
        };
        run(source, self.n(), &limits)
    }

    /// Whether `done`, a run of [`Exercise::run`], does what the exercise asks.
    pub fn grade(self, done: &Run) -> Result<(), Shortfall> {
        let n = self.n();
        let first_safe = done
            .trace
            .steps
            .iter()
            .find(|s| matches!(s.action, Action::Try { .. }));
        // A program that must not call `safe` is told so first, even when it also ran
        // out of operations: calling it is the reason it did.
        if let (Exercise::OwnSafe | Exercise::Bitmasks, Some(step)) = (self, first_safe) {
            return Err(Shortfall::CalledSafe { line: step.line });
        }
        if let Outcome::Stopped(diagnostic) = &done.outcome {
            return Err(match diagnostic.problem {
                crate::Problem::Budget { .. } if self == Exercise::Bitmasks => {
                    Shortfall::OverBudget {
                        budget: BITMASK_BUDGET,
                    }
                }
                _ => Shortfall::Stopped(diagnostic.clone()),
            });
        }
        let verdict = Verdict::of(&done.trace, n);
        let tried = verdict.effort.tried;
        match self {
            Exercise::OwnSafe | Exercise::Bitmasks => {
                if self == Exercise::Bitmasks {
                    let expected = published::counts(n as usize).map_or(0, |(total, _)| total);
                    let printed = last_numbers(&done.trace.output).last().copied();
                    if printed != Some(expected) {
                        return Err(Shortfall::Count {
                            n,
                            printed,
                            expected,
                        });
                    }
                } else {
                    all_of(&verdict)?;
                }
            }
            Exercise::FirstSolution => {
                if let Some((number, fault)) = verdict.faults.first() {
                    return Err(Shortfall::Faulty(*number, fault.clone()));
                }
                if verdict.reported != 1 {
                    return Err(Shortfall::Found {
                        n,
                        found: verdict.correct,
                        expected: 1,
                    });
                }
                if tried == 0 {
                    return Err(Shortfall::NothingTried);
                }
                let to_first = first_solution_tries(n);
                if tried > to_first {
                    return Err(Shortfall::KeptSearching { tried, to_first });
                }
            }
            Exercise::CountAll => counts(&done.trace.output)?,
            Exercise::Mirror => {
                all_of(&verdict)?;
                let plain = verdict.effort.reference.map_or(0, |r| r.counters.tried);
                if tried * 10 > plain * 6 {
                    return Err(Shortfall::NotHalved { tried, plain });
                }
            }
            Exercise::Permutations => {
                let mut board = crate::Board::new(n);
                for step in &done.trace.steps {
                    match step.action {
                        Action::Try { square, .. }
                            if board.queens().iter().any(|q| q.row == square.row) =>
                        {
                            return Err(Shortfall::RowReused(square));
                        }
                        Action::Place(square) => {
                            board.place(square);
                        }
                        Action::Remove(square) => {
                            board.remove(square);
                        }
                        _ => {}
                    }
                }
                all_of(&verdict)?;
            }
        }
        Ok(())
    }
}

/// Every solution, each once, and nothing else.
fn all_of(verdict: &Verdict) -> Result<(), Shortfall> {
    if let Some((number, fault)) = verdict.faults.first() {
        return Err(Shortfall::Faulty(*number, fault.clone()));
    }
    match verdict.expected {
        Some(expected) if verdict.correct as u64 != expected => Err(Shortfall::Found {
            n: verdict.n,
            found: verdict.correct,
            expected,
        }),
        _ => Ok(()),
    }
}

/// Squares the textbook search tries up to its first solution (OEIS A140450).
fn first_solution_tries(n: u32) -> u64 {
    Reference::textbook(n, Goal::First).map_or(0, |r| r.counters.tried)
}

/// The printed counts against Q(1)..Q(10): one line per n, the count its last number
/// (so "n = 8: 92" and "92" both read 92).
fn counts(output: &[String]) -> Result<(), Shortfall> {
    let printed = last_numbers(output);
    for n in 1..=10u32 {
        let expected = published::counts(n as usize).map_or(0, |(total, _)| total);
        let got = printed.get(n as usize - 1).copied();
        if got != Some(expected) {
            return Err(Shortfall::Count {
                n,
                printed: got,
                expected,
            });
        }
    }
    Ok(())
}

/// The last number of each printed line that has one.
fn last_numbers(output: &[String]) -> Vec<u64> {
    output
        .iter()
        .filter_map(|line| {
            line.split(|c: char| !c.is_ascii_digit())
                .filter_map(|word| word.parse().ok())
                .next_back()
        })
        .collect()
}

/// English, for the command line; the page words each shortfall in its own language.
impl std::fmt::Display for Shortfall {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Shortfall::Stopped(d) => write!(f, "line {}: {}", d.line, d.problem),
            Shortfall::Faulty(number, fault) => write!(f, "solution {number}: {fault}"),
            Shortfall::Found { found, expected: 1, .. } => {
                write!(f, "{found} solutions reported, where only the first was asked for")
            }
            Shortfall::Found { n, found, expected } => {
                write!(f, "you found {found} of {expected} on the {n}×{n} board")
            }
            Shortfall::CalledSafe { line } => {
                write!(f, "line {line} calls safe: this exercise asks you to do without it")
            }
            Shortfall::NothingTried => f.write_str(
                "a solution reported without asking safe about any square: search for it, asking safe before each queen"
            ),
            Shortfall::KeptSearching { tried, to_first } => write!(
                f,
                "the search went on after its first solution: {tried} squares tried, where {to_first} were enough"
            ),
            Shortfall::Count { n, printed: Some(p), expected } => {
                write!(f, "for n = {n} you printed {p}, but Q({n}) = {expected}")
            }
            Shortfall::Count { n, printed: None, expected } => {
                write!(f, "nothing printed for n = {n}: Q({n}) = {expected}")
            }
            Shortfall::NotHalved { tried, plain } => write!(
                f,
                "{tried} squares tried, against {plain} for the plain search: the work is not halved"
            ),
            Shortfall::RowReused(square) => {
                write!(f, "{square} was tried, but a queen already holds its row")
            }
            Shortfall::OverBudget { budget } => write!(f, "more than {budget} operations"),
        }
    }
}
