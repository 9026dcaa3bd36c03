//! Everything /gallery says, English and Spanish side by side in `words/en.rs` and
//! `words/es.rs`: one trait, so a phrase missing in either language is a compile error,
//! and a translator finds every string of the room in one folder.

mod en;
mod es;

use crate::i18n::Lang;
use nqueens_core::variants::Solved;
use nqueens_core::Symmetry;

/// The words of /gallery.
pub trait GalleryWords {
    /// The fixed words of the room.
    fn labels(&self) -> &'static Labels;
    /// A page of a long list: "Page 3 of 75: classes 49–72 of 1,787".
    fn page_of(&self, page: usize, pages: usize, first: usize, last: usize, total: usize)
        -> String;
    /// "8 variants".
    fn variants(&self, count: usize) -> String;
    /// What leaves a solution unchanged (`fixed`, the identity included), and so why
    /// its class has 8, 4, 2 or 1 variants.
    fn unchanged_by(&self, fixed: &[Symmetry]) -> String;
    /// "Torus: 10 placements in 1 class under the board's 200 symmetries."
    fn family_classes(&self, s: &Solved, classes: usize) -> String;
    /// "8 placements in its class".
    fn class_size(&self, size: usize) -> String;
}

/// The fixed words of /gallery, one value per language: a language that lacks one does
/// not compile.
#[derive(Debug)]
pub struct Labels {
    pub family_title: &'static str,
    pub family_intro: &'static str,
    pub family_pick: &'static str,
    /// A list's pages.
    pub previous_page: &'static str,
    /// The names of the gallery's two pagers, landmarks that must be told apart.
    pub pager_above: &'static str,
    pub pager_below: &'static str,
    pub next_page: &'static str,
    pub gallery_title: &'static str,
    pub gallery_intro: &'static str,
    pub show_variants: &'static str,
    pub show_all: &'static str,
    pub hide_all: &'static str,
    pub open_in_play: &'static str,
    pub gallery_numbering: &'static str,
    pub symmetric: &'static str,
    pub no_three_in_line: &'static str,
}

/// The words in `lang`.
pub fn words(lang: Lang) -> &'static dyn GalleryWords {
    match lang {
        Lang::En => &en::En,
        Lang::Es => &es::Es,
    }
}

#[cfg(test)]
mod tests;
