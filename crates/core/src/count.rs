//! Counting Q(n) and the fundamental count fast: bitmasks, the board's 8 symmetries,
//! no events.
//!
//! **One solution per symmetry class.** The search visits only solutions in a canonical
//! position and weighs each by the size of its class, so it does about an eighth of the
//! work of a full search (the usual left/right mirror saves half):
//! - *Corner*: a solution with a queen in a corner (there is at most one) is turned so
//!   that the queen is on row 0, column 0. The mirror in that corner's diagonal still
//!   fixes it; of the pair, the one whose row-1 queen is left of its column-1 queen's row
//!   is kept. Such a class always has 8 members.
//! - *Border*: otherwise let k be the smallest distance from a queen on the border to
//!   the nearest corner along its side. The solution is turned so that the row-0 queen
//!   is k squares from column 0; every other border queen must then be at least k from
//!   its corners, which masks the side columns in the first and last k rows and the
//!   ends of the last row. When another border queen is also exactly k away (a tie),
//!   the leaf compares the solution with those of its images that meet the same rule
//!   and counts it only if it is the smallest; its class size comes from the images
//!   equal to it.
//!
//! **Subproblems.** Each search is split by fixing the queens of the first rows, so
//! threads or Web Workers (or machines) can share a count: a [`Subproblem`] is named by
//! its index in [`subproblems`], and the results add up.

use crate::error::{check_size, Error};
use crate::{Square, Symmetry, MAX_SEARCH_N};

/// Counting stops at this n (a `u32` per row mask).
pub const MAX_COUNT_N: usize = MAX_SEARCH_N;

/// Below this size the count is a plain search of the whole board that compares every
/// solution with its images (the canonical positions need a few rows to exist).
const MIN_SYMMETRIC_N: usize = 5;

/// The totals of a count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Counts {
    /// Q(n): all solutions.
    pub total: u64,
    /// Solutions up to the 8 symmetries of the board.
    pub fundamental: u64,
}

/// The result of counting one subproblem (or several, added up).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PartCount {
    /// Solutions, each class counted with its size.
    pub solutions: u64,
    /// Symmetry classes (fundamental solutions).
    pub classes: u64,
    /// Queens placed while searching (nodes of the search tree).
    pub nodes: u64,
}

impl std::ops::AddAssign for PartCount {
    fn add_assign(&mut self, rhs: Self) {
        self.solutions += rhs.solutions;
        self.classes += rhs.classes;
        self.nodes += rhs.nodes;
    }
}

/// Which canonical position a search looks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Queen on row 0, column 0; `bound` is the column of the row-1 queen.
    Corner { bound: u8 },
    /// Row-0 queen on column `k`, the smallest border distance.
    Border { k: u8 },
    /// Every solution of a small board, each compared with its images.
    WholeBoard,
}

/// One independent piece of a count: a canonical position and the queens of the
/// first rows fixed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Subproblem {
    n: u8,
    kind: Kind,
    /// Rows filled so far.
    row: u8,
    /// Column bit of the queen in each filled row.
    board: [u32; MAX_SPLIT_ROWS],
    cols: u32,
    up: u32,
    down: u32,
}

/// Subproblems fix at most this many rows.
const MAX_SPLIT_ROWS: usize = 4;

/// Splits the count of an n×n board into independent subproblems, always in the same
/// order, so that a subproblem can be named by its index.
pub fn subproblems(n: usize) -> Result<Vec<Subproblem>, Error> {
    check_size(n, 1, MAX_COUNT_N)?;
    let root = |kind| Subproblem {
        n: n as u8,
        kind,
        row: 0,
        board: [0; MAX_SPLIT_ROWS],
        cols: 0,
        up: 0,
        down: 0,
    };
    if n < MIN_SYMMETRIC_N {
        return Ok(vec![root(Kind::WholeBoard)]);
    }
    // Fix more rows on larger boards so each piece stays short: progress reports and
    // cancellation happen between pieces.
    let split_rows = match n {
        0..=9 => 2,
        10..=15 => 3,
        _ => 4,
    };
    let shape = Shape::new(n);
    let mut out = Vec::new();
    for bound in 2..n as u8 - 1 {
        shape.with(Kind::Corner { bound }).expand(
            root(Kind::Corner { bound }),
            split_rows,
            &mut out,
        );
    }
    for k in 1..=((n as u8 - 1) / 2) {
        shape
            .with(Kind::Border { k })
            .expand(root(Kind::Border { k }), split_rows, &mut out);
    }
    Ok(out)
}

impl Subproblem {
    /// Counts the completions of this piece.
    pub fn count(&self) -> PartCount {
        let n = self.n as usize;
        let mut search = Shape::new(n).with(self.kind);
        if self.kind == Kind::WholeBoard {
            return search.count_whole_board();
        }
        let row = self.row as usize;
        search.board[..row].copy_from_slice(&self.board[..row]);
        let mut result = PartCount::default();
        search.count(row, self.cols, self.up, self.down, &mut result);
        result.nodes += row as u64;
        result
    }
}

