//! Everything /code says: a learner's program, its errors and its check, English and
//! Spanish side by side in `words/en.rs` and `words/es.rs`: one trait, so a phrase
//! missing in either language is a compile error. The programs it shows are written once,
//! in [`programs`], with only their comments in each language.

mod en;
mod es;
mod programs;

use crate::i18n::Lang;
use nqueens_code::{
    Diagnostic, Effort, Exercise, Frame, Played, Problem, Reference, Shortfall, SolutionFault,
    Verdict,
};
use nqueens_core::search::Goal;
use nqueens_core::Square;

/// Faults the check lists one by one; the rest are counted.
const SHOWN_FAULTS: usize = 3;

/// The fixed words of /code, one value per language, as [`Strings`](crate::i18n::Strings) holds
/// the rest of the site's. Apart from them, so that only /code's modules carry them: the
/// splitter leaves in the main module the data that every page reads, and the words of
/// one page need not weigh on the others' first visits.
pub struct Labels {
    pub title: &'static str,
    pub intro: &'static str,
    pub editor_label: &'static str,
    pub run: &'static str,
    pub stop: &'static str,
    pub share: &'static str,
    pub output: &'static str,
    pub api_title: &'static str,
    pub first_solution: &'static str,
    pub idle: &'static str,
    pub running: &'static str,
    pub stopped: &'static str,
    pub show_line: &'static str,
    pub check_title: &'static str,
    pub error: &'static str,
    pub replay_title: &'static str,
    pub replay_intro: &'static str,
    pub listing_title: &'static str,
    pub export: &'static str,
    pub stack_title: &'static str,
    pub exercises_title: &'static str,
    pub exercise_hint: &'static str,
    pub exercise_start: &'static str,
    pub exercise_check: &'static str,
    pub exercise_passed: &'static str,
    pub restore: &'static str,
    pub editor_keys: &'static str,
    pub import: &'static str,
    pub file_too_large: &'static str,
    pub file_unreadable: &'static str,
    pub file_not_text: &'static str,
    pub starter_title: &'static str,
    /// The first task, once a run has found every solution.
    pub starter_done: &'static str,
    pub starter_intro: &'static str,
    pub starter_hint: &'static str,
    pub starter_next_hint: &'static str,
    pub model_answer: &'static str,
    pub top_level: &'static str,
    pub no_variables: &'static str,
    pub not_kept: &'static str,
}

/// What /code says; [`words`] gives the visitor's.
pub trait CodeWords {
    /// The fixed words.
    fn labels(&self) -> &'static Labels;
    /// A problem that stopped a program, without its place.
    fn problem(&self, problem: &Problem) -> String;
    /// A problem with its place: "Line 2, column 7: unknown variable b."
    fn diagnostic(&self, d: &Diagnostic) -> String;
    /// What is wrong with a reported solution.
    fn fault(&self, fault: &SolutionFault) -> String;
    /// "4 solutions reported, 4 of them correct and distinct."
    fn reported(&self, reported: usize, correct: usize) -> String;
    /// "No solution reported: call solution() when the board is full."
    fn none_reported(&self) -> &'static str;
    /// None reported, rightly: "No solution reported, and rightly: Q(3) = 0."
    fn none_exist(&self, n: u32) -> String;
    /// " That is all of them: Q(6) = 4.", after [`reported`](Self::reported).
    fn all_of_them(&self, n: u32, q: u64) -> String;
    /// " Q(4) = 2: you found 0 of 2.", after [`reported`](Self::reported).
    fn found_of(&self, n: u32, q: u64, correct: usize) -> String;
    /// "Solution 1: a1 and b2 share a diagonal."
    fn numbered_fault(&self, number: usize, fault: &SolutionFault) -> String;
    /// "And 4 more faults."
    fn more_faults(&self, more: usize) -> String;
    /// The effort, when it is the textbook search's, which went as far (`goal`).
    fn same_effort(&self, tried: u64, placed: u64, goal: Goal) -> String;
    /// The effort, beside the textbook search's; a program that tests squares itself
    /// ([`Effort::tests_itself`]) is told that only its queens are counted.
    fn other_effort(&self, effort: &Effort, reference: &Reference) -> String;

