//! The words several rooms share, in English ([`en`]) and Spanish ([`es`]): the shell's
//! (header, navigation, footer, notices), the shared components' (`ui/`, `solver/`), the
//! core's errors, the numbers. A page's own words live in its room, `<room>/words.rs`
//! with `words/en.rs` and `words/es.rs`, and follow the same two rules.
//!
//! Two kinds of text, two mechanisms, both checked by the compiler:
//! - fixed strings are fields of [`Strings`], one value per language, so a missing
//!   translation does not compile;
//! - sentences are built from typed values (an [`Algorithm`], a [`Symmetry`], a core
//!   [`Error`]…) by the methods of [`Phrases`], which each language implements with
//!   exhaustive matches: a new variant without its English and Spanish words does not
//!   compile either.
//!
//! Shared components ask `lang.t().field` for a fixed string and `lang.say().sentence(…)`
//! for a sentence; a room asks `words(lang)`; no other module chooses between languages.

mod code_en;
mod code_es;
pub mod en;
pub mod es;
pub mod numbers;
pub mod predict;
mod predict_en;
mod predict_es;
pub mod strings;

pub use numbers::{
    format_clock, format_megabytes, format_ms, format_rate, format_seconds, group, power_of_ten,
};
pub use strings::Strings;

use crate::protocol::{Failure, Target};
use crate::solver::Figure;
use nqueens_core::puzzle::Level;
use nqueens_core::search::{Algorithm, CodeLine, Focus, Replay};
use nqueens_core::search::{Expanded, Order};
use nqueens_core::variants::{Cell, Solved, Variant};

/// An algorithm's pseudocode: its lines, each with the [`CodeLine`] it executes if a
/// step can execute it.
pub type CodeListing = &'static [(&'static str, Option<CodeLine>)];
use nqueens_core::{Error, Placement, Square, SquareState, Symmetry};

/// The languages the UI speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Spanish.
    Es,
}

impl Lang {
    /// Every language, in the order the picker lists them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];

    /// The BCP 47 code, for `<html lang>` and storage.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }

    /// The language's name in itself, for the picker.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
        }
    }

    /// Picks a language from a code such as `es-AR`; English otherwise.
    pub fn from_code(code: &str) -> Lang {
        if code.to_ascii_lowercase().starts_with("es") {
            Lang::Es
        } else {
            Lang::En
        }
    }

    /// The fixed strings.
    pub fn t(self) -> &'static Strings {
        match self {
            Lang::En => &en::STRINGS,
            Lang::Es => &es::STRINGS,
        }
    }

    /// The words of "predict the next step".
    pub fn predict(self) -> &'static dyn predict::PredictPhrases {
        match self {
            Lang::En => &en::English,
            Lang::Es => &es::Spanish,
        }
    }

    /// The sentences.
    pub fn say(self) -> &'static dyn Phrases {
        match self {
            Lang::En => &en::English,
            Lang::Es => &es::Spanish,
        }
    }
}

