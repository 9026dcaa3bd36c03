//! All solutions of a board in lexicographic order, fast (bitmasks, no events).

use crate::error::{check_size, Error};
use crate::{Solution, Square, MAX_SEARCH_N};

/// Boards up to this size are listed whole (Q(14) = 365,596 solutions, ~12 MB).
pub const MAX_LIST_N: usize = 14;

/// Every solution, in lexicographic order of the digit form.
pub fn all_solutions(n: usize) -> Result<Vec<Solution>, Error> {
    check_size(n, 1, MAX_LIST_N)?;
    let mut out = Vec::new();
    let mut rows = [0u32; MAX_SEARCH_N];
    each(n, 0, 0, 0, 0, &mut rows, &mut |rows| {
        out.push(Solution::from_rows_unchecked(rows));
    });
    Ok(out)
}

/// Every solution with a queen on `square`, in lexicographic order.
pub fn solutions_through(n: usize, square: Square) -> Result<Vec<Solution>, Error> {
    check_size(n, 1, MAX_LIST_N)?;
    if square.row as usize >= n || square.col as usize >= n {
        return Err(Error::SquareOffBoard { square, n });
    }
    let mut out = Vec::new();
    let mut rows = [0u32; MAX_SEARCH_N];
    each(n, 0, 0, 0, 0, &mut rows, &mut |rows| {
        if rows[square.col as usize] == square.row {
            out.push(Solution::from_rows_unchecked(rows));
        }
    });
    Ok(out)
}

/// Boards up to this size get a rank (the count before a solution is a partial search).
pub const MAX_RANK_N: usize = 14;

/// The 1-based place of `s` among all solutions of its board in lexicographic order
/// (15863724 is 1st, 84136275 the 92nd). For each column, every lower row that is
/// still safe after the earlier columns starts a block of smaller solutions; their
/// completions are counted, not listed.
pub fn lexicographic_rank(s: &Solution) -> Result<u64, Error> {
    let n = s.n();
    check_size(n, 1, MAX_RANK_N)?;
    let mut prefix = crate::Placement::empty(n)?;
    let mut rank = 1;
    for col in 0..n {
        for row in 0..s.row(col) {
            let sq = Square::new(row, col as u32);
            if prefix.is_attacked(sq) {
                continue;
            }
            let mut smaller = prefix;
            smaller.place(sq);
            rank += crate::completion::completions(&smaller, u64::MAX).count;
        }
        prefix.place(Square::new(s.row(col), col as u32));
    }
    Ok(rank)
}

/// Column-by-column bitmask search, lowest row first: solutions come out sorted.
fn each(
    n: usize,
    col: usize,
    taken: u32,
    up: u64,
    down: u64,
    rows: &mut [u32; MAX_SEARCH_N],
    emit: &mut dyn FnMut(&[u32]),
) {
    if col == n {
        emit(&rows[..n]);
        return;
    }
    let full = (1u64 << n) - 1;
    let mut free = full & !(taken as u64 | up | down);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        rows[col] = bit.trailing_zeros();
        each(
            n,
            col + 1,
            taken | bit as u32,
            ((up | bit) << 1) & full,
            (down | bit) >> 1,
            rows,
            emit,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eight_queens_first_and_last() {
        let all = all_solutions(8).unwrap();
        assert_eq!(all.len(), 92);
        assert_eq!(all[0].to_code(), "15863724");
        assert_eq!(all[91].to_code(), "84136275");
        assert!(all.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn ranks_follow_the_listing() {
        for n in [1, 4, 5, 6, 8] {
            for (i, s) in all_solutions(n).unwrap().iter().enumerate() {
                assert_eq!(lexicographic_rank(s).unwrap(), i as u64 + 1, "{s:?}");
            }
        }
    }
}
