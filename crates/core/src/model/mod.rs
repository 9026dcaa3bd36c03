//! The university paper's Model 1 as data: one 0/1 variable per square, every row and
//! every column holding exactly one queen, every diagonal at most one. The paper wrote it
//! in AMPL and solved it with lp_solve; here one description feeds every export (CPLEX
//! LP, lp_solve's own LP dialect, AMPL) and the MILP solver, so they cannot disagree.
//!
//! Model 2 (one integer per column, all different, |x_i − x_j| ≠ |i − j|) is what the
//! backtracking searches implement; it has no linear form to export.
//!
//! The solve page typesets both models in MathML and offers Model 1 for the board's n in
//! each [`Format`]: CPLEX LP, lp_solve's LP (Debian's `lp_solve` reads only its own
//! dialect) and AMPL (which GLPK's `glpsol --math` runs too). The same description feeds
//! microlp ([`solve`]), which solves it in a worker and shows the placement, the
//! branch-and-bound nodes and the time. Every answer a solver gives is checked by the
//! core before it is shown, and the tests solve the exported and the downloaded files
//! with the real `lp_solve` and `glpsol`.
//!
//! **The paper's comparisons** (`make bench-models`; the figures are in
//! docs/benchmarks.md, "The paper's models"):
//! - Branch and bound to the first solution ([`crate::search::branch_bound`]): as in the
//!   paper, depth first wins. It holds one path and its siblings (274 open nodes at
//!   n = 30), while breadth first must hold a whole level of the tree before it reaches
//!   the last column; from n = 15 on that level passes the million open nodes (about
//!   35 MB) the search allows itself, and it stops with a message instead of exhausting
//!   memory.
//! - Model 1 by the MILP solver against plain backtracking: the linear relaxation guides
//!   the solver to a placement in a few dozen nodes, but each node costs simplex pivots
//!   on n² variables, so backtracking, whose nodes cost nanoseconds, is faster up to
//!   n = 12. The relaxation pays off further out (30 queens in 94 nodes, where plain
//!   backtracking needs 56 million); it slows past 32, so the page and `--solve` stop
//!   at [`DEFAULT_NODE_LIMIT`] nodes.

mod ampl;
mod cplex_lp;
mod lp_solve;
mod milp;

pub use milp::{solve, MilpRun, DEFAULT_NODE_LIMIT};

use crate::error::{check_size, Error};
use crate::Square;

/// Largest board the model is built for: 4,096 variables, and a placement holds the
/// solution (the exports themselves have no limit but their size).
pub const MAX_MODEL_N: usize = crate::MAX_BOARD_N;

/// The file formats Model 1 is exported in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// CPLEX LP: CPLEX, Gurobi, HiGHS, SCIP, `glpsol --lp`.
    CplexLp,
    /// lp_solve's own LP dialect: the `lp_solve` program.
    LpSolve,
    /// AMPL, as the paper's authors wrote it (and GNU MathProg: `glpsol --math`).
    Ampl,
}

impl Format {
    /// Every format, in the order offered.
    pub const ALL: [Format; 3] = [Format::CplexLp, Format::LpSolve, Format::Ampl];

    /// The id on the command line (`--format lp`) and in the page's test ids.
    pub fn id(self) -> &'static str {
        match self {
            Format::CplexLp => "lp",
            Format::LpSolve => "lp-solve",
            Format::Ampl => "ampl",
        }
    }

    /// The format of an id.
    pub fn from_id(id: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.id() == id)
    }

    /// The format's usual name.
    pub fn label(self) -> &'static str {
        match self {
            Format::CplexLp => "CPLEX LP",
            Format::LpSolve => "lp_solve LP",
            Format::Ampl => "AMPL",
        }
    }

    /// The file name for the n×n model (both LP dialects end in `.lp`, as the solvers
    /// expect, and are told apart before it).
    pub fn file_name(self, n: usize) -> String {
        match self {
            Format::CplexLp => format!("queens-{n}.lp"),
            Format::LpSolve => format!("queens-{n}.lp_solve.lp"),
            Format::Ampl => format!("queens-{n}.mod"),
        }
    }

    /// The model as a file of this format.
    pub fn write(self, model: &Model) -> String {
        match self {
            Format::CplexLp => cplex_lp::cplex_lp(model),
            Format::LpSolve => lp_solve::lp_solve(model),
            Format::Ampl => ampl::ampl(model),
        }
    }
}

/// Model 1 of the paper for an n×n board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Model {
    n: usize,
}

/// Which way a constraint binds its sum of variables.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sense {
    /// The sum is exactly the right-hand side (rows and columns).
    Equal,
    /// The sum is at most the right-hand side (diagonals).
    AtMost,
}

impl Sense {
    /// The comparison as both LP formats write it.
    pub fn symbol(self) -> &'static str {
        match self {
            Sense::Equal => "=",
            Sense::AtMost => "<=",
        }
    }
}

/// The lines of the board a constraint covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Line {
    /// Rank i (1-based, from the bottom).
    Row(usize),
    /// File j (1-based, from the left).
    Column(usize),
    /// The squares with i − j = k, for k from 2 − n to n − 2 (a "/" diagonal).
    Diagonal(isize),
    /// The squares with i + j = k, for k from 3 to 2n − 1 (a "\" diagonal).
    AntiDiagonal(usize),
}

/// One linear constraint: the sum of the variables of `line` compared with 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Constraint {
    /// The line it covers.
    pub line: Line,
    /// `= 1` or `<= 1`.
    pub sense: Sense,
    /// Its squares, in order.
    pub squares: Vec<Square>,
}

