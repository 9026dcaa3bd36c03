//! A Queens board as the player makes it: each cell empty, crossed out (×) or holding a
//! queen, with undo and redo, the conflicts on show and the verdict. Plain Rust, so the
//! page's rules are tested natively; the board view only draws it and forwards taps.
//!
//! The ×s that auto-× shows are not stored: they are read off the queens each time, so
//! taking a queen back takes its ×s with it, and switching the option off hides them.

use nqueens_core::queens::{Action, Board, Cell, Cells, Layout, Mark, Step};

/// What the player put on a cell (its `data-state` on the page).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CellState {
    /// Nothing.
    #[default]
    Empty,
    /// Crossed out: no queen here.
    Mark,
    /// A queen.
    Queen,
}

impl CellState {
    /// Its `data-state`.
    pub fn id(self) -> &'static str {
        match self {
            CellState::Empty => "empty",
            CellState::Mark => "mark",
            CellState::Queen => "queen",
        }
    }

    /// The state a tap leads to, in LinkedIn's order: ×, then a queen, then nothing.
    fn tapped(self) -> CellState {
        match self {
            CellState::Empty => CellState::Mark,
            CellState::Mark => CellState::Queen,
            CellState::Queen => CellState::Empty,
        }
    }
}

/// A game on one layout.
#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    layout: Layout,
    cells: Vec<CellState>,
    undo: Vec<Vec<CellState>>,
    redo: Vec<Vec<CellState>>,
}

