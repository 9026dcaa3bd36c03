//! The figures a chapter's text quotes, computed by the core when the text is shown.
//!
//! A chapter writes `{solutions:8}` where it means Q(8), and [`fill`] puts the core's
//! number there, grouped as every language groups it. So a figure in a chapter is never
//! typed, a ratio is the ratio of the two numbers it compares, and the quiz can check
//! that the chapter states an answer before it asks for it ([`super::taught`]).

use crate::i18n::numbers::{group, list_with};
use nqueens_core::count::count;
use nqueens_core::enumerate::solutions_through;
use nqueens_core::error::Error;
use nqueens_core::model::Model;
use nqueens_core::published::TOTAL;
use nqueens_core::search::{Algorithm, Goal, Machine, SearchFigures, Setup};
use nqueens_core::variants::{
    count_superqueens, count_toroidal, count_with_pawn, dominate, most, most_in_cube, Piece,
    MAX_PAWN_N,
};
use nqueens_core::Square;
use std::collections::HashMap;

/// A figure a chapter quotes, by its token's name and the board size it is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Figure {
    /// C(n², n): n queens on the n² squares, anyhow.
    AnyPlacements(usize),
    /// nⁿ: one queen per file.
    PerFile(usize),
    /// n!: one queen per file and per rank.
    Permutations(usize),
    /// C(n², n) / nⁿ, rounded: what one queen per file divides the count by.
    PerFileDivides(usize),
    /// nⁿ / n!, rounded: what one queen per rank divides it by again.
    PerRankDivides(usize),
    /// Q(n).
    Solutions(usize),
    /// The fundamental solutions, one per class.
    Fundamentals(usize),
    /// The squares backtracking tries in its whole search.
    Tries(usize),
    /// The squares backtracking tries up to its first solution.
    TriesToFirst(usize),
    /// The nodes of backtracking's tree, the empty board included.
    Nodes(usize),
    /// The nodes with a file still to fill: the ones whose next file is tried.
    InnerNodes(usize),
    /// The partial placements with 1, 2, … n queens, as a list.
    Levels(usize),
    /// The solutions by the rank of file a's queen, from rank 1, as a list.
    ByFirstRank(usize),
    /// Model 1's 0/1 variables.
    Variables(usize),
    /// Model 1's constraints.
    Constraints(usize),
    /// The nodes depth-first branch and bound expands to its first solution.
    ExpandedToFirst(usize),
    /// The ways n queens share the n×n torus.
    Torus(usize),
    /// The solutions for superqueens.
    Superqueens(usize),
    /// n + 1 queens and a pawn that blocks their lines: the placements.
    WithPawn(usize),
    /// The smallest n where n + 1 queens and a pawn fit.
    PawnFrom,
    /// The most pieces of a kind that fit, none attacking another.
    MostPieces(Piece, usize),
    /// The placements that hold that many.
    MostWays(Piece, usize),
    /// The fewest queens that attack or occupy every square.
    Dominating(usize),
    /// The sets of that many that do.
    DominatingWays(usize),
    /// The most queens in the n×n×n cube.
    InCube(usize),
    /// The largest n whose Q(n) is known.
    LargestKnown,
}

impl Figure {
    /// The figure a token names: `solutions:8`, or `largest-known`.
    pub fn parse(token: &str) -> Option<Figure> {
        match token {
            "largest-known" => return Some(Figure::LargestKnown),
            "pawn-from" => return Some(Figure::PawnFrom),
            _ => {}
        }
        let (name, n) = token.split_once(':')?;
        let n: usize = n.parse().ok()?;
        // `most-bishop:8`, `ways-bishop:8`: a piece's optimum, by the piece's id.
        let piece = |prefix: &str| name.strip_prefix(prefix).and_then(Piece::from_id);
        if let Some(piece) = piece("most-") {
            return Some(Figure::MostPieces(piece, n));
        }
        if let Some(piece) = piece("ways-") {
            return Some(Figure::MostWays(piece, n));
        }
        Some(match name {
            "any" => Figure::AnyPlacements(n),
            "per-file" => Figure::PerFile(n),
            "permutations" => Figure::Permutations(n),
            "per-file-divides" => Figure::PerFileDivides(n),
            "per-rank-divides" => Figure::PerRankDivides(n),
            "solutions" => Figure::Solutions(n),
            "fundamentals" => Figure::Fundamentals(n),
            "tries" => Figure::Tries(n),
            "tries-to-first" => Figure::TriesToFirst(n),
            "nodes" => Figure::Nodes(n),
            "inner-nodes" => Figure::InnerNodes(n),
            "levels" => Figure::Levels(n),
            "by-first-rank" => Figure::ByFirstRank(n),
            "variables" => Figure::Variables(n),
            "constraints" => Figure::Constraints(n),
            "expanded-to-first" => Figure::ExpandedToFirst(n),
            "torus" => Figure::Torus(n),
            "superqueens" => Figure::Superqueens(n),
            "with-pawn" => Figure::WithPawn(n),
            "dominating" => Figure::Dominating(n),
            "dominating-ways" => Figure::DominatingWays(n),
            "in-cube" => Figure::InCube(n),
            _ => return None,
        })
    }

