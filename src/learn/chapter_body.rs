//! A chapter's body: its paragraphs, with the figures they quote filled in by the core
//! (`learn::figure`).
//!
//! Most figures take the core microseconds. A few are searches for a best placement
//! (chapter 8's dominating queens take 36 ms natively, more in the browser): each of
//! those is computed in a task of its own after the text is shown, which says "…" for
//! it until then, so no task of the main thread nears 200 ms. The chapter owns those
//! tasks: leaving it cancels the one still waiting.

use crate::learn::figure::{fill_known, slow_figures, Figure, Known};
use crate::learn::words::words;
use crate::learn::Chapter;
use crate::site::context::use_lang;
use leptos::prelude::*;
use std::time::Duration;

/// The chapter's paragraphs after its widget.
#[component]
pub fn ChapterBody(chapter: Chapter) -> impl IntoView {
    let lang = use_lang();
    let known = RwSignal::new(Known::new());
    let pending = StoredValue::new(None::<TimeoutHandle>);
    let mut slow: Vec<Figure> = words(lang.get_untracked())
        .chapter(chapter)
        .body
        .iter()
        .flat_map(|p| slow_figures(p))
        .collect();
    slow.dedup();
    slow.reverse();
    compute_in_turn(slow, known, pending);
    on_cleanup(move || {
        if let Some(Some(handle)) = pending.try_get_value() {
            handle.clear();
        }
    });
    view! {
        {move || {
            let text = words(lang.get()).chapter(chapter);
            let and = words(lang.get()).labels().and;
            known.with(|known| {
                text.body
                    .iter()
                    .map(|p| view! { <p class="chapter-text">{fill_known(p, and, known)}</p> })
                    .collect_view()
            })
        }}
    }
}

/// Computes the last of `rest` in a task of its own, then the next, until none is left
/// or the chapter has gone.
fn compute_in_turn(
    mut rest: Vec<Figure>,
    known: RwSignal<Known>,
    pending: StoredValue<Option<TimeoutHandle>>,
) {
    let Some(figure) = rest.pop() else {
        return;
    };
    let task = move || {
        let values = figure.values().unwrap_or_default();
        if known.try_update(|k| k.insert(figure, values)).is_some() {
            compute_in_turn(rest, known, pending);
        }
    };
    if let Ok(handle) = set_timeout_with_handle(task, Duration::ZERO) {
        pending.try_set_value(Some(handle));
    }
}
