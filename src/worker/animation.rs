//! The solver page's run, kept in the worker: the machine that streams the page's
//! window, and beside it the *head*, the same run stepped with its replayed state as far
//! as anyone has asked, which records what the page cannot see from its window alone.
//!
//! The head keeps a checkpoint (machine and replay) every so many steps, so the state
//! at any step it has passed is rebuilt from the nearest one; it lists every solution's
//! step, the first boards found and the collision chart. A seek ([`Target`]) moves the
//! head as far as it must (to the end, to the next solution) and answers with a
//! [`Window`]: the state a little before the step asked for, and the events around it.
//! Plain Rust, tested natively; `entry` only moves its messages.

use crate::protocol::{
    AnimationReply, FoundAt, Known, Target, Window, MAX_CHART_POINTS, MAX_FOUND,
};
use nqueens_core::search::{Event, Machine, Record, Replay, SearchEvent, Setup};
use nqueens_core::Error;

/// Steps of a window before the step a seek shows, so Back works at once from there.
pub const BEFORE: u64 = 4096;
/// Steps of a window after the step a seek shows; `More` extends it from there.
pub const AFTER: u64 = 4096;
/// Steps between the head's checkpoints at first: rebuilding a state replays at most
/// this many steps (a few milliseconds).
const CHECKPOINT_EVERY: u64 = 1 << 16;
/// Checkpoints kept at most: past this, every other one goes and the spacing doubles,
/// so a run of 10⁹ steps keeps 256 of a few hundred bytes each.
const MAX_CHECKPOINTS: usize = 256;
/// Steps the head takes between progress reports of a long seek.
const PROGRESS_EVERY: u64 = 1 << 20;

/// The machine and its replayed state at one step.
#[derive(Clone)]
struct Snapshot {
    step: u64,
    machine: Machine,
    replay: Replay,
}

/// One animation, from its setup to as far as the page has asked.
pub struct Animation {
    /// The run stepped furthest, with its replayed state.
    head: Snapshot,
    /// Earlier states of the head, ascending; the first is step 0.
    checkpoints: Vec<Snapshot>,
    /// Steps between checkpoints now.
    every: u64,
    /// Whether checkpoints are kept at all: branch and bound's machine holds its whole
    /// frontier (up to a million nodes), too large to copy; it is replayed from the start.
    checkpointed: bool,
    /// The step of every solution the head has passed.
    solutions: Vec<u64>,
    /// Steps between chart samples now.
    chart_every: u64,
    known: Known,
    /// The machine that continues the page's window, and the step it is at.
    cursor: (u64, Machine),
}

impl Animation {
    /// The run of `setup`, before its first step.
    pub fn new(setup: Setup) -> Result<Animation, Error> {
        let machine = Machine::new(setup)?;
        let replay = Replay::new(setup)?;
        let checkpointed = machine.branch_bound().is_none();
        let head = Snapshot {
            step: 0,
            machine: machine.clone(),
            replay,
        };
        let known = Known {
            chart: head.replay.collisions.map(|c| (0, c)).into_iter().collect(),
            ..Known::default()
        };
        Ok(Animation {
            checkpoints: vec![head.clone()],
            head,
            every: CHECKPOINT_EVERY,
            checkpointed,
            solutions: Vec::new(),
            chart_every: 1,
            known,
            cursor: (0, machine),
        })
    }

    /// What is known of the run.
    pub fn known(&self) -> &Known {
        &self.known
    }

    /// The next `max` events of the page's window.
    pub fn more(&mut self, max: u32) -> AnimationReply {
        let (step, machine) = &mut self.cursor;
        let events: Vec<Event> = std::iter::from_fn(|| machine.step())
            .take(max as usize)
            .collect();
        *step += events.len() as u64;
        let (to, exhausted) = (*step, machine.tally().done);
        self.advance_to(to, &mut |_| {});
        AnimationReply {
            window: None,
            events,
            exhausted,
            known: self.known.clone(),
        }
    }

    /// A window around the step `to` names; `progress` hears the steps run so far while
    /// the head moves on (the end of a long run takes seconds).
    pub fn seek(&mut self, to: Target, progress: &mut dyn FnMut(u64)) -> AnimationReply {
        let show = self.resolve(to, progress);
        let from = show.saturating_sub(BEFORE);
        let start = self.state_at(from);
        let mut machine = start.machine;
        let wanted = (show + AFTER - from) as usize;
        let events: Vec<Event> = std::iter::from_fn(|| machine.step()).take(wanted).collect();
        let exhausted = machine.tally().done;
        self.cursor = (from + events.len() as u64, machine);
        AnimationReply {
            window: Some(Window {
                from,
                state: Box::new(start.replay),
                show,
            }),
            events,
            exhausted,
            known: self.known.clone(),
        }
    }

