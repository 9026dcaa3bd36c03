//! /solve in English.

use super::{Labels, SolveWords};
use crate::i18n::en::collisions_count;
use crate::i18n::en::English;
use crate::i18n::format_ms;
use crate::i18n::group;
use crate::i18n::Phrases;
use crate::protocol::Modelled;
use crate::solve::address::AddressProblem;
use crate::solver::call_stack::Frame;
use nqueens_core::search::Algorithm;
use nqueens_core::search::Population;
use nqueens_core::search::Recursion;
use nqueens_core::search::SearchFigures;

/// English.
pub struct En;

const LABELS: Labels = Labels {
    solve_title: "Watch the solver",
    stack_title: "Call stack: a frame per queen placed, and the call running on top",
    stack_empty: "queens(1, ∅, ∅, ∅): no queen placed yet",
    frontier_title: "Frontier: the node just taken from it",
    frontier_empty: "open ← { the empty board }",
    conflicts_title: "Diagonal conflicts of each queen (the last move marked)",
    population_title: "The population",
    first_only: "Stop at the first solution",
    cover_title: "The cover matrix: a row per square chosen (dashed: the one tried), a column per line; each rank and file must be covered once, each diagonal at most once",
    cover_groups: ["ranks", "files", "diagonals r+c", "diagonals r−c"],
    verified: "Verified: no two queens attack each other.",
    gave_up: "The iteration cap was reached with conflicts left: try another seed.",
    models_title: "The paper's two models",
    models_intro: "The university paper, Spading & Itaim (2005), states the problem twice. Model 1 is a 0/1 integer program that any MILP solver takes; the authors wrote it in AMPL and solved it with lp_solve. Model 2 is the one the searches above use.",
    model1_title: "Model 1: one 0/1 variable per square",
    model2_title: "Model 2: one integer per file",
    model_binary: "xᵢⱼ is 1 when a queen stands on rank i, file j",
    model_rows: "exactly one queen in each rank",
    model_columns: "exactly one queen in each file",
    model_diagonals: "at most one on each / diagonal",
    model_antidiagonals: "at most one on each \\ diagonal",
    model2_values: "xⱼ is the rank of the queen on file j (the paper counts by rank; this site goes file by file, as its searches do)",
    model2_different: "all different: one queen per rank",
    model2_diagonals: "no two queens on a diagonal",
    model2_note: "Model 2 is not linear (≠ and absolute values), so solvers take Model 1; backtracking tries Model 2's values one file at a time.",
    model_files: "Model 1 as a file",
    model_solve: "Solve with MILP",
};

