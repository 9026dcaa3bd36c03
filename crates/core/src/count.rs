//! Counting Q(n) and the fundamental count fast: bitmasks, symmetry, no events.
//!
//! The count is split into independent [`Subproblem`]s (the queens of the first columns
//! fixed), so any number of threads or Web Workers can share it: each takes subproblems
//! by index from [`subproblems`], counts them with [`Subproblem::count`], and the page or
//! CLI adds the results. The left/right mirror halves the work: a solution whose first
//! queen is in the lower half of column a has a mirror image with it in the upper half.
//!
//! The fundamental count follows from Burnside's lemma: the number of classes is the
//! average number of solutions fixed by the 8 symmetries. For n > 1 no solution is its
//! own reflection, so only the solutions fixed by the rotations by 90° and 180° are needed,
//! and [`symmetric_counts`] finds those with a much smaller search.

use crate::error::{check_size, Error};
use crate::MAX_SEARCH_N;

/// Counting stops at this n: Q(n) for larger n overflows no type, but takes centuries.
pub const MAX_COUNT_N: usize = MAX_SEARCH_N;

/// The totals of a count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Counts {
    /// Q(n): all solutions.
    pub total: u64,
    /// Solutions up to the 8 symmetries of the board.
    pub fundamental: u64,
}

/// Solutions fixed by a rotation: what Burnside's lemma needs beyond the total.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SymmetricCounts {
    /// Solutions equal to their own rotation by 90° (also fixed by 180° and 270°).
    pub rot90: u64,
    /// Solutions equal to their own rotation by 180°.
    pub rot180: u64,
}

/// One independent piece of a count: the first queens fixed, the rest to search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Subproblem {
    n: u8,
    /// Columns already filled.
    depth: u8,
    /// How many solutions each completion stands for (2 when the mirror image is implied).
    weight: u8,
    /// Rows taken, and rows attacked along both diagonal directions in the next column.
    rows: u32,
    up: u32,
    down: u32,
}

/// The result of counting one subproblem.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PartCount {
    /// Weighted solutions (already multiplied by the mirror factor).
    pub solutions: u64,
    /// Queens placed while searching (nodes of the search tree), unweighted.
    pub nodes: u64,
}

impl std::ops::AddAssign for PartCount {
    fn add_assign(&mut self, rhs: Self) {
        self.solutions += rhs.solutions;
        self.nodes += rhs.nodes;
    }
}

/// Splits the count of an n×n board into independent subproblems, always in the same
/// order, so a subproblem can be named by its index.
pub fn subproblems(n: usize) -> Result<Vec<Subproblem>, Error> {
    check_size(n, 1, MAX_COUNT_N)?;
    let full = full_mask(n);
    let root = Subproblem {
        n: n as u8,
        depth: 0,
        weight: 1,
        rows: 0,
        up: 0,
        down: 0,
    };
    if n == 1 {
        return Ok(vec![root]);
    }
    // Fix more columns on larger boards so that each piece stays short (progress
    // reports and cancellation happen between pieces).
    let split_depth = match n {
        0..=5 => 1,
        6..=13 => 2,
        14..=19 => 3,
        _ => 4,
    };
    let mut out = Vec::new();
    let half = (n / 2) as u32;
    // First column: lower half, doubled by the mirror.
    for r in 0..half {
        let bit = 1u32 << r;
        let mut child = root.place(bit, full);
        child.weight = 2;
        child.expand(split_depth, full, u32::MAX, &mut out);
    }
    if n % 2 == 1 {
        // Middle row of column a: the mirror now acts on column b.
        let bit = 1u32 << half;
        let child = root.place(bit, full);
        let lower_half = (1u32 << half) - 1;
        let mut next = Vec::new();
        child.expand(2, full, lower_half, &mut next);
        for mut s in next {
            s.weight = 2;
            s.expand(split_depth.max(2), full, u32::MAX, &mut out);
        }
    }
    Ok(out)
}

impl Subproblem {
    fn place(mut self, bit: u32, full: u32) -> Subproblem {
        self.rows |= bit;
        self.up = ((self.up | bit) << 1) & full;
        self.down = (self.down | bit) >> 1;
        self.depth += 1;
        self
    }

    /// Pushes the descendants at `depth` (or `self` if it is there already);
    /// `allow` restricts the rows of the next column only.
    fn expand(self, depth: usize, full: u32, allow: u32, out: &mut Vec<Subproblem>) {
        if self.depth as usize >= depth || self.depth == self.n {
            out.push(self);
            return;
        }
        let mut free = full & allow & !(self.rows | self.up | self.down);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.place(bit, full).expand(depth, full, u32::MAX, out);
        }
    }

    /// Counts the completions of this piece, weighted.
    pub fn count(&self) -> PartCount {
        let n = self.n as usize;
        let full = full_mask(n);
        let mut nodes = 0u64;
        let solutions = if self.depth as usize == n {
            1
        } else {
            count_from(full, self.rows, self.up, self.down, &mut nodes)
        };
        PartCount {
            solutions: solutions * self.weight as u64,
            nodes: nodes + self.depth as u64,
        }
    }
}

