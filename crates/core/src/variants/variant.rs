//! The family as one type: each [`Variant`] names a problem, the sizes it is solved
//! for, and [`Variant::solve`] gives its figure with one example placement, which an
//! independent check (pairwise, from the rules) confirms before it is returned.

use super::{
    count_superqueens_with, count_toroidal, count_with_pawn, dominate, first_dominating,
    first_in_cube, first_superqueens, first_toroidal, first_with_pawn, max_size, most_in_cube,
    most_with, Optimum, Piece, Progress, MAX_CUBE_N, MAX_DOMINATION_N, MAX_PAWN_N,
    MAX_SUPERQUEENS_N, MAX_TORUS_N,
};
use crate::error::{check_size, Error, SolverFailure};

mod judge;
pub use judge::Judged;

/// One problem of the family around the eight queens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Variant {
    /// n queens on Pólya's torus (every line wraps around).
    Torus,
    /// n superqueens (queen and knight moves).
    Superqueens,
    /// As many pieces of one kind as fit, none attacked.
    Most(Piece),
    /// As few queens as attack or occupy every square.
    Domination,
    /// As many queens as fit in the n×n×n cube.
    Cube,
    /// n + 1 queens and one pawn that blocks the lines through it.
    Pawn,
}

/// A square of an example: the layer is 0 on a flat board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Cell {
    /// The layer of the cube (0 on a flat board).
    pub layer: u32,
    /// The rank, 0 at the bottom.
    pub row: u32,
    /// The file, 0 on the left.
    pub col: u32,
}

/// Pieces on a variant's board, and the pawn where the variant has one: a solved
/// variant's example, a class in the gallery, a player's board and a step of the walk
/// are all arrangements.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Arrangement {
    /// The pieces.
    pub pieces: Vec<Cell>,
    /// The pawn, for [`Variant::Pawn`].
    pub pawn: Option<Cell>,
}

/// A variant solved for one n.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Solved {
    /// The problem.
    pub variant: Variant,
    /// The board size.
    pub n: usize,
    /// How many pieces (n, n + 1, the most or the fewest), and in how many ways.
    pub optimum: Optimum,
    /// One placement reaching it (none when no placement exists).
    pub example: Option<Arrangement>,
}

impl Variant {
    /// Every variant, in the order offered.
    pub const ALL: [Variant; 10] = [
        Variant::Torus,
        Variant::Superqueens,
        Variant::Most(Piece::Rook),
        Variant::Most(Piece::Bishop),
        Variant::Most(Piece::King),
        Variant::Most(Piece::Knight),
        Variant::Most(Piece::Queen),
        Variant::Domination,
        Variant::Cube,
        Variant::Pawn,
    ];

