//! The players' keyboard shortcuts (`Command::from_key`): a key pressed anywhere on the
//! page but in a field or on a button, which keep their own keys. The listener belongs
//! to the view that installs it and ends with it.

use super::Command;
use leptos::prelude::*;

/// Whether a key pressed is the page's to take as a shortcut: not typed into a field,
/// not on a button (which keeps its own keys), and without a modifier.
pub fn is_shortcut(ev: &web_sys::KeyboardEvent) -> bool {
    let tag = ev
        .target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        .map(|e| e.tag_name().to_ascii_lowercase())
        .unwrap_or_default();
    !(matches!(tag.as_str(), "input" | "select" | "textarea" | "button")
        || ev.ctrl_key()
        || ev.meta_key()
        || ev.alt_key())
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
