//! What one prediction covers, chosen above the board where the search offers a choice
//! (backtracking and its kin): each square tried, each queen placed, or each backtrack
//! ([`Grain`]). /learn's chapter and /solve show the same buttons.

use crate::predict::grain::Grain;
use crate::site::context::use_lang;
use leptos::prelude::*;
use nqueens_core::search::predict::Predicts;

/// The grain buttons and, at a coarse grain, how to answer; nothing for a search that
/// offers only the finest.
#[component]
pub fn GrainChoice(
    /// What the learner points at, for the search shown.
    #[prop(into)]
    predicts: Signal<Predicts>,
    /// The grain chosen.
    #[prop(into)]
    grain: Signal<Grain>,
    /// A grain chosen.
    on_choose: Callback<Grain>,
) -> impl IntoView {
    let lang = use_lang();
    move || {
        let grains = Grain::offered(predicts.get());
        (grains.len() > 1).then(|| {
            view! {
                <div class="predict-grain" role="group" aria-label=move || lang.get().predict().t().grain_label>
                    {grains.iter().map(|&g| view! {
                        <button
                            data-testid="grain"
                            data-grain=g.id()
                            aria-pressed=move || (grain.get() == g).to_string()
                            on:click=move |_| on_choose.run(g)
                        >
                            {move || lang.get().predict().grain_name(g)}
                        </button>
                    }).collect_view()}
                </div>
                <Show when=move || grain.get() != Grain::Step>
                    <p class="hint" data-testid="grain-intro">{move || lang.get().predict().grain_intro(grain.get())}</p>
                </Show>
            }
        })
    }
}
