//! `/play`: find your own solution. The URL holds the position (`?n=8&q=15863724`).

use crate::app::{use_lang, use_notices};
use crate::components::board::Board;
use crate::components::size_input::SizeInput;
use crate::i18n::Lang;
use leptos::prelude::*;
use leptos_router::hooks::use_query_map;
use nqueens_core::{Placement, Square};

pub const MIN_N: usize = 1;
pub const MAX_N: usize = 20;
const DEFAULT_N: usize = 8;

/// Reads `n` and `q` from the URL; anything malformed becomes an empty board of a
/// sensible size and a message saying what was wrong.
pub fn position_from_query(
    n: Option<String>,
    q: Option<String>,
    lang: Lang,
) -> (Placement, Option<String>) {
    let fallback = |msg: String| {
        let n = DEFAULT_N;
        (
            Placement::empty(n).unwrap_or_else(|_| unreachable!("8 is a valid size")),
            Some(msg),
        )
    };
    let n = match n {
        None => DEFAULT_N,
        Some(text) => match text.trim().parse::<usize>() {
            Ok(n) if (MIN_N..=MAX_N).contains(&n) => n,
            _ => return fallback(lang.bad_size(&text, MIN_N, MAX_N)),
        },
    };
    let empty = Placement::empty(n).unwrap_or_else(|_| unreachable!("n was checked"));
    match q {
        None => (empty, None),
        Some(q) => match Placement::parse(&q, n) {
            Ok(p) => (p, None),
            Err(e) => (empty, Some(e.to_string())),
        },
    }
}

/// Writes the position into the address bar without a navigation (no history entry).
fn sync_url(p: &Placement) {
    let url = if p.is_empty() {
        format!("?n={}", p.n())
    } else {
        format!("?n={}&q={}", p.n(), p.to_code())
    };
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

#[component]
pub fn PlayPage() -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    let query = use_query_map();
    let initial =
        query.with_untracked(|q| position_from_query(q.get("n"), q.get("q"), lang.get_untracked()));
    if let Some(msg) = initial.1 {
        notices.show(msg);
    }
    let placement = RwSignal::new(initial.0);
    let history = RwSignal::new(Vec::<Placement>::new());

    let change = move |next: Placement| {
        let current = placement.get_untracked();
        if next != current {
            history.update(|h| h.push(current));
            placement.set(next);
            sync_url(&next);
        }
    };
    let on_toggle = Callback::new(move |sq: Square| {
        let mut next = placement.get_untracked();
        if next.has_queen(sq) {
            next.clear_column(sq.col as usize);
        } else {
            next.place(sq);
        }
        change(next);
    });
    let on_size = Callback::new(move |n: usize| {
        if n != placement.get_untracked().n() {
            if let Ok(p) = Placement::empty(n) {
                change(p);
            }
        }
    });
    let undo = move |_| {
        if let Some(prev) = history.try_update(|h| h.pop()).flatten() {
            placement.set(prev);
            sync_url(&prev);
        }
    };

    let clear = move |_| {
        if let Ok(empty) = Placement::empty(placement.get_untracked().n()) {
            change(empty);
        }
    };

    let status =
        move || placement.with(|p| lang.get().queens_status(p.len(), p.n(), p.attacks().len()));
    let solved = move || placement.with(Placement::is_solution);

    view! {
        <section class="page play">
            <h1>{move || lang.get().t().play_title}</h1>
            <p class="intro">{move || lang.get().t().play_intro}</p>
            <div class="toolbar">
                <SizeInput value=Signal::derive(move || placement.with(|p| p.n())) min=MIN_N max=MAX_N on_change=on_size/>
                <button on:click=undo disabled=move || history.with(Vec::is_empty)>{move || lang.get().t().undo}</button>
                <button on:click=clear disabled=move || placement.with(Placement::is_empty)>
                    {move || lang.get().t().clear}
                </button>
            </div>
            <div class="board-wrap">
                <Board placement=placement on_toggle=on_toggle/>
            </div>
            <p class="status" data-testid="status" aria-live="polite">{status}</p>
            <p
                class="verdict"
                data-testid="verdict"
                data-solved=move || solved().to_string()
                data-canonical=move || {
                    placement.with(|p| nqueens_core::Solution::try_from(*p).map(|s| s.canonical().to_code()).unwrap_or_default())
                }
            >
                {move || solved().then(|| lang.get().t().solved)}
            </p>
        </section>
    }
}
