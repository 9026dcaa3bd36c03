//! A cell of the grid and a set of cells: 256 bits, one 16-bit lane per row, so any
//! grid up to 16×16 fits, a row is one shift away, and a unit's remaining cells are
//! four popcounts. Every search of the module (the counter, the deduction engine, the
//! generator) works on these sets.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Sub, SubAssign};

/// The lane width: row `r` is bits `16 r` to `16 r + 15`.
const STRIDE: usize = 16;

/// A cell. Row 0 is the top line of the layout as it is written, column 0 its first
/// letter (unlike the chess boards of the rest of the crate, whose row 0 is the bottom
/// rank: a region puzzle is read like text).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Cell {
    /// The line, from the top, 0-based.
    pub row: u8,
    /// The column, from the left, 0-based.
    pub col: u8,
}

impl Cell {
    /// The cell at `row`, `col` (both below 16).
    pub const fn new(row: usize, col: usize) -> Cell {
        Cell {
            row: row as u8,
            col: col as u8,
        }
    }

    /// Its bit in a [`Cells`].
    pub(super) const fn bit(self) -> usize {
        self.row as usize * STRIDE + self.col as usize
    }

    /// Whether the two cells touch, by an edge or a corner (a cell does not touch itself).
    pub fn touches(self, other: Cell) -> bool {
        self != other && self.row.abs_diff(other.row) <= 1 && self.col.abs_diff(other.col) <= 1
    }
}

/// A set of cells of a grid up to 16×16.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Cells([u64; 4]);

impl Cells {
    /// No cell.
    pub const EMPTY: Cells = Cells([0; 4]);

    /// The one cell.
    #[inline]
    pub fn single(cell: Cell) -> Cells {
        let mut s = Cells::EMPTY;
        s.insert(cell);
        s
    }

    /// The first `n` cells of row `row`.
    #[inline]
    pub fn row(row: usize, n: usize) -> Cells {
        let mut s = Cells::EMPTY;
        s.set_lane(row, ((1u32 << n) - 1) as u16);
        s
    }

    /// The first `n` cells of column `col`.
    pub fn col(col: usize, n: usize) -> Cells {
        (0..n).map(|row| Cell::new(row, col)).collect()
    }

    /// The whole n×n grid.
    pub fn grid(n: usize) -> Cells {
        (0..n).fold(Cells::EMPTY, |s, row| s | Cells::row(row, n))
    }

    /// Adds a cell.
    #[inline]
    pub fn insert(&mut self, cell: Cell) {
        let b = cell.bit();
        self.0[b / 64] |= 1 << (b % 64);
    }

    /// Removes a cell.
    #[inline]
    pub fn remove(&mut self, cell: Cell) {
        let b = cell.bit();
        self.0[b / 64] &= !(1 << (b % 64));
    }

    /// Whether the cell is in the set.
    #[inline]
    pub fn contains(self, cell: Cell) -> bool {
        let b = cell.bit();
        self.0[b / 64] >> (b % 64) & 1 == 1
    }

    /// The number of cells.
    #[inline]
    pub fn len(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// Whether there is no cell.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == [0; 4]
    }

    /// The row's cells as a 16-bit mask of columns.
    #[inline]
    pub fn lane(self, row: usize) -> u16 {
        (self.0[row / 4] >> (row % 4 * STRIDE)) as u16
    }

    /// Replaces the row's cells by the columns of `mask`.
    #[inline]
    fn set_lane(&mut self, row: usize, mask: u16) {
        let shift = row % 4 * STRIDE;
        let word = &mut self.0[row / 4];
        *word = (*word & !(0xFFFF << shift)) | (mask as u64) << shift;
    }

    /// The rows holding a cell of the set, as a 16-bit mask.
    pub fn rows(self) -> u16 {
        (0..STRIDE).fold(0, |m, r| m | u16::from(self.lane(r) != 0) << r)
    }

    /// The columns holding a cell of the set, as a 16-bit mask.
    pub fn cols(self) -> u16 {
        (0..STRIDE).fold(0, |m, r| m | self.lane(r))
    }

    /// The first cell, row by row.
    #[inline]
    pub fn first(self) -> Option<Cell> {
        let (i, w) = self.0.iter().enumerate().find(|(_, w)| **w != 0)?;
        let b = i * 64 + w.trailing_zeros() as usize;
        Some(Cell::new(b / STRIDE, b % STRIDE))
    }

    /// The cells, row by row.
    pub fn iter(self) -> impl Iterator<Item = Cell> {
        let mut rest = self;
        std::iter::from_fn(move || {
            let c = rest.first()?;
            rest.remove(c);
            Some(c)
        })
    }

    /// The cells as a list, row by row.
    pub fn to_vec(self) -> Vec<Cell> {
        self.iter().collect()
    }
}

impl FromIterator<Cell> for Cells {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> Cells {
        let mut s = Cells::EMPTY;
        iter.into_iter().for_each(|c| s.insert(c));
        s
    }
}

macro_rules! lanewise {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, |$a:ident, $b:ident| $e:expr) => {
        impl $trait for Cells {
            type Output = Cells;
            #[inline(always)]
            fn $method(self, other: Cells) -> Cells {
                let f = |$a: u64, $b: u64| $e;
                Cells([
                    f(self.0[0], other.0[0]),
                    f(self.0[1], other.0[1]),
                    f(self.0[2], other.0[2]),
                    f(self.0[3], other.0[3]),
                ])
            }
        }
        impl $assign for Cells {
            #[inline(always)]
            fn $assign_method(&mut self, other: Cells) {
                *self = $trait::$method(*self, other);
            }
        }
    };
}
lanewise!(BitAnd, bitand, BitAndAssign, bitand_assign, |a, b| a & b);
lanewise!(BitOr, bitor, BitOrAssign, bitor_assign, |a, b| a | b);
// The cells of the first set not in the second: the grid never needs a complement.
lanewise!(Sub, sub, SubAssign, sub_assign, |a, b| a & !b);
