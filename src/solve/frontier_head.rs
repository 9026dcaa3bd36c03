//! Branch and bound's view of its frontier: the node just taken from the stack (depth
//! first) or the queue (breadth first), the children it put in, and how many open nodes
//! wait. One `data-testid="stack-frame"`, rebuilt from the replay at every step.

use crate::site::context::use_lang;
use crate::solve::words::words;
use leptos::prelude::*;
use nqueens_core::search::{Algorithm, Expanded};

/// The head of the frontier at the step shown.
#[component]
pub fn FrontierHead(
    /// Depth or breadth first.
    #[prop(into)]
    algorithm: Signal<Algorithm>,
    /// The last expansion, none before the first.
    #[prop(into)]
    expanded: Signal<Option<Expanded>>,
) -> impl IntoView {
    let lang = use_lang();
    view! {
        <section class="call-stack" aria-labelledby="frontier-title">
            <h2 id="frontier-title">{move || words(lang.get()).labels().frontier_title}</h2>
            {move || match expanded.get() {
                Some(e) => view! {
                    <ol class="stack">
                        <li data-testid="stack-frame"><code>{lang.get().say().frontier_head(algorithm.get(), &e)}</code></li>
                    </ol>
                }.into_any(),
                None => view! { <p class="stack-empty">{words(lang.get()).labels().frontier_empty}</p> }.into_any(),
            }}
        </section>
    }
}
