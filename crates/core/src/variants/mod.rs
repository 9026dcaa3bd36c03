//! The problems around the eight queens that the encyclopedia text lists: Pólya's
//! toroidal board, other pieces, domination, three dimensions, and queens with a pawn.
//! Each figure has its own method, one per file, chosen for the structure it exploits
//! (wrapped bitmasks, row-by-row dynamic programming, exhaustive covers); every one is
//! asserted against the published figures in tests.

use std::ops::ControlFlow;

mod cube;
mod domination;
mod most;
mod pawn;
mod piece;
mod placement_classes;
mod superqueens;
mod torus;
mod variant;
mod walk;

pub use cube::{first_in_cube, most_in_cube, MAX_CUBE_N};
pub use domination::{dominate, first_dominating, MAX_DOMINATION_N};
pub use most::{max_size, most, most_with};
pub use pawn::{count_with_pawn, first_with_pawn, MAX_PAWN_N};
pub use piece::Piece;
pub use placement_classes::{VariantClass, MAX_LISTED};
pub use superqueens::{
    count_superqueens, count_superqueens_with, first_superqueens, MAX_SUPERQUEENS_N,
};
pub use torus::{count_toroidal, first_toroidal, torus_attacks, torus_line, Stretch, MAX_TORUS_N};
pub use variant::{Arrangement, Cell, Judged, Solved, Variant};
pub use walk::{Walk, WalkStep, MAX_WALK_STEPS};

/// What a long count calls as it goes: `done` of `total` parts finished.
pub type Progress<'a> = &'a mut dyn FnMut(u64, u64);

/// What a search calls with each placement it finds: returning `Break` stops it.
type Visit<'a, T> = &'a mut dyn FnMut(&[T]) -> ControlFlow<()>;

/// A search row by row from the state `S` of its masks: the column of each row's
/// queen goes into the path, and each full path is visited.
type RowSearch<S> = fn(usize, S, &mut Vec<u32>, Visit<'_, u32>) -> ControlFlow<()>;

/// The first placement a row-by-row search from `start` meets: the column of the queen
/// in each row.
fn first_by_rows<S>(n: usize, start: S, search: RowSearch<S>) -> Option<Vec<u32>> {
    first_found(|visit| search(n, start, &mut Vec::with_capacity(n), visit))
}

/// Calls `visit` with every placement of a row-by-row search from `start`.
fn each_by_rows<S>(n: usize, start: S, search: RowSearch<S>, visit: Visit<'_, u32>) {
    let _ = search(n, start, &mut Vec::with_capacity(n), visit);
}

/// How many placements `search` finds (it runs to the end).
fn count_found<T>(search: impl FnOnce(Visit<'_, T>) -> ControlFlow<()>) -> u64 {
    let mut count = 0;
    let _ = search(&mut |_| {
        count += 1;
        ControlFlow::Continue(())
    });
    count
}

/// The first placement `search` finds (it stops there), if any.
fn first_found<T: Clone>(search: impl FnOnce(Visit<'_, T>) -> ControlFlow<()>) -> Option<Vec<T>> {
    let mut found = None;
    let _ = search(&mut |placement| {
        found = Some(placement.to_vec());
        ControlFlow::Break(())
    });
    found
}

/// The best a goal allows: how many pieces (most for independence, fewest for
/// domination), and in how many ways (sets of squares).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Optimum {
    /// The number of pieces.
    pub pieces: u32,
    /// The placements that reach it.
    pub ways: u64,
}

impl Optimum {
    /// The better of two for "as many as possible": more pieces, or as many with the
    /// ways added.
    fn or_more(self, other: Optimum) -> Optimum {
        match self.pieces.cmp(&other.pieces) {
            std::cmp::Ordering::Greater => self,
            std::cmp::Ordering::Less => other,
            std::cmp::Ordering::Equal => Optimum {
                pieces: self.pieces,
                ways: self.ways + other.ways,
            },
        }
    }

    /// `k` more pieces on every placement.
    fn plus(self, k: u32) -> Optimum {
        Optimum {
            pieces: self.pieces + k,
            ways: self.ways,
        }
    }
}
