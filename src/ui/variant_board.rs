//! A variant's board: one board, or the n layers of a cube side by side, with each piece
//! as its chess glyph and the pawn of the pawn variant. Shown still (an example), or to
//! play: a click or Enter on a cell puts a piece there or takes it away, and the cells
//! the pieces attack and the pieces in conflict are marked by the core's rules.

use crate::site::context::use_lang;
use crate::ui::board::{coordinates, LABEL};
use crate::ui::decimal::short;
use crate::ui::mini_board::dark_squares_path;
use leptos::prelude::*;
use nqueens_core::variants::{torus_attacks, Arrangement, Cell, Piece, Solved, Stretch, Variant};
use nqueens_core::Square;

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

/// The board of a solved variant with a placement on it; `on_toggle` makes it playable.
#[component]
pub fn VariantBoard(
    solved: Solved,
    /// The pieces shown, and the pawn.
    #[prop(into)]
    placement: Signal<Arrangement>,
    /// Called with the cell clicked (or chosen with the keyboard): the board is played.
    #[prop(optional)]
    on_toggle: Option<Callback<Cell>>,
    /// A cell a search is at, and whether it was refused there.
    #[prop(into, optional)]
    focus: MaybeProp<(Cell, bool)>,
) -> impl IntoView {
    let lang = use_lang();
    let n = solved.n as u32;
    let layers = if solved.variant == Variant::Cube {
        n
    } else {
        1
    };
    let is_cube = layers > 1;
    let piece = solved.variant.piece();
    let pawn = move || placement.with(|p| p.pawn);
    let pieces = move || placement.with(|p| p.pieces.clone());
    let playing = on_toggle.is_some();
    let judged = {
        let solved = solved.clone();
        Memo::new(move |_| playing.then(|| solved.judge(&placement.get())))
    };
    let label = {
        let solved = solved.clone();
        move || lang.get().say().variant_board(&solved, &pieces())
    };
    // The state of a cell, for the DOM contract's `data-state`.
    let state_of = move |c: Cell| {
        if pawn() == Some(c) {
            "pawn"
        } else if placement.with(|p| p.pieces.contains(&c)) {
            "piece"
        } else if judged.with(|j| j.as_ref().is_some_and(|j| j.attacked.contains(&c))) {
            "attacked"
        } else {
            "empty"
        }
    };
    let y = move |row: u32| (n - 1 - row) as f64;
    // On the torus, each attack is drawn along its line, round the edge where it wraps:
    // a clash between a1 and e2 is invisible on a flat board.
    let torus = playing && solved.variant == Variant::Torus;
    let torus_lines = move || {
        if !torus {
            return Vec::new();
        }
        let squares: Vec<Square> = pieces().iter().map(|c| Square::new(c.row, c.col)).collect();
        torus_attacks(n, &squares)
    };
    view! {
        <div class="variant-boards" class:layers=is_cube class:playing=playing data-testid="variant-board" data-n=n role=if playing { "group" } else { "img" } aria-label=label>
            {(0..layers).map(|layer| {
                let cells = move || pieces().into_iter().filter(|c| c.layer == layer).collect::<Vec<_>>();
                let attacked = move || judged.get().map(|j| j.attacked.into_iter().filter(|c| c.layer == layer).collect::<Vec<_>>()).unwrap_or_default();
                let conflicts = move || judged.get().map(|j| j.conflicts).unwrap_or_default();
                view! {
                    <figure class="variant-layer" data-testid="variant-layer">
                        <svg class="variant-board" viewBox=format!("{} 0 {size} {size}", short(-LABEL, 2), size = short(n as f64 + LABEL, 2)) aria-hidden=(!playing).to_string()>
                            <rect class="sq light" x="0" y="0" width=n height=n/>
                            <path class="sq dark" d=dark_squares_path(n)/>
                            {coordinates(n)}
                            {move || torus_lines().into_iter().map(|(a, b, line)| { let wraps = line.len() - 1; view! {
                                <g class="torus-line" data-testid="torus-line" data-pair=format!("{a}-{b}") data-wraps=wraps>
                                    {line.into_iter().map(|s| stretch_view(s, n)).collect_view()}
                                </g>
                            }}).collect_view()}
                            // An attacked cell is crossed, as on the play page's board.
                            <For each=attacked key=|c| *c let:c>
                                <path class="attack-mark" data-testid="variant-attacked" data-cell=format!("{}-{}-{}", c.layer, c.row, c.col)
                                    d=format!("M{} {}l0.2 0.2m0 -0.2l-0.2 0.2", short(c.col as f64 + 0.4, 2), short(y(c.row) + 0.4, 2))/>
                            </For>
                            <For each=cells key=|c| *c let:c>
                                <text class="piece" class:conflict=move || conflicts().contains(&c) data-testid="variant-piece" data-cell=format!("{}-{}-{}", c.layer, c.row, c.col) x=short(c.col as f64 + 0.5, 2) y=short(y(c.row) + 0.55, 2)>{glyph(piece)}</text>
                            </For>
                            {move || focus.get().filter(|(c, _)| c.layer == layer).map(|(c, refused)| view! {
                                <rect class="walk-focus" class:refused=refused data-testid="variant-focus"
                                    data-focus=format!("{}@{}-{}-{}", if refused { "refused" } else { "placed" }, c.layer, c.row, c.col)
                                    x=short(c.col as f64 + 0.05, 2) y=short(y(c.row) + 0.05, 2) width="0.9" height="0.9" rx="0.08"/>
                            })}
                            {move || pawn().filter(|p| p.layer == layer).map(|p| view! {
                                <text class="piece pawn" data-testid="variant-pawn" data-cell=format!("{}-{}-{}", p.layer, p.row, p.col) x=short(p.col as f64 + 0.5, 2) y=short(y(p.row) + 0.55, 2)>"♟"</text>
                            })}
                            {on_toggle.map(|toggle| (0..n).flat_map(|row| (0..n).map(move |col| Cell { layer, row, col }))
                                .map(|c| {
                                    let name = Square::new(c.row, c.col).to_string();
                                    let name = if is_cube { format!("{name}, {}", lang.get_untracked().say().layer(layer as usize + 1)) } else { name };
                                    view! {
                                        <rect class="hit" data-testid="variant-cell" data-cell=format!("{}-{}-{}", c.layer, c.row, c.col) data-state=move || state_of(c)
                                            x=c.col y=n - 1 - c.row width="1" height="1" tabindex="0" role="button" aria-label=name
                                            on:click=move |_| toggle.run(c)
                                            on:keydown=move |ev| if ev.key() == "Enter" || ev.key() == " " { ev.prevent_default(); toggle.run(c) }/>
                                    }
                                }).collect_view())}
                        </svg>
                        {is_cube.then(|| view! { <figcaption>{move || lang.get().say().layer(layer as usize + 1)}</figcaption> })}
                    </figure>
                }
            }).collect_view()}
        </div>
    }
}

/// One stretch of a torus line, centre to centre, run out to the edge where the line
/// wraps, with a ring at each edge it crosses.
fn stretch_view(s: Stretch, n: u32) -> impl IntoView {
    let centre = |sq: Square| (sq.col as f64 + 0.5, (n - 1 - sq.row) as f64 + 0.5);
    // A step of (rows, columns) on the board is (columns, -rows) in the picture.
    let (dx, dy) = (s.step.1 as f64 * 0.5, -s.step.0 as f64 * 0.5);
    let (mut x1, mut y1) = centre(s.from);
    let (mut x2, mut y2) = centre(s.to);
    if s.enters {
        (x1, y1) = (x1 - dx, y1 - dy);
    }
    if s.leaves {
        (x2, y2) = (x2 + dx, y2 + dy);
    }
    let ring = |on: bool, x: f64, y: f64| {
        on.then(|| view! { <circle class="wrap-ring" cx=short(x, 3) cy=short(y, 3) r="0.11"/> })
    };
    view! {
        <line class="torus-stretch" x1=short(x1, 3) y1=short(y1, 3) x2=short(x2, 3) y2=short(y2, 3)/>
        {ring(s.enters, x1, y1)}
        {ring(s.leaves, x2, y2)}
    }
}
