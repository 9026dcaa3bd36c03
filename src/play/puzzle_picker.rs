//! The way into the puzzles: today's puzzle, or a new one of a chosen size and level.
//! Both are plain links (`/play?puzzle=2026-11-23`, `/play?puzzle=10-hard-73519`), so
//! they open in a new tab, and a puzzle is shared by its address.

use crate::play::words::words;
use crate::site::base::site_url;
use crate::site::context::use_lang;
use leptos::prelude::*;
use leptos_router::components::A;
use nqueens_core::puzzle::{Level, PuzzleId, MAX_PUZZLE_N, MIN_PUZZLE_N};

/// A seed for a new puzzle (1 to 99,999: short enough to read out).
fn random_seed() -> u64 {
    1 + (js_sys::Math::random() * 99_999.0) as u64
}

/// Today's puzzle, and the size and level of a new one.
#[component]
pub fn PuzzlePicker(
    /// The size offered first.
    #[prop(default = 8)]
    n: usize,
    /// The level offered first.
    #[prop(default = Level::Medium)]
    level: Level,
) -> impl IntoView {
    let lang = use_lang();
    let n = RwSignal::new(n);
    let level = RwSignal::new(level);
    let seed = RwSignal::new(random_seed());
    let today = crate::site::clock::today();
    let new_href = move || {
        let id = PuzzleId::Generated {
            n: n.get(),
            level: level.get(),
            seed: seed.get(),
        };
        site_url(&format!("/play?puzzle={id}"))
    };
    view! {
        <div class="puzzle-picker">
            {today.map(|date| view! {
                <A href=site_url(&format!("/play?puzzle={date}")) attr:class="button primary" attr:data-testid="daily-puzzle">
                    {move || words(lang.get()).labels().daily_puzzle}
                </A>
            })}
            <label>
                <span>{move || lang.get().t().board_size}</span>
                <select data-testid="puzzle-n" on:change=move |ev| {
                    if let Ok(v) = event_target_value(&ev).parse() { n.set(v) }
                }>
                    {(MIN_PUZZLE_N..=MAX_PUZZLE_N).map(|k| view! {
                        <option value=k selected=move || n.get() == k>{format!("{k}×{k}")}</option>
                    }).collect_view()}
                </select>
            </label>
            <label>
                <span>{move || words(lang.get()).labels().level}</span>
                <select data-testid="puzzle-level" on:change=move |ev| {
                    if let Some(l) = Level::from_id(&event_target_value(&ev)) { level.set(l) }
                }>
                    {Level::ALL.map(|l| view! {
                        <option value=l.id() selected=move || level.get() == l>{move || lang.get().say().level_name(l)}</option>
                    }).collect_view()}
                </select>
            </label>
            <A href=new_href attr:class="button" attr:data-testid="new-puzzle" on:click=move |_| seed.set(random_seed())>
                {move || words(lang.get()).labels().new_puzzle}
            </A>
        </div>
    }
}
