//! Every visible string of the app, in English and Spanish.
//!
//! Strings are fields of one struct per language, so a missing translation is a
//! compile error rather than a blank on screen; sentences with numbers in them are
//! methods, because word order differs between the languages.

/// The languages the UI speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    En,
    Es,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];

    /// The BCP 47 code, for `<html lang>` and storage.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }

    /// Picks a language from a code such as `es-AR`; English otherwise.
    pub fn from_code(code: &str) -> Lang {
        if code.to_ascii_lowercase().starts_with("es") {
            Lang::Es
        } else {
            Lang::En
        }
    }

    pub fn t(self) -> &'static Strings {
        match self {
            Lang::En => &EN,
            Lang::Es => &ES,
        }
    }

    /// The verdict on a solved board.
    pub fn verdict(self, v: &VerdictWords) -> String {
        let rank = match (self, v.rank, v.total) {
            (Lang::En, Some(r), Some(t)) => format!(
                "Solved! This is solution {} of {} in lexicographic order",
                group(r),
                group(t)
            ),
            (Lang::Es, Some(r), Some(t)) => format!(
                "¡Resuelto! Es la solución {} de {} en orden lexicográfico",
                group(r),
                group(t)
            ),
            (Lang::En, _, _) => "Solved! No queen attacks another".into(),
            (Lang::Es, _, _) => "¡Resuelto! Ninguna reina ataca a otra".into(),
        };
        let class = match (self, v.class_number, v.classes) {
            (Lang::En, Some(i), Some(c)) => {
                format!("fundamental solution #{i} of {c} ({})", v.canonical)
            }
            (Lang::Es, Some(i), Some(c)) => {
                format!("solución fundamental n.º {i} de {c} ({})", v.canonical)
            }
            (Lang::En, _, _) => format!("fundamental solution {}", v.canonical),
            (Lang::Es, _, _) => format!("solución fundamental {}", v.canonical),
        };
        let how = self.symmetry_participle(&v.symmetry);
        match self {
            Lang::En => format!(
                "{rank}: {class}, {how}. Its class has {} solutions.",
                v.orbit_size
            ),
            Lang::Es => format!(
                "{rank}: {class}, {how}. Su clase tiene {} soluciones.",
                v.orbit_size
            ),
        }
    }

    /// "k of n queens placed, c conflicts".
    pub fn queens_status(self, placed: usize, n: usize, conflicts: usize) -> String {
        match self {
            Lang::En => format!(
                "{placed} of {n} queens placed, {}",
                match conflicts {
                    0 => "no conflicts".to_string(),
                    1 => "1 conflict".to_string(),
                    c => format!("{c} conflicts"),
                }
            ),
            Lang::Es => format!(
                "{placed} de {n} reinas colocadas, {}",
                match conflicts {
                    0 => "sin conflictos".to_string(),
                    1 => "1 conflicto".to_string(),
                    c => format!("{c} conflictos"),
                }
            ),
        }
    }

    /// A board size outside the page's range.
    pub fn bad_size(self, given: &str, min: usize, max: usize) -> String {
        match self {
            Lang::En => {
                format!("“{given}” is not a board size this page offers: choose {min} to {max}.")
            }
            Lang::Es => format!(
                "«{given}» no es un tamaño que ofrezca esta página: elige de {min} a {max}."
            ),
        }
    }

    /// "Counting Q(n)… 42 %".
    pub fn counting(self, n: usize, percent: f64) -> String {
        match self {
            Lang::En => format!("Counting Q({n})… {percent:.0} %"),
            Lang::Es => format!("Contando Q({n})… {percent:.0} %"),
        }
    }

    /// "Q(n) = total, f fundamental".
    pub fn count_result(self, n: usize, total: u64, fundamental: u64) -> String {
        match self {
            Lang::En => format!(
                "Q({n}) = {}, {} fundamental",
                group(total),
                group(fundamental)
            ),
            Lang::Es => format!(
                "Q({n}) = {}, {} fundamentales",
                group(total),
                group(fundamental)
            ),
        }
    }

    /// Speed and time left of a count.
    pub fn rate_eta(self, nodes_per_s: f64, eta_s: Option<f64>) -> String {
        let rate = format_rate(nodes_per_s);
        match (self, eta_s) {
            (Lang::En, Some(eta)) => format!("{rate} nodes/s · about {} left", format_seconds(eta)),
            (Lang::En, None) => format!("{rate} nodes/s"),
            (Lang::Es, Some(eta)) => {
                format!("{rate} nodos/s · faltan unos {}", format_seconds(eta))
            }
            (Lang::Es, None) => format!("{rate} nodos/s"),
        }
    }

    /// A benchmark's result.
    pub fn benchmark_result(
        self,
        n: usize,
        seconds: f64,
        nodes_per_s: f64,
        workers: usize,
    ) -> String {
        match self {
            Lang::En => format!(
                "Q({n}) in {} with {workers} workers: {} nodes/s.",
                format_seconds(seconds),
                format_rate(nodes_per_s)
            ),
            Lang::Es => format!(
                "Q({n}) en {} con {workers} procesos: {} nodos/s.",
                format_seconds(seconds),
                format_rate(nodes_per_s)
            ),
        }
    }

    /// A huge board's result.
    pub fn huge_result(self, n: usize, solve_ms: f64, verify_ms: f64, ok: bool) -> String {
        let (solve, verify) = (
            format_seconds(solve_ms / 1000.0),
            format_seconds(verify_ms / 1000.0),
        );
        match (self, ok) {
            (Lang::En, true) => format!("{} queens placed in {solve}; verified independently in {verify}: no two queens attack each other.", group(n as u64)),
            (Lang::Es, true) => format!("{} reinas colocadas en {solve}; verificado de forma independiente en {verify}: ninguna reina ataca a otra.", group(n as u64)),
            (Lang::En, false) => format!("{} queens placed in {solve}, but the verification FAILED.", group(n as u64)),
            (Lang::Es, false) => format!("{} reinas colocadas en {solve}, pero la verificación FALLÓ.", group(n as u64)),
        }
    }

    /// The window's place on a huge board.
    pub fn window_caption(self, col0: usize, row0: u32, k: usize) -> String {
        let (c1, c2, r1, r2) = (
            group(col0 as u64 + 1),
            group((col0 + k) as u64),
            group(row0 as u64 + 1),
            group(row0 as u64 + k as u64),
        );
        match self {
            Lang::En => format!("Columns {c1}–{c2}, rows {r1}–{r2}"),
            Lang::Es => format!("Columnas {c1}–{c2}, filas {r1}–{r2}"),
        }
    }

    /// An algorithm's name and what it does and costs.
    pub fn algorithm(self, id: &str) -> (&'static str, &'static str) {
        match (self, id) {
            (Lang::En, "backtracking") => ("Backtracking with sets (Dijkstra, Wirth)", "One queen per column: try each row from the bottom, test it against the sets of taken rows and diagonals, go back when a column has no safe row. n = 8: 15,720 squares tried, 2,057 nodes, 92 solutions."),
            (Lang::Es, "backtracking") => ("Vuelta atrás con conjuntos (Dijkstra, Wirth)", "Una reina por columna: prueba cada fila desde abajo contra los conjuntos de filas y diagonales ocupadas, y retrocede cuando una columna no tiene fila segura. n = 8: 15.720 casillas probadas, 2.057 nodos, 92 soluciones."),
            (Lang::En, "permutations") => ("Permutations with diagonal pruning", "Like backtracking, but rows already taken are skipped without a test, so only diagonals can clash: n = 8 examines 5,508 placements."),
            (Lang::Es, "permutations") => ("Permutaciones con poda diagonal", "Como la vuelta atrás, pero las filas ocupadas se saltan sin probarlas, así que solo chocan diagonales: n = 8 examina 5.508 colocaciones."),
            (Lang::En, "bitmask") => ("Bitmask backtracking", "The free squares of a column come at once from three bitmasks (rows and both diagonals): no failed tries, one step per queen placed. The fast counters work this way."),
            (Lang::Es, "bitmask") => ("Vuelta atrás con máscaras de bits", "Las casillas libres de una columna salen de tres máscaras de bits (filas y ambas diagonales): ningún intento fallido, un paso por reina. Los contadores rápidos funcionan así."),
            (Lang::En, "brute-force") => ("Brute force over permutations", "Every permutation of the rows, generated by rotations (Reingold, Nievergelt, Deo), checked whole for diagonal attacks: n! candidates, 40,320 for n = 8."),
            (Lang::Es, "brute-force") => ("Fuerza bruta sobre permutaciones", "Todas las permutaciones de las filas, generadas por rotaciones (Reingold, Nievergelt, Deo), comprobadas enteras: n! candidatas, 40.320 para n = 8."),
            (Lang::En, "branch-bound-dfs") => ("Branch and bound, depth first", "Open nodes wait in a stack: the newest is expanded first, so the search dives to a solution; the frontier stays small."),
            (Lang::Es, "branch-bound-dfs") => ("Ramificación y poda, en profundidad", "Los nodos abiertos esperan en una pila: se expande primero el más nuevo, así la búsqueda baja hasta una solución; la frontera es pequeña."),
            (Lang::En, "branch-bound-bfs") => ("Branch and bound, breadth first", "Open nodes wait in a queue: a whole level of the tree is expanded before the next, so the frontier grows huge before any solution appears."),
            (Lang::Es, "branch-bound-bfs") => ("Ramificación y poda, en anchura", "Los nodos abiertos esperan en una cola: se expande todo un nivel del árbol antes del siguiente, y la frontera crece mucho antes de la primera solución."),
            (Lang::En, "dancing-links") => ("Exact cover with dancing links (Knuth)", "Each rank and file must be covered once, each diagonal at most once; Algorithm X always branches on the rank or file with the fewest squares left."),
            (Lang::Es, "dancing-links") => ("Cobertura exacta con enlaces danzantes (Knuth)", "Cada fila y columna debe cubrirse una vez, cada diagonal como mucho una; el algoritmo X ramifica siempre por la fila o columna con menos casillas libres."),
            (Lang::En, "min-conflicts") => ("Min-conflicts local search (Sosič & Gu)", "A greedy random start leaves a few diagonal collisions; attacked queens then swap rows with random partners until none is left. Linear time: millions of queens in a second."),
            (Lang::Es, "min-conflicts") => ("Búsqueda local de mínimos conflictos (Sosič y Gu)", "Un inicio aleatorio voraz deja pocas colisiones diagonales; las reinas atacadas intercambian filas con otras al azar hasta que no queda ninguna. Tiempo lineal: millones de reinas en un segundo."),
            (Lang::En, "swap-search") => ("Swap search (the university paper)", "A random permutation; two queens swap rows whenever the total of conflicts does not grow, until none are left or the iteration cap is reached."),
            (Lang::Es, "swap-search") => ("Búsqueda por intercambios (el artículo universitario)", "Una permutación aleatoria; dos reinas intercambian filas si el total de conflictos no crece, hasta que no queda ninguno o se alcanza el tope de iteraciones."),
            (Lang::En, _) => ("The list rule (no search)", "Even rows, then odd rows, with a fix when n mod 6 is 2 or 3: a solution for every n ≥ 4 in one step."),
            (Lang::Es, _) => ("La regla de listas (sin búsqueda)", "Filas pares y luego impares, con un arreglo cuando n mod 6 es 2 o 3: una solución para todo n ≥ 4 en un paso."),
        }
    }

    /// What the square in focus is doing.
    pub fn focus_text(
        self,
        square: &str,
        rejected: Option<nqueens_core::search::Reason>,
    ) -> String {
        use nqueens_core::search::Reason;
        match (self, rejected) {
            (Lang::En, None) => format!("Trying {square}"),
            (Lang::Es, None) => format!("Probando {square}"),
            (Lang::En, Some(Reason::Row)) => format!("{square} rejected: its row is taken"),
            (Lang::Es, Some(Reason::Row)) => format!("{square} rechazada: su fila está ocupada"),
            (Lang::En, Some(Reason::Diagonal)) => {
                format!("{square} rejected: its / diagonal is taken")
            }
            (Lang::Es, Some(Reason::Diagonal)) => {
                format!("{square} rechazada: su diagonal / está ocupada")
            }
            (Lang::En, Some(Reason::AntiDiagonal)) => {
                format!("{square} rejected: its \\ diagonal is taken")
            }
            (Lang::Es, Some(Reason::AntiDiagonal)) => {
                format!("{square} rechazada: su diagonal \\ está ocupada")
            }
        }
    }

    /// The worker stopped unexpectedly.
    pub fn worker_failed(self, why: &str) -> String {
        match self {
            Lang::En => {
                format!("The background worker failed ({why}). It has been restarted; try again.")
            }
            Lang::Es => {
                format!("El proceso de fondo falló ({why}). Se ha reiniciado; inténtalo de nuevo.")
            }
        }
    }

    /// A symmetry's name from its id ("rot90" → "rotation by 90°").
    pub fn symmetry_name(self, id: &str) -> String {
        use nqueens_core::Symmetry;
        let Some(g) = Symmetry::from_id(id) else {
            return id.to_string();
        };
        match self {
            Lang::En => g.to_string(),
            Lang::Es => match g {
                Symmetry::Identity => "identidad",
                Symmetry::Rotate90 => "giro de 90°",
                Symmetry::Rotate180 => "giro de 180°",
                Symmetry::Rotate270 => "giro de 270°",
                Symmetry::ReflectVertical => "simetría respecto al eje vertical",
                Symmetry::ReflectHorizontal => "simetría respecto al eje horizontal",
                Symmetry::ReflectDiagonal => "simetría respecto a la diagonal principal",
                Symmetry::ReflectAntiDiagonal => "simetría respecto a la antidiagonal",
            }
            .to_string(),
        }
    }

    /// How a solution relates to its canonical form: "rotated by 90°", "reflected in
    /// the main diagonal", "in its canonical form".
    pub fn symmetry_participle(self, id: &str) -> String {
        use nqueens_core::Symmetry;
        let Some(g) = Symmetry::from_id(id) else {
            return id.to_string();
        };
        let text = match (self, g) {
            (Lang::En, Symmetry::Identity) => "in its canonical form",
            (Lang::En, Symmetry::Rotate90) => "rotated by 90°",
            (Lang::En, Symmetry::Rotate180) => "rotated by 180°",
            (Lang::En, Symmetry::Rotate270) => "rotated by 270°",
            (Lang::En, Symmetry::ReflectVertical) => "reflected in the vertical axis",
            (Lang::En, Symmetry::ReflectHorizontal) => "reflected in the horizontal axis",
            (Lang::En, Symmetry::ReflectDiagonal) => "reflected in the main diagonal",
            (Lang::En, Symmetry::ReflectAntiDiagonal) => "reflected in the anti-diagonal",
            (Lang::Es, Symmetry::Identity) => "en su forma canónica",
            (Lang::Es, Symmetry::Rotate90) => "girada 90°",
            (Lang::Es, Symmetry::Rotate180) => "girada 180°",
            (Lang::Es, Symmetry::Rotate270) => "girada 270°",
            (Lang::Es, Symmetry::ReflectVertical) => "reflejada en el eje vertical",
            (Lang::Es, Symmetry::ReflectHorizontal) => "reflejada en el eje horizontal",
            (Lang::Es, Symmetry::ReflectDiagonal) => "reflejada en la diagonal principal",
            (Lang::Es, Symmetry::ReflectAntiDiagonal) => "reflejada en la antidiagonal",
        };
        text.to_string()
    }

    /// Whether the queens on the board can still become a solution, and in how many ways.
    pub fn completion(self, completable: bool, count: Option<u64>) -> String {
        match (self, completable, count) {
            (Lang::En, false, _) => "No solution contains these queens.".into(),
            (Lang::Es, false, _) => "Ninguna solución contiene estas reinas.".into(),
            (Lang::En, true, Some(1)) => {
                "Still solvable: exactly 1 solution contains these queens.".into()
            }
            (Lang::Es, true, Some(1)) => {
                "Aún tiene solución: exactamente 1 solución contiene estas reinas.".into()
            }
            (Lang::En, true, Some(c)) => format!(
                "Still solvable: {} solutions contain these queens.",
                group(c)
            ),
            (Lang::Es, true, Some(c)) => format!(
                "Aún tiene solución: {} soluciones contienen estas reinas.",
                group(c)
            ),
            (Lang::En, true, None) => "Still solvable.".into(),
            (Lang::Es, true, None) => "Aún tiene solución.".into(),
        }
    }

    /// The hint, in words.
    pub fn hint_text(self, hint: HintWords) -> String {
        match (self, hint) {
            (Lang::En, HintWords::Place(sq)) => format!("Try a queen on {sq}: the board can still be completed."),
            (Lang::Es, HintWords::Place(sq)) => format!("Prueba una reina en {sq}: el tablero aún puede completarse."),
            (Lang::En, HintWords::Remove(sq, true)) => format!("No solution goes through these queens. Remove the queen on {sq} and there is one again."),
            (Lang::Es, HintWords::Remove(sq, true)) => format!("Ninguna solución pasa por estas reinas. Quita la reina de {sq} y vuelve a haberla."),
            (Lang::En, HintWords::Remove(sq, false)) => format!("No solution goes through these queens. Start by removing the queen on {sq}; more will have to go."),
            (Lang::Es, HintWords::Remove(sq, false)) => format!("Ninguna solución pasa por estas reinas. Empieza quitando la reina de {sq}; habrá que quitar más."),
            (Lang::En, HintWords::Solved) => "Already solved!".into(),
            (Lang::Es, HintWords::Solved) => "¡Ya está resuelto!".into(),
            (Lang::En, HintWords::Impossible) => "This board has no solution.".into(),
            (Lang::Es, HintWords::Impossible) => "Este tablero no tiene solución.".into(),
        }
    }

    /// What a screen reader hears after a move.
    pub fn announce(self, placed: bool, square: &str, status: &str) -> String {
        match (self, placed) {
            (Lang::En, true) => format!("Queen on {square} — {status}"),
            (Lang::En, false) => format!("Queen removed from {square} — {status}"),
            (Lang::Es, true) => format!("Reina en {square} — {status}"),
            (Lang::Es, false) => format!("Reina quitada de {square} — {status}"),
        }
    }

    /// Why n = 2 and n = 3 have no solution.
    pub fn no_solution_why(self, n: usize) -> String {
        match (self, n) {
            (Lang::En, 2) => "The 2×2 board has no solution: wherever the first queen stands, it attacks all three other squares.".into(),
            (Lang::Es, 2) => "El tablero de 2×2 no tiene solución: esté donde esté, la primera reina ataca las otras tres casillas.".into(),
            (Lang::En, _) => "The 3×3 board has no solution: a queen in the centre attacks every square; a queen anywhere else leaves only squares that attack each other for the other two.".into(),
            (Lang::Es, _) => "El tablero de 3×3 no tiene solución: una reina en el centro ataca todas las casillas; en cualquier otra, las casillas libres se atacan entre sí.".into(),
        }
    }

    /// "42 solutions pass through d5".
    pub fn through_count(self, count: u64, square: &str) -> String {
        match self {
            Lang::En => format!(
                "{} solutions have a queen on {square}, in lexicographic order:",
                group(count)
            ),
            Lang::Es => format!(
                "{} soluciones tienen una reina en {square}, en orden lexicográfico:",
                group(count)
            ),
        }
    }

    /// A square's accessible name: "d5, queen", "d6, attacked by d5", "e2, empty",
    /// "b3, queen, attacked by d5 and a2".
    pub fn square_name(self, name: &str, state: SquareWord, attackers: &[String]) -> String {
        let word = match (self, state) {
            (Lang::En, SquareWord::Empty) => "empty",
            (Lang::En, SquareWord::Queen) => "queen",
            (Lang::En, SquareWord::Attacked) => "attacked",
            (Lang::En, SquareWord::Conflict) => "queen, attacked",
            (Lang::Es, SquareWord::Empty) => "vacía",
            (Lang::Es, SquareWord::Queen) => "reina",
            (Lang::Es, SquareWord::Attacked) => "atacada",
            (Lang::Es, SquareWord::Conflict) => "reina, atacada",
        };
        if attackers.is_empty() || matches!(state, SquareWord::Empty | SquareWord::Queen) {
            return format!("{name}, {word}");
        }
        let (by, and) = match self {
            Lang::En => ("by", "and"),
            Lang::Es => ("por", "y"),
        };
        let list = match attackers {
            [one] => one.clone(),
            [rest @ .., last] => format!("{} {and} {last}", rest.join(", ")),
            [] => String::new(),
        };
        format!("{name}, {word} {by} {list}")
    }
}

