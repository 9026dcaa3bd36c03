//! The Queens board: an n×n grid of cells coloured by region, bold where two regions
//! meet, drawn once per layout; each cell's state and marks are read from the page's
//! signals, so a tap repaints a cell and keeps the focus where it was.
//!
//! A press and release on one cell is a tap; a press that moves onto other cells is a
//! stroke (the first cell, then each cell entered). The keys: arrows move between cells
//! (one tab stop for the whole grid), Enter or Space taps.

use super::game::CellState;
use super::look::CellLook;
use leptos::prelude::*;
use nqueens_core::queens::{letter, Cell};
use wasm_bindgen::JsCast;

/// The grid's regions: the size, and each cell's region, row by row.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Grid {
    /// The size.
    pub n: usize,
    /// Each cell's region.
    pub regions: Vec<u8>,
}

impl Grid {
    /// A layout's grid.
    pub fn of(layout: &nqueens_core::queens::Layout) -> Grid {
        Grid {
            n: layout.n(),
            regions: layout.regions().to_vec(),
        }
    }

    fn region(&self, row: usize, col: usize) -> Option<u8> {
        (row < self.n && col < self.n).then(|| self.regions[row * self.n + col])
    }

    /// Which sides of a cell meet another region (or the edge): top, right, bottom, left.
    fn edges(&self, row: usize, col: usize) -> String {
        let here = self.region(row, col);
        let other = |r: Option<usize>, c: Option<usize>| match (r, c) {
            (Some(r), Some(c)) => self.region(r, c) != here,
            _ => true,
        };
        let mut classes = Vec::new();
        if other(row.checked_sub(1), Some(col)) {
            classes.push("et");
        }
        if other(Some(row), Some(col + 1)) {
            classes.push("er");
        }
        if other(Some(row + 1), Some(col)) {
            classes.push("eb");
        }
        if other(Some(row), col.checked_sub(1)) {
            classes.push("el");
        }
        classes.join(" ")
    }
}

fn cell_at(target: Option<web_sys::Element>) -> Option<Cell> {
    let cell = target?.closest("[data-testid=cell]").ok()??;
    let read = |name: &str| cell.get_attribute(name)?.parse::<usize>().ok();
    Some(Cell::new(read("data-row")?, read("data-col")?))
}

/// The board. `colours` gives each region's colour, `looks` each cell's state and marks,
/// `describe` each cell's spoken name (by index, row by row).
#[component]
pub fn QueensBoard(
    grid: Signal<Grid>,
    colours: Signal<Vec<&'static str>>,
    looks: Signal<Vec<CellLook>>,
    letters: Signal<bool>,
    label: Signal<String>,
    describe: Callback<usize, String>,
    on_tap: Callback<Cell>,
    on_stroke: Callback<(Cell, bool)>,
    #[prop(optional)] testid: Option<&'static str>,
) -> impl IntoView {
    // The press under way: its cell, and the last cell a stroke entered.
    let pressed = StoredValue::new(None::<(Cell, Option<Cell>)>);
    let focus = RwSignal::new(0usize);
    let root = NodeRef::<leptos::html::Div>::new();

    let on_down = move |ev: web_sys::PointerEvent| {
        if ev.button() != 0 {
            return;
        }
        let target = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        pressed.set_value(cell_at(target).map(|c| (c, None)));
    };
    let on_move = move |ev: web_sys::PointerEvent| {
        let Some((start, last)) = pressed.get_value() else {
            return;
        };
        let under = document().element_from_point(ev.client_x() as f32, ev.client_y() as f32);
        let Some(cell) = cell_at(under) else {
            return;
        };
        if Some(cell) == last || (last.is_none() && cell == start) {
            return;
        }
        if last.is_none() {
            on_stroke.run((start, true));
        }
        on_stroke.run((cell, false));
        pressed.set_value(Some((start, Some(cell))));
    };
    let on_up = move |_| {
        if let Some((start, None)) = pressed.get_value() {
            let n = grid.with_untracked(|g| g.n);
            focus.set(usize::from(start.row) * n + usize::from(start.col));
            on_tap.run(start);
        }
        pressed.set_value(None);
    };
    let on_key = move |ev: web_sys::KeyboardEvent| {
        let n = grid.with_untracked(|g| g.n);
        let at = focus.get_untracked().min(n * n - 1);
        let (row, col) = (at / n, at % n);
        let next = match ev.key().as_str() {
            "ArrowUp" => (row > 0).then(|| at - n),
            "ArrowDown" => (row + 1 < n).then(|| at + n),
            "ArrowLeft" => (col > 0).then(|| at - 1),
            "ArrowRight" => (col + 1 < n).then(|| at + 1),
            "Enter" | " " => {
                ev.prevent_default();
                on_tap.run(Cell::new(row, col));
                return;
            }
            _ => return,
        };
        ev.prevent_default();
        if let Some(next) = next {
            focus.set(next);
            let cells = root
                .get_untracked()
                .and_then(|r| r.query_selector_all("[data-testid=cell]").ok());
            if let Some(el) = cells
                .and_then(|list| list.item(next as u32))
                .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = el.focus();
            }
        }
    };

    view! {
        <div
            class="queens-board"
            class:letters=move || letters.get()
            data-testid=testid.unwrap_or("queens-board")
            role="group"
            aria-label=move || label.get()
            node_ref=root
            style:grid-template-columns=move || format!("repeat({}, minmax(0, 1fr))", grid.with(|g| g.n))
            style:grid-template-rows=move || format!("repeat({}, minmax(0, 1fr))", grid.with(|g| g.n))
            style:font-size=move || format!("clamp(0.7rem, calc(40vmin / {}), 1.6rem)", grid.with(|g| g.n.max(1)))
            on:pointerdown=on_down
            on:pointermove=on_move
            on:pointerup=on_up
            on:pointercancel=move |_| pressed.set_value(None)
            on:keydown=on_key
        >
            {move || {
                let g = grid.get();
                (0..g.n * g.n)
                    .map(|i| {
                        let (row, col) = (i / g.n, i % g.n);
                        let region = usize::from(g.regions[i]);
                        let edges = g.edges(row, col);
                        let look = move || looks.with(|l| l.get(i).copied().unwrap_or_default());
                        view! {
                            <button
                                type="button"
                                class=format!("qcell {edges}")
                                data-testid="cell"
                                data-row=row
                                data-col=col
                                data-region=letter(region).to_string()
                                data-state=move || look().state.id()
                                data-clash=move || look().clash.then_some("true")
                                data-lit=move || { let id = look().lit.id(); (!id.is_empty()).then_some(id) }
                                tabindex=move || if focus.get() == i { "0" } else { "-1" }
                                style:background-color=move || colours.with(|c| c.get(region).copied().unwrap_or("#dddddd"))
                                aria-label=move || describe.run(i)
                                on:focus=move |_| focus.set(i)
                            >
                                <span class="qletter" aria-hidden="true">{letter(region).to_string()}</span>
                                {move || match look().state {
                                    CellState::Queen => view! {
                                        <svg class="qqueen" viewBox="0 0 100 100" aria-hidden="true"><use href="#nq-queen"/></svg>
                                    }.into_any(),
                                    CellState::Mark => view! { <span class="qx" aria-hidden="true">"×"</span> }.into_any(),
                                    CellState::Empty => ().into_any(),
                                }}
                            </button>
                        }
                    })
                    .collect_view()
            }}
        </div>
    }
}