/// The classic bitmask search: rows taken and both diagonals as masks on the next column.
fn count_from(full: u32, rows: u32, up: u32, down: u32, nodes: &mut u64) -> u64 {
    if rows == full {
        return 1;
    }
    let mut free = full & !(rows | up | down);
    let mut total = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        *nodes += 1;
        total += count_from(
            full,
            rows | bit,
            ((up | bit) << 1) & full,
            (down | bit) >> 1,
            nodes,
        );
    }
    total
}

fn full_mask(n: usize) -> u32 {
    if n >= 32 {
        u32::MAX
    } else {
        (1u32 << n) - 1
    }
}

/// Counts the solutions fixed by the rotations by 90° and 180°.
///
/// A solution fixed by a rotation is made of whole orbits of squares under that
/// rotation, so the search places one orbit (2 or 4 queens) per step and only has to
/// fill half (or a quarter) of the columns: a tiny search next to the full count.
pub fn symmetric_counts(n: usize) -> Result<SymmetricCounts, Error> {
    check_size(n, 1, MAX_COUNT_N)?;
    Ok(SymmetricCounts {
        rot90: RotationSearch::new(n, Turn::Quarter).count(),
        rot180: RotationSearch::new(n, Turn::Half).count(),
    })
}

/// Burnside's lemma: classes = (fixed by identity + 2 × fixed by 90° + fixed by 180°) / 8,
/// because for n > 1 no solution is fixed by a reflection, and rotations by 90° and 270°
/// fix the same solutions.
pub fn fundamental_from(n: usize, total: u64, sym: SymmetricCounts) -> u64 {
    if n == 1 {
        return 1;
    }
    (total + 2 * sym.rot90 + sym.rot180) / 8
}

/// Counts Q(n) and the fundamental count on one thread.
pub fn count(n: usize) -> Result<Counts, Error> {
    let total = subproblems(n)?.iter().map(|s| s.count().solutions).sum();
    let sym = symmetric_counts(n)?;
    Ok(Counts {
        total,
        fundamental: fundamental_from(n, total, sym),
    })
}

#[derive(Clone, Copy)]
enum Turn {
    Quarter,
    Half,
}

/// Backtracking over orbits of squares under a rotation (see [`symmetric_counts`]).
struct RotationSearch {
    n: u32,
    turn: Turn,
    rows: u64,
    cols: u64,
    diag: u64,
    anti: u64,
}

impl RotationSearch {
    fn new(n: usize, turn: Turn) -> Self {
        RotationSearch {
            n: n as u32,
            turn,
            rows: 0,
            cols: 0,
            diag: 0,
            anti: 0,
        }
    }

    /// The orbit of (row, col) under the rotation: 1, 2 or 4 distinct squares.
    fn orbit(&self, row: u32, col: u32) -> ([(u32, u32); 4], usize) {
        let m = self.n - 1;
        let steps: [(u32, u32); 4] = match self.turn {
            Turn::Half => [
                (row, col),
                (m - row, m - col),
                (row, col),
                (m - row, m - col),
            ],
            Turn::Quarter => [
                (row, col),
                (m - col, row),
                (m - row, m - col),
                (col, m - row),
            ],
        };
        let mut out = [(0, 0); 4];
        let mut len = 0;
        for sq in steps {
            if !out[..len].contains(&sq) {
                out[len] = sq;
                len += 1;
            }
        }
        (out, len)
    }

    fn count(&mut self) -> u64 {
        let full = if self.n == 64 {
            u64::MAX
        } else {
            (1u64 << self.n) - 1
        };
        if self.cols == full {
            return 1;
        }
        let col = (!self.cols).trailing_zeros();
        let mut total = 0;
        for row in 0..self.n {
            let (orbit, len) = self.orbit(row, col);
            let saved = (self.rows, self.cols, self.diag, self.anti);
            let mut ok = true;
            for &(r, c) in &orbit[..len] {
                let (rb, cb) = (1u64 << r, 1u64 << c);
                let db = 1u64 << (r + self.n - 1 - c);
                let ab = 1u64 << (r + c);
                if self.rows & rb != 0
                    || self.cols & cb != 0
                    || self.diag & db != 0
                    || self.anti & ab != 0
                {
                    ok = false;
                    break;
                }
                self.rows |= rb;
                self.cols |= cb;
                self.diag |= db;
                self.anti |= ab;
            }
            if ok {
                total += self.count();
            }
            (self.rows, self.cols, self.diag, self.anti) = saved;
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_counts() {
        let expect = [
            (1, 1, 1),
            (2, 0, 0),
            (3, 0, 0),
            (4, 2, 1),
            (5, 10, 2),
            (6, 4, 1),
            (8, 92, 12),
        ];
        for (n, total, fundamental) in expect {
            assert_eq!(count(n).unwrap(), Counts { total, fundamental }, "n = {n}");
        }
    }

    #[test]
    fn rejects_sizes_out_of_range() {
        assert!(subproblems(0).is_err());
        assert!(subproblems(33).is_err());
    }
}