/// A hint, for [`Lang::hint_text`]: squares by their algebraic names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HintWords {
    Place(String),
    Remove(String, bool),
    Solved,
    Impossible,
}

/// What the verdict says, for [`Lang::verdict`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerdictWords {
    pub canonical: String,
    pub symmetry: String,
    pub orbit_size: usize,
    pub rank: Option<u64>,
    pub total: Option<u64>,
    pub class_number: Option<usize>,
    pub classes: Option<usize>,
}

/// The state word of a square's accessible name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SquareWord {
    Empty,
    Queen,
    Attacked,
    Conflict,
}

/// Thousands separated by thin spaces: 14 200 reads the same in both languages.
pub fn group(value: u64) -> String {
    let digits = value.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push('\u{202f}');
        }
        out.push(ch);
    }
    out
}

pub fn format_rate(per_s: f64) -> String {
    if per_s >= 1e9 {
        format!("{:.2} G", per_s / 1e9)
    } else if per_s >= 1e6 {
        format!("{:.1} M", per_s / 1e6)
    } else if per_s >= 1e3 {
        format!("{:.1} k", per_s / 1e3)
    } else {
        format!("{per_s:.0}")
    }
}

/// 0.4 s, 12 s, 3 min 5 s, 2 h 10 min.
pub fn format_seconds(s: f64) -> String {
    if s < 10.0 {
        format!("{s:.1} s")
    } else if s < 60.0 {
        format!("{s:.0} s")
    } else if s < 3600.0 {
        format!("{} min {} s", (s / 60.0) as u64, (s % 60.0) as u64)
    } else {
        format!(
            "{} h {} min",
            (s / 3600.0) as u64,
            ((s % 3600.0) / 60.0) as u64
        )
    }
}