    /// The step a target names, once the head has reached it.
    fn resolve(&mut self, to: Target, progress: &mut dyn FnMut(u64)) -> u64 {
        match to {
            Target::Step(k) => {
                self.advance_to(k, progress);
                k.min(self.head.step)
            }
            Target::End => {
                self.advance_to(u64::MAX, progress);
                self.head.step
            }
            Target::NextSolution(k) => loop {
                let next = self.solutions.partition_point(|&s| s <= k);
                if let Some(&s) = self.solutions.get(next) {
                    break s;
                }
                if self.is_complete() {
                    break self.head.step;
                }
                let on = self.head.step.max(k).saturating_add(PROGRESS_EVERY);
                self.advance_to(on, progress);
            },
            Target::PreviousSolution(k) => {
                self.advance_to(k, progress);
                let before = self.solutions.partition_point(|&s| s < k);
                before.checked_sub(1).map_or(0, |i| self.solutions[i])
            }
            Target::NextBacktrack(k) => {
                let mut at = self.state_at(k.min(self.head.step));
                let found = loop {
                    match at.machine.step() {
                        Some(e) => {
                            at.step += 1;
                            if matches!(e, Event::Search(SearchEvent::Remove(_))) {
                                break at.step;
                            }
                        }
                        None => break at.step,
                    }
                };
                self.advance_to(found, progress);
                found
            }
        }
    }

    /// The head has stepped the whole run.
    fn is_complete(&self) -> bool {
        self.known.total.is_some()
    }

    /// Steps the head to step `k`, or to the run's end if that comes first.
    fn advance_to(&mut self, k: u64, progress: &mut dyn FnMut(u64)) {
        while self.head.step < k && !self.is_complete() {
            let Some(event) = self.head.machine.step() else {
                self.known.total = Some(self.head.step);
                break;
            };
            self.head.replay.apply(&event);
            self.head.step += 1;
            self.record(&event);
            if self.head.step.is_multiple_of(PROGRESS_EVERY) {
                progress(self.head.step);
            }
        }
        self.known.reached = self.head.step;
    }

    /// What the head's last step adds to the record of the run.
    fn record(&mut self, event: &Event) {
        let step = self.head.step;
        if event.is_solution() {
            self.solutions.push(step);
            if self.known.found.len() < MAX_FOUND {
                self.known.found.push(FoundAt {
                    step,
                    board: self.head.replay.placement(),
                });
            }
        }
        if self.head.replay.is_finished() {
            self.known.total = Some(step);
        }
        if let Some(collisions) = self.head.replay.collisions {
            if step.is_multiple_of(self.chart_every) || self.known.total.is_some() {
                self.known.chart.push((step, collisions));
            }
            if self.known.chart.len() > MAX_CHART_POINTS {
                // Every other sample: the same shape, half the points.
                self.chart_every *= 2;
                let (every, end) = (self.chart_every, self.known.total);
                self.known
                    .chart
                    .retain(|&(s, _)| s.is_multiple_of(every) || Some(s) == end);
            }
        }
        if self.checkpointed && step.is_multiple_of(self.every) {
            self.checkpoints.push(self.head.clone());
            if self.checkpoints.len() > MAX_CHECKPOINTS {
                self.every *= 2;
                let every = self.every;
                self.checkpoints.retain(|c| c.step.is_multiple_of(every));
            }
        }
    }

    /// The machine and state after `k` steps (`k` at most the head's step), rebuilt
    /// from the nearest checkpoint.
    fn state_at(&self, k: u64) -> Snapshot {
        if k == self.head.step {
            return self.head.clone();
        }
        let index = self
            .checkpoints
            .partition_point(|c| c.step <= k)
            .saturating_sub(1);
        let mut at = self.checkpoints[index].clone();
        while at.step < k {
            let Some(event) = at.machine.step() else {
                break;
            };
            at.replay.apply(&event);
            at.step += 1;
        }
        at
    }
}

/// The replayed state after every step of a run, straight from its machine: what any
/// window, seek or player must agree with (the tests of both sides use it).
#[cfg(test)]
pub(crate) fn straight(setup: Setup) -> Vec<Replay> {
    let mut machine = Machine::new(setup).unwrap();
    let mut replay = Replay::new(setup).unwrap();
    let mut states = vec![replay.clone()];
    while let Some(e) = machine.step() {
        replay.apply(&e);
        states.push(replay.clone());
    }
    states
}

/// A run of every solution of `algorithm` on n (seed 1), as the tests set one up.
#[cfg(test)]
pub(crate) fn setup(algorithm: nqueens_core::search::Algorithm, n: usize) -> Setup {
    Setup {
        n,
        algorithm,
        goal: nqueens_core::search::Goal::All,
        seed: 1,
    }
}

#[cfg(test)]
mod tests;
