//! Chapter 4's board to try the symmetries on: a solution, and the symmetries the
//! learner has applied to it one after another. The board accumulates them, so a
//! learner sees four quarter turns come back to the start, a reflection undo itself,
//! and the class of 4 come out of a half turn unchanged.
//!
//! Every image is the core's own ([`Solution::transform`]), and what the page says of
//! it is a typed fact ([`Applied`]) that each language words.

use nqueens_core::{Solution, Symmetry};

/// The solutions the learner can start from: the first of the 92 (1 5 8 6 3 7 2 4), in a
/// class of 8, and 3 5 2 8 1 7 4 6, the class of 4 that a half turn leaves as it is.
/// Rows are 0-based, file by file.
const STARTS: [[u32; 8]; 2] = [[0, 4, 7, 5, 2, 6, 1, 3], [2, 4, 1, 7, 0, 6, 3, 5]];

/// A starting solution, by its place in [`SymmetryBoard::starts`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Start(pub usize);

/// What the last symmetry did, for the line under the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    /// The symmetry applied last.
    pub symmetry: Symmetry,
    /// The board's code now ("2 4 6 8 3 1 7 5").
    pub code: String,
    /// Whether the board is the same as before it: the solution is its own image.
    pub unchanged: bool,
    /// Whether the board is back at the solution it started from.
    pub at_start: bool,
    /// Whether the board is its class's canonical form (the smallest code of its images).
    pub canonical: bool,
    /// How many symmetries have been applied since the start.
    pub moves: usize,
    /// The one symmetry that does all of them at once.
    pub together: Symmetry,
}

/// The board and its history, which the page keeps in one signal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SymmetryBoard {
    start: Start,
    first: Solution,
    current: Solution,
    before: Solution,
    applied: Vec<Symmetry>,
}

impl SymmetryBoard {
    /// The solutions to start from, in the order the page offers them.
    pub fn starts() -> Vec<Solution> {
        // Both are solutions, so none is dropped: the test below holds the list whole.
        STARTS
            .iter()
            .filter_map(|rows| Solution::new(rows).ok())
            .collect()
    }

    /// A board showing the starting solution `start`, nothing applied yet; an index out
    /// of range starts from the first.
    pub fn new(start: Start) -> Option<SymmetryBoard> {
        let starts = SymmetryBoard::starts();
        let (start, first) = match starts.get(start.0) {
            Some(&s) => (start, s),
            None => (Start(0), *starts.first()?),
        };
        Some(SymmetryBoard {
            start,
            first,
            current: first,
            before: first,
            applied: Vec::new(),
        })
    }

    /// Applies `g` to the board as it stands now.
    pub fn apply(&mut self, g: Symmetry) {
        self.before = self.current;
        self.current = self.current.transform(g);
        self.applied.push(g);
    }

    /// Back to the starting solution, the history cleared.
    pub fn restart(&mut self) {
        self.current = self.first;
        self.before = self.first;
        self.applied.clear();
    }

    /// The starting solution chosen.
    pub fn start(&self) -> Start {
        self.start
    }

    /// The board shown.
    pub fn current(&self) -> Solution {
        self.current
    }

    /// The symmetries applied since the start, first first.
    pub fn applied(&self) -> &[Symmetry] {
        &self.applied
    }

    /// The one symmetry that does every applied one at once, in order.
    pub fn together(&self) -> Symmetry {
        self.applied
            .iter()
            .fold(Symmetry::Identity, |done, &g| g.compose(done))
    }

    /// Whether the board shows its class's canonical form.
    pub fn is_canonical(&self) -> bool {
        self.current.canonical() == self.current
    }

    /// What the last symmetry did; `None` before the first.
    pub fn last(&self) -> Option<Applied> {
        let &symmetry = self.applied.last()?;
        Some(Applied {
            symmetry,
            code: spaced(&self.current),
            unchanged: self.current == self.before,
            at_start: self.current == self.first,
            canonical: self.is_canonical(),
            moves: self.applied.len(),
            together: self.together(),
        })
    }
}

