//! The search animated for any variant: backtracking over the cells in order (layer,
//! rank, file), one piece at a time, as the solver page animates the n queens.
//!
//! A cell some piece attacks is refused, naming the attacker. When too few cells (or,
//! for pieces that sweep their rank, too few ranks) are left to reach the optimum, the
//! last piece comes off and the search goes on from the cell after it. Domination places
//! any cell and checks the cover once the optimum's number of queens stands. The walk
//! stops at the first optimal placement, or after [`MAX_WALK_STEPS`] steps: a search
//! over cells can take very long (32 knights), and an animation needs only its start.

use super::{Arrangement, Cell, Piece, Solved, Variant};

/// The most steps a walk is animated for.
pub const MAX_WALK_STEPS: usize = 5_000;

/// One step of the walk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum WalkStep {
    /// A piece goes on this cell.
    Place(Cell),
    /// This cell is refused: the piece on `by` attacks it.
    Reject {
        /// The cell refused.
        cell: Cell,
        /// The piece that attacks it.
        by: Cell,
    },
    /// The optimum's number of queens stands, but `left` cells are still uncovered
    /// (domination).
    Uncovered {
        /// Cells neither attacked nor occupied.
        left: usize,
    },
    /// The last piece comes off: the optimum cannot be reached after it.
    Remove(Cell),
    /// The pieces on the board are an optimal placement.
    Found,
}

/// A walk: its steps, and whether it reached an optimal placement.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Walk {
    /// The steps, in order.
    pub steps: Vec<WalkStep>,
    /// The walk ended at an optimal placement (else it was cut at the limit, or no
    /// placement exists).
    pub found: bool,
}

impl Arrangement {
    /// The placement after one more step of a walk: a piece put on or taken off.
    pub fn apply(&mut self, step: &WalkStep) {
        match *step {
            WalkStep::Place(c) => self.pieces.push(c),
            WalkStep::Remove(c) => self.pieces.retain(|p| *p != c),
            WalkStep::Reject { .. } | WalkStep::Uncovered { .. } | WalkStep::Found => {}
        }
    }
}

impl Solved {
    /// The backtracking walk towards the first optimal placement (see the module).
    pub fn walk(&self) -> Walk {
        let cells: Vec<Cell> = self.cells().collect();
        let target = self.optimum.pieces as usize;
        let pawn = self.pawn();
        let dominate = self.variant == Variant::Domination;
        // Pieces that sweep their rank hold at most one per rank (the pawn can split one).
        let one_per_rank = self.variant != Variant::Pawn
            && matches!(
                self.variant.piece(),
                Piece::Queen | Piece::Rook | Piece::Superqueen
            );
        let mut placed: Vec<usize> = Vec::new();
        let mut steps = Vec::new();
        let mut next = 0;
        let mut checked = false;
        if self.optimum.ways == 0 || target == 0 {
            return Walk {
                steps,
                found: false,
            };
        }
        while steps.len() < MAX_WALK_STEPS {
            let pieces: Vec<Cell> = placed.iter().map(|&i| cells[i]).collect();
            if pieces.len() == target {
                let placement = Arrangement {
                    pieces: pieces.clone(),
                    pawn,
                };
                let judged = self.judge(&placement);
                if judged.optimal {
                    steps.push(WalkStep::Found);
                    return Walk { steps, found: true };
                }
                if dominate && !checked {
                    checked = true;
                    steps.push(WalkStep::Uncovered {
                        left: judged.cells - judged.covered,
                    });
                    continue;
                }
            }
            let room = if one_per_rank {
                let line = |c: &Cell| (c.layer, c.row);
                let mut lines: Vec<(u32, u32)> =
                    cells[next.min(cells.len())..].iter().map(line).collect();
                lines.dedup();
                lines.retain(|l| !pieces.iter().any(|p| line(p) == *l));
                lines.len()
            } else {
                cells.len().saturating_sub(next)
            };
            if pieces.len() < target && next < cells.len() && pieces.len() + room >= target {
                let cell = cells[next];
                next += 1;
                if Some(cell) == pawn {
                    continue;
                }
                let attacker = (!dominate)
                    .then(|| {
                        pieces
                            .iter()
                            .find(|p| self.attacks(p, &cell, pawn))
                            .copied()
                    })
                    .flatten();
                match attacker {
                    Some(by) => steps.push(WalkStep::Reject { cell, by }),
                    None => {
                        placed.push(next - 1);
                        checked = false;
                        steps.push(WalkStep::Place(cell));
                    }
                }
            } else {
                let Some(last) = placed.pop() else {
                    return Walk {
                        steps,
                        found: false,
                    };
                };
                next = last + 1;
                steps.push(WalkStep::Remove(cells[last]));
            }
        }
        Walk {
            steps,
            found: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn walks_reach_an_optimal_placement_where_the_optimum_is_near() {
        for (variant, n) in [
            (Variant::Torus, 5),
            (Variant::Torus, 7),
            (Variant::Most(Piece::Queen), 8),
            (Variant::Most(Piece::Rook), 6),
            (Variant::Most(Piece::King), 6),
            (Variant::Most(Piece::Bishop), 5),
            (Variant::Domination, 4),
            (Variant::Cube, 3),
            (Variant::Pawn, 6),
        ] {
            let solved = variant.solve(n).unwrap();
            let walk = solved.walk();
            assert!(walk.found, "{variant:?} {n}: {} steps", walk.steps.len());
            assert_eq!(walk.steps.last(), Some(&WalkStep::Found));
            let mut end = solved.empty_board();
            walk.steps.iter().for_each(|step| end.apply(step));
            assert!(solved.judge(&end).optimal, "{variant:?} {n}");
        }
    }

    #[test]
    fn every_step_is_true_on_the_board_it_is_taken_on() {
        for (variant, n) in [
            (Variant::Torus, 7),
            (Variant::Most(Piece::Knight), 6),
            (Variant::Domination, 5),
        ] {
            let solved = variant.solve(n).unwrap();
            let walk = solved.walk();
            let mut before = solved.empty_board();
            for (k, step) in walk.steps.iter().enumerate() {
                match *step {
                    WalkStep::Place(c) => {
                        assert!(!before.pieces.contains(&c));
                        if variant != Variant::Domination {
                            assert!(
                                solved.judge(&before).attacked.iter().all(|a| *a != c),
                                "{variant:?} step {k}"
                            );
                        }
                    }
                    WalkStep::Reject { cell, by } => {
                        assert!(before.pieces.contains(&by));
                        assert!(solved.attacks(&by, &cell, before.pawn));
                    }
                    WalkStep::Remove(c) => assert_eq!(before.pieces.last(), Some(&c)),
                    WalkStep::Uncovered { left } => {
                        let j = solved.judge(&before);
                        assert_eq!(j.cells - j.covered, left);
                    }
                    WalkStep::Found => assert!(solved.judge(&before).optimal),
                }
                before.apply(step);
            }
        }
    }

    #[test]
    fn a_long_search_is_cut_at_the_limit() {
        let knights = Variant::Most(Piece::Knight).solve(8).unwrap().walk();
        assert!(!knights.found);
        assert_eq!(knights.steps.len(), MAX_WALK_STEPS);
        assert!(
            Variant::Torus.solve(6).unwrap().walk().steps.is_empty(),
            "no toroidal 6×6"
        );
    }
}
