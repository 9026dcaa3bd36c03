//! `list`: every solution of n, or every one through a square, in lexicographic order.

use crate::text_io::parse_square;
use crate::Failure;
use nqueens_core::enumerate::{all_solutions, solutions_through, MAX_LIST_N};
use nqueens_core::error::check_size;
use std::io::Write;

/// `list`: one solution per line (`fixed`: through the square ROW,COL).
pub fn run(n: usize, fixed: Option<String>, out: &mut dyn Write) -> Result<(), Failure> {
    check_size(n, 1, MAX_LIST_N)?;
    let solutions = match fixed {
        None => all_solutions(n)?,
        Some(text) => solutions_through(n, parse_square(&text, n)?)?,
    };
    for s in solutions {
        writeln!(out, "{}", s.to_code())?;
    }
    Ok(())
}
