//! What happens at a step of a search, in Spanish: the sentence under the board, the
//! square in focus, branch and bound's last expansion. The longest of the shared
//! sentences, apart.

use super::{colisiones, quedan};
use crate::i18n::{group, list};
use nqueens_core::search::{
    Algorithm, Event, Expanded, Focus, LocalEvent, Order, Reason, Replay, SearchEvent,
};
use nqueens_core::square::file_name;

pub(super) fn step(algorithm: Algorithm, shown: &Replay) -> Option<String> {
    if let Some(f) = shown.focus {
        return Some(focus(f));
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
            SearchEvent::Expand { .. } => frontier_head(algorithm, shown.expanded.as_ref()?),
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

pub(super) fn focus(focus: Focus) -> String {
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

pub(super) fn frontier_head(algorithm: Algorithm, e: &Expanded) -> String {
    let (taken, queue) = match algorithm.frontier() {
        Some(Order::BreadthFirst) => ("la cabeza de la cola", "la cola"),
        Some(Order::DepthFirst) | None => ("la cima de la pila", "la pila"),
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
