//! A small read-only board for galleries and lists: one path for the dark squares and
//! one symbol per queen, so hundreds of them stay cheap.

use crate::ui::decimal::short;
use leptos::prelude::*;

/// A solution or placement drawn small. `rows[col]` is the 0-based row, if any.
#[component]
pub fn MiniBoard(
    /// The queens, column by column.
    rows: Vec<Option<u32>>,
    /// What a screen reader says for the picture.
    #[prop(into)]
    label: String,
) -> impl IntoView {
    let n = rows.len() as u32;
    let dark = dark_squares_path(n);
    let queens = rows
        .iter()
        .enumerate()
        .filter_map(|(c, r)| r.map(|r| (c as u32, r)))
        .map(|(c, r)| {
            view! {
                <use href="#nq-queen" class="queen" x=short(c as f64 + 0.08, 2) y=short((n - 1 - r) as f64 + 0.08, 2) width="0.84" height="0.84"/>
            }
        })
        .collect_view();
    view! {
        <svg class="mini-board" viewBox=format!("0 0 {n} {n}") role="img" aria-label=label>
            <rect class="sq light" x="0" y="0" width=n height=n/>
            <path class="sq dark" d=dark/>
            {queens}
        </svg>
    }
}

/// One SVG path for all dark squares of an n×n board (a1 dark), one unit per square.
pub fn dark_squares_path(n: u32) -> String {
    let mut dark = String::new();
    for r in 0..n {
        for c in 0..n {
            if (r + c) % 2 == 0 {
                dark.push_str(&format!("M{c} {}h1v1h-1z", n - 1 - r));
            }
        }
    }
    dark
}

/// Reads a solution's text form into `MiniBoard` rows (0-based), ignoring junk.
pub fn rows_of(code: &str, n: usize) -> Vec<Option<u32>> {
    nqueens_core::Placement::parse(code, n)
        .map(|p| p.rows().collect())
        .unwrap_or_else(|_| vec![None; n])
}
