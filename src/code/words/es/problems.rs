//! Why a learner's program stopped, en español: the longest of /code's sentences, apart.

use crate::i18n::numbers::group;
use nqueens_code::Problem;

fn arguments(k: usize) -> String {
    match k {
        1 => "1 argumento".to_string(),
        k => format!("{k} argumentos"),
    }
}

/// A problem that stopped a program, without its place.
pub(super) fn problem(problem: &Problem) -> String {
    match problem {
        Problem::Syntax {
            expected: Some(token),
        } => {
            format!("error de sintaxis: se esperaba {token}")
        }
        Problem::Syntax { expected: None } => "error de sintaxis".to_string(),
        Problem::UnknownVariable(name) => format!("variable desconocida {name}"),
        Problem::TopLevelVariable { name, function } => format!(
            "variable desconocida {name} en {function}: {name} está definida en el nivel superior, y una función de Rhai solo ve sus parámetros y sus propias variables; pásale {name} como parámetro, o devuelve desde la función el valor que necesites"
        ),
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
        Problem::TooDeep {
            levels,
            function,
            call_line,
            call_column,
        } => {
            let last = match (call_line, call_column) {
                (0, _) => String::new(),
                (line, 0) => format!(", la última en la línea {line}"),
                (line, column) => {
                    format!(", la última en la línea {line}, columna {column}")
                }
            };
            format!(
                "llamadas a {function} anidadas a más de {levels} niveles{last}: ¿dónde se detiene su recursión?"
            )
        }
        Problem::Repeating { steps } => format!(
            "detenido tras {} pasos registrados que repiten los mismos sobre el mismo tablero: ¿hay un bucle que no termina nunca?",
            group(*steps as u64)
        ),
        Problem::Budget { operations } => format!(
            "detenido tras {} operaciones: ¿hay un bucle que no termina nunca?",
            group(*operations)
        ),
        Problem::TraceFull { steps } => format!(
            "detenido tras {} pasos registrados, todos los que guarda la reproducción, con el programa aún trabajando: prueba con un n menor",
            group(*steps as u64)
        ),
        Problem::Other(text) => text.clone(),
    }
}
