//! The call stack of a recursive search, rebuilt from the queens on the board: the
//! searches fill the columns from the left, so the frame of column k holds the row its
//! queen stands on and the rows and diagonals taken by the columns before it, as the
//! activation record of `queens(k, rows, diagonals45, diagonals135)` sees them.

use nqueens_core::Placement;

/// One activation record; numbers are 1-based, as in the pseudocode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    /// The column this call fills.
    pub k: usize,
    /// The row of its queen.
    pub row: usize,
    /// Rows taken by the columns before it.
    pub rows: Vec<usize>,
    /// Diagonals r + k taken before it.
    pub diagonals45: Vec<usize>,
    /// Diagonals r − k taken before it.
    pub diagonals135: Vec<i64>,
}

/// The frames of the calls under way, outermost first: one per queen of the leading
/// filled columns.
pub fn frames(placement: &Placement) -> Vec<Frame> {
    let mut frames: Vec<Frame> = Vec::new();
    for (col, row) in placement.rows().enumerate() {
        let Some(row) = row else { break };
        let (k, row) = (col + 1, row as usize + 1);
        let mut frame = frames.last().map_or_else(
            || Frame {
                k,
                row,
                rows: Vec::new(),
                diagonals45: Vec::new(),
                diagonals135: Vec::new(),
            },
            |before| {
                let mut f = before.clone();
                f.rows.push(before.row);
                f.diagonals45.push(before.row + before.k);
                f.diagonals135.push(before.row as i64 - before.k as i64);
                f
            },
        );
        frame.k = k;
        frame.row = row;
        frames.push(frame);
    }
    for f in &mut frames {
        f.rows.sort_unstable();
        f.diagonals45.sort_unstable();
        f.diagonals135.sort_unstable();
    }
    frames
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_frame_sees_the_queens_of_the_columns_before_it() {
        let p = Placement::parse("153", 8).unwrap();
        let f = frames(&p);
        assert_eq!(f.len(), 3);
        assert_eq!((f[0].k, f[0].row, f[0].rows.clone()), (1, 1, vec![]));
        assert_eq!(f[2].k, 3);
        assert_eq!(f[2].row, 3);
        assert_eq!(f[2].rows, vec![1, 5]);
        assert_eq!(f[2].diagonals45, vec![2, 7]);
        assert_eq!(f[2].diagonals135, vec![0, 3]);
    }

    #[test]
    fn an_empty_board_has_no_frame_and_a_gap_ends_the_stack() {
        assert!(frames(&Placement::empty(6).unwrap()).is_empty());
        let gap = Placement::from_rows(&[Some(0), None, Some(2)]).unwrap();
        assert_eq!(frames(&gap).len(), 1);
    }
}
