//! "Watch the search" on /variants: the core's backtracking walk for the problem, made
//! in a worker and stepped through here, forwards and backwards, each step with its
//! sentence and its cell marked on the board.

use crate::components::variant_board::VariantBoard;
use crate::context::{use_lang, use_notices};
use crate::worker::job_client::{use_job, JobState};
use crate::worker::protocol::Job;
use gloo_timers::callback::Interval;
use leptos::prelude::*;
use nqueens_core::variants::{Solved, Walk, WalkStep};

/// Milliseconds between steps while playing.
const STEP_MS: u32 = 150;

#[component]
pub fn VariantWalk(solved: Solved) -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    let job = use_job::<Walk>(None);
    job.start(Job::VariantWalk {
        solved: solved.clone(),
    });
    Effect::new(move |_| {
        if let JobState::Failed(why) = job.state.get() {
            notices.show(lang.get_untracked().say().failure(&why));
        }
    });
    let walked = Memo::new(move |_| match job.state.get() {
        JobState::Done(w) => Some(w),
        _ => None,
    });
    let total = move || walked.with(|w| w.as_ref().map_or(0, |w| w.steps.len()));
    let shown = RwSignal::new(0usize);
    let playing = RwSignal::new(false);
    let ticker = Interval::new(STEP_MS, move || {
        if playing.get_untracked() {
            if shown.get_untracked() < total() {
                shown.update(|k| *k += 1);
            } else {
                playing.set(false);
            }
        }
    });
    let ticker = StoredValue::new_local(Some(ticker));
    on_cleanup(move || ticker.update_value(|t| drop(t.take())));

    let current = move || {
        let k = shown.get();
        walked.with(|w| {
            w.as_ref()
                .and_then(|w| k.checked_sub(1).and_then(|i| w.steps.get(i).copied()))
        })
    };
    view! {
        <div class="variant-walk" data-testid="variant-walk">
            {move || walked.get().map(|walk| {
                let solved = solved.clone();
                let (for_board, for_step, for_walk) = (solved.clone(), solved.clone(), walk.clone());
                let placement = Signal::derive(move || walk.placement_after(&for_board, shown.get()));
                let focus = Signal::derive(move || match current()? {
                    WalkStep::Place(c) => Some((c, false)),
                    WalkStep::Reject { cell, .. } => Some((cell, true)),
                    _ => None,
                });
                view! {
                    <div class="toolbar">
                        <button data-testid="walk-back" disabled=move || shown.get() == 0 on:click=move |_| { playing.set(false); shown.update(|k| *k = k.saturating_sub(1)) }>{move || lang.get().t().back}</button>
                        <button data-testid="walk-step" disabled=move || { shown.get() >= total() } on:click=move |_| { playing.set(false); shown.update(|k| *k += 1) }>{move || lang.get().t().step}</button>
                        <button data-testid="walk-play" class="primary" disabled=move || { shown.get() >= total() } on:click=move |_| playing.update(|p| *p = !*p)>
                            {move || if playing.get() { lang.get().t().pause } else { lang.get().t().play }}
                        </button>
                        <input type="range" data-testid="walk-scrub" min="0" max=total() prop:value=move || shown.get().to_string()
                            aria-label=move || lang.get().t().step
                            on:input=move |ev| { playing.set(false); if let Ok(k) = event_target_value(&ev).parse() { shown.set(k) } }/>
                    </div>
                    <p data-testid="walk-position" data-step=move || shown.get() data-steps=total() data-found=for_walk.found.to_string()>
                        {let w = for_walk.clone(); move || lang.get().say().walk_position(shown.get(), &w)}
                    </p>
                    <p data-testid="walk-sentence" aria-live="polite">
                        {move || current().map(|step| lang.get().say().walk_step(&for_step, &step))}
                    </p>
                    <VariantBoard solved=solved placement=placement focus=focus/>
                }
            })}
            {move || job.is_running().then(|| view! { <p class="loading" aria-busy="true">{move || lang.get().t().checking}</p> })}
        </div>
    }
}
