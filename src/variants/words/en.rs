//! /variants in English.

use super::cell_name;
use super::{Labels, VariantsWords};
use crate::i18n::cell_list;
use crate::i18n::en::{piece_plural, piece_singular};
use crate::i18n::group;
use nqueens_core::variants::Cell;
use nqueens_core::variants::Judged;
use nqueens_core::variants::Solved;
use nqueens_core::variants::Variant;
use nqueens_core::variants::VariantClass;
use nqueens_core::variants::Walk;
use nqueens_core::variants::WalkStep;
use nqueens_core::variants::MAX_WALK_STEPS;
use nqueens_core::Square;

/// English.
pub struct En;

const LABELS: Labels = Labels {
    move_pawn: "Move the pawn",
    move_pawn_active: "Choose a square for the pawn",
    variants_title: "The family of the eight queens",
    variants_intro: "The problems around the eight queens: a board whose edges wrap around, other pieces, the fewest queens that watch every square, queens in a cube, and a pawn that blocks lines. Each is solved in a worker: the figure, and one placement checked against the rules.",
    variants_queens: "A cousin with regions instead of diagonals, played daily by millions: Queens",
    variant_label: "Problem",
    variant_mode: "Example or play",
    variant_show_example: "Show an example",
    variant_watch: "Watch the search",
};

