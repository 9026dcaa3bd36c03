//! /solve en español.

use super::{Labels, SolveWords};
use crate::i18n::es::colisiones;
use crate::i18n::es::Spanish;
use crate::i18n::group;
use crate::i18n::numbers::comma::format_ms;
use crate::i18n::Phrases;
use crate::protocol::Modelled;
use crate::solve::address::AddressProblem;
use crate::solver::call_stack::Frame;
use nqueens_core::search::Algorithm;
use nqueens_core::search::Population;
use nqueens_core::search::Recursion;
use nqueens_core::search::SearchFigures;

/// Spanish.
pub struct Es;

const LABELS: Labels = Labels {
    solve_title: "Mira cómo busca el algoritmo",
    stack_title: "Pila de llamadas: un marco por reina colocada y, arriba, la llamada en curso",
    stack_empty: "reinas(1, ∅, ∅, ∅): todavía ninguna reina",
    frontier_title: "Frontera: el nodo que se acaba de sacar",
    frontier_empty: "abiertos ← { el tablero vacío }",
    conflicts_title: "Conflictos diagonales de cada reina (el último movimiento marcado)",
    population_title: "La población",
    first_only: "Parar en la primera solución",
    cover_title: "La matriz de cobertura: una fila por casilla elegida (discontinua: la que se prueba), una columna por línea; cada fila y columna del tablero, cubierta una vez; cada diagonal, a lo sumo una",
    cover_groups: ["filas", "columnas", "diagonales r+c", "diagonales r−c"],
    verified: "Verificado: ninguna reina ataca a otra.",
    gave_up: "Se alcanzó el tope de iteraciones con conflictos: prueba otra semilla.",
    models_title: "Los dos modelos del artículo",
    models_intro: "El artículo universitario, Spading e Itaim (2005), plantea el problema dos veces. El modelo 1 es un programa entero 0/1 que acepta cualquier solver MILP; los autores lo escribieron en AMPL y lo resolvieron con lp_solve. El modelo 2 es el que usan las búsquedas de arriba.",
    model1_title: "Modelo 1: una variable 0/1 por casilla",
    model2_title: "Modelo 2: un entero por columna",
    model_binary: "xᵢⱼ vale 1 si hay una reina en la fila i, columna j",
    model_rows: "exactamente una reina en cada fila",
    model_columns: "exactamente una reina en cada columna",
    model_diagonals: "como mucho una en cada diagonal /",
    model_antidiagonals: "como mucho una en cada diagonal \\",
    model2_values: "xⱼ es la fila de la reina de la columna j (el artículo cuenta por filas; este sitio va columna a columna, como sus búsquedas)",
    model2_different: "todas distintas: una reina por fila",
    model2_diagonals: "nunca dos reinas en una diagonal",
    model2_note: "El modelo 2 no es lineal (≠ y valores absolutos), así que los solvers usan el modelo 1; la vuelta atrás prueba los valores del modelo 2 columna a columna.",
    model_files: "El modelo 1 como archivo",
    model_solve: "Resolver con MILP",
};