impl Game {
    /// A new game: every cell empty, nothing to undo.
    pub fn new(layout: Layout) -> Game {
        let n = layout.n();
        Game {
            layout,
            cells: vec![CellState::Empty; n * n],
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// The same board with `marks` (row by row), and no history: a game restored.
    pub fn with_marks(&self, marks: &[CellState]) -> Game {
        let mut cells = vec![CellState::Empty; self.cells.len()];
        cells
            .iter_mut()
            .zip(marks)
            .for_each(|(cell, &mark)| *cell = mark);
        Game {
            layout: self.layout.clone(),
            cells,
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// The layout played.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The size.
    pub fn n(&self) -> usize {
        self.layout.n()
    }

    fn index(&self, cell: Cell) -> Option<usize> {
        let n = self.n();
        let (row, col) = (usize::from(cell.row), usize::from(cell.col));
        (row < n && col < n).then_some(row * n + col)
    }

    /// What the player put on `cell`.
    pub fn state(&self, cell: Cell) -> CellState {
        self.index(cell).map_or(CellState::Empty, |i| self.cells[i])
    }

    /// What the cell shows: with `auto_x`, an empty cell that a queen rules out shows ×.
    pub fn shown(&self, cell: Cell, auto_x: bool) -> CellState {
        match self.state(cell) {
            CellState::Empty if auto_x && self.ruled_out().contains(cell) => CellState::Mark,
            state => state,
        }
    }

    /// What every cell shows, row by row: [`Game::shown`] with the queens' ×s found once.
    pub fn shown_all(&self, auto_x: bool) -> Vec<CellState> {
        let ruled = if auto_x {
            self.ruled_out()
        } else {
            Cells::EMPTY
        };
        self.all_cells()
            .map(|cell| match self.state(cell) {
                CellState::Empty if ruled.contains(cell) => CellState::Mark,
                state => state,
            })
            .collect()
    }

    /// Every cell of the board, row by row.
    pub fn all_cells(&self) -> impl Iterator<Item = Cell> {
        let n = self.n();
        (0..n * n).map(move |i| Cell::new(i / n, i % n))
    }

    /// The queens placed.
    pub fn queens(&self) -> Vec<Cell> {
        self.all_cells()
            .filter(|&c| self.state(c) == CellState::Queen)
            .collect()
    }

    /// The cells the queens rule out: their rows, columns, regions and neighbours.
    pub fn ruled_out(&self) -> Cells {
        let mut out = Cells::EMPTY;
        let queens = self.queens();
        for cell in self.all_cells() {
            let hit = queens.iter().any(|&q| {
                q != cell
                    && (q.row == cell.row
                        || q.col == cell.col
                        || q.touches(cell)
                        || self.layout.region(q) == self.layout.region(cell))
            });
            if hit {
                out.insert(cell);
            }
        }
        out
    }

    /// A change that can be undone: the board before it is kept, and redo is cleared.
    fn remember(&mut self) {
        self.undo.push(self.cells.clone());
        self.redo.clear();
    }

    /// A tap: empty → × → queen → empty.
    pub fn tap(&mut self, cell: Cell) {
        if let Some(i) = self.index(cell) {
            self.remember();
            self.cells[i] = self.cells[i].tapped();
        }
    }

    /// A drag begins on `cell`: one undo for the whole stroke, whose first cell is
    /// crossed out like the rest.
    pub fn start_stroke(&mut self, cell: Cell) {
        self.remember();
        self.cross(cell);
    }

    /// The stroke passes over `cell`: an empty cell is crossed out, a × or a queen
    /// stays as it is.
    pub fn cross(&mut self, cell: Cell) {
        if let Some(i) = self.index(cell) {
            if self.cells[i] == CellState::Empty {
                self.cells[i] = CellState::Mark;
            }
        }
    }

    /// A hint's step, applied as one move: its queen placed, or its cells crossed out.
    pub fn apply(&mut self, step: &Step) {
        self.remember();
        match &step.action {
            Action::Place(cell) => self.put_queen(*cell),
            Action::Clear(cells) => cells.iter().for_each(|&c| self.cross(c)),
        }
    }

    /// A queen on `cell`, as a move (a hint's queen of the answer).
    pub fn place(&mut self, cell: Cell) {
        self.remember();
        self.put_queen(cell);
    }

    fn put_queen(&mut self, cell: Cell) {
        if let Some(i) = self.index(cell) {
            self.cells[i] = CellState::Queen;
        }
    }

    /// Removes the player's mark from `cell` (a hint's mistake taken back), as a move.
    pub fn clear(&mut self, cell: Cell) {
        if let Some(i) = self.index(cell) {
            self.remember();
            self.cells[i] = CellState::Empty;
        }
    }

    /// Takes the last move back; false when there is none.
    pub fn undo(&mut self) -> bool {
        match self.undo.pop() {
            Some(before) => {
                self.redo.push(std::mem::replace(&mut self.cells, before));
                true
            }
            None => false,
        }
    }

    /// Makes the last move taken back again; false when there is none.
    pub fn redo(&mut self) -> bool {
        match self.redo.pop() {
            Some(after) => {
                self.undo.push(std::mem::replace(&mut self.cells, after));
                true
            }
            None => false,
        }
    }

    /// Whether a move can be taken back.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether a move taken back can be made again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Empties the board (a move, so it can be undone).
    pub fn reset(&mut self) {
        if self.cells.iter().any(|&s| s != CellState::Empty) {
            self.remember();
            self.cells.fill(CellState::Empty);
        }
    }

    /// The queens that break a rule: two in a row, a column or a region, or touching.
    pub fn conflicts(&self) -> Cells {
        let queens = self.queens();
        let mut out = Cells::EMPTY;
        for (i, &a) in queens.iter().enumerate() {
            for &b in &queens[i + 1..] {
                if a.row == b.row
                    || a.col == b.col
                    || a.touches(b)
                    || self.layout.region(a) == self.layout.region(b)
                {
                    out.insert(a);
                    out.insert(b);
                }
            }
        }
        out
    }

    /// Solved: a queen in every row, none in conflict (so one in every column and region).
    pub fn is_solved(&self) -> bool {
        self.queens().len() == self.n() && self.conflicts().is_empty()
    }

    /// The board as the deduction engine reads it: the queens, and the ×s shown.
    pub fn board(&self, auto_x: bool) -> Board {
        let mut board = Board::new(self.n());
        for cell in self.all_cells() {
            match self.shown(cell, auto_x) {
                CellState::Queen => board.set(cell, Mark::Queen),
                CellState::Mark => board.set(cell, Mark::Excluded),
                CellState::Empty => {}
            }
        }
        board
    }
}

#[cfg(test)]
mod tests;
