//! `check` and `uva750`: what is read from stdin, judged.

use crate::text_io::read_placement;
use crate::Failure;
use std::io::{Read, Write};

/// `check`: "valid", or the first reason the placement is not a solution (exit 1).
pub fn check(out: &mut dyn Write) -> Result<(), Failure> {
    let placement = read_placement()?;
    let attacks = placement.attacks();
    if placement.len() < placement.n() {
        return Err(Failure::NotASolution(format!(
            "{} of {} queens placed",
            placement.len(),
            placement.n()
        )));
    }
    if let Some(a) = attacks.first() {
        return Err(Failure::NotASolution(format!(
            "{} attacks {}",
            a.from, a.to
        )));
    }
    writeln!(out, "valid")?;
    Ok(())
}

/// `uva750`: the contest's answer to the datasets on stdin.
pub fn uva750(out: &mut dyn Write) -> Result<(), Failure> {
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| Failure::Refused(format!("cannot read stdin: {e}")))?;
    write!(out, "{}", nqueens_core::uva750::solve(&input)?)?;
    Ok(())
}
