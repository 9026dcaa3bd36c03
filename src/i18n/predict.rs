//! The words of "predict the next step", which /learn's chapter and /solve both show:
//! a table and a trait of their own, apart from /learn's chapters, so /solve carries
//! these few words and not the chapters' text.

use crate::predict::grain::{Grain, Passed};
use crate::predict::predictor::{Reveal, Score};
use nqueens_core::search::predict::Predicts;

/// The fixed words of the predictions, one value per language.
pub struct PredictStrings {
    pub toggle: &'static str,
    pub go_back: &'static str,
    pub solution: &'static str,
    pub not_sure: &'static str,
    /// The name of the choice of what one prediction covers.
    pub grain_label: &'static str,
}

/// What the predictions say; [`Lang::predict`](super::Lang::predict) gives the visitor's.
pub trait PredictPhrases {
    /// The fixed words.
    fn t(&self) -> &'static PredictStrings;
    /// How to answer, for the kind of search predicted, in words true of a touch
    /// screen as of a mouse ("choose", never "click").
    fn intro(&self, predicts: Predicts) -> &'static str;
    /// The keys that answer, apart from [`intro`](Self::intro): shown in a `.keys` span
    /// of the hint, which a touch screen hides, as it has none of them.
    fn keys(&self, predicts: Predicts) -> &'static str;
    /// The predictions' score: "7 right, 3 wrong, 1 not sure · streak 2, best 4".
    fn score(&self, score: &Score) -> String;
    /// A guess revealed: right or wrong, what the search did, and why.
    fn reveal(&self, reveal: &Reveal) -> String;
    /// Before a guess, in a chapter: "Move 12: what does the search do next?"
    fn ask_next(&self, moves: usize) -> String;
    /// Before a move, in a chapter, when the learner watches rather than predicts:
    /// "Move 12: press Step to see what the search does."
    fn watch_next(&self, moves: usize) -> String;
    /// Before a guess, on /solve: "Step 24: what does the search do next?"
    fn ask_at_step(&self, step: usize) -> String;
    /// The end of a search: "The search is over, after 349 moves."
    fn search_over(&self, moves: usize) -> String;
    /// A grain's name on its button: "Each queen placed".
    fn grain_name(&self, grain: Grain) -> &'static str;
    /// How to answer at a coarse grain (the finest is [`intro`](Self::intro)'s).
    fn grain_intro(&self, grain: Grain) -> &'static str;
    /// Before a guess at `grain`, in a chapter: "Move 12: where does the next queen go?"
    fn ask_grain(&self, grain: Grain, moves: usize) -> String;
    /// Before a guess at `grain`, on /solve: "Step 24: where does the next queen go?"
    fn ask_grain_at_step(&self, grain: Grain, step: usize) -> String;
    /// What played without a question before the move revealed, or nothing.
    fn passed(&self, passed: Passed) -> String;
}
