//! Spanish: the fixed strings and every sentence.

use super::numbers::comma::format_seconds;
use super::{capitalised, cell_list, group, list, CodeListing, Phrases, Strings};
use crate::protocol::{Failure, Target};
use crate::solver::Figure;
use nqueens_core::model::Line;
use nqueens_core::puzzle::Level;
use nqueens_core::search::Order;
use nqueens_core::search::{
    Algorithm, Event, Expanded, Focus, LocalEvent, Reason, Replay, SearchEvent,
};
use nqueens_core::square::file_name;
use nqueens_core::variants::{Cell, Piece, Solved, Variant};
use nqueens_core::{Error, Placement, Square, SquareState, Symmetry};

/// The Spanish sentences.
pub struct Spanish;

impl Phrases for Spanish {
    fn algorithm(&self, algorithm: Algorithm) -> (&'static str, &'static str) {
        match algorithm {
            Algorithm::Backtracking => ("Vuelta atrás con conjuntos (Dijkstra, Wirth)", "Una reina por columna: prueba cada fila desde abajo contra los conjuntos de filas y diagonales ocupadas, y retrocede cuando una columna no tiene fila segura."),
            Algorithm::Permutations => ("Permutaciones con poda diagonal", "Como la vuelta atrás, pero las filas ocupadas se saltan sin probarlas, así que solo chocan diagonales: se prueban menos casillas que con conjuntos."),
            Algorithm::Bitmask => ("Vuelta atrás con máscaras de bits", "Las casillas libres de una columna salen de tres máscaras de bits (filas y ambas diagonales): ningún intento fallido, un paso por reina. Los contadores rápidos funcionan así."),
            Algorithm::BruteForce => ("Fuerza bruta sobre permutaciones", "Todas las permutaciones de las filas, generadas por rotaciones (Reingold, Nievergelt, Deo), comprobadas enteras: las n! candidatas, por pronto que choquen."),
            Algorithm::BranchBoundDepthFirst => ("Ramificación y poda, en profundidad", "Los nodos abiertos esperan en una pila: se expande primero el más nuevo, así la búsqueda baja hasta una solución; la frontera es pequeña."),
            Algorithm::BranchBoundBreadthFirst => ("Ramificación y poda, en anchura", "Los nodos abiertos esperan en una cola: se expande todo un nivel del árbol antes del siguiente, y la frontera crece mucho antes de la primera solución."),
            Algorithm::DancingLinks => ("Cobertura exacta con enlaces danzantes (Knuth)", "Cada fila y columna debe cubrirse una vez, cada diagonal como mucho una; el algoritmo X ramifica siempre por la fila o columna con menos casillas libres."),
            Algorithm::MinConflicts => ("Mínimos conflictos (Minton y otros)", "Un inicio voraz pone la reina de cada columna en su casilla con menos conflictos; después una reina atacada, elegida al azar, se mueve por su columna a la casilla con menos conflictos, hasta que ninguna está atacada o se llega al tope de iteraciones."),
            Algorithm::SosicGu => ("Intercambios de reinas (QS4 de Sosič y Gu)", "Un inicio aleatorio voraz deja pocas colisiones diagonales; después cada reina atacada intercambia filas con parejas al azar, y se queda con un intercambio que baja las colisiones (o, tras muchos intentos, uno que las deja igual), hasta que no queda ninguna. Tiempo lineal: millones de reinas en un segundo."),
            Algorithm::SwapSearch => ("Búsqueda por intercambios (Spading e Itaim, 2005)", "Una permutación aleatoria; dos reinas intercambian filas si el total de conflictos no crece, hasta que no queda ninguno o se alcanza el tope de iteraciones."),
            Algorithm::Heuristic => ("Vuelta atrás con orden (Kalé)", "Vuelta atrás que llena primero la columna o fila con menos casillas libres, y prueba primero la casilla que quita menos casillas libres. Una línea sin casillas libres corta la rama al instante. La vuelta atrás simple se atasca pasadas unas 100 reinas; esta encuentra 1.000 en un momento."),
            Algorithm::Restarts => ("Reinicios al azar (Las Vegas)", "Sortear una permutación al azar; quedársela si ningún par de reinas comparte diagonal, si no, sortear otra. Se esperan n!/Q(n) sorteos: 438 para n = 8, 33.733 para n = 12, y después un crecimiento factorial, así que esta página lo ofrece hasta n = 12."),
            Algorithm::Annealing => ("Recocido simulado", "Intercambios al azar de las filas de dos reinas: si bajan las colisiones se quedan; si las suben en Δ, se quedan con probabilidad e^(−Δ/T). La temperatura T baja con el tiempo: la búsqueda vaga al principio y se asienta al final."),
            Algorithm::Genetic => ("Algoritmo genético", "64 permutaciones se cruzan: la mejor sobrevive, los padres ganan torneos de tres, los hijos toman un tramo de un padre y las demás filas en el orden del otro, y algunos intercambian dos filas. La aptitud es el número de colisiones; se rinde tras 3.000 generaciones."),
            Algorithm::Construct => ("La regla de listas (sin búsqueda)", "Filas pares y luego impares, con un arreglo cuando n mod 6 es 2 o 3: una solución para todo n ≥ 4 en un paso."),
        }
    }