    /// The id in addresses and messages.
    pub fn id(self) -> &'static str {
        match self {
            Variant::Torus => "torus",
            Variant::Superqueens => "superqueens",
            Variant::Most(Piece::Rook) => "rooks",
            Variant::Most(Piece::Bishop) => "bishops",
            Variant::Most(Piece::King) => "kings",
            Variant::Most(Piece::Knight) => "knights",
            Variant::Most(Piece::Queen) => "queens",
            Variant::Most(Piece::Superqueen) => "most-superqueens",
            Variant::Domination => "domination",
            Variant::Cube => "cube",
            Variant::Pawn => "pawn",
        }
    }

    /// The variant of an id.
    pub fn from_id(id: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.id() == id)
    }

    /// The sizes it is solved for, `(min, max)`.
    pub fn sizes(self) -> (usize, usize) {
        match self {
            Variant::Torus => (1, MAX_TORUS_N),
            Variant::Superqueens => (1, MAX_SUPERQUEENS_N),
            Variant::Most(piece) => (1, max_size(piece)),
            Variant::Domination => (1, MAX_DOMINATION_N),
            Variant::Cube => (1, MAX_CUBE_N),
            Variant::Pawn => (1, MAX_PAWN_N),
        }
    }

    /// The size it opens with: the smallest interesting one, or 8.
    pub fn default_size(self) -> usize {
        match self {
            Variant::Torus => 7,
            Variant::Superqueens => 10,
            Variant::Cube => 4,
            _ => 8,
        }
    }

    /// The piece placed.
    pub fn piece(self) -> Piece {
        match self {
            Variant::Most(piece) => piece,
            Variant::Superqueens => Piece::Superqueen,
            _ => Piece::Queen,
        }
    }

    /// The figure for n and one placement, checked against the rules.
    pub fn solve(self, n: usize) -> Result<Solved, Error> {
        self.solve_with(n, &mut |_, _| {})
    }

    /// [`Variant::solve`], reporting `done` of `total` parts of the count as it goes
    /// (where a count takes long enough to need it: superqueens and bishops).
    pub fn solve_with(self, n: usize, progress: Progress<'_>) -> Result<Solved, Error> {
        let (min, max) = self.sizes();
        check_size(n, min, max)?;
        let flat = |pairs: Vec<(u32, u32)>| {
            pairs
                .into_iter()
                .map(|(row, col)| Cell { layer: 0, row, col })
                .collect()
        };
        let by_rows = |cols: Vec<u32>| {
            cols.into_iter()
                .enumerate()
                .map(|(r, c)| (r as u32, c))
                .collect()
        };
        let pieces_of = |count: u64, k: usize| Optimum {
            pieces: if count > 0 { k as u32 } else { 0 },
            ways: count,
        };
        let (optimum, example) = match self {
            Variant::Torus => (
                pieces_of(count_toroidal(n)?, n),
                first_toroidal(n)?.map(|cols| Arrangement {
                    pieces: flat(by_rows(cols)),
                    pawn: None,
                }),
            ),
            Variant::Superqueens => (
                pieces_of(count_superqueens_with(n, progress)?, n),
                first_superqueens(n)?.map(|cols| Arrangement {
                    pieces: flat(by_rows(cols)),
                    pawn: None,
                }),
            ),
            Variant::Pawn => {
                let first = first_with_pawn(n)?;
                (
                    pieces_of(count_with_pawn(n)?, n + 1),
                    first.map(|((pr, pc), queens)| Arrangement {
                        pieces: flat(queens),
                        pawn: Some(Cell {
                            layer: 0,
                            row: pr,
                            col: pc,
                        }),
                    }),
                )
            }
            Variant::Domination => (
                dominate(n)?,
                Some(Arrangement {
                    pieces: flat(first_dominating(n)?),
                    pawn: None,
                }),
            ),
            Variant::Cube => (
                most_in_cube(n)?,
                Some(Arrangement {
                    pieces: first_in_cube(n)?
                        .into_iter()
                        .map(|(layer, row, col)| Cell { layer, row, col })
                        .collect(),
                    pawn: None,
                }),
            ),
            Variant::Most(piece) => (
                most_with(n, piece, progress)?,
                Some(Arrangement {
                    pieces: flat(most_example(n, piece)?),
                    pawn: None,
                }),
            ),
        };
        let solved = Solved {
            variant: self,
            n,
            optimum,
            example,
        };
        match solved.flaw() {
            None => Ok(solved),
            // The flaw itself is for the tests (`flaw()`); the visitor is told which.
            Some(_) => Err(Error::Solver(SolverFailure::BrokenExample {
                variant: self.id().to_string(),
                n,
            })),
        }
    }
}

/// A placement of the most pieces, by construction (kings every other square, knights
/// on one colour, rooks on the diagonal, bishops on two edges), or by search for queens.
fn most_example(n: usize, piece: Piece) -> Result<Vec<(u32, u32)>, Error> {
    let n32 = n as u32;
    let all = (0..n32).flat_map(|r| (0..n32).map(move |c| (r, c)));
    Ok(match piece {
        Piece::Rook => (0..n32).map(|i| (i, i)).collect(),
        Piece::Bishop if n == 1 => vec![(0, 0)],
        Piece::Bishop => (0..n32)
            .map(|c| (0, c))
            .chain((1..n32 - 1).map(|c| (n32 - 1, c)))
            .collect(),
        Piece::King => all.filter(|&(r, c)| r % 2 == 0 && c % 2 == 0).collect(),
        Piece::Knight if n <= 2 => all.collect(),
        Piece::Knight => all.filter(|&(r, c)| (r + c) % 2 == 0).collect(),
        Piece::Queen | Piece::Superqueen => match n {
            1 => vec![(0, 0)],
            2 => vec![(0, 0)],
            3 => vec![(0, 0), (1, 2)],
            _ if piece == Piece::Queen => crate::construct::construct(n)?
                .into_iter()
                .enumerate()
                .map(|(c, r)| (r, c as u32))
                .collect(),
            _ => first_superqueens(n)?
                .map(|cols| {
                    cols.into_iter()
                        .enumerate()
                        .map(|(r, c)| (r as u32, c))
                        .collect()
                })
                .unwrap_or_default(),
        },
    })
}

impl Arrangement {
    /// Pieces without a pawn.
    pub fn of(pieces: Vec<Cell>) -> Arrangement {
        Arrangement { pieces, pawn: None }
    }
}

impl Solved {
    /// The pawn, for the pawn variant: where the example stands it.
    pub fn pawn(&self) -> Option<Cell> {
        self.example.as_ref().and_then(|e| e.pawn)
    }

    /// The board with no piece on it yet: where play and the walk start (the pawn stands).
    pub fn empty_board(&self) -> Arrangement {
        Arrangement {
            pieces: Vec::new(),
            pawn: self.pawn(),
        }
    }

    /// Every cell of the board, layer by layer (one layer on a flat board).
    pub fn cells(&self) -> impl Iterator<Item = Cell> {
        let n = self.n as u32;
        let layers = if self.variant == Variant::Cube { n } else { 1 };
        (0..layers).flat_map(move |layer| {
            (0..n).flat_map(move |row| (0..n).map(move |col| Cell { layer, row, col }))
        })
    }
}

#[cfg(test)]
mod tests;
