//! /code in English.

use super::en::English;
use super::numbers::{format_seconds, group};
use super::program::{capital, shared_line, ProgramPhrases, SharedLine};
use crate::code_url::BadLink;
use nqueens_code::{Diagnostic, Problem, SolutionFault, Verdict};

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

    fn check(&self, v: &Verdict) -> Vec<String> {
        let mut out = Vec::new();
        let n = v.n;
        match (v.reported, v.expected) {
            (0, _) => out
                .push("No solution reported: call solution() when the board is full.".to_string()),
            (reported, expected) => {
                let mut first = match reported {
                    1 => format!(
                        "1 solution reported, {} correct.",
                        if v.correct == 1 {
                            "and it is"
                        } else {
                            "but it is not"
                        }
                    ),
                    r => format!(
                        "{} solutions reported, {} of them correct and distinct.",
                        group(r as u64),
                        group(v.correct as u64)
                    ),
                };
                if let Some(q) = expected {
                    if v.correct as u64 == q {
                        first.push_str(&format!(" That is all of them: Q({n}) = {}.", group(q)));
                    } else {
                        first.push_str(&format!(
                            " Q({n}) = {}: you found {} of {}.",
                            group(q),
                            group(v.correct as u64),
                            group(q)
                        ));
                    }
                }
                out.push(first);
            }
        }
        for (number, fault) in v.faults.iter().take(3) {
            out.push(format!("Solution {number}: {}.", self.fault(fault)));
        }
        if v.faults.len() > 3 {
            out.push(format!("And {} more faults.", v.faults.len() - 3));
        }
        let e = v.effort;
        if let Some(r) = e.reference {
            out.push(if (e.tried, e.placed) == (r.tried, r.placed) {
                format!(
                    "Your search tried the same {} squares and placed the same {} queens as the textbook solver.",
                    group(e.tried),
                    group(e.placed)
                )
            } else {
                format!(
                    "Your search tried {} squares and placed {} queens; the textbook solver tries {} and places {}.",
                    group(e.tried),
                    group(e.placed),
                    group(r.tried),
                    group(r.placed)
                )
            });
        }
        out
    }

    fn finished(&self, steps: u64, operations: u64, seconds: f64) -> String {
        format!(
            "Done: {} steps traced, {} operations, in {}.",
            group(steps),
            group(operations),
            format_seconds(seconds)
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
