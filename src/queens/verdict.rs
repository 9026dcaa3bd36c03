//! What /queens says once the board is solved: the time and the hints, the line to
//! share with its copy button, and the next board of the same size and level, so a
//! player who wants another need not go back to the picker.
//!
//! It reads the page's own signals rather than derived ones of its own: each new
//! signal type is more of the reactive graph compiled for /queens (a first version with
//! a memo and three derived signals cost its first visit 3 KB).

use super::hint::QueensHint;
use super::picker::{offered_size, random_seed};
use super::playing::Playing;
use super::words::{words, Solved};
use crate::i18n::format_clock;
use crate::site::base::site_url;
use crate::site::browser;
use crate::site::context::use_lang;
use crate::ui::hint_ladder::HintLadder;
use leptos::prelude::*;
use nqueens_core::queens::{Level, Recipe};

/// The board's size and level, a new seed: the next board offered. A layout given whole
/// has no level; its next board is a medium one.
pub fn next_recipe(n: usize, level: Option<Level>) -> Recipe {
    Recipe {
        n: offered_size(n),
        level: level.unwrap_or(Level::Medium),
        seed: random_seed(),
    }
}

/// The verdict, shown once `finished` holds the milliseconds the board took.
#[component]
pub fn QueensVerdict(
    /// The time the board took, once it is solved.
    finished: RwSignal<Option<f64>>,
    /// The board played.
    playing: RwSignal<Option<Playing>>,
    /// The hints, counted in the share line.
    ladder: RwSignal<HintLadder<QueensHint>>,
) -> impl IntoView {
    let lang = use_lang();
    let copied = RwSignal::new(String::new());
    let labels = move || words(lang.get()).labels();
    let share_text = move || {
        let took = finished.get()?;
        let p = playing.get()?;
        let url = web_sys::window()
            .and_then(|w| w.location().origin().ok())
            .map(|origin| {
                format!(
                    "{origin}{}",
                    site_url(&format!("/queens{}", p.wanted.query()))
                )
            })
            .unwrap_or_default();
        let solved = Solved {
            date: p.wanted.date(),
            n: p.layout.n(),
            elapsed_ms: took,
            hints: ladder.with(HintLadder::hints),
            url,
        };
        Some(words(lang.get()).share_line(&solved, &format_clock(took)))
    };
    // A plain link: the router takes its click as it takes the header's.
    let next_href = move || {
        playing.with(|p| {
            p.as_ref().map(|p| {
                let recipe = next_recipe(p.layout.n(), p.level);
                site_url(&format!("/queens?level={recipe}"))
            })
        })
    };
    view! {
        <div class="verdict" data-testid="verdict" data-solved=move || finished.get().is_some().to_string() aria-live="polite">
            {move || finished.get().map(|took| view! {
                <p class="verdict-title" data-testid="queens-result">
                    <span aria-hidden="true">"♛ "</span>
                    {move || words(lang.get()).solved(&format_clock(took), ladder.with(HintLadder::hints))}
                </p>
                <pre class="share-text" data-testid="share-text">{share_text}</pre>
                <div class="share-buttons">
                    <button data-testid="copy-result" on:click=move |_| {
                        browser::copy_and_tell(share_text().unwrap_or_default(), lang.get_untracked(), copied);
                    }>{move || labels().share}</button>
                    <a class="button primary" data-testid="next-board" href=next_href>{move || labels().next_board}</a>
                </div>
                <p class="hint" aria-live="polite">{move || copied.get()}</p>
            })}
        </div>
    }
}
