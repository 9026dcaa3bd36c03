//! Model 1 in AMPL, as the paper's authors wrote it: one algebraic model for every n,
//! with n a parameter. It keeps to the part of AMPL that GNU MathProg shares, so
//! `glpsol --math` solves the same file.

use super::{header, Model};

/// The model as an AMPL `.mod` file with `n` defaulting to the model's size.
pub(super) fn ampl(model: &Model) -> String {
    let n = model.n();
    let mut out: String = header(model).iter().map(|l| format!("# {l}\n")).collect();
    out += &format!(
        "\
param n integer > 0 default {n};
var x {{i in 1..n, j in 1..n}} binary;
maximize queens: sum {{i in 1..n, j in 1..n}} x[i,j];
subject to row {{i in 1..n}}: sum {{j in 1..n}} x[i,j] = 1;
subject to column {{j in 1..n}}: sum {{i in 1..n}} x[i,j] = 1;
# \"/\" diagonals: i - j = k; \"\\\" diagonals: i + j = k. One-square diagonals are left out.
subject to diagonal {{k in 2-n..n-2}}:
  sum {{i in 1..n, j in 1..n: i - j = k}} x[i,j] <= 1;
subject to antidiagonal {{k in 3..2*n-1}}:
  sum {{i in 1..n, j in 1..n: i + j = k}} x[i,j] <= 1;
solve;
printf {{i in 1..n, j in 1..n: x[i,j] > 0.5}} \"queen on rank %d, file %d\\n\", i, j;
end;
"
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_model_is_the_same_text_for_every_n_but_the_default() {
        let eight = ampl(&Model::new(8).unwrap());
        let twelve = ampl(&Model::new(12).unwrap());
        assert!(eight.contains("param n integer > 0 default 8;"));
        assert_eq!(
            eight.replace("default 8", "").replace("8x8", ""),
            twelve.replace("default 12", "").replace("12x12", "")
        );
        assert!(eight.contains("var x {i in 1..n, j in 1..n} binary;"));
    }
}
