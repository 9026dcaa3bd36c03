//! n + 1 queens and one pawn on the n×n board: the pawn blocks the lines through it, so
//! its row and its column may each hold two queens, one on either side. With n + 1
//! queens on n rows, the pawn's row holds exactly two and every other row one, which
//! the search uses: row by row, for every square of the pawn.

use crate::error::{check_size, Error};

/// Largest board (a square is a bit of a `u128`).
pub const MAX_PAWN_N: usize = 10;

/// The placements of one pawn and n + 1 non-attacking queens (lines stop at the pawn).
pub fn count_with_pawn(n: usize) -> Result<u64, Error> {
    check_size(n, 1, MAX_PAWN_N)?;
    let mut total = 0;
    for pawn in 0..n * n {
        let attack = attacks_around(n, pawn);
        total += rows(n, pawn, &attack, 0, 0);
    }
    Ok(total)
}

/// A square as (row, col), 0-based.
type At = (u32, u32);

/// One placement: the pawn's square and the n + 1 queens', or `None`.
pub fn first_with_pawn(n: usize) -> Result<Option<(At, Vec<At>)>, Error> {
    check_size(n, 1, MAX_PAWN_N)?;
    let at = |s: usize| ((s / n) as u32, (s % n) as u32);
    for pawn in 0..n * n {
        let attack = attacks_around(n, pawn);
        let mut queens = Vec::new();
        if first(n, pawn, &attack, 0, 0, &mut queens) {
            return Ok(Some((at(pawn), queens.into_iter().map(at).collect())));
        }
    }
    Ok(None)
}

/// [`rows`] stopping at the first placement, its queens pushed onto `queens`.
fn first(
    n: usize,
    pawn: usize,
    attack: &[u128],
    row: usize,
    attacked: u128,
    queens: &mut Vec<usize>,
) -> bool {
    if row == n {
        return true;
    }
    let free = |s: usize| s != pawn && attacked & (1 << s) == 0;
    let choices: Vec<Vec<usize>> = if pawn / n == row {
        (row * n..pawn)
            .filter(|&a| free(a))
            .flat_map(|a| {
                (pawn + 1..(row + 1) * n)
                    .filter(move |&b| free(b))
                    .map(move |b| vec![a, b])
            })
            .filter(|pair| attack[pair[0]] & (1 << pair[1]) == 0)
            .collect()
    } else {
        (row * n..(row + 1) * n)
            .filter(|&s| free(s))
            .map(|s| vec![s])
            .collect()
    };
    for choice in choices {
        let more = choice.iter().fold(attacked, |m, &s| m | attack[s]);
        queens.extend(&choice);
        if first(n, pawn, attack, row + 1, more, queens) {
            return true;
        }
        queens.truncate(queens.len() - choice.len());
    }
    false
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

/// Rows from `row` on: one queen each, two (either side of the pawn) in the pawn's row.
fn rows(n: usize, pawn: usize, attack: &[u128], row: usize, attacked: u128) -> u64 {
    if row == n {
        return 1;
    }
    let free = |s: usize| s != pawn && attacked & (1 << s) == 0;
    let squares = row * n..(row + 1) * n;
    if pawn / n == row {
        let (left, right) = (row * n..pawn, pawn + 1..(row + 1) * n);
        left.filter(|&a| free(a))
            .flat_map(|a| right.clone().filter(move |&b| free(b)).map(move |b| (a, b)))
            .filter(|&(a, b)| attack[a] & (1 << b) == 0)
            .map(|(a, b)| rows(n, pawn, attack, row + 1, attacked | attack[a] | attack[b]))
            .sum()
    } else {
        squares
            .filter(|&s| free(s))
            .map(|s| rows(n, pawn, attack, row + 1, attacked | attack[s]))
            .sum()
    }
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
