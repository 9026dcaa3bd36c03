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
    /// A variable unknown inside a function, that the program's top level defines:
    /// Rhai's functions see only their parameters and their own variables, not the
    /// top level's, a rule a learner from Python or JavaScript does not expect.
    TopLevelVariable {
        /// The variable.
        name: String,
        /// The function that cannot see it.
        function: String,
    },
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
    /// Calls nested deeper than the limit: a recursion that never ends. The diagnostic
    /// points at the function's definition, where the learner adds or fixes the case
    /// that stops it; the call that went one level too deep is named beside it.
    TooDeep {
        /// The limit.
        levels: usize,
        /// The function whose calls nested too deep (the innermost one called).
        function: String,
        /// The line of the innermost call of it (from 1; 0 when unknown).
        call_line: u32,
        /// That call's column (from 1; 0 when unknown).
        call_column: u32,
    },
    /// The operations budget ran out: a loop that never ends, or simply too much work.
    Budget {
        /// The budget.
        operations: u64,
    },
    /// The trace reached its length limit while the program still did new things: a
    /// program merely too large to record for this n.
    TraceFull {
        /// The limit, in steps.
        steps: usize,
    },
    /// The trace reached its length limit going round and round the same steps on the
    /// same board (`loop { safe(1, 1); }`): a loop that never ends, which a smaller n
    /// would not help.
    Repeating {
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
            Problem::TopLevelVariable { name, function } => write!(
                f,
                "{function} cannot see {name}: a Rhai function sees only its parameters and its own variables, not the top level's; pass {name} in as a parameter, or return a value"
            ),
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
            Problem::TooDeep {
                levels,
                function,
                call_line,
                call_column,
            } => write!(
                f,
                "calls of {function} nested more than {levels} deep (the last at {call_line}:{call_column}): does its recursion ever end?"
            ),
            Problem::Budget { operations } => write!(
                f,
                "stopped after {operations} operations: is there a loop that never ends?"
            ),
            Problem::TraceFull { steps } => {
                write!(f, "stopped after {steps} recorded steps: try a smaller n")
            }
            Problem::Repeating { steps } => write!(
                f,
                "stopped after {steps} recorded steps repeating the same ones: is there a loop that never ends?"
            ),
            Problem::Other(text) => f.write_str(text),
        }
    }
}

/// Where `fn name(…)` taking `arity` parameters is defined in `source`: the line and the
/// column of its name (from 1, in characters, as Rhai counts). Rhai keeps no position for
/// a definition, and a recursion that never ends is fixed there, not at the call. A
/// definition of that name with another arity is taken if none has this one; text after
/// `//` is skipped (a definition in a block comment or a string could fool it, and would
/// only move the underline).
pub(crate) fn definition(source: &str, name: &str, arity: usize) -> Option<(u32, u32)> {
    let mut found = None;
    for (index, line) in source.lines().enumerate() {
        let code = line.split("//").next().unwrap_or(line);
        let chars: Vec<char> = code.chars().collect();
        let mut at = 0;
        while at + 2 < chars.len() {
            let word_start = at == 0 || !is_word(chars[at - 1]);
            if !(word_start
                && chars[at] == 'f'
                && chars[at + 1] == 'n'
                && chars[at + 2].is_whitespace())
            {
                at += 1;
                continue;
            }
            let mut k = at + 2;
            while k < chars.len() && chars[k].is_whitespace() {
                k += 1;
            }
            let start = k;
            while k < chars.len() && is_word(chars[k]) {
                k += 1;
            }
            let rest: String = chars[k..].iter().collect();
            let rest = rest.trim_start();
            if chars[start..k].iter().copied().eq(name.chars()) && rest.starts_with('(') {
                let params = rest[1..].split(')').next().unwrap_or("");
                let given = params.split(',').filter(|p| !p.trim().is_empty()).count();
                let place = (index as u32 + 1, start as u32 + 1);
                if given == arity {
                    return Some(place);
                }
                found = found.or(Some(place));
            }
            at = k.max(at + 1);
        }
    }
    found
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

#[cfg(test)]
mod tests {
    use super::definition;

    #[test]
    fn a_definition_is_found_by_its_name_and_arity() {
        let source =
            "// fn f(k) in a comment\nfn g(a) { f(a) }\n  fn  f (a, b) {}\nfn f(k) {\n  f(k)\n}\n";
        assert_eq!(definition(source, "f", 1), Some((4, 4)));
        assert_eq!(definition(source, "f", 2), Some((3, 7)));
        assert_eq!(
            definition(source, "f", 3),
            Some((3, 7)),
            "another arity, if none fits"
        );
        assert_eq!(definition(source, "g", 1), Some((2, 4)));
        assert_eq!(definition("fn ff(k) {}\nfnf(k)", "f", 1), None);
        assert_eq!(
            definition("let ñ = 1; fn é(k) {}", "é", 1),
            Some((1, 15)),
            "columns count characters"
        );
    }
}
