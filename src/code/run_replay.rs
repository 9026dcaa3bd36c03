//! `use_run_replay`: the replay of /code's last run, with the solver's own [`Player`],
//! clock and keys. It follows the page's [`Program`]: a report with steps starts a new
//! replay, a new run clears it; a command, a tick or a reply changes the player, and the
//! requests the player queued go to the worker. It is built by the code loaded on the
//! first Run (`code::program_replay`), and ends with the page.

use super::program::Program;
use crate::bridge::job::JobState;
use crate::solver::keys::use_keys;
use crate::solver::ticks::use_player_ticks;
use crate::solver::{watch, Command, PlayState, Player, Transport};
use leptos::prelude::*;
use nqueens_code::RunState;

/// The speed a replay starts at, as a power of ten in steps per second (30 a second).
const START_SPEED_EXP: f64 = 1.5;

/// The replay of /code's last run. `Copy`: every part is a handle.
#[derive(Clone, Copy)]
pub struct RunReplay {
    /// The run it replays.
    pub program: Program,
    /// The player; `None` until a run with steps ends.
    pub player: RwSignal<Option<Player<RunState>>>,
    /// The speed as a power of ten, in steps per second.
    pub speed_exp: RwSignal<f64>,
}

impl RunReplay {
    /// What the player's controls read and send.
    pub fn transport(&self) -> Transport {
        let replay = *self;
        Transport {
            state: watch(self.player, PlayState::of),
            speed_exp: self.speed_exp.into(),
            command: Callback::new(move |c| replay.command(c)),
            set_speed_exp: Callback::new(move |exp: f64| {
                replay.speed_exp.set(exp);
                replay.act(|p| p.set_speed(10f64.powf(exp)));
            }),
        }
    }

    /// Does what a button, a key or the scrubber asks.
    pub fn command(&self, command: Command) {
        self.act(|p| p.obey(command));
    }

    /// Changes the player, then sends the worker what it asks for.
    fn act(&self, f: impl FnOnce(&mut Player<RunState>)) {
        let mut requests = Vec::new();
        self.player.update(|p| {
            if let Some(p) = p {
                f(p);
                requests = p.take_requests();
            }
        });
        requests.into_iter().for_each(|r| self.program.send(r));
    }

    /// A new replay for a run that ended with steps to show; none for any other state.
    fn follow(&self, state: &JobState<nqueens_code::Report>) {
        match state {
            JobState::Done(report) if report.steps > 0 => {
                let speed = 10f64.powf(self.speed_exp.get_untracked());
                let start = RunState::new(self.program.n());
                self.player.set(Some(Player::streamed(start, speed)));
                self.act(|_| {});
            }
            _ => self.player.set(None),
        }
    }
}

/// The replay of `program`'s runs, the one it holds now included: its player, clock and
/// keys end with the view that calls this.
pub fn use_run_replay(program: Program) -> RunReplay {
    let replay = RunReplay {
        program,
        player: RwSignal::new(None),
        speed_exp: RwSignal::new(START_SPEED_EXP),
    };
    program.on_reply(move |reply| replay.act(|p| p.receive(reply)));
    // From the state as it is (the report may have come before this code did), and
    // at every change.
    Effect::new(move |_| {
        program.state.track();
        program.state.with_untracked(|s| replay.follow(s));
    });
    // The editor marks the line of the step shown.
    Effect::new(move |_| {
        let line = replay
            .player
            .with(|p| p.as_ref().map(|p| p.shown().line))
            .filter(|&l| l > 0);
        program.shown_line.set(line);
    });
    use_player_ticks(replay.player, move |dt| replay.act(|p| p.tick(dt)));
    use_keys(move |command| replay.command(command));
    replay
}
