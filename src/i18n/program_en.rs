//! /code in English.

use super::en::English;
use super::numbers::{format_ms, group};
use super::program::{capital, shared_line, ProgramPhrases, SharedLine};
use crate::code_url::BadLink;
use nqueens_code::{Diagnostic, Effort, Problem, SolutionFault};
use nqueens_core::search::Counters;

fn arguments(k: usize) -> String {
    match k {
        1 => "1 argument".to_string(),
        k => format!("{k} arguments"),
    }
}

impl ProgramPhrases for English {
    fn problem(&self, problem: &Problem) -> String {
        match problem {
            Problem::Syntax {
                expected: Some(token),
            } => format!("syntax error: expected {token}"),
            Problem::Syntax { expected: None } => "syntax error".to_string(),
            Problem::UnknownVariable(name) => format!("unknown variable {name}"),
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
            Problem::TooDeep { levels } => {
                format!("calls nested more than {levels} deep: does the recursion ever stop?")
            }
            Problem::Budget { operations } => format!(
                "stopped after {} operations: is there a loop that never ends?",
                group(*operations)
            ),
            Problem::TraceFull { steps } => {
                format!(
                    "stopped after {} recorded steps: try a smaller n",
                    group(*steps as u64)
                )
            }
            Problem::Other(text) => text.clone(),
        }
    }

    fn diagnostic(&self, d: &Diagnostic) -> String {
        match (&d.problem, d.line) {
            (Problem::Budget { operations }, line) if line > 0 => format!(
                "Stopped after {} operations at line {line}: is there a loop that never ends?",
                group(*operations)
            ),
            (problem, 0) => format!("{}.", capital(&self.problem(problem))),
            (problem, line) if d.column > 0 => {
                format!(
                    "Line {line}, column {}: {}.",
                    d.column,
                    self.problem(problem)
                )
            }
            (problem, line) => format!("Line {line}: {}.", self.problem(problem)),
        }
    }

    fn fault(&self, fault: &SolutionFault) -> String {
        match fault {
            SolutionFault::Queens { placed: 1 } => "only 1 queen is on the board".to_string(),
            SolutionFault::Queens { placed } => format!("{placed} queens are on the board"),
            SolutionFault::Attack(a, b) => {
                let line = match shared_line(*a, *b) {
                    SharedLine::Rank => "a rank",
                    SharedLine::File => "a file",
                    SharedLine::Diagonal => "a diagonal",
                };
                format!("{a} and {b} share {line}")
            }
            SolutionFault::Repeated { first } => format!("the same board as solution {first}"),
        }
    }

    fn reported(&self, reported: usize, correct: usize) -> String {
        match (reported, correct) {
            (1, 1) => "1 solution reported, and it is correct.".to_string(),
            (1, _) => "1 solution reported, but it is not correct.".to_string(),
            (r, c) => format!(
                "{} solutions reported, {} of them correct and distinct.",
                group(r as u64),
                group(c as u64)
            ),
        }
    }

    fn none_reported(&self) -> &'static str {
        "No solution reported: call solution() when the board is full."
    }

    fn all_of_them(&self, n: u32, q: u64) -> String {
        format!(" That is all of them: Q({n}) = {}.", group(q))
    }

    fn found_of(&self, n: u32, q: u64, correct: usize) -> String {
        format!(
            " Q({n}) = {}: you found {} of {}.",
            group(q),
            group(correct as u64),
            group(q)
        )
    }

    fn numbered_fault(&self, number: usize, fault: &SolutionFault) -> String {
        format!("Solution {number}: {}.", self.fault(fault))
    }

    fn more_faults(&self, more: usize) -> String {
        format!("And {more} more faults.")
    }

    fn same_effort(&self, tried: u64, placed: u64) -> String {
        format!(
            "Your search tried the same {} squares and placed the same {} queens as the textbook solver.",
            group(tried),
            group(placed)
        )
    }

    fn other_effort(&self, e: &Effort, r: &Counters) -> String {
        format!(
            "Your search tried {} squares and placed {} queens; the textbook solver tries {} and places {}.",
            group(e.tried),
            group(e.placed),
            group(r.tried),
            group(r.placed)
        )
    }

    fn finished(&self, steps: u64, operations: u64, seconds: f64) -> String {
        format!(
            "Done: {} steps traced, {} operations, in {}.",
            group(steps),
            group(operations),
            format_ms(seconds * 1000.0)
        )
    }

    fn bad_link(&self, why: BadLink) -> String {
        match why {
            BadLink::NotBase64 => "This link's program is damaged (it is not base64url); the editor keeps your own code.".to_string(),
            BadLink::NotText => "This link's program is not text; the editor keeps your own code.".to_string(),
        }
    }

    fn api(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("n", "the board size chosen above"),
            (
                "safe(col, row)",
                "true when no queen attacks that square (a square tried)",
            ),
            ("place(col, row)", "puts a queen there"),
            ("remove(col, row)", "takes it away"),
            (
                "solution()",
                "reports the queens on the board as a solution",
            ),
            ("print(value)", "writes a line under the board"),
        ]
    }

    fn template(&self) -> &'static str {
        "// Place a queen in each column k, on a row no queen attacks.
// Columns and rows count from 1.
fn queens(k) {
    if k > n { solution(); return; }
    for r in 1..=n {
        if safe(k, r) { place(k, r); queens(k + 1); remove(k, r); }
    }
}

queens(1);
"
    }
}
