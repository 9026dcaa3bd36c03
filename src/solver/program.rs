//! `use_program`: /code's run, the one owner of it. The learner's program runs in the
//! code worker, which reports it; the page then plays the run with the solver's own
//! [`Player`] and controls, asking the worker for the steps it shows
//! (`worker::recording`). A run, a command, a tick or a reply updates the state here,
//! and the requests the player queued go to the worker.

use super::keys::use_keys;
use super::ticks::use_ticks;
use super::{watch, Command, PlayState, Player, Transport};
use crate::bridge::job::JobState;
use crate::bridge::program::{use_program_worker, Heard, ProgramWorker};
use crate::clock::now_ms;
use leptos::prelude::*;
use nqueens_code::{Exercise, Report, RunState};

/// The speed a replay starts at, as a power of ten in steps per second (30 a second).
const START_SPEED_EXP: f64 = 1.5;

/// /code's run and what drives it. `Copy`: every part is a handle.
#[derive(Clone, Copy)]
pub struct Program {
    /// Where the run stands: running, its report, stopped, failed.
    pub state: RwSignal<JobState<Report>>,
    /// The replay of the last run; `None` before a run ends.
    pub player: RwSignal<Option<Player<RunState>>>,
    /// The source the last run ran, as the replay shows it (the editor may have moved on).
    pub ran: RwSignal<String>,
    /// Seconds from Run to the report.
    pub seconds: RwSignal<f64>,
    /// The speed as a power of ten, in steps per second.
    pub speed_exp: RwSignal<f64>,
    started: StoredValue<f64>,
    n: StoredValue<u32>,
    worker: StoredValue<Option<ProgramWorker>, LocalStorage>,
}

impl Program {
    /// Runs `source` on an n × n board, or checks it as `exercise` on the exercise's
    /// board, abandoning the run before it.
    pub fn run(&self, source: String, n: u32, exercise: Option<Exercise>) {
        let n = exercise.map_or(n, Exercise::n);
        self.player.set(None);
        self.ran.set(source.clone());
        self.n.set_value(n);
        self.started.set_value(now_ms());
        self.state.set(JobState::Running { done: 0, total: 0 });
        self.with_worker(|w| w.start(source, n, exercise));
    }

    /// Stops the run under way.
    pub fn stop(&self) {
        if self
            .worker
            .with_value(|w| w.as_ref().is_some_and(ProgramWorker::cancel))
        {
            self.state.set(JobState::Cancelled);
        }
    }

    /// Whether a program runs now.
    pub fn is_running(&self) -> bool {
        self.state.with(|s| matches!(s, JobState::Running { .. }))
    }

    /// What the player's controls read and send.
    pub fn transport(&self) -> Transport {
        let program = *self;
        Transport {
            state: watch(self.player, PlayState::of),
            speed_exp: self.speed_exp.into(),
            command: Callback::new(move |c| program.command(c)),
            set_speed_exp: Callback::new(move |exp: f64| {
                program.speed_exp.set(exp);
                program.act(|p| p.set_speed(10f64.powf(exp)));
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
        self.with_worker(|w| requests.into_iter().for_each(|r| w.send(r)));
    }

    fn with_worker(&self, f: impl FnOnce(&ProgramWorker)) {
        self.worker.with_value(|w| {
            if let Some(w) = w {
                f(w);
            }
        });
    }

    fn heard(&self, heard: Heard) {
        match heard {
            Heard::Report(report) => {
                self.seconds
                    .set((now_ms() - self.started.get_value()) / 1000.0);
                let steps = report.steps;
                self.state.set(JobState::Done(report));
                if steps > 0 {
                    let speed = 10f64.powf(self.speed_exp.get_untracked());
                    let start = RunState::new(self.n.get_value());
                    self.player.set(Some(Player::streamed(start, speed)));
                    self.act(|_| {});
                }
            }
            Heard::Reply(reply) => self.act(|p| p.receive(reply)),
            Heard::Failed(failure) => {
                self.player.set(None);
                self.state.set(JobState::Failed(failure));
            }
        }
    }
}

/// /code's run: its worker, player, clock and keys, which end with the page.
pub fn use_program() -> Program {
    let program = Program {
        state: RwSignal::new(JobState::Idle),
        player: RwSignal::new(None),
        ran: RwSignal::new(String::new()),
        seconds: RwSignal::new(0.0),
        speed_exp: RwSignal::new(START_SPEED_EXP),
        started: StoredValue::new(0.0),
        n: StoredValue::new(0),
        worker: StoredValue::new_local(None),
    };
    let worker = use_program_worker(move |heard| program.heard(heard));
    program.worker.set_value(Some(worker));
    use_ticks(
        move || {
            program
                .player
                .with_untracked(|p| p.as_ref().is_some_and(Player::is_playing))
        },
        move |dt| program.act(|p| p.tick(dt)),
    );
    use_keys(move |command| program.command(command));
    program
}