impl Model {
    /// The model of the n×n board, 1 ≤ n ≤ [`MAX_MODEL_N`].
    pub fn new(n: usize) -> Result<Self, Error> {
        check_size(n, 1, MAX_MODEL_N)?;
        Ok(Model { n })
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The variables, one per square, rank by rank.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        let n = self.n as u32;
        (0..n).flat_map(move |row| (0..n).map(move |col| Square::new(row, col)))
    }

    /// Every constraint: the n rows, the n columns, then the diagonals of two squares or
    /// more in each direction (a one-square diagonal can never hold two queens).
    pub fn constraints(&self) -> Vec<Constraint> {
        let n = self.n;
        let line_of = |line: Line, sense: Sense| Constraint {
            line,
            sense,
            squares: self.squares().filter(|&sq| line.contains(sq)).collect(),
        };
        let rows = (1..=n).map(|i| line_of(Line::Row(i), Sense::Equal));
        let columns = (1..=n).map(|j| line_of(Line::Column(j), Sense::Equal));
        let reach = n as isize - 2;
        let diagonals = (-reach..=reach).map(|k| line_of(Line::Diagonal(k), Sense::AtMost));
        let anti = (3..2 * n).map(|k| line_of(Line::AntiDiagonal(k), Sense::AtMost));
        rows.chain(columns).chain(diagonals).chain(anti).collect()
    }
}

impl Line {
    /// Whether the square lies on this line.
    pub fn contains(&self, sq: Square) -> bool {
        let (i, j) = (sq.row as usize + 1, sq.col as usize + 1);
        match *self {
            Line::Row(r) => i == r,
            Line::Column(c) => j == c,
            Line::Diagonal(k) => i as isize - j as isize == k,
            Line::AntiDiagonal(k) => i + j == k,
        }
    }

    /// The constraint's name in the exported files: letters, digits and underscores
    /// only, never starting with a digit or an `e` (CPLEX would read a number).
    pub fn name(&self, n: usize) -> String {
        match *self {
            Line::Row(i) => format!("row_{i}"),
            Line::Column(j) => format!("column_{j}"),
            // Shifted by n so the index is positive: i − j + n runs from 2 to 2n − 2.
            Line::Diagonal(k) => format!("diagonal_{}", k + n as isize),
            Line::AntiDiagonal(k) => format!("antidiagonal_{k}"),
        }
    }
}

/// The variable of a square in every export: `x_i_j`, rank i and file j, 1-based, as
/// the paper writes x_ij.
pub fn variable(sq: Square) -> String {
    format!("x_{}_{}", sq.row + 1, sq.col + 1)
}

/// Reads a variable name back (`x_3_5` → rank 3, file 5), for solvers' reports.
pub fn parse_variable(name: &str) -> Option<Square> {
    let (i, j) = name.strip_prefix("x_")?.split_once('_')?;
    let (i, j): (u32, u32) = (i.parse().ok()?, j.parse().ok()?);
    Some(Square::new(i.checked_sub(1)?, j.checked_sub(1)?))
}

/// `x_1_1 + x_1_2 + …`, eight terms to a line (solvers' readers limit line length),
/// continuation lines indented by `indent`.
fn sum(squares: impl IntoIterator<Item = Square>, indent: &str) -> String {
    let names: Vec<String> = squares.into_iter().map(variable).collect();
    names
        .chunks(8)
        .map(|chunk| chunk.join(" + "))
        .collect::<Vec<_>>()
        .join(&format!("\n{indent}+ "))
}

/// The comment every export opens with, one line per entry of the slice.
fn header(model: &Model) -> [String; 3] {
    let n = model.n;
    [
        format!("N-Queens, Model 1 of the paper, for the {n}x{n} board."),
        "x_i_j = 1 when a queen stands on rank i, file j (1-based, rank 1 at the bottom)."
            .to_string(),
        "One queen in every row and column, at most one on every diagonal.".to_string(),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_8_by_8_model_has_64_variables_and_42_constraints() {
        let model = Model::new(8).unwrap();
        assert_eq!(model.squares().count(), 64);
        let constraints = model.constraints();
        // 8 rows, 8 columns, 13 diagonals of two squares or more each way.
        assert_eq!(constraints.len(), 8 + 8 + 13 + 13);
        assert!(constraints.iter().all(|c| c.squares.len() >= 2));
        let on_diagonals: usize = constraints
            .iter()
            .filter(|c| c.sense == Sense::AtMost)
            .map(|c| c.squares.len())
            .sum();
        assert_eq!(
            on_diagonals,
            2 * (64 - 2),
            "every square but the corners' own"
        );
    }

    #[test]
    fn formats_read_back_from_their_ids() {
        for f in Format::ALL {
            assert_eq!(Format::from_id(f.id()), Some(f));
        }
        assert_eq!(Format::from_id("mps"), None);
        assert_eq!(Format::LpSolve.file_name(8), "queens-8.lp_solve.lp");
    }

    #[test]
    fn names_read_back() {
        for sq in Model::new(12).unwrap().squares() {
            assert_eq!(parse_variable(&variable(sq)), Some(sq));
        }
        assert_eq!(parse_variable("x_0_3"), None);
        assert_eq!(parse_variable("y_1_1"), None);
    }

    #[test]
    fn sizes_outside_the_range_are_refused() {
        assert!(Model::new(0).is_err());
        assert!(Model::new(MAX_MODEL_N + 1).is_err());
    }
}