impl SolveWords for Es {
    fn labels(&self) -> &'static Labels {
        &LABELS
    }

    fn stack_frame(&self, recursion: Recursion, frame: &Frame) -> String {
        let square = super::frame_square(frame);
        let call = match recursion {
            Recursion::Ordered => format!(
                "colocar({}); ocupadas antes: columnas {}, filas {}",
                frame.k,
                super::set_text(&frame.columns),
                super::set_text(&frame.rows)
            ),
            Recursion::DancingLinks => format!("buscar({})", frame.k),
            Recursion::Bitmask => {
                let m = frame.masks();
                let bits = |mask| crate::solver::call_stack::bits(mask, frame.n);
                format!(
                    "contar({}, filas {}, izquierda {}, derecha {})",
                    frame.k,
                    bits(m.rows),
                    bits(m.left),
                    bits(m.right)
                )
            }
            Recursion::Permutations => super::frame_call("resolver", frame),
            Recursion::Sets => super::frame_call("reinas", frame),
        };
        if frame.running {
            let free = match recursion {
                Recursion::Bitmask => format!(
                    ", libres {}",
                    crate::solver::call_stack::bits(frame.masks().free, frame.n)
                ),
                Recursion::Sets
                | Recursion::Permutations
                | Recursion::DancingLinks
                | Recursion::Ordered => String::new(),
            };
            return match frame.row {
                _ if frame.k > frame.n => format!("{call}: en curso, k > n: una solución"),
                0 => format!("{call}: en curso{free}"),
                row => format!("{call}: en curso{free}, prueba la fila {row}"),
            };
        }
        match recursion {
            Recursion::Ordered => format!("{call} → {square}"),
            Recursion::DancingLinks => format!(
                "{call} → fila {square} de la matriz: cubre la fila {}, la columna {}, las diagonales {} y {}",
                frame.row,
                nqueens_core::square::file_name(square.col),
                frame.row + frame.col,
                (frame.row as i64 - frame.col as i64).to_string().replace('-', "−")
            ),
            Recursion::Sets | Recursion::Permutations | Recursion::Bitmask => format!("{call} → fila {}", frame.row),
        }
    }

    fn population_summary(&self, p: &Population) -> String {
        let (fewest, most) = (p.collisions.first(), p.collisions.last());
        format!(
            "Generación {}: {} genomas, de {} a {}. Los {} más aptos completos, el mejor primero; debajo, las colisiones de cada genoma, de menos a más.",
            group(u64::from(p.generation)),
            p.collisions.len(),
            colisiones(fewest.copied().unwrap_or(0)),
            colisiones(most.copied().unwrap_or(0)),
            p.fittest.len(),
        )
    }

    fn genome(&self, rank: usize, collisions: u64) -> String {
        format!("N.º {rank}: {}", colisiones(collisions))
    }

    fn conflict_bar(&self, col: u32, conflicts: usize) -> String {
        let file = nqueens_core::square::file_name(col);
        match conflicts {
            1 => format!("la reina de la columna {file}: 1 conflicto"),
            c => format!("la reina de la columna {file}: {c} conflictos"),
        }
    }

    fn search_figures(&self, f: &SearchFigures) -> String {
        let (w, first) = (&f.whole, &f.to_first);
        let solutions = match w.solutions {
            1 => "1 solución".to_string(),
            s => format!("{} soluciones", group(s)),
        };
        match f.algorithm {
            Algorithm::BranchBoundDepthFirst | Algorithm::BranchBoundBreadthFirst => format!(
                "n = {}: {} nodos expandidos, una frontera de a lo sumo {}, {solutions}; la primera tras {} nodos expandidos, en el paso {}.",
                f.n, group(w.expanded), group(w.frontier_peak), group(first.expanded), group(first.steps)
            ),
            Algorithm::BruteForce => format!(
                "n = {}: {} permutaciones comprobadas, {solutions}; la primera tras {} comprobadas, en el paso {}.",
                f.n, group(w.tried), group(first.tried), group(first.steps)
            ),
            Algorithm::Backtracking
            | Algorithm::Permutations
            | Algorithm::Bitmask
            | Algorithm::DancingLinks
            | Algorithm::MinConflicts
            | Algorithm::SosicGu
            | Algorithm::SwapSearch
            | Algorithm::Construct
            | Algorithm::Heuristic
            | Algorithm::Restarts
            | Algorithm::Annealing
            | Algorithm::Genetic => format!(
                "n = {}: {} casillas probadas, {} reinas colocadas, {solutions}; la primera solución tras {} casillas probadas, en el paso {}.",
                f.n, group(w.tried), group(w.placed), group(first.tried), group(first.steps)
            ),
        }
    }

    fn bad_address(&self, problem: &AddressProblem) -> String {
        match problem {
            AddressProblem::Algorithm(given) => format!(
                "La dirección no nombra ningún algoritmo «{given}»: se muestra la vuelta atrás. Los disponibles son {}.",
                Algorithm::ALL.map(Algorithm::id).join(", ")
            ),
            AddressProblem::Size { given, min, max } => Spanish.bad_size(given, *min, *max),
            AddressProblem::Goal(given) => {
                format!("«{given}» no es un objetivo: usa all o first. Se muestra la búsqueda completa.")
            }
            AddressProblem::Seed(given) => {
                format!("«{given}» no es una semilla (un número entero): se usa la semilla 1.")
            }
            AddressProblem::Step(given) => {
                format!("«{given}» no es un número de paso: se empieza desde el principio.")
            }
        }
    }

    fn model_size(&self, n: usize, variables: usize, constraints: usize) -> String {
        format!(
            "El modelo 1 del tablero de {n}×{n}: {} variables, {} restricciones.",
            group(variables as u64),
            group(constraints as u64)
        )
    }

    fn model_solving(&self, n: usize) -> String {
        format!(
            "El solver MILP (microlp) resuelve el modelo 1 para n = {n} en un proceso de fondo…"
        )
    }

    fn model_result(&self, m: &Modelled) -> String {
        let (nodes, pivots) = (group(m.run.nodes), group(m.run.pivots));
        let time = format_ms(m.ms);
        match m.run.solution {
            Some(p) => format!("Resuelto en {time}: {}, tras {nodes} nodos de ramificación y acotación y {pivots} pivotes del símplex. Comprobado: ninguna reina ataca a otra.", p.to_code()),
            None if m.run.infeasible => format!("El solver demostró en {time} que el tablero de {0}×{0} no tiene solución.", m.n),
            None => format!("El solver se rindió tras {nodes} nodos de ramificación y acotación ({time}) sin una colocación."),
        }
    }
}
