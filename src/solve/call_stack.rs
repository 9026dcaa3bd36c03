//! The recursive searches' call stack: one activation record per queen placed, and on
//! top the call that is running, marked (`data-testid="stack-frame"`: one more than the
//! depth counter while the search runs). [`Stack`] draws it. /code draws the learner's
//! own calls, with their variables, in `program_stack`.

use crate::site::context::use_lang;
use crate::solve::words::words;
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
    let texts = Memo::new(move |_| {
        let say = words(lang.get());
        let Some(recursion) = algorithm.get().recursion() else {
            return Vec::new();
        };
        frames.with(|all| {
            all.iter()
                .map(|f| (say.stack_frame(recursion, f), f.running))
                .collect::<Vec<_>>()
        })
    });
    view! { <Stack frames=texts title=Signal::derive(move || words(lang.get()).labels().stack_title)/> }
}

/// A call stack, the outermost call first: each frame's text, and whether it is the
/// call running (marked, `aria-current`).
#[component]
pub fn Stack(
    /// The frames, the outermost first.
    #[prop(into)]
    frames: Signal<Vec<(String, bool)>>,
    /// What the stack's frames are.
    #[prop(into)]
    title: Signal<&'static str>,
) -> impl IntoView {
    let lang = use_lang();
    view! {
        <section class="call-stack" aria-labelledby="stack-title">
            <h2 id="stack-title">{title}</h2>
            <Show when=move || frames.with(|f| !f.is_empty()) fallback=move || view! { <p class="stack-empty">{move || words(lang.get()).labels().stack_empty}</p> }>
                <ol class="stack" reversed>
                    {move || {
                        frames
                            .get()
                            .into_iter()
                            .rev()
                            .map(|(text, running)| view! {
                                <li data-testid="stack-frame" class:running=running data-running=running.then_some("true") aria-current=running.then_some("true")>
                                    <code>{text}</code>
                                </li>
                            })
                            .collect_view()
                    }}
                </ol>
            </Show>
        </section>
    }
}
