//! /learn en español: los capítulos, escritos para este proyecto a partir de las fuentes,
//! y las frases de sus ejercicios.

use super::es::Spanish;
use super::es::{colisiones, line_name};
use super::learn::{by_count_box, queens_list, ChapterText, LearnPhrases, LearnStrings};
use super::learn_symmetry::SymmetryBoardPhrases;
use super::numbers::comma::format_ms;
use super::numbers::{counted, format_clock, group};
use super::predict::{PredictPhrases, PredictStrings};
use super::{capitalised, Phrases};
use crate::learn::address::AddressProblem;
use crate::learn::bitmask::BitmaskStep;
use crate::learn::parsons::Check;
use crate::learn::progress::Marks;
use crate::learn::quiz::{Action, Asked, Choice, Question};
use crate::learn::set::SetResult;
use crate::learn::verdict::BoardVerdict;
use crate::learn::Chapter;
use crate::predict::grain::{Grain, Passed};
use crate::predict::predictor::{Reveal, Score};
use nqueens_core::search::predict::{Judgement, Move, Predicts, Verdict, Why};
use nqueens_core::search::Reason;
use nqueens_core::square::file_name;

const ENCYCLOPEDIA: &str =
    "«Problema de las ocho reinas», el artículo de la enciclopedia en español";
const TRANSLATED: &str =
    "«Eight queens puzzle», el artículo más largo de la enciclopedia en inglés";
const SCHOOL: &str = "El artículo escolar que resuelve las ocho reinas con una calculadora";
const CONTEST: &str = "UVa 750, «8 Queens Chess Problem» (concurso de programación)";
const PAPER: &str = "Spading e Itaim (2005), el trabajo universitario sobre modelos y búsqueda";