    /// The figure's numbers: one, or a list.
    pub fn values(self) -> Result<Vec<u64>, Error> {
        let backtracking = |n| SearchFigures::of(Algorithm::Backtracking, n);
        let one = |v: u64| Ok(vec![v]);
        match self {
            Figure::AnyPlacements(n) => one(any(n)),
            Figure::PerFile(n) => one(per_file(n)),
            Figure::Permutations(n) => one((1..=n as u64).product()),
            Figure::PerFileDivides(n) => one(ratio(any(n), per_file(n))),
            Figure::PerRankDivides(n) => one(ratio(per_file(n), (1..=n as u64).product())),
            Figure::Solutions(n) => one(count(n)?.total),
            Figure::Fundamentals(n) => one(count(n)?.fundamental),
            Figure::Tries(n) => one(backtracking(n)?.whole.tried),
            Figure::TriesToFirst(n) => one(backtracking(n)?.to_first.tried),
            Figure::Nodes(n) => one(backtracking(n)?.whole.placed + 1),
            Figure::InnerNodes(n) => one(backtracking(n)?.whole.tried / n as u64),
            Figure::Levels(n) => levels(n),
            Figure::ByFirstRank(n) => (0..n as u32)
                .map(|rank| Ok(solutions_through(n, Square::new(rank, 0))?.len() as u64))
                .collect(),
            Figure::Variables(n) => one(Model::new(n)?.squares().count() as u64),
            Figure::Constraints(n) => one(Model::new(n)?.constraints().len() as u64),
            Figure::ExpandedToFirst(n) => {
                one(SearchFigures::of(Algorithm::BranchBoundDepthFirst, n)?
                    .to_first
                    .expanded)
            }
            Figure::Torus(n) => one(count_toroidal(n)?),
            Figure::Superqueens(n) => one(count_superqueens(n)?),
            Figure::WithPawn(n) => one(count_with_pawn(n)?),
            Figure::PawnFrom => {
                let mut sizes = 1..=MAX_PAWN_N;
                let from = sizes.find(|&n| count_with_pawn(n).is_ok_and(|ways| ways > 0));
                one(from.unwrap_or_default() as u64)
            }
            Figure::MostPieces(piece, n) => one(u64::from(most(n, piece)?.pieces)),
            Figure::MostWays(piece, n) => one(most(n, piece)?.ways),
            Figure::Dominating(n) => one(u64::from(dominate(n)?.pieces)),
            Figure::DominatingWays(n) => one(dominate(n)?.ways),
            Figure::InCube(n) => one(u64::from(most_in_cube(n)?.pieces)),
            Figure::LargestKnown => one(TOTAL.len() as u64),
        }
    }

    /// A search for a best placement: up to 36 ms natively for 8×8's dominating sets,
    /// more in the browser. A page computes each in a task of its own
    /// ([`fill_known`]), so that no task of the main thread nears 200 ms.
    pub fn is_slow(self) -> bool {
        matches!(
            self,
            Figure::MostPieces(..)
                | Figure::MostWays(..)
                | Figure::Dominating(_)
                | Figure::DominatingWays(_)
        )
    }
}

/// The slow figures computed so far, for [`fill_known`].
pub type Known = HashMap<Figure, Vec<u64>>;

/// C(n², n), exactly.
pub fn any(n: usize) -> u64 {
    let squares = (n * n) as u64;
    (0..n as u64).fold(1, |acc, i| acc * (squares - i) / (i + 1))
}

fn per_file(n: usize) -> u64 {
    (n as u64).pow(n as u32)
}

/// a / b, to the nearest whole number.
fn ratio(a: u64, b: u64) -> u64 {
    (a + b / 2) / b.max(1)
}

/// Backtracking's partial placements with 1, 2, … n queens, counted as it places them.
fn levels(n: usize) -> Result<Vec<u64>, Error> {
    let mut machine = Machine::new(Setup {
        n,
        algorithm: Algorithm::Backtracking,
        goal: Goal::All,
        seed: 1,
    })?;
    let mut levels = vec![0; n];
    let mut placed = 0;
    while machine.step().is_some() {
        let counters = machine.counters();
        if counters.placed > placed {
            placed = counters.placed;
            if let Some(level) = (counters.depth as usize).checked_sub(1) {
                levels[level] += 1;
            }
        }
    }
    Ok(levels)
}

