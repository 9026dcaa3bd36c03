//! /gallery en español.

use super::{GalleryWords, Labels};
use crate::i18n::es::Spanish;
use crate::i18n::group;
use crate::i18n::Phrases;
use nqueens_core::variants::Solved;
use nqueens_core::Symmetry;

/// Spanish.
pub struct Es;

const LABELS: Labels = Labels {
    family_title: "La familia, salvo simetrías",
    family_intro: "Algunos problemas de la familia tienen pocas colocaciones óptimas: aquí están, ordenadas en clases. Dos colocaciones comparten clase cuando una simetría del tablero convierte una en la otra: las 8 rotaciones y reflexiones del cuadrado, y en el toro además cada desplazamiento (sus líneas dan la vuelta).",
    family_pick: "Problema",
    previous_page: "Página anterior",
    pager_above: "Páginas de clases, encima de las tarjetas",
    pager_below: "Páginas de clases, debajo de las tarjetas",
    next_page: "Página siguiente",
    gallery_title: "Galería de soluciones fundamentales",
    gallery_intro: "Las soluciones que solo difieren por un giro o una simetría del tablero forman una clase; la galería muestra una de cada.",
    show_variants: "Ver las variantes",
    show_all: "Mostrar las variantes de las clases de esta página",
    hide_all: "Ocultar las variantes",
    open_in_play: "Jugarla",
    gallery_numbering: "Las clases se numeran por su solución canónica, la menor en orden lexicográfico; cada una indica las simetrías que la dejan igual.",
    symmetric: "Simétrica",
    no_three_in_line: "Sin tres reinas en línea recta",
};

impl GalleryWords for Es {
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
            "Página {page} de {pages}: clases {first}–{last} de {}",
            group(total as u64)
        )
    }

    fn variants(&self, count: usize) -> String {
        format!("{count} variantes")
    }

    fn unchanged_by(&self, fixed: &[Symmetry]) -> String {
        let others: Vec<&str> = fixed
            .iter()
            .filter(|&&g| g != Symmetry::Identity)
            .map(|&g| Spanish.symmetry_name(g))
            .collect();
        let names = match others.as_slice() {
            [] => return "Ningún giro ni reflexión la deja igual, así que sus 8 variantes son todas distintas.".into(),
            [one] => one.to_string(),
            [rest @ .., last] => format!("{} y {last}", rest.join(", ")),
        };
        match 8 / fixed.len().max(1) {
            1 => format!("Queda igual con: {names}. Es su única variante."),
            k => format!("Queda igual con: {names}. Por eso solo tiene {k} variantes distintas."),
        }
    }

    fn family_classes(&self, s: &Solved, classes: usize) -> String {
        let (ways, g) = (group(s.optimum.ways), s.variant.symmetry_count(s.n));
        let classes = if classes == 1 {
            "1 clase".to_string()
        } else {
            format!("{classes} clases")
        };
        format!(
            "{}: {ways} colocaciones en {classes} bajo las {g} simetrías del tablero.",
            Spanish.variant_name(s.variant)
        )
    }

    fn class_size(&self, size: usize) -> String {
        match size {
            1 => "1 colocación: toda simetría la conserva".into(),
            k => format!("{k} colocaciones en su clase"),
        }
    }
}
