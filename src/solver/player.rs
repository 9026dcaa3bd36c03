//! The solver page's playback, as a plain struct: a window of the run (its events and
//! the replayed state at every step of it), the step shown, what the worker knows of the
//! whole run, and the clock's speed budget.
//!
//! Every figure on the page is read off the step shown: the board, the counters, the
//! code line, and the solutions and collisions found up to it, so no mix of Step, Back,
//! scrubbing, jumps and Skip to end can make them disagree. A step outside the window
//! (the end, the next solution, far back) is asked of the worker as a [`Target`]; its
//! answer is a new window around that step. The player never talks to the worker itself:
//! it queues [`Request`]s, which the page's session sends, and takes the replies.

use crate::protocol::{AnimationReply, FoundAt, Known, RunId, Target, ToWorker};
use crate::solver::timeline::{Playable, Timeline};
use nqueens_core::search::{Counters, Focus, Replay, Setup};
use nqueens_core::{Error, Placement};

// What the learner predicts next, read off the coming events.
mod ahead;
// What the buttons, the keys, the scrubber and the clock ask of a run.
mod controls;

/// Events kept ahead of the shown step before asking the worker for more.
pub const LOW_WATER: usize = 4096;
/// Events asked for when a run starts: enough for the first seconds at any speed, and
/// decoded in a short task while the page is still loading; the rest follow in batches.
pub const FIRST_BATCH: u32 = 1024;
/// Events asked for at once, at most. Decoding a batch is one task on the main thread:
/// 50,000 events took 65–79 ms, past the 50 ms a page should stay under, and the worker
/// answers batches of 8,192 fast enough to stay ahead of the fastest speed.
pub const MAX_BATCH: u32 = 8192;

/// What the player asks of the worker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Request {
    /// Up to this many more events of the window.
    More(u32),
    /// A new window around a step.
    Seek(Target),
}

impl Request {
    /// The request as the message to the worker, for run `run`.
    pub fn message(self, run: RunId) -> ToWorker {
        match self {
            Request::More(max) => ToWorker::More { run, max },
            Request::Seek(to) => ToWorker::Seek { run, to },
        }
    }
}

/// One run, from its start to its end: the solver's search (fed by the animation
/// worker), or any run known whole, such as the variants' walk.
pub struct Player<S: Playable = Replay> {
    timeline: Timeline<S>,
    shown: S,
    pos: usize,
    /// Steps asked for before their events arrived (a click right after loading).
    pending: usize,
    playing: bool,
    /// Steps per second while playing.
    speed: f64,
    /// Fraction of a step owed by the clock.
    budget: f64,
    /// The window reaches the run's end.
    exhausted: bool,
    /// What the worker knows of the whole run.
    known: Known,
    /// Requests not yet sent.
    outbox: Vec<Request>,
    /// Requests sent and not yet answered.
    awaited: usize,
    /// A seek on its way, and the steps the worker has run meanwhile.
    seeking: Option<(Target, u64)>,
}

impl Player {
    /// A run of `setup`, at `speed` steps per second, that opens at step `open_at`.
    pub fn new(setup: Setup, speed: f64, open_at: usize) -> Result<Player, Error> {
        let mut player = Player::at_start(Timeline::new(setup)?, speed, Known::default());
        if open_at > 0 {
            player.seek(Target::Step(open_at as u64));
        } else {
            player.outbox.push(Request::More(FIRST_BATCH));
        }
        Ok(player)
    }

    /// The counters of the step shown.
    pub fn counters(&self) -> Counters {
        self.shown.tally.counters
    }

    /// The queens of the step shown.
    pub fn placement(&self) -> Placement {
        self.shown.placement()
    }

    /// The square in focus at the step shown.
    pub fn focus(&self) -> Option<Focus> {
        self.shown.focus
    }

    /// The solutions found up to the step shown that are listed (the run's first ones),
    /// and how many more were found up to it.
    pub fn found(&self) -> (Vec<FoundAt>, u64) {
        let listed: Vec<FoundAt> = self
            .known
            .found
            .iter()
            .filter(|f| f.step as usize <= self.pos)
            .copied()
            .collect();
        let more = self
            .counters()
            .solutions
            .saturating_sub(listed.len() as u64);
        (listed, more)
    }

    /// Collisions left over the steps up to the one shown (local searches).
    pub fn chart(&self) -> Vec<(usize, u64)> {
        let pos = self.pos as u64;
        let mut points: Vec<(usize, u64)> = self
            .known
            .chart
            .iter()
            .filter(|&&(s, _)| s <= pos)
            .map(|&(s, c)| (s as usize, c))
            .collect();
        if let Some(c) = self.shown.collisions {
            if points.last().is_none_or(|&(s, _)| s < self.pos) {
                points.push((self.pos, c));
            }
        }
        points
    }
}

