//! `model`: the paper's Model 1 written out for a MILP solver, or solved by the core's.

use crate::Failure;
use nqueens_core::model;
use nqueens_core::model::Format;
use std::io::Write;

/// `model`: the model in `format`, or with `solve` its solution (and figures).
pub fn run(
    n: usize,
    format: Format,
    solve: bool,
    node_limit: u64,
    stats: bool,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let m = model::Model::new(n)?;
    if !solve {
        write!(out, "{}", format.write(&m))?;
        return Ok(());
    }
    let run = model::solve(&m, node_limit)?;
    match &run.solution {
        Some(s) => writeln!(out, "{}", s.to_code())?,
        None if run.infeasible => writeln!(out, "no solution")?,
        None => {
            return Err(Failure::Refused(format!(
                "the MILP solver gave up after {} branch-and-bound nodes (raise --node-limit)",
                run.nodes
            )))
        }
    }
    if stats {
        writeln!(out, "nodes: {}\npivots: {}", run.nodes, run.pivots)?;
    }
    Ok(())
}
