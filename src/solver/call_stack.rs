//! The call stack of a recursive search, rebuilt from the queens it has placed, in the
//! order placed (the replay's path): the frame of the k-th call holds the square its
//! queen stands on and the rows, columns and diagonals the calls before it took, as the
//! activation record of `queens(k, rows, diagonals135, diagonals45)` sees them. On top
//! of them is the call that is running: the one after the last queen placed, looking
//! at the next column (and at the square in focus, if any).

use nqueens_core::Square;

/// One activation record; numbers are 1-based, as in the pseudocode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    /// The call's depth: it places the k-th queen.
    pub k: usize,
    /// The column of its queen.
    pub col: usize,
    /// The row of its queen.
    pub row: usize,
    /// Columns taken by the calls before it.
    pub columns: Vec<usize>,
    /// Rows taken by the calls before it.
    pub rows: Vec<usize>,
    /// Diagonals r + c taken before it.
    pub diagonals135: Vec<usize>,
    /// Diagonals r − c taken before it.
    pub diagonals45: Vec<i64>,
    /// The board size.
    pub n: usize,
    /// The call is the one running: `row` is the row it is trying (0 if none).
    pub running: bool,
}

/// The bitmask search's masks of a frame's column: bit r − 1 stands for row r.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Masks {
    /// Rows taken.
    pub rows: u64,
    /// Rows attacked along the rising diagonals (the mask shifted up a row per column).
    pub left: u64,
    /// Rows attacked along the falling diagonals (shifted down a row per column).
    pub right: u64,
    /// The free rows: none of the three.
    pub free: u64,
}

impl Frame {
    /// The masks the bitmask search's call `k` holds for its column: a queen on
    /// (c, r) attacks rows k + (r − c) and (r + c) − k of column k along its diagonals.
    pub fn masks(&self) -> Masks {
        let k = self.k as i64;
        let bit = |row: i64| {
            if (1..=self.n as i64).contains(&row) {
                1u64 << (row - 1)
            } else {
                0
            }
        };
        let rows = self.rows.iter().fold(0, |m, &r| m | bit(r as i64));
        let left = self.diagonals45.iter().fold(0, |m, &d| m | bit(k + d));
        let right = self
            .diagonals135
            .iter()
            .fold(0, |m, &d| m | bit(d as i64 - k));
        let all = if self.n >= 64 {
            u64::MAX
        } else {
            (1u64 << self.n) - 1
        };
        Masks {
            rows,
            left,
            right,
            free: !(rows | left | right) & all,
        }
    }
}

/// A mask as `n` binary digits, row n first (on the left) and row 1 last.
pub fn bits(mask: u64, n: usize) -> String {
    (0..n)
        .rev()
        .map(|i| if mask >> i & 1 == 1 { '1' } else { '0' })
        .collect()
}

impl Frame {
    /// The first call: nothing taken yet.
    fn first(n: usize) -> Frame {
        Frame {
            k: 1,
            col: 0,
            row: 0,
            columns: Vec::new(),
            rows: Vec::new(),
            diagonals135: Vec::new(),
            diagonals45: Vec::new(),
            n,
            running: false,
        }
    }

    /// The call this one makes once its queen stands: it has taken that queen's lines
    /// too (each set kept in order, as the pseudocode lists them).
    fn callee(&self) -> Frame {
        fn insert<T: Ord>(set: &mut Vec<T>, value: T) {
            let at = set.partition_point(|v| *v < value);
            set.insert(at, value);
        }
        let mut next = self.clone();
        insert(&mut next.columns, self.col);
        insert(&mut next.rows, self.row);
        insert(&mut next.diagonals135, self.row + self.col);
        insert(&mut next.diagonals45, self.row as i64 - self.col as i64);
        next.k = self.k + 1;
        next
    }
}

/// The frames of the calls under way, outermost first, with the running call on top:
/// it has taken every queen of the path, and tries `trying`, if any.
pub fn with_running(path: &[Square], n: usize, trying: Option<Square>) -> Vec<Frame> {
    let mut all = frames(path, n);
    let mut running = all.last().map_or_else(|| Frame::first(n), Frame::callee);
    running.running = true;
    (running.col, running.row) = trying.map_or((running.k, 0), |sq| {
        (sq.col as usize + 1, sq.row as usize + 1)
    });
    all.push(running);
    all
}

/// The frames of the calls under way, outermost first: one per queen of the path.
pub fn frames(path: &[Square], n: usize) -> Vec<Frame> {
    let mut frames: Vec<Frame> = Vec::with_capacity(path.len());
    for sq in path {
        let mut frame = frames.last().map_or_else(|| Frame::first(n), Frame::callee);
        (frame.col, frame.row) = (sq.col as usize + 1, sq.row as usize + 1);
        frames.push(frame);
    }
    frames
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(col: u32, row: u32) -> Square {
        Square { row, col }
    }

    #[test]
    fn each_frame_sees_the_queens_placed_before_it() {
        let f = frames(&[sq(0, 0), sq(1, 4), sq(2, 2)], 8);
        assert_eq!(f.len(), 3);
        assert_eq!((f[0].k, f[0].row, f[0].rows.clone()), (1, 1, vec![]));
        assert_eq!(f[2].k, 3);
        assert_eq!(f[2].row, 3);
        assert_eq!(f[2].rows, vec![1, 5]);
        assert_eq!(f[2].diagonals135, vec![2, 7]);
        assert_eq!(f[2].diagonals45, vec![0, 3]);
    }

    #[test]
    fn a_search_that_fills_columns_in_any_order_has_one_frame_per_queen() {
        let f = frames(&[sq(7, 0), sq(0, 3)], 8);
        assert_eq!((f[1].k, f[1].col, f[1].columns.clone()), (2, 1, vec![8]));
        assert!(frames(&[], 8).is_empty());
    }

    #[test]
    fn the_running_call_is_on_top_and_has_taken_every_queen() {
        let f = with_running(&[sq(0, 0), sq(1, 4)], 8, Some(sq(2, 1)));
        assert_eq!(f.len(), 3);
        let top = &f[2];
        assert!(top.running && !f[1].running);
        assert_eq!((top.k, top.col, top.row), (3, 3, 2));
        assert_eq!(top.rows, vec![1, 5]);
        let idle = with_running(&[], 8, None);
        assert_eq!((idle.len(), idle[0].k, idle[0].row), (1, 1, 0));
    }

    #[test]
    fn the_bitmask_frame_holds_the_rows_each_queen_attacks_in_its_column() {
        // Queens a1 and b5 (files 1, 2; ranks 1, 5): column 3 is attacked on ranks 1, 5
        // (rows), 3 and 6 (rising: 1 + 2, 5 + 1) and 4 (falling: 5 − 1; 1 − 2 is off).
        let f = with_running(&[sq(0, 0), sq(1, 4)], 8, None);
        let m = f[2].masks();
        assert_eq!(bits(m.rows, 8), "00010001");
        assert_eq!(bits(m.left, 8), "00100100");
        assert_eq!(bits(m.right, 8), "00001000");
        assert_eq!(bits(m.free, 8), "11000010");
        // The free rows are exactly the safe squares of column 3.
        let board = nqueens_core::Placement::from_rows(&[
            Some(0),
            Some(4),
            None,
            None,
            None,
            None,
            None,
            None,
        ])
        .unwrap();
        for row in 0..8u32 {
            let safe = !board
                .queens()
                .any(|q| q.attacks(Square::new(row, 2)) || q.row == row);
            assert_eq!(m.free >> row & 1 == 1, safe, "rank {}", row + 1);
        }
    }
}
