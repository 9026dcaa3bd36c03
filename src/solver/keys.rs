//! The players' keyboard shortcuts (`Command::from_key`): a key pressed anywhere on the
//! page but in a field, which keeps its keys, or a button's Space and Enter. The listener belongs
//! to the view that installs it and ends with it.

use super::command::is_page_key;
use super::Command;
use leptos::prelude::*;

/// Whether a key pressed is the page's to take as a shortcut: not typed into a field,
/// not one a button keeps (Space and Enter press it; [`is_page_key`]), and without a
/// modifier.
pub fn is_shortcut(ev: &web_sys::KeyboardEvent) -> bool {
    let tag = ev
        .target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        .map(|e| e.tag_name().to_ascii_lowercase())
        .unwrap_or_default();
    is_page_key(&tag, &ev.key()) && !(ev.ctrl_key() || ev.meta_key() || ev.alt_key())
}

/// Hands `run` the command of each shortcut pressed while the view lives.
pub fn use_keys(run: impl Fn(Command) + 'static) {
    let keys = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
        if !is_shortcut(&ev) {
            return;
        }
        let Some(command) = Command::from_key(&ev.key()) else {
            return;
        };
        run(command);
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());
}
