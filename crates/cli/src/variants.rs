//! `count --torus / --piece / --pawns`, `max` and `dominate`: which of the core's
//! [`Variant`]s a combination of flags names, and a one-line refusal for those that
//! name none. Every figure comes from [`Variant::solve`], which also checks an example.

use crate::Failure;
use nqueens_core::variants::{Piece, Variant};

/// The variant `count` is asked for: exactly one of the torus, superqueens, or a pawn.
pub fn counted(torus: bool, piece: Piece, pawns: u32) -> Result<Variant, Failure> {
    let refuse = |what: &str| Err(Failure(what.to_string(), 2));
    match (torus, piece, pawns) {
        (true, Piece::Queen, 0) => Ok(Variant::Torus),
        (false, Piece::Superqueen, 0) => Ok(Variant::Superqueens),
        (false, Piece::Queen, 1) => Ok(Variant::Pawn),
        (false, Piece::Queen, _) => refuse("--pawns supports 1 pawn"),
        (false, other, 0) => refuse(&format!(
            "count --piece supports superqueen; for {}s use `nqueens max N --piece {}`",
            other.id(),
            other.id()
        )),
        _ => refuse("count one variant at a time: --torus, --piece superqueen or --pawns 1"),
    }
}

/// The variant `max` is asked for: the most pieces on the square board, or queens in
/// the cube.
pub fn maximised(piece: Piece, dim: u8) -> Result<Variant, Failure> {
    match (dim, piece) {
        (3, Piece::Queen) => Ok(Variant::Cube),
        (3, other) => Err(Failure(
            format!("--dim 3 supports queens only, not {}s", other.id()),
            2,
        )),
        _ => Ok(Variant::Most(piece)),
    }
}
