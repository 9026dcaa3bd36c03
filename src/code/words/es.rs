//! /code en español: a learner's program, its errors and its check.

use super::programs::{model_answer, starter};
use super::{
    board_call, call, named_column, sentence, shared_line, CodeWords, ExerciseText, Labels,
    SharedLine,
};
use crate::code::address::BadLink;
use crate::i18n::numbers::comma::format_ms;
use crate::i18n::numbers::{counted, group};
use nqueens_code::{
    Action, Diagnostic, Effort, Exercise, Played, Problem, Reference, Shortfall, SolutionFault,
    Step,
};
use nqueens_core::search::Goal;

mod exercises;
mod problems;

/// Spanish.
pub struct Es;

/// The fixed words of /code.
const LABELS: Labels = Labels {
    title: "Escribe tu propio solucionador",
    intro: "Escribe un solucionador en Rhai, un lenguaje pequeño muy parecido a JavaScript o Rust, ejecútalo en un tablero del tamaño que elijas y compáralo con las cifras conocidas: cada solución que comunique, el número Q(n) y las casillas que prueba la búsqueda de los libros.",
    editor_label: "Tu programa",
    run: "Ejecutar",
    stop: "Detener",
    share: "Copiar un enlace a este programa",
    output: "Salida",
    api_title: "El tablero, en el lenguaje",
    first_solution: "La primera solución comunicada",
    idle: "Pulsa Ejecutar para ejecutar tu programa.",
    running: "Ejecutando…",
    stopped: "Detenido. Tu programa está como lo dejaste.",
    show_line: "Mostrarlo en el editor",
    check_title: "Comprobado con el núcleo",
    error: "El programa se detuvo: el mensaje está debajo.",
    replay_title: "Tu ejecución, paso a paso",
    replay_intro: "Cada llamada de tu programa, repetida en el tablero con el reproductor del solucionador: avanza y retrocede paso a paso, arrastra la barra o salta a la siguiente solución.",
    listing_title: "Tu programa, tal como se ejecutó",
    export: "Guardar como archivo .rhai",
    stack_title: "Pila de llamadas: el nivel superior de tu programa y las llamadas en curso, la que se ejecuta arriba, cada una con sus variables en su último paso",
    exercises_title: "Ejercicios",
    exercise_hint: "Una pista",
    exercise_start: "Empezar con su programa",
    exercise_check: "Comprobar mi programa",
    exercise_passed: "superado",
    restore: "Recuperar el programa que tenías",
    editor_keys: "Tab sangra y Mayús-Tab quita sangría a las líneas seleccionadas; Escape y luego Tab sale del editor.",
    import: "Abrir un archivo .rhai",
    file_too_large: "Ese archivo pasa de 100 KB: un solucionador son unas pocas líneas. Tu programa sigue como estaba.",
    file_unreadable: "Ese archivo no se pudo leer como texto. Tu programa sigue como estaba.",
    file_not_text: "Ese archivo no es texto, como lo es un programa: parece binario. Tu programa sigue como estaba.",
    starter_title: "Te toca",
    starter_done: "Hecho: tu programa encuentra todas las soluciones, y solo soluciones. Los ejercicios de abajo piden más: tu propia prueba de seguridad, solo la primera solución, cuentas hasta 10, la mitad del trabajo por simetría.",
    starter_intro: "El programa del editor empieza como un esqueleto: se ejecuta, pero no comunica nada hasta que escribas el bucle sobre las filas, donde lo dice el comentario. Ejecútalo sobre la marcha, en un tablero de 4 o más (los de 2×2 y 3×3 no tienen solución que comunicar); una pista cada vez si la quieres.",
    starter_hint: "Una pista",
    starter_next_hint: "Otra pista",
    model_answer: "Ver una respuesta modelo",
    top_level: "nivel superior",
    no_variables: "todavía sin variables",
    not_kept: "variables no guardadas: demasiadas distintas para registrarlas",
};

/// Hasta dónde llegó la búsqueda de los libros, para las cifras comparadas.
fn how_far(goal: Goal) -> &'static str {
    match goal {
        Goal::First => "hasta su primera solución",
        Goal::All => "para encontrarlas todas",
    }
}

