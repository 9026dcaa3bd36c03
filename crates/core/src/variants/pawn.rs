//! n + 1 queens and one pawn on the n×n board: the pawn blocks the lines through it, so
//! its row and its column may each hold two queens, one on either side. With n + 1
//! queens on n rows, the pawn's row holds exactly two and every other row one, which
//! the search uses: row by row, for every square of the pawn.

use super::{count_found, first_found, Visit};
use crate::error::{check_size, Error};
use std::ops::ControlFlow;

/// Largest board (a square is a bit of a `u128`).
pub const MAX_PAWN_N: usize = 10;

/// The placements of one pawn and n + 1 non-attacking queens (lines stop at the pawn).
pub fn count_with_pawn(n: usize) -> Result<u64, Error> {
    check_size(n, 1, MAX_PAWN_N)?;
    Ok((0..n * n)
        .map(|pawn| {
            let attack = attacks_around(n, pawn);
            count_found(|visit| search(n, pawn, &attack, (0, 0), &mut Vec::new(), visit))
        })
        .sum())
}

/// A square as (row, col), 0-based.
type At = (u32, u32);

/// One placement: the pawn's square and the n + 1 queens', or `None`.
pub fn first_with_pawn(n: usize) -> Result<Option<(At, Vec<At>)>, Error> {
    check_size(n, 1, MAX_PAWN_N)?;
    let at = |s: usize| ((s / n) as u32, (s % n) as u32);
    Ok((0..n * n).find_map(|pawn| {
        let attack = attacks_around(n, pawn);
        let queens = first_found(|visit| search(n, pawn, &attack, (0, 0), &mut Vec::new(), visit))?;
        Some((at(pawn), queens.into_iter().map(at).collect()))
    }))
}

/// For each square, the squares a queen there attacks when the pawn stands on `pawn`.
fn attacks_around(n: usize, pawn: usize) -> Vec<u128> {
    let n = n as i32;
    let index = |r: i32, c: i32| (r * n + c) as usize;
    (0..n * n)
        .map(|s| {
            let (r, c) = (s / n, s % n);
            let mut mask = 0u128;
            for (dr, dc) in [
                (0, 1),
                (0, -1),
                (1, 0),
                (-1, 0),
                (1, 1),
                (1, -1),
                (-1, 1),
                (-1, -1),
            ] {
                let (mut rr, mut cc) = (r + dr, c + dc);
                while (0..n).contains(&rr) && (0..n).contains(&cc) && index(rr, cc) != pawn {
                    mask |= 1 << index(rr, cc);
                    rr += dr;
                    cc += dc;
                }
            }
            mask
        })
        .collect()
}

/// Rows from `row` on: one queen each, two (either side of the pawn) in the pawn's row,
/// none on a square `attacked` by the queens in `path`. `visit` sees each placement's
/// queens and may stop the search.
fn search(
    n: usize,
    pawn: usize,
    attack: &[u128],
    (row, attacked): (usize, u128),
    path: &mut Vec<usize>,
    visit: Visit<'_, usize>,
) -> ControlFlow<()> {
    if row == n {
        return visit(path);
    }
    let free = |s: usize| s != pawn && attacked & (1 << s) == 0;
    if pawn / n == row {
        for a in (row * n..pawn).filter(|&a| free(a)) {
            for b in (pawn + 1..(row + 1) * n).filter(|&b| free(b) && attack[a] & (1 << b) == 0) {
                path.extend([a, b]);
                let next = (row + 1, attacked | attack[a] | attack[b]);
                search(n, pawn, attack, next, path, visit)?;
                path.truncate(path.len() - 2);
            }
        }
    } else {
        for s in (row * n..(row + 1) * n).filter(|&s| free(s)) {
            path.push(s);
            search(
                n,
                pawn,
                attack,
                (row + 1, attacked | attack[s]),
                path,
                visit,
            )?;
            path.pop();
        }
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_published_pawn_counts() {
        for n in 1..6 {
            assert_eq!(count_with_pawn(n).unwrap(), 0, "n = {n}");
        }
        for (n, count) in [(6, 16), (7, 20), (8, 128), (9, 396)] {
            assert_eq!(count_with_pawn(n).unwrap(), count, "n = {n}");
        }
    }
}
