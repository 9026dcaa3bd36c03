//! Why a learner's program stopped, in English: the longest of /code's sentences, apart.

use crate::i18n::numbers::group;
use nqueens_code::Problem;

fn arguments(k: usize) -> String {
    match k {
        1 => "1 argument".to_string(),
        k => format!("{k} arguments"),
    }
}

/// A problem that stopped a program, without its place.
pub(super) fn problem(problem: &Problem) -> String {
    match problem {
        Problem::Syntax {
            expected: Some(token),
        } => format!("syntax error: expected {token}"),
        Problem::Syntax { expected: None } => "syntax error".to_string(),
        Problem::UnknownVariable(name) => format!("unknown variable {name}"),
        Problem::TopLevelVariable { name, function } => format!(
            "unknown variable {name} in {function}: {name} is defined at the top level, and a Rhai function sees only its parameters and its own variables; pass {name} in as a parameter, or return the value you need from the function"
        ),
        Problem::UnknownFunction {
            name,
            given,
            defined,
        } if defined.is_empty() => {
            format!("there is no function {name} taking {}", arguments(*given))
        }
        Problem::UnknownFunction {
            name,
            given,
            defined,
        } if defined.contains(given) => {
            format!("{name} cannot take arguments of these types")
        }
        Problem::UnknownFunction {
            name,
            given,
            defined,
        } => format!(
            "{name} takes {}, but was given {given}",
            arguments(defined[0])
        ),
        Problem::IndexOutOfRange { index, len } => {
            format!("index {index} is out of range: the array has {len} elements")
        }
        Problem::WrongType { expected, actual } => {
            format!("expected {expected}, found {actual}")
        }
        Problem::OffBoard { col, row } => {
            format!("({col}, {row}) is off the board: columns and rows go from 1 to n")
        }
        Problem::Occupied(sq) => {
            format!(
                "place({}, {}): {sq} already holds a queen",
                sq.col + 1,
                sq.row + 1
            )
        }
        Problem::Empty(sq) => {
            format!(
                "remove({}, {}): there is no queen on {sq}",
                sq.col + 1,
                sq.row + 1
            )
        }
        Problem::TooDeep {
            levels,
            function,
            call_line,
            call_column,
        } => {
            let last = match (call_line, call_column) {
                (0, _) => String::new(),
                (line, 0) => format!(", the last one on line {line}"),
                (line, column) => format!(", the last one at line {line}, column {column}"),
            };
            format!(
                "calls of {function} nested more than {levels} deep{last}: where does its recursion stop?"
            )
        }
        Problem::Repeating { steps } => format!(
            "stopped after {} recorded steps going round the same ones on the same board: is there a loop that never ends?",
            group(*steps as u64)
        ),
        Problem::Budget { operations } => format!(
            "stopped after {} operations: is there a loop that never ends?",
            group(*operations)
        ),
        Problem::TraceFull { steps } => {
            format!(
                "stopped after {} recorded steps, all the replay keeps, with the program still at work: try a smaller n",
                group(*steps as u64)
            )
        }
        Problem::Other(text) => text.clone(),
    }
}