impl SolveWords for En {
    fn labels(&self) -> &'static Labels {
        &LABELS
    }

    fn stack_frame(&self, recursion: Recursion, frame: &Frame) -> String {
        let square = super::frame_square(frame);
        let call = match recursion {
            Recursion::Ordered => format!(
                "place({}); taken before: columns {}, rows {}",
                frame.k,
                super::set_text(&frame.columns),
                super::set_text(&frame.rows)
            ),
            Recursion::DancingLinks => format!("search({})", frame.k),
            Recursion::Bitmask => {
                let m = frame.masks();
                let bits = |mask| crate::solver::call_stack::bits(mask, frame.n);
                format!(
                    "count({}, rows {}, left {}, right {})",
                    frame.k,
                    bits(m.rows),
                    bits(m.left),
                    bits(m.right)
                )
            }
            Recursion::Permutations => super::frame_call("solve", frame),
            Recursion::Sets => super::frame_call("queens", frame),
        };
        if frame.running {
            let free = match recursion {
                Recursion::Bitmask => format!(
                    ", free {}",
                    crate::solver::call_stack::bits(frame.masks().free, frame.n)
                ),
                Recursion::Sets
                | Recursion::Permutations
                | Recursion::DancingLinks
                | Recursion::Ordered => String::new(),
            };
            return match frame.row {
                _ if frame.k > frame.n => format!("{call}: running, k > n: a solution"),
                0 => format!("{call}: running{free}"),
                row => format!("{call}: running{free}, tries row {row}"),
            };
        }
        match recursion {
            Recursion::Ordered => format!("{call} → {square}"),
            Recursion::DancingLinks => {
                format!(
                "{call} → row {square} of the matrix: covers rank {}, file {}, diagonals {} and {}",
                frame.row,
                nqueens_core::square::file_name(square.col),
                frame.row + frame.col,
                (frame.row as i64 - frame.col as i64).to_string().replace('-', "−")
            )
            }
            Recursion::Sets | Recursion::Permutations | Recursion::Bitmask => {
                format!("{call} → row {}", frame.row)
            }
        }
    }

    fn population_summary(&self, p: &Population) -> String {
        let (fewest, most) = (p.collisions.first(), p.collisions.last());
        format!(
            "Generation {}: {} genomes, from {} to {}. The fittest {} in full, best first; below, every genome's collisions, fewest first.",
            group(u64::from(p.generation)),
            p.collisions.len(),
            collisions_count(fewest.copied().unwrap_or(0)),
            collisions_count(most.copied().unwrap_or(0)),
            p.fittest.len(),
        )
    }

    fn genome(&self, rank: usize, collisions: u64) -> String {
        format!("No. {rank}: {}", collisions_count(collisions))
    }

    fn conflict_bar(&self, col: u32, conflicts: usize) -> String {
        let file = nqueens_core::square::file_name(col);
        match conflicts {
            1 => format!("the queen of file {file}: 1 conflict"),
            c => format!("the queen of file {file}: {c} conflicts"),
        }
    }

    fn search_figures(&self, f: &SearchFigures) -> String {
        let (w, first) = (&f.whole, &f.to_first);
        let solutions = match w.solutions {
            1 => "1 solution".to_string(),
            s => format!("{} solutions", group(s)),
        };
        match f.algorithm {
            Algorithm::BranchBoundDepthFirst | Algorithm::BranchBoundBreadthFirst => format!(
                "n = {}: {} nodes expanded, a frontier of at most {}, {solutions}; the first after {} nodes expanded, at step {}.",
                f.n, group(w.expanded), group(w.frontier_peak), group(first.expanded), group(first.steps)
            ),
            Algorithm::BruteForce => format!(
                "n = {}: {} permutations checked, {solutions}; the first after {} checked, at step {}.",
                f.n, group(w.tried), group(first.tried), group(first.steps)
            ),
            Algorithm::Backtracking
            | Algorithm::Permutations
            | Algorithm::Bitmask
            | Algorithm::DancingLinks
            | Algorithm::MinConflicts
            | Algorithm::SosicGu
            | Algorithm::SwapSearch
            | Algorithm::Construct
            | Algorithm::Heuristic
            | Algorithm::Restarts
            | Algorithm::Annealing
            | Algorithm::Genetic => format!(
                "n = {}: {} squares tried, {} queens placed, {solutions}; the first solution after {} squares tried, at step {}.",
                f.n, group(w.tried), group(w.placed), group(first.tried), group(first.steps)
            ),
        }
    }

    fn bad_address(&self, problem: &AddressProblem) -> String {
        match problem {
            AddressProblem::Algorithm(given) => format!(
                "The address names no algorithm “{given}”: showing backtracking. The choices are {}.",
                Algorithm::ALL.map(Algorithm::id).join(", ")
            ),
            AddressProblem::Size { given, min, max } => English.bad_size(given, *min, *max),
            AddressProblem::Goal(given) => {
                format!("“{given}” is not a goal: use all or first. Showing the whole search.")
            }
            AddressProblem::Seed(given) => {
                format!("“{given}” is not a seed (a whole number): using seed 1.")
            }
            AddressProblem::Step(given) => {
                format!("“{given}” is not a step number: starting from the beginning.")
            }
        }
    }

    fn model_size(&self, n: usize, variables: usize, constraints: usize) -> String {
        format!(
            "Model 1 for the {n}×{n} board: {} variables, {} constraints.",
            group(variables as u64),
            group(constraints as u64)
        )
    }

    fn model_solving(&self, n: usize) -> String {
        format!("The MILP solver (microlp) is solving Model 1 for n = {n} in a worker…")
    }

    fn model_result(&self, m: &Modelled) -> String {
        let (nodes, pivots) = (group(m.run.nodes), group(m.run.pivots));
        let time = format_ms(m.ms);
        match m.run.solution {
            Some(p) => format!("Solved in {time}: {}, after {nodes} branch-and-bound nodes and {pivots} simplex pivots. Checked: no queen attacks another.", p.to_code()),
            None if m.run.infeasible => format!("The solver proved in {time} that the {0}×{0} board has no solution.", m.n),
            None => format!("The solver gave up after {nodes} branch-and-bound nodes ({time}) without a placement."),
        }
    }
}
