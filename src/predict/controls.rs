//! What "predict the next step" adds to a board, on /learn's chapter and on /solve
//! alike: the toggle and the score above it, the mark that glides from the guess to the
//! truth over it, and under it the sentence that reveals the move with the answers that
//! are not a square ("go back" for the searches that take queens back, "a solution",
//! "not sure", also the keys B, S and N).

use crate::predict::grain::Grain;
use crate::predict::predictor::{Reveal, Score};
use crate::site::context::use_lang;
use crate::solver::keys::is_shortcut;
use crate::ui::decimal::short;
use leptos::prelude::*;
use nqueens_core::search::predict::{Guess, Judgement, Predicts};
use nqueens_core::Square;

/// The toggle, the score and how to answer; the keys B, S and N while predicting.
#[component]
pub fn PredictControls(
    /// Whether the learner predicts each step.
    predicting: RwSignal<bool>,
    /// What the learner points at, for the search shown.
    #[prop(into)]
    predicts: Signal<Predicts>,
    /// The running score.
    #[prop(into)]
    score: Signal<Score>,
    /// A guess to judge and play.
    on_guess: Callback<Guess>,
) -> impl IntoView {
    let lang = use_lang();
    let words = move || lang.get().predict().t();
    // B (where the search goes back), S and N answer while predicting, unless a field
    // or a button has the key.
    let keys = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
        if !predicting.get_untracked() || !is_shortcut(&ev) {
            return;
        }
        let guess = match ev.key().as_str() {
            "b" | "B" if predicts.get_untracked().goes_back() => Guess::Back,
            "s" | "S" => Guess::Solution,
            "n" | "N" => Guess::NotSure,
            _ => return,
        };
        ev.prevent_default();
        on_guess.run(guess);
    });
    on_cleanup(move || keys.remove());

    view! {
        <div class="predict-controls">
            <div class="predict-head">
                <button
                    class="toggle"
                    data-testid="predict"
                    aria-pressed=move || predicting.get().to_string()
                    on:click=move |_| predicting.update(|p| *p = !*p)
                >
                    {move || words().toggle}
                </button>
                <Show when=move || predicting.get()>
                    <p
                        class="predict-score"
                        data-testid="predict-score"
                        data-right=move || score.get().right
                        data-wrong=move || score.get().wrong
                        data-streak=move || score.get().streak
                    >
                        {move || lang.get().predict().score(&score.get())}
                    </p>
                </Show>
            </div>
            <Show when=move || predicting.get()>
                // The keys in a span of their own, which a touch screen hides (src/ui/panels.css).
                <p class="hint">
                    {move || lang.get().predict().intro(predicts.get())}" "
                    <span class="keys">{move || lang.get().predict().keys(predicts.get())}</span>
                </p>
            </Show>
        </div>
    }
}

/// Under the board: the sentence that reveals each move (or asks for the next), and
/// the answers that are not a square. After a guess it is brought on screen, so a
/// phone shows the verdict beside the board it is about.
#[component]
pub fn PredictReveal(
    /// Whether the learner predicts each step.
    predicting: RwSignal<bool>,
    /// What the learner points at, for the search shown.
    #[prop(into)]
    predicts: Signal<Predicts>,
    /// The last guess and its move.
    #[prop(into)]
    last: Signal<Option<Reveal>>,
    /// What to say before a guess ("Move 12: what does backtracking do next?").
    #[prop(into)]
    prompt: Signal<String>,
    /// Nothing is left to guess.
    #[prop(into)]
    done: Signal<bool>,
    /// How much one prediction covers: backtrack by backtrack, the queen that comes off
    /// is the answer, and "Go back" is not offered.
    #[prop(into)]
    grain: Signal<Grain>,
    /// A guess to judge and play.
    on_guess: Callback<Guess>,
) -> impl IntoView {
    let lang = use_lang();
    let words = move || lang.get().predict().t();
    let place = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |seen: Option<()>| {
        last.track();
        if seen.is_some() {
            crate::site::browser::bring_into_view(place);
        }
    });
    let sentence = move || match last.get() {
        Some(r) => lang.get().predict().reveal(&r),
        None => prompt.get(),
    };
    let judgement = move || {
        last.get().map(|r| match r.judgement {
            Judgement::Right => "right",
            Judgement::Wrong => "wrong",
            Judgement::Unsure => "unsure",
        })
    };
    view! {
        <div class="predict-answer" node_ref=place>
            <p class="predict-reveal" data-testid="predict-reveal" data-judgement=judgement aria-live="polite">
                {sentence}
            </p>
            <Show when=move || predicting.get()>
                <div class="predict-actions">
                    <Show when=move || predicts.get().goes_back() && grain.get() != Grain::Backtrack>
                        <button data-testid="guess-back" aria-keyshortcuts="B" on:click=move |_| on_guess.run(Guess::Back) disabled=done>
                            {move || words().go_back}
                        </button>
                    </Show>
                    <button data-testid="guess-solution" aria-keyshortcuts="S" on:click=move |_| on_guess.run(Guess::Solution) disabled=done>
                        {move || words().solution}
                    </button>
                    <button data-testid="guess-unsure" aria-keyshortcuts="N" on:click=move |_| on_guess.run(Guess::NotSure) disabled=done>
                        {move || words().not_sure}
                    </button>
                </div>
            </Show>
        </div>
    }
}

/// Where a square's top-left corner is in the board's units, as a CSS translation.
fn corner(square: Square, n: usize) -> String {
    let y = n as f64 - 1.0 - square.row as f64;
    format!(
        "translate({}px, {}px)",
        short(square.col as f64, 2),
        short(y, 2)
    )
}

/// The mark of a reveal, over an n×n board with its labels: it appears on the square
/// guessed and glides to the square the move is about (at once with reduced motion).
#[component]
pub fn RevealMark(
    /// The board's size.
    #[prop(into)]
    n: Signal<usize>,
    /// The last guess and its move.
    #[prop(into)]
    last: Signal<Option<Reveal>>,
) -> impl IntoView {
    let moved = RwSignal::new(false);
    // Each reveal starts on the guess; a moment later the mark moves to the truth.
    Effect::new(move |_| {
        last.track();
        moved.set(false);
        gloo_timers::callback::Timeout::new(30, move || {
            moved.try_set(true);
        })
        .forget();
    });
    let ends = move || {
        let n = n.get();
        last.get().and_then(|r| {
            let truth = r.ahead.truth.square()?;
            let from = match r.guess {
                Guess::Square(sq) => sq,
                _ => truth,
            };
            Some((corner(from, n), corner(truth, n)))
        })
    };
    view! {
        <svg class="reveal-layer" aria-hidden="true"
            viewBox=move || format!("-0.62 0 {s} {s}", s = short(n.get() as f64 + 0.62, 2))>
            {move || ends().map(|(from, to)| view! {
                <rect class="reveal-mark" x="0.04" y="0.04" width="0.92" height="0.92" rx="0.12"
                    class:moved=move || moved.get()
                    style:transform=move || if moved.get() { to.clone() } else { from.clone() }/>
            })}
        </svg>
    }
}
