//! `puzzle` and `complete`: the play page's puzzles with one answer, on the command
//! line. A puzzle prints as a placement with 0 for the empty columns, the form
//! `complete` reads back, so `nqueens puzzle 8 --seed 3 | nqueens complete 8` shows its
//! one answer.

use crate::Failure;
use nqueens_core::completion::{for_each, MAX_COUNT_COMPLETIONS_N};
use nqueens_core::error::check_size;
use nqueens_core::puzzle::{Level, Puzzle, PuzzleId};
use nqueens_core::Placement;
use std::io::{Read, Write};

/// `puzzle`: prints the puzzle, and with `stats` its id and effort on stderr.
pub fn run_puzzle(
    n: Option<usize>,
    level: Level,
    seed: u64,
    date: Option<&str>,
    stats: bool,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let p = puzzle(n, level, seed, date)?;
    writeln!(out, "{}", p.clues.to_code())?;
    if stats {
        let e = p.effort;
        eprintln!(
            "id: {}\nn: {}\nlevel: {}\nclues: {}\nlast safe squares: {}\nruled out: {}\ntried: {}",
            p.id,
            p.n(),
            p.level().id(),
            p.clues.len(),
            e.last_safe,
            e.ruled_out,
            e.tried
        );
    }
    Ok(())
}

/// `complete`: the completions of the placement read from stdin.
pub fn run_complete(n: usize, out: &mut dyn Write) -> Result<(), Failure> {
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| Failure::Refused(format!("cannot read stdin: {e}")))?;
    complete(&Placement::parse(&input, n)?, out)?;
    Ok(())
}

/// The puzzle an id names, or the one of the size, level and seed given.
fn puzzle(
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
            return Err(Failure::Refused(
                "give a size or --date, not both (the date sets the size)".into(),
            ))
        }
        (None, None) => {
            return Err(Failure::Refused(
                "give a board size (6 to 14) or --date YYYY-MM-DD".into(),
            ))
        }
    };
    Ok(Puzzle::new(id)?)
}

/// Prints the number of completions of `placement`, then each, one per line.
fn complete(placement: &Placement, out: &mut dyn Write) -> Result<(), Failure> {
    check_size(placement.n(), 1, MAX_COUNT_COMPLETIONS_N)?;
    let mut count = 0u64;
    for_each(placement, &mut |_| {
        count += 1;
        true
    });
    writeln!(out, "{count}")?;
    let mut failed = None;
    for_each(placement, &mut |s| match writeln!(out, "{}", s.to_code()) {
        Ok(()) => true,
        Err(e) => {
            failed = Some(e);
            false
        }
    });
    failed.map_or(Ok(()), |e| Err(Failure::Output(e)))
}
