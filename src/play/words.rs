//! Everything /play says, English and Spanish side by side in `words/en.rs` and
//! `words/es.rs`: one trait, so a phrase missing in either language is a compile error,
//! and a translator finds every string of the room in one folder.

mod en;
mod es;

use crate::i18n::Lang;
use crate::ui::hint_ladder::Rung;
use nqueens_core::analysis::Verdict;
use nqueens_core::completion::Hint;
use nqueens_core::puzzle::Level;
use nqueens_core::puzzle::PuzzleHint;
use nqueens_core::puzzle::PuzzleId;
use nqueens_core::Error;
use nqueens_core::Square;
use nqueens_core::Symmetry;
use nqueens_core::Toggled;

/// The words of /play.
pub trait PlayWords {
    /// The fixed words of the room.
    fn labels(&self) -> &'static Labels;
    /// The hint, in words.
    fn hint(&self, hint: Hint) -> String;
    /// The verdict on a solved board.
    fn verdict(&self, v: &Verdict) -> String;
    /// "k of n queens placed, c conflicts".
    fn queens_status(&self, placed: usize, n: usize, conflicts: usize) -> String;
    /// The play page's link holds a placement that cannot be read: why, and that the
    /// board starts empty.
    fn unreadable_position(&self, error: &Error) -> String;
    /// The play page's link names no puzzle: why, and that today's is shown.
    fn unknown_puzzle(&self, error: &Error) -> String;
    /// Whether the queens can still become a solution, and in how many ways.
    fn completion(&self, completable: bool, count: Option<u64>) -> String;
    /// What a screen reader hears after a move.
    fn announce(&self, toggled: Toggled, square: Square, status: &str) -> String;
    /// Why a tap in a file that has a queen moved it: "The queen of file a moved…".
    fn moved_in_file(&self, from: Square, to: Square) -> String;
    /// "42 solutions have a queen on d5".
    fn through_count(&self, count: u64, square: Square) -> String;
    /// What a level asks of the player.
    fn level_explained(&self, level: Level) -> &'static str;
    /// A puzzle's heading: the daily puzzle's date, or the puzzle's id.
    fn puzzle_heading(&self, id: PuzzleId) -> String;
    /// "8×8 · 3 queens given, 5 to place".
    fn puzzle_summary(&self, n: usize, given: usize) -> String;
    /// What to do next on a puzzle, as much of it as the rung gives away.
    fn puzzle_hint(&self, hint: PuzzleHint, rung: Rung) -> String;
    /// "Solved in 1:23!"
    fn puzzle_solved(&self, elapsed_ms: f64) -> String;
    /// "3 days in a row".
    fn streak(&self, days: u32) -> String;
    /// The text shared after a solve: the puzzle, the time, the hints, the streak, the link.
    fn share_result(&self, solve: &SharedSolve) -> String;
    /// How a solution relates to its canonical form ("rotated by 90°").
    fn symmetry_participle(&self, g: Symmetry) -> &'static str;
}

/// The fixed words of /play, one value per language: a language that lacks one does
/// not compile.
#[derive(Debug)]
pub struct Labels {
    pub play_title: &'static str,
    pub play_intro: &'static str,
    pub undo: &'static str,
    pub redo: &'static str,
    pub show_attacks: &'static str,
    pub share: &'static str,
    pub copy_text: &'static str,
    pub download_svg: &'static str,
    pub download_png: &'static str,
    pub contest_title: &'static str,
    pub contest_intro: &'static str,
    pub fix_queen: &'static str,
    pub fix_queen_active: &'static str,
    pub contest_format: &'static str,
    pub keyboard_help: &'static str,
    /// The puzzle board's keys (no undo there: Start over instead).
    pub puzzle_keyboard_help: &'static str,
    pub open_in_gallery: &'static str,
    pub no_solution_title: &'static str,
    pub solved: &'static str,
    /// Announced when the player clicks a given queen.
    pub given_queen: &'static str,
    pub puzzles_title: &'static str,
    pub puzzles_intro: &'static str,
    pub daily_puzzle: &'static str,
    pub new_puzzle: &'static str,
    pub level: &'static str,
    pub start_over: &'static str,
    pub free_play: &'static str,
    /// The sources' facts about completion, under a puzzle.
    pub puzzle_facts: &'static str,
    pub copy_result: &'static str,
    /// Label of the puzzle's running clock.
    pub time_taken: &'static str,
}

/// A solved puzzle, as the text shared after it tells it.
#[derive(Debug, Clone, PartialEq)]
pub struct SharedSolve {
    /// The puzzle.
    pub id: PuzzleId,
    /// The time it took.
    pub elapsed_ms: f64,
    /// Every rung of the hint ladder shown.
    pub hints: u32,
    /// Days in a row, for the daily puzzle.
    pub streak: Option<u32>,
    /// The puzzle's address.
    pub url: String,
}

/// The words in `lang`.
pub fn words(lang: Lang) -> &'static dyn PlayWords {
    match lang {
        Lang::En => &en::En,
        Lang::Es => &es::Es,
    }
}

#[cfg(test)]
mod tests;
