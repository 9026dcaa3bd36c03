//! The recursive searches' call stack: one activation record per queen placed, and on
//! top the call that is running, marked (`data-testid="stack-frame"`: one more than the
//! depth counter while the search runs).

use crate::context::use_lang;
use crate::solver::call_stack::with_running;
use leptos::prelude::*;
use nqueens_core::search::{Algorithm, Focus};
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
    /// The square in focus at the step shown (the running call tries it).
    #[prop(into)]
    focus: Signal<Option<Focus>>,
    /// The run has ended: no call is running.
    #[prop(into)]
    done: Signal<bool>,
    /// The board size.
    n: usize,
) -> impl IntoView {
    let lang = use_lang();
    let frames = Memo::new(move |_| {
        let trying = focus.get().and_then(|f| f.tried());
        let mut all = path.with(|p| with_running(p, n, trying));
        if done.get() {
            all.pop();
        }
        all
    });
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
                            .map(|f| view! {
                                <li data-testid="stack-frame" class:running=f.running data-running=f.running.then_some("true") aria-current=f.running.then_some("true")>
                                    <code>{say.stack_frame(algorithm.get(), f)}</code>
                                </li>
                            })
                            .collect_view()
                    }}
                </ol>
            </Show>
        </section>
    }
}
