//! A search to watch inside a chapter: the board, the sentence for each step (the same
//! words as /solve's), a figure or two, Step, Play and Start again. The run is the
//! core's step machine and the state its [`Replay`], both on the page: a chapter's
//! boards are small, and a step costs microseconds.

use crate::i18n::numbers::group;
use crate::learn::words::words;
use crate::site::base::site_url;
use crate::site::context::use_lang;
use crate::solve::address::SolveAddress;
use crate::solver::Figure;
use crate::ui::board::Board;
use gloo_timers::callback::Interval;
use leptos::prelude::*;
use nqueens_core::search::{Machine, Replay, Setup};

/// Steps a second while playing: slow enough to read the board change.
const PLAY_MS: u32 = 350;

/// The machine and the state it has reached, stepped together.
#[derive(Clone)]
struct Run {
    machine: Machine,
    shown: Replay,
}

impl Run {
    fn new(setup: Setup) -> Option<Run> {
        Some(Run {
            machine: Machine::new(setup).ok()?,
            shown: Replay::new(setup).ok()?,
        })
    }

    /// One step; false once the run has ended.
    fn step(&mut self) -> bool {
        match self.machine.step() {
            Some(event) => {
                self.shown.apply(&event);
                true
            }
            None => false,
        }
    }
}

/// A search stepping on a small board.
#[component]
pub fn StepBoard(
    /// The search.
    setup: Setup,
) -> impl IntoView {
    let lang = use_lang();
    let Some(start) = Run::new(setup) else {
        return ().into_any();
    };
    let run = RwSignal::new(start.clone());
    let ended = RwSignal::new(false);
    let clock = StoredValue::new_local(None::<Interval>);
    let stop = move || clock.update_value(|c| drop(c.take()));
    on_cleanup(move || clock.update_value(|c| drop(c.take())));
    let step = move || {
        let moved = run.try_update(Run::step).unwrap_or(false);
        if !moved {
            ended.try_set(true);
            clock.try_update_value(|c| drop(c.take()));
        }
    };
    let playing = move || clock.with_value(Option::is_some);
    let playing_now = RwSignal::new(false);
    let toggle = move |_| {
        if playing() {
            stop();
            playing_now.set(false);
        } else {
            clock.set_value(Some(Interval::new(PLAY_MS, step)));
            playing_now.set(true);
        }
    };
    let restart = move |_| {
        stop();
        playing_now.set(false);
        ended.set(false);
        run.set(start.clone());
    };
    Effect::new(move |_| {
        if ended.get() {
            playing_now.set(false);
        }
    });

    let placement = Signal::derive(move || run.with(|r| r.shown.placement()));
    let sentence = move || {
        run.with(|r| lang.get().say().step(setup.algorithm, &r.shown))
            .unwrap_or_default()
    };
    let figure = move || {
        let say = lang.get().say();
        run.with(|r| {
            let c = r.shown.tally.counters;
            let figures: Vec<(Figure, u64)> = match r.shown.collisions {
                Some(collisions) => {
                    vec![(Figure::Moves, c.steps), (Figure::Collisions, collisions)]
                }
                // The figures that mean something for the search: brute force checks
                // whole permutations, it places no queen one by one.
                None => Figure::shown_for(setup.algorithm)
                    .iter()
                    .filter(|&&f| f != Figure::Steps)
                    .filter_map(|&f| f.of(&c).map(|v| (f, v)))
                    .collect(),
            };
            figures
                .into_iter()
                .map(|(f, v)| format!("{}: {}", say.figure(f), group(v)))
                .collect::<Vec<_>>()
                .join(" · ")
        })
    };
    let open = move || {
        let step = run.with(|r| r.shown.tally.counters.steps) as usize;
        site_url(&SolveAddress { setup, step }.to_url())
    };
    view! {
        <section class="step-board" data-testid="step-board" data-algorithm=setup.algorithm.id()>
            <div class="learn-board"><Board placement=placement show_attacks=true/></div>
            <p class="focus-text" data-testid="step-sentence" aria-live="polite">{sentence}</p>
            <p class="hint" data-testid="step-figure">{figure}</p>
            <div class="predict-actions">
                <button data-testid="step-once" on:click=move |_| { stop(); playing_now.set(false); step(); } disabled=move || ended.get()>
                    {move || words(lang.get()).labels().step_once}
                </button>
                <button on:click=toggle disabled=move || ended.get()>
                    {move || if playing_now.get() { lang.get().t().pause } else { lang.get().t().play }}
                </button>
                <button on:click=restart>{move || words(lang.get()).labels().restart}</button>
                <a class="open-in" href=open>{move || words(lang.get()).labels().open_in}</a>
            </div>
        </section>
    }
    .into_any()
}
