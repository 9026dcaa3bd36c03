//! The call stack of a recursive search, rebuilt from the queens it has placed, in the
//! order placed (the replay's path): the frame of the k-th call holds the square its
//! queen stands on and the rows, columns and diagonals the calls before it took, as the
//! activation record of `queens(k, rows, diagonals45, diagonals135)` sees them.

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
    pub diagonals45: Vec<usize>,
    /// Diagonals r − c taken before it.
    pub diagonals135: Vec<i64>,
}

/// The frames of the calls under way, outermost first: one per queen of the path.
pub fn frames(path: &[Square]) -> Vec<Frame> {
    let mut frames: Vec<Frame> = Vec::with_capacity(path.len());
    for (i, sq) in path.iter().enumerate() {
        let (col, row) = (sq.col as usize + 1, sq.row as usize + 1);
        let mut frame = frames.last().map_or_else(
            || Frame {
                k: 1,
                col,
                row,
                columns: Vec::new(),
                rows: Vec::new(),
                diagonals45: Vec::new(),
                diagonals135: Vec::new(),
            },
            |before| {
                let mut f = before.clone();
                f.columns.push(before.col);
                f.rows.push(before.row);
                f.diagonals45.push(before.row + before.col);
                f.diagonals135.push(before.row as i64 - before.col as i64);
                f
            },
        );
        (frame.k, frame.col, frame.row) = (i + 1, col, row);
        frames.push(frame);
    }
    for f in &mut frames {
        f.columns.sort_unstable();
        f.rows.sort_unstable();
        f.diagonals45.sort_unstable();
        f.diagonals135.sort_unstable();
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
        let f = frames(&[sq(0, 0), sq(1, 4), sq(2, 2)]);
        assert_eq!(f.len(), 3);
        assert_eq!((f[0].k, f[0].row, f[0].rows.clone()), (1, 1, vec![]));
        assert_eq!(f[2].k, 3);
        assert_eq!(f[2].row, 3);
        assert_eq!(f[2].rows, vec![1, 5]);
        assert_eq!(f[2].diagonals45, vec![2, 7]);
        assert_eq!(f[2].diagonals135, vec![0, 3]);
    }

    #[test]
    fn a_search_that_fills_columns_in_any_order_has_one_frame_per_queen() {
        let f = frames(&[sq(7, 0), sq(0, 3)]);
        assert_eq!((f[1].k, f[1].col, f[1].columns.clone()), (2, 1, vec![8]));
        assert!(frames(&[]).is_empty());
    }
}
