//! A variant's example drawn: one board, or the n layers of a cube side by side, with
//! each piece as its chess glyph and the pawn of the pawn variant.

use crate::components::mini_board::dark_squares_path;
use crate::context::use_lang;
use leptos::prelude::*;
use nqueens_core::variants::{Cell, Piece, Solved, Variant};

/// The glyph of a piece (the filled chess symbols read best on both themes).
fn glyph(piece: Piece) -> &'static str {
    match piece {
        Piece::Queen | Piece::Superqueen => "♛",
        Piece::Rook => "♜",
        Piece::Bishop => "♝",
        Piece::King => "♚",
        Piece::Knight => "♞",
    }
}

/// The example of a solved variant.
#[component]
pub fn VariantBoard(solved: Solved) -> impl IntoView {
    let lang = use_lang();
    let Some(example) = solved.example.clone() else {
        return ().into_any();
    };
    let n = solved.n as u32;
    let layers = if solved.variant == Variant::Cube {
        n
    } else {
        1
    };
    let piece = solved.variant.piece();
    let is_cube = layers > 1;
    let label = {
        let solved = solved.clone();
        move || lang.get().say().variant_board(&solved)
    };
    view! {
        <div class="variant-boards" class:layers=is_cube data-testid="variant-board" data-n=n role="img" aria-label=label>
            {(0..layers).map(|layer| {
                let cells: Vec<Cell> = example.pieces.iter().copied().filter(|c| c.layer == layer).collect();
                let pawn = example.pawn;
                view! {
                    <figure class="variant-layer" data-testid="variant-layer">
                        <svg class="variant-board" viewBox=format!("0 0 {n} {n}") aria-hidden="true">
                            <rect class="sq light" x="0" y="0" width=n height=n/>
                            <path class="sq dark" d=dark_squares_path(n)/>
                            {cells.into_iter().map(|c| view! {
                                <text class="piece" data-testid="variant-piece" x=c.col as f64 + 0.5 y=(n - 1 - c.row) as f64 + 0.55>{glyph(piece)}</text>
                            }).collect_view()}
                            {pawn.map(|p| view! {
                                <text class="piece pawn" data-testid="variant-pawn" x=p.col as f64 + 0.5 y=(n - 1 - p.row) as f64 + 0.55>"♟"</text>
                            })}
                        </svg>
                        {(layers > 1).then(|| view! { <figcaption>{move || lang.get().say().layer(layer as usize + 1)}</figcaption> })}
                    </figure>
                }
            }).collect_view()}
        </div>
    }
    .into_any()
}
