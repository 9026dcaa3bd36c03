//! A placement judged by a variant's rules, pairwise and from the rules alone: what a
//! player sees while building one, and the independent check of every example.

use super::{Arrangement, Cell, Solved, Variant};
use crate::variants::Piece;

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

impl Solved {
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
    pub(in crate::variants) fn attacks(&self, a: &Cell, b: &Cell, pawn: Option<Cell>) -> bool {
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
