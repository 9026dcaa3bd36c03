//! The wire of /queens: a level made from its recipe, and a layout counted, each run in
//! the worker so that a 16×16 generation or a loose layout's count never holds the page.
//!
//! A layout travels as its id ([`Layout::id`](nqueens_core::queens::Layout::id)), the
//! same text its address carries, and a refusal as the core's own [`QueensError`]: the
//! page words it in its language, as it does the errors of its own parsing. The regions'
//! colours come with the layout: the colour science that keeps neighbours apart
//! ([`assign`](nqueens_core::queens::palette::assign)) runs in the worker too, not on
//! the page.

use nqueens_core::queens::{Answer, Count, Level, QueensError, Recipe};
use serde::{Deserialize, Serialize};

/// What the worker made or counted for /queens.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum QueensReply {
    /// A level from its recipe: the layout with its one answer, graded.
    Level {
        /// The recipe it was asked for (the share link names it).
        recipe: Recipe,
        /// The layout's id.
        layout: String,
        /// Its one answer.
        answer: Answer,
        /// The level its solution by deduction needs (`None`: a guess is needed).
        level: Option<Level>,
        /// Each region's swatch in the core's palette
        /// ([`assign`](nqueens_core::queens::palette::assign)).
        colours: Vec<usize>,
        /// Layouts tried.
        attempts: u32,
        /// Milliseconds the worker took to make and grade it.
        ms: f64,
    },
    /// A layout's answers counted up to a cap, and its grade when it has one answer.
    Counted {
        /// The layout's id, so that a late reply for an older layout is recognised.
        layout: String,
        /// The answers found, and the first two.
        count: Count,
        /// The level, when there is exactly one answer (`None` otherwise, or when a
        /// guess is needed).
        level: Option<Level>,
        /// Each region's swatch in the core's palette
        /// ([`assign`](nqueens_core::queens::palette::assign)).
        colours: Vec<usize>,
        /// Milliseconds the worker took.
        ms: f64,
    },
    /// The recipe or the layout was refused.
    Refused(QueensError),
}
