//! One solution for every n ≥ 4 without any search: the list rule of the sources, and
//! an independent O(n) check of any permutation.
//!
//! Take the even numbers up to n, then the odd ones; when n mod 6 is 2, swap 1 and 3 in
//! the odd list and move 5 to its end; when n mod 6 is 3, move 2 to the end of the even
//! list and 1, 3 to the end of the odd list. Column k gets the queen on the k-th row of
//! that list (n = 8 → 2 4 6 8 3 1 7 5).

use crate::error::{check_size, Error};

/// The largest board the constructive rule and the local search accept.
pub const MAX_CONSTRUCT_N: usize = 100_000_000;

/// `rows[col]`, 0-based, of a solution for n = 1 or n ≥ 4.
pub fn construct(n: usize) -> Result<Vec<u32>, Error> {
    check_size(n, 1, MAX_CONSTRUCT_N)?;
    if n == 2 || n == 3 {
        return Err(Error::NoSolution { n });
    }
    let n32 = n as u32;
    let evens = (2..=n32).step_by(2);
    let odds = (1..=n32).step_by(2);
    let mut list: Vec<u32> = Vec::with_capacity(n);
    match n % 6 {
        2 => {
            list.extend(evens);
            list.extend([3, 1]);
            list.extend((7..=n32).step_by(2));
            list.push(5);
        }
        3 => {
            list.extend((4..=n32).step_by(2));
            list.push(2);
            list.extend((5..=n32).step_by(2));
            list.extend([1, 3]);
        }
        _ => {
            list.extend(evens);
            list.extend(odds);
        }
    }
    // Rows are 1-based in the rule.
    list.iter_mut().for_each(|r| *r -= 1);
    Ok(list)
}

/// Why a permutation is not a solution.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Flaw {
    /// An entry is off the board.
    OffBoard {
        /// The column whose row is off the board.
        col: usize,
    },
    /// Two queens share a row.
    SameRow {
        /// The row.
        row: u32,
    },
    /// Two queens share a diagonal; `up` is true for a "/" diagonal.
    SameDiagonal {
        /// A "/" diagonal (else "\\").
        up: bool,
        /// The diagonal's index.
        index: usize,
    },
}

/// Checks `rows[col]` (0-based) in O(n) with one bit per row and per diagonal,
/// independently of whichever algorithm produced it.
pub fn verify(rows: &[u32]) -> Result<(), Flaw> {
    let n = rows.len();
    let mut seen_row = vec![0u64; n.div_ceil(64)];
    let mut seen_up = vec![0u64; (2 * n).div_ceil(64)];
    let mut seen_down = vec![0u64; (2 * n).div_ceil(64)];
    let mark = |set: &mut [u64], i: usize| -> bool {
        let (word, bit) = (i / 64, 1u64 << (i % 64));
        let fresh = set[word] & bit == 0;
        set[word] |= bit;
        fresh
    };
    for (col, &row) in rows.iter().enumerate() {
        let r = row as usize;
        if r >= n {
            return Err(Flaw::OffBoard { col });
        }
        if !mark(&mut seen_row, r) {
            return Err(Flaw::SameRow { row });
        }
        let up = r + n - 1 - col;
        if !mark(&mut seen_up, up) {
            return Err(Flaw::SameDiagonal {
                up: true,
                index: up,
            });
        }
        let down = r + col;
        if !mark(&mut seen_down, down) {
            return Err(Flaw::SameDiagonal {
                up: false,
                index: down,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one_based(rows: &[u32]) -> Vec<u32> {
        rows.iter().map(|r| r + 1).collect()
    }

    #[test]
    fn examples_of_the_sources() {
        assert_eq!(one_based(&construct(8).unwrap()), [2, 4, 6, 8, 3, 1, 7, 5]);
        assert_eq!(
            one_based(&construct(14).unwrap()),
            [2, 4, 6, 8, 10, 12, 14, 3, 1, 7, 9, 11, 13, 5]
        );
        assert_eq!(
            one_based(&construct(15).unwrap()),
            [4, 6, 8, 10, 12, 14, 2, 5, 7, 9, 11, 13, 15, 1, 3]
        );
        assert_eq!(construct(1).unwrap(), [0]);
        assert!(construct(2).is_err() && construct(3).is_err() && construct(0).is_err());
    }

    #[test]
    fn verify_finds_each_kind_of_flaw() {
        assert_eq!(verify(&[1, 3, 0, 2]), Ok(()));
        assert_eq!(verify(&[1, 1, 0, 2]), Err(Flaw::SameRow { row: 1 }));
        assert!(matches!(
            verify(&[0, 1, 3, 2]),
            Err(Flaw::SameDiagonal { .. })
        ));
        assert_eq!(verify(&[0, 9]), Err(Flaw::OffBoard { col: 1 }));
    }
}
