//! The 8 symmetries of the square board (the dihedral group D4).
//!
//! Each element is written as "swap the coordinates or not, then flip the rows or not,
//! then flip the columns or not"; those three bits compose by plain arithmetic, so the
//! group laws hold by construction and are still checked by property tests.

use crate::Square;
use std::fmt;

/// An element of D4 acting on the squares of an n×n board (rotations are clockwise).
///
/// ```
/// use nqueens_core::{Placement, Solution, Symmetry};
/// let s = Solution::try_from(Placement::parse("2413", 4)?)?;
/// // Mirrored left to right, 2413 becomes 3142: the other solution of 4×4.
/// assert_eq!(s.transform(Symmetry::ReflectVertical).to_string(), "\
/// ..Q.
/// Q...
/// ...Q
/// .Q..
/// ");
/// // A quarter turn leaves it as it is: its orbit has 2 members.
/// assert_eq!(s.transform(Symmetry::Rotate90), s);
/// # Ok::<(), nqueens_core::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Symmetry {
    /// Leaves every square where it is.
    Identity,
    /// A quarter turn clockwise.
    Rotate90,
    /// A half turn.
    Rotate180,
    /// Three quarter turns clockwise.
    Rotate270,
    /// Mirror in the vertical axis (left and right files swap).
    ReflectVertical,
    /// Mirror in the horizontal axis (top and bottom ranks swap).
    ReflectHorizontal,
    /// Mirror in the a1–h8 diagonal.
    ReflectDiagonal,
    /// Mirror in the a8–h1 diagonal.
    ReflectAntiDiagonal,
}

const SWAP: u8 = 1;
const FLIP_ROW: u8 = 2;
const FLIP_COL: u8 = 4;

impl Symmetry {
    /// All eight, identity first, then the rotations, then the reflections.
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
        Symmetry::ReflectVertical,
        Symmetry::ReflectHorizontal,
        Symmetry::ReflectDiagonal,
        Symmetry::ReflectAntiDiagonal,
    ];

    const fn bits(self) -> u8 {
        match self {
            Symmetry::Identity => 0,
            Symmetry::Rotate90 => SWAP | FLIP_ROW,
            Symmetry::Rotate180 => FLIP_ROW | FLIP_COL,
            Symmetry::Rotate270 => SWAP | FLIP_COL,
            Symmetry::ReflectVertical => FLIP_COL,
            Symmetry::ReflectHorizontal => FLIP_ROW,
            Symmetry::ReflectDiagonal => SWAP,
            Symmetry::ReflectAntiDiagonal => SWAP | FLIP_ROW | FLIP_COL,
        }
    }

    const fn from_bits(bits: u8) -> Symmetry {
        match bits & 7 {
            0 => Symmetry::Identity,
            3 => Symmetry::Rotate90,
            6 => Symmetry::Rotate180,
            5 => Symmetry::Rotate270,
            4 => Symmetry::ReflectVertical,
            2 => Symmetry::ReflectHorizontal,
            1 => Symmetry::ReflectDiagonal,
            _ => Symmetry::ReflectAntiDiagonal,
        }
    }

    /// The image of `sq` on an n×n board.
    pub const fn apply(self, sq: Square, n: u32) -> Square {
        let m = n - 1;
        let b = self.bits();
        let (mut row, mut col) = if b & SWAP != 0 {
            (sq.col, sq.row)
        } else {
            (sq.row, sq.col)
        };
        if b & FLIP_ROW != 0 {
            row = m - row;
        }
        if b & FLIP_COL != 0 {
            col = m - col;
        }
        Square { row, col }
    }

    /// `self ∘ other`: first `other`, then `self`.
    pub const fn compose(self, other: Symmetry) -> Symmetry {
        let (a, b) = (self.bits(), other.bits());
        // Moving other's flips past self's swap exchanges which axis they flip.
        let b_flips = if a & SWAP != 0 {
            ((b & FLIP_ROW) << 1) | ((b & FLIP_COL) >> 1)
        } else {
            b & (FLIP_ROW | FLIP_COL)
        };
        Symmetry::from_bits(((a ^ b) & SWAP) | ((a ^ b_flips) & (FLIP_ROW | FLIP_COL)))
    }

    /// The element that undoes this one.
    pub const fn inverse(self) -> Symmetry {
        match self {
            Symmetry::Rotate90 => Symmetry::Rotate270,
            Symmetry::Rotate270 => Symmetry::Rotate90,
            other => other,
        }
    }

    /// Whether this is a rotation (the identity counts as the rotation by 0°).
    pub const fn is_rotation(self) -> bool {
        matches!(
            self,
            Symmetry::Identity | Symmetry::Rotate90 | Symmetry::Rotate180 | Symmetry::Rotate270
        )
    }

    /// A stable identifier for URLs and `data-symmetry` attributes.
    pub const fn id(self) -> &'static str {
        match self {
            Symmetry::Identity => "identity",
            Symmetry::Rotate90 => "rot90",
            Symmetry::Rotate180 => "rot180",
            Symmetry::Rotate270 => "rot270",
            Symmetry::ReflectVertical => "reflect-vertical",
            Symmetry::ReflectHorizontal => "reflect-horizontal",
            Symmetry::ReflectDiagonal => "reflect-diagonal",
            Symmetry::ReflectAntiDiagonal => "reflect-antidiagonal",
        }
    }

    /// Reads an [`id`](Self::id) back.
    pub fn from_id(id: &str) -> Option<Symmetry> {
        Symmetry::ALL.into_iter().find(|g| g.id() == id)
    }
}

impl Symmetry {
    /// The English name ("rotation by 90°"), for the command line and the English UI.
    pub const fn name(self) -> &'static str {
        match self {
            Symmetry::Identity => "identity",
            Symmetry::Rotate90 => "rotation by 90°",
            Symmetry::Rotate180 => "rotation by 180°",
            Symmetry::Rotate270 => "rotation by 270°",
            Symmetry::ReflectVertical => "reflection in the vertical axis",
            Symmetry::ReflectHorizontal => "reflection in the horizontal axis",
            Symmetry::ReflectDiagonal => "reflection in the main diagonal",
            Symmetry::ReflectAntiDiagonal => "reflection in the anti-diagonal",
        }
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotation_by_90_is_clockwise() {
        // a8 (top-left) goes to h8 (top-right) on 8×8.
        let a8 = Square::new(7, 0);
        assert_eq!(Symmetry::Rotate90.apply(a8, 8), Square::new(7, 7));
    }

    #[test]
    fn compose_matches_applying_twice() {
        let sq = Square::new(0, 1);
        for a in Symmetry::ALL {
            for b in Symmetry::ALL {
                let twice = a.apply(b.apply(sq, 5), 5);
                assert_eq!(a.compose(b).apply(sq, 5), twice, "{a:?} ∘ {b:?}");
            }
        }
    }

    #[test]
    fn ids_round_trip() {
        for g in Symmetry::ALL {
            assert_eq!(Symmetry::from_id(g.id()), Some(g));
        }
    }
}
