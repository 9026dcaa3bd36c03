//! A board whose queens glide from the canonical solution to one of its images: each
//! queen keeps its identity and moves to where the chosen symmetry sends it (a CSS
//! transition, switched off by `prefers-reduced-motion`).

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
    let dark = super::mini_board::dark_squares_path(n);
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
        </svg>
    }
}
