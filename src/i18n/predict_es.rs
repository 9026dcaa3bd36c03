//! "Predict the next step" en español: shared by /solve and /learn.

use crate::i18n::capitalised;
use crate::i18n::es::Spanish;
use crate::i18n::es::{colisiones, line_name};
use crate::i18n::numbers::{counted, group};
use crate::i18n::predict::{PredictPhrases, PredictStrings};
use crate::predict::grain::{Grain, Passed};
use crate::predict::predictor::{Reveal, Score};
use nqueens_core::search::predict::{Judgement, Move, Predicts, Verdict, Why};
use nqueens_core::search::Reason;
use nqueens_core::square::file_name;

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
