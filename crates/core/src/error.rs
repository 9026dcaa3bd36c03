//! The one error type of the crate. Each variant carries the facts, not a sentence, so
//! that every front end words it in its own language; `Display` is the English wording
//! the command line prints.

use crate::puzzle::level::Level;
use crate::Square;
use std::fmt;

/// How a solver failed. No sentence is carried, so the Spanish page never prints English.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SolverFailure {
    /// The MILP solver stopped on numerical trouble or refused the problem; `detail` is
    /// its own English diagnostic, for the command line and bug reports only.
    Stopped {
        /// What the solver said.
        detail: String,
    },
    /// The MILP solver's answer is not a solution (answers are checked, never trusted).
    NotASolution {
        /// The placement it gave, as a code.
        answer: String,
    },
    /// A variant's example breaks the variant's own rules (a bug, caught before drawing).
    BrokenExample {
        /// The variant's id.
        variant: String,
        /// The board size.
        n: usize,
    },
}

impl fmt::Display for SolverFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolverFailure::Stopped { detail } => write!(f, "the MILP solver stopped: {detail}"),
            SolverFailure::NotASolution { answer } => {
                write!(f, "the MILP solver's answer {answer} is not a solution")
            }
            SolverFailure::BrokenExample { variant, n } => {
                write!(
                    f,
                    "the example of {variant} for n = {n} breaks its own rules"
                )
            }
        }
    }
}

/// What can go wrong when input reaches the core.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Error {
    /// The board size is outside what the operation supports.
    SizeOutOfRange {
        /// The size asked for.
        n: usize,
        /// The smallest size supported.
        min: usize,
        /// The largest size supported.
        max: usize,
    },
    /// The 2×2 and 3×3 boards have no solution at all.
    NoSolution {
        /// 2 or 3.
        n: usize,
    },
    /// No placement was given (empty input).
    Empty,
    /// More columns were given than the board has.
    TooManyColumns {
        /// Columns given.
        given: usize,
        /// The board size.
        n: usize,
    },
    /// A cell of a placement is not a row number.
    NotARow {
        /// The cell as given.
        cell: String,
    },
    /// A row number (1-based) is off the board.
    RowOffBoard {
        /// The row, 1-based.
        row: usize,
        /// The board size.
        n: usize,
    },
    /// A square is off the board.
    SquareOffBoard {
        /// The square.
        square: Square,
        /// The board size.
        n: usize,
    },
    /// A full placement was expected, and some columns are empty.
    Incomplete {
        /// Queens on the board.
        placed: usize,
        /// The board size.
        n: usize,
    },
    /// Two queens attack each other.
    Attack {
        /// The queen in the lower column.
        from: Square,
        /// The queen it attacks.
        to: Square,
    },
    /// The contest input (UVa 750) cannot be read at a line (1-based).
    ContestLine {
        /// The line number.
        line: usize,
        /// The line as given.
        text: String,
    },
    /// A solver failed: the facts, which each front end words in its language.
    Solver(SolverFailure),
    /// A puzzle id is neither a date (`2026-11-23`) nor `size-level-seed`.
    BadPuzzleId {
        /// The id as given (at most 40 characters of it).
        id: String,
    },
    /// No puzzle of this level exists for this size (hard on the smallest boards).
    NoPuzzle {
        /// The board size.
        n: usize,
        /// The level asked for.
        level: Level,
    },
    /// The variant's optimal placements are not listed (too many, or no lister).
    NotListed {
        /// The variant's id.
        variant: String,
    },
    /// The contest input announces more datasets than it gives.
    MissingDatasets {
        /// Datasets announced on the first line.
        announced: usize,
        /// Datasets found.
        given: usize,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::SizeOutOfRange { n, min, max } => {
                write!(f, "board size {n} is out of range: use {min} to {max}")
            }
            Error::NoSolution { n } => write!(f, "the {n}×{n} board has no solution"),
            Error::Empty => write!(f, "cannot read the placement: nothing was given"),
            Error::TooManyColumns { given, n } => write!(
                f,
                "cannot read the placement: {given} columns given for a board of {n}"
            ),
            Error::NotARow { cell } => {
                write!(f, "cannot read the placement: '{cell}' is not a row number")
            }
            Error::RowOffBoard { row, n } => write!(
                f,
                "cannot read the placement: row {row} is off a board of {n} rows"
            ),
            Error::SquareOffBoard { square, n } => {
                write!(f, "{square} is not on a board of {n}")
            }
            Error::Incomplete { placed, n } => {
                write!(f, "not a solution: {placed} of {n} queens placed")
            }
            Error::Attack { from, to } => write!(f, "not a solution: {from} attacks {to}"),
            Error::ContestLine { line, text } => write!(
                f,
                "line {line}: expected a number of datasets or 'ROW COL' from 1 to 8, found '{text}'"
            ),
            Error::Solver(failure) => write!(f, "{failure}"),
            Error::BadPuzzleId { id } => write!(
                f,
                "'{id}' is not a puzzle: use a date (2026-11-23) or size-level-seed (8-hard-42)"
            ),
            Error::NoPuzzle { n, level } => {
                write!(f, "no {} puzzle was found for n = {n}", level.id())
            }
            Error::NotListed { variant } => {
                write!(f, "the optimal placements of '{variant}' are not listed for this size")
            }
            Error::MissingDatasets { announced, given } => {
                write!(f, "{announced} datasets announced, only {given} given")
            }
        }
    }
}

impl std::error::Error for Error {}

/// Checks `min <= n <= max`.
pub fn check_size(n: usize, min: usize, max: usize) -> Result<(), Error> {
    if (min..=max).contains(&n) {
        Ok(())
    } else {
        Err(Error::SizeOutOfRange { n, min, max })
    }
}
