//! A run's window, as the player keeps it: the steps received from one on, a checkpoint
//! of the replayed state every [`CHECKPOINT_EVERY`] steps, and the state at any step of
//! the window rebuilt from the nearest checkpoint — exact, and bounded: past
//! [`MAX_EVENTS`] the oldest steps are dropped, so memory never grows without end. A
//! step outside the window is the worker's to rebuild (`worker::animation`).
//!
//! Any run whose state is rebuilt by applying its steps in order can be kept here and
//! played: the solver's search ([`Replay`] and its [`Event`]s), a learner's program (a
//! [`RunState`] and its [`Played`] steps), and the variants' walk (an [`Arrangement`]
//! and its [`WalkStep`]s).

use nqueens_code::{Played, RunState};
use nqueens_core::search::{Event, Record, Replay, SearchEvent, Setup};
use nqueens_core::variants::{Arrangement, WalkStep};
use nqueens_core::Error;
use std::collections::VecDeque;

pub const CHECKPOINT_EVERY: usize = 512;
/// Events kept at most: 131,072 events of the search are 4 MB. A step further back is
/// rebuilt by the worker, which keeps the whole run (see `worker::animation`).
pub const MAX_EVENTS: usize = 1 << 17;

/// A run's state as the player shows it, rebuilt by applying the run's steps in order.
pub trait Playable: Clone {
    /// One step of the run.
    type Step;
    /// The state after one more step.
    fn apply(&mut self, step: &Self::Step);
    /// The state is the run's last, as far as the state itself can tell.
    fn is_finished(&self) -> bool;
    /// The step completes a solution.
    fn is_solution(step: &Self::Step) -> bool;
    /// The step takes a piece back.
    fn is_backtrack(step: &Self::Step) -> bool;
}

impl Playable for Replay {
    type Step = Event;

    fn apply(&mut self, step: &Event) {
        Replay::apply(self, step);
    }

    fn is_finished(&self) -> bool {
        Replay::is_finished(self)
    }

    fn is_solution(step: &Event) -> bool {
        step.is_solution()
    }

    fn is_backtrack(step: &Event) -> bool {
        matches!(step, Event::Search(SearchEvent::Remove(_)))
    }
}

/// A learner's program: its board, line, calls and counters. Only the run's length
/// tells its end.
impl Playable for RunState {
    type Step = Played;

    fn apply(&mut self, step: &Played) {
        RunState::apply(self, step);
    }

    fn is_finished(&self) -> bool {
        false
    }

    fn is_solution(step: &Played) -> bool {
        step.is_solution()
    }

    fn is_backtrack(step: &Played) -> bool {
        step.is_removal()
    }
}

/// The variants' walk: its pieces on the board. Only the walk's length tells its end.
impl Playable for Arrangement {
    type Step = WalkStep;

    fn apply(&mut self, step: &WalkStep) {
        Arrangement::apply(self, step);
    }

    fn is_finished(&self) -> bool {
        false
    }

    fn is_solution(step: &WalkStep) -> bool {
        matches!(step, WalkStep::Found)
    }

    fn is_backtrack(step: &WalkStep) -> bool {
        matches!(step, WalkStep::Remove(_))
    }
}

pub struct Timeline<S: Playable = Replay> {
    /// Step number of `events[0]` (steps before it can no longer be reached).
    base: usize,
    events: VecDeque<S::Step>,
    /// `(step, state after that many steps)`, ascending; the first is at `base`.
    checkpoints: VecDeque<(usize, S)>,
    /// The state after every event received.
    head: S,
}

impl Timeline {
    pub fn new(setup: Setup) -> Result<Timeline, Error> {
        Ok(Timeline::starting_at(0, Replay::new(setup)?))
    }

    /// The bytes the window holds: its events and its checkpoints, with what they own.
    pub fn memory_bytes(&self) -> usize {
        let state = |r: &Replay| {
            std::mem::size_of::<Replay>()
                + r.depth_nodes.capacity() * std::mem::size_of::<u64>()
                + r.path.capacity() * std::mem::size_of::<nqueens_core::Square>()
                + r.tree.as_ref().map_or(0, |t| {
                    t.nodes.capacity() * std::mem::size_of::<nqueens_core::search::tree::TreeNode>()
                        + t.path.capacity() * 2
                })
        };
        self.events.capacity() * std::mem::size_of::<Event>()
            + self
                .checkpoints
                .iter()
                .map(|(_, r)| 8 + state(r))
                .sum::<usize>()
            + state(&self.head)
    }
}

impl<S: Playable> Timeline<S> {
    /// A window whose first step is `base`, in state `start`.
    pub fn starting_at(base: usize, start: S) -> Timeline<S> {
        Timeline {
            base,
            events: VecDeque::new(),
            checkpoints: VecDeque::from([(base, start.clone())]),
            head: start,
        }
    }

