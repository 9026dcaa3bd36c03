//! Chapter 5's worked example of the bitmask count: the three masks after the first
//! queens, and the free squares of the next file read off them, bit by bit.
//!
//! Bit r stands for rank r + 1. A queen's bit goes into `ranks`, and into `left` and
//! `right`, which shift one place a file: `left` up (its diagonals climb to the right),
//! `right` down. So the masks for file k are the listing's, after k queens.

use nqueens_core::{Placement, Square};

/// The masks when the next file is reached.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BitmaskStep {
    /// The board size.
    pub n: u32,
    /// The queens placed, file by file.
    pub queens: Vec<Square>,
    /// The file whose squares are read off (from 0).
    pub file: u32,
    /// The ranks taken.
    pub ranks: u64,
    /// The diagonals that climb to the right, where they cross the file.
    pub left: u64,
    /// The diagonals that fall to the right, where they cross the file.
    pub right: u64,
}

impl BitmaskStep {
    /// The masks after queens on `ranks_of_queens` (from 0) in the first files, in order.
    pub fn after(n: u32, ranks_of_queens: &[u32]) -> BitmaskStep {
        let all = (1u64 << n) - 1;
        let (mut ranks, mut left, mut right) = (0u64, 0u64, 0u64);
        for &r in ranks_of_queens {
            let bit = 1u64 << r;
            ranks |= bit;
            left = ((left | bit) << 1) & all;
            right = (right | bit) >> 1;
        }
        BitmaskStep {
            n,
            queens: ranks_of_queens
                .iter()
                .enumerate()
                .map(|(file, &r)| Square::new(r, file as u32))
                .collect(),
            file: ranks_of_queens.len() as u32,
            ranks,
            left,
            right,
        }
    }

    /// ¬(ranks | left | right), on the board's n bits.
    pub fn free(&self) -> u64 {
        let all = (1u64 << self.n) - 1;
        !(self.ranks | self.left | self.right) & all
    }

    /// The lowest free bit: the rank the next queen takes (from 0), if any.
    pub fn lowest(&self) -> Option<u32> {
        let free = self.free();
        (free != 0).then(|| free.trailing_zeros())
    }

    /// A mask written as the board shows it: the top rank first, `·` for a clear bit.
    pub fn bits(&self, mask: u64) -> String {
        (0..self.n)
            .rev()
            .map(|r| if mask >> r & 1 == 1 { '1' } else { '·' })
            .collect()
    }

    /// The example chapter 5 works: 8×8, queens on a1 and b3, file c next.
    pub fn example() -> BitmaskStep {
        BitmaskStep::after(8, &[0, 2])
    }

    /// The square of the next queen.
    pub fn next_square(&self) -> Option<Square> {
        self.lowest().map(|r| Square::new(r, self.file))
    }

    /// The queens placed, as a placement (for the check against the core).
    pub fn placement(n: u32, ranks_of_queens: &[u32]) -> Option<Placement> {
        let mut rows: Vec<Option<u32>> = ranks_of_queens.iter().map(|&r| Some(r)).collect();
        rows.resize(n as usize, None);
        Placement::from_rows(&rows).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every placement of k queens in the first k files, none attacking another.
    fn partial(n: u32, k: usize, ranks: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        if ranks.len() == k {
            out.push(ranks.clone());
            return;
        }
        for r in 0..n {
            ranks.push(r);
            let ok = BitmaskStep::placement(n, ranks).is_some_and(|p| p.attacks().is_empty());
            if ok {
                partial(n, k, ranks, out);
            }
            ranks.pop();
        }
    }

    #[test]
    fn the_free_bits_are_the_squares_no_queen_attacks_on_every_partial_board() {
        for n in 4..=7u32 {
            for k in 0..n as usize {
                let mut boards = Vec::new();
                partial(n, k, &mut Vec::new(), &mut boards);
                for ranks in boards {
                    let step = BitmaskStep::after(n, &ranks);
                    let placement = BitmaskStep::placement(n, &ranks).expect("fits");
                    for r in 0..n {
                        let free = step.free() >> r & 1 == 1;
                        let safe = !placement.is_attacked(Square::new(r, k as u32));
                        assert_eq!(free, safe, "{n}×{n}, ranks {ranks:?}, rank {}", r + 1);
                    }
                }
            }
        }
    }

    #[test]
    fn the_worked_example_puts_the_next_queen_on_c5() {
        let e = BitmaskStep::example();
        assert_eq!(e.bits(e.ranks), "·····1·1");
        assert_eq!(e.bits(e.left), "····11··");
        assert_eq!(e.bits(e.right), "······1·");
        assert_eq!(e.bits(e.free()), "1111····");
        assert_eq!(e.next_square(), Some(Square::new(4, 2)));
    }
}
