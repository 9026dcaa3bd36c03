//! The jobs a worker runs, and what each returns.

use super::Transferred;
use nqueens_core::classes::Class;
use nqueens_core::construct::Flaw;
use nqueens_core::count::{Counts, PartCount};
use nqueens_core::model::MilpRun;
use nqueens_core::search::Algorithm;
use nqueens_core::variants::{Solved, Variant, VariantClass};
use nqueens_core::{Placement, Solution, Square};
use serde::{Deserialize, Serialize};

/// Work a worker can do. Each job runs to completion (or is cut short by terminating
/// the worker).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Job {
    /// Count these subproblems of Q(n): one chunk of a count the page hands out a chunk
    /// at a time, so fast workers take more and a crash loses one chunk at most.
    Count {
        /// The board size.
        n: usize,
        /// Indices into the list of n, [`nqueens_core::count::subproblems`], which the
        /// page and the worker each make from the same core.
        subproblems: Vec<usize>,
    },
    /// Every solution of n grouped into symmetry classes.
    Classes {
        /// The board size.
        n: usize,
    },
    /// The play page's live analysis of a position.
    Analyse {
        /// The queens on the board.
        position: Placement,
    },
    /// Every solution through one square (the contest puzzle), in lexicographic order.
    Through {
        /// The board size.
        n: usize,
        /// The square one queen must occupy.
        square: Square,
    },
    /// The figures of a whole systematic search of n, and up to its first solution.
    Figures {
        /// The search.
        algorithm: Algorithm,
        /// The board size.
        n: usize,
    },
    /// One solution of a huge board, by min-conflicts or the list rule.
    Huge {
        /// The board size.
        n: usize,
        /// [`Algorithm::SosicGu`] or [`Algorithm::Construct`].
        algorithm: Algorithm,
        /// For min-conflicts.
        seed: u64,
    },
    /// Model 1 of the paper for n, solved by the MILP solver.
    Model {
        /// The board size.
        n: usize,
    },
    /// A problem of the family (torus, other pieces, domination, cube, pawn) for n.
    Variant {
        /// The problem.
        variant: Variant,
        /// The board size.
        n: usize,
    },
    /// The backtracking walk of a variant the page has solved, step by step, for the
    /// page to animate.
    VariantWalk {
        /// The variant solved (its optimum is the walk's goal).
        solved: Solved,
    },
    /// Every optimal placement of a listed variant, sorted into symmetry classes.
    VariantClasses {
        /// The problem (one that [`Variant::lists_placements`]).
        variant: Variant,
        /// The board size.
        n: usize,
    },
    /// Q(n) counted twice on one thread, by parts assembly and by start constellations,
    /// each timed: /lab's comparison of the two methods.
    Compare {
        /// The board size.
        n: usize,
    },
    /// A learner's Rhai program, run on an n × n board and checked against the core.
    /// Only the code worker runs it (`worker::code`, started as `bridge::Script::Code`):
    /// the interpreter stays out of the worker every other page loads.
    RunCode {
        /// The program.
        source: String,
        /// The board size (an exercise's own, when it is checked as one).
        n: u32,
        /// The exercise to check it as, if any.
        exercise: Option<nqueens_code::Exercise>,
    },
    /// A Queens level made from its recipe (the daily one, or a shared `9-hard-42`),
    /// with its answer and grade.
    QueensLevel {
        /// Its size, level and seed.
        recipe: nqueens_core::queens::Recipe,
    },
    /// A Queens layout's answers counted up to `cap` (the builder), graded if unique.
    QueensCount {
        /// The layout's id.
        layout: String,
        /// Answers to stop at.
        cap: u64,
    },
}

/// The largest n /lab compares the two counting methods on: the constellations take a
/// few seconds at 16 in a worker.
pub const MAX_COMPARE_N: usize = 16;

/// Q(n) by each counting method on one thread, with its time.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Compared {
    /// The board size.
    pub n: usize,
    /// Parts assembly's counts and milliseconds.
    pub parts: (Counts, f64),
    /// Start constellations' counts and milliseconds.
    pub constellations: (Counts, f64),
}

impl Compared {
    /// Whether both methods counted the same.
    pub fn agree(&self) -> bool {
        self.parts.0 == self.constellations.0
    }

    /// Whether parts assembly was the faster, and by how many times (a time under
    /// 0.1 ms counts as 0.1, so a blink is no division by zero).
    pub fn faster(&self) -> (bool, f64) {
        let (parts, stars) = (self.parts.1.max(0.1), self.constellations.1.max(0.1));
        if parts <= stars {
            (true, stars / parts)
        } else {
            (false, parts / stars)
        }
    }
}

/// A variant's optimal placements in symmetry classes, for the gallery.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct VariantClasses {
    /// The variant solved: its figure and board.
    pub solved: Solved,
    /// The classes, sorted by canonical placement.
    pub classes: Vec<VariantClass>,
}

/// A chunk of a count: each subproblem's result, so the page can checkpoint them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counted {
    /// The board size.
    pub n: usize,
    /// (index, result) for every subproblem of the chunk.
    pub parts: Vec<(usize, PartCount)>,
    /// The worker's memory when it sent this, in bytes: its WebAssembly memory, which
    /// only grows, so this is its peak so far (the count's tables stay for the next
    /// count). 0 where it is not known (the runner's native tests).
    pub memory: u64,
}

/// The fundamental solutions of n, as the gallery shows them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Classes {
    /// The board size.
    pub n: usize,
    /// Every class, sorted by canonical solution.
    pub classes: Vec<Class>,
}

/// One solution of a huge board, timed and verified.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HugeBoard {
    /// The board size.
    pub n: usize,
    /// How it was found.
    pub algorithm: Algorithm,
    /// The seed of a local search.
    pub seed: u64,
    /// Milliseconds to find it, and to verify it.
    pub solve_ms: f64,
    /// Of `solve_ms`, the greedy start of a local search (the rest is repairs).
    pub start_ms: f64,
    /// Milliseconds of the independent O(n) check.
    pub verify_ms: f64,
    /// The independent check's verdict: `None` when valid.
    pub flaw: Option<Flaw>,
    /// Restarts of the local search.
    pub restarts: u32,
    /// Swaps made by the local search.
    pub swaps: u64,
    /// `rows[col]`: up to ten million rows, which travel beside the message.
    #[serde(skip)]
    pub rows: Transferred,
}

/// Model 1 solved, timed in the worker.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Modelled {
    /// The board size.
    pub n: usize,
    /// The placement, the nodes and the pivots.
    pub run: MilpRun,
    /// Milliseconds the solve took.
    pub ms: f64,
}

/// The solutions through one square.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Through {
    /// The board size.
    pub n: usize,
    /// The square.
    pub square: Square,
    /// How many solutions have a queen there (exact).
    pub count: u64,
    /// The first of them (at most a few hundred), in lexicographic order.
    pub solutions: Vec<Solution>,
    /// For n = 8, the same listing in the contest's format (UVa 750).
    pub contest: Option<String>,
}