/// The fixed strings of one language.
pub struct Strings {
    pub app_name: &'static str,
    pub tagline: &'static str,
    pub nav_play: &'static str,
    pub nav_solve: &'static str,
    pub nav_gallery: &'static str,
    pub nav_lab: &'static str,
    pub language: &'static str,
    pub theme: &'static str,
    pub theme_auto: &'static str,
    pub theme_light: &'static str,
    pub theme_dark: &'static str,
    pub board_size: &'static str,
    pub board_label: &'static str,
    pub convention: &'static str,
    pub play_title: &'static str,
    pub play_intro: &'static str,
    pub clear: &'static str,
    pub undo: &'static str,
    pub redo: &'static str,
    pub hint: &'static str,
    pub show_attacks: &'static str,
    pub checking: &'static str,
    pub share: &'static str,
    pub copy_link: &'static str,
    pub copy_text: &'static str,
    pub copied: &'static str,
    pub download_svg: &'static str,
    pub download_png: &'static str,
    pub contest_title: &'static str,
    pub contest_intro: &'static str,
    pub fix_queen: &'static str,
    pub fix_queen_active: &'static str,
    pub contest_format: &'static str,
    pub keyboard_help: &'static str,
    pub open_in_gallery: &'static str,
    pub no_solution_title: &'static str,
    pub solved: &'static str,
    pub lab_title: &'static str,
    pub lab_intro: &'static str,
    pub count: &'static str,
    pub cancel: &'static str,
    pub cancelled: &'static str,
    pub results: &'static str,
    pub workers: &'static str,
    pub solve_title: &'static str,
    pub solve_intro: &'static str,
    pub gallery_title: &'static str,
    pub gallery_intro: &'static str,
    pub benchmark: &'static str,
    pub allow_large: &'static str,
    pub table_title: &'static str,
    pub col_published: &'static str,
    pub col_fundamental: &'static str,
    pub col_here: &'static str,
    pub col_time: &'static str,
    pub quoted: &'static str,
    pub chart_title: &'static str,
    pub chart_published: &'static str,
    pub chart_counted: &'static str,
    pub chart_estimate: &'static str,
    pub huge_title: &'static str,
    pub huge_intro: &'static str,
    pub method_local: &'static str,
    pub method_construct: &'static str,
    pub solve: &'static str,
    pub seed: &'static str,
    pub download_text: &'static str,
    pub overview_label: &'static str,
    pub window_label: &'static str,
    pub zoom_in: &'static str,
    pub zoom_out: &'static str,
    pub pan_left: &'static str,
    pub pan_right: &'static str,
    pub pan_up: &'static str,
    pub pan_down: &'static str,
    pub placing: &'static str,
    pub show_variants: &'static str,
    pub show_all: &'static str,
    pub hide_all: &'static str,
    pub fixed_by: &'static str,
    pub open_in_play: &'static str,
    pub gallery_numbering: &'static str,
    pub play: &'static str,
    pub pause: &'static str,
    pub step: &'static str,
    pub back: &'static str,
    pub reset: &'static str,
    pub skip_to_end: &'static str,
    pub speed: &'static str,
    pub timeline: &'static str,
    pub first_only: &'static str,
    pub algorithm_label: &'static str,
    pub sets_title: &'static str,
    pub tree_title: &'static str,
    pub found_title: &'static str,
    pub chart_collisions: &'static str,
    pub shortcuts: &'static str,
    pub verified: &'static str,
    pub gave_up: &'static str,
    pub dismiss: &'static str,
    pub not_found: &'static str,
    pub credits: &'static str,
}

