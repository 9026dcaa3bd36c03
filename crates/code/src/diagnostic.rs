//! Why a program stopped early, typed, so each language words it (the page underlines
//! the place in the editor).

use nqueens_core::Square;

/// A problem and where in the source it is.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Diagnostic {
    /// What is wrong.
    pub problem: Problem,
    /// Its line, from 1; 0 when unknown.
    pub line: u32,
    /// Its column, from 1; 0 when unknown.
    pub column: u32,
}

/// What stopped a program.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Problem {
    /// The source does not parse; `found` is the token or text met, when known.
    Syntax {
        /// What the parser expected, in the language's own terms (`)`, `}`, `;`).
        expected: Option<String>,
    },
    /// A variable read before it was defined.
    UnknownVariable(String),
    /// A function that is not defined, with the arity it was called with.
    UnknownFunction {
        /// Its name.
        name: String,
        /// The number of arguments given.
        given: usize,
        /// The arities it is defined with, if it is defined at all.
        defined: Vec<usize>,
    },
    /// An index past the end of an array.
    IndexOutOfRange {
        /// The index used.
        index: i64,
        /// The array's length.
        len: usize,
    },
    /// A value of the wrong type for an operation (`"a" - 1`, `safe(true, 1)`).
    WrongType {
        /// The type wanted.
        expected: String,
        /// The type given.
        actual: String,
    },
    /// `safe`, `place` or `remove` with a square off the board.
    OffBoard {
        /// The column given.
        col: i64,
        /// The row given.
        row: i64,
    },
    /// `place` on a square that holds a queen.
    Occupied(Square),
    /// `remove` on a square with no queen.
    Empty(Square),
    /// Calls nested deeper than the limit: a recursion that never ends.
    TooDeep {
        /// The limit.
        levels: usize,
    },
    /// The operations budget ran out: a loop that never ends, or simply too much work.
    Budget {
        /// The budget.
        operations: u64,
    },
    /// The trace reached its length limit.
    TraceFull {
        /// The limit, in steps.
        steps: usize,
    },
    /// Anything else the interpreter reports, in its own (English) words.
    Other(String),
}
