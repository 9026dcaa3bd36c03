//! Superqueens: queens that also leap like knights. None fit on boards under 10×10.

use super::{count_found, each_by_rows, first_by_rows, Progress, Visit};
use crate::error::{check_size, Error};
use std::ops::ControlFlow;

/// Largest board counted (n = 16 takes about a fifth of a second natively).
pub const MAX_SUPERQUEENS_N: usize = 16;

/// The number of ways to place n non-attacking superqueens on the n×n board.
pub fn count_superqueens(n: usize) -> Result<u64, Error> {
    count_superqueens_with(n, &mut |_, _| {})
}

/// [`count_superqueens`], reporting each column of the first row as it is finished.
/// Only the left half is searched: the mirror image of a solution is a solution, and a
/// queen in the middle column of an odd board is its own mirror's first queen.
pub fn count_superqueens_with(n: usize, progress: Progress<'_>) -> Result<u64, Error> {
    check_size(n, 1, MAX_SUPERQUEENS_N)?;
    let half = n.div_ceil(2);
    let mut total = 0;
    for col in 0..half {
        let bit = 1u32 << col;
        let count =
            count_found(|visit| search(n, after(n, [0; 5], bit), &mut vec![col as u32], visit));
        total += if n % 2 == 1 && col == half - 1 {
            count
        } else {
            2 * count
        };
        progress(col as u64 + 1, half as u64);
    }
    Ok(total)
}

/// One superqueen solution: the column of the queen in each row, 0-based (the first
/// the search meets), or `None` below n = 10.
pub fn first_superqueens(n: usize) -> Result<Option<Vec<u32>>, Error> {
    check_size(n, 1, MAX_SUPERQUEENS_N)?;
    Ok(first_by_rows(n, [0; 5], search))
}

/// Calls `visit` with every superqueen solution (the column of the queen in each row).
pub(super) fn each_superqueens(n: usize, visit: Visit<'_, u32>) -> Result<(), Error> {
    check_size(n, 1, MAX_SUPERQUEENS_N)?;
    each_by_rows(n, [0; 5], search, visit);
    Ok(())
}

/// The rows after those in `path`, with the usual column and diagonal masks (the
/// diagonals shifted to the current row) and the columns of the queens one and two rows
/// back, whose knight leaps reach this row at columns ±2 and ±1. `visit` sees each
/// solution and may stop the search.
fn search(
    n: usize,
    [cols, left, right, back1, back2]: [u32; 5],
    path: &mut Vec<u32>,
    visit: Visit<'_, u32>,
) -> ControlFlow<()> {
    if path.len() == n {
        return visit(path);
    }
    let all = (1u32 << n) - 1;
    let leaps = (back1 << 2) | (back1 >> 2) | (back2 << 1) | (back2 >> 1);
    let mut free = all & !(cols | left | right | leaps);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        path.push(bit.trailing_zeros());
        search(
            n,
            after(n, [cols, left, right, back1, back2], bit),
            path,
            visit,
        )?;
        path.pop();
    }
    ControlFlow::Continue(())
}

/// The masks of the next row after a queen on `bit`: the diagonals shifted, and this
/// row's queen becoming the one a row back.
fn after(n: usize, [cols, left, right, back1, _]: [u32; 5], bit: u32) -> [u32; 5] {
    let all = (1u32 << n) - 1;
    [
        cols | bit,
        ((left | bit) << 1) & all,
        (right | bit) >> 1,
        bit,
        back1,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_published_superqueen_counts() {
        for n in 1..10 {
            assert_eq!(count_superqueens(n).unwrap(), u64::from(n == 1), "n = {n}");
        }
        for (n, count) in [
            (10, 4),
            (11, 44),
            (12, 156),
            (13, 1_876),
            (14, 5_180),
            (15, 32_516),
        ] {
            assert_eq!(count_superqueens(n).unwrap(), count, "n = {n}");
        }
    }
}