const EN: Strings = Strings {
    app_name: "nqueens",
    tagline: "The N-Queens workshop",
    nav_play: "Play",
    nav_solve: "Solve",
    nav_gallery: "Gallery",
    nav_lab: "Lab",
    language: "Language",
    theme: "Theme",
    theme_auto: "System",
    theme_light: "Light",
    theme_dark: "Dark",
    board_size: "Board size n",
    board_label: "Chessboard",
    convention: "A placement is written as the row of the queen in each column, from a to the right; rows count from 1 at the bottom.",
    play_title: "Place n queens so that none attacks another",
    play_intro: "Click or tap a square to put a queen there or take it away. Arrow keys move across the board; Space or Enter toggles.",
    clear: "Clear",
    undo: "Undo",
    redo: "Redo",
    hint: "Hint",
    show_attacks: "Show attacked squares",
    checking: "Checking…",
    share: "Share and export",
    copy_link: "Copy link",
    copy_text: "Copy as text",
    copied: "Copied to the clipboard.",
    download_svg: "Download SVG",
    download_png: "Download PNG",
    contest_title: "The contest puzzle: one queen fixed",
    contest_intro: "Pick a square: every solution with a queen there is listed in lexicographic order. Click one to load it.",
    fix_queen: "Pick a square",
    fix_queen_active: "Click a square of the board…",
    contest_format: "In the contest's format (UVa 750: rows counted from the top)",
    keyboard_help: "Keys: arrows move, Space or Enter toggles, Ctrl+Z undoes, Ctrl+Shift+Z redoes.",
    open_in_gallery: "See its class in the gallery",
    no_solution_title: "No solution exists",
    solved: "Solved! No queen attacks another.",
    lab_title: "Counting lab",
    lab_intro: "Count every solution Q(n) and the fundamental ones (up to rotation and reflection), shared among background workers.",
    count: "Count",
    cancel: "Cancel",
    cancelled: "Count cancelled.",
    results: "Results",
    workers: "workers",
    solve_title: "Watch the solver",
    solve_intro: "Backtracking places one queen per column, trying rows from the bottom up, and goes back when a column has no safe square.",
    gallery_title: "Gallery of fundamental solutions",
    gallery_intro: "Solutions that differ only by a rotation or a reflection of the board form one class; the gallery shows one of each.",
    benchmark: "Benchmark",
    allow_large: "Allow n up to 23 (hours of work)",
    table_title: "Published counts and counts made here",
    col_published: "Q(n), OEIS A000170",
    col_fundamental: "fundamental, A002562",
    col_here: "counted here",
    col_time: "time",
    quoted: "quoted",
    chart_title: "Q(n) on a logarithmic scale, with the estimate (0.143·n)ⁿ",
    chart_published: "published",
    chart_counted: "counted here",
    chart_estimate: "(0.143·n)ⁿ (Simkin 2021)",
    huge_title: "One solution for a huge board",
    huge_intro: "Local search repairs a random permutation until no two queens share a diagonal; the list rule builds a solution without any search. Either way an independent O(n) check verifies the result.",
    method_local: "Min-conflicts local search (Sosič & Gu)",
    method_construct: "List rule (no search)",
    solve: "Solve",
    seed: "Seed",
    download_text: "Download as text",
    overview_label: "Every queen of the solution: column across, row up",
    window_label: "A window of real squares; click the overview to move it",
    zoom_in: "Zoom in",
    zoom_out: "Zoom out",
    pan_left: "Left",
    pan_right: "Right",
    pan_up: "Up",
    pan_down: "Down",
    placing: "Placing queens…",
    show_variants: "Show the variants",
    show_all: "Show all solutions, grouped by class",
    hide_all: "Hide the variants",
    fixed_by: "Fixed by",
    open_in_play: "Play it",
    gallery_numbering: "Classes are numbered by their canonical solution, the lexicographically smallest member; each is shown with the symmetries that leave it unchanged.",
    play: "Play",
    pause: "Pause",
    step: "Step",
    back: "Back",
    reset: "Reset",
    skip_to_end: "Skip to end",
    speed: "Speed",
    timeline: "Step of the run",
    first_only: "Stop at the first solution",
    algorithm_label: "Algorithm",
    sets_title: "Sets (the sources' trace table)",
    tree_title: "Search tree: nodes by depth",
    found_title: "Solutions found so far",
    chart_collisions: "Diagonal collisions over the steps",
    shortcuts: "Keys: Space plays or pauses, → steps, ← goes back, End skips to the end, Home resets.",
    verified: "Verified: no two queens attack each other.",
    gave_up: "The iteration cap was reached with conflicts left: try another seed.",
    dismiss: "Dismiss",
    not_found: "This page does not exist.",
    credits: "Sources: Bezzel (1848), Nauck (1850), Dijkstra (1972), Wirth (1976), Sosič & Gu (1991), OEIS A000170 and A002562.",
};

