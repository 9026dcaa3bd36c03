//! A board whose queens glide from the canonical solution to one of its images: each
//! queen keeps its identity and moves to where the chosen symmetry sends it (a CSS
//! transition, switched off by `prefers-reduced-motion`). The symmetry itself is drawn
//! over the board: the mirror line of a reflection, or the turn of a rotation as an
//! arrow round the centre, since the glide alone does not say what was done.

use crate::ui::decimal::short;
use leptos::prelude::*;
use nqueens_core::{Square, Symmetry};

#[component]
pub fn SymmetryPreview(
    /// `rows[col]` of the canonical solution.
    rows: Vec<u32>,
    /// The symmetry to show.
    #[prop(into)]
    symmetry: Signal<Symmetry>,
) -> impl IntoView {
    let n = rows.len() as u32;
    let dark = crate::ui::mini_board::dark_squares_path(n);
    let queens = rows
        .into_iter()
        .enumerate()
        .map(|(col, row)| {
            let start = Square::new(row, col as u32);
            // Set through the CSSOM (`style:`), which the content security policy allows,
            // not as a `style` attribute, which it refuses.
            let transform = move || {
                let sq = symmetry.get().apply(start, n);
                format!("translate({}px, {}px)", sq.col, n - 1 - sq.row)
            };
            view! {
                <g class="gliding" style:transform=transform>
                    <use href="#nq-queen" class="queen" x="0.08" y="0.08" width="0.84" height="0.84"/>
                </g>
            }
        })
        .collect_view();
    view! {
        <svg class="mini-board preview" viewBox=format!("0 0 {n} {n}") data-testid="symmetry-preview" aria-hidden="true">
            <rect class="sq light" x="0" y="0" width=n height=n/>
            <path class="sq dark" d=dark/>
            {queens}
            {move || mark(symmetry.get(), n as f64)}
        </svg>
    }
}

/// The drawing of `g` on a board of side `n` (in squares): a mirror line, a turning
/// arrow, or nothing for the identity.
fn mark(g: Symmetry, n: f64) -> Option<AnyView> {
    let line = |x1: f64, y1: f64, x2: f64, y2: f64| {
        view! {
            <line class="symmetry-mark" data-testid="symmetry-mark" data-kind="axis"
                x1=short(x1, 3) y1=short(y1, 3) x2=short(x2, 3) y2=short(y2, 3)/>
        }
        .into_any()
    };
    let c = n / 2.0;
    match g {
        Symmetry::Identity => None,
        Symmetry::ReflectVertical => Some(line(c, 0.0, c, n)),
        Symmetry::ReflectHorizontal => Some(line(0.0, c, n, c)),
        // a1 is bottom left, h8 top right.
        Symmetry::ReflectDiagonal => Some(line(0.0, n, n, 0.0)),
        Symmetry::ReflectAntiDiagonal => Some(line(0.0, 0.0, n, n)),
        Symmetry::Rotate90 => Some(turn(90.0, n)),
        Symmetry::Rotate180 => Some(turn(180.0, n)),
        Symmetry::Rotate270 => Some(turn(270.0, n)),
    }
}

/// A clockwise arrow of `degrees` round the board's centre, from twelve o'clock.
fn turn(degrees: f64, n: f64) -> AnyView {
    let (c, r) = (n / 2.0, n * 0.3);
    let end = (degrees - 90.0).to_radians();
    let (ex, ey) = (c + r * end.cos(), c + r * end.sin());
    let large = if degrees > 180.0 { 1 } else { 0 };
    let arc = format!(
        "M {} {} A {} {} 0 {large} 1 {} {}",
        short(c, 3),
        short(c - r, 3),
        short(r, 3),
        short(r, 3),
        short(ex, 3),
        short(ey, 3)
    );
    // The head points along the clockwise tangent (−sin, cos) at the arc's end.
    let (tx, ty) = (-end.sin(), end.cos());
    let (h, w) = (n * 0.09, n * 0.06);
    let head = format!(
        "{},{} {},{} {},{}",
        short(ex + tx * h, 3),
        short(ey + ty * h, 3),
        short(ex - ty * w, 3),
        short(ey + tx * w, 3),
        short(ex + ty * w, 3),
        short(ey - tx * w, 3)
    );
    view! {
        <g class="symmetry-mark" data-testid="symmetry-mark" data-kind="turn" data-degrees=degrees>
            <circle class="turn-centre" cx=short(c, 3) cy=short(c, 3) r=short(n * 0.03, 3)/>
            <path class="turn-arc" d=arc/>
            <polygon class="turn-head" points=head/>
        </g>
    }
    .into_any()
}
