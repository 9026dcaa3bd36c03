//! /solve's "predict the next step": the learner's guesses, judged against the run's
//! own coming events at the grain chosen, and the score kept per algorithm with the
//! learner's progress. A reveal stays until the run moves by other means (a control, a
//! new run). The page only lays out what this returns.

use crate::learn::progress::Predicting;
use crate::learn::progress_store::use_progress;
use crate::predict::grain::Grain;
use crate::predict::predictor::{Reveal, Score};
use crate::site::context::use_lang;
use crate::solver::{watch, Player, Solver};
use leptos::prelude::*;
use nqueens_core::search::predict::{Guess, Predicts};
use nqueens_core::search::Setup;
use nqueens_core::Square;

/// What the page shows of the predictions, and the callbacks its views answer with.
pub struct SolvePredict {
    /// The running score of the algorithm shown.
    pub score: Signal<Score>,
    /// Whether the learner predicts each move.
    pub predicting: RwSignal<bool>,
    /// What the learner points at, for the algorithm shown (none: not predictable).
    pub predicts: Signal<Option<Predicts>>,
    /// The algorithm can be predicted.
    pub can_predict: Signal<bool>,
    /// The grain the learner chose.
    pub grain: RwSignal<Grain>,
    /// The grain in force: the one chosen, if the algorithm offers it.
    pub grain_now: Signal<Grain>,
    /// The last guess and its move, while the run is at the step after it.
    pub last: Signal<Option<Reveal>>,
    /// A guess to judge and play.
    pub guess: Callback<Guess>,
    /// A square chosen on the board.
    pub on_square: Callback<Square>,
    /// What to say before a guess.
    pub prompt: Signal<String>,
}

/// The predictions of the run `solver` plays for `setup`, made where the page's state
/// lives (CONTRIBUTING.md, "Reactive values and their owners").
pub fn use_solve_predict(solver: Solver, setup: RwSignal<Setup>) -> SolvePredict {
    let algorithm = move || setup.with(|s| s.algorithm);
    let progress = use_progress();
    let lang = use_lang();
    let player = solver.player;
    // Derived beside the progress, which outlives the controls that read it.
    let score =
        Signal::derive(move || progress.with(|p| p.score(Predicting::Algorithm(algorithm()))));
    let predicting = solver.predicting;
    let reveal = RwSignal::new(None::<(Reveal, usize)>);
    let pos = watch(player, Player::pos);
    let predicts = Signal::derive(move || Predicts::of(algorithm()));
    let can_predict = Signal::derive(move || predicts.get().is_some());
    // What one prediction covers, where the algorithm offers a choice.
    let grain = RwSignal::new(Grain::Step);
    let grain_now = Signal::derive(move || {
        let g = grain.get();
        let offered = predicts
            .get()
            .is_some_and(|p| Grain::offered(p).contains(&g));
        if offered {
            g
        } else {
            Grain::Step
        }
    });
    Effect::new(move |_| {
        if !can_predict.get() {
            predicting.set(false);
        }
    });
    let last = Signal::derive(move || {
        reveal
            .get()
            .filter(|(_, at)| *at == pos.get())
            .map(|(r, _)| r)
    });
    let at_now = move || player.with_untracked(|p| p.as_ref().map_or(0, Player::pos));
    let judge = move |g: Guess| {
        let judged = solver.guess(g, grain_now.get_untracked());
        if let Some(r) = judged {
            let algorithm = setup.with_untracked(|s| s.algorithm);
            progress.update(|p| p.judge(Predicting::Algorithm(algorithm), r.judgement));
            reveal.set(Some((r, at_now())));
        }
        judged.is_some()
    };
    // A guess made before the run's next events have arrived (a quick click on a page
    // still starting, or on a busy machine) waits for them, instead of being lost: it is
    // judged on their arrival if the run is still at the step it was made on.
    let waiting = StoredValue::new(None::<(Guess, usize)>);
    // Read only while predicting: outside it, the player's every frame costs nothing here.
    let ahead_known = Memo::new(move |_| {
        predicting.get()
            && player.with(|p| {
                p.as_ref()
                    .is_some_and(|p| p.next_move_at(grain_now.get()).is_some())
            })
    });
    let guess = Callback::new(move |g: Guess| {
        // Not at the run's end, where nothing comes to judge it by.
        if !judge(g) && !ahead_known.get_untracked() {
            waiting.set_value(Some((g, at_now())));
        }
    });
    Effect::new(move |_| {
        if ahead_known.get() {
            if let Some((g, at)) = waiting.try_update_value(Option::take).flatten() {
                if at == at_now() {
                    judge(g);
                }
            }
        }
    });
    let on_square = Callback::new(move |sq| guess.run(Guess::Square(sq)));
    let prompt = Signal::derive(move || {
        lang.get()
            .predict()
            .ask_grain_at_step(grain_now.get(), pos.get())
    });
    SolvePredict {
        score,
        predicting,
        predicts,
        can_predict,
        grain,
        grain_now,
        last,
        guess,
        on_square,
        prompt,
    }
}
