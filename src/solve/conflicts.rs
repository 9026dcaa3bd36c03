//! Each queen's conflicts: how many other queens attack it. For a local search's
//! permutation only diagonals can clash, so these are its diagonal conflicts, and a
//! solution is all zeros.

use nqueens_core::Placement;

/// The conflicts of the queen of each column, 0 for an empty column.
pub fn conflicts(placement: &Placement) -> Vec<usize> {
    placement
        .rows()
        .enumerate()
        .map(|(col, row)| {
            row.map_or(0, |row| {
                let sq = nqueens_core::Square {
                    row,
                    col: col as u32,
                };
                placement.attackers(sq).len()
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solution_has_no_conflicts_and_each_queen_counts_its_attackers() {
        let solution = Placement::parse("15863724", 8).unwrap();
        assert!(conflicts(&solution).iter().all(|&c| c == 0));
        // One diagonal holds all four: each queen is attacked by the three others.
        let line = Placement::parse("1234", 4).unwrap();
        assert_eq!(conflicts(&line), vec![3, 3, 3, 3]);
        // Two pairs: a1 and b2 on one diagonal, c4 and d3 on the other.
        let pairs = Placement::parse("1243", 4).unwrap();
        assert_eq!(conflicts(&pairs), vec![1, 1, 1, 1]);
    }
}
