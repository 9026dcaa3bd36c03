//! A Parsons problem on the page: the shuffled lines as a list to drag, or to move and
//! indent with the keyboard (Alt+arrows on the line in focus) or the toolbar's buttons
//! (on the line selected: what a phone has). The arrangement and its check are
//! [`Parsons`]'s; this view only shows them.

use crate::i18n::Lang;
use crate::learn::parsons::{Check, Parsons};
use crate::learn::words::words;
use crate::site::context::use_lang;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Focuses the line now at `at` (after a keyboard move, the focus follows the line).
/// The list is drawn again after a move, so this waits for the new lines.
fn focus_line(list: NodeRef<leptos::html::Ol>, at: usize) {
    gloo_timers::callback::Timeout::new(0, move || {
        let Some(list) = list.try_get_untracked().flatten() else {
            return;
        };
        if let Some(line) = list
            .children()
            .item(at as u32)
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = line.focus();
        }
    })
    .forget();
}

/// The problem, its lines and its check.
#[component]
pub fn ParsonsView(
    /// The problem as first given.
    problem: Parsons,
    /// Its listing in a language: the lines follow a change of language.
    listing: Callback<Lang, Vec<&'static str>>,
    /// Solved before (this device remembers): the check says so at once.
    solved_before: bool,
    /// The learner put every line in place.
    on_solved: Callback<()>,
) -> impl IntoView {
    let lang = use_lang();
    let labels = move || words(lang.get()).labels();
    let state = RwSignal::new(problem);
    Effect::new(move |seen: Option<()>| {
        let lines = listing.run(lang.get());
        if seen.is_some() {
            state.update(|p| {
                p.relabel(&lines);
            });
        }
    });
    let selected = RwSignal::new(None::<usize>);
    let checked = RwSignal::new(solved_before.then_some(Check::Solved));
    let dragged = RwSignal::new(None::<usize>);
    let list = NodeRef::<leptos::html::Ol>::new();

    let move_line = move |from: usize, to: usize| {
        if state.try_update(|p| p.move_line(from, to)) == Some(true) {
            checked.set(None);
            selected.set(Some(to));
            focus_line(list, to);
        }
    };
    let shift = move |at: usize, by: i8| {
        if state.try_update(|p| p.shift(at, by)) == Some(true) {
            checked.set(None);
            focus_line(list, at);
        }
    };
    let on_key = move |at: usize, ev: web_sys::KeyboardEvent| {
        if !ev.alt_key() {
            return;
        }
        let len = state.with_untracked(Parsons::len);
        match ev.key().as_str() {
            "ArrowUp" if at > 0 => move_line(at, at - 1),
            "ArrowDown" if at + 1 < len => move_line(at, at + 1),
            "ArrowRight" => shift(at, 1),
            "ArrowLeft" => shift(at, -1),
            _ => return,
        }
        ev.prevent_default();
    };
    let check = move |_| {
        let result = state.with(Parsons::check);
        checked.set(Some(result));
        if result == Check::Solved {
            on_solved.run(());
        }
    };
    let toolbar = move |by: i8, up: Option<bool>| {
        let Some(at) = selected.get_untracked() else {
            return;
        };
        match up {
            Some(true) if at > 0 => move_line(at, at - 1),
            Some(false) if at + 1 < state.with_untracked(Parsons::len) => move_line(at, at + 1),
            None => shift(at, by),
            _ => {}
        }
    };
    let fault_at = move || match checked.get() {
        Some(Check::OutOfOrder(at) | Check::WrongDepth(at)) => Some(at),
        _ => None,
    };

    view! {
        <section class="parsons" aria-labelledby="parsons-title" data-testid="parsons"
            data-solved=move || (checked.get() == Some(Check::Solved)).then_some("true")>
            <h2 id="parsons-title">{move || labels().parsons_title}</h2>
            // The keys in a span of their own, which a touch screen hides (src/ui/panels.css).
            <p class="hint">{move || labels().parsons_intro}" "<span class="keys">{move || labels().parsons_keys}</span></p>
            <ol class="parsons-lines" node_ref=list>
                {move || {
                    let lines: Vec<(&'static str, u8)> = state.with(|p| p.arranged().collect());
                    lines.into_iter().enumerate().map(|(at, (text, depth))| view! {
                        <li
                            data-testid="parsons-line"
                            data-depth=depth
                            class=format!("parsons-line depth-{depth}")
                            class:selected=move || selected.get() == Some(at)
                            class:fault=move || fault_at() == Some(at)
                            tabindex="0"
                            draggable="true"
                            aria-label=move || format!("{}: {text} ({} {depth})", at + 1, labels().indent)
                            on:click=move |_| selected.set(Some(at))
                            on:focus=move |_| selected.set(Some(at))
                            on:keydown=move |ev| on_key(at, ev)
                            on:dragstart=move |ev: web_sys::DragEvent| {
                                // Firefox starts a drag only with some data set.
                                if let Some(data) = ev.data_transfer() {
                                    let _ = data.set_data("text/plain", text);
                                }
                                dragged.set(Some(at));
                            }
                            on:dragover=move |ev: web_sys::DragEvent| ev.prevent_default()
                            on:drop=move |ev: web_sys::DragEvent| {
                                ev.prevent_default();
                                if let Some(from) = dragged.get_untracked() {
                                    move_line(from, at);
                                }
                                dragged.set(None);
                            }
                        >
                            <code>{text}</code>
                        </li>
                    }).collect_view()
                }}
            </ol>
            <div class="parsons-tools" role="toolbar" aria-label=move || labels().parsons_title>
                <button aria-label=move || labels().move_up on:click=move |_| toolbar(0, Some(true))>"↑"</button>
                <button aria-label=move || labels().move_down on:click=move |_| toolbar(0, Some(false))>"↓"</button>
                <button aria-label=move || labels().outdent on:click=move |_| toolbar(-1, None)>"←"</button>
                <button aria-label=move || labels().indent on:click=move |_| toolbar(1, None)>"→"</button>
                <button class="primary" data-testid="parsons-check" on:click=check>{move || labels().parsons_check}</button>
            </div>
            <p class="parsons-result" class:bad=move || fault_at().is_some() aria-live="polite" data-testid="parsons-result">
                {move || checked.get().map(|c| words(lang.get()).parsons_result(c))}
            </p>
        </section>
    }
}
