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

    /// A square's accessible name: "d5, queen", "d6, attacked", "e2, empty".
    pub fn square_name(self, name: &str, state: SquareWord) -> String {
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
        format!("{name}, {word}")
    }
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

fn format_rate(per_s: f64) -> String {
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
    fn language_from_browser_code() {
        assert_eq!(Lang::from_code("es-AR"), Lang::Es);
        assert_eq!(Lang::from_code("en-GB"), Lang::En);
        assert_eq!(Lang::from_code(""), Lang::En);
    }
}
