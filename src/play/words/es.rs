//! /play en español.

use super::SharedSolve;
use super::{Labels, PlayWords};
use crate::i18n::capitalised;
use crate::i18n::es::line_name;
use crate::i18n::es::Spanish;
use crate::i18n::format_clock;
use crate::i18n::group;
use crate::i18n::list;
use crate::i18n::Phrases;
use crate::ui::hint_ladder::Rung;
use nqueens_core::analysis::Verdict;
use nqueens_core::completion::Hint;
use nqueens_core::dead_end::DeadEnd;
use nqueens_core::model::Line;
use nqueens_core::puzzle::Forced;
use nqueens_core::puzzle::Level;
use nqueens_core::puzzle::PuzzleHint;
use nqueens_core::puzzle::PuzzleId;
use nqueens_core::puzzle::Why;
use nqueens_core::square::file_name;
use nqueens_core::Error;
use nqueens_core::Square;
use nqueens_core::Symmetry;
use nqueens_core::Toggled;

/// Spanish.
pub struct Es;

const LABELS: Labels = Labels {
    play_title: "Coloca n reinas sin que ninguna ataque a otra",
    play_intro: "Elige una casilla para poner o quitar una reina. Cada columna admite una sola reina: elegir otra casilla de su columna la mueve.",
    undo: "Deshacer",
    redo: "Rehacer",
    show_attacks: "Mostrar casillas atacadas",
    share: "Compartir y exportar",
    copy_text: "Copiar como texto",
    download_svg: "Descargar SVG",
    download_png: "Descargar PNG",
    contest_title: "El problema del concurso: una reina fija",
    contest_intro: "Elige una casilla: se listan todas las soluciones con una reina en ella, en orden lexicográfico. Elige una para cargarla.",
    fix_queen: "Elegir casilla",
    fix_queen_active: "Elige una casilla del tablero…",
    contest_format: "En el formato del concurso (UVa 750: filas contadas desde arriba)",
    keyboard_help: "Teclas: flechas para moverse, Espacio o Intro para poner o quitar, Ctrl+Z deshace, Ctrl+Mayús+Z rehace.",
    puzzle_keyboard_help: "Teclas: flechas para moverse, Espacio o Intro para poner o quitar una reina. Las reinas oscuras están dadas.",
    open_in_gallery: "Ver su clase en la galería",
    no_solution_title: "No existe solución",
    solved: "¡Resuelto! Ninguna reina ataca a otra.",
    given_queen: "Esta reina forma parte del problema: no se mueve.",
    puzzles_title: "Problemas con una sola respuesta",
    puzzles_intro: "Algunas reinas ya están puestas y solo hay una forma de completar el tablero. Encuéntrala razonando: ¿qué casillas quedan?",
    daily_puzzle: "El problema de hoy",
    new_puzzle: "Nuevo problema",
    level: "Nivel",
    start_over: "Empezar de nuevo",
    free_play: "Juego libre",
    puzzle_facts: "Completar una colocación de reinas es NP-completo en general (Gent, Jefferson y Nightingale, 2017), pero cualquier colocación de a lo sumo n/60 reinas siempre se puede completar. El contador de completaciones ha comprobado que cada problema de aquí tiene exactamente una.",
    copy_result: "Copiar resultado",
    time_taken: "Tiempo",
};

