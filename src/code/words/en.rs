//! /code in English: a learner's program, its errors and its check.

use super::programs::{model_answer, starter};
use super::{
    board_call, call, named_column, sentence, shared_line, CodeWords, ExerciseText, Labels,
    SharedLine,
};
use crate::code::address::BadLink;
use crate::i18n::numbers::{counted, format_ms, group};
use nqueens_code::{
    Action, Diagnostic, Effort, Exercise, Played, Problem, Reference, Shortfall, SolutionFault,
    Step,
};
use nqueens_core::search::Goal;

mod exercises;
mod problems;

/// English.
pub struct En;

/// The fixed words of /code.
const LABELS: Labels = Labels {
    title: "Write your own solver",
    intro: "Write a solver in Rhai, a small language much like JavaScript or Rust, run it on a board of your size, and see it checked against the known figures: every solution it reports, the count Q(n), and the squares the textbook search tries.",
    editor_label: "Your program",
    run: "Run",
    stop: "Stop",
    share: "Copy a link to this program",
    output: "Printed",
    api_title: "The board, in the language",
    first_solution: "The first solution reported",
    idle: "Press Run to run your program.",
    running: "Running…",
    stopped: "Stopped. Your program is as you left it.",
    show_line: "Show it in the editor",
    check_title: "Checked against the core",
    error: "The program stopped: the message is under it.",
    replay_title: "Your run, step by step",
    replay_intro: "Every call your program made, replayed on the board with the solver's player: step forwards and back, scrub, or jump to the next solution.",
    listing_title: "Your program, as it ran",
    export: "Save as a .rhai file",
    stack_title: "Call stack: your program's top level and the calls under way, the one running on top, each with its variables as of its last step",
    exercises_title: "Exercises",
    exercise_hint: "A hint",
    exercise_start: "Start from its program",
    exercise_check: "Check my program",
    exercise_passed: "passed",
    restore: "Bring back the program you had",
    editor_keys: "Tab indents and Shift-Tab outdents the lines selected; Escape, then Tab, leaves the editor.",
    import: "Open a .rhai file",
    file_too_large: "That file is over 100 KB: a solver is a few lines. Your program is as it was.",
    file_unreadable: "That file could not be read as text. Your program is as it was.",
    file_not_text: "That file is not text, as a program is: it looks binary. Your program is as it was.",
    starter_title: "Your turn",
    starter_done: "Done: your program finds every solution, and only solutions. The exercises below ask for more: your own safety test, the first solution alone, counts up to 10, half the work by symmetry.",
    starter_intro: "The program in the editor starts as a skeleton: it runs, but reports nothing until you write the loop over the rows, where the comment says. Run it as you go, on a board of 4 or more (2×2 and 3×3 have no solution to report); a hint at a time if you want one.",
    starter_hint: "A hint",
    starter_next_hint: "Another hint",
    model_answer: "Show a model answer",
    top_level: "top level",
    no_variables: "no variables yet",
    not_kept: "variables not kept: too many different ones to record",
};

/// How far the textbook search went, for the figures compared with.
fn how_far(goal: Goal) -> &'static str {
    match goal {
        Goal::First => "to its first solution",
        Goal::All => "to find them all",
    }
}

