//! /code en español.

use super::es::Spanish;
use super::numbers::comma::format_ms;
use super::numbers::group;
use super::program::{capital, shared_line, ProgramPhrases, SharedLine};
use crate::code_url::BadLink;
use nqueens_code::{Diagnostic, Effort, Problem, SolutionFault};
use nqueens_core::search::Counters;

fn arguments(k: usize) -> String {
    match k {
        1 => "1 argumento".to_string(),
        k => format!("{k} argumentos"),
    }
}

impl ProgramPhrases for Spanish {
    fn problem(&self, problem: &Problem) -> String {
        match problem {
            Problem::Syntax {
                expected: Some(token),
            } => {
                format!("error de sintaxis: se esperaba {token}")
            }
            Problem::Syntax { expected: None } => "error de sintaxis".to_string(),
            Problem::UnknownVariable(name) => format!("variable desconocida {name}"),
            Problem::UnknownFunction {
                name,
                given,
                defined,
            } if defined.is_empty() => {
                format!("no hay ninguna función {name} con {}", arguments(*given))
            }
            Problem::UnknownFunction {
                name,
                given,
                defined,
            } if defined.contains(given) => {
                format!("{name} no admite argumentos de estos tipos")
            }
            Problem::UnknownFunction {
                name,
                given,
                defined,
            } => format!(
                "{name} recibe {}, pero se le dieron {given}",
                arguments(defined[0])
            ),
            Problem::IndexOutOfRange { index, len } => {
                format!("el índice {index} está fuera de rango: el array tiene {len} elementos")
            }
            Problem::WrongType { expected, actual } => {
                format!("se esperaba {expected} y se encontró {actual}")
            }
            Problem::OffBoard { col, row } => {
                format!("({col}, {row}) está fuera del tablero: columnas y filas van de 1 a n")
            }
            Problem::Occupied(sq) => format!(
                "place({}, {}): ya hay una reina en {sq}",
                sq.col + 1,
                sq.row + 1
            ),
            Problem::Empty(sq) => format!(
                "remove({}, {}): no hay ninguna reina en {sq}",
                sq.col + 1,
                sq.row + 1
            ),
            Problem::TooDeep { levels } => format!(
                "llamadas anidadas a más de {levels} niveles: ¿termina alguna vez la recursión?"
            ),
            Problem::Budget { operations } => format!(
                "detenido tras {} operaciones: ¿hay un bucle que no termina nunca?",
                group(*operations)
            ),
            Problem::TraceFull { steps } => format!(
                "detenido tras {} pasos registrados: prueba con un n menor",
                group(*steps as u64)
            ),
            Problem::Other(text) => text.clone(),
        }
    }

    fn diagnostic(&self, d: &Diagnostic) -> String {
        match (&d.problem, d.line) {
            (Problem::Budget { operations }, line) if line > 0 => format!(
                "Detenido tras {} operaciones en la línea {line}: ¿hay un bucle que no termina nunca?",
                group(*operations)
            ),
            (problem, 0) => format!("{}.", capital(&self.problem(problem))),
            (problem, line) if d.column > 0 => {
                format!("Línea {line}, columna {}: {}.", d.column, self.problem(problem))
            }
            (problem, line) => format!("Línea {line}: {}.", self.problem(problem)),
        }
    }

    fn fault(&self, fault: &SolutionFault) -> String {
        match fault {
            SolutionFault::Queens { placed: 1 } => "solo hay 1 reina en el tablero".to_string(),
            SolutionFault::Queens { placed } => format!("hay {placed} reinas en el tablero"),
            SolutionFault::Attack(a, b) => {
                let line = match shared_line(*a, *b) {
                    SharedLine::Rank => "una fila",
                    SharedLine::File => "una columna",
                    SharedLine::Diagonal => "una diagonal",
                };
                format!("{a} y {b} comparten {line}")
            }
            SolutionFault::Repeated { first } => {
                format!("el mismo tablero que la solución {first}")
            }
        }
    }

    fn reported(&self, reported: usize, correct: usize) -> String {
        match (reported, correct) {
            (1, 1) => "1 solución comunicada, y es correcta.".to_string(),
            (1, _) => "1 solución comunicada, pero no es correcta.".to_string(),
            (r, c) => format!(
                "{} soluciones comunicadas, {} de ellas correctas y distintas.",
                group(r as u64),
                group(c as u64)
            ),
        }
    }

    fn none_reported(&self) -> &'static str {
        "Ninguna solución comunicada: llama a solution() cuando el tablero esté completo."
    }

    fn all_of_them(&self, n: u32, q: u64) -> String {
        format!(" Son todas: Q({n}) = {}.", group(q))
    }

    fn found_of(&self, n: u32, q: u64, correct: usize) -> String {
        format!(
            " Q({n}) = {}: has encontrado {} de {}.",
            group(q),
            group(correct as u64),
            group(q)
        )
    }

    fn numbered_fault(&self, number: usize, fault: &SolutionFault) -> String {
        format!("Solución {number}: {}.", self.fault(fault))
    }

    fn more_faults(&self, more: usize) -> String {
        format!("Y {more} fallos más.")
    }

    fn same_effort(&self, tried: u64, placed: u64) -> String {
        format!(
            "Tu búsqueda probó las mismas {} casillas y colocó las mismas {} reinas que el solucionador de los libros.",
            group(tried),
            group(placed)
        )
    }

    fn other_effort(&self, e: &Effort, r: &Counters) -> String {
        format!(
            "Tu búsqueda probó {} casillas y colocó {} reinas; el solucionador de los libros prueba {} y coloca {}.",
            group(e.tried),
            group(e.placed),
            group(r.tried),
            group(r.placed)
        )
    }

    fn finished(&self, steps: u64, operations: u64, seconds: f64) -> String {
        format!(
            "Terminado: {} pasos registrados, {} operaciones, en {}.",
            group(steps),
            group(operations),
            format_ms(seconds * 1000.0)
        )
    }

    fn bad_link(&self, why: BadLink) -> String {
        match why {
            BadLink::NotBase64 => "El programa de este enlace está dañado (no es base64url); el editor conserva tu código.".to_string(),
            BadLink::NotText => "El programa de este enlace no es texto; el editor conserva tu código.".to_string(),
        }
    }

    fn api(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("n", "el tamaño del tablero elegido arriba"),
            (
                "safe(col, row)",
                "cierto si ninguna reina ataca esa casilla (una casilla probada)",
            ),
            ("place(col, row)", "pone una reina ahí"),
            ("remove(col, row)", "la quita"),
            (
                "solution()",
                "comunica las reinas del tablero como una solución",
            ),
            ("print(value)", "escribe una línea bajo el tablero"),
        ]
    }

    fn template(&self) -> &'static str {
        "// Pon una reina en cada columna k, en una fila que ninguna reina ataque.
// Columnas y filas se cuentan desde 1.
fn queens(k) {
    if k > n { solution(); return; }
    for r in 1..=n {
        if safe(k, r) { place(k, r); queens(k + 1); remove(k, r); }
    }
}

queens(1);
"
    }
}
