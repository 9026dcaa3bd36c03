//! /learn: a path through the sources in eight short chapters, with boards to try,
//! "predict the next step", and exercises that check themselves.
//!
//! The page's state lives here in plain structs tested natively, and every answer is
//! computed by the core, so a check is never wrong: [`crate::predict`] judges a guess against
//! the search's own next move, [`quiz`] asks for figures the core counts, [`parsons`]
//! checks an arrangement of a listing the solver page shows, and [`progress`] keeps what
//! a learner has done on the device. Also [`address`] (`?chapter=K&step=S`), [`figure`]
//! (the figures a chapter quotes), [`taught`], [`verdict`] (chapter 1's board),
//! [`bitmask`] (chapter 5's example), [`symmetry_board`] (chapter 4's), [`set`] (a
//! teacher's set), [`words`] (everything the room says, in English and Spanish).
//!
//! On wasm: `page` (the route), `learn_chapter` (one chapter) with `chapter_body`,
//! `step_board`, `predict_board`, `parsons_view`, `quiz_view`, `symmetry_chapter` and
//! `bitmask_example`; `teacher_set`; `progress_store` (the progress as a signal, kept on
//! the device).

pub mod address;
pub mod bitmask;
pub mod figure;
pub mod parsons;
pub mod progress;
// Test-only: the programs behind the listings, run against the core.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod programs;
pub mod quiz;
pub mod set;
pub mod symmetry_board;
pub mod taught;
pub mod verdict;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod bitmask_example;
#[cfg(target_arch = "wasm32")]
pub mod chapter_body;
#[cfg(target_arch = "wasm32")]
pub mod learn_chapter;
#[cfg(target_arch = "wasm32")]
pub mod page;
#[cfg(target_arch = "wasm32")]
pub mod parsons_view;
#[cfg(target_arch = "wasm32")]
pub mod predict_board;
#[cfg(target_arch = "wasm32")]
pub mod progress_store;
#[cfg(target_arch = "wasm32")]
pub mod quiz_view;
#[cfg(target_arch = "wasm32")]
pub mod step_board;
#[cfg(target_arch = "wasm32")]
pub mod symmetry_chapter;
#[cfg(target_arch = "wasm32")]
pub mod teacher_set;

/// The largest board chapter 5 counts on the page: Q(11) takes a few milliseconds.
pub const COUNT_BOX_MAX_N: usize = 11;

use nqueens_core::search::{Algorithm, Goal, Setup};
use parsons::Interchangeable;

/// A chapter of the path, in reading order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Chapter {
    /// The puzzle, and its story from Bezzel to Dijkstra.
    Puzzle,
    /// Brute force, and why it is hopeless.
    BruteForce,
    /// Backtracking: the encyclopedia's algorithm.
    Backtracking,
    /// The eight symmetries and the 12 fundamentals.
    Symmetry,
    /// Counting: bitmasks, constellations, parts, and the records.
    Counting,
    /// Local search: min-conflicts, Sosič and Gu's queen swaps, and a million queens.
    LocalSearch,
    /// The university paper's models and branch and bound.
    Models,
    /// The family of related problems.
    Family,
}

impl Chapter {
    /// Every chapter, in reading order.
    pub const ALL: [Chapter; 8] = [
        Chapter::Puzzle,
        Chapter::BruteForce,
        Chapter::Backtracking,
        Chapter::Symmetry,
        Chapter::Counting,
        Chapter::LocalSearch,
        Chapter::Models,
        Chapter::Family,
    ];

    /// Its number on the page and in links, from 1.
    pub fn number(self) -> usize {
        self as usize + 1
    }

    /// The chapter numbered `number` (from 1).
    pub fn from_number(number: usize) -> Option<Chapter> {
        number
            .checked_sub(1)
            .and_then(|i| Chapter::ALL.get(i))
            .copied()
    }

    /// The chapter after this one.
    pub fn next(self) -> Option<Chapter> {
        Chapter::from_number(self.number() + 1)
    }

    /// The solvers it teaches, the first shown first: each with its listing to put in
    /// order, and its search to predict where the core can judge one. Chapter 6 teaches
    /// two, which its text tells apart: Minton's min-conflicts moves a queen along its
    /// file, Sosič and Gu's swaps exchange two queens' rows.
    pub fn algorithms(self) -> &'static [Algorithm] {
        match self {
            Chapter::BruteForce => &[Algorithm::BruteForce],
            Chapter::Backtracking => &[Algorithm::Backtracking],
            Chapter::Counting => &[Algorithm::Bitmask],
            Chapter::LocalSearch => &[Algorithm::MinConflicts, Algorithm::SosicGu],
            Chapter::Models => &[
                Algorithm::BranchBoundDepthFirst,
                Algorithm::BranchBoundBreadthFirst,
            ],
            Chapter::Puzzle | Chapter::Symmetry | Chapter::Family => &[],
        }
    }

    /// What its Parsons problems put in order: its solvers' listings, or else a
    /// program of its own.
    pub fn programs(self) -> Vec<Program> {
        match self.algorithms() {
            [] => vec![Program::Own(self)],
            solvers => solvers.iter().map(|&a| Program::Solver(a)).collect(),
        }
    }
}

