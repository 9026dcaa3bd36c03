//! /learn en español: los capítulos, escritos para este proyecto a partir de las fuentes,
//! y las frases de sus ejercicios.

use super::symmetry::SymmetryBoardPhrases;
use super::{by_count_box, queens_list, ChapterText, Labels, LearnWords};
use crate::i18n::es::Spanish;
use crate::i18n::numbers::comma::format_ms;
use crate::i18n::numbers::{format_clock, group};
use crate::i18n::{capitalised, Phrases};
use crate::learn::address::AddressProblem;
use crate::learn::bitmask::BitmaskStep;
use crate::learn::parsons::Check;
use crate::learn::progress::Marks;
use crate::learn::quiz::{Action, Asked, Choice, Question};
use crate::learn::set::SetResult;
use crate::learn::verdict::BoardVerdict;
use crate::learn::Chapter;
use nqueens_core::square::file_name;

mod chapters;

use chapters::CHAPTERS;

/// Spanish.
pub struct Es;

static LABELS: Labels = Labels {
    title: "Aprende las ocho reinas",
    intro: "Ocho capítulos breves, de un problema de ajedrez de 1848 a un millón de reinas. Cada uno trae algo que probar (un tablero, una búsqueda que predecir o una cuenta propia), un programa que ordenar y preguntas que se corrigen solas. Tu progreso se queda en este dispositivo.",
    path_title: "El recorrido",
    start: "Empezar por el capítulo 1",
    reset: "Borrar el progreso",
    reset_confirm: "Progreso borrado: todos los capítulos vuelven a estar por leer.",
    all_chapters: "Todos los capítulos",
    next_chapter: "Capítulo siguiente",
    chapter_end: "Fin del capítulo.",
    bars_scale: "El largo de cada barra es la cantidad de cifras del número (una escala logarítmica): a su largo real, las dos últimas barras serían demasiado cortas para verse.",
    course_end: "Fin del último capítulo. Ahora escribe tu propio programa que lo resuelva, y míralo funcionar.",
    write_your_own: "Escribe tu propio programa",
    play_queens: "Juega a Queens, el rompecabezas diario de regiones",
    sources_title: "Fuentes",
    open_in: "Ábrelo en el taller",
    predict_title: "Predice el paso siguiente",
    step_once: "Paso",
    restart: "Empezar de nuevo",
    parsons_title: "Ordena el programa",
    parsons_intro: "Las líneas del algoritmo del capítulo están desordenadas. Elige una línea y muévela o sángrala con los botones de flechas bajo la lista, o arrástrala.",
    parsons_keys: "Teclas: en una línea, Alt+↑/↓ la mueve y Alt+→/← la sangra.",
    parsons_check: "Comprobar el orden",
    move_up: "Subir",
    move_down: "Bajar",
    indent: "Sangrar",
    outdent: "Quitar sangría",
    quiz_title: "Preguntas",
    quiz_check: "Comprobar las respuestas",
    your_answer: "Tu respuesta",
    right: "Correcto",
    wrong: "No del todo",
    set_title: "Una serie de ejercicios",
    set_intro: "Tu profesor eligió estas preguntas de los capítulos. Respóndelas, compruébalas y devuelve la tarjeta de resultados.",
    hint: "Pista",
    results_title: "Resultados",
    copy: "Copiar los resultados",
    builder_title: "Para docentes: preparar una serie de ejercicios",
    builder_intro: "Marca las preguntas en el orden en que las quieras; el enlace las abre en una sola hoja, y quien aprende recibe una tarjeta de resultados para devolver.",
    builder_empty: "Marca una pregunta para obtener un enlace.",
    count_it: "Contarlo aquí",
    and: "y",
    method_choice: "El método que seguir",
    q_table: "Q(n), todos los recuentos publicados",
    huge_open: "Colocar aquí un millón de reinas",
    torus_caption: "5 reinas en un toro de 5×5",
    superqueens_caption: "10 superreinas en 10×10",
};

