//! The solver page's playback, as a plain struct: the timeline of events received, the
//! step shown, steps asked for before their events arrived, the speed budget, the
//! solutions found and the collision chart. The page only forwards clicks, ticks and
//! arrivals to it and draws what it says, so every rule here is tested natively.

use crate::timeline::Timeline;
use crate::worker::protocol::Finished;
use nqueens_core::search::{Counters, Event, Focus, Replay, Setup};
use nqueens_core::{Error, Placement};

/// Events kept ahead of the shown step before asking the worker for more.
pub const LOW_WATER: usize = 4096;
/// Events asked for when a run starts: enough for the first seconds at any speed, and
/// decoded in a short task while the page is still loading; the rest follow in batches.
pub const FIRST_BATCH: u32 = 1024;
/// Events asked for at once, at most. Decoding a batch is one task on the main thread:
/// 50,000 events took 65–79 ms, past the 50 ms a page should stay under, and the worker
/// answers batches of 8,192 fast enough to stay ahead of the fastest speed.
pub const MAX_BATCH: u32 = 8192;
/// Solutions listed at most.
pub const MAX_FOUND: usize = 60;
/// Collision samples kept for the chart (halved when full).
pub const MAX_CHART_POINTS: usize = 600;

/// One run on the solver page, from its setup to its end.
pub struct Player {
    timeline: Timeline,
    shown: Replay,
    pos: usize,
    /// Steps asked for before their events arrived (a click right after loading).
    pending: usize,
    playing: bool,
    /// Steps per second while playing.
    speed: f64,
    /// Fraction of a step owed by the clock.
    budget: f64,
    elapsed_s: f64,
    found: Vec<Placement>,
    chart: Vec<(usize, u64)>,
    /// The worker's final figures after Skip to end.
    finished: Option<Finished>,
}

impl Player {
    /// A run of `setup`, at `speed` steps per second, before its first event.
    pub fn new(setup: Setup, speed: f64) -> Result<Player, Error> {
        let timeline = Timeline::new(setup)?;
        Ok(Player {
            shown: timeline.state_at(0),
            timeline,
            pos: 0,
            pending: 0,
            playing: false,
            speed,
            budget: 0.0,
            elapsed_s: 0.0,
            found: Vec::new(),
            chart: Vec::new(),
            finished: None,
        })
    }

    /// Events from the worker; steps asked for before they came are taken now.
    pub fn receive(&mut self, events: Vec<Event>) {
        for e in events {
            self.timeline.push(e);
        }
        if self.pending > 0 {
            let before = self.pos;
            self.advance(self.pending);
            self.pending -= self.pos - before;
        }
    }

    /// How many more events to ask the worker for, if the buffer runs low.
    pub fn wants(&self) -> Option<u32> {
        let ahead = self.timeline.len().saturating_sub(self.pos);
        (ahead < LOW_WATER.max(self.speed as usize) && !self.is_done())
            .then(|| (self.speed as u32).clamp(2048, MAX_BATCH))
    }

    /// The clock: `dt_ms` milliseconds have passed.
    pub fn tick(&mut self, dt_ms: f64) {
        if !self.playing {
            return;
        }
        self.elapsed_s += dt_ms.max(0.0) / 1000.0;
        let due = self.budget + self.speed * dt_ms.max(0.0) / 1000.0;
        let steps = due.floor();
        self.budget = due - steps;
        self.advance(steps as usize);
    }

    /// Plays, unless the run has ended.
    pub fn play(&mut self) {
        if !self.is_done() {
            self.budget = 0.0;
            self.playing = true;
        }
    }

    /// Pauses.
    pub fn pause(&mut self) {
        self.playing = false;
    }

    /// Sets the speed in steps per second.
    pub fn set_speed(&mut self, speed: f64) {
        self.speed = speed.max(0.0);
    }

    /// One step forwards (paused), or as soon as its event arrives.
    pub fn step(&mut self) {
        self.playing = false;
        if self.pos < self.timeline.len() {
            self.advance(1);
        } else if !self.is_done() {
            self.pending += 1;
        }
    }

