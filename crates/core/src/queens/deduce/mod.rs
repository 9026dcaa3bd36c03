//! The deduction engine: from a player's board, the easiest next step a person could
//! find, named by its technique ([`Technique`]), with the cells that prove it; and a
//! layout solved by such steps alone, which grades it ([`Level`]).
//!
//! Every step is sound on a consistent board: it clears only cells that no answer
//! extending the board uses, and places only queens that every such answer has. The
//! techniques are tried in their order of difficulty, so a step is never harder than
//! it needs to be.

mod confine;
mod contradiction;
mod simple;
#[cfg(test)]
mod tests;

use super::board::Board;
use super::cells::Cells;
use super::layout::Layout;
use super::step::Step;
use super::technique::{Level, Technique};
use super::units::{Unit, Units};

/// A layout's deduction engine (its units built once, for many steps).
#[derive(Debug, Clone)]
pub struct Deducer {
    units: Box<Units>,
}

/// A layout solved by deduction alone, as far as the techniques go.
#[derive(Debug, Clone)]
pub struct Deduction {
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// The hardest technique used (None when no step was needed or possible).
    pub hardest: Option<Technique>,
    /// Whether every queen was placed; false when the engine got stuck.
    pub solved: bool,
    /// The board after the last step.
    pub board: Board,
}

impl Deduction {
    /// The layout's level: that of its hardest technique, if deduction solved it.
    pub fn level(&self) -> Option<Level> {
        if !self.solved {
            return None;
        }
        Some(self.hardest.map_or(Level::Easy, Technique::level))
    }

    /// The techniques used, easiest first, each once.
    pub fn techniques(&self) -> Vec<Technique> {
        let mut used: Vec<Technique> = self.steps.iter().map(|s| s.technique).collect();
        used.sort();
        used.dedup();
        used
    }
}

/// The easiest step on `board`, or None when the board is solved, broken (a unit with
/// no cell left, two queens attacking) or beyond every technique.
pub fn next_step(layout: &Layout, board: &Board) -> Option<Step> {
    Deducer::new(layout).next_step(board)
}

/// Solves `layout` from an empty board by the engine's steps alone.
pub fn solve_by_deduction(layout: &Layout) -> Deduction {
    Deducer::new(layout).solve()
}

impl Deducer {
    /// The engine for a layout.
    pub fn new(layout: &Layout) -> Deducer {
        Deducer {
            units: Box::new(Units::new(layout)),
        }
    }

    /// The easiest step on `board` (see [`next_step`]).
    pub fn next_step(&self, board: &Board) -> Option<Step> {
        let v = View::new(&self.units, board)?;
        simple::queen_clears(&v)
            .or_else(|| simple::last_cell(&v))
            .or_else(|| confine::one_in_one(&v))
            .or_else(|| simple::every_option_touches(&v))
            .or_else(|| confine::n_in_n(&v))
            .or_else(|| contradiction::one_step(&v))
            .or_else(|| contradiction::two_step(&v))
    }

    /// Solves from an empty board (see [`solve_by_deduction`]).
    pub fn solve(&self) -> Deduction {
        let n = self.units.n;
        let mut board = Board::new(n);
        let mut steps = Vec::new();
        // Each step marks at least one unknown cell, so n² steps always suffice.
        while (board.queens().len() as usize) < n && steps.len() <= n * n {
            let Some(step) = self.next_step(&board) else {
                break;
            };
            board.apply(&step);
            steps.push(step);
        }
        Deduction {
            hardest: steps.iter().map(|s| s.technique).max(),
            solved: board.queens().len() as usize == n && View::new(&self.units, &board).is_some(),
            steps,
            board,
        }
    }
}

/// A board as the techniques read it.
struct View<'a> {
    u: &'a Units,
    /// Cells still unknown.
    cand: Cells,
    queens: Cells,
    /// Units without a queen: regions, then rows, then columns.
    open: Vec<Unit>,
}

impl<'a> View<'a> {
    /// None when the board is broken: two queens attacking, or an open unit with no cell.
    fn new(u: &'a Units, board: &Board) -> Option<View<'a>> {
        let queens = board.queens() & u.grid;
        let cand = board.unknown() & u.grid;
        if queens
            .iter()
            .any(|q| (u.attack[q.bit()] & queens) != Cells::single(q))
        {
            return None;
        }
        let open: Vec<Unit> = u
            .all()
            .filter(|&unit| (u.cells(unit) & queens).is_empty())
            .collect();
        if open.iter().any(|&unit| (u.cells(unit) & cand).is_empty()) {
            return None;
        }
        Some(View {
            u,
            cand,
            queens,
            open,
        })
    }

    /// A unit's unknown cells.
    fn left(&self, unit: Unit) -> Cells {
        self.u.cells(unit) & self.cand
    }
}
