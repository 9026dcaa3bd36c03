//! Model 1 in the CPLEX LP format, which CPLEX, Gurobi, HiGHS, SCIP and GLPK
//! (`glpsol --lp`) read. lp_solve reads its own dialect instead ([`super::lp_solve`]).

use super::{header, sum, Model};

/// The model as a CPLEX LP file. The objective (the number of queens) is n at every
/// feasible point: the model is a feasibility problem, and a solver stops at the first
/// placement it finds.
pub(super) fn cplex_lp(model: &Model) -> String {
    let n = model.n();
    let mut out: String = header(model).iter().map(|l| format!("\\ {l}\n")).collect();
    out += "Maximize\n";
    out += &format!(" queens: {}\n", sum(model.squares(), "   "));
    out += "Subject To\n";
    for c in model.constraints() {
        let op = c.sense.symbol();
        out += &format!(" {}: {} {op} 1\n", c.line.name(n), sum(c.squares, "   "));
    }
    out += "Binary\n";
    for sq in model.squares() {
        out += &format!(" {}\n", super::variable(sq));
    }
    out + "End\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_4_by_4_file_reads_as_cplex_lp() {
        let text = cplex_lp(&Model::new(4).unwrap());
        assert!(text.starts_with("\\ N-Queens, Model 1"));
        assert!(text.contains("Maximize\n queens: x_1_1 + x_1_2"));
        assert!(text.contains(" row_1: x_1_1 + x_1_2 + x_1_3 + x_1_4 = 1\n"));
        assert!(text.contains(" column_2: x_1_2 + x_2_2 + x_3_2 + x_4_2 = 1\n"));
        // i − j = 0: the long "/" diagonal, named 0 + n.
        assert!(text.contains(" diagonal_4: x_1_1 + x_2_2 + x_3_3 + x_4_4 <= 1\n"));
        assert!(text.contains(" antidiagonal_5: x_1_4 + x_2_3 + x_3_2 + x_4_1 <= 1\n"));
        assert!(text.ends_with(" x_4_4\nEnd\n"));
        assert!(text.lines().all(|l| l.len() <= 255), "CPLEX's line limit");
    }
}