const ES: Strings = Strings {
    app_name: "nqueens",
    tagline: "El taller de las N reinas",
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
    play_title: "Coloca n reinas sin que ninguna ataque a otra",
    play_intro: "Haz clic o toca una casilla para poner o quitar una reina. Las flechas recorren el tablero; Espacio o Intro cambia la casilla.",
    clear: "Vaciar",
    undo: "Deshacer",
    redo: "Rehacer",
    hint: "Pista",
    show_attacks: "Mostrar casillas atacadas",
    checking: "Comprobando…",
    share: "Compartir y exportar",
    copy_link: "Copiar enlace",
    copy_text: "Copiar como texto",
    copied: "Copiado al portapapeles.",
    download_svg: "Descargar SVG",
    download_png: "Descargar PNG",
    contest_title: "El problema del concurso: una reina fija",
    contest_intro: "Elige una casilla: se listan todas las soluciones con una reina en ella, en orden lexicográfico. Haz clic en una para cargarla.",
    fix_queen: "Elegir casilla",
    fix_queen_active: "Haz clic en una casilla del tablero…",
    contest_format: "En el formato del concurso (UVa 750: filas contadas desde arriba)",
    keyboard_help: "Teclas: flechas para moverse, Espacio o Intro para poner o quitar, Ctrl+Z deshace, Ctrl+Mayús+Z rehace.",
    open_in_gallery: "Ver su clase en la galería",
    no_solution_title: "No existe solución",
    solved: "¡Resuelto! Ninguna reina ataca a otra.",
    lab_title: "Laboratorio de conteo",
    lab_intro: "Cuenta todas las soluciones Q(n) y las fundamentales (salvo giros y simetrías), repartidas entre procesos de fondo.",
    count: "Contar",
    cancel: "Cancelar",
    cancelled: "Conteo cancelado.",
    results: "Resultados",
    workers: "procesos",
    solve_title: "Mira cómo busca el algoritmo",
    solve_intro: "La vuelta atrás coloca una reina por columna, probando filas de abajo arriba, y retrocede cuando una columna no tiene casilla segura.",
    gallery_title: "Galería de soluciones fundamentales",
    gallery_intro: "Las soluciones que solo difieren por un giro o una simetría del tablero forman una clase; la galería muestra una de cada.",
    benchmark: "Prueba de velocidad",
    allow_large: "Permitir n hasta 23 (horas de trabajo)",
    table_title: "Cifras publicadas y contadas aquí",
    col_published: "Q(n), OEIS A000170",
    col_fundamental: "fundamentales, A002562",
    col_here: "contado aquí",
    col_time: "tiempo",
    quoted: "citado",
    chart_title: "Q(n) en escala logarítmica, con la estimación (0,143·n)ⁿ",
    chart_published: "publicado",
    chart_counted: "contado aquí",
    chart_estimate: "(0,143·n)ⁿ (Simkin 2021)",
    huge_title: "Una solución para un tablero enorme",
    huge_intro: "La búsqueda local repara una permutación aleatoria hasta que ninguna diagonal tenga dos reinas; la regla de listas construye una solución sin buscar. En ambos casos una comprobación O(n) independiente verifica el resultado.",
    method_local: "Búsqueda local de mínimos conflictos (Sosič y Gu)",
    method_construct: "Regla de listas (sin búsqueda)",
    solve: "Resolver",
    seed: "Semilla",
    download_text: "Descargar como texto",
    overview_label: "Todas las reinas de la solución: columna en horizontal, fila en vertical",
    window_label: "Una ventana de casillas reales; haz clic en la vista general para moverla",
    zoom_in: "Acercar",
    zoom_out: "Alejar",
    pan_left: "Izquierda",
    pan_right: "Derecha",
    pan_up: "Arriba",
    pan_down: "Abajo",
    placing: "Colocando reinas…",
    show_variants: "Ver las variantes",
    show_all: "Mostrar todas las soluciones, agrupadas por clase",
    hide_all: "Ocultar las variantes",
    fixed_by: "Fija por",
    open_in_play: "Jugarla",
    gallery_numbering: "Las clases se numeran por su solución canónica, la menor en orden lexicográfico; cada una indica las simetrías que la dejan igual.",
    play: "Reproducir",
    pause: "Pausa",
    step: "Paso",
    back: "Atrás",
    reset: "Reiniciar",
    skip_to_end: "Saltar al final",
    speed: "Velocidad",
    timeline: "Paso de la ejecución",
    first_only: "Parar en la primera solución",
    algorithm_label: "Algoritmo",
    sets_title: "Conjuntos (la tabla de traza de las fuentes)",
    tree_title: "Árbol de búsqueda: nodos por profundidad",
    found_title: "Soluciones encontradas hasta ahora",
    chart_collisions: "Colisiones diagonales a lo largo de los pasos",
    shortcuts: "Teclas: Espacio reproduce o pausa, → avanza un paso, ← retrocede, Fin salta al final, Inicio reinicia.",
    verified: "Verificado: ninguna reina ataca a otra.",
    gave_up: "Se alcanzó el tope de iteraciones con conflictos: prueba otra semilla.",
    dismiss: "Cerrar",
    not_found: "Esta página no existe.",
    credits: "Fuentes: Bezzel (1848), Nauck (1850), Dijkstra (1972), Wirth (1976), Sosič y Gu (1991), OEIS A000170 y A002562.",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_grouped() {
        assert_eq!(group(14200), "14\u{202f}200");
        assert_eq!(group(92), "92");
        assert_eq!(group(1_000_000), "1\u{202f}000\u{202f}000");
    }

    #[test]
    fn status_line_in_both_languages() {
        assert_eq!(
            Lang::En.queens_status(3, 8, 0),
            "3 of 8 queens placed, no conflicts"
        );
        assert_eq!(
            Lang::Es.queens_status(3, 8, 2),
            "3 de 8 reinas colocadas, 2 conflictos"
        );
    }

    #[test]
    fn verdict_names_the_class_and_symmetry() {
        let v = VerdictWords {
            canonical: "15863724".into(),
            symmetry: "reflect-diagonal".into(),
            orbit_size: 8,
            rank: Some(3),
            total: Some(92),
            class_number: Some(1),
            classes: Some(12),
        };
        assert_eq!(
            Lang::En.verdict(&v),
            "Solved! This is solution 3 of 92 in lexicographic order: fundamental solution #1 of 12 (15863724), reflected in the main diagonal. Its class has 8 solutions."
        );
        assert!(Lang::Es.verdict(&v).contains("n.º 1 de 12"));
    }

    #[test]
    fn square_names_list_attackers() {
        let by = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            Lang::En.square_name("d5", SquareWord::Queen, &[]),
            "d5, queen"
        );
        assert_eq!(
            Lang::En.square_name("d6", SquareWord::Attacked, &by(&["d5"])),
            "d6, attacked by d5"
        );
        assert_eq!(
            Lang::En.square_name("b3", SquareWord::Conflict, &by(&["d5", "a2", "b8"])),
            "b3, queen, attacked by d5, a2 and b8"
        );
        assert_eq!(
            Lang::Es.square_name("b3", SquareWord::Conflict, &by(&["d5"])),
            "b3, reina, atacada por d5"
        );
    }

    #[test]
    fn language_from_browser_code() {
        assert_eq!(Lang::from_code("es-AR"), Lang::Es);
        assert_eq!(Lang::from_code("en-GB"), Lang::En);
        assert_eq!(Lang::from_code(""), Lang::En);
    }
}
