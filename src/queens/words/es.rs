//! /queens en español.

use super::{Labels, QueensWords, Solved, Verdict};
use crate::i18n::numbers::{counted, group, list_with};
use crate::queens::game::CellState;
use crate::queens::hint::QueensHint;
use crate::ui::hint_ladder::Rung;
use nqueens_core::puzzle::Date;
use nqueens_core::queens::palette::PALETTE;
use nqueens_core::queens::{Action, Level, QueensError, Technique, Unit};

/// Spanish.
pub struct Es;

const LABELS: Labels = Labels {
    hint: "Pista",
    undo: "Deshacer",
    redo: "Rehacer",
    clear: "Vaciar",
    auto_x: "Auto-×: tachar lo que una reina descarta",
    letters: "Letras de las regiones",
    size: "Tamaño",
    level: "Nivel",
    new_board: "Tablero nuevo",
    today: "El tablero de hoy",
    play_today: "Jugar el tablero de hoy",
    time: "Tiempo",
    share: "Copiar el resultado",
    next_board: "Otro tablero",
    making: "Preparando el tablero…",
    build_link: "Construye tu propio tablero",
    build_title: "Construir un tablero de Queens",
    build_lead: "Pinta n regiones en una cuadrícula de n×n. La página cuenta las soluciones mientras pintas: un buen tablero tiene exactamente una.",
    paint: "Región que pintar",
    paste: "O pega un tablero: una línea por fila, una letra por región",
    use_text: "Usar este tablero",
    play_it: "Jugar este tablero",
    copy_link: "Copiar su enlace",
    cap_note: "La cuenta se detiene en 1\u{202f}000 soluciones.",
    no_hints: "Sin pistas en él, y cualquier solución vale.",
    options: "Opciones",
};

fn list(names: &[String]) -> String {
    list_with(names, "y")
}

fn at(row: u8, col: u8) -> String {
    format!("fila {}, columna {}", row + 1, col + 1)
}

