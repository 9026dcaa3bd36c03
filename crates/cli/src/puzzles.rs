//! `puzzle` and `complete`: the play page's puzzles with one answer, on the command
//! line. A puzzle prints as a placement with 0 for the empty columns, the form
//! `complete` reads back, so `nqueens puzzle 8 --seed 3 | nqueens complete 8` shows its
//! one answer.

use crate::Failure;
use nqueens_core::completion::{for_each, MAX_COUNT_COMPLETIONS_N};
use nqueens_core::error::check_size;
use nqueens_core::puzzle::{Level, Puzzle, PuzzleId};
use nqueens_core::Placement;
use std::io::Write;

/// The puzzle an id names, or the one of the size, level and seed given.
pub fn puzzle(
    n: Option<usize>,
    level: Level,
    seed: u64,
    date: Option<&str>,
) -> Result<Puzzle, Failure> {
    let id = match (date, n) {
        (Some(date), None) => date.parse::<PuzzleId>()?,
        (None, Some(n)) => {
            // Refused here rather than by the id so the message names the size.
            check_size(
                n,
                nqueens_core::puzzle::MIN_PUZZLE_N,
                nqueens_core::puzzle::MAX_PUZZLE_N,
            )?;
            PuzzleId::Generated { n, level, seed }
        }
        (Some(_), Some(_)) => {
            return Err(Failure(
                "give a size or --date, not both (the date sets the size)".into(),
                2,
            ))
        }
        (None, None) => {
            return Err(Failure(
                "give a board size (6 to 14) or --date YYYY-MM-DD".into(),
                2,
            ))
        }
    };
    Ok(Puzzle::new(id)?)
}

/// Prints the number of completions of `placement`, then each, one per line.
pub fn complete(placement: &Placement, out: &mut dyn Write) -> Result<(), Failure> {
    check_size(placement.n(), 1, MAX_COUNT_COMPLETIONS_N)?;
    let mut count = 0u64;
    for_each(placement, &mut |_| {
        count += 1;
        true
    });
    let io = |e: std::io::Error| Failure(format!("cannot write the output: {e}"), 2);
    writeln!(out, "{count}").map_err(io)?;
    let mut failed = None;
    for_each(placement, &mut |s| match writeln!(out, "{}", s.to_code()) {
        Ok(()) => true,
        Err(e) => {
            failed = Some(e);
            false
        }
    });
    failed.map_or(Ok(()), |e| Err(io(e)))
}