/// "1 5 8 6 3 7 2 4": the rank of each file's queen, as the chapter writes a board.
pub fn spaced(s: &Solution) -> String {
    s.rows()
        .iter()
        .map(|r| (r + 1).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(start: usize) -> SymmetryBoard {
        SymmetryBoard::new(Start(start)).unwrap()
    }

    #[test]
    fn both_starts_are_solutions_named_as_the_chapter_names_them() {
        let codes: Vec<String> = SymmetryBoard::starts().iter().map(spaced).collect();
        assert_eq!(codes, ["1 5 8 6 3 7 2 4", "3 5 2 8 1 7 4 6"]);
        assert_eq!(
            board(9).start(),
            Start(0),
            "out of range starts from the first"
        );
    }

    #[test]
    fn four_quarter_turns_come_back_to_the_start() {
        let mut b = board(0);
        let start = b.current();
        // The codes the end-to-end spec expects (e2e/specs/learn.test.mjs).
        let codes = [
            "8 2 4 1 7 5 3 6",
            "5 7 2 6 3 1 4 8",
            "3 6 4 2 8 5 7 1",
            "1 5 8 6 3 7 2 4",
        ];
        for k in 1..=4 {
            b.apply(Symmetry::Rotate90);
            let last = b.last().unwrap();
            assert_eq!(last.code, codes[k - 1]);
            assert_eq!(last.at_start, k == 4, "after {k} quarter turns");
            assert_eq!(last.moves, k);
        }
        assert_eq!(b.current(), start);
        assert_eq!(b.together(), Symmetry::Identity);
    }

    #[test]
    fn every_symmetry_is_undone_by_its_inverse_and_each_reflection_by_itself() {
        for start in 0..2 {
            for g in Symmetry::ALL {
                let mut b = board(start);
                b.apply(g);
                b.apply(g.inverse());
                assert!(b.last().unwrap().at_start, "{g:?} then its inverse");
                if !g.is_rotation() {
                    let mut b = board(start);
                    b.apply(g);
                    b.apply(g);
                    assert!(b.last().unwrap().at_start, "{g:?} twice");
                }
            }
        }
    }

    #[test]
    fn a_half_turn_leaves_the_class_of_four_unchanged() {
        let mut b = board(1);
        b.apply(Symmetry::Rotate180);
        let last = b.last().unwrap();
        assert_eq!(last.code, "3 5 2 8 1 7 4 6");
        assert!(last.unchanged && last.at_start && last.canonical);
        // A quarter turn does not: its class has 4 members, not 2.
        b.apply(Symmetry::Rotate90);
        assert!(!b.last().unwrap().unchanged);
        // Nothing but the identity leaves the first start unchanged.
        for g in Symmetry::ALL {
            let mut b = board(0);
            b.apply(g);
            assert_eq!(
                b.last().unwrap().unchanged,
                g == Symmetry::Identity,
                "{g:?}"
            );
        }
    }

    #[test]
    fn the_line_gives_the_cores_image_and_the_board_accumulates() {
        let mut b = board(0);
        let first = b.current();
        let mut expected = first;
        let moves = [
            Symmetry::Rotate90,
            Symmetry::ReflectDiagonal,
            Symmetry::Rotate270,
            Symmetry::ReflectAntiDiagonal,
            Symmetry::ReflectHorizontal,
        ];
        for g in moves {
            b.apply(g);
            expected = expected.transform(g);
            let last = b.last().unwrap();
            assert_eq!(last.symmetry, g);
            assert_eq!(last.code, spaced(&expected));
            assert_eq!(b.current(), expected);
            // The one symmetry that does them all at once gives the same board.
            assert_eq!(first.transform(last.together), expected);
            assert_eq!(last.canonical, expected == first.canonical());
        }
        assert_eq!(b.applied(), moves);
    }

    #[test]
    fn a_quarter_turn_of_the_first_solution_reads_as_the_chapter_says() {
        let mut b = board(0);
        b.apply(Symmetry::Rotate90);
        // a1 goes to a8 in a quarter turn clockwise: file a's queen is on rank 8.
        assert_eq!(b.last().unwrap().code, "8 2 4 1 7 5 3 6");
        assert!(!b.is_canonical());
    }

    #[test]
    fn starting_again_clears_the_history() {
        let mut b = board(1);
        b.apply(Symmetry::ReflectVertical);
        b.restart();
        assert_eq!(b.last(), None);
        assert_eq!(spaced(&b.current()), "3 5 2 8 1 7 4 6");
        assert_eq!(b.start(), Start(1));
        assert!(b.is_canonical());
    }
}
