//! What /queens listens to beyond the board: the days (the streak of daily boards solved,
//! kept on the device), the seconds (the clock's ticks, which stop while the tab is
//! hidden) and the undo keys. The page owns them all: each ends with it.

use super::stopwatch::Stopwatch;
use crate::site::clock::{now_ms, today};
use crate::site::storage;
use gloo_timers::callback::Interval;
use leptos::prelude::*;
use nqueens_core::puzzle::{Date, Streak};

/// Where the streak of daily boards is kept (`2026-12-06:5`).
const STREAK_KEY: &str = "nqueens.queens.streak";

fn saved() -> Option<Streak> {
    storage::get(STREAK_KEY)?.parse().ok()
}

/// The streak after solving the daily board of `date` today (None: not today's board).
pub fn record(date: Date) -> Option<u32> {
    let today = today()?;
    if date != today {
        return None;
    }
    let streak = Streak::after_solving(saved(), today);
    storage::set(STREAK_KEY, &streak.to_string());
    Some(streak.days)
}

/// The days in a row up to today or yesterday, if any.
pub fn current() -> Option<u32> {
    let today = today()?;
    Some(saved()?.current(today)).filter(|&d| d > 0)
}

/// Ticks `now` twice a second until the board is `finished`, and pauses `clock` while
/// the tab is hidden; both end with the calling page.
pub fn tick(clock: StoredValue<Stopwatch>, now: RwSignal<f64>, finished: RwSignal<Option<f64>>) {
    let ticker = Interval::new(500, move || {
        if finished.get_untracked().is_none() {
            now.set(now_ms());
        }
    });
    let ticker = StoredValue::new_local(Some(ticker));
    let shown = window_event_listener_untyped("visibilitychange", move |_| {
        let t = now_ms();
        clock.update_value(|c| {
            if document().hidden() {
                c.pause(t)
            } else {
                c.resume(t)
            }
        });
    });
    on_cleanup(move || {
        ticker.update_value(|t| drop(t.take()));
        shown.remove();
    });
}

/// Ctrl+Z (⌘Z) takes a move back, Ctrl+Shift+Z or Ctrl+Y makes it again, while the page
/// lives; in a text field the keys stay the field's.
pub fn undo_keys(undo: impl Fn() + 'static, redo: impl Fn() + 'static) {
    let keys = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
        let in_field = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if !(ev.ctrl_key() || ev.meta_key()) || ev.alt_key() || in_field {
            return;
        }
        match (ev.key().to_lowercase().as_str(), ev.shift_key()) {
            ("z", false) => undo(),
            ("z", true) | ("y", false) => redo(),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());
}
