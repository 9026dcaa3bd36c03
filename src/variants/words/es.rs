//! /variants en español.

use super::cell_name;
use super::{Labels, VariantsWords};
use crate::i18n::capitalised;
use crate::i18n::cell_list;
use crate::i18n::es::{piece_plural, piece_singular};
use crate::i18n::group;
use nqueens_core::variants::Cell;
use nqueens_core::variants::Judged;
use nqueens_core::variants::Piece;
use nqueens_core::variants::Solved;
use nqueens_core::variants::Variant;
use nqueens_core::variants::VariantClass;
use nqueens_core::variants::Walk;
use nqueens_core::variants::WalkStep;
use nqueens_core::variants::MAX_WALK_STEPS;
use nqueens_core::Square;

/// Spanish.
pub struct Es;

const LABELS: Labels = Labels {
    move_pawn: "Mover el peón",
    move_pawn_active: "Elige una casilla para el peón",
    variants_title: "La familia de las ocho reinas",
    variants_intro: "Los problemas alrededor de las ocho reinas: un tablero cuyos bordes dan la vuelta, otras piezas, las mínimas reinas que vigilan todas las casillas, reinas en un cubo y un peón que corta líneas. Cada uno se resuelve en un proceso de fondo: la cifra y una colocación comprobada con las reglas.",
    variants_queens: "Una prima con regiones en lugar de diagonales, que juegan a diario millones de personas: Queens",
    variant_label: "Problema",
    variant_mode: "Ejemplo o jugar",
    variant_show_example: "Ver un ejemplo",
    variant_watch: "Ver la búsqueda",
};

