//! The words of chapter 4's board to try the symmetries on, English and Spanish side by
//! side: one concept's words in one file, rather than more lines in the chapters' long
//! word files. [`LearnWords::symmetry_board`](super::LearnWords::symmetry_board)
//! gives the visitor's, so a missing phrase is still a compile error.

use super::en::En;
use super::es::Es;
use crate::i18n::en::English;
use crate::i18n::es::Spanish;
use crate::i18n::Phrases;
use crate::learn::symmetry_board::Applied;
use nqueens_core::Symmetry;

/// What the board to try the symmetries on says.
pub trait SymmetryBoardPhrases {
    /// The widget's name, for its group.
    fn title(&self) -> &'static str;
    /// The name of the choice of the solution to start from.
    fn starts_label(&self) -> &'static str;
    /// A solution to start from, `index` in the board's list, by its code.
    fn start_name(&self, index: usize, code: &str) -> String;
    /// The name of the group of the eight symmetries' buttons.
    fn symmetries_label(&self) -> &'static str;
    /// A symmetry's button, with its direction: "Quarter turn clockwise".
    fn button(&self, g: Symmetry) -> &'static str;
    /// A symmetry done, opening the line under the board: "Turned a quarter clockwise".
    fn done(&self, g: Symmetry) -> &'static str;
    /// The line before any symmetry: the board's code and what to do.
    fn before(&self, code: &str, canonical: bool) -> String;
    /// The line after one: what was applied, the board's code now, and what it is.
    fn after(&self, applied: &Applied) -> String;
}

impl SymmetryBoardPhrases for En {
    fn title(&self) -> &'static str {
        "A board to try the symmetries on"
    }

    fn starts_label(&self) -> &'static str {
        "The solution to start from"
    }

    fn start_name(&self, index: usize, code: &str) -> String {
        match index {
            0 => format!("{code}, a class of 8"),
            _ => format!("{code}, the class of 4"),
        }
    }

    fn symmetries_label(&self) -> &'static str {
        "The eight symmetries"
    }

    fn button(&self, g: Symmetry) -> &'static str {
        match g {
            Symmetry::Identity => "Leave it (identity)",
            Symmetry::Rotate90 => "Quarter turn clockwise",
            Symmetry::Rotate180 => "Half turn",
            Symmetry::Rotate270 => "Three quarters clockwise",
            Symmetry::ReflectVertical => "Mirror in the vertical axis",
            Symmetry::ReflectHorizontal => "Mirror in the horizontal axis",
            Symmetry::ReflectDiagonal => "Mirror in the diagonal a1–h8",
            Symmetry::ReflectAntiDiagonal => "Mirror in the diagonal a8–h1",
        }
    }

    fn done(&self, g: Symmetry) -> &'static str {
        match g {
            Symmetry::Identity => "Left as it was",
            Symmetry::Rotate90 => "Turned a quarter clockwise",
            Symmetry::Rotate180 => "Turned half way round",
            Symmetry::Rotate270 => "Turned three quarters clockwise",
            Symmetry::ReflectVertical => "Mirrored in the vertical axis",
            Symmetry::ReflectHorizontal => "Mirrored in the horizontal axis",
            Symmetry::ReflectDiagonal => "Mirrored in the diagonal a1–h8",
            Symmetry::ReflectAntiDiagonal => "Mirrored in the diagonal a8–h1",
        }
    }

    fn before(&self, code: &str, canonical: bool) -> String {
        let form = if canonical {
            " It is its class's canonical form, the smallest code of its images."
        } else {
            ""
        };
        format!("The board: {code}.{form} Choose a symmetry to apply to it.")
    }

    fn after(&self, a: &Applied) -> String {
        let mut line = format!("{}: {}.", self.done(a.symmetry), a.code);
        if a.unchanged && a.symmetry != Symmetry::Identity {
            line.push_str(" Unchanged: this solution is its own image.");
        }
        if a.at_start {
            line.push_str(" Back at the start.");
        }
        if a.canonical {
            line.push_str(" This is the class's canonical form.");
        }
        match a.moves {
            1 => {}
            k => line.push_str(&format!(
                " {k} symmetries applied, which together make one: {}.",
                English.symmetry_name(a.together)
            )),
        }
        line
    }
}