    fn symmetry_name(&self, g: Symmetry) -> &'static str {
        match g {
            Symmetry::Identity => "identidad",
            Symmetry::Rotate90 => "giro de 90°",
            Symmetry::Rotate180 => "giro de 180°",
            Symmetry::Rotate270 => "giro de 270°",
            Symmetry::ReflectVertical => "simetría respecto al eje vertical",
            Symmetry::ReflectHorizontal => "simetría respecto al eje horizontal",
            Symmetry::ReflectDiagonal => "simetría respecto a la diagonal principal",
            Symmetry::ReflectAntiDiagonal => "simetría respecto a la antidiagonal",
        }
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

    fn line_name(&self, line: Line) -> String {
        line_name(line)
    }

    fn square_name(&self, square: Square, state: SquareState, attackers: &[Square]) -> String {
        let word = match state {
            SquareState::Empty => "vacía",
            SquareState::Queen => "reina",
            SquareState::Attacked => "atacada",
            SquareState::Conflict => "reina, atacada",
        };
        match state {
            SquareState::Attacked | SquareState::Conflict if !attackers.is_empty() => {
                format!("{square}, {word} por {}", list(attackers, "y"))
            }
            _ => format!("{square}, {word}"),
        }
    }

    fn error(&self, error: &Error) -> String {
        match error {
            Error::SizeOutOfRange { n, min, max } => format!("el tamaño {n} está fuera de rango: usa de {min} a {max}"),
            Error::NoSolution { n } => format!("el tablero de {n}×{n} no tiene solución"),
            Error::Empty => "no se puede leer la colocación: no se dio nada".into(),
            Error::TooManyColumns { given, n } => format!("no se puede leer la colocación: {given} columnas para un tablero de {n}"),
            Error::NotARow { cell } => format!("no se puede leer la colocación: «{cell}» no es un número de fila"),
            Error::RowOffBoard { row, n } => format!("no se puede leer la colocación: la fila {row} está fuera de un tablero de {n} filas"),
            Error::SquareOffBoard { square, n } => format!("{square} no está en un tablero de {n}"),
            Error::Incomplete { placed, n } => format!("no es una solución: {placed} de {n} reinas colocadas"),
            Error::Attack { from, to } => format!("no es una solución: {from} ataca a {to}"),
            Error::ContestLine { line, text } => format!("línea {line}: se esperaba un número de casos o «FILA COLUMNA» de 1 a 8, y hay «{text}»"),
            Error::MissingDatasets { announced, given } => format!("se anuncian {announced} casos y solo hay {given}"),
            Error::Solver(nqueens_core::error::SolverFailure::Stopped { .. }) => {
                "el solver MILP se detuvo por un problema numérico".into()
            }
            Error::Solver(nqueens_core::error::SolverFailure::NotASolution { answer }) => {
                format!("la respuesta del solver MILP, {answer}, no es una solución")
            }
            Error::Solver(nqueens_core::error::SolverFailure::BrokenExample { variant, n }) => {
                format!("el ejemplo de {variant} para n = {n} no cumple sus propias reglas")
            }
            Error::NotListed { variant } => format!("las colocaciones óptimas de «{variant}» no se listan para este tamaño"),
            Error::BadPuzzleId { id } => format!("«{id}» no es un problema: usa una fecha (2026-11-23) o tamaño-nivel-semilla (8-hard-42)"),
            Error::NoPuzzle { n, level } => format!("no se encontró un problema {} para n = {n}", self.level_name(*level).to_ascii_lowercase()),
        }
    }

