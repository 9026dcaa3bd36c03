//! Spanish: the fixed strings and every sentence.

use super::numbers::comma::format_seconds;
use super::{capitalised, cell_list, group, list, CodeListing, Phrases};
use crate::protocol::{Failure, Target};
use crate::solver::Figure;
use nqueens_core::model::Line;
use nqueens_core::puzzle::Level;
use nqueens_core::search::Order;
use nqueens_core::search::{Algorithm, Expanded, Focus, Replay};
use nqueens_core::square::file_name;
use nqueens_core::variants::{Cell, Piece, Solved, Variant};
use nqueens_core::{Error, Placement, Square, SquareState, Symmetry};

mod steps;
mod strings;

pub use strings::STRINGS;

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
        steps::focus(focus)
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
        steps::frontier_head(algorithm, e)
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
        steps::step(algorithm, shown)
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
pub(super) fn quedan(count: u64) -> String {
    match count {
        1 => "queda 1 colisión".to_string(),
        c => format!("quedan {}", colisiones(c)),
    }
}
