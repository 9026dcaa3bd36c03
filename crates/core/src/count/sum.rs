//! What a walk adds up, the solutions and the nodes of a subtree, in one word near the
//! bottom of the tree and in two above.
//!
//! **Why one word.** The loops near the bottom hold a row's masks for every depth they
//! inline, and two running sums each. Packed into one word, solutions in the high half
//! and nodes in the low, the sums take one register fewer: wasm, whose engines keep
//! fewer values in registers than a native compiler does, counts about a tenth faster,
//! and native code no slower. A subtree of up to [`PACKED_ROWS`] rows cannot overflow
//! either half (see [`most_nodes`]); higher up the walk adds [`Subtree`].

use std::ops::Add;

/// The solutions and the queens placed (nodes) while completing a constellation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Subtree {
    /// Solutions found (queens on the last row).
    pub solutions: u64,
    /// Queens placed on free rows, the last row included.
    pub nodes: u64,
}

/// Solutions and nodes of a subtree, added up as a walk goes.
pub(super) trait Sum: Copy + Add<Output = Self> + Into<Subtree> {
    /// A row's queens, counted as nodes before anything below them.
    fn nodes(nodes: u64) -> Self;
}

/// Solutions in the high half of a word, nodes in the low: for subtrees of at most
/// [`PACKED_ROWS`] rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Packed(u64);

/// The most rows a [`Packed`] subtree may have.
pub(super) const PACKED_ROWS: u64 = 12;

// Every node of a subtree of `PACKED_ROWS` rows, and so every solution, fits in a half.
const _: () = assert!(most_nodes(PACKED_ROWS) < 1 << 32);

/// The most nodes a subtree of `rows` rows can have: every queen of a row is on a column
/// no row above took, so row i has at most rows·(rows−1)···(rows−i+1) of them.
const fn most_nodes(rows: u64) -> u64 {
    let (mut sum, mut row_nodes, mut i) = (0, 1, 0);
    while i < rows {
        row_nodes *= rows - i;
        sum += row_nodes;
        i += 1;
    }
    sum
}

impl Packed {
    /// `solutions` and `nodes` of a subtree of at most [`PACKED_ROWS`] rows.
    #[inline(always)]
    pub(super) const fn new(solutions: u64, nodes: u64) -> Packed {
        Packed(solutions << 32 | nodes)
    }
}

impl Add for Packed {
    type Output = Packed;
    #[inline(always)]
    fn add(self, other: Packed) -> Packed {
        Packed(self.0 + other.0)
    }
}

impl Sum for Packed {
    #[inline(always)]
    fn nodes(nodes: u64) -> Packed {
        Packed(nodes)
    }
}

impl From<Packed> for Subtree {
    #[inline(always)]
    fn from(packed: Packed) -> Subtree {
        Subtree {
            solutions: packed.0 >> 32,
            nodes: packed.0 & 0xffff_ffff,
        }
    }
}

impl Add for Subtree {
    type Output = Subtree;
    #[inline(always)]
    fn add(self, other: Subtree) -> Subtree {
        Subtree {
            solutions: self.solutions + other.solutions,
            nodes: self.nodes + other.nodes,
        }
    }
}

impl Sum for Subtree {
    #[inline(always)]
    fn nodes(nodes: u64) -> Subtree {
        Subtree {
            solutions: 0,
            nodes,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bound_counts_partial_placements() {
        // Rows of 1, 2 and 3 squares: 1; 2 + 2; 3 + 6 + 6.
        assert_eq!(most_nodes(1), 1);
        assert_eq!(most_nodes(2), 4);
        assert_eq!(most_nodes(3), 15);
        // One more row would not fit.
        assert!(most_nodes(PACKED_ROWS + 1) >= 1 << 32);
    }

    #[test]
    fn packed_sums_unpack_to_the_wide_ones() {
        let parts = [(3, 40), (0, 7), (24, 64), (1, u32::MAX as u64 - 200)];
        let packed = parts
            .iter()
            .fold(Packed::nodes(5), |sum, &(s, n)| sum + Packed::new(s, n));
        let wide = parts.iter().fold(Subtree::nodes(5), |sum, &(s, n)| {
            sum + Subtree {
                solutions: s,
                nodes: n,
            }
        });
        assert_eq!(Subtree::from(packed), wide);
    }
}
