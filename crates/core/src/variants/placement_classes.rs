//! Symmetry classes of a variant's optimal placements: two placements are in one class
//! when a symmetry of the board turns one into the other. The symmetries are the
//! square's 8 (rotations and reflections), the torus's 8n² (those, and every
//! translation, since its lines wrap around), and the cube's 48 (the axes permuted and
//! each reflected). A placement's class is named by its smallest image, its canonical
//! form, as the gallery names the classes of the n queens.

use super::domination::each_dominating;
use super::superqueens::each_superqueens;
use super::torus::each_toroidal;
use super::{Arrangement, Cell, Piece, Variant};
use crate::error::Error;
use std::collections::BTreeMap;
use std::ops::ControlFlow;

/// The most placements listed to sort into classes (the 4,860 dominating sets of 8×8
/// are the largest list offered).
pub const MAX_LISTED: usize = 20_000;

/// One class: its canonical placement and how many placements it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct VariantClass {
    /// The smallest image (pieces sorted by layer, row, column).
    pub canonical: Arrangement,
    /// Placements in the class (its orbit).
    pub size: usize,
}

impl Variant {
    /// The symmetries of the board: 8, 8n² on the torus, 48 for the cube.
    pub fn symmetry_count(self, n: usize) -> usize {
        match self {
            Variant::Torus => 8 * n * n,
            Variant::Cube => 48,
            _ => 8,
        }
    }

    /// Every image of `placement` under the board's symmetries, each with its pieces
    /// sorted (repeats included: one per symmetry).
    pub fn images(self, n: usize, placement: &Arrangement) -> Vec<Arrangement> {
        let last = n as u32 - 1;
        let map = |e: &Arrangement, f: &dyn Fn(Cell) -> Cell| {
            let mut pieces: Vec<Cell> = e.pieces.iter().map(|&c| f(c)).collect();
            pieces.sort_unstable();
            Arrangement {
                pieces,
                pawn: e.pawn.map(f),
            }
        };
        let square = |k: usize, c: Cell| {
            let (r, q) = (c.row, c.col);
            let (row, col) = match k {
                0 => (r, q),
                1 => (q, last - r),
                2 => (last - r, last - q),
                3 => (last - q, r),
                4 => (r, last - q),
                5 => (last - r, q),
                6 => (q, r),
                _ => (last - q, last - r),
            };
            Cell {
                layer: c.layer,
                row,
                col,
            }
        };
        match self {
            Variant::Cube => (0..48)
                .map(|k| {
                    map(placement, &|c: Cell| {
                        let axes = [c.layer, c.row, c.col];
                        const ORDERS: [[usize; 3]; 6] = [
                            [0, 1, 2],
                            [0, 2, 1],
                            [1, 0, 2],
                            [1, 2, 0],
                            [2, 0, 1],
                            [2, 1, 0],
                        ];
                        let order = ORDERS[k / 8];
                        let flip = |i: usize, v: u32| if k & (1 << i) != 0 { last - v } else { v };
                        Cell {
                            layer: flip(0, axes[order[0]]),
                            row: flip(1, axes[order[1]]),
                            col: flip(2, axes[order[2]]),
                        }
                    })
                })
                .collect(),
            Variant::Torus => {
                let n32 = n as u32;
                (0..8 * n * n)
                    .map(|k| {
                        let (g, dr, dc) = (k % 8, (k / 8 % n) as u32, (k / 8 / n) as u32);
                        map(placement, &|c: Cell| {
                            let s = square(g, c);
                            Cell {
                                layer: 0,
                                row: (s.row + dr) % n32,
                                col: (s.col + dc) % n32,
                            }
                        })
                    })
                    .collect()
            }
            _ => (0..8).map(|k| map(placement, &|c| square(k, c))).collect(),
        }
    }

    /// The class of `placement`: its canonical form and the size of its orbit.
    pub fn class_of(self, n: usize, placement: &Arrangement) -> VariantClass {
        let mut images = self.images(n, placement);
        images.sort_unstable();
        images.dedup();
        VariantClass {
            size: images.len(),
            canonical: images.swap_remove(0),
        }
    }

    /// Whether [`Variant::placements`] lists this variant: the torus, superqueens,
    /// queen domination and knights.
    pub fn lists_placements(self) -> bool {
        matches!(
            self,
            Variant::Torus
                | Variant::Superqueens
                | Variant::Domination
                | Variant::Most(Piece::Knight)
        )
    }