    fn failure(&self, failure: &Failure) -> String {
        match failure {
            Failure::Input(e) => self.error(e),
            Failure::Protocol(why) => format!(
                "La página y su proceso de fondo no se entienden ({why}). Recarga la página."
            ),
            Failure::Crashed(why) => {
                format!("El proceso de fondo falló ({why}). Se ha reiniciado; inténtalo de nuevo.")
            }
        }
    }

    fn focus(&self, focus: Focus) -> String {
        match focus {
            Focus::Trying(sq) => format!("Prueba {sq}"),
            Focus::Rejected(r) => {
                let line = match r.reason {
                    Reason::Row => "en su fila",
                    Reason::Diagonal => "en la diagonal /",
                    Reason::AntiDiagonal => "en la diagonal \\",
                };
                let by = r.by.map(|q| format!(" por {q}")).unwrap_or_default();
                let then = match r.next {
                    Some(next) => format!("prueba {next}"),
                    None => format!(
                        "no quedan casillas en la columna {}: vuelve atrás",
                        file_name(r.square.col)
                    ),
                };
                format!("{} está atacada {line}{by} — {then}", r.square)
            }
            Focus::Placed(sq) => format!("Ninguna reina ataca {sq} — coloca una reina ahí"),
            Focus::Removed {
                square,
                after_solution: true,
            } => {
                format!("Retira la reina de {square} para buscar más soluciones")
            }
            Focus::Removed { square, .. } => {
                format!("Callejón sin salida — retira la reina de {square}")
            }
        }
    }

