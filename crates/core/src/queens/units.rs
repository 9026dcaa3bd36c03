//! The units of a layout (its rows, columns and regions, each holding one queen) and
//! what a queen takes away: computed once per layout, so a search step is a few ANDs.

use super::cells::{Cell, Cells};
use super::layout::Layout;

/// A row, a column or a region: a set of n cells that holds exactly one queen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Unit {
    /// A row, from the top, 0-based.
    Row(u8),
    /// A column, from the left, 0-based.
    Col(u8),
    /// A region, 0-based (`A` is 0).
    Region(u8),
}

/// The layout's units and attack sets as cell sets.
#[derive(Debug, Clone)]
pub(super) struct Units {
    pub n: usize,
    /// The n×n grid.
    pub grid: Cells,
    pub rows: [Cells; 16],
    pub cols: [Cells; 16],
    pub regions: [Cells; 16],
    /// Region of each cell, by its bit.
    pub region_of: [u8; 256],
    /// For each cell (by its bit), the cells a queen there rules out: its row, column,
    /// region and eight neighbours, and itself.
    pub attack: [Cells; 256],
}

impl Units {
    pub fn new(layout: &Layout) -> Units {
        let n = layout.n();
        let mut u = Units {
            n,
            grid: Cells::grid(n),
            rows: [Cells::EMPTY; 16],
            cols: [Cells::EMPTY; 16],
            regions: [Cells::EMPTY; 16],
            region_of: [0; 256],
            attack: [Cells::EMPTY; 256],
        };
        for i in 0..n {
            u.rows[i] = Cells::row(i, n);
            u.cols[i] = Cells::col(i, n);
            u.regions[i] = layout.region_cells(i);
        }
        for cell in u.grid.iter() {
            let region = layout.region(cell);
            u.region_of[cell.bit()] = region as u8;
            let (r, c) = (cell.row as usize, cell.col as usize);
            let mut hit = u.rows[r] | u.cols[c] | u.regions[region];
            for nr in r.saturating_sub(1)..=(r + 1).min(n - 1) {
                for nc in c.saturating_sub(1)..=(c + 1).min(n - 1) {
                    hit.insert(Cell::new(nr, nc));
                }
            }
            u.attack[cell.bit()] = hit;
        }
        u
    }

    /// A unit's cells.
    #[inline]
    pub fn cells(&self, unit: Unit) -> Cells {
        match unit {
            Unit::Row(i) => self.rows[i as usize],
            Unit::Col(i) => self.cols[i as usize],
            Unit::Region(i) => self.regions[i as usize],
        }
    }

    /// The region of a cell.
    #[inline]
    pub fn region(&self, cell: Cell) -> usize {
        self.region_of[cell.bit()].into()
    }

    /// The three units of a cell.
    pub fn units_of(&self, cell: Cell) -> [Unit; 3] {
        [
            Unit::Row(cell.row),
            Unit::Col(cell.col),
            Unit::Region(self.region(cell) as u8),
        ]
    }

    /// Every unit: regions first (the players' first look), then rows, then columns.
    pub fn all(&self) -> impl Iterator<Item = Unit> {
        let n = self.n as u8;
        (0..n)
            .map(Unit::Region)
            .chain((0..n).map(Unit::Row))
            .chain((0..n).map(Unit::Col))
    }
}