    /// The check against the core, sentence by sentence: the solutions against Q(n),
    /// the first faults, and the effort against the textbook search.
    fn check(&self, v: &Verdict) -> Vec<String> {
        let mut out = Vec::new();
        if v.reported == 0 && v.expected == Some(0) {
            out.push(self.none_exist(v.n));
        } else if v.reported == 0 {
            out.push(self.none_reported().to_string());
        } else {
            let mut first = self.reported(v.reported, v.correct);
            match v.expected {
                Some(q) if v.correct as u64 == q => first.push_str(&self.all_of_them(v.n, q)),
                Some(q) => first.push_str(&self.found_of(v.n, q, v.correct)),
                None => {}
            }
            out.push(first);
        }
        for (number, fault) in v.faults.iter().take(SHOWN_FAULTS) {
            out.push(self.numbered_fault(*number, fault));
        }
        if v.faults.len() > SHOWN_FAULTS {
            out.push(self.more_faults(v.faults.len() - SHOWN_FAULTS));
        }
        if let Some(r) = &v.effort.reference {
            let e = &v.effort;
            out.push(
                if (e.tried, e.placed) == (r.counters.tried, r.counters.placed) {
                    self.same_effort(e.tried, e.placed, r.goal)
                } else {
                    self.other_effort(e, r)
                },
            );
        }
        out
    }
    /// The status line of a finished run.
    fn finished(&self, steps: u64, operations: u64, seconds: f64) -> String;
    /// A share link whose program does not decode.
    fn bad_link(&self, why: crate::code::address::BadLink) -> String;
    /// The board API, name by name, with what each does.
    fn api(&self) -> &'static [(&'static str, &'static str)];
    /// The program a first visit opens, with comments in the language: the solver with
    /// its recursive step left to the learner (a `// your turn` comment where it goes),
    /// which runs and reports nothing yet. Writing that step is the page's first task.
    fn template(&self) -> &'static str;
    /// The template finished: the plain backtracking solver, shown on request.
    fn model_answer(&self) -> &'static str;
    /// The template's hints, from a nudge to the near-answer, revealed one at a time.
    fn starter_hints(&self) -> &'static [&'static str; crate::code::starter::HINTS];
    /// A call that returned, with its value if it returned one: "queens(4) returned true".
    fn returned(&self, call: &str, value: Option<&str>) -> String;
    /// An exercise's title, task, hint and starting program.
    fn exercise(&self, exercise: Exercise) -> ExerciseText;
    /// Why a program does not pass `exercise` yet.
    fn shortfall(&self, exercise: Exercise, shortfall: &Shortfall) -> String;
    /// "2 of 6 passed on this device."
    fn progress(&self, passed: usize, of: usize) -> String;
    /// "Passed: …", for a program that does what the exercise asks.
    fn passed(&self, exercise: Exercise) -> String;
    /// What a replayed step did: "safe(2, 4): no, a queen attacks b4." `solutions`
    /// counts the solutions reported up to and with it.
    fn step(&self, step: &Played, solutions: u64) -> String;
}

/// What the page says of one exercise.
#[derive(Debug, Clone, Copy)]
pub struct ExerciseText {
    /// Its name in the list.
    pub title: &'static str,
    /// What to do, and what the check looks at.
    pub task: &'static str,
    /// A nudge, shown on request.
    pub hint: &'static str,
    /// The program it starts from, with comments in the language.
    pub template: &'static str,
}

/// The column a diagnostic's message names, where the editor's underline starts: none
/// for a problem said of a whole line (a budget or a loop stopped there), or of no line.
/// Both languages and the editor read it here, so the underline cannot start elsewhere
/// than the message says.
pub fn named_column(d: &Diagnostic) -> Option<u32> {
    match d.problem {
        Problem::Budget { .. } | Problem::Repeating { .. } => None,
        _ => Some(d.column).filter(|&c| c > 0 && d.line > 0),
    }
}

/// `text` closed with a full stop, unless it ends as a sentence already: a problem that
/// asks ("…ever stop?") keeps its question mark alone.
pub(super) fn sentence(mut text: String) -> String {
    if !text.ends_with(['.', '?', '!']) {
        text.push('.');
    }
    text
}

/// A call as the program wrote it: `queens(3)`.
pub fn call(frame: &Frame) -> String {
    format!("{}({})", frame.function, frame.args.join(", "))
}

/// `safe(2, 4)`, `place(2, 4)`: a board call as the program wrote it (from 1).
pub(super) fn board_call(name: &str, square: Square) -> String {
    format!("{name}({}, {})", square.col + 1, square.row + 1)
}

/// The line two attacking queens share.
pub(super) fn shared_line(a: nqueens_core::Square, b: nqueens_core::Square) -> SharedLine {
    if a.row == b.row {
        SharedLine::Rank
    } else if a.col == b.col {
        SharedLine::File
    } else {
        SharedLine::Diagonal
    }
}

/// The kind of line two attacking queens share.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum SharedLine {
    Rank,
    File,
    Diagonal,
}

/// The words in `lang`.
pub fn words(lang: Lang) -> &'static dyn CodeWords {
    match lang {
        Lang::En => &en::En,
        Lang::Es => &es::Es,
    }
}

#[cfg(test)]
mod tests;
