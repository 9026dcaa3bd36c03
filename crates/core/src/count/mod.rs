//! Counting Q(n) and the fundamental count fast.
//!
//! **The total by parts assembly.** [`parts`] splits the board into four quadrants, joins
//! them into half-boards and counts the compatible pairs of halves: far fewer steps than
//! a search that places the same queens one at a time.
//!
//! **The classes by Burnside's lemma.** The fundamental count is the average, over the
//! eight symmetries of the board, of the solutions each one keeps. No reflection keeps a
//! solution of n > 1 (two mirrored queens would share a line), so the classes are
//! (Q(n) + S180 + 2·S90) / 8, where S180 and S90 are the solutions that a half turn and
//! a quarter turn keep. Those are few, and [`symmetric`] finds them by a search that
//! places queens in pairs.
//!
//! **Subproblems.** The pieces of the parts count, and the one search of the symmetric
//! solutions, are each one [`Subproblem`], named by its index in [`subproblems`]:
//! threads, Web Workers, checkpoints and shards on other machines all share a count by
//! index, and the results add up: each [`PartCount`] carries its solutions and what the
//! symmetries keep, so the classes are exact however the subproblems are shared out.
//!
//! The earlier counter, by start constellations, stays in [`constellation`]: the tests
//! check each method against the other.

pub mod checkpoint;
pub mod constellation;
mod descent;
mod isa;
pub mod parts;
pub mod shard;
mod sum;
mod symmetric;
mod tail;
mod word;

pub use checkpoint::{Checkpoint, CheckpointError};
pub use constellation::Constellation;
pub use shard::{merge, ListId, MergeError, Shard, ShardReport};

use crate::error::{check_size, Error};

/// Counting stops at this n: the quadrant table of parts assembly takes about 550 MB at
/// 23, and 9 times more at each size after.
pub const MAX_COUNT_N: usize = parts::MAX_PARTS_N;

/// Below this size a count lists the solutions (quadrants too small to be worth it).
const MIN_PARTS_N: usize = 6;

/// The totals of a count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Counts {
    /// Q(n): all solutions.
    pub total: u64,
    /// Solutions up to the 8 symmetries of the board.
    pub fundamental: u64,
}

/// The result of counting one subproblem (or several, added up).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PartCount {
    /// Solutions, each class counted with its size.
    pub solutions: u64,
    /// The solutions that each symmetry other than the identity keeps, summed over
    /// the seven: eight times the classes, less the solutions (Burnside's lemma).
    pub fixed: u64,
    /// The work done: half-boards built, and queens placed by the symmetric search.
    pub nodes: u64,
}

impl std::ops::AddAssign for PartCount {
    fn add_assign(&mut self, rhs: Self) {
        self.solutions += rhs.solutions;
        self.fixed += rhs.fixed;
        self.nodes += rhs.nodes;
    }
}

impl From<PartCount> for Counts {
    fn from(sum: PartCount) -> Counts {
        Counts {
            total: sum.solutions,
            fundamental: (sum.solutions + sum.fixed) / 8,
        }
    }
}

/// One independent piece of a count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subproblem {
    /// A small board, counted whole.
    Board {
        /// The board size.
        n: u8,
    },
    /// A run of splits of the parts-assembly count: solutions.
    Splits(parts::Splits),
    /// The solutions that the turns keep: the classes' share.
    Symmetric {
        /// The board size.
        n: u8,
    },
}

/// Splits the count of an n×n board into independent subproblems, always in the same
/// order, so that a subproblem can be named by its index.
///
/// The list starts with the largest: the symmetric search, as long as a dozen pieces
/// (8 % of Q(16), 5 % of Q(18)). The lab's workers and the CLI's threads take the list
/// in order, and when it came last one worker searched it alone while the other waited:
/// two workers then counted Q(16) 1.86 times as fast as one, where the same pieces,
/// largest first, give 2.0 (replayed from each piece's time).
pub fn subproblems(n: usize) -> Result<Vec<Subproblem>, Error> {
    check_size(n, 1, MAX_COUNT_N)?;
    if n < MIN_PARTS_N {
        return Ok(vec![Subproblem::Board { n: n as u8 }]);
    }
    let symmetric = Subproblem::Symmetric { n: n as u8 };
    let pieces = parts::pieces(n)?.into_iter().map(Subproblem::Splits);
    Ok(std::iter::once(symmetric).chain(pieces).collect())
}

impl Subproblem {
    /// Counts this piece.
    pub fn count(&self) -> PartCount {
        match self {
            Subproblem::Board { n } => count_board(*n as usize),
            Subproblem::Splits(s) => {
                let found = s.count();
                PartCount {
                    solutions: found.solutions,
                    fixed: 0,
                    nodes: found.boards,
                }
            }
            Subproblem::Symmetric { n } => {
                let kept = symmetric::fixed_completions(*n as usize, &[]);
                PartCount {
                    solutions: 0,
                    fixed: kept.half_turn + 2 * kept.quarter_turn,
                    nodes: kept.nodes,
                }
            }
        }
    }
}

/// A small board: every solution, and what the symmetries keep, from its classes.
fn count_board(n: usize) -> PartCount {
    let all = crate::enumerate::all_solutions(n).unwrap_or_default();
    let classes = all.iter().filter(|s| s.canonical() == **s).count() as u64;
    PartCount {
        solutions: all.len() as u64,
        fixed: 8 * classes - all.len() as u64,
        nodes: 0,
    }
}

/// The instructions this processor's counts run with: `x86-64-v3` where an x86-64
/// processor has AVX2, BMI2 and POPCNT, else the build's own target (`x86-64` by default,
/// `wasm32` in a worker). Picked at run time: one binary runs everywhere (see `isa.rs`).
pub fn instructions() -> &'static str {
    isa::Isa::detected().name()
}

/// Counts Q(n) and the fundamental count on one thread.
pub fn count(n: usize) -> Result<Counts, Error> {
    let mut sum = PartCount::default();
    for part in subproblems(n)? {
        sum += part.count();
    }
    Ok(sum.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_counts() {
        let expect = [
            (1, 1, 1),
            (2, 0, 0),
            (3, 0, 0),
            (4, 2, 1),
            (5, 10, 2),
            (6, 4, 1),
            (8, 92, 12),
        ];
        for (n, total, fundamental) in expect {
            assert_eq!(count(n).unwrap(), Counts { total, fundamental }, "n = {n}");
        }
    }

    #[test]
    fn parts_sum_to_the_published_counts() {
        for n in 1..=12 {
            let (total, fundamental) = crate::published::counts(n).unwrap();
            assert_eq!(count(n).unwrap(), Counts { total, fundamental }, "n = {n}");
        }
    }

    #[test]
    fn the_two_methods_agree() {
        for n in 1..=11 {
            assert_eq!(
                count(n).unwrap(),
                constellation::count(n).unwrap(),
                "n = {n}"
            );
        }
    }

    #[test]
    fn the_list_starts_with_the_symmetric_search() {
        // The lab's workers and the CLI's threads take the list in order: its largest
        // subproblem last would leave one of them searching it alone at the end.
        for n in MIN_PARTS_N..=MAX_COUNT_N {
            let list = subproblems(n).unwrap();
            assert_eq!(list[0], Subproblem::Symmetric { n: n as u8 }, "n = {n}");
            assert!(
                list[1..].iter().all(|s| matches!(s, Subproblem::Splits(_))),
                "n = {n}"
            );
        }
    }

    #[test]
    fn rejects_sizes_out_of_range() {
        assert!(subproblems(0).is_err());
        assert!(subproblems(MAX_COUNT_N + 1).is_err());
    }
}
