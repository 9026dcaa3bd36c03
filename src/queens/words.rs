//! Everything /queens and its builder say, English and Spanish side by side in
//! `words/en.rs` and `words/es.rs`: one trait, so a phrase missing in either language
//! is a compile error, and a translator finds every string of the room in one folder.

mod en;
mod es;

use crate::i18n::Lang;
use crate::ui::hint_ladder::Rung;
use nqueens_core::puzzle::Date;
use nqueens_core::queens::{Level, QueensError, Technique, Unit};

/// A solved board, as its share line tells it.
#[derive(Debug, Clone, PartialEq)]
pub struct Solved {
    /// The daily board's date, if it is one.
    pub date: Option<Date>,
    /// The size.
    pub n: usize,
    /// The time it took.
    pub elapsed_ms: f64,
    /// Hint rungs shown.
    pub hints: u32,
    /// The board's address.
    pub url: String,
}

/// What the builder found for the layout painted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// The worker is counting.
    Counting,
    /// No answer.
    None,
    /// Exactly one answer, with the level deduction needs (`None`: a guess).
    One(Option<Level>),
    /// More than one: the exact number, or the cap when the count stopped there.
    Many {
        /// Answers found.
        found: u64,
        /// Whether that is all of them.
        complete: bool,
    },
}

/// The words of /queens and /queens/build.
pub trait QueensWords {
    /// The page's title.
    fn title(&self) -> &'static str;
    /// The rules in two sentences.
    fn rules(&self) -> &'static str;
    /// How it relates to the eight queens.
    fn relation(&self) -> &'static str;
    /// How to play with a finger, a mouse or the keys.
    fn how_to(&self) -> &'static str;
    /// The board's name, for assistive technology.
    fn board_label(&self, n: usize) -> String;
    /// A cell's name: its row and column (1-based), its region, and what is on it.
    fn cell_label(&self, row: usize, col: usize, region: &str, state: &str) -> String;
    /// What a cell holds: "empty", "crossed out", "queen".
    fn state_name(&self, state: super::game::CellState) -> &'static str;
    /// A region's name: the colour of its `swatch` (its place in the core's
    /// [`PALETTE`](nqueens_core::queens::palette::PALETTE)), and its letter.
    fn region(&self, swatch: usize, letter: char) -> String;
    /// A unit's name: "row 3", "column 5", or the region's name given.
    fn unit(&self, unit: Unit, region: &str) -> String;
    /// A level's name.
    fn level(&self, level: Level) -> &'static str;
    /// A technique's name, as players say it.
    fn technique(&self, technique: Technique) -> &'static str;
    /// The heading of the board shown: today's, a recipe's, or a shared layout, with its
    /// level (`Some(None)`: one answer that needs a guess; `None`: not one answer).
    fn heading(&self, date: Option<Date>, n: usize, level: Option<Option<Level>>) -> String;
    /// The heading of a board without one answer.
    fn plain_heading(&self, n: usize) -> String;
    /// The fixed labels of the controls.
    fn labels(&self) -> &'static Labels;
    /// The line under the board while playing: queens placed, or what clashes.
    fn progress(&self, placed: usize, n: usize, clashes: usize) -> String;
    /// The verdict on a solved board.
    fn solved(&self, elapsed: &str, hints: u32) -> String;
    /// The streak of daily boards solved.
    fn streak(&self, days: u32) -> String;
    /// The text shared: "Queens 2026-12-06 · 8×8 · 1:26 · no hints" and the link.
    fn share_line(&self, solved: &Solved, elapsed: &str) -> String;
    /// A hint at a rung, its units already named (the step's `units`, in order).
    fn hint(&self, hint: &super::hint::QueensHint, rung: Rung, units: &[String]) -> String;
    /// Why a layout, a level or an address was refused.
    fn error(&self, error: &QueensError) -> String;
    /// The builder's verdict.
    fn verdict(&self, verdict: Verdict, level: Option<&str>) -> String;
    /// The builder's explanation under the verdict of a layout with several answers.
    fn second_answer(&self) -> &'static str;
}

/// Fixed words of the controls.
#[derive(Debug)]
pub struct Labels {
    /// The hint button.
    pub hint: &'static str,
    /// Undo.
    pub undo: &'static str,
    /// Redo.
    pub redo: &'static str,
    /// Empty the board.
    pub clear: &'static str,
    /// The auto-× option.
    pub auto_x: &'static str,
    /// The letters option.
    pub letters: &'static str,
    /// The size picker.
    pub size: &'static str,
    /// The level picker.
    pub level: &'static str,
    /// Make a new board of that size and level.
    pub new_board: &'static str,
    /// Back to today's board.
    pub today: &'static str,
    /// The builder's way back: to play today's board (not to build it).
    pub play_today: &'static str,
    /// The timer's name.
    pub time: &'static str,
    /// Copy the share line.
    pub share: &'static str,
    /// Another board of the size and level just solved.
    pub next_board: &'static str,
    /// While the worker makes the board.
    pub making: &'static str,
    /// The link to the builder.
    pub build_link: &'static str,
    /// The builder's title.
    pub build_title: &'static str,
    /// The builder's lead.
    pub build_lead: &'static str,
    /// The region picker's name.
    pub paint: &'static str,
    /// The text grid's label.
    pub paste: &'static str,
    /// Read the text grid.
    pub use_text: &'static str,
    /// Play the layout built.
    pub play_it: &'static str,
    /// Copy the builder's link.
    pub copy_link: &'static str,
    /// The note on the count's cap.
    pub cap_note: &'static str,
    /// The options' group.
    pub options: &'static str,
    /// After the count of a layout played without one answer.
    pub no_hints: &'static str,
}

/// The words in `lang`.
pub fn words(lang: Lang) -> &'static dyn QueensWords {
    match lang {
        Lang::En => &en::En,
        Lang::Es => &es::Es,
    }
}

#[cfg(test)]
mod tests;