impl CodeWords for Es {
    fn labels(&self) -> &'static Labels {
        &LABELS
    }

    fn problem(&self, problem: &Problem) -> String {
        problems::problem(problem)
    }

    fn diagnostic(&self, d: &Diagnostic) -> String {
        match (&d.problem, d.line) {
            (Problem::Budget { operations }, line) if line > 0 => format!(
                "Detenido tras {} operaciones en la línea {line}: ¿hay un bucle que no termina nunca?",
                group(*operations)
            ),
            (Problem::Repeating { steps }, line) if line > 0 => format!(
                "Detenido tras {} pasos registrados que repiten los mismos sobre el mismo tablero, en la línea {line}: ¿hay un bucle que no termina nunca?",
                group(*steps as u64)
            ),
            (problem, 0) => sentence(crate::i18n::capitalised(&self.problem(problem))),
            (problem, line) => match named_column(d) {
                Some(column) => sentence(format!(
                    "Línea {line}, columna {column}: {}",
                    self.problem(problem)
                )),
                None => sentence(format!("Línea {line}: {}", self.problem(problem))),
            },
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

    fn none_exist(&self, n: u32) -> String {
        format!("Ninguna solución comunicada, y con razón: el tablero de {n}×{n} no tiene ninguna, Q({n}) = 0.")
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

    fn same_effort(&self, tried: u64, placed: u64, goal: Goal) -> String {
        format!(
            "Tu búsqueda probó {} {} y colocó {} {} que el solucionador de los libros {}.",
            if tried == 1 { "la misma" } else { "las mismas" },
            counted(tried, "casilla", "casillas"),
            if placed == 1 {
                "la misma"
            } else {
                "las mismas"
            },
            counted(placed, "reina", "reinas"),
            how_far(goal)
        )
    }

    fn other_effort(&self, e: &Effort, r: &Reference) -> String {
        let c = &r.counters;
        if e.tests_itself() {
            return format!(
                "Tu búsqueda prueba las casillas con su propio código, que el tablero no ve, así que solo se cuentan sus reinas: colocó {}; el solucionador de los libros coloca {} {} (preguntando a safe por {} casillas).",
                group(e.placed),
                group(c.placed),
                how_far(r.goal),
                group(c.tried)
            );
        }
        format!(
            "Tu búsqueda probó {} casillas y colocó {} reinas; el solucionador de los libros prueba {} y coloca {} {}.",
            group(e.tried),
            group(e.placed),
            group(c.tried),
            group(c.placed),
            how_far(r.goal)
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
            BadLink::BadSize => format!("El tamaño de tablero de este enlace no es uno de los que ofrece esta página (de 1 a {}); el tablero conserva su tamaño.", nqueens_code::MAX_N),
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
            (
                "[a, b], rows[k]",
                "listas, con len, push, pop, shift, insert, remove, clear, truncate, pad, contains (x in rows), index_of y for x in rows",
            ),
        ]
    }

    fn template(&self) -> &'static str {
        starter!(
            "Pon una reina en cada columna k, en una fila que ninguna reina ataque.",
            "Columnas y filas se cuentan desde 1.",
            "te toca: si ninguna reina ataca (k, r), pon una reina ahí,",
            "llena las columnas tras k, y luego quita la reina.",
        )
    }

    fn model_answer(&self) -> &'static str {
        model_answer!(
            "Pon una reina en cada columna k, en una fila que ninguna reina ataque.",
            "Columnas y filas se cuentan desde 1.",
        )
    }

    fn starter_hints(&self) -> &'static [&'static str; crate::code::starter::HINTS] {
        &[
            "No toda fila de la columna k sirve: pregunta primero safe(k, r), y sigue solo si responde true.",
            "Si (k, r) es segura, place(k, r) pone ahí la reina, y queens(k + 1) llena después las columnas tras k: la llamada hace el resto del tablero.",
            "Cuando queens(k + 1) termina, remove(k, r) quita la reina, para que la fila siguiente parta del mismo tablero: if safe(k, r) { place(k, r); queens(k + 1); remove(k, r); }",
        ]
    }

    fn returned(&self, call: &str, value: Option<&str>) -> String {
        match value {
            Some(value) => format!("{call} devolvió {value}"),
            None => format!("{call} terminó"),
        }
    }

    fn exercise(&self, exercise: Exercise) -> ExerciseText {
        exercises::exercise(exercise)
    }

    fn shortfall(&self, exercise: Exercise, shortfall: &Shortfall) -> String {
        match shortfall {
            Shortfall::Stopped(d) => self.diagnostic(d),
            Shortfall::Faulty(number, fault) => self.numbered_fault(*number, fault),
            Shortfall::Found { found, expected: 1, .. } => format!(
                "{} soluciones comunicadas: solo se pedía la primera.",
                group(*found as u64)
            ),
            Shortfall::Found { found, expected, .. } if exercise == Exercise::Mirror && *found as u64 * 2 <= *expected => format!(
                "Encontraste {} de {}: faltan las imágenes especulares.",
                group(*found as u64),
                group(*expected)
            ),
            Shortfall::Found { n, found, expected } => format!(
                "Encontraste {} de {} en el tablero de {n} × {n}.",
                group(*found as u64),
                group(*expected)
            ),
            Shortfall::CalledSafe { line } => {
                format!("La línea {line} llama a safe: este ejercicio pide hacerlo sin ella.")
            }
            Shortfall::NothingTried => "Se comunicó una solución sin preguntar a safe por una sola casilla: búscala, preguntando a safe antes de cada reina que coloques.".to_string(),
            Shortfall::KeptSearching { tried, to_first } => format!(
                "La búsqueda siguió tras su primera solución: {} casillas probadas, cuando bastaban {}.",
                group(*tried),
                group(*to_first)
            ),
            Shortfall::Count { n, printed: Some(p), expected } => {
                format!("Para n = {n} escribiste {}, pero Q({n}) = {}.", group(*p), group(*expected))
            }
            Shortfall::Count { n, printed: None, expected } => {
                format!("Nada escrito para n = {n}: Q({n}) = {}.", group(*expected))
            }
            Shortfall::NotHalved { tried, plain } => format!(
                "{} casillas probadas, frente a {} de la búsqueda simple: el trabajo no se reduce a la mitad.",
                group(*tried),
                group(*plain)
            ),
            Shortfall::RowReused(square) => {
                format!("Se preguntó por {square}, pero una reina ya ocupa su fila.")
            }
            Shortfall::OverBudget { budget } => format!(
                "Más de {} operaciones: mira solo las filas libres.",
                group(*budget)
            ),
        }
    }

    fn progress(&self, passed: usize, of: usize) -> String {
        format!("{passed} de {of} superados en este dispositivo.")
    }

    fn passed(&self, exercise: Exercise) -> String {
        format!("Superado: {}.", self.exercise(exercise).title)
    }

    fn step(&self, step: &Played, solutions: u64) -> String {
        let action = match step {
            Played::Call { frame, .. } => return format!("Se llama a {}.", call(frame)),
            Played::Return { value: Some(v), .. } => {
                return format!("La llamada termina y devuelve {v}.")
            }
            Played::Return { value: None, .. } => return "La llamada termina.".to_string(),
            Played::Step(Step { action, .. }, _) => *action,
        };
        match action {
            Action::Try { square, safe: true } => {
                format!(
                    "{}: sí, ninguna reina ataca {square}.",
                    board_call("safe", square)
                )
            }
            Action::Try { square, .. } => {
                format!(
                    "{}: no, {square} está ocupada o atacada.",
                    board_call("safe", square)
                )
            }
            Action::Place(square) => {
                format!("{}: una reina en {square}.", board_call("place", square))
            }
            Action::Remove(square) => {
                format!(
                    "{}: se retira la reina de {square}.",
                    board_call("remove", square)
                )
            }
            Action::Solution => {
                format!("solution(): el tablero se comunica como la solución {solutions}.")
            }
            Action::Print(_) => "print(…): una línea de salida.".to_string(),
            Action::Enter(_) => "Se llama a una función.".to_string(),
            Action::Exit(_) => "La llamada termina.".to_string(),
        }
    }
}
