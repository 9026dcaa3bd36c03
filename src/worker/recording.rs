//! A learner's run, kept in the code worker after it ends, so the page can replay it
//! with the solver's player: the whole trace (16 bytes a step), the state every
//! `CHECKPOINT_EVERY` steps, and the step of every solution reported. It answers the
//! player's requests as the animation worker answers them for a search
//! (`worker::animation`): `More` continues the page's window, a seek ([`Target`]) is a
//! new window around the step it names. The run is already complete, so nothing is
//! searched: a seek is a look-up and at most one checkpoint's worth of steps replayed.
//! Plain Rust, tested natively.

use crate::protocol::{AnimationReply, FoundAt, Known, Target, Window, MAX_FOUND};
use nqueens_code::{Played, Run, RunState};

/// Steps between the states kept: rebuilding one replays at most this many steps.
const CHECKPOINT_EVERY: usize = 1 << 14;
/// Steps of a window before the step a seek shows, so Back works at once from there.
pub const BEFORE: usize = 4096;
/// Steps of a window after the step a seek shows; `More` extends it from there.
pub const AFTER: usize = 4096;

/// The replies the code worker sends: a program's states and steps.
pub type ProgramReply = AnimationReply<RunState, Played>;

/// A finished run, ready to be replayed from any step.
pub struct Recording {
    run: Run,
    /// The state every `CHECKPOINT_EVERY` steps, from step 0.
    checkpoints: Vec<RunState>,
    /// The step after each reported solution, in order.
    solutions: Vec<u64>,
    /// The first step the page's window does not have yet.
    cursor: usize,
    known: Known,
}

impl Recording {
    /// Keeps `run` for replay.
    pub fn new(run: Run) -> Recording {
        let mut state = RunState::new(run.n);
        let mut checkpoints = vec![state.clone()];
        let mut solutions = Vec::new();
        let mut found = Vec::new();
        for k in 0..run.trace.steps.len() {
            let Some(played) = Played::of(&run.trace, k) else {
                break;
            };
            state.apply(&played);
            if played.is_solution() {
                let step = k as u64 + 1;
                solutions.push(step);
                if let Some(board) = state.placement().filter(|_| found.len() < MAX_FOUND) {
                    found.push(FoundAt { step, board });
                }
            }
            if (k + 1) % CHECKPOINT_EVERY == 0 {
                checkpoints.push(state.clone());
            }
        }
        let total = run.trace.steps.len() as u64;
        Recording {
            run,
            checkpoints,
            solutions,
            cursor: 0,
            known: Known {
                reached: total,
                total: Some(total),
                found,
                chart: Vec::new(),
            },
        }
    }

    /// The run kept.
    pub fn run(&self) -> &Run {
        &self.run
    }

    fn len(&self) -> usize {
        self.run.trace.steps.len()
    }

    /// The next `max` steps of the page's window.
    pub fn more(&mut self, max: u32) -> ProgramReply {
        let to = (self.cursor + max as usize).min(self.len());
        let events = self.played(self.cursor, to);
        self.cursor = to;
        self.reply(None, events)
    }

    /// A window around the step `to` names.
    pub fn seek(&mut self, to: Target) -> ProgramReply {
        let show = self.resolve(to).min(self.len());
        let from = show.saturating_sub(BEFORE);
        let until = (show + AFTER).min(self.len());
        let events = self.played(from, until);
        self.cursor = until;
        let window = Window {
            from: from as u64,
            state: Box::new(self.state_at(from)),
            show: show as u64,
        };
        self.reply(Some(window), events)
    }

    fn reply(&self, window: Option<Window<RunState>>, events: Vec<Played>) -> ProgramReply {
        AnimationReply {
            window,
            events,
            exhausted: self.cursor == self.len(),
            known: self.known.clone(),
        }
    }

    /// The step a target names.
    fn resolve(&self, to: Target) -> usize {
        let end = self.len();
        let after = |k: u64| self.solutions.partition_point(|&s| s <= k);
        match to {
            Target::Step(k) => usize::try_from(k).unwrap_or(end),
            Target::End => end,
            Target::NextSolution(k) => self.solutions.get(after(k)).map_or(end, |&s| s as usize),
            Target::PreviousSolution(k) => {
                let before = self.solutions.partition_point(|&s| s < k);
                before
                    .checked_sub(1)
                    .map_or(0, |i| self.solutions[i] as usize)
            }
            Target::NextBacktrack(k) => {
                let from = usize::try_from(k).unwrap_or(end);
                (from..end)
                    .find(|&i| Played::of(&self.run.trace, i).is_some_and(|p| p.is_removal()))
                    .map_or(end, |i| i + 1)
            }
        }
    }