/// `text` with each `{token}` replaced by its figure, a list joined by `and` (", " and
/// the language's word for the last). A token the core cannot compute stays as it is,
/// and a test reads every chapter for one.
pub fn fill(text: &str, and: &str) -> String {
    fill_with(text, and, |figure| figure.values().ok())
}

/// [`fill`], with each slow figure ([`Figure::is_slow`]) taken from `known`, and "…"
/// until it is there.
pub fn fill_known(text: &str, and: &str, known: &Known) -> String {
    fill_with(text, and, |figure| {
        if figure.is_slow() {
            Some(known.get(&figure).cloned().unwrap_or_default())
        } else {
            figure.values().ok()
        }
    })
}

/// The slow figures `text` quotes.
pub fn slow_figures(text: &str) -> Vec<Figure> {
    tokens(text)
        .into_iter()
        .filter_map(Figure::parse)
        .filter(|f| f.is_slow())
        .collect()
}

fn fill_with(text: &str, and: &str, values: impl Fn(Figure) -> Option<Vec<u64>>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            out.push_str(&rest[open..]);
            return out;
        };
        let token = &after[..close];
        match Figure::parse(token).map(&values) {
            Some(Some(values)) if values.is_empty() => out.push('…'),
            Some(Some(values)) => out.push_str(&list(&values, and)),
            _ => out.push_str(&rest[open..open + close + 2]),
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

/// "4, 8 and 16".
fn list(values: &[u64], and: &str) -> String {
    let words: Vec<String> = values.iter().map(|&v| group(v)).collect();
    list_with(&words, and)
}

/// The tokens of `text`, as written.
pub fn tokens(text: &str) -> Vec<&str> {
    text.split('{')
        .skip(1)
        .filter_map(|part| part.split_once('}').map(|(token, _)| token))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_figures_of_the_eight_queens_are_the_cores() {
        let value = |token| fill(&format!("{{{token}}}"), "and");
        assert_eq!(value("any:8"), group(4_426_165_368));
        assert_eq!(value("per-file:8"), group(16_777_216));
        assert_eq!(value("permutations:8"), group(40_320));
        // Hundreds, not thousands: 4 426 165 368 / 16 777 216 and 16 777 216 / 40 320.
        assert_eq!(value("per-file-divides:8"), "264");
        assert_eq!(value("per-rank-divides:8"), "416");
        assert_eq!(value("tries:8"), group(15_720));
        assert_eq!(value("tries-to-first:8"), "876");
        assert_eq!(value("nodes:8"), group(2_057));
        assert_eq!(value("inner-nodes:8"), group(1_965));
        assert_eq!(value("levels:8"), "8, 42, 140, 344, 568, 550, 312 and 92");
        assert_eq!(value("by-first-rank:8"), "4, 8, 16, 18, 18, 16, 8 and 4");
        assert_eq!(value("largest-known"), "27");
        assert_eq!(value("torus:7"), "28");
        assert_eq!(value("with-pawn:8"), "128");
        assert_eq!(value("pawn-from"), "6");
        assert_eq!(value("most-rook:8"), "8");
        assert_eq!(value("ways-rook:8"), group(40_320));
        assert_eq!(value("most-bishop:8"), "14");
        assert_eq!(value("ways-bishop:8"), "256");
        assert_eq!(value("most-king:8"), "16");
        assert_eq!(value("ways-king:8"), group(281_571));
        assert_eq!(value("most-knight:8"), "32");
        assert_eq!(value("ways-knight:8"), "2");
        assert_eq!(value("dominating:8"), "5");
        assert_eq!(value("dominating-ways:8"), group(4_860));
        assert_eq!(value("in-cube:3"), "4");
    }

    #[test]
    fn a_slow_figure_waits_for_its_task_and_a_quick_one_does_not() {
        let text = "{dominating:8} queens, {solutions:8} solutions";
        assert_eq!(slow_figures(text), [Figure::Dominating(8)]);
        let mut known = Known::new();
        assert_eq!(fill_known(text, "and", &known), "… queens, 92 solutions");
        known.insert(Figure::Dominating(8), vec![5]);
        assert_eq!(fill_known(text, "and", &known), "5 queens, 92 solutions");
    }

    #[test]
    fn a_token_the_core_cannot_compute_stays_as_written() {
        assert_eq!(
            fill("Q(2) is {solutions:x}.", "and"),
            "Q(2) is {solutions:x}."
        );
        assert_eq!(fill("an open { brace", "and"), "an open { brace");
        assert_eq!(
            tokens("a {any:8} and {solutions:8}"),
            ["any:8", "solutions:8"]
        );
    }
}
