//! Queen domination: the fewest queens that attack or occupy every square, and how many
//! such sets exist. Every k-subset of squares is tried for k = 1, 2, …, each as an OR of
//! precomputed 64-bit covers, which is fast enough up to 8×8 (7.6 million sets of 5).

use super::Optimum;
use super::{count_found, first_found, Visit};
use crate::error::{check_size, Error};
use std::ops::ControlFlow;

/// Largest board (a square is a bit of a `u64`).
pub const MAX_DOMINATION_N: usize = 8;

/// The queen domination number of the n×n board, and its minimum dominating sets.
pub fn dominate(n: usize) -> Result<Optimum, Error> {
    check_size(n, 1, MAX_DOMINATION_N)?;
    let (cover, full) = covers(n);
    (1..=n * n)
        .map(|k| Optimum {
            pieces: k as u32,
            ways: count_found(|visit| subsets(&cover, full, (k, 0, 0), &mut Vec::new(), visit)),
        })
        .find(|o| o.ways > 0)
        .ok_or(Error::NoSolution { n })
}

/// One minimum dominating set: its squares as (row, col), the first the search meets.
pub fn first_dominating(n: usize) -> Result<Vec<(u32, u32)>, Error> {
    check_size(n, 1, MAX_DOMINATION_N)?;
    let (cover, full) = covers(n);
    let set = (1..=n * n)
        .find_map(|k| first_found(|visit| subsets(&cover, full, (k, 0, 0), &mut Vec::new(), visit)))
        .ok_or(Error::NoSolution { n })?;
    Ok(set
        .into_iter()
        .map(|s| ((s / n) as u32, (s % n) as u32))
        .collect())
}

/// Calls `visit` with every minimum dominating set (its squares as row × n + col).
pub(super) fn each_dominating(n: usize, visit: Visit<'_, usize>) -> Result<(), Error> {
    let k = dominate(n)?.pieces as usize;
    let (cover, full) = covers(n);
    let _ = subsets(&cover, full, (k, 0, 0), &mut Vec::new(), visit);
    Ok(())
}

/// The squares each queen attacks or occupies, and the whole board, as bits.
fn covers(n: usize) -> (Vec<u64>, u64) {
    let squares = n * n;
    let full = if squares == 64 {
        u64::MAX
    } else {
        (1u64 << squares) - 1
    };
    let cover: Vec<u64> = (0..squares)
        .map(|s| {
            let (r, c) = ((s / n) as i32, (s % n) as i32);
            (0..squares)
                .filter(|&t| {
                    let (tr, tc) = ((t / n) as i32, (t % n) as i32);
                    t == s || super::Piece::Queen.attacks(tr - r, tc - c)
                })
                .fold(0, |m, t| m | 1 << t)
        })
        .collect();
    (cover, full)
}

/// The k-subsets of squares from `from` on that, with `covered`, cover `full`; `path`
/// holds the squares chosen, and `visit` sees each set and may stop the search.
fn subsets(
    cover: &[u64],
    full: u64,
    (k, from, covered): (usize, usize, u64),
    path: &mut Vec<usize>,
    visit: Visit<'_, usize>,
) -> ControlFlow<()> {
    if k == 0 {
        return if covered == full {
            visit(path)
        } else {
            ControlFlow::Continue(())
        };
    }
    for s in from..=cover.len() - k {
        path.push(s);
        subsets(cover, full, (k - 1, s + 1, covered | cover[s]), path, visit)?;
        path.pop();
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_queens_dominate_8_by_8_in_4860_ways_and_four_never_do() {
        let eight = dominate(8).unwrap();
        assert_eq!(
            eight,
            Optimum {
                pieces: 5,
                ways: 4_860
            }
        );
    }

    #[test]
    fn small_boards() {
        assert_eq!(dominate(1).unwrap(), Optimum { pieces: 1, ways: 1 });
        // One queen in the centre of 3×3 sees everything.
        assert_eq!(dominate(3).unwrap(), Optimum { pieces: 1, ways: 1 });
        assert_eq!(dominate(4).unwrap().pieces, 2);
    }
}
