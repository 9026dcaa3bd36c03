//! /lab's section on how the count is made, en español.

use super::{MethodPhrases, MethodStrings};
use crate::i18n::group;
use crate::i18n::numbers::comma::format_ms;
use crate::protocol::Compared;
use crate::ui::decimal::fixed;

/// Spanish.
pub struct Es;

static METHOD_STRINGS: super::MethodStrings = MethodStrings {
    intro: "Toda solución de un tablero par tiene exactamente n/2 reinas en su mitad oeste y n/2 en su mitad este, y otras tantas en sus mitades norte y sur (un tablero impar fija antes su fila y su columna centrales). Así que el contador nunca busca en el tablero entero reina a reina:",
    steps: [
        "Cuadrantes: enumera todas las maneras de poner reinas en cada cuarto del tablero, con las filas y diagonales que ocupa cada una.",
        "Medios tableros: une los cuartos norte y sur de una mitad en medios tableros con reina en todas sus columnas.",
        "Emparejamiento: para cada medio tablero oeste cuenta las mitades este que ocupan las otras filas y ninguna de sus diagonales, ordenando y buscando claves en vez de buscar en el tablero. Las simetrías del tablero dividen el trabajo casi por 8.",
    ],
    picture: "Una solución de 8×8, 1 5 8 6 3 7 2 4, cortada en cuatro cuartos: la mitad oeste (columnas a a d) y la mitad este (columnas e a h) tienen cuatro reinas cada una, una por columna. Las marcas a los lados muestran las filas que ocupa cada mitad, 1 5 6 8 al oeste y 2 3 4 7 al este: entre las dos, cada fila una vez, que es lo que busca el emparejamiento.",
    quadrants: ["NO", "NE", "SO", "SE"],
    halves: ["mitad oeste", "mitad este"],
    compare_intro: "Los conteos del laboratorio usan el ensamblado por partes. Cuenta un tablero de las dos maneras, en un solo hilo de un proceso de fondo: por partes, y con el método al que sustituyó, las constelaciones de partida (primero las reinas del borde, luego una búsqueda del centro).",
    compare: "Comparar los dos métodos",
    comparing: "Contando de las dos maneras…",
};

impl MethodPhrases for Es {
    fn t(&self) -> &'static MethodStrings {
        &METHOD_STRINGS
    }

    fn compared(&self, c: &Compared) -> String {
        let ((parts, parts_ms), (stars, stars_ms)) = (c.parts, c.constellations);
        if !c.agree() {
            return format!(
                "Los dos métodos no coinciden en Q({}): {} por partes, {} por constelaciones. Por favor, avísanos.",
                c.n,
                group(parts.total),
                group(stars.total)
            );
        }
        let faster = match c.faster() {
            (true, times) => format!(
                "el ensamblado por partes es {}× más rápido aquí",
                fixed(times, 1).replace('.', ",")
            ),
            (false, times) => format!(
                "las constelaciones son {}× más rápidas en este tablero",
                fixed(times, 1).replace('.', ",")
            ),
        };
        format!(
            "Q({}) = {} de las dos maneras. Ensamblado por partes: {}; constelaciones: {}: {faster}.",
            c.n,
            group(parts.total),
            format_ms(parts_ms),
            format_ms(stars_ms)
        )
    }
}
