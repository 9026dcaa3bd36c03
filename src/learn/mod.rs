//! /learn: a path through the sources in eight short chapters, with boards to try,
//! "predict the next step", and exercises that check themselves.
//!
//! The page's state lives here in plain structs tested natively, and every answer is
//! computed by the core, so a check is never wrong: [`predict`] judges a guess against
//! the search's own next move, [`quiz`] asks for figures the core counts, [`parsons`]
//! checks an arrangement of a listing the solver page shows, and [`progress`] keeps what
//! a learner has done on the device.

pub mod address;
pub mod bitmask;
pub mod figure;
pub mod parsons;
pub mod predict;
pub mod progress;
// Test-only: the programs behind the listings, run against the core.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod programs;
pub mod quiz;
pub mod set;
pub mod taught;
pub mod verdict;

/// The largest board chapter 5 counts on the page: Q(11) takes a few milliseconds.
pub const COUNT_BOX_MAX_N: usize = 11;

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
    /// Local search: min-conflicts and a million queens.
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
}