impl PlayWords for Es {
    fn labels(&self) -> &'static Labels {
        &LABELS
    }

    fn hint(&self, hint: Hint) -> String {
        match hint {
            Hint::Place(sq) => {
                format!("Prueba una reina en {sq}: el tablero aún puede completarse.")
            }
            Hint::Remove {
                square,
                enough,
                why,
            } => {
                let cause = match why {
                    None => "Dos reinas se atacan, así que ninguna solución pasa por estas reinas."
                        .to_string(),
                    Some(DeadEnd { line, ahead }) if ahead.is_empty() => {
                        format!("Callejón sin salida: {} no tiene ninguna casilla segura, todas están atacadas.", line_name(line))
                    }
                    Some(DeadEnd { line, ahead }) => {
                        let added: Vec<Square> = ahead.queens().collect();
                        format!(
                            "Aún no hay ninguna columna ni fila bloqueada, pero todo camino acaba en una: incluso el más largo, que añade {}, deja {} sin casilla segura.",
                            list(&added, "y"),
                            line_name(line)
                        )
                    }
                };
                let advice = if enough {
                    format!("Quita la reina de {square}: sin ella vuelve a haber solución.")
                } else {
                    format!("Empieza quitando la reina de {square}: quitar una sola reina no basta, habrá que quitar más.")
                };
                format!("{cause} {advice}")
            }
            Hint::Solved => "¡Ya está resuelto!".into(),
            Hint::Impossible => "Este tablero no tiene solución.".into(),
        }
    }

    fn verdict(&self, v: &Verdict) -> String {
        let rank = match (v.rank, v.total) {
            (Some(r), Some(t)) => format!(
                "¡Resuelto! Es la solución {} de {} en orden lexicográfico",
                group(r),
                group(t)
            ),
            _ => "¡Resuelto! Ninguna reina ataca a otra".into(),
        };
        let canonical = v.canonical.to_code();
        let class = match (v.class_number, v.classes) {
            (Some(i), Some(c)) => format!("solución fundamental n.º {i} de {c} ({canonical})"),
            _ => format!("solución fundamental {canonical}"),
        };
        let how = self.symmetry_participle(v.symmetry);
        format!(
            "{rank}: {class}, {how}. Su clase tiene {} soluciones.",
            v.orbit_size
        )
    }

    fn queens_status(&self, placed: usize, n: usize, conflicts: usize) -> String {
        let conflicts = match conflicts {
            0 => "sin conflictos".to_string(),
            1 => "1 conflicto".to_string(),
            c => format!("{c} conflictos"),
        };
        format!("{placed} de {n} reinas colocadas, {conflicts}")
    }

    fn unreadable_position(&self, error: &Error) -> String {
        format!(
            "{}. El tablero empieza vacío.",
            capitalised(&Spanish.error(error))
        )
    }

    fn unknown_puzzle(&self, error: &Error) -> String {
        format!(
            "{}. Este es el problema de hoy.",
            capitalised(&Spanish.error(error))
        )
    }

    fn completion(&self, completable: bool, count: Option<u64>) -> String {
        match (completable, count) {
            (false, _) => "Ninguna solución contiene estas reinas.".into(),
            (true, Some(1)) => {
                "Aún tiene solución: exactamente 1 solución contiene estas reinas.".into()
            }
            (true, Some(c)) => format!(
                "Aún tiene solución: {} soluciones contienen estas reinas.",
                group(c)
            ),
            (true, None) => "Aún tiene solución.".into(),
        }
    }

    fn announce(&self, toggled: Toggled, square: Square, status: &str) -> String {
        match toggled {
            Toggled::Placed => format!("Reina en {square} — {status}"),
            Toggled::Moved { from } => format!("Reina movida de {from} a {square} — {status}"),
            Toggled::Removed => format!("Reina quitada de {square} — {status}"),
        }
    }

    fn moved_in_file(&self, from: Square, to: Square) -> String {
        format!(
            "La reina de la columna {} pasó de {from} a {to}: cada columna admite una sola reina, porque dos se atacarían a lo largo de ella.",
            file_name(to.col)
        )
    }

    fn through_count(&self, count: u64, square: Square) -> String {
        format!(
            "{} soluciones tienen una reina en {square}, en orden lexicográfico:",
            group(count)
        )
    }

    fn level_explained(&self, level: Level) -> &'static str {
        match level {
            Level::Easy => "Una y otra vez, a una columna o una fila le queda una sola casilla segura.",
            Level::Medium => "Además, descarta las casillas cuya reina dejaría una columna o una fila sin casillas seguras.",
            Level::Hard => "Además, prueba una casilla y síguela hasta el final: algunos pasos piden ensayo y error.",
        }
    }

    fn puzzle_heading(&self, id: PuzzleId) -> String {
        match id.date() {
            Some(date) => format!("Problema del día, {date}"),
            None => format!("Problema {id}"),
        }
    }

    fn puzzle_summary(&self, n: usize, given: usize) -> String {
        let to_place = n - given.min(n);
        format!("{n}×{n} · {given} reinas dadas, faltan {to_place}")
    }

    fn puzzle_hint(&self, hint: PuzzleHint, rung: Rung) -> String {
        let line = line_name;
        match (hint, rung) {
            (PuzzleHint::Solved, _) => "¡Resuelto!".into(),
            (PuzzleHint::Remove(_), Rung::Nudge) => {
                "Una de tus reinas no forma parte de la respuesta. Pide otra pista para saber cuál.".into()
            }
            (PuzzleHint::Remove(sq), Rung::Reason) => format!(
                "La reina de {} no forma parte de la respuesta: con ella, las reinas dadas no tienen solución. Pide otra pista para ver la casilla.",
                line(Line::Column(sq.col as usize + 1))
            ),
            (PuzzleHint::Remove(sq), Rung::Square) => {
                format!("La reina de {sq} no forma parte de la respuesta: quítala.")
            }
            (PuzzleHint::Place(Forced { why, .. }), Rung::Nudge) => format!(
                "Mira {}. Pide otra pista para saber por qué.",
                line(why.line())
            ),
            (PuzzleHint::Place(Forced { why, .. }), Rung::Reason) => match why {
                Why::LastSafe { line: l } => {
                    format!("A {} le queda una sola casilla segura. ¿Cuál? Pide otra pista para verla.", line(l))
                }
                Why::RuledOut { line: l, example, emptied } => format!(
                    "Una reina en {example} dejaría {} sin casillas seguras, así que descártala (y toda casilla así). Entonces a {} le queda una sola casilla segura. Pide otra pista para verla.",
                    line(emptied),
                    line(l)
                ),
                Why::OnlyWayThrough { line: l, open } => format!(
                    "Ninguna regla decide la siguiente reina: prueba cada una de las {open} casillas seguras de {} y síguela hasta el final. Solo una no acaba en un callejón sin salida. Pide otra pista para verla.",
                    line(l)
                ),
            },
            (PuzzleHint::Place(Forced { square, why }), Rung::Square) => match why {
                Why::LastSafe { line: l } => {
                    format!("A {} le queda una sola casilla segura: {square}.", line(l))
                }
                Why::RuledOut { line: l, example, emptied } => format!(
                    "Una reina en {example} dejaría {} sin casillas seguras, así que descártala (y toda casilla así). Entonces a {} le queda una sola casilla segura: {square}.",
                    line(emptied),
                    line(l)
                ),
                Why::OnlyWayThrough { line: l, open } => format!(
                    "Ninguna regla decide la siguiente reina: prueba cada una de las {open} casillas seguras de {} y síguela hasta el final. Solo {square} no acaba en un callejón sin salida.",
                    line(l)
                ),
            },
        }
    }

    fn puzzle_solved(&self, elapsed_ms: f64) -> String {
        format!("¡Resuelto en {}!", format_clock(elapsed_ms))
    }

    fn streak(&self, days: u32) -> String {
        match days {
            1 => "1 día seguido".into(),
            d => format!("{d} días seguidos"),
        }
    }

    fn share_result(&self, solve: &SharedSolve) -> String {
        let (id, url) = (solve.id, &solve.url);
        let n = id.n();
        let what = match id.date() {
            Some(date) => format!("el problema de las N reinas del día {date}"),
            None => format!("el problema de las N reinas {id}"),
        };
        let streak = solve
            .streak
            .map(|d| format!(" ({})", self.streak(d)))
            .unwrap_or_default();
        let hints = match solve.hints {
            0 => "sin pistas".to_string(),
            1 => "con 1 pista".to_string(),
            h => format!("con {h} pistas"),
        };
        format!(
            "Resolví {what} ({n}×{n}, {}) en {} {hints}{streak}.\n{url}",
            Spanish.level_name(id.level()).to_ascii_lowercase(),
            format_clock(solve.elapsed_ms)
        )
    }

    fn symmetry_participle(&self, g: Symmetry) -> &'static str {
        match g {
            Symmetry::Identity => "en su forma canónica",
            Symmetry::Rotate90 => "girada 90°",
            Symmetry::Rotate180 => "girada 180°",
            Symmetry::Rotate270 => "girada 270°",
            Symmetry::ReflectVertical => "reflejada en el eje vertical",
            Symmetry::ReflectHorizontal => "reflejada en el eje horizontal",
            Symmetry::ReflectDiagonal => "reflejada en la diagonal principal",
            Symmetry::ReflectAntiDiagonal => "reflejada en la antidiagonal",
        }
    }
}
