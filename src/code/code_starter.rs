//! /code's first task beside the editor: what to write in the skeleton, its hints one
//! at a time, and the model answer on request. The ladder is `code_starter`'s; the
//! page puts the answer in the editor, keeping the learner's program to bring back.

use crate::code::starter::StarterHints;
use crate::code::words::words;
use crate::site::context::use_lang;
use leptos::prelude::*;

/// The skeleton's task, hints and model answer; once a run of the learner's finds every
/// solution, the task says it is done and points on to the exercises.
#[component]
pub fn CodeStarter(
    /// Puts the model answer in the editor.
    on_model: Callback<()>,
    /// A run has found every solution, and none wrong.
    #[prop(into)]
    done: Signal<bool>,
) -> impl IntoView {
    let lang = use_lang();
    let labels = move || words(lang.get()).labels();
    let hints = RwSignal::new(StarterHints::new());
    let shown = move || {
        let all = words(lang.get()).starter_hints();
        let count = hints.with(StarterHints::shown);
        all[..count].to_vec()
    };
    view! {
        <section class="starter" aria-labelledby="starter-title" data-testid="starter" data-done=move || done.get().then_some("true")>
            <h2 id="starter-title">{move || labels().starter_title}</h2>
            <p data-testid="starter-intro">{move || if done.get() { labels().starter_done } else { labels().starter_intro }}</p>
            <ol class="starter-hints" aria-live="polite">
                {move || shown().into_iter().map(|hint| view! { <li data-testid="starter-hint">{hint}</li> }).collect_view()}
            </ol>
            <div class="controls">
                <Show when=move || !done.get() && !hints.with(StarterHints::all_shown)>
                    <button data-testid="starter-next-hint" on:click=move |_| hints.update(|h| { h.reveal(); })>
                        {move || if hints.with(StarterHints::shown) == 0 { labels().starter_hint } else { labels().starter_next_hint }}
                    </button>
                </Show>
                <button data-testid="model-answer" on:click=move |_| on_model.run(())>{move || labels().model_answer}</button>
            </div>
        </section>
    }
}