impl SymmetryBoardPhrases for Es {
    fn title(&self) -> &'static str {
        "Un tablero para probar las simetrías"
    }

    fn starts_label(&self) -> &'static str {
        "La solución de partida"
    }

    fn start_name(&self, index: usize, code: &str) -> String {
        match index {
            0 => format!("{code}, una clase de 8"),
            _ => format!("{code}, la clase de 4"),
        }
    }

    fn symmetries_label(&self) -> &'static str {
        "Las ocho simetrías"
    }

    fn button(&self, g: Symmetry) -> &'static str {
        match g {
            Symmetry::Identity => "Dejarlo (identidad)",
            Symmetry::Rotate90 => "Cuarto de vuelta, sentido horario",
            Symmetry::Rotate180 => "Media vuelta",
            Symmetry::Rotate270 => "Tres cuartos, sentido horario",
            Symmetry::ReflectVertical => "Espejo en el eje vertical",
            Symmetry::ReflectHorizontal => "Espejo en el eje horizontal",
            Symmetry::ReflectDiagonal => "Espejo en la diagonal a1–h8",
            Symmetry::ReflectAntiDiagonal => "Espejo en la diagonal a8–h1",
        }
    }

    fn done(&self, g: Symmetry) -> &'static str {
        match g {
            Symmetry::Identity => "Se deja como estaba",
            Symmetry::Rotate90 => "Girado un cuarto de vuelta en sentido horario",
            Symmetry::Rotate180 => "Girado media vuelta",
            Symmetry::Rotate270 => "Girado tres cuartos de vuelta en sentido horario",
            Symmetry::ReflectVertical => "Reflejado en el eje vertical",
            Symmetry::ReflectHorizontal => "Reflejado en el eje horizontal",
            Symmetry::ReflectDiagonal => "Reflejado en la diagonal a1–h8",
            Symmetry::ReflectAntiDiagonal => "Reflejado en la diagonal a8–h1",
        }
    }

    fn before(&self, code: &str, canonical: bool) -> String {
        let form = if canonical {
            " Es la forma canónica de su clase, el código menor de sus imágenes."
        } else {
            ""
        };
        format!("El tablero: {code}.{form} Elige una simetría para aplicársela.")
    }

    fn after(&self, a: &Applied) -> String {
        let mut line = format!("{}: {}.", self.done(a.symmetry), a.code);
        if a.unchanged && a.symmetry != Symmetry::Identity {
            line.push_str(" Sin cambios: esta solución es su propia imagen.");
        }
        if a.at_start {
            line.push_str(" De vuelta al principio.");
        }
        if a.canonical {
            line.push_str(" Es la forma canónica de la clase.");
        }
        match a.moves {
            1 => {}
            k => line.push_str(&format!(
                " {k} simetrías aplicadas, que juntas equivalen a una: {}.",
                Spanish.symmetry_name(a.together)
            )),
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::Lang;
    use crate::learn::symmetry_board::{Start, SymmetryBoard};
    use nqueens_core::Symmetry;

    #[test]
    fn the_line_names_what_was_applied_and_the_cores_image() {
        let mut b = SymmetryBoard::new(Start(0)).unwrap();
        b.apply(Symmetry::Rotate90);
        let applied = b.last().unwrap();
        let en = crate::learn::words::words(Lang::En)
            .symmetry_board()
            .after(&applied);
        assert_eq!(en, "Turned a quarter clockwise: 8 2 4 1 7 5 3 6.");
        let es = crate::learn::words::words(Lang::Es)
            .symmetry_board()
            .after(&applied);
        assert_eq!(
            es,
            "Girado un cuarto de vuelta en sentido horario: 8 2 4 1 7 5 3 6."
        );
        for _ in 0..3 {
            b.apply(Symmetry::Rotate90);
        }
        let en = crate::learn::words::words(Lang::En)
            .symmetry_board()
            .after(&b.last().unwrap());
        assert!(en.contains("Back at the start."), "{en}");
        assert!(en.contains("canonical form"), "{en}");
        assert!(en.contains("4 symmetries applied, which together make one: identity."));
    }

    #[test]
    fn the_half_turn_of_the_class_of_four_is_said_unchanged_in_both_languages() {
        let mut b = SymmetryBoard::new(Start(1)).unwrap();
        b.apply(Symmetry::Rotate180);
        let applied = b.last().unwrap();
        assert_eq!(
            crate::learn::words::words(Lang::En).symmetry_board().after(&applied),
            "Turned half way round: 3 5 2 8 1 7 4 6. Unchanged: this solution is its own image. Back at the start. This is the class's canonical form."
        );
        assert!(crate::learn::words::words(Lang::Es)
            .symmetry_board()
            .after(&applied)
            .contains("Sin cambios"));
    }

    #[test]
    fn every_symmetry_has_a_button_and_a_deed_apart_in_each_language() {
        for lang in Lang::ALL {
            let words = crate::learn::words::words(lang).symmetry_board();
            let mut seen = std::collections::HashSet::new();
            for g in Symmetry::ALL {
                assert!(seen.insert(words.button(g)), "{lang:?}: {g:?}'s button");
                assert!(seen.insert(words.done(g)), "{lang:?}: {g:?}'s deed");
            }
        }
        // The turns say which way they go.
        let en = crate::learn::words::words(Lang::En).symmetry_board();
        assert!(en.button(Symmetry::Rotate90).contains("clockwise"));
        let es = crate::learn::words::words(Lang::Es).symmetry_board();
        assert!(es.button(Symmetry::Rotate270).contains("horario"));
    }
}