static STRINGS: LearnStrings = LearnStrings {
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

static CHAPTERS: [ChapterText; 8] = [
    ChapterText {
        title: "El problema",
        lead: "Coloca ocho reinas en el tablero sin que ninguna ataque a otra: nunca dos en una fila (numeradas desde 1 abajo), una columna (con letras desde la a a la izquierda) o una diagonal. Elige una casilla para poner o quitar una reina; las casillas atacadas se sombrean. Aquí cada columna lleva una reina, así que otra casilla de su columna la mueve.",
        body: &[
            "Una reina se mueve cualquier distancia por su fila, su columna y sus dos diagonales. Ocho reinas que no se atacan llenan todas las columnas y todas las filas, una en cada una, porque dos no pueden compartir ninguna, así que el problema está en las diagonales, y eso lo hace difícil: casi todas las maneras de llenar filas y columnas dejan dos reinas en una misma diagonal. Solo {solutions:8} colocaciones son soluciones. El problema se plantea en cualquier tablero de n×n: el menor con solución, después del de 1×1, es el de 4×4, que tiene {solutions:4}.",
            "El compositor de ajedrez Max Bezzel lo propuso en una revista de ajedrez de Berlín en 1848. Franz Nauck publicó soluciones en 1850 y planteó la pregunta para un tablero de cualquier tamaño n, y Carl Friedrich Gauss se interesó por él. En 1874 Siegmund Günther propuso un método con determinantes, que J. W. L. Glaisher refinó después.",
            "Un siglo más tarde, Edsger Dijkstra lo usó en 1972 para mostrar la programación estructurada: una búsqueda escrita paso a paso, que prueba un lugar, avanza, y vuelve atrás cuando se atasca. Esa búsqueda es el capítulo 3. Antes, el capítulo 2 pregunta por qué probarlo todo no funciona.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED],
    },
    ChapterText {
        title: "La fuerza bruta, y por qué no sirve",
        lead: "Cuenta las maneras antes de recorrerlas. Ocho reinas en 64 casillas pueden estar de C(64, 8) maneras; aquí están los números, y una fuerza bruta para mirar en un tablero pequeño.",
        body: &[
            "Pon 8 reinas en cualquier lugar de 64 casillas: {any:8} maneras. Es C(64, 8), «64 sobre 8», las maneras de elegir 8 casillas de 64: 64 × 63 × … × 57 casillas una tras otra, divididas por los 8! órdenes que eligen las mismas ocho. Exige una reina por columna: 8⁸ = {per-file:8}. Exige además una por fila, de modo que solo queden por comprobar las diagonales: 8! = {permutations:8} permutaciones. La primera regla divide la cuenta por unas {per-file-divides:8}, la segunda por unas {per-rank-divides:8} más, y aun así la última lista es demasiado larga para revisarla a mano.",
            "El artículo escolar hace exactamente eso con una calculadora: genera todas las permutaciones de 1 2 3 4 5 6 7 8 por rotaciones (las últimas cifras se corren un lugar a la izquierda y la primera de ellas pasa al final) y comprueba en cada una si dos reinas comparten diagonal. Encuentra las {solutions:8} soluciones, tras {permutations:8} comprobaciones. En el tablero de 5×5 comprueba {permutations:5} permutaciones y encuentra {solutions:5} soluciones.",
            "Los números crecen más deprisa que cualquier ordenador: n! para n = 20 pasa de dos trillones. La fuerza bruta no sirve porque comprueba una colocación entera antes de darse cuenta de que sus dos primeras reinas ya se atacaban.",
        ],
        sources: &[SCHOOL, ENCYCLOPEDIA],
    },
    ChapterText {
        title: "La vuelta atrás",
        lead: "Mira la vuelta atrás decisión a decisión, y adivina cada una antes de que ocurra: la casilla que probará, volver atrás, o una solución.",
        body: &[
            "La vuelta atrás coloca las reinas columna a columna. En la columna siguiente prueba las casillas de abajo arriba; la primera que ninguna reina ataca recibe una reina, y la búsqueda pasa a la columna siguiente. Cuando en una columna no queda casilla segura, la última reina vuelve atrás y sube por su propia columna. Cuando están las n reinas, anuncia una solución y vuelve atrás para buscar las demás.",
            "La enciclopedia la escribe con tres conjuntos: las filas ocupadas y los dos tipos de diagonal ocupados (fila + columna es constante en uno, fila − columna en el otro). Una casilla es segura si no está en ninguno, así que comprobarla cuesta tres consultas en vez de mirar todas las reinas.",
            "Para ocho reinas el árbol de búsqueda tiene {nodes:8} nodos: 1 tablero vacío, y luego {levels:8} colocaciones parciales de 1 a 8 reinas. Probar cada casilla de la columna siguiente en cada uno de los {inner-nodes:8} nodos con una columna por llenar examina 8 × {inner-nodes:8} = {tries:8} casillas, frente a {permutations:8} permutaciones comprobadas enteras. La primera solución, 1 5 8 6 3 7 2 4, llega tras probar {tries-to-first:8} casillas. En el tablero de 6×6 del ejercicio de arriba, la búsqueda encuentra {solutions:6} soluciones, y {inner-nodes:6} de sus nodos tienen una columna por llenar.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED, CONTEST],
    },
    ChapterText {
        title: "La simetría",
        lead: "Gira el tablero un cuarto, media vuelta, tres cuartos, o refléjalo de cuatro maneras, y cada imagen de una solución es también una solución. Pruébalas una tras otra en el tablero de abajo, y mira luego una solución y sus siete imágenes.",
        body: &[
            "El tablero tiene ocho simetrías: la identidad, tres giros (un cuarto de vuelta en el sentido de las agujas del reloj, 90°; media vuelta, 180°; tres cuartos, 270°) y cuatro reflexiones (en los ejes vertical y horizontal, en la diagonal principal a1–h8 y en la otra, a8–h1). Cada una convierte una solución en otra, así que las soluciones vienen en familias, o clases.",
            "Una clase suele tener 8 miembros. Tiene 4 si la solución coincide con su media vuelta, y 2 si coincide con su cuarto de vuelta (la única clase del tablero de 4×4). Para n > 1 ninguna solución coincide con su imagen en un espejo.",
            "Para ocho reinas hay {fundamentals:8} soluciones fundamentales, una por clase: once clases de 8 y una de 4, y 11 × 8 + 1 × 4 = {solutions:8}. La clase de 4 es la de 35281746, que un giro de 180° (media vuelta) deja igual. Las {solutions:6} soluciones del tablero de 6×6 forman {fundamentals:6} clase, de 4. La galería muestra las doce clases de las ocho reinas con sus imágenes.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED],
    },
    ChapterText {
        title: "Contar",
        lead: "Q(n), el número de soluciones en un tablero de n×n, se conoce hasta n = {largest-known} y no más allá: ninguna fórmula lo da, así que cada uno se contó, los mayores tras años de cálculo.",
        body: &[
            "Los contadores rápidos guardan las filas y diagonales ocupadas como los bits de tres palabras de máquina. Las casillas libres de la columna siguiente son una sola expresión, ¬(filas | izquierda | derecha), y la más baja está a una instrucción. Con las simetrías del tablero basta con una octava parte de la búsqueda: las {solutions:8} soluciones del tablero de 8×8 se reparten según la fila de la reina de la columna a, de la fila 1 hacia arriba, en {by-first-rank:8}, lo mismo leído desde cada extremo, así que basta con contar la mitad de abajo y doblarla.",
            "Más rápido aún, las constelaciones del borde de NQueensFAF fijan primero las reinas de las filas y columnas exteriores y reparten el resto en piezas independientes. El ensamblado por partes divide el tablero en cuatro cuadrantes, enumera las colocaciones de cada uno, las une en medios tableros y cuenta las mitades que encajan en vez de buscar reina a reina.",
            "Q(26) = 22 317 699 616 364 044 se contó en 2009 en la TU Dresden, y Q(27) en 2016 con el proyecto Q27, en FPGA, en cerca de un año de cálculo. Q(n) crece más o menos como (0,143·n)ⁿ (Simkin, 2021). El laboratorio cuenta Q(n) en tu propia máquina.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED],
    },
    ChapterText {
        title: "La búsqueda local",
        lead: "Olvida el árbol: pon todas las reinas de una vez y luego mueve las que están en conflicto. Así se colocan un millón de reinas en segundos. Elige un método que predecir: el mínimo de conflictos mueve una reina por su columna, los intercambios de reinas cambian las filas de dos reinas.",
        body: &[
            "El mínimo de conflictos (Minton, Johnston, Philips y Laird, 1992) primero llena el tablero columna a columna, cada reina en la casilla de su columna con menos conflictos con las reinas ya puestas. Después repite una reparación: elige al azar una reina atacada y la mueve, por su columna, a la casilla con menos conflictos; un empate se sortea, así que la reina puede quedarse donde está. Con ese comienzo resuelve un millón de reinas en unas 50 reparaciones. En un tablero pequeño puede quedar atrapado donde ningún movimiento ayuda, así que para en un tope de iteraciones y dice que se rinde.",
            "Los conflictos de una casilla son las reinas que la atacan por una fila, una columna o una diagonal, contadas aunque haya otra reina en medio, como las cuenta el mínimo de conflictos y como las cuentan las preguntas de este capítulo. En 12345678 las ocho reinas están en una misma diagonal, así que se atacan 28 pares; con las reglas del ajedrez, donde la reina de en medio corta la línea, solo serían 7.",
            "Sosič y Gu (1991) colocaron 3 000 000 de reinas en unos 55 segundos en una estación de trabajo de 1991, con un tiempo que crece solo linealmente con n. Sus intercambios de reinas (QS4) mantienen una reina por fila y por columna, así que solo chocan las diagonales: una reina atacada intercambia la fila con una pareja al azar cuando eso baja las colisiones (una diagonal con k reinas cuenta k − 1) o, tras muchos intentos, las deja igual.",
            "El trabajo universitario describe una búsqueda por intercambios propia: parte de una permutación, lleva la cuenta de los conflictos diagonales de cada reina, intercambia dos reinas cuando el total no crece, y para con cero conflictos o al llegar a un tope de iteraciones. Una búsqueda local puede rendirse sin respuesta; las del capítulo 3 no, pero tampoco llegan al millón.",
        ],
        sources: &[PAPER, ENCYCLOPEDIA, TRANSLATED],
    },
    ChapterText {
        title: "Los modelos del trabajo",
        lead: "El mismo problema escrito dos veces, como un programa 0/1 para un resolvedor y como una permutación que buscar, y dos maneras de buscarla.",
        body: &[
            "El Modelo 1 de Spading e Itaim tiene una variable 0/1 por casilla, {variables:8} en el tablero de 8×8: exactamente una reina por fila y por columna, a lo sumo una por diagonal de dos casillas o más, {constraints:8} restricciones en total. Cualquier resolvedor de programación entera lo acepta; los autores lo escribieron en AMPL y lo resolvieron con lp_solve.",
            "El Modelo 2 pone una reina por columna por construcción, así que una solución es una permutación y solo las diagonales necesitan restricciones. Es el modelo que usan todas las búsquedas de este sitio.",
            "La ramificación y poda recorre las colocaciones parciales como un árbol. En profundidad, baja hasta un tablero lleno y encuentra pronto la primera solución (en 8×8 expande {expanded-to-first:8} nodos hasta la primera, contando el tablero vacío del que parte); en anchura, mantiene abierto un nivel entero a la vez. Los tiempos en Java del trabajo para la primera solución, en minutos y segundos: n = 8, 0:05 frente a 0:53; n = 20, 0:51 frente a 11:34; n = 30, 4:27 frente a más de 30 minutos. La lista bajo el tablero guarda los nodos abiertos: en profundidad los saca de una pila, el más nuevo primero; en anchura, de una cola, el más antiguo primero. Elige el método sobre el tablero y mira crecer la lista. Mientras predices, los muestra en el orden en que entraron, y el extremo por el que salen te toca encontrarlo a ti.",
        ],
        sources: &[PAPER],
    },
    ChapterText {
        title: "La familia",
        lead: "Cambia el tablero o la pieza y el problema cambia con ellos: unos se vuelven imposibles, otros fáciles, otros siguen abiertos.",
        body: &[
            "En un toro, donde los bordes se tocan, caben n reinas solo cuando n no comparte factores con 6 (Pólya): {torus:5} maneras en el toro de 5×5, {torus:7} en el de 7×7. Las superreinas, que además saltan como caballos, necesitan un tablero de al menos 10×10, que tiene {superqueens:10} soluciones.",
            "Añade un peón, que corta las líneas que pasan por él, y caben n + 1 reinas desde n = {pawn-from}: {with-pawn:8} maneras en el tablero de 8×8. Las demás piezas tienen su propio máximo: {most-rook:8} torres ({ways-rook:8} maneras), {most-bishop:8} alfiles ({ways-bishop:8}), {most-king:8} reyes ({ways-king:8}), {most-knight:8} caballos (solo {ways-knight:8}).",
            "La dominación da la vuelta a la pregunta: ¿cuántas reinas bastan para atacar u ocupar todas las casillas? {dominating:8} en el tablero de 8×8, de {dominating-ways:8} maneras, y nunca menos. En un cubo de 3×3×3, donde una reina se mueve por 13 líneas, caben a lo sumo {in-cube:3}. La página de variantes los tiene todos.",
            "El juego diario Queens mantiene una reina por fila y por columna, pero corta el tablero en n regiones de colores que ocupan el lugar de las diagonales: una reina por región, y dos reinas nunca se tocan, ni por una esquina. Sus tableros se hacen para tener exactamente una solución, a la que se llega solo razonando. La página Queens lo juega, con pistas que nombran cada paso.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED],
    },
];

/// "3 casillas libres", en la línea por la que se ramifica.
fn free_squares(free: u32) -> String {
    counted(u64::from(free), "casilla libre", "casillas libres")
}

/// "la columna c tiene 2 casillas seguras, que pasan a ser sus hijos", al expandir un nodo.
fn children_of(children: u32, next_file: u32) -> String {
    let file = file_name(next_file);
    match children {
        0 => format!("la columna {file} no tiene casilla segura, así que no tiene hijos"),
        1 => format!("la columna {file} tiene 1 casilla segura, que pasa a ser su hijo"),
        k => format!("la columna {file} tiene {k} casillas seguras, que pasan a ser sus hijos"),
    }
}

/// "esperan 5 nodos abiertos", la frontera tras una expansión.
fn nodes(frontier: u32) -> String {
    match frontier {
        0 => "no queda ningún nodo abierto".to_string(),
        1 => "espera 1 nodo abierto".to_string(),
        k => format!("esperan {} nodos abiertos", group(u64::from(k))),
    }
}

/// "quedan 3 colisiones", tras una reparación.
/// "2 conflictos": reinas de otras columnas que atacan una casilla.
fn conflictos(conflicts: u32) -> String {
    match conflicts {
        1 => "1 conflicto".to_string(),
        k => format!("{k} conflictos"),
    }
}

/// Las colisiones del mínimo de conflictos: pares de reinas que se atacan.
fn pares_atacados(pairs: u64) -> String {
    match pairs {
        0 => "ya no hay ninguna reina atacada".to_string(),
        1 => "ahora se ataca 1 par de reinas".to_string(),
        k => format!("ahora se atacan {} pares de reinas", group(k)),
    }
}

fn collision_pairs(collisions: u64) -> String {
    match collisions {
        0 => "no queda ninguna colisión".to_string(),
        1 => "queda 1 colisión".to_string(),
        c => format!("quedan {}", colisiones(c)),
    }
}

fn line(reason: Reason) -> &'static str {
    match reason {
        Reason::Row => "su fila",
        Reason::Diagonal => "una diagonal /",
        Reason::AntiDiagonal => "una diagonal \\",
    }
}

impl LearnPhrases for Spanish {
    fn t(&self) -> &'static LearnStrings {
        &STRINGS
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
            Choice::Symmetry(g) => capitalised(self.symmetry_name(*g)),
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
        &Spanish
    }
}

static PREDICT_STRINGS: PredictStrings = PredictStrings {
    toggle: "Predecir antes de cada paso",
    go_back: "Volver atrás",
    solution: "Una solución",
    not_sure: "No estoy seguro",
    grain_label: "Qué abarca cada predicción",
};

impl PredictPhrases for Spanish {
    fn t(&self) -> &'static PredictStrings {
        &PREDICT_STRINGS
    }

    fn keys(&self, predicts: Predicts) -> &'static str {
        match predicts {
            Predicts::Squares | Predicts::Cover => "Teclas: flechas e Intro en el tablero, B para volver atrás, S para una solución, N para no estoy seguro.",
            Predicts::Nodes | Predicts::Queens | Predicts::Shifts => "Teclas: flechas e Intro en el tablero, S para una solución, N para no estoy seguro.",
        }
    }

    fn intro(&self, predicts: Predicts) -> &'static str {
        match predicts {
            Predicts::Squares => "Antes de cada paso, di qué hará la vuelta atrás: elige la casilla que probará, o «Volver atrás» o «Una solución».",
            Predicts::Cover => "Antes de cada paso, di dónde pondrá su siguiente reina el algoritmo de enlaces danzantes: se ramifica por la fila o columna con menos casillas libres (si empatan, la fila más baja, luego la columna más a la izquierda) y las prueba en orden. Elige la casilla, o «Volver atrás» o «Una solución».",
            Predicts::Nodes => "Antes de cada paso, di qué nodo expandirá la ramificación y poda: elige su reina más nueva, la de su última columna llena, o «Una solución».",
            Predicts::Queens => "Antes de cada paso, di qué reina moverán los intercambios de reinas. Primero colocan las reinas columna a columna, cada una en una fila al azar: solo vale su casilla exacta, así que «No estoy seguro» es justo. Después reparan las reinas atacadas: primero la atacada más a la derecha, luego la misma otra vez mientras siga atacada, luego su pareja, luego las que anotaron antes. Elige la reina, o «Una solución» cuando ninguna esté atacada.",
            Predicts::Shifts => "Antes de cada paso, di dónde pondrá una reina el mínimo de conflictos. Los conflictos de una casilla son las reinas de otras columnas que la atacan, aunque haya otra reina en medio. Primero coloca las reinas columna a columna, cada una en una casilla de su columna con menos conflictos con las reinas ya puestas; después elige al azar una reina atacada y la mueve por su columna a una casilla con menos conflictos. Vale cualquier reina y casilla que la regla permita. Elige la casilla, o «Una solución» cuando ninguna reina esté atacada.",
        }
    }

    fn score(&self, s: &Score) -> String {
        let count =
            |k: u32, one: &str, many: &str| format!("{k} {}", if k == 1 { one } else { many });
        format!(
            "{}, {}, {} sin responder · racha {}, mejor {}",
            count(s.right, "acierto", "aciertos"),
            count(s.wrong, "fallo", "fallos"),
            s.unsure,
            s.streak,
            s.best
        )
    }

    fn reveal(&self, r: &Reveal) -> String {
        let verdict = match r.judgement {
            // Un sorteo entre casillas que la regla permite por igual: el alumno nombró otra.
            Judgement::Right if r.drew_another() => "Correcto: tu casilla era una de las que la regla permite, y el sorteo cayó en otra. ",
            Judgement::Right => "Correcto. ",
            Judgement::Wrong => "Esta vez no. ",
            Judgement::Unsure => "",
        };
        let what = match (r.ahead.truth, r.ahead.verdict, r.ahead.why) {
            (Move::Try(sq), _, Why::Fewest(Some((on, free)))) => format!(
                "Se ramifica por {}, que tiene {}, las menos de todas las filas y columnas que quedan, y pone una reina en {sq}, la siguiente de ellas.",
                line_name(on),
                free_squares(free)
            ),
            (Move::Try(sq), Some(Verdict::Refused(reason)), _) => format!(
                "Prueba {sq}, la casilla siguiente de la columna {}: una reina la ataca por {}, así que sigue.",
                file_name(sq.col),
                line(reason)
            ),
            (Move::Try(sq), _, _) => format!(
                "Prueba {sq}, la casilla más baja de la columna {} que aún no ha probado: ninguna reina la ataca, así que pone una reina ahí.",
                file_name(sq.col)
            ),
            (Move::Back(sq), _, Why::Fewest(Some((on, _)))) => format!(
                "Vuelve atrás: en {} no queda casilla libre que probar, así que quita la reina de {sq}.",
                line_name(on)
            ),
            (Move::Back(sq), _, Why::Fewest(None)) => format!(
                "Vuelve atrás: tras la solución, quita la reina de {sq} y la búsqueda sigue."
            ),
            (Move::Back(sq), _, _) => format!(
                "Vuelve atrás: en la columna siguiente no queda casilla que probar (o acaba de anunciar una solución), así que quita la reina de {sq} y sigue por encima de ella."
            ),
            (Move::Expand(sq), _, Why::Expanded { complete: true, frontier, .. }) => format!(
                "Expande el nodo cuya reina más nueva está en {sq}, el siguiente de su frontera: todas las columnas tienen reina, así que no tiene hijos; {}.",
                nodes(frontier)
            ),
            (Move::Expand(sq), _, Why::Expanded { children, frontier, .. }) => format!(
                "Expande el nodo cuya reina más nueva está en {sq}, el siguiente de su frontera: {}; {}.",
                children_of(children, sq.col + 1),
                nodes(frontier)
            ),
            (Move::Expand(sq), _, _) => format!("Expande el nodo cuya reina más nueva está en {sq}."),
            (Move::Place(sq), _, Why::Greedy { options, conflicts }) => format!(
                "El arranque pone la reina de la columna {} en {sq}, con {} con las reinas a su izquierda, el mínimo de su columna{}.",
                file_name(sq.col),
                conflictos(conflicts),
                match options.count_ones() {
                    1 => String::new(),
                    k => format!(": empataban {k} casillas y le tocó esta"),
                }
            ),
            (Move::Place(sq), _, _) => format!(
                "El arranque pone la reina de la columna {} en {sq}: una fila libre al azar, una que ninguna reina a su izquierda ataque en diagonal si unos pocos intentos la encuentran.",
                file_name(sq.col)
            ),
            (Move::Shift(sq), _, Why::LeastConflicts { from, had, collisions, .. }) if from == sq.row => format!(
                "Elige al azar la reina atacada de la columna {}: en {sq} tiene {}, ya el mínimo de su columna, y el sorteo la deja allí. {}.",
                file_name(sq.col),
                conflictos(had),
                capitalised(&pares_atacados(collisions))
            ),
            (Move::Shift(sq), _, Why::LeastConflicts { from, had, conflicts, collisions, .. }) => format!(
                "Elige al azar la reina atacada de la columna {}, con {} en {}, y la mueve por su columna a {sq}, con {}, el mínimo de su columna. {}.",
                file_name(sq.col),
                conflictos(had),
                nqueens_core::Square::new(from, sq.col),
                conflictos(conflicts),
                capitalised(&pares_atacados(collisions))
            ),
            (Move::Shift(sq), _, _) => format!("Mueve la reina de la columna {} a {sq}.", file_name(sq.col)),
            (Move::Repair(sq), _, Why::Repaired { partner: Some(b), collisions }) => format!(
                "Repara la reina de la columna {}, que está atacada: intercambia la fila con la reina de la columna {} y pasa a {sq}. {}.",
                file_name(sq.col),
                file_name(b),
                capitalised(&collision_pairs(collisions))
            ),
            (Move::Repair(sq), _, _) => format!(
                "Intenta reparar la reina de la columna {}, que está atacada, pero esta vez ningún intercambio baja los conflictos: se queda en {sq}.",
                file_name(sq.col)
            ),
            (Move::Solution, _, _) => "Una solución: cada columna tiene su reina y ninguna ataca a otra.".to_string(),
            (Move::Done, _, _) => "No queda nada que probar: la búsqueda ha terminado.".to_string(),
        };
        format!("{verdict}{}{what}", self.passed(r.passed))
    }

    fn ask_next(&self, moves: usize) -> String {
        format!("Paso {}: ¿qué hará ahora la búsqueda?", moves + 1)
    }

    fn watch_next(&self, moves: usize) -> String {
        format!(
            "Paso {}: pulsa «Paso» para ver qué hace la búsqueda.",
            moves + 1
        )
    }

    fn search_over(&self, moves: usize) -> String {
        format!(
            "La búsqueda ha terminado, tras {} pasos.",
            group(moves as u64)
        )
    }

    fn grain_name(&self, grain: Grain) -> &'static str {
        match grain {
            Grain::Step => "Cada casilla probada",
            Grain::Queen => "Cada reina colocada",
            Grain::Backtrack => "Cada vuelta atrás",
        }
    }

    fn grain_intro(&self, grain: Grain) -> &'static str {
        match grain {
            Grain::Step => "",
            Grain::Queen => "Di dónde irá la siguiente reina: elige su casilla, o «Volver atrás» si antes la búsqueda tiene que volver, o «Una solución». Las casillas atacadas que prueba por el camino pasan sin pregunta.",
            Grain::Backtrack => "Di qué reina sale en la próxima vuelta atrás: elígela, o «Una solución» si antes llega una. Las pruebas y las reinas colocadas por el camino pasan sin pregunta.",
        }
    }

    fn ask_grain(&self, grain: Grain, moves: usize) -> String {
        match grain {
            Grain::Step => self.ask_next(moves),
            Grain::Queen => format!("Paso {}: ¿dónde irá la siguiente reina?", moves + 1),
            Grain::Backtrack => format!(
                "Paso {}: ¿qué reina sale en la próxima vuelta atrás?",
                moves + 1
            ),
        }
    }

    fn ask_grain_at_step(&self, grain: Grain, step: usize) -> String {
        match grain {
            Grain::Step => self.ask_at_step(step),
            Grain::Queen => format!(
                "Paso {}: ¿dónde irá la siguiente reina?",
                group(step as u64)
            ),
            Grain::Backtrack => format!(
                "Paso {}: ¿qué reina sale en la próxima vuelta atrás?",
                group(step as u64)
            ),
        }
    }

    fn passed(&self, passed: Passed) -> String {
        let refused = match passed.refused {
            0 => None,
            1 => Some("pasa por 1 casilla atacada".to_string()),
            k => Some(format!("pasa por {k} casillas atacadas")),
        };
        let placed = match passed.placed {
            0 => None,
            1 => Some("coloca 1 reina".to_string()),
            k => Some(format!("coloca {k} reinas")),
        };
        match (placed, refused) {
            (None, None) => String::new(),
            (Some(a), None) | (None, Some(a)) => format!("Antes {a}. "),
            (Some(a), Some(b)) => format!("Antes {a} y {b}. "),
        }
    }

    fn ask_at_step(&self, step: usize) -> String {
        format!("Paso {}: ¿qué hará ahora la búsqueda?", group(step as u64))
    }
}
