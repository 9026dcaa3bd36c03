//! The algorithm's pseudocode with the line the current step executes marked, drawn by
//! [`Listing`], which /code also draws the learner's program with
//! (`data-testid="code"`, lines `code-line` with the core's name of what they do in
//! `data-line`, the current one `aria-current="step"`).
//! Which line that is comes from the replayed state, so forwards, Back and a scrub all
//! mark the same line for the same step.

use crate::i18n::CodeListing;
use crate::site::context::use_lang;
use leptos::prelude::*;
use nqueens_core::search::{Algorithm, CodeLine};

/// The index of the listing's line that `line` names; before the first step, the first.
pub fn marked_line(listing: CodeListing, line: Option<CodeLine>) -> usize {
    line.and_then(|line| listing.iter().position(|(_, l)| *l == Some(line)))
        .unwrap_or(0)
}

/// The pseudocode panel.
#[component]
pub fn CodePanel(
    /// The algorithm shown.
    #[prop(into)]
    algorithm: Signal<Algorithm>,
    /// The line the step shown executed (none before the first step).
    #[prop(into)]
    line: Signal<Option<CodeLine>>,
) -> impl IntoView {
    let lang = use_lang();
    let current = Memo::new(move |_| {
        Some(marked_line(
            lang.get().say().pseudocode(algorithm.get()),
            line.get(),
        ))
    });
    // What each line does, by the core's name for it (`Place`).
    let lines = Memo::new(move |_| {
        lang.get()
            .say()
            .pseudocode(algorithm.get())
            .iter()
            .map(|(text, executes)| (text.to_string(), executes.map(|l| format!("{l:?}"))))
            .collect::<Vec<_>>()
    });
    view! {
        <section class="code-panel" aria-labelledby="code-title">
            <h2 id="code-title">{move || lang.get().t().code_title}</h2>
            <Listing lines=lines current=current/>
        </section>
    }
}

/// A listing with one line marked (`data-testid="code"`, lines `code-line` with
/// `data-line`, the marked one `aria-current="step"`): /solve's pseudocode, and the
/// learner's program on /code.
#[component]
pub fn Listing(
    /// Each line's text, and what `data-line` says of it.
    #[prop(into)]
    lines: Signal<Vec<(String, Option<String>)>>,
    /// The index of the line marked, if any.
    #[prop(into)]
    current: Signal<Option<usize>>,
) -> impl IntoView {
    // Where the listing is a short window (a phone), the marked line is kept in the
    // middle of it; the listing scrolls, never the page. Measured in the next animation
    // frame, once per frame however many steps it shows, where the layout it reads is
    // the one the frame computes anyway.
    let listing = NodeRef::<leptos::html::Ol>::new();
    let queued = StoredValue::new(false);
    Effect::new(move |_| {
        current.track();
        if queued.get_value() {
            return;
        }
        queued.set_value(true);
        let keep_in_view = wasm_bindgen::closure::Closure::once_into_js(move || {
            // The page may have gone meanwhile: then there is nothing to scroll.
            if queued.try_set_value(false).is_some() {
                return;
            }
            let Some(ol) = listing.try_get_untracked().flatten() else {
                return;
            };
            if ol.scroll_height() <= ol.client_height() {
                return;
            }
            let Some(Some(index)) = current.try_get_untracked() else {
                return;
            };
            let index = index as u32;
            let Some(li) = ol
                .children()
                .item(index)
                .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
            else {
                return;
            };
            let middle =
                li.offset_top() - ol.offset_top() - (ol.client_height() - li.offset_height()) / 2;
            ol.set_scroll_top(middle.max(0));
        });
        if let Some(window) = web_sys::window() {
            let _ =
                window.request_animation_frame(wasm_bindgen::JsCast::unchecked_ref(&keep_in_view));
        }
    });
    view! {
        // Focusable: where the listing is a short window (a phone) it scrolls, and a
        // keyboard scrolls it too.
        <ol class="code" data-testid="code" tabindex="0" node_ref=listing>
            {move || {
                lines
                    .get()
                    .into_iter()
                    .enumerate()
                    .map(|(i, (text, does))| {
                        let is_current = move || current.get() == Some(i);
                        view! {
                            <li data-testid="code-line" data-line=does class:current=is_current aria-current=move || is_current().then_some("step")>
                                <code>{text}</code>
                            </li>
                        }
                    })
                    .collect_view()
            }}
        </ol>
    }
}
