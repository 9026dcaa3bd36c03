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

/// A placement judged by a variant's rules: what a player sees while building one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Judged {
    /// Empty cells some piece attacks.
    pub attacked: Vec<Cell>,
    /// Pieces another piece attacks.
    pub conflicts: Vec<Cell>,
    /// Cells attacked or occupied (what domination counts).
    pub covered: usize,
    /// Cells of the board (n², or n³ for the cube).
    pub cells: usize,
    /// The placement reaches the optimum: as many pieces as the most (or as few as the
    /// fewest), none attacked (or every cell covered).
    pub optimal: bool,
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

    /// Judges a placement by the rules: the attacked cells, the pieces in conflict, the
    /// cells covered, and whether it is optimal. The pawn is the placement's own (a
    /// player may move it); a piece on the pawn is in conflict.
    pub fn judge(&self, placement: &Arrangement) -> Judged {
        let (pieces, pawn) = (&placement.pieces[..], placement.pawn);
        let hits = |a: &Cell, b: &Cell| a != b && self.attacks(a, b, pawn);
        let attacked: Vec<Cell> = self
            .cells()
            .filter(|c| Some(*c) != pawn && !pieces.contains(c))
            .filter(|c| pieces.iter().any(|p| hits(p, c)))
            .collect();
        let conflicts: Vec<Cell> = pieces
            .iter()
            .copied()
            .filter(|c| Some(*c) == pawn || pieces.iter().any(|p| hits(p, c)))
            .collect();
        let cells = self.cells().count();
        let covered = attacked.len() + pieces.len();
        let enough = self.optimum.ways > 0 && pieces.len() == self.optimum.pieces as usize;
        let optimal = enough
            && match self.variant {
                Variant::Domination => covered == cells,
                _ => conflicts.is_empty(),
            };
        Judged {
            attacked,
            conflicts,
            covered,
            cells,
            optimal,
        }
    }

    /// What is wrong with the example, checked from the rules alone: `None` when it
    /// holds the optimum's number of distinct pieces, on the board, and [`Self::judge`]
    /// finds it optimal.
    pub fn flaw(&self) -> Option<String> {
        let Some(example) = &self.example else {
            return (self.optimum.ways > 0).then(|| "no example for a count above 0".to_string());
        };
        let pieces = &example.pieces;
        let mut distinct = pieces.clone();
        distinct.sort();
        distinct.dedup();
        if distinct.len() != pieces.len() {
            return Some("two pieces on one cell".into());
        }
        if !pieces.iter().all(|c| self.cells().any(|b| b == *c))
            || example.pawn.is_some_and(|p| pieces.contains(&p))
        {
            return Some("a piece off the board or on the pawn".into());
        }
        let judged = self.judge(example);
        match judged.conflicts.first() {
            _ if judged.optimal => None,
            Some(c) => Some(format!("{c:?} is attacked")),
            None if judged.covered < judged.cells => Some(format!(
                "{} of {} cells covered",
                judged.covered, judged.cells
            )),
            None => Some(format!(
                "{} pieces for an optimum of {}",
                pieces.len(),
                self.optimum.pieces
            )),
        }
    }

    /// Whether the pieces on `a` and `b` attack each other under this variant's rules.
    pub(super) fn attacks(&self, a: &Cell, b: &Cell, pawn: Option<Cell>) -> bool {
        let n = self.n as i32;
        let d = |x: u32, y: u32| y as i32 - x as i32;
        let (dl, dr, dc) = (d(a.layer, b.layer), d(a.row, b.row), d(a.col, b.col));
        match self.variant {
            Variant::Torus => {
                dr == 0 || dc == 0 || (dr - dc).rem_euclid(n) == 0 || (dr + dc).rem_euclid(n) == 0
            }
            Variant::Cube => {
                let steps = [dl.abs(), dr.abs(), dc.abs()];
                let step = steps.iter().copied().max().unwrap_or(0);
                steps.iter().all(|&x| x == 0 || x == step)
            }
            Variant::Pawn => {
                let Some(p) = pawn.filter(|_| Piece::Queen.attacks(dr, dc)) else {
                    return Piece::Queen.attacks(dr, dc);
                };
                // On the line from a to b, strictly between them?
                let steps = dr.abs().max(dc.abs());
                let (sr, sc) = (dr.signum(), dc.signum());
                !(1..steps).any(|k| {
                    a.row as i32 + k * sr == p.row as i32 && a.col as i32 + k * sc == p.col as i32
                })
            }
            _ => self.variant.piece().attacks(dr, dc),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_solves_its_default_size_with_a_checked_example() {
        for v in Variant::ALL {
            assert_eq!(Variant::from_id(v.id()), Some(v));
            let solved = v.solve(v.default_size()).unwrap();
            assert!(solved.optimum.ways > 0, "{v:?}");
            assert_eq!(solved.flaw(), None, "{v:?}");
        }
    }

    #[test]
    fn every_size_of_every_variant_has_a_checked_example() {
        for v in Variant::ALL {
            let (min, max) = v.sizes();
            for n in min..=max.min(10) {
                let solved = v.solve(n).unwrap_or_else(|e| panic!("{v:?} n = {n}: {e}"));
                assert_eq!(solved.flaw(), None, "{v:?} n = {n}");
            }
        }
    }

    #[test]
    fn a_placement_is_judged_as_a_player_builds_it() {
        let kings = Variant::Most(Piece::King).solve(3).unwrap();
        let at = |row, col| Cell { layer: 0, row, col };
        // One king in the middle attacks the other eight squares.
        let one = kings.judge(&Arrangement::of(vec![at(1, 1)]));
        assert_eq!(
            (one.attacked.len(), one.conflicts.len(), one.optimal),
            (8, 0, false)
        );
        let clash = kings.judge(&Arrangement::of(vec![at(0, 0), at(0, 1)]));
        assert_eq!(clash.conflicts, vec![at(0, 0), at(0, 1)]);
        let corners = kings.judge(&Arrangement::of(vec![
            at(0, 0),
            at(0, 2),
            at(2, 0),
            at(2, 2),
        ]));
        assert!(corners.optimal, "{corners:?}");
        let dominated = Variant::Domination.solve(3).unwrap();
        assert!(dominated.judge(&Arrangement::of(vec![at(1, 1)])).optimal);
        assert!(!dominated.judge(&Arrangement::of(vec![at(0, 0)])).optimal);
    }

    #[test]
    fn long_counts_report_their_progress() {
        for (variant, n, parts) in [
            (Variant::Most(Piece::Bishop), 8, 15),
            (Variant::Superqueens, 11, 6),
            (Variant::Most(Piece::Superqueen), 10, 5),
        ] {
            let mut seen = Vec::new();
            let solved = variant
                .solve_with(n, &mut |done, total| seen.push((done, total)))
                .unwrap();
            assert_eq!(solved, variant.solve(n).unwrap());
            let expected: Vec<(u64, u64)> = (1..=parts).map(|d| (d, parts)).collect();
            assert_eq!(seen, expected, "{variant:?} {n}");
        }
    }

    #[test]
    fn the_pawn_is_the_placements_own() {
        let solved = Variant::Pawn.solve(8).unwrap();
        let example = solved.example.clone().unwrap();
        assert!(solved.judge(&example).optimal);
        // Moved to the opposite square, it no longer stands between the queens it
        // separated: they attack each other.
        let pawn = example.pawn.unwrap();
        let moved = Arrangement {
            pawn: Some(Cell {
                layer: 0,
                row: 7 - pawn.row,
                col: 7 - pawn.col,
            }),
            ..example.clone()
        };
        let judged = solved.judge(&moved);
        assert!(
            !judged.optimal && !judged.conflicts.is_empty(),
            "{judged:?}"
        );
        // A piece on the pawn's square is in conflict.
        let on_pawn = Arrangement {
            pieces: vec![pawn],
            pawn: Some(pawn),
        };
        assert_eq!(solved.judge(&on_pawn).conflicts, vec![pawn]);
    }

    #[test]
    fn a_wrong_example_is_caught() {
        let mut solved = Variant::Torus.solve(5).unwrap();
        if let Some(e) = &mut solved.example {
            e.pieces[1].col = (e.pieces[0].col + 1) % 5;
            e.pieces[1].row = e.pieces[0].row + 1;
        }
        assert!(solved.flaw().is_some());
    }
}