impl<S: Playable> Player<S> {
    /// A run known whole, from state `start` through `steps`, at `speed` steps per
    /// second: nothing is asked of a worker.
    pub fn whole(start: S, steps: Vec<S::Step>, speed: f64) -> Player<S> {
        let mut timeline = Timeline::starting_at(0, start);
        let total = steps.len() as u64;
        steps.into_iter().for_each(|step| timeline.push(step));
        let known = Known {
            reached: total,
            total: Some(total),
            ..Known::default()
        };
        let mut player = Player::at_start(timeline, speed, known);
        player.exhausted = true;
        player
    }

    /// A player of `timeline` showing its first step, paused, with nothing asked yet.
    fn at_start(timeline: Timeline<S>, speed: f64, known: Known) -> Player<S> {
        Player {
            shown: timeline.state_at(0),
            timeline,
            pos: 0,
            pending: 0,
            playing: false,
            speed,
            budget: 0.0,
            exhausted: false,
            known,
            outbox: Vec::new(),
            awaited: 0,
            seeking: None,
        }
    }

    /// A run whose steps a worker streams, from state `start`, at `speed` steps per
    /// second (a learner's program, whose first state the page knows).
    pub fn streamed(start: S, speed: f64) -> Player<S> {
        let timeline = Timeline::starting_at(0, start);
        let mut player = Player::at_start(timeline, speed, Known::default());
        player.outbox.push(Request::More(FIRST_BATCH));
        player
    }

    /// The worker's answer to a request.
    pub fn receive(&mut self, reply: AnimationReply<S, S::Step>) {
        self.awaited = self.awaited.saturating_sub(1);
        self.known = reply.known;
        self.exhausted = reply.exhausted;
        if let Some(window) = reply.window {
            self.timeline = Timeline::starting_at(window.from as usize, *window.state);
            for e in reply.events {
                self.timeline.push(e);
            }
            self.seeking = None;
            self.pending = 0;
            self.show(window.show as usize);
        } else {
            for e in reply.events {
                self.timeline.push(e);
            }
            self.timeline.trim(self.pos);
            if self.pending > 0 {
                let before = self.pos;
                self.advance(self.pending);
                self.pending -= self.pos - before;
            }
        }
        self.refill();
    }

    /// The requests to send now.
    pub fn take_requests(&mut self) -> Vec<Request> {
        self.awaited += self.outbox.len();
        std::mem::take(&mut self.outbox)
    }

    /// The worker has run `steps` steps of a seek still on its way.
    pub fn seek_progress(&mut self, steps: u64) {
        if let Some((_, reached)) = &mut self.seeking {
            *reached = steps;
        }
    }

    /// Asks for more events if the window runs low ahead of the step shown.
    fn refill(&mut self) {
        let ahead = self.timeline.len().saturating_sub(self.pos);
        let low = ahead < LOW_WATER.max(self.speed as usize) || self.pending > 0;
        if low && !self.exhausted && self.awaited == 0 && self.outbox.is_empty() {
            let batch = (self.speed as u32).clamp(2048, MAX_BATCH);
            self.outbox.push(Request::More(batch));
        }
    }

    fn seek(&mut self, target: Target) {
        self.playing = false;
        self.pending = 0;
        self.seeking = Some((target, self.known.reached));
        self.outbox.push(Request::Seek(target));
    }

    fn show(&mut self, k: usize) {
        self.pos = k.clamp(self.timeline.first(), self.timeline.len());
        self.shown = self.timeline.state_at(self.pos);
    }

    fn advance(&mut self, steps: usize) {
        let to = (self.pos + steps).min(self.timeline.len());
        while self.pos < to {
            let Some(e) = self.timeline.event(self.pos) else {
                break;
            };
            self.shown.apply(e);
            self.pos += 1;
        }
        if self.is_done() {
            self.playing = false;
        }
    }

    /// The step shown.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// The run's length, once known.
    pub fn total(&self) -> Option<usize> {
        self.known.total.map(|t| t as usize)
    }

    /// Steps known to exist: the run's length, or at least this many while the worker
    /// is still searching.
    pub fn reached(&self) -> usize {
        (self.known.reached as usize).max(self.timeline.len())
    }

    /// Whether the clock advances the run.
    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// The step shown is the run's last.
    pub fn is_done(&self) -> bool {
        self.shown.is_finished() || (self.exhausted && self.pos == self.timeline.len())
    }

    /// A seek is on its way: what it is for, and the steps the worker has run so far.
    pub fn seeking(&self) -> Option<(Target, u64)> {
        self.seeking
    }

    /// The state of the step shown.
    pub fn shown(&self) -> &S {
        &self.shown
    }

    /// The step that led to the one shown.
    pub fn last_step(&self) -> Option<&S::Step> {
        self.pos.checked_sub(1).and_then(|k| self.timeline.event(k))
    }
}

#[cfg(test)]
mod tests;
