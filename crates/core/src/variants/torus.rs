//! Pólya's toroidal board: rows, columns and both diagonals wrap around, so every
//! diagonal has n squares. Solutions exist exactly when gcd(n, 6) = 1.

use super::{count_found, first_found, Visit};
use crate::error::{check_size, Error};
use std::ops::ControlFlow;

/// Largest toroidal board counted (n = 17 takes about a sixth of a second).
pub const MAX_TORUS_N: usize = 17;

/// The number of ways to place n non-attacking queens on the n×n torus: n times those
/// with the first row's queen in the first column, since shifting a solution along the
/// rows is a solution (every line wraps around).
pub fn count_toroidal(n: usize) -> Result<u64, Error> {
    check_size(n, 1, MAX_TORUS_N)?;
    let first = after(n, [0; 3], 1);
    Ok(n as u64 * count_found(|visit| search(n, first, &mut vec![0], visit)))
}

/// One toroidal solution: the column of the queen in each row, 0-based (the first the
/// search meets), or `None` when gcd(n, 6) > 1.
pub fn first_toroidal(n: usize) -> Result<Option<Vec<u32>>, Error> {
    check_size(n, 1, MAX_TORUS_N)?;
    Ok(first_found(|visit| {
        search(n, [0; 3], &mut Vec::with_capacity(n), visit)
    }))
}

/// Calls `visit` with every toroidal solution (the column of the queen in each row).
pub(super) fn each_toroidal(n: usize, visit: Visit<'_, u32>) -> Result<(), Error> {
    check_size(n, 1, MAX_TORUS_N)?;
    let _ = search(n, [0; 3], &mut Vec::with_capacity(n), visit);
    Ok(())
}

/// The rows after those in `path` (the queens' columns so far), given the columns
/// taken and the columns of this row that the queens above attack along the two
/// diagonals. Moving down a row, a "\" diagonal moves one column right and a "/" one
/// left, wrapping around: the masks rotate. `visit` sees each solution and may stop.
fn search(
    n: usize,
    [cols, right, left]: [u32; 3],
    path: &mut Vec<u32>,
    visit: Visit<'_, u32>,
) -> ControlFlow<()> {
    if path.len() == n {
        return visit(path);
    }
    let all = (1u32 << n) - 1;
    let mut free = all & !(cols | right | left);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        path.push(bit.trailing_zeros());
        search(n, after(n, [cols, right, left], bit), path, visit)?;
        path.pop();
    }
    ControlFlow::Continue(())
}

/// The masks of the next row after a queen on `bit`: its column taken, and the
/// diagonals moved one column on, wrapping around.
fn after(n: usize, [cols, right, left]: [u32; 3], bit: u32) -> [u32; 3] {
    let all = (1u32 << n) - 1;
    let rotate_right = |m: u32| ((m << 1) | (m >> (n - 1))) & all;
    let rotate_left = |m: u32| ((m >> 1) | (m << (n - 1))) & all;
    [
        cols | bit,
        rotate_right(right | bit),
        rotate_left(left | bit),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_published_toroidal_counts() {
        for (n, count) in [(1, 1), (5, 10), (7, 28), (11, 88), (13, 4_524)] {
            assert_eq!(count_toroidal(n).unwrap(), count, "n = {n}");
        }
    }

    #[test]
    fn solutions_exist_exactly_when_n_is_prime_to_6() {
        for n in 2..=13usize {
            let coprime = n % 2 != 0 && n % 3 != 0;
            assert_eq!(count_toroidal(n).unwrap() > 0, coprime, "n = {n}");
        }
    }
}
