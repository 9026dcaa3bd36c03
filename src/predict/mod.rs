//! "Predict the next step", which /learn's chapters and /solve both offer: the learner
//! guesses a search's next move, the core's own next move judges it, and a score keeps
//! count. Shared by the two pages; it imports neither.
//!
//! - [`predictor`]: a search predicted move by move, the judgement and the score;
//! - [`grain`]: how much of a search one prediction covers;
//! - on wasm: `controls` (the toggle, the score, the reveal above a board) and
//!   `grain_choice` (the grain picked above the board).

pub mod grain;
pub mod predictor;

#[cfg(target_arch = "wasm32")]
pub mod controls;
#[cfg(target_arch = "wasm32")]
pub mod grain_choice;
