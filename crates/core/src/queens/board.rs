//! A player's board: each cell unknown, crossed out (×) or holding a queen. The
//! deduction engine reads it; the page and the engine's own solving write it.

use super::cells::{Cell, Cells};
use super::step::{Action, Step};

/// What a player put on a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Mark {
    /// Nothing yet.
    Unknown,
    /// Crossed out: no queen here.
    Excluded,
    /// A queen.
    Queen,
}

/// The marks of an n×n board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    n: usize,
    queens: Cells,
    excluded: Cells,
}

impl Board {
    /// An n×n board with every cell unknown.
    pub fn new(n: usize) -> Board {
        Board {
            n: n.min(16),
            queens: Cells::EMPTY,
            excluded: Cells::EMPTY,
        }
    }

    /// The size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The mark of a cell.
    pub fn mark(&self, cell: Cell) -> Mark {
        if self.queens.contains(cell) {
            Mark::Queen
        } else if self.excluded.contains(cell) {
            Mark::Excluded
        } else {
            Mark::Unknown
        }
    }

    /// Marks a cell (a cell off the board is ignored).
    pub fn set(&mut self, cell: Cell, mark: Mark) {
        if usize::from(cell.row) >= self.n || usize::from(cell.col) >= self.n {
            return;
        }
        self.queens.remove(cell);
        self.excluded.remove(cell);
        match mark {
            Mark::Unknown => {}
            Mark::Excluded => self.excluded.insert(cell),
            Mark::Queen => self.queens.insert(cell),
        }
    }

    /// Does what the step says.
    pub fn apply(&mut self, step: &Step) {
        match &step.action {
            Action::Place(cell) => self.set(*cell, Mark::Queen),
            Action::Clear(cells) => cells.iter().for_each(|&c| self.set(c, Mark::Excluded)),
        }
    }

    /// The queens.
    pub fn queens(&self) -> Cells {
        self.queens
    }

    /// The crossed-out cells.
    pub fn excluded(&self) -> Cells {
        self.excluded
    }

    /// The cells still unknown.
    pub fn unknown(&self) -> Cells {
        Cells::grid(self.n) - self.queens - self.excluded
    }
}