    fn figure(&self, figure: Figure) -> &'static str {
        match figure {
            Figure::Tried => "casillas probadas",
            Figure::Placed => "reinas colocadas",
            Figure::Removed => "reinas retiradas",
            Figure::Solutions => "soluciones",
            Figure::Depth => "profundidad",
            Figure::Steps => "pasos",
            Figure::Moves => "movimientos",
            Figure::Checked => "permutaciones comprobadas",
            Figure::Expanded => "nodos expandidos",
            Figure::Frontier => "frontera máxima",
            Figure::Collisions => "colisiones",
            Figure::Draws => "permutaciones sorteadas",
            Figure::Temperature => "temperatura",
            Figure::Generation => "generación",
        }
    }

    fn bad_size(&self, given: &str, min: usize, max: usize) -> String {
        let given = given.trim();
        if given.is_empty() {
            format!("Escribe un tamaño de tablero de {min} a {max}.")
        } else if given.parse::<i64>().is_err() {
            format!("«{given}» no es un número: escribe un tamaño de tablero de {min} a {max}.")
        } else {
            format!("«{given}» no es un tamaño que ofrezca esta página: elige de {min} a {max}.")
        }
    }

    fn frontier_head(&self, algorithm: Algorithm, e: &Expanded) -> String {
        let (taken, queue) = match algorithm {
            Algorithm::BranchBoundBreadthFirst => ("la cabeza de la cola", "la cola"),
            Algorithm::Backtracking
            | Algorithm::Permutations
            | Algorithm::Bitmask
            | Algorithm::BruteForce
            | Algorithm::BranchBoundDepthFirst
            | Algorithm::DancingLinks
            | Algorithm::MinConflicts
            | Algorithm::SosicGu
            | Algorithm::SwapSearch
            | Algorithm::Construct
            | Algorithm::Heuristic
            | Algorithm::Restarts
            | Algorithm::Annealing
            | Algorithm::Genetic => ("la cima de la pila", "la pila"),
        };
        let node = match e.node.is_empty() {
            true => "el tablero vacío".to_string(),
            false => list(&e.node.queens().collect::<Vec<_>>(), "y"),
        };
        let children = match e.children {
            1 => "entra 1 hijo seguro".to_string(),
            c => format!("entran {c} hijos seguros"),
        };
        format!(
            "{node}, {taken}: {children}; {} nodos abiertos en {queue}",
            group(u64::from(e.frontier))
        )
    }

    fn waiting_title(&self, total: usize) -> String {
        match total {
            1 => "En espera: 1 nodo abierto".to_string(),
            t => format!("En espera: {} nodos abiertos", group(t as u64)),
        }
    }

    fn waiting_caption(&self, order: Order) -> &'static str {
        match order {
            Order::DepthFirst => "Una pila: sale primero el más nuevo.",
            Order::BreadthFirst => "Una cola: sale primero el más antiguo.",
        }
    }

    fn waiting_node(&self, node: &Placement) -> String {
        match node.is_empty() {
            true => "el tablero vacío".to_string(),
            false => node
                .queens()
                .map(|q| q.to_string())
                .collect::<Vec<_>>()
                .join(" "),
        }
    }

    fn waiting_next(&self) -> &'static str {
        "la siguiente"
    }

    fn waiting_more(&self, more: usize) -> String {
        format!("y {} más", group(more as u64))
    }

    fn waiting_older(&self, more: usize) -> String {
        match more {
            1 => "1 nodo más antiguo antes de estos".to_string(),
            k => format!("{} nodos más antiguos antes de estos", group(k as u64)),
        }
    }

    fn of_steps(&self, total: Option<usize>, reached: usize) -> String {
        match total {
            Some(t) => format!("de {}", group(t as u64)),
            None => format!("de al menos {}", group(reached as u64)),
        }
    }

    fn found_more(&self, more: u64) -> String {
        match more {
            1 => "y 1 más".to_string(),
            m => format!("y {} más", group(m)),
        }
    }

    fn seeking(&self, target: Target, steps: u64) -> String {
        let to = match target {
            Target::End => "Yendo al final",
            Target::Step(_) => "Yendo al paso",
            Target::NextSolution(_) => "Buscando la solución siguiente",
            Target::PreviousSolution(_) => "Yendo a la solución anterior",
            Target::NextBacktrack(_) => "Buscando el siguiente retroceso",
        };
        if steps == 0 {
            format!("{to}…")
        } else {
            format!("{to}… {} pasos buscados", group(steps))
        }
    }

    fn step_announcement(&self, step: usize, sentence: Option<String>, line: &str) -> String {
        match sentence {
            Some(s) => format!("Paso {step}: {s}. Código: {}", line.trim()),
            None => format!("Paso {step}. Código: {}", line.trim()),
        }
    }

    fn pseudocode(&self, algorithm: Algorithm) -> CodeListing {
        super::code_es::listing(algorithm)
    }

    fn no_solution_why(&self, n: usize) -> String {
        match n {
            2 => "El tablero de 2×2 no tiene solución: esté donde esté, la primera reina ataca las otras tres casillas.".into(),
            _ => "El tablero de 3×3 no tiene solución: una reina en el centro ataca todas las casillas; en cualquier otra, las casillas libres se atacan entre sí.".into(),
        }
    }

    fn not_found_at(&self, address: &str) -> String {
        format!("En el taller no hay nada en {address}. Estas son sus páginas:")
    }

    fn huge_result(&self, n: usize, solve_ms: f64, verify_ms: f64, ok: bool) -> String {
        let (solve, verify) = (
            format_seconds(solve_ms / 1000.0),
            format_seconds(verify_ms / 1000.0),
        );
        if ok {
            format!("{} reinas colocadas en {solve}; verificado de forma independiente en {verify}: ninguna reina ataca a otra.", group(n as u64))
        } else {
            format!(
                "{} reinas colocadas en {solve}, pero la verificación FALLÓ.",
                group(n as u64)
            )
        }
    }

    fn restarts(&self, restarts: u32) -> String {
        match restarts {
            1 => " (1 reinicio)".into(),
            r => format!(" ({r} reinicios)"),
        }
    }

    fn window_caption(&self, col0: usize, row0: u32, k: usize, queens: usize) -> String {
        let (c1, c2) = (group(col0 as u64 + 1), group((col0 + k) as u64));
        let (r1, r2) = (
            group(u64::from(row0) + 1),
            group(u64::from(row0) + k as u64),
        );
        let queens = match queens {
            0 => "ninguna reina aquí".to_string(),
            1 => "1 reina".to_string(),
            q => format!("{q} reinas"),
        };
        format!("Columnas {c1}–{c2}, filas {r1}–{r2} · {queens}")
    }
    fn step(&self, algorithm: Algorithm, shown: &Replay) -> Option<String> {
        if let Some(f) = shown.focus {
            return Some(self.focus(f));
        }
        let file = |c: u32| file_name(c);
        Some(match shown.event.as_ref()? {
            Event::Search(e) => match *e {
                SearchEvent::Solution => format!(
                    "Las {} reinas están a salvo: solución {}",
                    shown.setup.n,
                    group(shown.tally.counters.solutions)
                ),
                SearchEvent::Rotate { from } => format!(
                    "Siguiente permutación: las reinas desde la columna {} se mueven una columna a la izquierda",
                    file(u32::from(from))
                ),
                SearchEvent::Check { valid: true } => "Ningún par de reinas comparte diagonal".into(),
                SearchEvent::Check { valid: false } => {
                    "Dos reinas comparten diagonal: no es solución".into()
                }
                SearchEvent::Expand { .. } => self.frontier_head(algorithm, shown.expanded.as_ref()?),
                SearchEvent::LimitReached => "La frontera llegó a su límite de memoria: se detiene".into(),
                SearchEvent::Done => match shown.tally.counters.solutions {
                    0 => "No queda nada por buscar: ninguna solución".into(),
                    1 => "No queda nada por buscar: 1 solución encontrada".into(),
                    s => format!("No queda nada por buscar: {} soluciones encontradas", group(s)),
                },
                _ => return None,
            },
            Event::Local(e) => match *e {
                LocalEvent::Place { col, row, from, collisions } if from == col => format!(
                    "Inicio voraz: la reina de la columna {} va a la fila {}; {}",
                    file(col), row + 1, colisiones(collisions)
                ),
                LocalEvent::Place { col, row, from, collisions } => format!(
                    "Inicio voraz: la reina de la columna {} toma la fila {} de la columna {}; {}",
                    file(col), row + 1, file(from), colisiones(collisions)
                ),
                LocalEvent::Shift { col, from, to, collisions } if from == to => format!(
                    "La reina atacada de la columna {} ya está en una casilla de su columna con menos conflictos: se queda en la fila {}; {}",
                    file(col), to + 1, quedan(collisions)
                ),
                LocalEvent::Shift { col, from, to, collisions } => format!(
                    "La reina atacada de la columna {} se mueve por su columna de la fila {} a la fila {}, una casilla con menos conflictos; {}",
                    file(col), from + 1, to + 1, quedan(collisions)
                ),
                LocalEvent::Swap { a, b, collisions } => format!(
                    "Intercambia las reinas de las columnas {} y {}: {}",
                    file(a), file(b), quedan(collisions)
                ),
                LocalEvent::Refuse { a, b, .. } => format!(
                    "Intercambiar las reinas de las columnas {} y {} añadiría colisiones: rechazado a esta temperatura",
                    file(a), file(b)
                ),
                LocalEvent::Draw { collisions, .. } => format!(
                    "Sortea una permutación: {} en diagonal",
                    colisiones(collisions)
                ),
                LocalEvent::Rejected { .. } => "Tiene colisiones: se descarta y se sortea otra".into(),
                LocalEvent::Generation(ref population) => format!(
                    "Generación {}: el mejor genoma tiene {}",
                    group(u64::from(population.generation)), colisiones(shown.collisions.unwrap_or(0))
                ),
                LocalEvent::Stuck { col, .. } => format!(
                    "Ningún intercambio ayuda a la reina de la columna {}: se queda",
                    file(col)
                ),
                LocalEvent::Restart { .. } => "Demasiado tiempo sin avanzar: vuelve a empezar".into(),
                LocalEvent::Solved => "No quedan colisiones: una solución".into(),
                LocalEvent::GaveUp { collisions } => format!(
                    "Se alcanza el límite con {}: se rinde",
                    colisiones(collisions)
                ),
            },
            Event::Built(_) => return None,
        })
    }
    fn variant_name(&self, v: Variant) -> String {
        match v {
            Variant::Torus => "Tablero toroidal (Pólya)".into(),
            Variant::Superqueens => "Superreinas".into(),
            Variant::Most(p) => format!("Máximo de {}", piece_plural(p)),
            Variant::Domination => "Dominación con reinas".into(),
            Variant::Cube => "Reinas en un cubo".into(),
            Variant::Pawn => "n + 1 reinas y un peón".into(),
        }
    }

    fn variant_board(&self, s: &Solved, pieces: &[Cell]) -> String {
        let kind = piece_plural(s.variant.piece());
        let pawn = s
            .pawn()
            .map(|p| format!("; el peón en {}", Square::new(p.row, p.col)))
            .unwrap_or_default();
        match pieces.is_empty() {
            true => format!(
                "Ningún {} colocado{pawn}",
                piece_singular(s.variant.piece())
            ),
            false => format!("{} en {}{pawn}", capitalised(kind), cell_list(s, pieces)),
        }
    }

    fn layer(&self, k: usize) -> String {
        format!("Capa {k}")
    }

    fn level_name(&self, level: Level) -> &'static str {
        match level {
            Level::Easy => "Fácil",
            Level::Medium => "Medio",
            Level::Hard => "Difícil",
        }
    }
}

