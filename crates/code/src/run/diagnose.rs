//! How a stopped run is named: Rhai's errors, parse and runtime, read as the
//! [`Diagnostic`] a learner is shown.
//!
//! Apart from the engine in [`super`] because it only reads what the run left (the error,
//! the problem the board API kept, the innermost call) and knows nothing of the board or
//! the trace; every wording of a problem starts from the position chosen here.

use super::{line_of, Limits};
use crate::diagnostic::{Diagnostic, Problem};
use rhai::{EvalAltResult, ParseError, Position};

/// A recursion that never ends, at the definition of the function called too deep
/// (where the case that stops it goes), with its innermost call named; at that call if
/// the definition is not found. Rhai reports only the outermost call's position.
pub(super) fn too_deep(
    source: &str,
    innermost: Option<(String, usize, Position)>,
    levels: usize,
) -> Diagnostic {
    let (function, arity, call) = innermost.unwrap_or((String::new(), 0, Position::NONE));
    let (call_line, call_column) = (line_of(call), call.position().unwrap_or(0) as u32);
    let (line, column) =
        crate::diagnostic::definition(source, &function, arity).unwrap_or((call_line, call_column));
    Diagnostic {
        problem: Problem::TooDeep {
            levels,
            function,
            call_line,
            call_column,
        },
        line,
        column,
    }
}

/// A parse error as a diagnostic.
pub(super) fn syntax(error: &ParseError) -> Diagnostic {
    use rhai::ParseErrorType as P;
    let expected = match &*error.0 {
        P::MissingToken(token, _) => Some(token.clone()),
        P::MissingSymbol(symbol) => Some(symbol.clone()),
        P::UnexpectedEOF => Some("}".to_string()),
        _ => None,
    };
    let problem = match &*error.0 {
        P::VariableUndefined(name) => Problem::UnknownVariable(name.clone()),
        _ => Problem::Syntax { expected },
    };
    at(problem, error.1)
}

fn at(problem: Problem, position: Position) -> Diagnostic {
    Diagnostic {
        problem,
        line: position.line().unwrap_or(0) as u32,
        column: position.position().unwrap_or(0) as u32,
    }
}

/// A runtime error as a diagnostic, at the innermost position it names. `top_level`
/// tells whether the program's top level has defined a variable of that name. The
/// budget's end is placed at `last_line`, the last line the run was seen on: Rhai names
/// the outermost call instead, not the loop inside it that used the budget up.
pub(super) fn stopped(
    error: &EvalAltResult,
    problem: Option<Problem>,
    limits: &Limits,
    last_line: u32,
    arities: impl Fn(&str) -> Vec<usize>,
    top_level: impl Fn(&str) -> bool,
) -> Diagnostic {
    use EvalAltResult as E;
    let mut error = error;
    let mut function = None;
    while let E::ErrorInFunctionCall(name, _, inner, _) = error {
        function = Some(name);
        error = inner;
    }
    let position = match error {
        E::ErrorTooManyOperations(_) if last_line > 0 => Position::new(last_line as u16, 0),
        _ => error.position(),
    };
    let problem = problem.unwrap_or_else(|| match error {
        E::ErrorVariableNotFound(name, _) => match function {
            Some(function) if top_level(name) => Problem::TopLevelVariable {
                name: name.clone(),
                function: function.clone(),
            },
            _ => Problem::UnknownVariable(name.clone()),
        },
        E::ErrorFunctionNotFound(signature, _) => {
            let name = signature.split(" (").next().unwrap_or(signature).trim();
            let given = match signature.split_once('(') {
                Some((_, args)) if args.trim_end_matches(')').trim().is_empty() => 0,
                Some((_, args)) => args.split(',').count(),
                None => 0,
            };
            let mut defined = arities(name);
            if matches!(name, "safe" | "place" | "remove") {
                defined.push(2);
            }
            Problem::UnknownFunction {
                name: name.to_string(),
                given,
                defined,
            }
        }
        E::ErrorArrayBounds(len, index, _) => Problem::IndexOutOfRange {
            index: *index,
            len: *len,
        },
        E::ErrorMismatchDataType(expected, actual, _) => Problem::WrongType {
            expected: expected.clone(),
            actual: actual.clone(),
        },
        E::ErrorTooManyOperations(_) => Problem::Budget {
            operations: limits.operations,
        },
        other => Problem::Other(other.to_string()),
    });
    at(problem, position)
}