    /// One step back (paused).
    pub fn back(&mut self) {
        if self.pos > self.timeline.first() {
            self.jump(self.pos - 1);
        }
    }

    /// Shows step `k` (clamped to what is reachable), paused.
    pub fn jump(&mut self, k: usize) {
        self.playing = false;
        self.finished = None;
        self.pending = 0;
        self.pos = k.clamp(self.timeline.first(), self.timeline.len());
        self.shown = self.timeline.state_at(self.pos);
    }

    /// Shows step `k`, paused: at once if its event has arrived, or as soon as it does
    /// (an address that names a step). A run that ends sooner stops at its end.
    pub fn seek(&mut self, k: usize) {
        if k <= self.timeline.len() {
            self.jump(k);
        } else {
            self.playing = false;
            self.pending = k - self.pos;
        }
    }

    /// The worker ran the machine to its end (Skip to end).
    pub fn finish(&mut self, finished: Finished) {
        self.playing = false;
        self.pending = 0;
        self.finished = Some(finished);
    }

    fn advance(&mut self, steps: usize) {
        let to = (self.pos + steps).min(self.timeline.len());
        for k in self.pos..to {
            let Some(e) = self.timeline.event(k) else {
                break;
            };
            self.shown.apply(e);
            if self.shown.at_solution && self.found.len() < MAX_FOUND {
                self.found.push(self.shown.placement());
            }
            if let Some(c) = self.shown.collisions {
                self.chart.push((k + 1, c));
                if self.chart.len() > MAX_CHART_POINTS {
                    // Every other point: the same shape, half the size.
                    self.chart = self.chart.iter().copied().step_by(2).collect();
                }
            }
        }
        self.pos = to;
        if self.shown.is_finished() {
            self.playing = false;
        }
    }

    /// The step shown.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Steps received.
    pub fn len(&self) -> usize {
        self.timeline.len()
    }

    /// Whether no event has arrived yet.
    pub fn is_empty(&self) -> bool {
        self.timeline.is_empty()
    }

    /// The earliest step still reachable.
    pub fn first(&self) -> usize {
        self.timeline.first()
    }

    /// Whether the clock advances the run.
    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// The run has ended (on screen, or in the worker by Skip to end).
    pub fn is_done(&self) -> bool {
        self.finished.is_some() || self.shown.is_finished()
    }

    /// The state of the step shown.
    pub fn shown(&self) -> &Replay {
        &self.shown
    }

    /// The figures to show: the final ones after Skip to end.
    pub fn counters(&self) -> Counters {
        self.finished
            .map_or(self.shown.tally.counters, |f| f.tally.counters)
    }

    /// The queens to show.
    pub fn placement(&self) -> Placement {
        self.finished
            .map_or_else(|| self.shown.placement(), |f| f.board)
    }

    /// The square in focus (none after Skip to end).
    pub fn focus(&self) -> Option<Focus> {
        self.shown.focus.filter(|_| self.finished.is_none())
    }

    /// Seconds of playing.
    pub fn elapsed_s(&self) -> f64 {
        self.elapsed_s
    }

    /// The first solutions found, in order.
    pub fn found(&self) -> &[Placement] {
        &self.found
    }