/// The search the learner predicts for one of a chapter's solvers: boards small enough
/// to follow. Backtracking on 6×6 has 4 solutions; min-conflicts' seed 7 on 8×8 places
/// its queens, then moves attacked queens along their files 7 times, once staying put;
/// the queen swaps' seed 103 on 8×8 place their queens, then repair them in 12 moves,
/// one of them stuck (seed 1 wanders for 900).
pub fn predicted(algorithm: Algorithm) -> Option<Setup> {
    let (n, seed) = match algorithm {
        Algorithm::Backtracking => (6, 1),
        Algorithm::MinConflicts => (8, MIN_CONFLICTS_SEED),
        Algorithm::SosicGu => (8, 103),
        Algorithm::BranchBoundDepthFirst | Algorithm::BranchBoundBreadthFirst => (6, 1),
        Algorithm::Permutations
        | Algorithm::Bitmask
        | Algorithm::BruteForce
        | Algorithm::DancingLinks
        | Algorithm::SwapSearch
        | Algorithm::Construct
        | Algorithm::Heuristic
        | Algorithm::Restarts
        | Algorithm::Annealing
        | Algorithm::Genetic => return None,
    };
    Some(Setup {
        n,
        algorithm,
        goal: Goal::All,
        seed,
    })
}

/// The seed of chapter 6's min-conflicts run (see [`predicted`]).
const MIN_CONFLICTS_SEED: u64 = 7;

/// The program of a Parsons problem.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Program {
    /// A solver's pseudocode, as /solve shows it.
    Solver(Algorithm),
    /// A chapter's own program.
    Own(Chapter),
}

impl Program {
    /// Blocks of its listing that run the same in another order, so its Parsons problem
    /// takes them in any (`learn::programs` runs each order): chapter 1's two functions
    /// and its two early returns, chapter 8's three checks. A group inside another's
    /// block comes first.
    pub fn interchangeable(self) -> &'static [Interchangeable] {
        match self {
            Program::Own(Chapter::Puzzle) => &[
                Interchangeable(&[3..4, 4..6]),
                Interchangeable(&[0..2, 2..7]),
            ],
            Program::Own(Chapter::Family) => &[Interchangeable(&[2..3, 3..4, 4..5])],
            _ => &[],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chapters_are_numbered_from_one_in_reading_order() {
        for (i, c) in Chapter::ALL.into_iter().enumerate() {
            assert_eq!(c.number(), i + 1);
            assert_eq!(Chapter::from_number(i + 1), Some(c));
        }
        assert_eq!(Chapter::from_number(0), None);
        assert_eq!(Chapter::from_number(9), None);
        assert_eq!(Chapter::Backtracking.next(), Some(Chapter::Symmetry));
        assert_eq!(Chapter::Family.next(), None);
    }

    /// The queens whose rows differ between two boards.
    fn changed(a: &nqueens_core::Placement, b: &nqueens_core::Placement) -> Vec<usize> {
        (0..a.n()).filter(|&c| a.row(c) != b.row(c)).collect()
    }

    #[test]
    fn chapter_six_teaches_a_search_whose_queens_move_along_their_own_file() {
        use nqueens_core::search::{Goal, Machine, Setup};
        let mut along_files = 0;
        for &algorithm in Chapter::LocalSearch.algorithms() {
            let mut machine = Machine::new(Setup {
                n: 8,
                algorithm,
                goal: Goal::All,
                seed: 1,
            })
            .unwrap();
            // Past the start, every move changes at most one queen's row, and that
            // queen stays in its file: a move along the file.
            let mut one_file = true;
            let mut before = machine.placement();
            while machine.step().is_some() {
                let after = machine.placement();
                if before.len() == 8 {
                    one_file &= changed(&before, &after).len() <= 1 && after.len() == 8;
                }
                before = after;
            }
            along_files += usize::from(one_file);
        }
        assert_eq!(
            along_files, 1,
            "one of chapter 6's searches moves queens along files"
        );
    }

    #[test]
    fn every_chapter_has_a_program_to_put_in_order() {
        for chapter in Chapter::ALL {
            assert!(!chapter.programs().is_empty());
        }
        assert_eq!(Chapter::LocalSearch.programs().len(), 2);
    }
}
