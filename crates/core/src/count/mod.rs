//! Counting Q(n) and the fundamental count fast: start constellations, bitmasks, no
//! events.
//!
//! **One constellation per symmetry class.** Every solution has one queen on each side
//! of the border; those queens are its [`Constellation`]. The count visits one member of
//! each class of constellations, completes it with the bitmask search of
//! [`completions`], and multiplies by the class size (8, 4 or 2). Fixing the border
//! first is what makes the search fast: those queens prune from the first free row.
//!
//! **Classes exactly.** A constellation whose class has 8 members has a completion per
//! class of solutions. One fixed by a half or quarter turn shares its completions
//! between 2 or 4 of them; [`symmetric`] counts the completions the turns fix, and
//! Burnside's lemma gives the classes. So each subproblem knows its own classes, and the
//! fundamental count stays exact however the subproblems are shared out.
//!
//! **Subproblems.** One constellation is one [`Subproblem`], named by its index in
//! [`subproblems`]: threads, Web Workers, checkpoints and shards on other machines all
//! share a count by index, and the results add up.

pub mod checkpoint;
pub mod constellation;
mod descent;
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
use crate::{Symmetry, MAX_SEARCH_N};

/// Counting stops at this n (the masks' widest word holds the seeded diagonals of 32).
pub const MAX_COUNT_N: usize = MAX_SEARCH_N;

/// Below this size a count lists the solutions (too few rows for a border and a middle).
const MIN_CONSTELLATION_N: usize = 6;

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
    /// Symmetry classes (fundamental solutions).
    pub classes: u64,
    /// Queens placed while searching (nodes of the search tree).
    pub nodes: u64,
}

impl std::ops::AddAssign for PartCount {
    fn add_assign(&mut self, rhs: Self) {
        self.solutions += rhs.solutions;
        self.classes += rhs.classes;
        self.nodes += rhs.nodes;
    }
}

impl From<PartCount> for Counts {
    fn from(sum: PartCount) -> Counts {
        Counts {
            total: sum.solutions,
            fundamental: sum.classes,
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
    /// The completions of one constellation, standing for its whole class.
    Constellation(Constellation),
}

/// Splits the count of an n×n board into independent subproblems, always in the same
/// order, so that a subproblem can be named by its index.
pub fn subproblems(n: usize) -> Result<Vec<Subproblem>, Error> {
    check_size(n, 1, MAX_COUNT_N)?;
    if n < MIN_CONSTELLATION_N {
        return Ok(vec![Subproblem::Board { n: n as u8 }]);
    }
    Ok(constellation::constellations(n)
        .into_iter()
        .map(Subproblem::Constellation)
        .collect())
}

impl Subproblem {
    /// A forecast of its work (the nodes of its first rows), for handing out the largest
    /// first: a thread that draws a large piece last finishes alone.
    pub fn forecast(&self) -> u64 {
        match self {
            Subproblem::Board { .. } => 0,
            Subproblem::Constellation(c) => c.forecast(),
        }
    }

    /// Counts this piece.
    pub fn count(&self) -> PartCount {
        match self {
            Subproblem::Board { n } => count_board(*n as usize),
            Subproblem::Constellation(c) => count_constellation(c),
        }
    }
}

/// A constellation's completions, weighed by its class size, and their classes.
fn count_constellation(c: &Constellation) -> PartCount {
    let found = descent::count(c.n(), c.queens());
    let mut part = PartCount {
        solutions: found.solutions * c.class_size(),
        classes: found.solutions,
        nodes: found.nodes,
    };
    if c.stabilizer_size() > 1 {
        let fixed = symmetric::fixed_completions(c.n(), c.queens());
        let fixed_by = |g: Symmetry| match g {
            Symmetry::Rotate180 => fixed.half_turn,
            Symmetry::Rotate90 | Symmetry::Rotate270 => fixed.quarter_turn,
            _ => 0,
        };
        let total: u64 = found.solutions + c.symmetries().map(fixed_by).sum::<u64>();
        part.classes = total / c.stabilizer_size();
        part.nodes += fixed.nodes;
    }
    part
}

/// A small board: every solution, and the classes by their smallest member.
fn count_board(n: usize) -> PartCount {
    let all = crate::enumerate::all_solutions(n).unwrap_or_default();
    PartCount {
        solutions: all.len() as u64,
        classes: all.iter().filter(|s| s.canonical() == **s).count() as u64,
        nodes: 0,
    }
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
    fn rejects_sizes_out_of_range() {
        assert!(subproblems(0).is_err());
        assert!(subproblems(33).is_err());
    }
}
