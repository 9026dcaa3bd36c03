//! The algorithm's pseudocode with the line the current step executes marked
//! (`data-testid="code"`, lines `code-line`, the current one `aria-current="step"`).
//! Which line that is comes from the replayed state, so forwards, Back and a scrub all
//! mark the same line for the same step.

use crate::context::use_lang;
use crate::i18n::CodeListing;
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
    let current =
        Memo::new(move |_| marked_line(lang.get().say().pseudocode(algorithm.get()), line.get()));
    view! {
        <section class="code-panel" aria-labelledby="code-title">
            <h2 id="code-title">{move || lang.get().t().code_title}</h2>
            <ol class="code" data-testid="code">
                {move || {
                    lang.get()
                        .say()
                        .pseudocode(algorithm.get())
                        .iter()
                        .enumerate()
                        .map(|(i, (text, _))| {
                            let is_current = move || current.get() == i;
                            view! {
                                <li data-testid="code-line" class:current=is_current aria-current=move || is_current().then_some("step")>
                                    <code>{*text}</code>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ol>
        </section>
    }
}