/// The board size's constants, shared by all searches of that size.
#[derive(Clone, Copy)]
struct Shape {
    n: usize,
    full: u32,
    /// Columns 0 and n−1.
    sides: u32,
}

impl Shape {
    fn new(n: usize) -> Shape {
        let full = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
        Shape {
            n,
            full,
            sides: 1 | (1u32 << (n - 1)),
        }
    }

    fn with(self, kind: Kind) -> Search {
        let n = self.n;
        let mut forbid = [0u32; MAX_SEARCH_N];
        let mut tie_last = 0;
        let mut settle_row = usize::MAX;
        match kind {
            Kind::Corner { bound } => {
                forbid[0] = self.full & !1;
                forbid[1] = self.full & !(1u32 << bound);
                // The column-1 queen must lie below row `bound` (the diagonal mirror's tie).
                for f in forbid.iter_mut().take(bound as usize).skip(2) {
                    *f = 2;
                }
            }
            Kind::Border { k } => {
                let k = k as usize;
                forbid[0] = self.full & !(1u32 << k);
                for (row, f) in forbid.iter_mut().enumerate().take(n).skip(1) {
                    if row < k || row > n - 1 - k {
                        *f = self.sides;
                    }
                }
                // Last row: at least k from both ends.
                let mut near = 0u32;
                for c in 0..k {
                    near |= (1u32 << c) | (1u32 << (n - 1 - c));
                }
                forbid[n - 1] |= near;
                tie_last = (1u32 << k) | (1u32 << (n - 1 - k));
                settle_row = n - 1 - k;
            }
            Kind::WholeBoard => {}
        }
        Search {
            shape: self,
            kind,
            forbid,
            tie_last,
            settle_row,
            board: [0; MAX_SEARCH_N],
        }
    }
}

/// One search: the shape, the canonical rule as masks per row, the queens so far.
struct Search {
    shape: Shape,
    kind: Kind,
    /// Squares each row may not use, beyond those attacked.
    forbid: [u32; MAX_SEARCH_N],
    /// Last-row columns exactly k from an end (a tie in the border rule).
    tie_last: u32,
    /// Border rule: the last row a side column may take (n−1−k); by then both side
    /// columns must be taken, or the search is dead. `usize::MAX` when there is none.
    settle_row: usize,
    /// Column bit of the queen in each row.
    board: [u32; MAX_SEARCH_N],
}

impl Search {
    /// The squares of `row` a queen may take.
    #[inline(always)]
    fn free(&self, row: usize, cols: u32, up: u32, down: u32) -> u32 {
        let free = self.shape.full & !(cols | up | down | self.forbid[row]);
        if row != self.settle_row {
            return free;
        }
        // No later row may take a side column: if neither is taken yet, one row cannot
        // take both; if one is, this row must take the other.
        match cols & self.shape.sides {
            0 => 0,
            taken if taken == self.shape.sides => free,
            _ => free & self.shape.sides,
        }
    }

