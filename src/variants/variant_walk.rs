//! "Watch the search" on /variants: the core's backtracking walk for the problem, made
//! in a worker and played here by the solver's own [`Player`], forwards and backwards,
//! each step with its sentence and its cell marked on the board.

use crate::bridge::job::{use_job, JobState};
use crate::protocol::Job;
use crate::site::context::use_lang;
use crate::solver::ticks::use_ticks;
use crate::solver::Player;
use crate::ui::variant_board::VariantBoard;
use crate::variants::words::words;
use leptos::prelude::*;
use nqueens_core::variants::{Arrangement, Solved, Walk, WalkStep};

/// Steps per second while playing: slow enough to read each cell.
const STEPS_PER_SECOND: f64 = 1000.0 / 150.0;

#[component]
pub fn VariantWalk(solved: Solved) -> impl IntoView {
    let lang = use_lang();
    let job = use_job::<Walk>(None);
    job.start(Job::VariantWalk {
        solved: solved.clone(),
    });
    let walked: RwSignal<Option<Walk>> = RwSignal::new(None);
    let player: RwSignal<Option<Player<Arrangement>>> = RwSignal::new(None);
    let start = solved.empty_board();
    job.notify_failures();
    Effect::new(move |_| {
        if let JobState::Done(walk) = job.state.get() {
            let steps = walk.steps.clone();
            walked.set(Some(walk));
            player.set(Some(Player::whole(start.clone(), steps, STEPS_PER_SECOND)));
        }
    });
    let act = move |f: fn(&mut Player<Arrangement>)| {
        player.update(|p| {
            if let Some(p) = p {
                f(p);
            }
        })
    };
    let read = move |f: fn(&Player<Arrangement>) -> usize| player.with(|p| p.as_ref().map_or(0, f));
    use_ticks(
        move || player.with_untracked(|p| p.as_ref().is_some_and(Player::is_playing)),
        move |dt| {
            player.update(|p| {
                if let Some(p) = p {
                    p.tick(dt);
                }
            })
        },
    );
    let shown = move || read(Player::pos);
    let total = move || read(|p| p.total().unwrap_or(0));
    let playing = move || player.with(|p| p.as_ref().is_some_and(Player::is_playing));
    let done = move || player.with(|p| p.as_ref().is_none_or(Player::is_done));
    let current = move || player.with(|p| p.as_ref().and_then(|p| p.last_step().copied()));

    view! {
        <div class="variant-walk" data-testid="variant-walk">
            {move || walked.get().map(|walk| {
                let for_step = solved.clone();
                let placement = Signal::derive(move || {
                    player.with(|p| p.as_ref().map(|p| p.shown().clone()).unwrap_or_default())
                });
                let focus = Signal::derive(move || match current()? {
                    WalkStep::Place(c) => Some((c, false)),
                    WalkStep::Reject { cell, .. } => Some((cell, true)),
                    _ => None,
                });
                view! {
                    <p data-testid="walk-position" data-step=shown data-steps=total data-found=walk.found.to_string()>
                        {let w = walk.clone(); move || words(lang.get()).walk_position(shown(), &w)}
                    </p>
                    <p data-testid="walk-sentence" aria-live="polite">
                        {move || current().map(|step| words(lang.get()).walk_step(&for_step, &step))}
                    </p>
                    <VariantBoard solved=solved.clone() placement=placement focus=focus/>
                    <div class="toolbar walk-bar">
                        <button data-testid="walk-back" disabled=move || shown() == 0 on:click=move |_| act(Player::back)>{move || lang.get().t().back}</button>
                        <button data-testid="walk-step" disabled=done on:click=move |_| act(Player::step)>{move || lang.get().t().step}</button>
                        <button data-testid="walk-play" class="primary" disabled=done
                            on:click=move |_| act(|p| if p.is_playing() { p.pause() } else { p.play() })>
                            {move || if playing() { lang.get().t().pause } else { lang.get().t().play }}
                        </button>
                        <button data-testid="walk-next-backtrack" disabled=done on:click=move |_| act(Player::next_backtrack)>{move || lang.get().t().next_backtrack}</button>
                        <button data-testid="walk-skip" disabled=done on:click=move |_| act(Player::skip_to_end)>{move || lang.get().t().skip_to_end}</button>
                        <input type="range" data-testid="walk-scrub" min="0" max=total prop:value=move || shown().to_string()
                            aria-label=move || lang.get().t().step
                            on:input=move |ev| {
                                if let Ok(k) = event_target_value(&ev).parse::<usize>() {
                                    player.update(|p| if let Some(p) = p { p.jump(k) });
                                }
                            }/>
                    </div>
                }
            })}
            {move || job.is_running().then(|| view! { <p class="loading" aria-busy="true">{move || lang.get().t().checking}</p> })}
        </div>
    }
}