impl QueensWords for Es {
    fn title(&self) -> &'static str {
        "Queens"
    }

    fn rules(&self) -> &'static str {
        "Coloca una reina en cada fila, cada columna y cada región de color. Dos reinas no pueden tocarse, ni siquiera por una esquina."
    }

    fn relation(&self) -> &'static str {
        "Es prima de las ocho reinas: una reina por fila y por columna, como allí, pero las regiones ocupan el lugar de las diagonales, y las reinas solo se apartan de sus vecinas. Cada tablero de aquí tiene exactamente una solución, probada por el mismo núcleo que cuenta las ocho reinas, y cada pista es un paso de razonamiento, con su nombre."
    }

    fn how_to(&self) -> &'static str {
        "Pulsa una casilla una vez para ×, dos para una reina, una tercera para vaciarla. Arrastra sobre las casillas para tacharlas."
    }

    fn board_label(&self, n: usize) -> String {
        format!("Tablero de Queens, {n} por {n}")
    }

    fn cell_label(&self, row: usize, col: usize, region: &str, state: &str) -> String {
        format!("Fila {row}, columna {col}, {region}: {state}")
    }

    fn state_name(&self, state: CellState) -> &'static str {
        match state {
            CellState::Empty => "vacía",
            CellState::Mark => "tachada",
            CellState::Queen => "reina",
        }
    }

    fn region(&self, swatch: usize, letter: char) -> String {
        let colour = COLOURS[swatch % COLOURS.len()];
        format!("la región de color {colour} ({letter})")
    }

    fn unit(&self, unit: Unit, region: &str) -> String {
        match unit {
            Unit::Row(r) => format!("la fila {}", r + 1),
            Unit::Col(c) => format!("la columna {}", c + 1),
            Unit::Region(_) => region.to_string(),
        }
    }

    fn level(&self, level: Level) -> &'static str {
        match level {
            Level::Easy => "fácil",
            Level::Medium => "medio",
            Level::Hard => "difícil",
            Level::Expert => "experto",
        }
    }

    fn technique(&self, technique: Technique) -> &'static str {
        match technique {
            Technique::QueenClears => "Una reina descarta",
            Technique::LastCell => "Última casilla",
            Technique::RegionInLine => "Región en una línea",
            Technique::LineInRegion => "Línea en una región",
            Technique::EveryOptionTouches => "Todas las opciones tocan",
            Technique::RegionsInLines => "Regiones que llenan líneas",
            Technique::LinesInRegions => "Líneas que llenan regiones",
            Technique::Contradiction => "Contradicción",
            Technique::TwoStepContradiction => "Contradicción en dos pasos",
        }
    }

    fn heading(&self, date: Option<Date>, n: usize, level: Option<Option<Level>>) -> String {
        let level = match level {
            None => return self.plain_heading(n),
            Some(level) => level,
        };
        let level = level.map_or("requiere adivinar", |l| self.level(l));
        match date {
            Some(date) => format!("El tablero de hoy, {date}: {n}×{n}, {level}"),
            None => format!("Un tablero de {n}×{n}, {level}"),
        }
    }

    fn plain_heading(&self, n: usize) -> String {
        format!("Un tablero de {n}×{n}")
    }

    fn labels(&self) -> &'static Labels {
        &LABELS
    }

    fn progress(&self, placed: usize, n: usize, clashes: usize) -> String {
        match clashes {
            0 => format!("{placed} de {n} reinas colocadas."),
            _ => format!(
                "{placed} de {n} reinas colocadas. {clashes} reinas chocan: dos comparten fila, columna o región, o se tocan."
            ),
        }
    }

    fn solved(&self, elapsed: &str, hints: u32) -> String {
        match hints {
            0 => format!("¡Resuelto en {elapsed}, sin pistas!"),
            1 => format!("Resuelto en {elapsed}, con 1 pista."),
            k => format!("Resuelto en {elapsed}, con {k} pistas."),
        }
    }

    fn streak(&self, days: u32) -> String {
        match days {
            1 => "Racha diaria: 1 día.".into(),
            d => format!("Racha diaria: {d} días."),
        }
    }

    fn share_line(&self, solved: &Solved, elapsed: &str) -> String {
        let hints = match solved.hints {
            0 => "sin pistas".to_string(),
            k => counted(k.into(), "pista", "pistas"),
        };
        let day = solved.date.map(|d| format!(" {d}")).unwrap_or_default();
        let n = solved.n;
        format!(
            "Queens{day} · {n}×{n} · {elapsed} · {hints}\n{}",
            solved.url
        )
    }

    fn hint(&self, hint: &QueensHint, rung: Rung, units: &[String]) -> String {
        let first = units.first().cloned().unwrap_or_default();
        let step = match hint {
            QueensHint::Solved => return "El tablero está resuelto.".into(),
            QueensHint::Mistake(cell, state) => {
                let what = match state {
                    CellState::Queen => "La reina",
                    CellState::Mark | CellState::Empty => "La ×",
                };
                return match rung {
                    Rung::Nudge => {
                        "Algo del tablero no está en la solución: una reina o una ×.".into()
                    }
                    Rung::Reason => format!(
                        "{what} de la {} está mal: la solución {}.",
                        at(cell.row, cell.col),
                        if *state == CellState::Queen {
                            "no tiene reina ahí"
                        } else {
                            "tiene ahí su reina"
                        }
                    ),
                    Rung::Square => format!("{what} de la {} se retira.", at(cell.row, cell.col)),
                };
            }
            QueensHint::Reveal(cell) => {
                return match rung {
                    Rung::Nudge => "Ninguna regla de las pistas resuelve este tablero solo razonando. Pide otra pista para ver una reina de la solución.".into(),
                    Rung::Reason | Rung::Square => format!("La solución tiene una reina en la {}.", at(cell.row, cell.col)),
                };
            }
            QueensHint::Step(step) => step,
        };
        let half = units.len() / 2;
        let reason = match step.technique {
            Technique::QueenClears => format!(
                "La reina de {first} descarta el resto de su fila, su columna y su región, y las casillas que la rodean."
            ),
            Technique::LastCell => format!("A {first} le queda una casilla: su reina va ahí."),
            Technique::RegionInLine => {
                let line = units.get(1).cloned().unwrap_or_default();
                format!("Las casillas que le quedan a {first} están todas en {line}, así que la reina de {line} es la de {first}: tacha el resto de {line}.")
            }
            Technique::LineInRegion => {
                let region = units.get(1).cloned().unwrap_or_default();
                format!("Las casillas que le quedan a {first} están todas en {region}, así que la reina de {region} está en {first}: tacha el resto de {region}.")
            }
            Technique::EveryOptionTouches => format!(
                "Vaya donde vaya la reina de {first}, descarta las casillas rayadas: táchalas."
            ),
            Technique::RegionsInLines => format!(
                "{} caben en {}: esas {half} reinas llenan esas líneas, así que tacha el resto de ellas.",
                list(&units[..half]),
                list(&units[half..])
            ),
            Technique::LinesInRegions => format!(
                "{} caben en {}: esas {half} reinas llenan esas regiones, así que tacha el resto de ellas.",
                list(&units[..half]),
                list(&units[half..])
            ),
            Technique::Contradiction => format!(
                "Una reina en la casilla rayada dejaría a {first} sin casillas: táchala."
            ),
            Technique::TwoStepContradiction => format!(
                "Una reina en la casilla rayada obligaría a poner otra en {first}, y las dos dejarían a {} sin casillas: táchala.",
                units.get(1).cloned().unwrap_or_default()
            ),
        };
        let name = self.technique(step.technique);
        match rung {
            Rung::Nudge => match step.technique {
                Technique::RegionsInLines | Technique::LinesInRegions => {
                    format!("Mira {}.", list(&units[..half]))
                }
                _ => format!("Mira {first}."),
            },
            Rung::Reason => format!("{name}. {}", super::en::capitalized(&reason)),
            Rung::Square => match &step.action {
                Action::Place(cell) => {
                    format!("{name}. Una reina en la {}.", at(cell.row, cell.col))
                }
                Action::Clear(cells) => format!(
                    "{name}. {} tachadas.",
                    counted(cells.len() as u64, "casilla", "casillas")
                ),
            },
        }
    }

    fn error(&self, error: &QueensError) -> String {
        match error {
            QueensError::Empty => {
                "El tablero está vacío: escribe una línea de letras por fila.".into()
            }
            QueensError::SizeOutOfRange { n, min, max } => {
                format!(
                    "Un tablero de {n}×{n} está fuera de rango: los tamaños van de {min} a {max}."
                )
            }
            QueensError::Ragged { row, cells, n } => {
                format!("La línea {row} tiene {cells} casillas, pero la cuadrícula tiene {n} líneas: debe ser cuadrada.")
            }
            QueensError::NotALetter { row, col, found } => {
                format!("La línea {row}, casilla {col}, tiene «{found}», que no es una letra.")
            }
            QueensError::RegionCount { found, n } => {
                format!("Un tablero de {n}×{n} necesita {n} regiones; este tiene {found}.")
            }
            QueensError::SplitRegion { region } => {
                format!("La región {region} está en más de un trozo: sus casillas deben unirse por los lados.")
            }
            QueensError::BadId { .. } => {
                "No se pudo leer el tablero de la dirección; aquí está el de hoy.".into()
            }
            QueensError::BadRecipe { text } => {
                format!("«{text}» no nombra ningún tablero (debería ser como 9-hard-42); aquí está el de hoy.")
            }
            QueensError::BadDate { year, month, day } => {
                format!(
                    "{year}-{month:02}-{day:02} no es una fecha que conozcan los tableros diarios."
                )
            }
            QueensError::GaveUp { n, level, attempts } => format!(
                "Ningún tablero {} de {n}×{n} salió en {} intentos. Prueba otro tamaño o nivel.",
                self.level(*level),
                group(u64::from(*attempts))
            ),
        }
    }

    fn verdict(&self, verdict: Verdict, level: Option<&str>) -> String {
        match verdict {
            Verdict::Counting => "Contando las soluciones…".into(),
            Verdict::None => "Sin solución: las reglas no dejan colocar las reinas.".into(),
            Verdict::One(_) => match level {
                Some(level) => format!("Exactamente una solución. Nivel: {level}."),
                None => "Exactamente una solución, pero razonar no basta para llegar a ella: hay que adivinar.".into(),
            },
            Verdict::Many { found, complete: true } => {
                format!("{} soluciones: un tablero justo tiene una.", group(found))
            }
            Verdict::Many { found, complete: false } => {
                format!("Más de {} soluciones.", group(found))
            }
        }
    }

    fn second_answer(&self) -> &'static str {
        "El tablero muestra dos soluciones: las reinas de la primera, y ◇ donde la segunda difiere. Pasa una casilla de una región a otra para romper la segunda."
    }
}

/// The palette's colours as players name them, lower case, in the palette's order: the
/// colour's noun, as in "la región de color rojo" (a sentence that uses it as an
/// adjective inflects it: "la roja").
pub const COLOURS: [&str; PALETTE.len()] = [
    "rojo", "naranja", "amarillo", "lima", "verde", "menta", "turquesa", "celeste", "azul",
    "lavanda", "morado", "rosa", "fucsia", "marrón", "gris", "blanco",
];