    /// Pushes the states after `depth` rows (or `state` if it is there already).
    fn expand(mut self, state: Subproblem, depth: usize, out: &mut Vec<Subproblem>) {
        let row = state.row as usize;
        if row >= depth || row + 1 >= self.shape.n {
            out.push(state);
            return;
        }
        let mut free = self.free(row, state.cols, state.up, state.down);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let mut next = state;
            next.board[row] = bit;
            next.row += 1;
            next.cols |= bit;
            next.up = ((state.up | bit) << 1) & self.shape.full;
            next.down = (state.down | bit) >> 1;
            self.board[row] = bit;
            let copy = Search { ..self };
            copy.expand(next, depth, out);
        }
    }

    /// Counts completions from `start` on, adding to `result`: a loop with an explicit
    /// stack (the hot path of every count), the last row resolved without a push. The
    /// board and the masks are locals, so no store to the board forces them to be
    /// reloaded.
    fn count(&mut self, start: usize, cols: u32, up: u32, down: u32, result: &mut PartCount) {
        let n = self.shape.n;
        let mut board = self.board;
        if start == n - 1 {
            let last = self.free(start, cols, up, down);
            if last != 0 {
                result.nodes += 1;
                board[start] = last;
                self.leaf(&board, result);
            }
            return;
        }
        let (full, sides, settle_row, forbid) = (
            self.shape.full,
            self.shape.sides,
            self.settle_row,
            self.forbid,
        );
        let free_of = |row: usize, cols: u32, up: u32, down: u32| -> u32 {
            let free = full & !(cols | up | down | forbid[row]);
            if row != settle_row {
                return free;
            }
            match cols & sides {
                0 => 0,
                taken if taken == sides => free,
                _ => free & sides,
            }
        };
        let last_row = n - 1;
        let (mut cols, mut up, mut down) = (cols, up, down);
        let mut row = start;
        let mut free = free_of(row, cols, up, down);
        let mut stack = [(0u32, 0u32, 0u32); MAX_SEARCH_N];
        let mut nodes = 0u64;
        loop {
            if free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                nodes += 1;
                board[row] = bit;
                let (c, u, d) = (cols | bit, (up | bit) << 1, (down | bit) >> 1);
                if row + 1 == last_row {
                    let last = free_of(last_row, c, u, d);
                    if last != 0 {
                        nodes += 1;
                        board[last_row] = last;
                        self.leaf(&board, result);
                    }
                    continue;
                }
                stack[row] = (free, up, down);
                row += 1;
                cols = c;
                up = u;
                down = d;
                free = free_of(row, cols, up, down);
            } else {
                if row == start {
                    break;
                }
                row -= 1;
                (free, up, down) = stack[row];
                cols ^= board[row];
            }
        }
        result.nodes += nodes;
    }

    /// A full board in canonical position: add its class.
    #[inline]
    fn leaf(&self, board: &[u32; MAX_SEARCH_N], result: &mut PartCount) {
        let n = self.shape.n;
        let Kind::Border { k } = self.kind else {
            result.solutions += 8;
            result.classes += 1;
            return;
        };
        let k = k as usize;
        let sides = self.shape.sides;
        let tie = 2 * k == n - 1
            || (board[k] | board[n - 1 - k]) & sides != 0
            || board[n - 1] & self.tie_last != 0;
        if !tie {
            result.solutions += 8;
            result.classes += 1;
            return;
        }
        let perm = permutation(&board[..n]);
        let mut fixed = 0;
        for g in Symmetry::ALL {
            let image = transform(&perm[..n], g);
            if image[..n] == perm[..n] {
                fixed += 1;
            } else if in_border_position(&image[..n], k) && image[..n] < perm[..n] {
                return; // a smaller image in canonical position stands for the class
            }
        }
        result.solutions += 8 / fixed;
        result.classes += 1;
    }

    /// Small boards: every solution, each counted if it is the smallest of its images.
    fn count_whole_board(&mut self) -> PartCount {
        let mut result = PartCount::default();
        self.each_solution(0, 0, 0, 0, &mut result);
        result
    }

    fn each_solution(&mut self, row: usize, cols: u32, up: u32, down: u32, result: &mut PartCount) {
        let n = self.shape.n;
        if row == n {
            result.solutions += 1;
            let perm = permutation(&self.board[..n]);
            if Symmetry::ALL
                .iter()
                .all(|&g| transform(&perm[..n], g)[..n] >= perm[..n])
            {
                result.classes += 1;
            }
            return;
        }
        let mut free = self.shape.full & !(cols | up | down);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            result.nodes += 1;
            self.board[row] = bit;
            self.each_solution(
                row + 1,
                cols | bit,
                (up | bit) << 1,
                (down | bit) >> 1,
                result,
            );
        }
    }
}

/// The column of each row's queen, from the rows' column bits.
fn permutation(board: &[u32]) -> [u8; MAX_SEARCH_N] {
    let mut perm = [0u8; MAX_SEARCH_N];
    for (p, bit) in perm.iter_mut().zip(board) {
        *p = bit.trailing_zeros() as u8;
    }
    perm
}

/// The image of a permutation (`perm[row]` = column) under `g`.
fn transform(perm: &[u8], g: Symmetry) -> [u8; MAX_SEARCH_N] {
    let n = perm.len() as u32;
    let mut out = [0u8; MAX_SEARCH_N];
    for (row, &col) in perm.iter().enumerate() {
        let sq = g.apply(Square::new(row as u32, col as u32), n);
        out[sq.row as usize] = sq.col as u8;
    }
    out
}

/// Whether a permutation meets the border rule for distance `k`: its row-0 queen k from
/// column 0, every other border queen at least k from the corners of its side.
fn in_border_position(perm: &[u8], k: usize) -> bool {
    let n = perm.len();
    let dist = |x: usize| x.min(n - 1 - x);
    if perm[0] as usize != k || dist(perm[n - 1] as usize) < k {
        return false;
    }
    perm.iter().enumerate().all(|(row, &col)| {
        let col = col as usize;
        (col != 0 && col != n - 1) || dist(row) >= k
    })
}

/// Counts Q(n) and the fundamental count on one thread.
pub fn count(n: usize) -> Result<Counts, Error> {
    let mut sum = PartCount::default();
    for part in subproblems(n)? {
        sum += part.count();
    }
    Ok(Counts {
        total: sum.solutions,
        fundamental: sum.classes,
    })
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
    fn parts_sum_to_the_published_counts() {
        for n in 1..=12 {
            let (total, fundamental) = crate::published::counts(n).unwrap();
            assert_eq!(count(n).unwrap(), Counts { total, fundamental }, "n = {n}");
        }
    }

    #[test]
    fn rejects_sizes_out_of_range() {
        assert!(subproblems(0).is_err());
        assert!(subproblems(33).is_err());
    }
}
