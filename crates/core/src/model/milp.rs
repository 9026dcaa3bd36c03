//! Model 1 solved by a real MILP solver: microlp, pure Rust, so the same code runs in
//! the CLI and in a browser worker. Used directly rather than through good_lp because
//! good_lp does not report the branch-and-bound nodes, which is the figure worth showing.

use super::Model;
use crate::error::{Error, SolverFailure};
use crate::Placement;
use microlp::{ComparisonOp, OptimizationDirection, Problem, SolveOptions};

/// Branch-and-bound nodes the solver may take before it gives up (about a minute
/// natively; MILP slows down quickly past n = 30).
pub const DEFAULT_NODE_LIMIT: u64 = 20_000;

/// What one solve found.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MilpRun {
    /// The placement (a checked solution), or `None` when the node limit came first
    /// (or n is 2 or 3).
    pub solution: Option<Placement>,
    /// Branch-and-bound nodes whose relaxation was solved (0: the first LP was integral).
    pub nodes: u64,
    /// Simplex pivots over the whole solve.
    pub pivots: u64,
    /// The solver proved there is no placement (n = 2, 3).
    pub infeasible: bool,
}

/// Solves the model with at most `node_limit` branch-and-bound nodes. The solution is
/// read from the variables equal to 1 and checked as a placement before it is returned.
pub fn solve(model: &Model, node_limit: u64) -> Result<MilpRun, Error> {
    let mut problem = Problem::new(OptimizationDirection::Maximize);
    let vars: Vec<_> = model
        .squares()
        .map(|sq| (sq, problem.add_binary_var(1.0)))
        .collect();
    let n = model.n();
    let var_of = |sq: crate::Square| vars[sq.row as usize * n + sq.col as usize].1;
    for c in model.constraints() {
        let op = match c.sense {
            super::Sense::Equal => ComparisonOp::Eq,
            super::Sense::AtMost => ComparisonOp::Le,
        };
        problem.add_constraint(c.squares.iter().map(|&sq| (var_of(sq), 1.0)), op, 1.0);
    }
    let mut options = SolveOptions::default();
    options.node_limit = Some(node_limit);
    let outcome = match problem.solve_with(options) {
        Ok(outcome) => outcome,
        Err(microlp::Error::Infeasible) => {
            return Ok(MilpRun {
                solution: None,
                nodes: 0,
                pivots: 0,
                infeasible: true,
            })
        }
        Err(other) => {
            return Err(Error::Solver(SolverFailure::Stopped {
                detail: other.to_string(),
            }))
        }
    };
    let stats = outcome.stats();
    let solution = match outcome.solution() {
        None => None,
        Some(found) => {
            let mut placement = Placement::empty(n)?;
            for &(sq, var) in &vars {
                if found.var_value(var) > 0.5 {
                    placement.place(sq);
                }
            }
            // A solver's answer is checked, never trusted: a wrong one is an error.
            if !placement.is_solution() {
                return Err(Error::Solver(SolverFailure::NotASolution {
                    answer: placement.to_code(),
                }));
            }
            Some(placement)
        }
    };
    Ok(MilpRun {
        solution,
        nodes: stats.nodes_solved,
        pivots: stats.lp_iterations,
        infeasible: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::construct::verify;

    #[test]
    fn the_solver_places_n_queens_for_n_from_4_to_12() {
        for n in [1, 4, 5, 6, 7, 8, 9, 10, 11, 12] {
            let run = solve(&Model::new(n).unwrap(), DEFAULT_NODE_LIMIT).unwrap();
            let solution = run.solution.unwrap_or_else(|| panic!("n = {n}: {run:?}"));
            let rows: Vec<u32> = solution.rows().flatten().collect();
            assert_eq!(verify(&rows), Ok(()), "n = {n}");
        }
    }

    #[test]
    fn the_solver_proves_2_and_3_have_no_placement() {
        for n in [2, 3] {
            let run = solve(&Model::new(n).unwrap(), DEFAULT_NODE_LIMIT).unwrap();
            assert!(run.infeasible && run.solution.is_none(), "n = {n}");
        }
    }

    #[test]
    fn a_node_limit_of_zero_stops_before_branching() {
        // The root relaxation of 8×8 is fractional, so no node means no answer yet.
        let run = solve(&Model::new(8).unwrap(), 0).unwrap();
        assert!(run.nodes == 0 && !run.infeasible);
    }
}
