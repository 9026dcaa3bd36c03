//! Model 1 in lp_solve's own LP format (the `lp_solve` program reads this, and not the
//! CPLEX format, unless built with an extra library Debian does not ship).

use super::{header, sum, Model};

/// The model as an lp_solve LP file: `max:` objective, named constraints ending in `;`,
/// and a `bin` declaration.
pub(super) fn lp_solve(model: &Model) -> String {
    let n = model.n();
    let mut out: String = header(model)
        .iter()
        .map(|l| format!("/* {l} */\n"))
        .collect();
    out += &format!("max: {};\n", sum(model.squares(), "  "));
    for c in model.constraints() {
        let op = c.sense.symbol();
        out += &format!("{}: {} {op} 1;\n", c.line.name(n), sum(c.squares, "  "));
    }
    let names: Vec<String> = model.squares().map(super::variable).collect();
    let lines: Vec<String> = names.chunks(8).map(|c| c.join(", ")).collect();
    out + &format!("bin {};\n", lines.join(",\n  "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_4_by_4_file_reads_as_lp_solve_lp() {
        let text = lp_solve(&Model::new(4).unwrap());
        assert!(text.starts_with("/* N-Queens, Model 1"));
        assert!(text.contains("\nmax: x_1_1 + x_1_2"));
        assert!(text.contains("\nrow_4: x_4_1 + x_4_2 + x_4_3 + x_4_4 = 1;\n"));
        assert!(text.contains("\nantidiagonal_3: x_1_2 + x_2_1 <= 1;\n"));
        assert!(text.ends_with("x_4_3, x_4_4;\n"));
    }
}
