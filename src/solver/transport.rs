//! What the player's controls read and send, whatever the run behind them: the solver's
//! search on /solve, or a learner's program on /code. The controls see a [`PlayState`]
//! and send [`Command`](crate::solver::Command)s; each page's session owns its player and does the rest.

use super::Player;
use crate::protocol::Target;
use crate::solver::timeline::Playable;

/// Where a run's playback stands, as the controls show it.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct PlayState {
    /// The step shown.
    pub pos: usize,
    /// The run's length, once known.
    pub total: Option<usize>,
    /// Steps known to exist so far.
    pub reached: usize,
    /// The clock advances the run.
    pub playing: bool,
    /// The step shown is the run's last.
    pub done: bool,
    /// A seek on its way, and the steps the worker has run meanwhile.
    pub seeking: Option<(Target, u64)>,
}

impl PlayState {
    /// Where `player` stands.
    pub fn of<S: Playable>(player: &Player<S>) -> PlayState {
        PlayState {
            pos: player.pos(),
            total: player.total(),
            reached: player.reached(),
            playing: player.is_playing(),
            done: player.is_done(),
            seeking: player.seeking(),
        }
    }
}

#[cfg(target_arch = "wasm32")]
pub use controls::Transport;

#[cfg(target_arch = "wasm32")]
mod controls {
    use super::PlayState;
    use crate::solver::Command;
    use leptos::prelude::*;

    /// A page's playback, as its controls reach it.
    #[derive(Clone, Copy)]
    pub struct Transport {
        /// Where the playback stands.
        pub state: Signal<PlayState>,
        /// The speed as a power of ten, in steps per second.
        pub speed_exp: Signal<f64>,
        /// Does what a button, a key or the scrubber asks.
        pub command: Callback<Command>,
        /// Sets the speed, as a power of ten in steps per second.
        pub set_speed_exp: Callback<f64>,
    }
}
