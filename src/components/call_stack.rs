//! The recursive searches' call stack: one activation record per queen placed, newest
//! on top (`data-testid="stack-frame"`; as many as the depth counter).

use crate::context::use_lang;
use crate::solver::call_stack::frames;
use leptos::prelude::*;
use nqueens_core::search::Algorithm;
use nqueens_core::Square;

/// The frames of the calls under way, drawn from the queens placed so far.
#[component]
pub fn CallStack(
    /// The recursive algorithm shown.
    #[prop(into)]
    algorithm: Signal<Algorithm>,
    /// The queens of the step shown, in the order placed.
    #[prop(into)]
    path: Signal<Vec<Square>>,
) -> impl IntoView {
    let lang = use_lang();
    let frames = Memo::new(move |_| path.with(|p| frames(p)));
    view! {
        <section class="call-stack" aria-labelledby="stack-title">
            <h2 id="stack-title">{move || lang.get().t().stack_title}</h2>
            <Show when=move || frames.with(|f| !f.is_empty()) fallback=move || view! { <p class="stack-empty">{move || lang.get().t().stack_empty}</p> }>
                <ol class="stack" reversed>
                    {move || {
                        let say = lang.get().say();
                        frames
                            .get()
                            .iter()
                            .rev()
                            .map(|f| view! { <li data-testid="stack-frame"><code>{say.stack_frame(algorithm.get(), f)}</code></li> })
                            .collect_view()
                    }}
                </ol>
            </Show>
        </section>
    }
}
