//! The players' clock: while a run plays, a tick every [`TICK_MS`] milliseconds hands the
//! player the time that has passed, and the player spends it as steps (at high speeds a
//! tick takes many). The clock belongs to the view that starts it and ends with it.

use super::player::Player;
use crate::site::clock::now_ms;
use crate::solver::timeline::Playable;
use gloo_timers::callback::Interval;
use leptos::prelude::*;
use std::cell::Cell;
use std::rc::Rc;

/// Milliseconds between the clock's ticks.
pub const TICK_MS: u32 = 16;

/// Calls `tick` with the milliseconds since the previous tick while `playing()` holds.
/// The first tick after a pause counts from that tick, so a pause costs no steps.
pub fn use_ticks(playing: impl Fn() -> bool + 'static, tick: impl Fn(f64) + 'static) {
    let last: Rc<Cell<Option<f64>>> = Rc::new(Cell::new(None));
    let ticker = Interval::new(TICK_MS, move || {
        if !playing() {
            last.set(None);
            return;
        }
        let now = now_ms();
        let dt = last.get().map_or(0.0, |t| now - t);
        last.set(Some(now));
        tick(dt);
    });
    let ticker = StoredValue::new_local(Some(ticker));
    on_cleanup(move || ticker.update_value(|t| drop(t.take())));
}

/// Ticks the page's `player` while it plays: `tick` spends the time on it (and sends the
/// worker what it then asks for).
pub fn use_player_ticks<S>(player: RwSignal<Option<Player<S>>>, tick: impl Fn(f64) + 'static)
where
    S: Playable + 'static,
    Player<S>: Send + Sync,
{
    use_ticks(
        move || player.with_untracked(|p| p.as_ref().is_some_and(Player::is_playing)),
        tick,
    );
}
