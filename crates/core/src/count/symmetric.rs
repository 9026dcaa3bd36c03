//! The completions of a constellation that a quarter or half turn maps to themselves.
//!
//! A constellation whose class has fewer than 8 members is fixed by a half turn (and
//! perhaps a quarter turn). Its completions then fall into classes of 2 or 4 under those
//! turns, except the completions the turns fix, and Burnside's lemma counts the classes:
//! (completions + the fixed ones of each non-trivial turn) / the number of turns. A
//! completion fixed by a half turn is settled by its upper half, so this search places
//! queens in pairs and is tiny next to the count itself. No solution is fixed by a
//! reflection (two mirrored queens would share a line), so only turns matter.

use crate::{Square, Symmetry};

/// How many completions of `fixed` each turn maps to itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Fixed {
    /// Completions fixed by the half turn.
    pub half_turn: u64,
    /// Completions fixed by the quarter turn (and so by its inverse).
    pub quarter_turn: u64,
    /// Queens placed by this search.
    pub nodes: u64,
}

/// The completions of `fixed` (a constellation the half turn maps to itself) fixed by a
/// half or a quarter turn.
pub fn fixed_completions(n: usize, fixed: &[Square]) -> Fixed {
    let mut board = vec![None; n];
    for q in fixed {
        board[q.row as usize] = Some(q.col);
    }
    let mut out = Fixed::default();
    pairs(n, 0, &mut board, &mut out);
    out
}

/// Fills rows `row..n/2` (and their mirrors) of `board`, then the middle row.
fn pairs(n: usize, row: usize, board: &mut Vec<Option<u32>>, out: &mut Fixed) {
    let last = n as u32 - 1;
    if row >= n / 2 {
        if n % 2 == 1 && board[n / 2].is_none() {
            let centre = Square::new(last / 2, last / 2);
            if !fits(board, centre) {
                return;
            }
            out.nodes += 1;
            board[n / 2] = Some(centre.col);
            leaf(n, board, out);
            board[n / 2] = None;
        } else {
            leaf(n, board, out);
        }
        return;
    }
    if board[row].is_some() {
        return pairs(n, row + 1, board, out);
    }
    for col in 0..n as u32 {
        let sq = Square::new(row as u32, col);
        let mirror = Symmetry::Rotate180.apply(sq, n as u32);
        if !fits(board, sq) {
            continue;
        }
        board[row] = Some(col);
        if fits(board, mirror) {
            out.nodes += 2;
            board[mirror.row as usize] = Some(mirror.col);
            pairs(n, row + 1, board, out);
            board[mirror.row as usize] = None;
        }
        board[row] = None;
    }
}

/// Whether a queen on `sq` is attacked by none on `board`.
fn fits(board: &[Option<u32>], sq: Square) -> bool {
    board.iter().enumerate().all(|(row, col)| match col {
        Some(col) => {
            !Square::new(row as u32, *col).attacks(sq) && (row as u32, *col) != (sq.row, sq.col)
        }
        None => true,
    })
}

/// A full board fixed by the half turn: is it fixed by the quarter turn too?
fn leaf(n: usize, board: &[Option<u32>], out: &mut Fixed) {
    out.half_turn += 1;
    let quarter = board.iter().enumerate().all(|(row, col)| {
        let Some(col) = *col else { return false };
        let image = Symmetry::Rotate90.apply(Square::new(row as u32, col), n as u32);
        board[image.row as usize] == Some(image.col)
    });
    out.quarter_turn += quarter as u64;
}