impl VariantsWords for En {
    fn labels(&self) -> &'static Labels {
        &LABELS
    }

    fn bad_variant(&self, id: &str) -> String {
        format!("There is no problem called “{id}” here; showing the toroidal board instead.")
    }

    fn variant_rule(&self, v: Variant) -> String {
        match v {
            Variant::Torus => "Pólya's torus: rows, columns and both diagonals wrap around the edges, so a line leaving one side comes back on the other. n queens, none attacked; solutions exist exactly when n shares no factor with 6.".into(),
            Variant::Superqueens => "A superqueen moves as a queen and also leaps like a knight. n superqueens on the n×n board, none attacked: none fit below 10×10.".into(),
            Variant::Most(p) => format!("As many {} as fit on the n×n board with none attacked, and the number of placements that hold that many.", piece_plural(p)),
            Variant::Domination => "The fewest queens that attack or occupy every square of the board, and the number of such sets.".into(),
            Variant::Cube => "The n×n×n cube: a queen moves along any of the 13 line directions through a cell (rows, columns, pillars, and the face and space diagonals). As many queens as fit, none attacked, drawn as n layers side by side.".into(),
            Variant::Pawn => "n + 1 queens and one pawn on the n×n board: the pawn blocks the lines through it, so two queens may share a row or a column if the pawn stands between them. None fit below 6×6.".into(),
        }
    }

    fn variant_result(&self, s: &Solved) -> String {
        let (k, ways, n) = (s.optimum.pieces, group(s.optimum.ways), s.n);
        let way = |w: u64| if w == 1 { "way" } else { "ways" };
        let w = way(s.optimum.ways);
        match s.variant {
            Variant::Torus if s.optimum.ways == 0 => format!("The {n}×{n} torus has no solution: {n} is divisible by {}.", if n % 2 == 0 { 2 } else { 3 }),
            Variant::Torus => format!("{n} queens fit on the {n}×{n} torus, none attacked, in {ways} {w}."),
            Variant::Superqueens if s.optimum.ways == 0 => format!("{n} superqueens do not fit on the {n}×{n} board (none do below 10×10)."),
            Variant::Superqueens => format!("{n} superqueens fit on the {n}×{n} board in {ways} {w}."),
            Variant::Most(p) => format!("At most {k} {} fit on the {n}×{n} board, none attacked, in {ways} {w}.", if k == 1 { piece_singular(p) } else { piece_plural(p) }),
            Variant::Domination => format!("{k} {} the fewest that attack or occupy every square of the {n}×{n} board, in {ways} {w}.", if k == 1 { "queen is" } else { "queens are" }),
            Variant::Cube => format!("At most {k} {} fit in the {n}×{n}×{n} cube, none attacked, in {ways} {w}.", if k == 1 { "queen" } else { "queens" }),
            Variant::Pawn if s.optimum.ways == 0 => format!("{} queens and a pawn do not fit on the {n}×{n} board (none do below 6×6).", n + 1),
            Variant::Pawn => format!("{} queens and a pawn fit on the {n}×{n} board in {ways} {w}: the pawn blocks the lines through it.", n + 1),
        }
    }

    fn variant_play_status(&self, s: &Solved, placed: usize, judged: &Judged) -> String {
        let piece = s.variant.piece();
        let kind = if placed == 1 {
            piece_singular(piece)
        } else {
            piece_plural(piece)
        };
        let best = s.optimum.pieces;
        match s.variant {
            Variant::Domination => format!(
                "{placed} {kind} {} {} of {} squares; the fewest that cover all is {best}",
                if placed == 1 { "covers" } else { "cover" },
                judged.covered,
                judged.cells
            ),
            _ if s.optimum.ways == 0 => {
                format!("{placed} {kind} placed; no full placement exists for this n")
            }
            _ => format!(
                "{placed} {kind} placed, {} attacked; the most possible is {best}",
                judged.conflicts.len()
            ),
        }
    }

    fn torus_wrap(&self, a: Square, b: Square) -> String {
        format!("{a} and {b} attack each other round the edge: on the torus, a line that leaves one side comes back on the other.")
    }

    fn variant_verdict(&self, s: &Solved) -> String {
        let (k, kind, ways) = (
            s.optimum.pieces,
            piece_plural(s.variant.piece()),
            group(s.optimum.ways),
        );
        let only = s.optimum.ways == 1;
        match s.variant {
            Variant::Domination if only => {
                format!("Optimal! {k} queens cover every square: the only such set.")
            }
            Variant::Domination => {
                format!("Optimal! {k} queens cover every square: one of {ways} such sets.")
            }
            _ if only => format!("Optimal! {k} {kind}, none attacked: the only such placement."),
            _ => format!("Optimal! {k} {kind}, none attacked: one of {ways} such placements."),
        }
    }

    fn walk_step(&self, s: &Solved, step: &WalkStep) -> String {
        let piece = piece_singular(s.variant.piece());
        let at = |c: Cell| cell_name(s, c, "layer");
        match *step {
            WalkStep::Place(c) => format!("Nothing attacks {}: place a {piece} there.", at(c)),
            WalkStep::Reject { cell, by } => format!(
                "{} is attacked by the {piece} on {}: try the next cell.",
                at(cell),
                at(by)
            ),
            WalkStep::Uncovered { left } => format!(
                "{} queens stand, but {left} squares are still uncovered: move the last one on.",
                s.optimum.pieces
            ),
            WalkStep::Remove(c) => format!(
                "Too few cells are left to reach {} after {}: take it off and go on.",
                s.optimum.pieces,
                at(c)
            ),
            WalkStep::Found => "Found: an optimal placement.".into(),
        }
    }

    fn walk_position(&self, k: usize, walk: &Walk) -> String {
        let total = walk.steps.len();
        let end = if walk.found {
            ", the last one finds an optimal placement".to_string()
        } else if total == MAX_WALK_STEPS {
            ": the walk stops there, cell by cell this search is long (the figure above comes from a faster method)".to_string()
        } else {
            ": no placement exists".to_string()
        };
        format!("Step {} of {}{end}.", group(k as u64), group(total as u64))
    }

    fn variant_class(&self, s: &Solved, class: &VariantClass) -> String {
        let symmetries = s.variant.symmetry_count(s.n);
        let kept = symmetries / class.size.max(1);
        let about = match (class.size, kept) {
            (1, _) => format!("It is alone in its symmetry class: all {symmetries} symmetries of the board keep it."),
            (k, 1) => format!("Its symmetry class holds {k} placements: the board has {symmetries} symmetries, and only the identity keeps it."),
            (k, kept) => format!("Its symmetry class holds {k} placements: the board has {symmetries} symmetries, and {kept} of them keep it."),
        };
        format!(
            "{about} The class is named by its smallest member: {}.",
            cell_list(s, &class.canonical.pieces)
        )
    }
}
