//! Why a search's next move is the one it is: what the reveal tells beyond the move.

use crate::model::Line;
use crate::Placement;

/// Why the move is the one it is, beyond the move itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Why {
    /// Column by column, in order: the move says it all.
    InOrder,
    /// Dancing links branches on this rank or file, which had this many free squares
    /// (the fewest); `None` once every rank and file is covered.
    Fewest(Option<(Line, u32)>),
    /// Branch and bound put this many children (safe squares of the next column) in
    /// its frontier, which then held `frontier` open nodes.
    Expanded {
        /// Children put in.
        children: u32,
        /// Open nodes after.
        frontier: u32,
        /// Every file of the node has a queen: a solution follows.
        complete: bool,
    },
    /// The queen swaps' start placed the next column's queen on a random row: only
    /// that very square names it.
    Started,
    /// Min-conflicts' start placed the next file's queen on a square with the fewest
    /// conflicts with the queens already placed: `conflicts` of them, on each of the
    /// rows of `options` (bit r for row r), the ties it drew from.
    Greedy {
        /// The least conflicted rows of the file.
        options: u64,
        /// Their conflicts.
        conflicts: u32,
    },
    /// Min-conflicts moved an attacked queen from row `from` of its file to a square
    /// with `conflicts` conflicts, the fewest of its file, leaving `collisions` pairs of
    /// queens that attack each other. `before` is the board it chose on: any attacked
    /// queen, and any least conflicted square of its file, was as likely.
    LeastConflicts {
        /// The board before the move.
        before: Placement,
        /// The row the queen left.
        from: u32,
        /// The conflicts it had there.
        had: u32,
        /// The conflicts it has now.
        conflicts: u32,
        /// Pairs of queens that attack each other after the move.
        collisions: u64,
    },
    /// The queen swaps swapped rows with the queen of column `partner` (`None`: no swap
    /// lowered the collisions, so the queen stayed), leaving `collisions`.
    Repaired {
        /// The other queen of the swap.
        partner: Option<u32>,
        /// Pairs of queens on a diagonal after the move.
        collisions: u64,
    },
}