/// "torres", "caballos"…
pub(crate) fn piece_plural(p: Piece) -> &'static str {
    match p {
        Piece::Queen => "reinas",
        Piece::Rook => "torres",
        Piece::Bishop => "alfiles",
        Piece::King => "reyes",
        Piece::Knight => "caballos",
        Piece::Superqueen => "superreinas",
    }
}

/// "torre", "caballo"…
pub(crate) fn piece_singular(p: Piece) -> &'static str {
    match p {
        Piece::King => "rey",
        other => piece_plural(other).trim_end_matches('s'),
    }
}

/// The Spanish fixed strings.
pub const STRINGS: Strings = Strings {
    app_name: "nqueens",
    tagline: "El taller de las N reinas",
    nav_learn: "Aprende",
    nav_play: "Jugar",
    nav_solve: "Resolver",
    nav_gallery: "Galería",
    nav_lab: "Laboratorio",
    language: "Idioma",
    theme: "Tema",
    theme_auto: "Sistema",
    theme_light: "Claro",
    theme_dark: "Oscuro",
    board_size: "Tamaño del tablero n",
    board_label: "Tablero de ajedrez",
    convention: "Una colocación se escribe como la fila de la reina en cada columna, de la a hacia la derecha; las filas se cuentan desde 1 abajo.",
    clear: "Vaciar",
    hint: "Pista",
    checking: "Comprobando…",
    copy_link: "Copiar enlace",
    copied: "Copiado al portapapeles.",
    given: "dada",
    count: "Contar",
    cancel: "Cancelar",
    cancelled: "Conteo cancelado.",
    results: "Resultados",
    code_title: "El código, en el paso actual",
    solve_intro: "La vuelta atrás coloca una reina por columna, probando filas de abajo arriba, y retrocede cuando una columna no tiene casilla segura.",
    huge_title: "Una solución para un tablero enorme",
    huge_intro: "La búsqueda local repara una permutación aleatoria hasta que ninguna diagonal tenga dos reinas; la regla de listas construye una solución sin buscar. En ambos casos una comprobación O(n) independiente verifica el resultado.",
    solve: "Resolver",
    seed: "Semilla",
    download_text: "Descargar como texto",
    overview_label: "Todas las reinas de la solución: columna en horizontal, fila en vertical",
    window_label: "Una ventana de casillas reales; elige un punto de la vista general para moverla",
    zoom_in: "Acercar",
    zoom_out: "Alejar",
    pan_left: "Izquierda",
    pan_right: "Derecha",
    pan_up: "Arriba",
    pan_down: "Abajo",
    placing: "Colocando reinas…",
    play: "Reproducir",
    pause: "Pausa",
    step: "Paso",
    back: "Atrás",
    reset: "Reiniciar",
    skip_to_end: "Saltar al final",
    solver_jumps: "Saltos y velocidad",
    next_solution: "Solución siguiente",
    previous_solution: "Solución anterior",
    next_backtrack: "Siguiente retroceso",
    go_to_step: "Ir al paso",
    go: "Ir",
    still_searching: "aún buscando",
    speed: "Velocidad",
    timeline: "Paso",
    algorithm_label: "Algoritmo",
    sets_title: "Los conjuntos en este paso: filas r, diagonales135 r+k y diagonales45 r−k ocupadas (la solución del concurso los llama v, di y dd)",
    set_names: ["filas", "diagonales135", "diagonales45"],
    tree_title: "Árbol de búsqueda: nodos por profundidad",
    found_title: "Soluciones encontradas hasta ahora",
    chart_steps: "pasos",
    chart_collisions: "Colisiones diagonales a lo largo de los pasos",
    chart_temperature: "Colisiones diagonales (continua) y temperatura (discontinua) a lo largo de los pasos",
    shortcuts: "Teclas: Espacio reproduce o pausa, → avanza un paso, ← retrocede, N y P van a la solución siguiente y a la anterior, B al siguiente retroceso, Fin salta al final, Inicio reinicia.",
    dismiss: "Cerrar",
    update_ready: "Hay una versión nueva.",
    reload: "Recargar",
    not_found: "Esta página no existe.",
    about_learn: "Ocho capítulos, del acertijo de 1848 a un millón de reinas.",
    about_play: "Coloca tú las reinas, con pistas y acertijos diarios.",
    about_solve: "Mira buscar a quince algoritmos, paso a paso.",
    about_gallery: "Las soluciones fundamentales y sus simetrías.",
    about_lab: "Cuenta Q(n) en segundo plano y coloca millones de reinas.",
    about_variants: "El toro, otras piezas, las menos reinas que vigilan el tablero, y más.",
    about_code: "Escribe tu propio solucionador y compruébalo.",
    about_queens: "Queens, el rompecabezas diario de regiones, con pistas que explican.",
    credits: "Fuentes: Bezzel (1848), Nauck (1850), Dijkstra (1972), Wirth (1976), Sosič y Gu (1991), OEIS A000170 y A002562.",
    skip_to_content: "Saltar al contenido",
    main_nav: "Principal",
    solver_controls: "Controles del buscador",
    nav_variants: "Variantes",
    variant_try: "Pruébalo tú",
    nav_code: "Tu código",
    nav_queens: "Queens",
};

/// "la columna h", "la fila 3".
pub(crate) fn line_name(line: Line) -> String {
    match line {
        Line::Column(j) => format!("la columna {}", file_name(j as u32 - 1)),
        Line::Row(i) => format!("la fila {i}"),
        Line::Diagonal(_) | Line::AntiDiagonal(_) => String::new(),
    }
}

/// "1 colisión", "12 colisiones".
pub(crate) fn colisiones(count: u64) -> String {
    match count {
        1 => "1 colisión".to_string(),
        c => format!("{} colisiones", group(c)),
    }
}

/// "queda 1 colisión", "quedan 12 colisiones".
fn quedan(count: u64) -> String {
    match count {
        1 => "queda 1 colisión".to_string(),
        c => format!("quedan {}", colisiones(c)),
    }
}
