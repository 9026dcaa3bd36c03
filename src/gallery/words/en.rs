//! /gallery in English.

use super::{GalleryWords, Labels};
use crate::i18n::en::English;
use crate::i18n::group;
use crate::i18n::Phrases;
use nqueens_core::variants::Solved;
use nqueens_core::Symmetry;

/// English.
pub struct En;

const LABELS: Labels = Labels {
    family_title: "The family, up to symmetry",
    family_intro: "Some problems of the family have few best placements: here they are, sorted into classes. Two placements share a class when a symmetry of the board turns one into the other: the square's 8 rotations and reflections, on the torus also every shift (its lines wrap around).",
    family_pick: "Problem",
    previous_page: "Previous page",
    pager_above: "Pages of classes, above the cards",
    pager_below: "Pages of classes, below the cards",
    next_page: "Next page",
    gallery_title: "Gallery of fundamental solutions",
    gallery_intro: "Solutions that differ only by a rotation or a reflection of the board form one class; the gallery shows one of each.",
    show_variants: "Show the variants",
    show_all: "Show the variants of this page's classes",
    hide_all: "Hide the variants",
    open_in_play: "Play it",
    gallery_numbering: "Classes are numbered by their canonical solution, the lexicographically smallest member; each is shown with the symmetries that leave it unchanged.",
    symmetric: "Symmetric",
    no_three_in_line: "No three queens in a straight line",
};

impl GalleryWords for En {
    fn labels(&self) -> &'static Labels {
        &LABELS
    }

    fn page_of(
        &self,
        page: usize,
        pages: usize,
        first: usize,
        last: usize,
        total: usize,
    ) -> String {
        format!(
            "Page {page} of {pages}: classes {first}–{last} of {}",
            group(total as u64)
        )
    }

    fn variants(&self, count: usize) -> String {
        format!("{count} variants")
    }

    fn unchanged_by(&self, fixed: &[Symmetry]) -> String {
        let others: Vec<&str> = fixed
            .iter()
            .filter(|&&g| g != Symmetry::Identity)
            .map(|&g| English.symmetry_name(g))
            .collect();
        let names = match others.as_slice() {
            [] => {
                return "No turn or reflection leaves it unchanged, so its 8 variants all differ."
                    .into()
            }
            [one] => one.to_string(),
            [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
        };
        match 8 / fixed.len().max(1) {
            1 => format!("Unchanged by {names}: it is its own only variant."),
            k => format!("Unchanged by {names}, so it has only {k} different variants."),
        }
    }

    fn family_classes(&self, s: &Solved, classes: usize) -> String {
        let (ways, g) = (group(s.optimum.ways), s.variant.symmetry_count(s.n));
        let classes = if classes == 1 {
            "1 class".to_string()
        } else {
            format!("{classes} classes")
        };
        format!(
            "{}: {ways} placements in {classes} under the board's {g} symmetries.",
            English.variant_name(s.variant)
        )
    }

    fn class_size(&self, size: usize) -> String {
        match size {
            1 => "1 placement: every symmetry keeps it".into(),
            k => format!("{k} placements in its class"),
        }
    }
}