impl CodeWords for En {
    fn labels(&self) -> &'static Labels {
        &LABELS
    }

    fn problem(&self, problem: &Problem) -> String {
        problems::problem(problem)
    }

    fn diagnostic(&self, d: &Diagnostic) -> String {
        match (&d.problem, d.line) {
            (Problem::Budget { operations }, line) if line > 0 => format!(
                "Stopped after {} operations at line {line}: is there a loop that never ends?",
                group(*operations)
            ),
            (Problem::Repeating { steps }, line) if line > 0 => format!(
                "Stopped after {} recorded steps going round the same ones on the same board, at line {line}: is there a loop that never ends?",
                group(*steps as u64)
            ),
            (problem, 0) => sentence(crate::i18n::capitalised(&self.problem(problem))),
            (problem, line) => match named_column(d) {
                Some(column) => sentence(format!(
                    "Line {line}, column {column}: {}",
                    self.problem(problem)
                )),
                None => sentence(format!("Line {line}: {}", self.problem(problem))),
            },
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

    fn none_exist(&self, n: u32) -> String {
        format!("No solution reported, and rightly: the {n}×{n} board has none, Q({n}) = 0.")
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

    fn same_effort(&self, tried: u64, placed: u64, goal: Goal) -> String {
        format!(
            "Your search tried the same {} and placed the same {} as the textbook solver {}.",
            counted(tried, "square", "squares"),
            counted(placed, "queen", "queens"),
            how_far(goal)
        )
    }

    fn other_effort(&self, e: &Effort, r: &Reference) -> String {
        let c = &r.counters;
        if e.tests_itself() {
            return format!(
                "Your search tests squares in its own code, which the board does not see, so only its queens are counted: it placed {}; the textbook solver places {} {} (asking safe about {} squares).",
                group(e.placed),
                group(c.placed),
                how_far(r.goal),
                group(c.tried)
            );
        }
        format!(
            "Your search tried {} squares and placed {} queens; the textbook solver tries {} and places {} {}.",
            group(e.tried),
            group(e.placed),
            group(c.tried),
            group(c.placed),
            how_far(r.goal)
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
            BadLink::BadSize => format!("This link's board size is not one this page offers (1 to {}); the board keeps its size.", nqueens_code::MAX_N),
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
            (
                "[a, b], rows[k]",
                "arrays, with len, push, pop, shift, insert, remove, clear, truncate, pad, contains (x in rows), index_of, and for x in rows",
            ),
        ]
    }

    fn template(&self) -> &'static str {
        starter!(
            "Place a queen in each column k, on a row no queen attacks.",
            "Columns and rows count from 1.",
            "your turn: if no queen attacks (k, r), place a queen there,",
            "fill the columns after k, then take the queen back.",
        )
    }

    fn model_answer(&self) -> &'static str {
        model_answer!(
            "Place a queen in each column k, on a row no queen attacks.",
            "Columns and rows count from 1.",
        )
    }

    fn starter_hints(&self) -> &'static [&'static str; crate::code::starter::HINTS] {
        &[
            "Not every row of column k will do: ask safe(k, r) first, and go on only when it answers true.",
            "When (k, r) is safe, place(k, r) puts the queen there, and queens(k + 1) then fills the columns after k: the call does the rest of the board.",
            "When queens(k + 1) returns, remove(k, r) takes the queen back, so the next row starts from the same board: if safe(k, r) { place(k, r); queens(k + 1); remove(k, r); }",
        ]
    }

    fn returned(&self, call: &str, value: Option<&str>) -> String {
        match value {
            Some(value) => format!("{call} returned {value}"),
            None => format!("{call} returned"),
        }
    }

    fn exercise(&self, exercise: Exercise) -> ExerciseText {
        exercises::exercise(exercise)
    }

    fn shortfall(&self, exercise: Exercise, shortfall: &Shortfall) -> String {
        match shortfall {
            Shortfall::Stopped(d) => self.diagnostic(d),
            Shortfall::Faulty(number, fault) => self.numbered_fault(*number, fault),
            Shortfall::Found { found, expected: 1, .. } => format!(
                "{} solutions reported: only the first was asked for.",
                group(*found as u64)
            ),
            Shortfall::Found { found, expected, .. } if exercise == Exercise::Mirror && *found as u64 * 2 <= *expected => format!(
                "You found {} of {}: the mirror images are missing.",
                group(*found as u64),
                group(*expected)
            ),
            Shortfall::Found { n, found, expected } => format!(
                "You found {} of {} on the {n} × {n} board.",
                group(*found as u64),
                group(*expected)
            ),
            Shortfall::CalledSafe { line } => {
                format!("Line {line} calls safe: this exercise asks you to do without it.")
            }
            Shortfall::NothingTried => "A solution was reported without asking safe about a single square: search for it, asking safe before each queen you place.".to_string(),
            Shortfall::KeptSearching { tried, to_first } => format!(
                "The search went on after its first solution: {} squares tried, where {} were enough.",
                group(*tried),
                group(*to_first)
            ),
            Shortfall::Count { n, printed: Some(p), expected } => {
                format!("For n = {n} you printed {}, but Q({n}) = {}.", group(*p), group(*expected))
            }
            Shortfall::Count { n, printed: None, expected } => {
                format!("Nothing printed for n = {n}: Q({n}) = {}.", group(*expected))
            }
            Shortfall::NotHalved { tried, plain } => format!(
                "{} squares tried, against {} for the plain search: the work is not halved.",
                group(*tried),
                group(*plain)
            ),
            Shortfall::RowReused(square) => {
                format!("{square} was asked about, but a queen already holds its row.")
            }
            Shortfall::OverBudget { budget } => format!(
                "More than {} operations: look only at the free rows.",
                group(*budget)
            ),
        }
    }

    fn progress(&self, passed: usize, of: usize) -> String {
        format!("{passed} of {of} passed on this device.")
    }

    fn passed(&self, exercise: Exercise) -> String {
        format!("Passed: {}.", self.exercise(exercise).title)
    }

    fn step(&self, step: &Played, solutions: u64) -> String {
        let action = match step {
            Played::Call { frame, .. } => return format!("{} is called.", call(frame)),
            Played::Return { value: Some(v), .. } => return format!("The call returns {v}."),
            Played::Return { value: None, .. } => return "The call returns.".to_string(),
            Played::Step(Step { action, .. }, _) => *action,
        };
        match action {
            Action::Try { square, safe: true } => {
                format!(
                    "{}: yes, no queen attacks {square}.",
                    board_call("safe", square)
                )
            }
            Action::Try { square, .. } => {
                format!(
                    "{}: no, {square} is taken or attacked.",
                    board_call("safe", square)
                )
            }
            Action::Place(square) => {
                format!("{}: a queen on {square}.", board_call("place", square))
            }
            Action::Remove(square) => {
                format!(
                    "{}: the queen on {square} is taken back.",
                    board_call("remove", square)
                )
            }
            Action::Solution => {
                format!("solution(): the board is reported as solution {solutions}.")
            }
            Action::Print(_) => "print(…): a line of output.".to_string(),
            Action::Enter(_) => "A function is called.".to_string(),
            Action::Exit(_) => "The call returns.".to_string(),
        }
    }
}
