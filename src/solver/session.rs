//! `use_solver`: the one owner of the solver page's run. It holds the [`Player`] (whose
//! every rule is natively tested), the animation worker, the clock and the keys, and it
//! is the only place that changes the player: a command, a tick or a reply from the
//! worker updates it, then the requests it queued go to the worker. Replies arrive by
//! callback, so nothing waits in an inbox for an effect to drain it.

use super::keys::use_keys;
use super::ticks::use_player_ticks;
use super::{Command, PlayState, Player, Transport};
use crate::bridge::animation::{use_animation, AnimationController, Heard};
use crate::i18n::Lang;
use crate::predict::grain::Grain;
use crate::predict::predictor::Reveal;
use crate::protocol::Failure;
use crate::site::context::{use_lang, use_notices, Notices};
use crate::ui::code_panel::marked_line;
use leptos::prelude::*;
use nqueens_core::search::predict::{Guess, Move};
use nqueens_core::search::Setup;

/// The solver page's run and what drives it. `Copy`: every part is a handle.
#[derive(Clone, Copy)]
pub struct Solver {
    /// The playback every view reads (through [`watch`](super::watch)); `None` only
    /// while the setup is refused.
    pub player: RwSignal<Option<Player>>,
    /// The speed as a power of ten, in steps per second.
    pub speed_exp: RwSignal<f64>,
    /// What a screen reader hears after Step or Back.
    pub announcement: RwSignal<String>,
    /// The learner predicts each move: the shortcuts are theirs for the guesses
    /// ([`Solver::guess`]), and the others are off.
    pub predicting: RwSignal<bool>,
    setup: RwSignal<Setup>,
    lang: Signal<Lang>,
    notices: Notices,
    animation: StoredValue<Option<AnimationController>, LocalStorage>,
    /// Worker deaths since its last answer: a run that kills its worker every time is
    /// started again twice, not forever.
    crashes: StoredValue<u32>,
}

/// Times a run is started again after its worker died without answering in between.
const MAX_RESTARTS: u32 = 2;

impl Solver {
    /// Starts the run of the current setup afresh, opening at step `open_at`.
    pub fn restart(&self, open_at: usize) {
        let setup = self.setup.get_untracked();
        match Player::new(setup, self.speed(), open_at) {
            Ok(player) => {
                self.player.set(Some(player));
                self.animation.with_value(|a| {
                    if let Some(a) = a {
                        a.start(setup);
                    }
                });
                self.act(|_| {});
            }
            Err(e) => {
                self.player.set(None);
                let words = self.lang.get_untracked().say().error(&e);
                self.notices.show(words);
            }
        }
    }

    /// What the player's controls read and send.
    pub fn transport(&self) -> Transport {
        let solver = *self;
        Transport {
            state: super::watch(self.player, PlayState::of),
            speed_exp: self.speed_exp.into(),
            command: Callback::new(move |c| solver.run(c)),
            set_speed_exp: Callback::new(move |exp| solver.set_speed_exp(exp)),
        }
    }

    /// Sets the speed, as a power of ten in steps per second.
    pub fn set_speed_exp(&self, exp: f64) {
        self.speed_exp.set(exp);
        let speed = self.speed();
        self.player.update_untracked(|p| {
            if let Some(p) = p {
                p.set_speed(speed);
            }
        });
    }

    fn speed(&self) -> f64 {
        10f64.powf(self.speed_exp.get_untracked())
    }

    /// Changes the player, then sends the worker what it asks for.
    fn act(&self, f: impl FnOnce(&mut Player)) {
        let mut requests = Vec::new();
        self.player.update(|p| {
            if let Some(p) = p {
                f(p);
                requests = p.take_requests();
            }
        });
        self.animation.with_value(|a| {
            if let Some(a) = a {
                requests.into_iter().for_each(|r| a.send(r));
            }
        });
    }

    /// Does what a button, a key or the scrubber asks.
    pub fn run(&self, command: Command) {
        let before = self.player.with_untracked(|p| p.as_ref().map(Player::pos));
        match command {
            // A reset starts the run afresh in its worker.
            Command::Reset => self.restart(0),
            command => self.act(|p| p.obey(command)),
        }
        if matches!(command, Command::Step | Command::Back) {
            self.announce_if_moved(before);
        }
    }

    /// Judges a learner's guess at the next move, or at a coarse `grain` the next move
    /// it asks about, against the run's own coming events, then plays to just after it
    /// (paused). `None` while those events have not arrived or the run has ended.
    pub fn guess(&self, guess: Guess, grain: Grain) -> Option<Reveal> {
        let (ahead, passed, steps) = self
            .player
            .with_untracked(|p| p.as_ref().and_then(|p| p.next_move_at(grain)))
            .filter(|(a, ..)| a.truth != Move::Done)?;
        let before = self.player.with_untracked(|p| p.as_ref().map(Player::pos));
        self.act(|p| {
            p.pause();
            (0..steps).for_each(|_| p.step());
        });
        self.announce_if_moved(before);
        Some(Reveal {
            guess,
            ahead,
            judgement: grain.judge(&ahead, guess),
            passed,
        })
    }

    /// Tells a screen reader the step now shown, its sentence and its line of code,
    /// if it is not the step `before`.
    fn announce_if_moved(&self, before: Option<usize>) {
        let say = self.lang.get_untracked().say();
        let algorithm = self.setup.with_untracked(|s| s.algorithm);
        let told = self.player.with_untracked(|p| {
            let p = p.as_ref().filter(|p| Some(p.pos()) != before)?;
            let listing = say.pseudocode(algorithm);
            let text = listing
                .get(marked_line(listing, p.shown().line))
                .map_or("", |l| l.0);
            Some(say.step_announcement(p.pos(), say.step(algorithm, p.shown()), text))
        });
        if let Some(told) = told {
            self.announcement.set(told);
        }
    }

    fn heard(&self, heard: Heard) {
        match heard {
            Heard::Reply(reply) => {
                self.crashes.set_value(0);
                self.act(|p| p.receive(reply));
            }
            Heard::Progress(steps) => self.act(|p| p.seek_progress(steps)),
            Heard::Failed(failure) => {
                let words = self.lang.get_untracked().say().failure(&failure);
                self.notices.show(words);
                // A worker that died took the run with it: start it again where it was.
                let crashes = self.crashes.get_value() + 1;
                self.crashes.set_value(crashes);
                if matches!(failure, Failure::Crashed(_)) && crashes <= MAX_RESTARTS {
                    let at = self
                        .player
                        .with_untracked(|p| p.as_ref().map_or(0, Player::pos));
                    self.restart(at);
                }
            }
        }
    }
}

/// The solver page's run of `setup`: its player, worker, clock and keys, which end with
/// the page. The caller starts the run with [`Solver::restart`].
pub fn use_solver(setup: RwSignal<Setup>) -> Solver {
    let solver = Solver {
        player: RwSignal::new(None),
        speed_exp: RwSignal::new(1.5),
        announcement: RwSignal::new(String::new()),
        predicting: RwSignal::new(false),
        setup,
        lang: use_lang(),
        notices: use_notices(),
        animation: StoredValue::new_local(None),
        crashes: StoredValue::new(0),
    };
    let animation = use_animation(move |heard| solver.heard(heard));
    solver.animation.set_value(Some(animation));

    use_player_ticks(solver.player, move |dt| solver.act(|p| p.tick(dt)));

    use_keys(move |command| {
        if !solver.predicting.get_untracked() {
            solver.run(command);
        }
    });
    solver
}