    /// Every optimal placement for n, for the variants that list them.
    pub fn placements(self, n: usize) -> Result<Vec<Arrangement>, Error> {
        let mut found = Vec::new();
        let mut too_many = false;
        let flat = |cells: Vec<(u32, u32)>| {
            let mut pieces: Vec<Cell> = cells
                .into_iter()
                .map(|(row, col)| Cell { layer: 0, row, col })
                .collect();
            pieces.sort_unstable();
            Arrangement { pieces, pawn: None }
        };
        let mut keep = |e: Arrangement| {
            if found.len() == MAX_LISTED {
                too_many = true;
                return ControlFlow::Break(());
            }
            found.push(e);
            ControlFlow::Continue(())
        };
        let by_rows = |cols: &[u32]| {
            cols.iter()
                .enumerate()
                .map(|(r, &c)| (r as u32, c))
                .collect()
        };
        match self {
            Variant::Torus => each_toroidal(n, &mut |cols| keep(flat(by_rows(cols))))?,
            Variant::Superqueens => each_superqueens(n, &mut |cols| keep(flat(by_rows(cols))))?,
            Variant::Domination => each_dominating(n, &mut |set| {
                keep(flat(
                    set.iter()
                        .map(|&s| ((s / n) as u32, (s % n) as u32))
                        .collect(),
                ))
            })?,
            Variant::Most(Piece::Knight) => {
                // The most knights sit on the squares of one colour (both colours when n
                // is even); the test checks these lists against the counted ways.
                self.solve(n)?;
                let n32 = n as u32;
                let colour = |parity: u32| {
                    flat(
                        (0..n32)
                            .flat_map(|r| (0..n32).map(move |c| (r, c)))
                            .filter(|(r, c)| (r + c) % 2 == parity)
                            .collect(),
                    )
                };
                match n {
                    1 => {
                        let _ = keep(colour(0));
                    }
                    2 => {
                        let _ = keep(flat(vec![(0, 0), (0, 1), (1, 0), (1, 1)]));
                    }
                    _ if n % 2 == 1 => {
                        let _ = keep(colour(0));
                    }
                    _ => {
                        let _ = keep(colour(0));
                        let _ = keep(colour(1));
                    }
                }
            }
            other => {
                return Err(Error::NotListed {
                    variant: other.id().to_string(),
                })
            }
        }
        if too_many {
            return Err(Error::NotListed {
                variant: self.id().to_string(),
            });
        }
        Ok(found)
    }

    /// The classes of the optimal placements for n, sorted by canonical form.
    pub fn classes(self, n: usize) -> Result<Vec<VariantClass>, Error> {
        let mut classes: BTreeMap<Arrangement, usize> = BTreeMap::new();
        for p in self.placements(n)? {
            *classes.entry(self.class_of(n, &p).canonical).or_default() += 1;
        }
        Ok(classes
            .into_iter()
            .map(|(canonical, size)| VariantClass { canonical, size })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_listed_placements_are_as_many_as_counted_and_all_optimal() {
        for (variant, n) in [
            (Variant::Torus, 5),
            (Variant::Torus, 7),
            (Variant::Torus, 11),
            (Variant::Superqueens, 10),
            (Variant::Superqueens, 11),
            (Variant::Domination, 6),
            (Variant::Domination, 8),
            (Variant::Most(Piece::Knight), 2),
            (Variant::Most(Piece::Knight), 7),
            (Variant::Most(Piece::Knight), 8),
        ] {
            let solved = variant.solve(n).unwrap();
            let all = variant.placements(n).unwrap();
            assert_eq!(all.len() as u64, solved.optimum.ways, "{variant:?} {n}");
            for p in &all {
                assert!(solved.judge(p).optimal, "{variant:?} {n}: {p:?}");
            }
        }
        assert!(matches!(
            Variant::Most(Piece::King).placements(8),
            Err(Error::NotListed { .. })
        ));
    }

    #[test]
    fn the_gallery_classes() {
        let sizes = |v: Variant, n| -> Vec<usize> {
            v.classes(n).unwrap().iter().map(|c| c.size).collect()
        };
        // The linear solutions c = a·r + b fall into one class under the torus's symmetries.
        assert_eq!(sizes(Variant::Torus, 5), [10]);
        assert_eq!(sizes(Variant::Torus, 7), [28]);
        // The two colours of 8×8 are each other's mirror image.
        assert_eq!(sizes(Variant::Most(Piece::Knight), 8), [2]);
        let domination = Variant::Domination.classes(8).unwrap();
        assert_eq!(domination.iter().map(|c| c.size).sum::<usize>(), 4_860);
        assert_eq!(domination.len(), 638, "A002567's 8×8 figure");
    }

    proptest! {
        /// Every symmetry of the torus and of the cube maps an optimal placement to an
        /// optimal placement.
        #[test]
        fn torus_and_cube_symmetries_map_solutions_to_solutions(k in 0usize..10_000, pick in 0usize..100) {
            for (variant, n) in [(Variant::Torus, 5), (Variant::Torus, 7), (Variant::Torus, 11), (Variant::Cube, 3), (Variant::Cube, 4)] {
                let solved = variant.solve(n).unwrap();
                let example = match variant.placements(n) {
                    Ok(all) => all[pick % all.len()].clone(),
                    Err(_) => solved.example.clone().unwrap(),
                };
                let images = variant.images(n, &example);
                prop_assert_eq!(images.len(), variant.symmetry_count(n));
                let image = &images[k % images.len()];
                prop_assert!(solved.judge(image).optimal, "{:?} {}: {:?}", variant, n, image);
            }
        }
    }
}
