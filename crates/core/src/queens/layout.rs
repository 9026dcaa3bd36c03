//! A layout: the n×n grid cut into n regions, each region joined by edges. Written as n
//! lines of n letters, one letter a region (`A` to `P`, either case); the first region
//! in alphabetical order is region 0.

use super::cells::{Cell, Cells};
use super::error::QueensError;
use super::{MAX_N, MIN_N};
use std::fmt;
use std::str::FromStr;

/// A valid layout: square, n regions, each in one piece. Only [`Layout::new`] builds
/// one, so every other function of the module may rely on these three facts.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Layout {
    n: usize,
    /// Region of each cell, row by row (row 0 is the top line).
    regions: Vec<u8>,
}

impl Layout {
    /// The layout whose cell `(row, col)` is in region `regions[row * n + col]`, if the
    /// regions are `0..n`, all used, each in one piece.
    pub fn new(n: usize, regions: Vec<u8>) -> Result<Layout, QueensError> {
        if !(MIN_N..=MAX_N).contains(&n) {
            return Err(QueensError::SizeOutOfRange {
                n,
                min: MIN_N,
                max: MAX_N,
            });
        }
        if regions.len() != n * n {
            return Err(QueensError::Ragged {
                row: (regions.len() / n).min(n - 1) + 1,
                cells: regions.len() % n,
                n,
            });
        }
        let mut used = 0u32;
        for &r in &regions {
            used |= 1u32.checked_shl(r.into()).unwrap_or(1 << 31);
        }
        if used != (1u32 << n) - 1 {
            return Err(QueensError::RegionCount {
                found: used.count_ones() as usize,
                n,
            });
        }
        let layout = Layout { n, regions };
        if let Some(r) = (0..n).find(|&r| !connected(layout.region_cells(r))) {
            return Err(QueensError::SplitRegion { region: letter(r) });
        }
        Ok(layout)
    }

    /// Reads n lines of n letters. Blank lines around the grid and spaces between letters
    /// are ignored; letters are renumbered in alphabetical order, so `B` and `D` on a
    /// 2-region grid would be regions 0 and 1.
    pub fn parse(text: &str) -> Result<Layout, QueensError> {
        let lines: Vec<Vec<char>> = text
            .lines()
            .map(|l| l.chars().filter(|c| !c.is_whitespace()).collect::<Vec<_>>())
            .filter(|l| !l.is_empty())
            .collect();
        let n = lines.len();
        if n == 0 {
            return Err(QueensError::Empty);
        }
        if !(MIN_N..=MAX_N).contains(&n) {
            return Err(QueensError::SizeOutOfRange {
                n,
                min: MIN_N,
                max: MAX_N,
            });
        }
        let mut letters = Vec::with_capacity(n * n);
        for (row, line) in lines.iter().enumerate() {
            if line.len() != n {
                let cells = line.len();
                return Err(QueensError::Ragged {
                    row: row + 1,
                    cells,
                    n,
                });
            }
            for (col, &c) in line.iter().enumerate() {
                if !c.is_ascii_alphabetic() {
                    let (row, col) = (row + 1, col + 1);
                    return Err(QueensError::NotALetter { row, col, found: c });
                }
                letters.push(c.to_ascii_uppercase() as u8 - b'A');
            }
        }
        // Alphabetical renumbering: the rank of each letter among those used.
        let used = letters.iter().fold(0u32, |m, &l| m | 1 << l);
        if used.count_ones() as usize != n {
            let found = used.count_ones() as usize;
            return Err(QueensError::RegionCount { found, n });
        }
        let regions = letters
            .iter()
            .map(|&l| (used & ((1 << l) - 1)).count_ones() as u8)
            .collect();
        Layout::new(n, regions)
    }

    /// The size: n×n cells, n regions, n queens.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The region of a cell (on the grid).
    pub fn region(&self, cell: Cell) -> usize {
        self.regions[cell.row as usize * self.n + cell.col as usize].into()
    }

    /// The regions of the cells, row by row.
    pub fn regions(&self) -> &[u8] {
        &self.regions
    }

    /// The cells of region `r`.
    pub fn region_cells(&self, r: usize) -> Cells {
        let n = self.n;
        (0..n * n)
            .filter(|&i| usize::from(self.regions[i]) == r)
            .map(|i| Cell::new(i / n, i % n))
            .collect()
    }

    /// The same layout with its regions numbered in reading order (the top-left cell's
    /// region is A), as people letter a grid.
    pub fn canonical(&self) -> Layout {
        let mut rank = [u8::MAX; 16];
        let mut next = 0;
        for &r in &self.regions {
            if rank[usize::from(r)] == u8::MAX {
                rank[usize::from(r)] = next;
                next += 1;
            }
        }
        let regions = self.regions.iter().map(|&r| rank[usize::from(r)]).collect();
        Layout { n: self.n, regions }
    }

    /// The layout whose regions are its rows: its solutions are the permutations whose
    /// neighbours differ by more than 1, counted by OEIS A002464 (the counter's check).
    pub fn rows(n: usize) -> Result<Layout, QueensError> {
        Layout::new(n, (0..n * n).map(|i| (i / n.max(1)) as u8).collect())
    }
}

/// The letter of region `r` as printed.
pub fn letter(r: usize) -> char {
    char::from(b'A' + r as u8)
}

/// Whether the cells form one piece, joined by edges.
fn connected(cells: Cells) -> bool {
    let Some(start) = cells.first() else {
        return false;
    };
    let mut reached = Cells::single(start);
    let mut todo = vec![start];
    while let Some(c) = todo.pop() {
        let (r, k) = (c.row as i32, c.col as i32);
        for (dr, dk) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
            let (r, k) = (r + dr, k + dk);
            if !(0..16).contains(&r) || !(0..16).contains(&k) {
                continue;
            }
            let next = Cell::new(r as usize, k as usize);
            if cells.contains(next) && !reached.contains(next) {
                reached.insert(next);
                todo.push(next);
            }
        }
    }
    reached == cells
}

impl fmt::Display for Layout {
    /// n lines of n letters, without a final line break.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (row, line) in self.regions.chunks(self.n).enumerate() {
            if row > 0 {
                f.write_str("\n")?;
            }
            for &r in line {
                write!(f, "{}", letter(r.into()))?;
            }
        }
        Ok(())
    }
}

impl FromStr for Layout {
    type Err = QueensError;

    fn from_str(text: &str) -> Result<Layout, QueensError> {
        Layout::parse(text)
    }
}