impl VariantsWords for Es {
    fn labels(&self) -> &'static Labels {
        &LABELS
    }

    fn bad_variant(&self, id: &str) -> String {
        format!("Aquí no hay ningún problema llamado «{id}»; se muestra el tablero toroidal.")
    }

    fn variant_rule(&self, v: Variant) -> String {
        match v {
            Variant::Torus => "El toro de Pólya: filas, columnas y ambas diagonales dan la vuelta por los bordes, así que una línea que sale por un lado vuelve por el otro. n reinas, ninguna atacada; hay soluciones exactamente cuando n no tiene factores comunes con 6.".into(),
            Variant::Superqueens => "Una superreina se mueve como una reina y además salta como un caballo. n superreinas en el tablero de n×n, ninguna atacada: no caben por debajo de 10×10.".into(),
            Variant::Most(p) => format!("Tantos {} como quepan en el tablero de n×n sin que ninguno esté atacado, y cuántas colocaciones alcanzan ese número.", piece_plural(p)),
            Variant::Domination => "Las mínimas reinas que atacan u ocupan todas las casillas del tablero, y cuántos conjuntos así hay.".into(),
            Variant::Cube => "El cubo de n×n×n: una reina se mueve por cualquiera de las 13 direcciones de línea de una celda (filas, columnas, pilares y las diagonales de cara y de espacio). Tantas reinas como quepan, ninguna atacada, dibujadas como n capas una al lado de otra.".into(),
            Variant::Pawn => "n + 1 reinas y un peón en el tablero de n×n: el peón corta las líneas que pasan por él, así que dos reinas pueden compartir fila o columna si el peón está entre ellas. No caben por debajo de 6×6.".into(),
        }
    }

    fn variant_result(&self, s: &Solved) -> String {
        let (k, ways, n) = (s.optimum.pieces, group(s.optimum.ways), s.n);
        let w = if s.optimum.ways == 1 {
            "manera"
        } else {
            "maneras"
        };
        match s.variant {
            Variant::Torus if s.optimum.ways == 0 => format!("El toro de {n}×{n} no tiene solución: {n} es divisible por {}.", if n % 2 == 0 { 2 } else { 3 }),
            Variant::Torus => format!("{n} reinas caben en el toro de {n}×{n}, ninguna atacada, de {ways} {w}."),
            Variant::Superqueens if s.optimum.ways == 0 => format!("{n} superreinas no caben en el tablero de {n}×{n} (no caben por debajo de 10×10)."),
            Variant::Superqueens => format!("{n} superreinas caben en el tablero de {n}×{n} de {ways} {w}."),
            Variant::Most(p) => format!("Caben como mucho {k} {} en el tablero de {n}×{n}, ninguno atacado, de {ways} {w}.", if k == 1 { piece_singular(p) } else { piece_plural(p) }),
            Variant::Domination => format!("{k} {} las mínimas que atacan u ocupan todas las casillas del tablero de {n}×{n}, de {ways} {w}.", if k == 1 { "reina es" } else { "reinas son" }),
            Variant::Cube => format!("Caben como mucho {k} {} en el cubo de {n}×{n}×{n}, ninguna atacada, de {ways} {w}.", if k == 1 { "reina" } else { "reinas" }),
            Variant::Pawn if s.optimum.ways == 0 => format!("{} reinas y un peón no caben en el tablero de {n}×{n} (no caben por debajo de 6×6).", n + 1),
            Variant::Pawn => format!("{} reinas y un peón caben en el tablero de {n}×{n} de {ways} {w}: el peón corta las líneas que pasan por él.", n + 1),
        }
    }

    fn variant_play_status(&self, s: &Solved, placed: usize, judged: &Judged) -> String {
        let piece = s.variant.piece();
        let kind = if placed == 1 {
            piece_singular(piece)
        } else {
            piece_plural(piece)
        };
        // Reinas and torres are feminine; the participles agree with the piece and count.
        let feminine = matches!(piece, Piece::Queen | Piece::Rook | Piece::Superqueen);
        let agree = |count: usize| {
            format!(
                "{}{}",
                if feminine { "a" } else { "o" },
                if count == 1 { "" } else { "s" }
            )
        };
        let best = s.optimum.pieces;
        let conflicts = judged.conflicts.len();
        match s.variant {
            Variant::Domination if placed == 1 => format!(
                "1 reina cubre {} de {} casillas; las mínimas que cubren todas son {best}",
                judged.covered, judged.cells
            ),
            Variant::Domination => format!(
                "{placed} reinas cubren {} de {} casillas; las mínimas que cubren todas son {best}",
                judged.covered, judged.cells
            ),
            _ if s.optimum.ways == 0 => format!(
                "{placed} {kind} colocad{}; para este n no hay colocación completa",
                agree(placed)
            ),
            _ => format!(
                "{placed} {kind} colocad{}, {conflicts} atacad{}; el máximo posible es {best}",
                agree(placed),
                agree(conflicts)
            ),
        }
    }

    fn torus_wrap(&self, a: Square, b: Square) -> String {
        format!("{a} y {b} se atacan dando la vuelta al borde: en el toro, una línea que sale por un lado vuelve a entrar por el opuesto.")
    }

    fn variant_verdict(&self, s: &Solved) -> String {
        let (k, kind, ways) = (
            s.optimum.pieces,
            piece_plural(s.variant.piece()),
            group(s.optimum.ways),
        );
        let only = s.optimum.ways == 1;
        match s.variant {
            Variant::Domination if only => {
                format!("¡Óptimo! {k} reinas cubren todas las casillas: el único conjunto así.")
            }
            Variant::Domination => format!(
                "¡Óptimo! {k} reinas cubren todas las casillas: uno de los {ways} conjuntos así."
            ),
            _ if only => format!("¡Óptimo! {k} {kind}, ninguno atacado: la única colocación así."),
            _ => {
                format!("¡Óptimo! {k} {kind}, ninguno atacado: una de las {ways} colocaciones así.")
            }
        }
    }

    fn walk_step(&self, s: &Solved, step: &WalkStep) -> String {
        let (article, piece) = match s.variant.piece() {
            Piece::Queen | Piece::Superqueen => ("una", piece_singular(s.variant.piece())),
            other => ("un", piece_singular(other)),
        };
        let at = |c: Cell| cell_name(s, c, "capa");
        match *step {
            WalkStep::Place(c) => format!("Nada ataca {}: pon {article} {piece} ahí.", at(c)),
            WalkStep::Reject { cell, by } => format!(
                "{} está atacada por la pieza de {}: prueba la casilla siguiente.",
                capitalised(&at(cell)),
                at(by)
            ),
            WalkStep::Uncovered { left } => format!(
                "Hay {} reinas, pero quedan {left} casillas sin cubrir: mueve la última.",
                s.optimum.pieces
            ),
            WalkStep::Remove(c) => format!(
                "Quedan muy pocas casillas para llegar a {} después de {}: quítala y sigue.",
                s.optimum.pieces,
                at(c)
            ),
            WalkStep::Found => "Encontrada: una colocación óptima.".into(),
        }
    }

    fn walk_position(&self, k: usize, walk: &Walk) -> String {
        let total = walk.steps.len();
        let end = if walk.found {
            ", el último encuentra una colocación óptima".to_string()
        } else if total == MAX_WALK_STEPS {
            ": el recorrido se detiene ahí, casilla a casilla esta búsqueda es larga (la cifra de arriba sale de un método más rápido)".to_string()
        } else {
            ": no existe ninguna colocación".to_string()
        };
        format!("Paso {} de {}{end}.", group(k as u64), group(total as u64))
    }

    fn variant_class(&self, s: &Solved, class: &VariantClass) -> String {
        let symmetries = s.variant.symmetry_count(s.n);
        let kept = symmetries / class.size.max(1);
        let about = match (class.size, kept) {
            (1, _) => format!("Está sola en su clase de simetría: las {symmetries} simetrías del tablero la conservan."),
            (k, 1) => format!("Su clase de simetría tiene {k} colocaciones: el tablero tiene {symmetries} simetrías y solo la identidad la conserva."),
            (k, kept) => format!("Su clase de simetría tiene {k} colocaciones: el tablero tiene {symmetries} simetrías y {kept} de ellas la conservan."),
        };
        format!(
            "{about} La clase se nombra por su miembro menor: {}.",
            cell_list(s, &class.canonical.pieces)
        )
    }
}