    /// Steps received so far.
    pub fn len(&self) -> usize {
        self.base + self.events.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The earliest step still reachable.
    pub fn first(&self) -> usize {
        self.base
    }

    pub fn push(&mut self, event: S::Step) {
        self.head.apply(&event);
        self.events.push_back(event);
        if self.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.push_back((self.len(), self.head.clone()));
        }
    }

    /// Forgets the oldest quarter of the window, up to a checkpoint, once it holds more
    /// than [`MAX_EVENTS`]; never step `keep_from` (the one shown) or any after it.
    pub fn trim(&mut self, keep_from: usize) {
        if self.events.len() <= MAX_EVENTS {
            return;
        }
        let cut = (self.base + MAX_EVENTS / 4).min(keep_from);
        while self.checkpoints.len() > 1 && self.checkpoints[1].0 <= cut {
            self.checkpoints.pop_front();
        }
        let new_base = self.checkpoints[0].0;
        self.events.drain(..new_base - self.base);
        self.base = new_base;
    }

    /// The event that leads from step `k` to step `k + 1`.
    pub fn event(&self, k: usize) -> Option<&S::Step> {
        k.checked_sub(self.base).and_then(|i| self.events.get(i))
    }

    /// The state after `k` steps (clamped to what is reachable).
    pub fn state_at(&self, k: usize) -> S {
        let k = k.clamp(self.base, self.len());
        let index = self
            .checkpoints
            .partition_point(|(step, _)| *step <= k)
            .saturating_sub(1);
        let (from, state) = &self.checkpoints[index];
        let mut state = state.clone();
        for step in *from..k {
            if let Some(e) = self.event(step) {
                state.apply(e);
            }
        }
        state
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_core::search::Goal;
    use nqueens_core::search::{Algorithm, Machine};

    /// Backtracking's whole run on an n×n board.
    fn every_solution(n: usize) -> Setup {
        Setup {
            n,
            algorithm: Algorithm::Backtracking,
            goal: Goal::All,
            seed: 0,
        }
    }

    fn filled(setup: Setup, steps: usize) -> (Timeline, Vec<Replay>) {
        let mut machine = Machine::new(setup).unwrap();
        let mut timeline = Timeline::new(setup).unwrap();
        let mut states = vec![timeline.state_at(0)];
        let mut replay = Replay::new(setup).unwrap();
        for _ in 0..steps {
            let Some(e) = machine.step() else { break };
            replay.apply(&e);
            timeline.push(e);
            timeline.trim(timeline.len());
            states.push(replay.clone());
        }
        (timeline, states)
    }

    #[test]
    fn any_step_is_rebuilt_exactly() {
        let setup = every_solution(8);
        let (timeline, states) = filled(setup, 5000);
        for k in [0, 1, 2, 511, 512, 513, 1023, 1024, 4000, 5000] {
            assert_eq!(timeline.state_at(k), states[k], "step {k}");
        }
    }

    #[test]
    fn a_run_of_a_million_steps_stays_under_64_mb() {
        let setup = every_solution(12);
        let (timeline, _) = filled(setup, 0);
        let mut timeline = timeline;
        let mut machine = Machine::new(setup).unwrap();
        for _ in 0..1_000_000 {
            let Some(e) = machine.step() else { break };
            timeline.push(e);
            timeline.trim(timeline.len());
        }
        assert_eq!(timeline.len(), 1_000_000);
        let mb = timeline.memory_bytes() as f64 / (1 << 20) as f64;
        println!(
            "a timeline of 10^6 steps: {mb:.1} MB (Event: {} bytes)",
            std::mem::size_of::<Event>()
        );
        assert!(mb < 64.0, "{mb:.1} MB");
    }

    #[test]
    fn the_step_shown_is_never_forgotten() {
        let setup = every_solution(12);
        let (mut timeline, states) = filled(setup, 1000);
        let mut machine = Machine::new(setup).unwrap();
        for _ in 0..1000 {
            machine.step();
        }
        // Far more arrives than the window keeps, while step 1,000 is shown.
        for _ in 0..2 * MAX_EVENTS {
            let Some(e) = machine.step() else { break };
            timeline.push(e);
            timeline.trim(1000);
        }
        assert!(timeline.first() <= 1000);
        assert_eq!(timeline.state_at(1000), states[1000]);
    }

    #[test]
    fn memory_stays_bounded() {
        let setup = every_solution(12);
        let (timeline, states) = filled(setup, MAX_EVENTS + 50_000);
        assert!(timeline.events.len() <= MAX_EVENTS);
        assert!(timeline.first() > 0);
        let k = timeline.len() - 7;
        assert_eq!(timeline.state_at(k), states[k]);
        assert_eq!(
            timeline.state_at(0),
            states[timeline.first()],
            "clamped to the first reachable step"
        );
    }
}
