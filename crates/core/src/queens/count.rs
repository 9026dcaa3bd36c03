//! The exact counter: how many ways the queens fit a layout, up to a cap (counting to 2
//! proves a layout unique), with the first two answers kept so a builder can show a
//! second one.
//!
//! A depth-first search on cell sets: each node picks the open unit (row, column or
//! region) with the fewest cells left and tries each; a queen removes its row, column,
//! region and neighbours in four ANDs ([`Units::attack`]). A unit left empty ends the
//! branch. On the puzzles' layouts almost every node has a unit with one cell left, so
//! proving a 9×9 unique visits a few dozen nodes.

use super::cells::{Cell, Cells};
use super::layout::Layout;
use super::units::Units;
use std::fmt;

/// One way to place the queens: the column of the queen of each row.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Answer {
    cols: Vec<u8>,
}

impl Answer {
    /// The answer with the queen of row `r` in column `cols[r]`. Not checked against a
    /// layout: see [`Answer::fits`].
    pub fn new(cols: Vec<u8>) -> Answer {
        Answer { cols }
    }

    /// The column of each row's queen.
    pub fn cols(&self) -> &[u8] {
        &self.cols
    }

    /// The queens' cells, row by row.
    pub fn cells(&self) -> Cells {
        self.cols
            .iter()
            .enumerate()
            .map(|(r, &c)| Cell::new(r, c.into()))
            .collect()
    }

    /// Whether these queens solve the layout: one per row, column and region, none
    /// touching another.
    pub fn fits(&self, layout: &Layout) -> bool {
        let n = layout.n();
        if self.cols.len() != n || self.cols.iter().any(|&c| usize::from(c) >= n) {
            return false;
        }
        let cells = self.cells().to_vec();
        let cols = self.cols.iter().fold(0u32, |m, &c| m | 1 << c);
        let regions = cells.iter().fold(0u32, |m, &c| m | 1 << layout.region(c));
        let touching = cells.windows(2).any(|w| w[0].touches(w[1]));
        cols.count_ones() as usize == n && regions.count_ones() as usize == n && !touching
    }

    /// The layout with the queens drawn: `Q` for a queen, the region's letter in lower
    /// case elsewhere, so a reader sees both.
    pub fn draw(&self, layout: &Layout) -> String {
        let n = layout.n();
        let mut out = String::with_capacity(n * (n + 1));
        for r in 0..n {
            for c in 0..n {
                let cell = Cell::new(r, c);
                out.push(if self.cols.get(r).is_some_and(|&q| usize::from(q) == c) {
                    'Q'
                } else {
                    super::layout::letter(layout.region(cell)).to_ascii_lowercase()
                });
            }
            out.push('\n');
        }
        out
    }
}

impl fmt::Display for Answer {
    /// The columns, 1-based, separated by commas: `2,4,1,3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.cols.iter().enumerate() {
            let sep = if i > 0 { "," } else { "" };
            write!(f, "{sep}{}", c + 1)?;
        }
        Ok(())
    }
}

/// What the counter found.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Count {
    /// Answers found: all of them if `complete`, else exactly the cap.
    pub solutions: u64,
    /// Whether the search ran to the end (false: it stopped at the cap).
    pub complete: bool,
    /// The first two answers found (fewer if there are fewer).
    pub answers: Vec<Answer>,
    /// Search nodes visited (queens tried), the cost the benchmarks report.
    pub nodes: u64,
}

/// Counts the layout's answers, stopping at `cap` (`u64::MAX` for the exact number).
pub fn count(layout: &Layout, cap: u64) -> Count {
    count_units(&Units::new(layout), cap)
}

/// Whether the layout has exactly one answer.
pub fn is_unique(layout: &Layout) -> bool {
    count(layout, 2).solutions == 1
}

/// `count` on units already built (the generator's repairs build them once per try).
pub(super) fn count_units(u: &Units, cap: u64) -> Count {
    // Unit index: rows 0..16, columns 16..32, regions 32..48.
    let mut units = [Cells::EMPTY; 48];
    let mut open = 0u64;
    for i in 0..u.n {
        units[i] = u.rows[i];
        units[16 + i] = u.cols[i];
        units[32 + i] = u.regions[i];
        open |= 1 << i | 1 << (16 + i) | 1 << (32 + i);
    }
    let mut s = Search {
        u,
        units,
        cap: cap.max(1),
        found: 0,
        nodes: 0,
        path: [Cell::new(0, 0); 16],
        answers: Vec::new(),
    };
    let stopped = s.search(u.grid, open, 0);
    Count {
        solutions: s.found,
        complete: !stopped,
        answers: s.answers,
        nodes: s.nodes,
    }
}

struct Search<'a> {
    u: &'a Units,
    units: [Cells; 48],
    cap: u64,
    found: u64,
    nodes: u64,
    path: [Cell; 16],
    answers: Vec<Answer>,
}

impl Search<'_> {
    /// Places the remaining queens on `avail`; `open` holds the units still without one.
    /// True when the cap is reached (the search stops).
    fn search(&mut self, avail: Cells, open: u64, depth: usize) -> bool {
        if open == 0 {
            self.found += 1;
            if self.answers.len() < 2 {
                let mut cols = vec![0u8; self.u.n];
                for c in &self.path[..depth] {
                    cols[c.row as usize] = c.col;
                }
                self.answers.push(Answer { cols });
            }
            return self.found >= self.cap;
        }
        let (mut best, mut best_len) = (Cells::EMPTY, u32::MAX);
        let mut rest = open;
        while rest != 0 {
            let cells = avail & self.units[rest.trailing_zeros() as usize];
            rest &= rest - 1;
            let len = cells.len();
            if len < best_len {
                (best, best_len) = (cells, len);
                if len <= 1 {
                    break;
                }
            }
        }
        for cell in best.iter() {
            self.nodes += 1;
            self.path[depth] = cell;
            let region = self.u.region(cell);
            let closed = 1u64 << cell.row | 1 << (16 + cell.col) | 1 << (32 + region);
            if self.search(avail - self.u.attack[cell.bit()], open & !closed, depth + 1) {
                return true;
            }
        }
        false
    }
}
