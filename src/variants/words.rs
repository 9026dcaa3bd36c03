//! Everything /variants says, English and Spanish side by side in `words/en.rs` and
//! `words/es.rs`: one trait, so a phrase missing in either language is a compile error,
//! and a translator finds every string of the room in one folder.

mod en;
mod es;

use crate::i18n::Lang;
use nqueens_core::variants::Cell;
use nqueens_core::variants::Judged;
use nqueens_core::variants::Solved;
use nqueens_core::variants::Variant;
use nqueens_core::variants::VariantClass;
use nqueens_core::variants::Walk;
use nqueens_core::variants::WalkStep;
use nqueens_core::Square;

/// The words of /variants.
pub trait VariantsWords {
    /// The fixed words of the room.
    fn labels(&self) -> &'static Labels;
    /// An address naming no problem of the family.
    fn bad_variant(&self, id: &str) -> String;
    /// A problem's rule, in a sentence or two.
    fn variant_rule(&self, v: Variant) -> String;
    /// A problem's figure for its n.
    fn variant_result(&self, s: &Solved) -> String;
    /// The live line while a visitor places pieces: placed, attacked, the optimum.
    fn variant_play_status(&self, s: &Solved, placed: usize, judged: &Judged) -> String;
    /// A clash on the torus that wraps round the edge, said in words.
    fn torus_wrap(&self, a: Square, b: Square) -> String;
    /// The verdict when the visitor's placement is optimal.
    fn variant_verdict(&self, s: &Solved) -> String;
    /// The symmetry class of a placement the player found.
    fn variant_class(&self, s: &Solved, class: &VariantClass) -> String;
    /// What one step of a variant's walk does, and why.
    fn walk_step(&self, s: &Solved, step: &WalkStep) -> String;
    /// "Step 12 of 340", and how the walk ends.
    fn walk_position(&self, k: usize, walk: &Walk) -> String;
}

/// The fixed words of /variants, one value per language: a language that lacks one does
/// not compile.
#[derive(Debug)]
pub struct Labels {
    pub move_pawn: &'static str,
    pub move_pawn_active: &'static str,
    pub variants_title: &'static str,
    pub variants_intro: &'static str,
    /// The family page's pointer to /queens, the region puzzle.
    pub variants_queens: &'static str,
    pub variant_label: &'static str,
    pub variant_mode: &'static str,
    pub variant_show_example: &'static str,
    pub variant_watch: &'static str,
}

/// A cell's name: `c2`, or `c2 (layer 3)` in the cube (`layer` is the word).
fn cell_name(s: &Solved, c: Cell, layer: &str) -> String {
    let square = Square::new(c.row, c.col);
    if s.variant == Variant::Cube {
        format!("{square} ({layer} {})", c.layer + 1)
    } else {
        square.to_string()
    }
}

/// The words in `lang`.
pub fn words(lang: Lang) -> &'static dyn VariantsWords {
    match lang {
        Lang::En => &en::En,
        Lang::Es => &es::Es,
    }
}

#[cfg(test)]
mod tests;
