//! The board a learner's program works on.
//!
//! Unlike the core's `Placement`, which holds one queen per file, this board takes a
//! queen on any free square: a learner's program may well put two queens in one column,
//! and the check afterwards has to see it to say so.

use nqueens_core::Square;

/// The queens a program has placed, in the order it placed them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Board {
    n: u32,
    queens: Vec<Square>,
}

impl Board {
    /// An empty n × n board.
    pub fn new(n: u32) -> Self {
        Board {
            n,
            queens: Vec::new(),
        }
    }

    /// The board's size.
    pub fn n(&self) -> u32 {
        self.n
    }

    /// The queens on the board, in the order they were placed.
    pub fn queens(&self) -> &[Square] {
        &self.queens
    }

    /// The square at 1-based `col` and `row`, if it is on the board.
    pub fn square(&self, col: i64, row: i64) -> Option<Square> {
        let on = |v: i64| v >= 1 && v <= i64::from(self.n);
        (on(col) && on(row)).then(|| Square::new(row as u32 - 1, col as u32 - 1))
    }

    /// Whether a queen stands on `square`.
    pub fn holds(&self, square: Square) -> bool {
        self.queens.contains(&square)
    }

    /// No queen on the board attacks `square`, and none stands on it.
    pub fn is_safe(&self, square: Square) -> bool {
        self.queens
            .iter()
            .all(|&q| q != square && !q.attacks(square))
    }

    /// Puts a queen on a free square; false if one is there already.
    pub fn place(&mut self, square: Square) -> bool {
        if self.holds(square) {
            return false;
        }
        self.queens.push(square);
        true
    }

    /// Takes the queen off `square`; false if there is none.
    pub fn remove(&mut self, square: Square) -> bool {
        match self.queens.iter().position(|&q| q == square) {
            Some(i) => {
                self.queens.remove(i);
                true
            }
            None => false,
        }
    }
}
