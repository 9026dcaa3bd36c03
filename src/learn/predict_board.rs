//! "Predict the next step" on a chapter's own board: before each move of a search the
//! learner clicks the square it will try, the node it will expand or the queen it will
//! repair (or says "go back", "a solution", "not sure"), then the move plays and the
//! reveal says why. The judging is the core's
//! ([`Predictor`]); the controls are the ones /solve shows too ([`PredictControls`]).

use crate::learn::words::words;
use crate::predict::controls::{PredictControls, PredictReveal, RevealMark};
use crate::predict::grain_choice::GrainChoice;
use crate::predict::predictor::{Predictor, Score};
use crate::site::base::site_url;
use crate::site::context::use_lang;
use crate::solve::address::SolveAddress;
use crate::ui::board::{Board, Highlight, HighlightKind};
use crate::ui::frontier_list::FrontierList;
use leptos::prelude::*;
use nqueens_core::search::predict::{Guess, Judgement, Move, Predicts, Verdict};
use nqueens_core::Square;

/// A search to predict, move by move.
#[component]
pub fn PredictBoard(
    /// The search (an algorithm the core can predict, see [`Predicts`]).
    predictor: Predictor,
    /// The running score, kept by the page.
    #[prop(into)]
    score: Signal<Score>,
    /// Each guess, judged.
    on_judged: Callback<Judgement>,
    /// Moves played, after each one (the page keeps the place).
    on_moved: Callback<usize>,
) -> impl IntoView {
    let lang = use_lang();
    let labels = move || words(lang.get()).labels();
    let start = predictor.clone();
    let n = predictor.setup().n;
    let predicts = Signal::stored(predictor.predicts());
    let state = RwSignal::new(predictor);
    let predicting = RwSignal::new(true);

    let guess = Callback::new(move |g: Guess| {
        let Some(reveal) = state.try_update(|p| p.guess(g)).flatten() else {
            return;
        };
        if predicting.get_untracked() {
            on_judged.run(reveal.judgement);
        }
        on_moved.run(state.with_untracked(Predictor::moves));
    });
    // Starting again keeps the grain the learner chose.
    let restart = move |_| {
        let mut fresh = start.clone();
        fresh.set_grain(state.with_untracked(Predictor::grain));
        state.set(fresh);
        on_moved.run(start.moves());
    };
    let grain = Signal::derive(move || state.with(Predictor::grain));
    let on_square = Callback::new(move |sq: Square| {
        if predicting.get_untracked() {
            guess.run(Guess::Square(sq));
        }
    });

    let placement = Signal::derive(move || state.with(Predictor::placement));
    let last = Signal::derive(move || state.with(Predictor::last));
    let highlight = Signal::derive(move || {
        last.get()
            .and_then(|r| match (r.ahead.truth, r.ahead.verdict) {
                (Move::Try(square), Some(Verdict::Refused(reason))) => Some(Highlight {
                    square,
                    kind: HighlightKind::Rejected(reason),
                }),
                (
                    Move::Try(square)
                    | Move::Expand(square)
                    | Move::Place(square)
                    | Move::Repair(square)
                    | Move::Shift(square),
                    _,
                ) => Some(Highlight {
                    square,
                    kind: HighlightKind::Trying,
                }),
                _ => None,
            })
    });
    let waiting = Signal::derive(move || state.with(Predictor::waiting));
    let done = Signal::derive(move || state.with(Predictor::is_done));
    let prompt = Signal::derive(move || {
        let l = lang.get().predict();
        state.with(|p| {
            if p.is_done() {
                l.search_over(p.moves())
            } else if predicting.get() {
                l.ask_grain(p.grain(), p.moves())
            } else {
                l.watch_next(p.moves())
            }
        })
    });
    let open_in_solve = move || {
        let (setup, step) = state.with(|p| (p.setup(), p.steps() as usize));
        site_url(&SolveAddress { setup, step }.to_url())
    };

    view! {
        <section class="predict" aria-labelledby="predict-title">
            <h2 id="predict-title">{move || labels().predict_title}</h2>
            <PredictControls predicting=predicting predicts=predicts score=score on_guess=guess/>
            <Show when=move || predicting.get()>
                <GrainChoice predicts=predicts grain=grain on_choose=Callback::new(move |g| state.update(|p| p.set_grain(g)))/>
            </Show>
            <div class="predict-stage">
                // A local search's full board is attacked everywhere: its lines between
                // queens in conflict say enough.
                <Board placement=placement highlight=highlight on_toggle=on_square
                    show_attacks=predicts.get_untracked() != Predicts::Queens/>
                <RevealMark n=Signal::stored(n) last=last/>
            </div>
            <FrontierList waiting=waiting guessing=Signal::derive(move || predicting.get() && !done.get())/>
            <PredictReveal predicting=predicting predicts=predicts last=last prompt=prompt done=done grain=grain on_guess=guess/>
            <div class="predict-actions">
                <Show when=move || !predicting.get()>
                    <button on:click=move |_| guess.run(Guess::NotSure) disabled=done>{move || labels().step_once}</button>
                </Show>
                <button on:click=restart>{move || labels().restart}</button>
                <a class="open-in" data-testid="open-in-solve" href=open_in_solve>{move || labels().open_in}</a>
            </div>
        </section>
    }
}
