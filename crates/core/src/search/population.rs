//! A generation of the genetic algorithm as the page shows it: data only, so the local
//! search's events can carry one without depending on the algorithm that makes it.

use crate::Placement;

/// One genome: a permutation (the row of each column) and its fitness, the diagonal
/// collisions of its queens (0 for a solution). A board, not a list of rows, so that a
/// generation of 64 genomes sent to the page is 64 small copies, not 64 allocations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Genome {
    /// The queens.
    pub rows: Placement,
    /// Pairs of queens that share a diagonal.
    pub collisions: u64,
}

/// A generation as the page shows it: its number, its fittest genomes whole, and the
/// fitness of every genome. Only the fittest travel whole: 64 boards of up to 64 queens
/// at every step would make one batch of events megabytes.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Population {
    /// Its number (0 for the random first one).
    pub generation: u32,
    /// The fittest genomes, best first (the first of equals first), at most
    /// [`SHOWN_GENOMES`](super::genetic::SHOWN_GENOMES).
    pub fittest: Vec<Genome>,
    /// Every genome's collisions, fewest first.
    pub collisions: Vec<u64>,
}

impl Population {
    /// The fittest genome.
    pub fn best(&self) -> Option<&Genome> {
        self.fittest.first()
    }
}
