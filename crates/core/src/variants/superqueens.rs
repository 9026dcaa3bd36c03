//! Superqueens: queens that also leap like knights. None fit on boards under 10×10.

use crate::error::{check_size, Error};

/// Largest board counted (n = 16 takes about a minute).
pub const MAX_SUPERQUEENS_N: usize = 16;

/// The number of ways to place n non-attacking superqueens on the n×n board.
pub fn count_superqueens(n: usize) -> Result<u64, Error> {
    check_size(n, 1, MAX_SUPERQUEENS_N)?;
    Ok(place(n, 0, 0, 0, 0, 0, 0))
}

/// Rows from `row` on, with the usual column and diagonal masks (the diagonals shifted
/// to the current row) and the columns of the queens one and two rows back, whose
/// knight leaps reach this row at columns ±2 and ±1.
fn place(n: usize, row: usize, cols: u32, left: u32, right: u32, back1: u32, back2: u32) -> u64 {
    if row == n {
        return 1;
    }
    let all = (1u32 << n) - 1;
    let leaps = (back1 << 2) | (back1 >> 2) | (back2 << 1) | (back2 >> 1);
    let mut free = all & !(cols | left | right | leaps);
    let mut total = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        total += place(
            n,
            row + 1,
            cols | bit,
            ((left | bit) << 1) & all,
            (right | bit) >> 1,
            bit,
            back1,
        );
    }
    total
}

/// One superqueen solution: the column of the queen in each row, 0-based (the first
/// the search meets), or `None` below n = 10.
pub fn first_superqueens(n: usize) -> Result<Option<Vec<u32>>, Error> {
    check_size(n, 1, MAX_SUPERQUEENS_N)?;
    let mut cols = Vec::with_capacity(n);
    Ok(first(n, 0, [0; 5], &mut cols).then_some(cols))
}

/// The search of [`place`] stopping at its first solution; `masks` are the columns, the
/// two diagonals and the last two rows' queens.
fn first(n: usize, row: usize, masks: [u32; 5], found: &mut Vec<u32>) -> bool {
    if row == n {
        return true;
    }
    let [cols, left, right, back1, back2] = masks;
    let all = (1u32 << n) - 1;
    let leaps = (back1 << 2) | (back1 >> 2) | (back2 << 1) | (back2 >> 1);
    let mut free = all & !(cols | left | right | leaps);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        found.push(bit.trailing_zeros());
        let next = [
            cols | bit,
            ((left | bit) << 1) & all,
            (right | bit) >> 1,
            bit,
            back1,
        ];
        if first(n, row + 1, next, found) {
            return true;
        }
        found.pop();
    }
    false
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