impl LearnWords for Es {
    fn labels(&self) -> &'static Labels {
        &LABELS
    }

    fn chapter(&self, chapter: Chapter) -> &'static ChapterText {
        &CHAPTERS[chapter as usize]
    }

    fn chapter_label(&self, chapter: Chapter) -> String {
        format!("Capítulo {}", chapter.number())
    }

    fn continue_at(&self, chapter: Chapter, step: usize) -> String {
        match step {
            0 => format!("Seguir donde lo dejaste: capítulo {}", chapter.number()),
            s => format!(
                "Seguir donde lo dejaste: capítulo {}, paso {s}",
                chapter.number()
            ),
        }
    }

    fn continue_with(&self, chapter: Chapter) -> String {
        format!("Seguir con el capítulo {}", chapter.number())
    }

    fn chapters_done(&self, done: usize, of: usize) -> String {
        format!("{done} de {of} capítulos terminados")
    }

    fn marks(&self, marks: Marks, questions: usize) -> String {
        let mut parts = vec![if marks.is_done() {
            "terminado"
        } else {
            "sin leer hasta el final"
        }
        .to_string()];
        if marks.parsons {
            parts.push("programa ordenado".into());
        }
        if let Some((right, of)) = marks.quiz.filter(|_| questions > 0) {
            parts.push(format!("{right} de {of} correctas"));
        }
        parts.join(" · ")
    }

    fn program(&self, chapter: Chapter) -> Option<&'static [&'static str]> {
        Some(match chapter {
            Chapter::Puzzle => &[
                "ataca(a, b):",
                "  devolver misma fila, misma columna, o |fila a − fila b| = |columna a − columna b|",
                "resuelto(reinas):",
                "  si hay menos de n reinas: devolver no",
                "  para cada par a, b de reinas:",
                "    si ataca(a, b): devolver no",
                "  devolver sí",
            ],
            Chapter::Symmetry => &[
                "canónica(s):",
                "  mejor ← s",
                "  para cada uno de los 8 giros y reflexiones g:",
                "    t ← g aplicada a s",
                "    si t va antes que mejor en orden: mejor ← t",
                "  devolver mejor",
            ],
            Chapter::Family => &[
                "segura_en_toro(f, c, reinas):",
                "  para cada reina (q, d) de reinas:",
                "    si q = f o d = c: devolver no",
                "    si (q − d) mod n = (f − c) mod n: devolver no",
                "    si (q + d) mod n = (f + c) mod n: devolver no",
                "  devolver sí",
            ],
            _ => return None,
        })
    }

    fn parsons_result(&self, check: Check) -> String {
        match check {
            Check::Solved => "Correcto: cada línea en su sitio y con su sangría.".into(),
            Check::OutOfOrder(at) => format!("La línea {} todavía no va ahí.", at + 1),
            Check::WrongDepth(at) => format!(
                "La línea {} está en su sitio, pero con otra sangría.",
                at + 1
            ),
        }
    }

    fn question(&self, question: Question) -> String {
        match question {
            Question::Tries { n } => format!("¿Cuántas casillas prueba la vuelta atrás en el tablero de {n}×{n}, buscando todas las soluciones?"),
            Question::Solutions { n } => format!("¿Cuántas soluciones tiene el tablero de {n}×{n}?"),
            Question::AfterSolution => "¿Qué hace la vuelta atrás justo después de anunciar una solución?".into(),
            Question::FirstSolution { n } => format!("¿Cuál es la primera solución que encuentra la vuelta atrás en el tablero de {n}×{n} (la fila de la reina de cada columna)?"),
            Question::WhichIsSolution { n } => format!("¿Cuál de estas colocaciones de {n} reinas es una solución (la fila de la reina de cada columna)?"),
            Question::PermutationsChecked { n } => format!("¿Cuántas colocaciones comprueba la fuerza bruta por permutaciones en el tablero de {n}×{n}?"),
            Question::AnyPlacements { n } => format!("¿De cuántas maneras pueden estar {n} reinas en las {} casillas del tablero de {n}×{n}, sin ninguna regla?", n * n),
            Question::Fundamentals { n } if by_count_box(question) => format!("¿Cuántas soluciones fundamentales (una por clase) tiene el tablero de {n}×{n}? Cuéntalas en la caja del capítulo 5."),
            Question::Fundamentals { n } => format!("¿Cuántas soluciones fundamentales (una por clase) tiene el tablero de {n}×{n}?"),
            Question::ClassSize { code } => format!("¿Cuántas soluciones distintas hay en la clase de {code}?"),
            Question::KeptBy { code } => format!("¿Cuál de estas deja la solución {code} exactamente igual?"),
            Question::ThroughFirstFile { n, rank } => format!("¿Cuántas soluciones del tablero de {n}×{n} tienen la reina de la columna a en la fila {rank}?"),
            Question::AttackingPairs { code } => format!("¿Cuántos pares de reinas se atacan en la colocación {code}, contando a través de las reinas de en medio?"),
            Question::ModelVariables { n } => format!("¿Cuántas variables 0/1 tiene el Modelo 1 para el tablero de {n}×{n}?"),
            Question::ModelConstraints { n } => format!("¿Cuántas restricciones (filas, columnas y diagonales de dos casillas o más) tiene el Modelo 1 para el tablero de {n}×{n}?"),
            Question::ExpandedToFirst { n } => format!("¿Cuántos nodos expande la ramificación y poda en profundidad en el tablero de {n}×{n} hasta su primera solución, contando el tablero vacío del que parte?"),
            Question::Torus { n } => format!("¿De cuántas maneras pueden estar {n} reinas en un toro de {n}×{n} sin atacarse?"),
            Question::Superqueens { n } => format!("¿Cuántas soluciones tiene el tablero de {n}×{n} para superreinas (reinas que además saltan como caballos)?"),
            Question::Complete { given } => format!("Completa el tablero {}: pon una reina en cada columna vacía (·), sin que ninguna ataque a otra: elige sus casillas.", given.replace('0', "·")),
            Question::TorusSize { .. } => "¿En cuál de estos toros caben n reinas, una por fila, columna y diagonal que da la vuelta?".into(),
        }
    }

    fn choice_in_words(&self, choice: &Choice) -> String {
        match choice {
            Choice::Action(Action::Stop) => "Se detiene: el problema está resuelto.".into(),
            Choice::Action(Action::GoBack) => "Quita la última reina y sigue buscando.".into(),
            Choice::Action(Action::StartOver) => {
                "Vacía el tablero y empieza otra vez desde a1.".into()
            }
            Choice::Solution(_) | Choice::Placement(_) => self.choice(choice),
            Choice::Symmetry(g) => capitalised(Spanish.symmetry_name(*g)),
            Choice::Size(n) => format!("{n}×{n}"),
        }
    }

    fn why(&self, asked: &Asked) -> String {
        let answer = self.answer(asked);
        match asked.question {
            Question::Tries { n } => {
                let (tried, placed) = asked.figures.map_or((0, 0), |f| (f.whole.tried, f.whole.placed));
                format!("Prueba {answer} casillas: todas las de la columna siguiente en cada una de las {} colocaciones a las que aún les falta una columna, {n} cada vez. {} de esos intentos ponen una reina.", group(tried / n as u64), group(placed))
            }
            Question::Solutions { n } => format!("El tablero de {n}×{n} tiene {answer} soluciones; el laboratorio las cuenta para cualquier n."),
            Question::AfterSolution => "Vuelve atrás, igual que en un callejón sin salida: quita la última reina y la sube por su columna, y así encuentra todas las soluciones.".into(),
            Question::FirstSolution { .. } => format!("{answer}: la vuelta atrás prueba primero las casillas más bajas, así que su primera solución es la menor en orden; las otras dos son la misma solución reflejada y girada, que encuentra después."),
            Question::WhichIsSolution { .. } => format!("{answer}: en las otras dos, dos reinas vecinas comparten una diagonal."),
            Question::PermutationsChecked { n } => format!("{answer}, es decir {n}!: cada orden de las filas 1 a {n}, comprobado entero por si dos reinas comparten diagonal."),
            Question::AnyPlacements { n } => format!("{answer}: las maneras de elegir {n} casillas de {}, C({}, {n}).", n * n, n * n),
            Question::Fundamentals { n } => format!(
                "{answer}: las soluciones del tablero de {n}×{n} forman {answer} {} bajo los 8 giros y reflexiones.",
                if answer == "1" { "clase" } else { "clases" }
            ),
            Question::ClassSize { code } => format!("{answer}: media vuelta deja {code} igual, así que sus 8 imágenes son solo {answer} tableros distintos."),
            Question::KeptBy { code } => format!("{answer}: girar {code} media vuelta da otra vez {code}."),
            Question::ThroughFirstFile { n, rank } => format!("{answer}: de las soluciones del tablero de {n}×{n}, {answer} ponen la reina de la columna a en la fila {rank}."),
            Question::AttackingPairs { code } => format!("{answer}: cuenta cada par de reinas de {code} en una misma fila o diagonal, aunque haya reinas en medio."),
            Question::ModelVariables { n } => format!("{answer}: una variable por casilla, {n} × {n}."),
            Question::ModelConstraints { n } => format!("{answer}: {n} filas y {n} columnas (exactamente una reina cada una), y las diagonales de dos casillas o más en los dos sentidos (a lo sumo una)."),
            Question::ExpandedToFirst { n } => format!("{answer}: primero el tablero vacío y luego, en profundidad, una rama cada vez hasta el primer tablero de {n}×{n} lleno. Al predecirla, nombras cada expansión después de la del tablero vacío."),
            Question::Torus { n } => format!("{answer}: caben n reinas en un toro solo si n no comparte factores con 6, y {n} no los comparte."),
            Question::Superqueens { n } => format!("{answer}: los saltos de caballo descartan casi todas las colocaciones; {n}×{n} es el tablero más pequeño que tiene alguna."),
            Question::Complete { .. } => format!("Una respuesta: {answer}. Vale cualquier tablero que conserve las reinas dadas, con una reina en cada columna y ninguna atacando a otra."),
            Question::TorusSize { .. } => format!("{answer}: caben n reinas en un toro solo si n no comparte factores con 6 (Pólya)."),
        }
    }

    fn counted(&self, n: usize, total: u64, fundamental: u64, ms: f64) -> String {
        format!(
            "Q({n}) = {}, {} fundamentales, contado aquí en {}.",
            group(total),
            group(fundamental),
            format_ms(ms)
        )
    }

    fn hint_for(&self, chapter: Chapter) -> String {
        format!(
            "El capítulo {}, «{}», tiene lo que necesitas.",
            chapter.number(),
            self.chapter(chapter).title
        )
    }

    fn results(&self, r: &SetResult) -> String {
        let hints = if r.hints == 1 {
            "1 pista".to_string()
        } else {
            format!("{} pistas", r.hints)
        };
        format!(
            "Puntuación: {} de {} · {hints} · tiempo {}",
            r.right,
            r.of,
            format_clock(r.seconds as f64 * 1000.0)
        )
    }

    fn bad_address(&self, problem: &AddressProblem) -> String {
        match problem {
            AddressProblem::Set(bad) => format!("La serie no nombra ninguna pregunta en {}: aquí están las demás.", bad.join(", ")),
            AddressProblem::Chapter(given) => format!("El enlace pide el capítulo «{given}», pero los capítulos van del 1 al 8: aquí está el recorrido."),
            AddressProblem::Step(given) => format!("El paso «{given}» del enlace no es un número entero: el capítulo empieza por el principio."),
        }
    }

    fn quiz_score(&self, right: usize, of: usize) -> String {
        format!("{right} de {of} correctas.")
    }

    fn count_sizes(&self, max: usize) -> String {
        format!("Aquí cuenta tableros de 1×1 a {max}×{max}, en unos milisegundos; el laboratorio cuenta los mayores.")
    }

    fn bitmask_masks(&self) -> [&'static str; 4] {
        [
            "filas ocupadas",
            "izquierda: diagonales que suben hacia la derecha, desplazadas ≪ 1 por columna",
            "derecha: diagonales que bajan hacia la derecha, desplazadas ≫ 1 por columna",
            "libres = ¬(filas | izquierda | derecha)",
        ]
    }

    fn bitmask_intro(&self, step: &BitmaskStep) -> String {
        format!(
            "Un ejemplo resuelto: reinas en {}; sigue la columna {}. Cada máscara tiene un bit por fila, la fila de arriba primero, 1 donde el bit está puesto.",
            queens_list(step, "y"),
            file_name(step.file)
        )
    }

    fn bitmask_next(&self, step: &BitmaskStep) -> String {
        match step.next_square() {
            Some(sq) => format!("El bit libre más bajo, libres & −libres, es la fila {}: la siguiente reina va a {sq}, y la cuenta sigue desde ahí.", sq.row + 1),
            None => format!("No queda ningún bit libre: la columna {} no tiene casilla segura, y la cuenta vuelve atrás.", file_name(step.file)),
        }
    }

    fn board_verdict(&self, verdict: BoardVerdict) -> String {
        match verdict {
            BoardVerdict::Empty => "Pon una reina: elige una casilla.".into(),
            BoardVerdict::Going { placed, n } => format!("{placed} de {n} reinas, ninguna atacada. Sigue."),
            BoardVerdict::Attacking { a, b } => format!("Las reinas de {a} y {b} se atacan: quita una de ellas."),
            BoardVerdict::Stuck { file } => format!("Sin salida: ninguna reina ataca a otra, pero todas las casillas de la columna {} están atacadas. Quita una reina para seguir.", file_name(file)),
            BoardVerdict::Solved => "Resuelto: cada columna tiene su reina, y ninguna ataca a otra.".into(),
        }
    }

    fn symmetry_board(&self) -> &'static dyn SymmetryBoardPhrases {
        &Es
    }
}
