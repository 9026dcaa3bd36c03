//! Another board: today's, or a new one of a size and level, by a link whose address
//! names it (`/queens?level=9-hard-42`), so the back button and a shared link work.

use super::words::words;
use crate::site::base::site_url;
use crate::site::context::use_lang;
use leptos::prelude::*;
use leptos_router::components::A;
use nqueens_core::queens::{Level, Recipe, MAX_N};

/// The sizes offered: LinkedIn's 7 to 11, and up to 16 for the hardest.
pub const SIZES: std::ops::RangeInclusive<usize> = 6..=MAX_N;

/// The size offered nearest to `n` (a layout built at 5×5 is offered 6×6).
pub fn offered_size(n: usize) -> usize {
    n.clamp(*SIZES.start(), *SIZES.end())
}

/// A seed for a new board, from 1 to 999,999 (short enough to read in a link).
pub fn random_seed() -> u64 {
    1 + (js_sys::Math::random() * 999_999.0) as u64
}

/// Today's board, and the size and level of a new one, offered as the board shown.
#[component]
pub fn LevelPicker(
    /// The size offered first.
    n: usize,
    /// The level offered first.
    level: Level,
) -> impl IntoView {
    let lang = use_lang();
    let n = RwSignal::new(offered_size(n));
    let level = RwSignal::new(level);
    let seed = RwSignal::new(random_seed());
    let labels = move || words(lang.get()).labels();
    let new_href = move || {
        let recipe = Recipe {
            n: n.get(),
            level: level.get(),
            seed: seed.get(),
        };
        site_url(&format!("/queens?level={recipe}"))
    };
    view! {
        <div class="puzzle-picker queens-picker">
            <A href=site_url("/queens") attr:class="button" attr:data-testid="today-board">{move || labels().today}</A>
            <label>
                <span>{move || labels().size}</span>
                <select data-testid="queens-n" on:change=move |ev| {
                    if let Ok(v) = event_target_value(&ev).parse() { n.set(v) }
                }>
                    {SIZES.map(|k| view! {
                        <option value=k selected=move || n.get() == k>{format!("{k}×{k}")}</option>
                    }).collect_view()}
                </select>
            </label>
            <label>
                <span>{move || labels().level}</span>
                <select data-testid="queens-level" on:change=move |ev| {
                    if let Some(l) = Level::from_id(&event_target_value(&ev)) { level.set(l) }
                }>
                    {Level::ALL.map(|l| view! {
                        <option value=l.id() selected=move || level.get() == l>{move || words(lang.get()).level(l)}</option>
                    }).collect_view()}
                </select>
            </label>
            <A href=new_href attr:class="button" attr:data-testid="new-board" on:click=move |_| seed.set(random_seed())>
                {move || labels().new_board}
            </A>
        </div>
    }
}
