//! `construct` and `local`: one solution of a huge board, by the list rule or by
//! Sosič and Gu's queen swaps (QS4), verified by the core's O(n) check before it is printed.

use crate::text_io::print_rows;
use crate::Failure;
use nqueens_core::construct::{construct as build, verify};
use nqueens_core::search::SosicGu;
use std::io::Write;

/// `construct`: the list rule's solution, or with `summary` its timings.
pub fn construct(n: usize, summary: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let start = std::time::Instant::now();
    let rows = build(n)?;
    let built = start.elapsed();
    if let Err(flaw) = verify(&rows) {
        return Err(Failure::Refused(format!(
            "internal error: the rule gave {flaw:?}"
        )));
    }
    let total = start.elapsed();
    if summary {
        writeln!(
            out,
            "n: {n}\nconstruct seconds: {:.4}\nverify seconds: {:.4}\nverified: yes",
            built.as_secs_f64(),
            (total - built).as_secs_f64()
        )?;
    } else {
        print_rows(&rows, out)?;
    }
    Ok(())
}

/// `local`: the queen swaps from `seed`, its figures, or with `print` the rows.
pub fn local(n: usize, seed: u64, print: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let start = std::time::Instant::now();
    // When the (last) greedy start placed its last column: the repairs follow.
    let mut started = start.elapsed();
    let (rows, stats) = SosicGu::new(n, seed)?.solve_with_progress(u32::MAX, &mut |done| {
        if done as usize == n {
            started = start.elapsed();
        }
    });
    let solved = start.elapsed();
    let verified = verify(&rows);
    let total = start.elapsed();
    if print {
        if let Err(flaw) = verified {
            return Err(Failure::Refused(format!(
                "the search ended on a non-solution: {flaw:?}"
            )));
        }
        print_rows(&rows, out)?;
    } else {
        writeln!(
            out,
            "n: {n}\nseed: {}\nrestarts: {}\ninitial collisions: {}\nswaps tried: {}\nswaps done: {}\nsolve seconds: {:.3}\nstart seconds: {:.3}\nrepair seconds: {:.3}\nverify seconds: {:.3}\nverified: {}",
            stats.seed,
            stats.restarts,
            stats.initial_collisions,
            stats.swaps_tried,
            stats.swaps_done,
            solved.as_secs_f64(),
            started.as_secs_f64(),
            (solved - started).as_secs_f64(),
            (total - solved).as_secs_f64(),
            if verified.is_ok() { "yes" } else { "NO" },
        )
        ?;
        if verified.is_err() {
            return Err(Failure::Refused(
                "the solution failed verification".to_string(),
            ));
        }
    }
    Ok(())
}
