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

/// English, for the command line; the page words each problem in its own language.
impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Problem::Syntax {
                expected: Some(token),
            } => write!(f, "syntax error: expected {token}"),
            Problem::Syntax { expected: None } => f.write_str("syntax error"),
            Problem::UnknownVariable(name) => write!(f, "unknown variable {name}"),
            Problem::UnknownFunction {
                name,
                given,
                defined,
            } if defined.is_empty() => {
                write!(f, "no function {name} taking {given} argument(s)")
            }
            Problem::UnknownFunction {
                name,
                given,
                defined,
            } => write!(
                f,
                "{name} called with {given} argument(s), but it takes {}",
                defined
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(" or ")
            ),
            Problem::IndexOutOfRange { index, len } => {
                write!(
                    f,
                    "index {index} out of range: the array has {len} element(s)"
                )
            }
            Problem::WrongType { expected, actual } => {
                write!(f, "expected {expected}, got {actual}")
            }
            Problem::OffBoard { col, row } => write!(f, "({col}, {row}) is off the board"),
            Problem::Occupied(square) => {
                write!(f, "place on {square}, which already holds a queen")
            }
            Problem::Empty(square) => write!(f, "remove from {square}, which holds no queen"),
            Problem::TooDeep { levels } => {
                write!(
                    f,
                    "calls nested more than {levels} deep: does the recursion ever end?"
                )
            }
            Problem::Budget { operations } => write!(
                f,
                "stopped after {operations} operations: is there a loop that never ends?"
            ),
            Problem::TraceFull { steps } => write!(f, "stopped after {steps} recorded steps"),
            Problem::Other(text) => f.write_str(text),
        }
    }
}
