//! `count --torus / --piece / --pawns`, `max` and `dominate`: which of the core's
//! [`Variant`]s a combination of flags names, and a one-line refusal for those that
//! name none. Every figure comes from [`Variant::solve`], which also checks an example.

use crate::Failure;
use nqueens_core::variants::{Piece, Variant};
use std::io::Write;

/// `count --torus / --piece / --pawns`: the variant's count. Those count on one thread,
/// so the flags of the queens' count are refused with them.
pub fn count(
    n: usize,
    (torus, piece, pawns): (bool, Piece, u32),
    queens_only: bool,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    if queens_only {
        return Err(Failure::Refused(
            "--torus, --piece and --pawns count on one thread, without --fundamental, --jobs, --checkpoint or --shard".into(),
        ));
    }
    let solved = counted(torus, piece, pawns)?.solve(n)?;
    writeln!(out, "{}", solved.optimum.ways)?;
    Ok(())
}

/// `max` (`dim` 3: queens in the cube) and `dominate`: the optimum and its ways.
pub fn optimum(variant: Variant, n: usize, out: &mut dyn Write) -> Result<(), Failure> {
    let best = variant.solve(n)?.optimum;
    writeln!(out, "{}\n{}", best.pieces, best.ways)?;
    Ok(())
}

/// The variant `count` is asked for: exactly one of the torus, superqueens, or a pawn.
fn counted(torus: bool, piece: Piece, pawns: u32) -> Result<Variant, Failure> {
    let refuse = |what: &str| Err(Failure::Refused(what.to_string()));
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
        (3, other) => Err(Failure::Refused(format!(
            "--dim 3 supports queens only, not {}s",
            other.id()
        ))),
        _ => Ok(Variant::Most(piece)),
    }
}
