//! The player's options on /queens: auto-× (off by default, as on LinkedIn) and the
//! regions' letters (for colour-blind players, and for talking about a board), kept on
//! the device so that they hold from one day's board to the next.

use super::words::words;
use crate::site::context::use_lang;
use crate::site::storage;
use leptos::prelude::*;

const AUTO_X_KEY: &str = "nqueens.queens.auto-x";
const LETTERS_KEY: &str = "nqueens.queens.letters";

/// The two options, as the page reads them.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// Cross out what a queen rules out.
    pub auto_x: RwSignal<bool>,
    /// Show each region's letter.
    pub letters: RwSignal<bool>,
}

impl Options {
    /// The options as this device last set them.
    pub fn saved() -> Options {
        let on = |key: &str| storage::get(key).as_deref() == Some("on");
        Options {
            auto_x: RwSignal::new(on(AUTO_X_KEY)),
            letters: RwSignal::new(on(LETTERS_KEY)),
        }
    }
}

/// A checkbox that sets `flag` and keeps it under `key`.
#[component]
fn Flag(
    flag: RwSignal<bool>,
    key: &'static str,
    testid: &'static str,
    label: Signal<&'static str>,
) -> impl IntoView {
    view! {
        <label class="check">
            <input type="checkbox" data-testid=testid prop:checked=flag on:change=move |ev| {
                let on = event_target_checked(&ev);
                flag.set(on);
                storage::set(key, if on { "on" } else { "off" });
            }/>
            <span>{label}</span>
        </label>
    }
}

#[component]
pub fn QueensOptions(options: Options) -> impl IntoView {
    let lang = use_lang();
    let labels = move || words(lang.get()).labels();
    view! {
        <fieldset class="queens-options">
            <legend>{move || labels().options}</legend>
            <Flag flag=options.auto_x key=AUTO_X_KEY testid="auto-x" label=Signal::derive(move || labels().auto_x)/>
            <Flag flag=options.letters key=LETTERS_KEY testid="letters" label=Signal::derive(move || labels().letters)/>
        </fieldset>
    }
}
