//! /lab's section on how the count is made: parts assembly in a picture and three steps,
//! then a button that counts one board by both methods in a worker, parts assembly and
//! the start constellations it replaced, each timed.

use crate::bridge::job::{use_job, JobState};
use crate::lab::words::method::method_words;
use crate::lab::words::words as lab_words;
use crate::protocol::{Compared, Job, MAX_COMPARE_N};
use crate::site::context::use_lang;
use crate::ui::decimal::fixed;
use crate::ui::size_input::SizeInput;
use leptos::prelude::*;

/// The 8×8 solution the picture cuts into quarters: its rank in each file.
const PICTURED: [u32; 8] = [1, 5, 8, 6, 3, 7, 2, 4];

/// The board of the picture, cut into four quadrants, with its halves named below.
#[component]
fn QuadrantPicture() -> impl IntoView {
    let lang = use_lang();
    let words = move || method_words(lang.get()).t();
    let quadrant = |x: u32, y: u32, k: usize| {
        view! {
            <rect class=format!("quadrant q{k}") x=x y=y width="4" height="4"/>
            <text class="quadrant-name" x=x as f64 + 0.15 y=y as f64 + 0.55>{move || words().quadrants[k]}</text>
        }
    };
    // Beside the board, the ranks each half takes: the matching pairs halves whose
    // ranks complete each other (and whose diagonals do not meet).
    let taken = |west: bool, x: f64| {
        PICTURED
            .iter()
            .enumerate()
            .filter(move |(file, _)| (*file < 4) == west)
            .map(move |(_, &rank)| {
                view! { <rect class=if west { "rank-mark west" } else { "rank-mark east" } x=x y=8.15 - rank as f64 width="0.3" height="0.7"/> }
            })
            .collect_view()
    };
    let queens = PICTURED
        .iter()
        .enumerate()
        .map(|(file, &rank)| {
            view! { <circle class="pictured-queen" cx=file as f64 + 0.5 cy=8.5 - rank as f64 r="0.32"/> }
        })
        .collect_view();
    view! {
        <svg class="method-picture" viewBox="-0.6 -0.1 9.2 9.6" role="img" aria-label=move || words().picture>
            {taken(true, -0.45)}{taken(false, 8.15)}
            {quadrant(0, 0, 0)}{quadrant(4, 0, 1)}{quadrant(0, 4, 2)}{quadrant(4, 4, 3)}
            {(0..=8).map(|k| view! {
                <line class="grid-line" x1=k y1="0" x2=k y2="8"/>
                <line class="grid-line" x1="0" y1=k x2="8" y2=k/>
            }).collect_view()}
            <line class="cut" x1="4" y1="0" x2="4" y2="8"/>
            <line class="cut" x1="0" y1="4" x2="8" y2="4"/>
            {queens}
            <path class="brace" d="M0.1 8.3 v0.3 h3.8 v-0.3 M4.1 8.3 v0.3 h3.8 v-0.3"/>
            <text class="half-name" x="2" y="9.35">{move || words().halves[0]}</text>
            <text class="half-name" x="6" y="9.35">{move || words().halves[1]}</text>
        </svg>
    }
}

/// The method, and the two counters compared on one board.
#[component]
pub fn MethodSection() -> impl IntoView {
    let lang = use_lang();
    let words = move || method_words(lang.get()).t();
    let job = use_job::<Compared>(None);
    let n = RwSignal::new(13usize);
    let running = move || job.is_running();
    job.notify_failures();
    let result = move || {
        job.state.with(|s| match s {
            JobState::Done(c) => Some(c.clone()),
            _ => None,
        })
    };
    view! {
        <section class="method" aria-labelledby="method-title">
            <h2 id="method-title">{move || lab_words(lang.get()).labels().method_title}</h2>
            <div class="method-body">
                <QuadrantPicture/>
                <div>
                    <p>{move || words().intro}</p>
                    <ol class="method-steps">
                        {move || words().steps.iter().map(|s| view! { <li>{*s}</li> }).collect_view()}
                    </ol>
                </div>
            </div>
            <p class="intro">{move || words().compare_intro}</p>
            <div class="toolbar">
                <SizeInput value=n min=6 max=MAX_COMPARE_N on_change=Callback::new(move |v| n.set(v)) disabled=Signal::derive(running)/>
                <button class="primary" data-testid="compare-methods" disabled=running
                    on:click=move |_| job.start(Job::Compare { n: n.get_untracked() })>
                    {move || words().compare}
                </button>
                <button on:click=move |_| job.cancel() disabled=move || !running()>{move || lang.get().t().cancel}</button>
            </div>
            <div class="progress-area" aria-live="polite">
                <Show when=running>
                    <p>{move || words().comparing}</p>
                </Show>
                {move || result().map(|c| view! {
                    <p
                        data-testid="compare-result"
                        data-n=c.n
                        data-total=c.parts.0.total
                        data-agree=c.agree().to_string()
                        data-parts-ms=fixed(c.parts.1, 1)
                        data-constellations-ms=fixed(c.constellations.1, 1)
                    >
                        {method_words(lang.get()).compared(&c)}
                    </p>
                })}
            </div>
        </section>
    }
}