    /// Collisions over the steps (local searches).
    pub fn chart(&self) -> &[(usize, u64)] {
        &self.chart
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_core::search::{Algorithm, Goal, Machine};

    fn setup(algorithm: Algorithm, n: usize) -> Setup {
        Setup {
            n,
            algorithm,
            goal: Goal::All,
            seed: 1,
        }
    }

    fn events(setup: Setup, k: usize) -> Vec<Event> {
        let mut m = Machine::new(setup).unwrap();
        std::iter::from_fn(|| m.step()).take(k).collect()
    }

    #[test]
    fn a_step_clicked_before_the_events_is_kept() {
        let s = setup(Algorithm::Backtracking, 8);
        let mut p = Player::new(s, 10.0).unwrap();
        p.step();
        p.step();
        assert_eq!(p.pos(), 0);
        p.receive(events(s, 100));
        assert_eq!(p.pos(), 2);
        assert_eq!(p.counters().tried, 1);
    }

    #[test]
    fn seeking_a_step_waits_for_its_events_and_shows_what_replay_shows() {
        let s = setup(Algorithm::Backtracking, 8);
        let all = events(s, 5000);
        let mut p = Player::new(s, 10.0).unwrap();
        p.seek(3000);
        p.receive(all[..1000].to_vec());
        assert_eq!(p.pos(), 1000, "as far as the events go");
        p.receive(all[1000..].to_vec());
        assert_eq!(p.pos(), 3000);
        assert!(!p.is_playing());
        let mut replayed = Player::new(s, 10.0).unwrap();
        replayed.receive(all.clone());
        replayed.jump(3000);
        assert_eq!(p.shown(), replayed.shown());
        p.seek(57);
        assert_eq!((p.pos(), p.shown()), (57, &p.timeline.state_at(57)));
    }

    #[test]
    fn back_restores_the_previous_step_exactly() {
        let s = setup(Algorithm::Backtracking, 8);
        let mut p = Player::new(s, 10.0).unwrap();
        p.receive(events(s, 1000));
        for _ in 0..7 {
            p.step();
        }
        let before = p.shown().clone();
        p.step();
        assert_ne!(p.shown(), &before);
        p.back();
        assert_eq!((p.pos(), p.shown()), (7, &before));
    }

    #[test]
    fn the_clock_spends_its_budget_and_stops_at_the_end() {
        let s = setup(Algorithm::Backtracking, 6);
        let mut p = Player::new(s, 1000.0).unwrap();
        p.receive(events(s, usize::MAX));
        p.play();
        p.tick(10.5);
        assert_eq!(p.pos(), 10);
        p.tick(1.0);
        assert_eq!(p.pos(), 11, "the half step owed is paid");
        p.tick(1e9);
        assert!(p.is_done() && !p.is_playing());
        assert_eq!(p.counters().solutions, 4);
        assert_eq!(p.found().len(), 4);
        assert_eq!(p.found()[0].to_code(), "246135");
        assert_eq!(p.wants(), None);
    }

    #[test]
    fn more_is_wanted_while_the_buffer_is_low() {
        let s = setup(Algorithm::Backtracking, 8);
        let mut p = Player::new(s, 100_000.0).unwrap();
        assert_eq!(p.wants(), Some(MAX_BATCH));
        p.set_speed(10.0);
        p.receive(events(s, LOW_WATER));
        assert_eq!(p.wants(), None);
        p.jump(10);
        assert_eq!(p.wants(), Some(2048));
    }

    #[test]
    fn skip_to_end_shows_the_final_figures() {
        let s = setup(Algorithm::Backtracking, 8);
        let mut p = Player::new(s, 10.0).unwrap();
        p.receive(events(s, 50));
        p.step();
        let mut m = Machine::new(s).unwrap();
        while m.step().is_some() {}
        p.finish(Finished {
            tally: m.tally(),
            board: m.placement(),
        });
        assert!(p.is_done() && p.focus().is_none());
        assert_eq!(p.counters().tried, 15_720);
        p.play();
        assert!(!p.is_playing());
        p.back();
        assert_eq!(
            (p.pos(), p.is_done()),
            (0, false),
            "going back leaves the end"
        );
    }

    #[test]
    fn local_searches_chart_their_collisions() {
        let s = setup(Algorithm::MinConflicts, 40);
        let mut p = Player::new(s, 10.0).unwrap();
        p.receive(events(s, 200));
        p.jump(0);
        for _ in 0..60 {
            p.step();
        }
        assert_eq!(p.chart().len(), 60);
        assert_eq!(p.chart()[59].0, 60);
    }
}