    /// The steps from `from` up to `to`, as the page replays them.
    fn played(&self, from: usize, to: usize) -> Vec<Played> {
        (from..to)
            .filter_map(|k| Played::of(&self.run.trace, k))
            .collect()
    }

    /// The state after `k` steps, rebuilt from the nearest checkpoint.
    fn state_at(&self, k: usize) -> RunState {
        let index = (k / CHECKPOINT_EVERY).min(self.checkpoints.len() - 1);
        let mut state = self.checkpoints[index].clone();
        for step in index * CHECKPOINT_EVERY..k {
            if let Some(played) = Played::of(&self.run.trace, step) {
                state.apply(&played);
            }
        }
        state
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_code::{run, Limits};

    const PLAIN: &str = "fn queens(k) {
    if k > n { solution(); return; }
    for r in 1..=n {
        if safe(k, r) { place(k, r); queens(k + 1); remove(k, r); }
    }
}
queens(1);";

    fn recording(n: u32) -> Recording {
        Recording::new(run(PLAIN, n, &Limits::default()))
    }

    /// The state after every step, applied straight from the trace.
    fn straight(recording: &Recording) -> Vec<RunState> {
        let mut state = RunState::new(recording.run.n);
        let mut all = vec![state.clone()];
        for k in 0..recording.len() {
            state.apply(&Played::of(&recording.run.trace, k).unwrap());
            all.push(state.clone());
        }
        all
    }

    #[test]
    fn a_seek_anywhere_starts_from_the_state_of_the_straight_replay() {
        let mut recording = recording(9);
        let states = straight(&recording);
        let len = recording.len();
        assert!(len > 3 * CHECKPOINT_EVERY, "the run crosses checkpoints");
        for k in [0, 1, 4095, 4096, 16_383, 16_384, 40_000, len - 1, len] {
            let reply = recording.seek(Target::Step(k as u64));
            let window = reply.window.unwrap();
            assert_eq!(window.show, k as u64);
            let mut state = *window.state;
            assert_eq!(state, states[window.from as usize]);
            for (i, e) in reply.events.iter().enumerate() {
                state.apply(e);
                assert_eq!(state, states[window.from as usize + i + 1]);
            }
        }
    }

    #[test]
    fn more_continues_the_window_to_the_end_and_says_so() {
        let mut recording = recording(5);
        let len = recording.len();
        let mut got = 0;
        loop {
            let reply = recording.more(100);
            got += reply.events.len();
            assert_eq!(reply.known.total, Some(len as u64));
            if reply.exhausted {
                break;
            }
        }
        assert_eq!(got, len);
    }

    #[test]
    fn the_solutions_are_found_forwards_and_backwards() {
        let mut recording = recording(6);
        let states = straight(&recording);
        let first = recording.seek(Target::NextSolution(0)).window.unwrap().show as usize;
        assert_eq!(states[first].counters.solutions, 1);
        assert_eq!(states[first - 1].counters.solutions, 0);
        let second = recording
            .seek(Target::NextSolution(first as u64))
            .window
            .unwrap()
            .show;
        assert_eq!(states[second as usize].counters.solutions, 2);
        let back = recording
            .seek(Target::PreviousSolution(second))
            .window
            .unwrap()
            .show;
        assert_eq!(back as usize, first);
        // Q(6) = 4: past the last, the end.
        let end = recording
            .seek(Target::NextSolution(u64::MAX - 1))
            .window
            .unwrap()
            .show;
        assert_eq!(end as usize, recording.len());
        assert_eq!(recording.known.found.len(), 4);
    }

    #[test]
    fn a_backtrack_is_the_step_after_a_queen_is_taken_back() {
        let mut recording = recording(5);
        let states = straight(&recording);
        let at = recording
            .seek(Target::NextBacktrack(0))
            .window
            .unwrap()
            .show as usize;
        assert_eq!(states[at].counters.removed, 1);
        assert_eq!(states[at - 1].counters.removed, 0);
    }

    #[test]
    fn the_call_stack_holds_one_frame_per_call_under_way_with_its_argument() {
        let recording = recording(4);
        let states = straight(&recording);
        let first = states.iter().find(|s| s.counters.solutions == 1).unwrap();
        let args: Vec<&str> = first.stack.iter().map(|f| f.args[0].as_str()).collect();
        assert_eq!(args, ["1", "2", "3", "4", "5"]);
        assert!(first.stack.iter().all(|f| f.function == "queens"));
        assert!(states.last().unwrap().stack.is_empty());
    }
}
