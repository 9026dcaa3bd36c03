//! Everything /solve says, English and Spanish side by side in `words/en.rs` and
//! `words/es.rs`: one trait, so a phrase missing in either language is a compile error,
//! and a translator finds every string of the room in one folder.

mod en;
mod es;

use crate::i18n::Lang;
use crate::protocol::Modelled;
use crate::solve::address::AddressProblem;
use crate::solver::call_stack::Frame;
use nqueens_core::search::Population;
use nqueens_core::search::Recursion;
use nqueens_core::search::SearchFigures;

/// The words of /solve.
pub trait SolveWords {
    /// The fixed words of the room.
    fn labels(&self) -> &'static Labels;
    /// A recursive search's activation record: `queens(3, {1, 5}, {2, 7}, {0, 3}) → row 3`.
    fn stack_frame(&self, recursion: Recursion, frame: &Frame) -> String;
    /// One queen's bar: its column and the queens attacking it along diagonals.
    fn conflict_bar(&self, col: u32, conflicts: usize) -> String;
    /// The genetic algorithm's generation: its size and the range of its fitness.
    fn population_summary(&self, population: &Population) -> String;
    /// One genome shown whole: its rank by fitness and its collisions.
    fn genome(&self, rank: usize, collisions: u64) -> String;
    /// A whole search's figures for the n on the board, and up to its first solution.
    fn search_figures(&self, figures: &SearchFigures) -> String;
    /// A value of the solve page's address that could not be used.
    fn bad_address(&self, problem: &AddressProblem) -> String;
    /// "Model 1 for the 8×8 board: 64 variables, 42 constraints."
    fn model_size(&self, n: usize, variables: usize, constraints: usize) -> String;
    /// While the MILP solver runs.
    fn model_solving(&self, n: usize) -> String;
    /// What the MILP solver found, with its nodes and time.
    fn model_result(&self, m: &Modelled) -> String;
}

/// The fixed words of /solve, one value per language: a language that lacks one does
/// not compile.
#[derive(Debug)]
pub struct Labels {
    pub solve_title: &'static str,
    /// Heading of the solver's call stack.
    pub stack_title: &'static str,
    /// The call stack before the first queen.
    pub stack_empty: &'static str,
    /// Branch and bound's view of its frontier.
    pub frontier_title: &'static str,
    /// Before the first expansion.
    pub frontier_empty: &'static str,
    /// A local search's conflicts per queen.
    pub conflicts_title: &'static str,
    /// The genetic algorithm's generation.
    pub population_title: &'static str,
    pub first_only: &'static str,
    pub cover_title: &'static str,
    /// The cover matrix's four kinds of column.
    pub cover_groups: [&'static str; 4],
    pub verified: &'static str,
    pub gave_up: &'static str,
    pub models_title: &'static str,
    pub models_intro: &'static str,
    pub model1_title: &'static str,
    pub model2_title: &'static str,
    pub model_binary: &'static str,
    pub model_rows: &'static str,
    pub model_columns: &'static str,
    pub model_diagonals: &'static str,
    pub model_antidiagonals: &'static str,
    pub model2_values: &'static str,
    pub model2_different: &'static str,
    pub model2_diagonals: &'static str,
    pub model2_note: &'static str,
    pub model_files: &'static str,
    pub model_solve: &'static str,
}

/// A set as the pseudocode writes it: `{1, 5}`, or `∅`.
pub(super) fn set_text<T: std::fmt::Display>(items: &[T]) -> String {
    if items.is_empty() {
        return "∅".to_string();
    }
    let items: Vec<String> = items
        .iter()
        .map(|i| i.to_string().replace('-', "−"))
        .collect();
    format!("{{{}}}", items.join(", "))
}

/// The square of a frame's queen (frames count from 1).
pub(super) fn frame_square(frame: &Frame) -> nqueens_core::Square {
    nqueens_core::Square {
        row: frame.row.saturating_sub(1) as u32,
        col: frame.col.saturating_sub(1) as u32,
    }
}

/// A frame in the pseudocode's own call syntax, with the function's name in `name`.
pub(super) fn frame_call(name: &str, frame: &Frame) -> String {
    format!(
        "{name}({}, {}, {}, {})",
        frame.k,
        set_text(&frame.rows),
        set_text(&frame.diagonals135),
        set_text(&frame.diagonals45)
    )
}

/// The words in `lang`.
pub fn words(lang: Lang) -> &'static dyn SolveWords {
    match lang {
        Lang::En => &en::En,
        Lang::Es => &es::Es,
    }
}

#[cfg(test)]
mod tests;
