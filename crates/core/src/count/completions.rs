//! The hot loop of every count: the completions of a constellation, on bitmasks.
//!
//! **Every fixed queen is in the masks from the first free row on.** A queen attacks its
//! two diagonals on every row, above it as well as below. The masks carry each diagonal as
//! one bit that moves a column per row (`ld` to the left, `rd` to the right), so a queen
//! of a later row is seeded where its diagonal crosses the first free row, even when that
//! is off the board: the word holds the board at an offset, wide enough for every such
//! bit, and the bit slides onto the board on the row where the diagonal does. No row ever
//! looks anything up: the rows that hold a border queen are skipped by shifting the masks
//! two or three rows at once.
//!
//! The word is a `u64` while the seeded bits fit (n ≤ 21 in the worst case) and a `u128`
//! beyond; both compile from one generic loop.

use crate::Square;
use std::ops::{BitAnd, BitOr, BitXor, Not, Shl, Shr};

/// The solutions and the queens placed (nodes) while completing a constellation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Completions {
    /// Completions found.
    pub solutions: u64,
    /// Queens placed on free rows, the last row included.
    pub nodes: u64,
}

/// The completions of the border queens `fixed` on an n×n board.
pub fn count(n: usize, fixed: &[Square]) -> Completions {
    walk(n, fixed, MAX_ROWS)
}

/// The nodes of the first `depth` free rows' search tree (lookahead included): how much
/// a search from this side of the board branches early on.
pub fn early_nodes(n: usize, fixed: &[Square], depth: usize) -> u64 {
    walk(n, fixed, depth.max(1)).nodes
}

/// The walk of the first `depth` free rows; solutions are counted only when that is all of
/// them.
fn walk(n: usize, fixed: &[Square], depth: usize) -> Completions {
    let rows = free_rows(n, fixed);
    if rows.is_empty() {
        return Completions {
            solutions: 1,
            nodes: 0,
        };
    }
    let start = rows[0] as i64;
    // How far below column 0 and above column n−1 the seeded bits reach.
    let mut below = 0i64;
    let mut above = 0i64;
    for q in fixed.iter().filter(|q| q.row as i64 > start) {
        let (row, col) = (q.row as i64, q.col as i64);
        below = below.max(row - col - start);
        above = above.max(col + row - start - (n as i64 - 1));
    }
    if below + n as i64 + above <= 64 {
        search::<u64>(n, fixed, &rows, below as u32, depth)
    } else {
        search::<u128>(n, fixed, &rows, below as u32, depth)
    }
}

/// The rows without a fixed queen, top to bottom.
fn free_rows(n: usize, fixed: &[Square]) -> Vec<u32> {
    (0..n as u32)
        .filter(|&r| fixed.iter().all(|q| q.row != r))
        .collect()
}

/// A machine word used as a row of squares.
trait Word:
    Copy
    + Eq
    + Not<Output = Self>
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    const ZERO: Self;
    const ONE: Self;
    const BITS: u32;
    fn lowest(self) -> Self;
    fn ones(self) -> u64;
}

macro_rules! word {
    ($t:ty) => {
        impl Word for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const BITS: u32 = <$t>::BITS;
            #[inline(always)]
            fn lowest(self) -> Self {
                self & self.wrapping_neg()
            }
            #[inline(always)]
            fn ones(self) -> u64 {
                self.count_ones() as u64
            }
        }
    };
}
word!(u64);
word!(u128);

/// Rows a search can have: every row of the largest board counted.
const MAX_ROWS: usize = 32;

/// The search itself, with the board at bit `offset` of the word.
fn search<W: Word>(
    n: usize,
    fixed: &[Square],
    rows: &[u32],
    offset: u32,
    depth: usize,
) -> Completions {
    let start = rows[0] as i64;
    let bit = |col: i64| -> W {
        let at = col + offset as i64;
        if (0..W::BITS as i64).contains(&at) {
            W::ONE << at as u32
        } else {
            W::ZERO
        }
    };
    let (mut ld, mut rd, mut col) = (W::ZERO, W::ZERO, W::ZERO);
    for q in fixed {
        let (row, c) = (q.row as i64, q.col as i64);
        col = col | bit(c);
        // `ld` moves a column to the right (a higher bit) per row down, `rd` to the left.
        ld = ld | bit(c + start - row);
        rd = rd | bit(c + row - start);
    }
    let board = (0..n as i64).fold(W::ZERO, |m, c| m | bit(c));
    // Columns off the board count as taken, so a row's free squares are one `!` away.
    let col = col | !board;
    let free = !(ld | rd | col);
    let mut shift = [1u32; MAX_ROWS];
    for (s, pair) in shift.iter_mut().zip(rows.windows(2)) {
        *s = pair[1] - pair[0];
    }
    let walk = Walk {
        shift,
        last: rows.len().min(depth) - 1,
        complete: depth >= rows.len(),
    };
    let (solutions, nodes) = walk.below(ld, rd, col, free, 0);
    Completions { solutions, nodes }
}

/// A depth-first walk over the free rows, with what does not change as it goes.
struct Walk {
    /// `shift[d]`: rows from the d-th free row to the next (2 or 3 over a border queen's row).
    shift: [u32; MAX_ROWS],
    /// The index of the deepest free row walked.
    last: usize,
    /// Whether that row is the board's last free row (so a queen there is a solution).
    complete: bool,
}

impl Walk {
    /// (solutions, nodes) from the d-th free row on, whose free squares are `free`.
    ///
    /// The deepest row only counts its free squares. Every other queen is pushed only if
    /// the next free row keeps a free square and so does the one after it (a look two
    /// rows ahead prunes about a sixth of the nodes).
    fn below<W: Word>(&self, ld: W, rd: W, col: W, mut free: W, d: usize) -> (u64, u64) {
        let mut nodes = free.ones();
        if d == self.last {
            return (if self.complete { nodes } else { 0 }, nodes);
        }
        let mut solutions = 0;
        let s = self.shift[d & (MAX_ROWS - 1)];
        if d + 1 == self.last {
            let mut leaves = 0;
            while free != W::ZERO {
                let q = free.lowest();
                free = free ^ q;
                leaves += (!(((ld | q) << s) | ((rd | q) >> s) | (col | q))).ones();
            }
            return (if self.complete { leaves } else { 0 }, nodes + leaves);
        }
        let s2 = self.shift[(d + 1) & (MAX_ROWS - 1)];
        while free != W::ZERO {
            let q = free.lowest();
            free = free ^ q;
            let (nl, nr, nc) = ((ld | q) << s, (rd | q) >> s, col | q);
            let next = !(nl | nr | nc);
            if next != W::ZERO && !((nl << s2) | (nr >> s2) | nc) != W::ZERO {
                let (found, below) = self.below(nl, nr, nc, next, d + 1);
                solutions += found;
                nodes += below;
            }
        }
        (solutions, nodes)
    }
}