/// Every sentence of the UI that has values in it, one method each.
pub trait Phrases {
    /// An algorithm's name, and what it does and costs.
    fn algorithm(&self, algorithm: Algorithm) -> (&'static str, &'static str);
    /// A symmetry's name ("rotation by 90°").
    fn symmetry_name(&self, g: Symmetry) -> &'static str;
    /// A square's accessible name: "d5, queen", "b3, queen, attacked by d5 and a2".
    fn square_name(&self, square: Square, state: SquareState, attackers: &[Square]) -> String;
    /// A rank's or a file's name, as a board's row is announced: "rank 3", "file h".
    fn line_name(&self, line: nqueens_core::model::Line) -> String;
    /// Why the core refused some input.
    fn error(&self, error: &Error) -> String;
    /// Why a job or a worker failed.
    fn failure(&self, failure: &Failure) -> String;
    /// What the square in focus of the solver is doing.
    fn focus(&self, focus: Focus) -> String;
    /// The name of one of the solver's counters.
    fn figure(&self, figure: Figure) -> &'static str;
    /// A board size outside the page's range.
    fn bad_size(&self, given: &str, min: usize, max: usize) -> String;
    /// Branch and bound's last expansion: the node, its children, the open nodes left.
    fn frontier_head(&self, algorithm: Algorithm, expanded: &Expanded) -> String;
    /// Heading of branch and bound's open nodes, with how many wait.
    fn waiting_title(&self, total: usize) -> String;
    /// Which end of the frontier comes out next: the order is the whole difference
    /// between depth and breadth first, so the list says it in words.
    fn waiting_caption(&self, order: Order) -> &'static str;
    /// One waiting node: its queens (`a1 c2`), or the empty board.
    fn waiting_node(&self, node: &Placement) -> String;
    /// The mark on the node that comes out next (words, not only a colour).
    fn waiting_next(&self) -> &'static str;
    /// The open nodes not listed: "and 3 more".
    fn waiting_more(&self, more: usize) -> String;
    /// The older nodes not listed, above a stack listed in the order they went in:
    /// "2 older nodes before these".
    fn waiting_older(&self, more: usize) -> String;
    /// After the step shown: "of 33,589", or "of at least 9,216" while the worker has
    /// not reached the run's end.
    fn of_steps(&self, total: Option<usize>, reached: usize) -> String;
    /// After the solutions listed: "and 32 more".
    fn found_more(&self, more: u64) -> String;
    /// While the worker runs ahead to a step the visitor asked for.
    fn seeking(&self, target: Target, steps: u64) -> String;
    /// What a screen reader hears after Step or Back: the step, what happens on the
    /// board, and the line of code it executes.
    fn step_announcement(&self, step: usize, sentence: Option<String>, line: &str) -> String;
    /// The sentence of the step shown: what happens and why ("d5 is attacked along the
    /// / diagonal by b3 — try d6"), from its focus or, when nothing is focused, its event.
    fn step(&self, algorithm: Algorithm, shown: &Replay) -> Option<String>;
    /// The pseudocode of an algorithm (see [`CodeListing`]).
    fn pseudocode(&self, algorithm: Algorithm) -> CodeListing;
    /// Why n = 2 and n = 3 have no solution.
    fn no_solution_why(&self, n: usize) -> String;
    /// The not-found page's sentence, with the address asked for.
    fn not_found_at(&self, address: &str) -> String;
    /// A huge board's result.
    fn huge_result(&self, n: usize, solve_ms: f64, verify_ms: f64, ok: bool) -> String;
    /// " (3 restarts)" after a huge board's result.
    fn restarts(&self, restarts: u32) -> String;
    /// The window's place on a huge board.
    fn window_caption(&self, col0: usize, row0: u32, k: usize, queens: usize) -> String;
    /// A problem's name in the selector.
    fn variant_name(&self, v: Variant) -> String;
    /// What a screen reader says for a variant's board with these pieces.
    fn variant_board(&self, s: &Solved, pieces: &[Cell]) -> String;
    /// "Layer 2" under a board of the cube.
    fn layer(&self, k: usize) -> String;
    /// A puzzle level's name ("Medium").
    fn level_name(&self, level: Level) -> &'static str;
}

/// "Kings" from "kings", "Syntax error" from "syntax error". The words are the UI's own
/// or an English message's, so their first letter is ASCII or one of Spanish's accented
/// letters: a match covers them without `char::to_uppercase`, whose Unicode table would
/// add 13 KB to every page that names a piece.
pub(crate) fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let upper = match first {
        'á' => 'Á',
        'é' => 'É',
        'í' => 'Í',
        'ó' => 'Ó',
        'ú' => 'Ú',
        'ü' => 'Ü',
        'ñ' => 'Ñ',
        c => c.to_ascii_uppercase(),
    };
    std::iter::once(upper).chain(chars).collect()
}

/// The squares of pieces, by layer for a cube: "a1, c3" or "1: a1; 2: c3".
pub(crate) fn cell_list(s: &Solved, pieces: &[Cell]) -> String {
    let name = |c: &Cell| Square::new(c.row, c.col).to_string();
    if s.variant == Variant::Cube {
        (0..s.n as u32)
            .map(|layer| {
                let cells: Vec<String> = pieces
                    .iter()
                    .filter(|c| c.layer == layer)
                    .map(name)
                    .collect();
                format!("{}: {}", layer + 1, cells.join(", "))
            })
            .collect::<Vec<_>>()
            .join("; ")
    } else {
        pieces.iter().map(name).collect::<Vec<_>>().join(", ")
    }
}

/// "a", "a and b", "a, b and c".
pub(crate) fn list(items: &[Square], and: &str) -> String {
    let names: Vec<String> = items.iter().map(Square::to_string).collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {and} {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod step_tests;
#[cfg(test)]
pub(crate) mod tests;
