//! What the buttons, the keys, the scrubber and the clock ask of a run: play and pause,
//! a step either way, a jump to a step, to the end, or to the next solution or
//! backtrack. A step inside the window is shown at once; one outside it is a seek the
//! player asks of the worker (the module of `player`).

use super::Player;
use crate::protocol::Target;
use crate::solver::timeline::Playable;
use crate::solver::Command;

impl<S: Playable> Player<S> {
    /// Does what a button, a key or the scrubber asks. Reset shows the first step; a
    /// page that starts its run afresh instead handles Reset itself.
    pub fn obey(&mut self, command: Command) {
        match command {
            Command::Play => self.play(),
            Command::Pause => self.pause(),
            Command::Toggle if self.playing => self.pause(),
            Command::Toggle => self.play(),
            Command::Step => self.step(),
            Command::Back => self.back(),
            Command::SkipToEnd => self.skip_to_end(),
            Command::NextSolution => self.next_solution(),
            Command::PreviousSolution => self.previous_solution(),
            Command::NextBacktrack => self.next_backtrack(),
            Command::Jump(k) => self.jump(k),
            Command::Reset => self.jump(0),
        }
    }

    /// The clock: `dt_ms` milliseconds have passed.
    pub fn tick(&mut self, dt_ms: f64) {
        if !self.playing {
            return;
        }
        let due = self.budget + self.speed * dt_ms.max(0.0) / 1000.0;
        let steps = due.floor();
        self.budget = due - steps;
        self.advance(steps as usize);
        self.refill();
    }

    /// Plays, unless the run has ended.
    pub fn play(&mut self) {
        if !self.is_done() && self.seeking.is_none() {
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
        if self.seeking.is_some() {
            return;
        }
        if self.pos < self.timeline.len() {
            self.advance(1);
        } else if !self.exhausted {
            self.pending += 1;
        }
        self.refill();
    }

    /// One step back (paused).
    pub fn back(&mut self) {
        if self.pos > 0 {
            self.jump(self.pos - 1);
        }
    }

    /// Shows step `k` (the scrubber, "go to step"), paused: at once inside the window,
    /// or once the worker has sent a window around it. Past the end, the end.
    pub fn jump(&mut self, k: usize) {
        self.playing = false;
        let k = self.known.total.map_or(k, |t| k.min(t as usize));
        if (self.timeline.first()..=self.timeline.len()).contains(&k) {
            self.pending = 0;
            self.show(k);
            self.refill();
        } else {
            self.seek(Target::Step(k as u64));
        }
    }

    /// Shows the run's last step (Skip to end).
    pub fn skip_to_end(&mut self) {
        if self.exhausted {
            self.jump(self.timeline.len());
        } else {
            self.seek(Target::End);
        }
    }

    /// Shows the next step whose board is a solution (the end if none is left).
    pub fn next_solution(&mut self) {
        match self.find_forwards(S::is_solution) {
            Some(k) => self.jump(k),
            None if self.exhausted => self.jump(self.timeline.len()),
            None => self.seek(Target::NextSolution(self.pos as u64)),
        }
    }

    /// Shows the step after the next queen taken back (the end if none is left).
    pub fn next_backtrack(&mut self) {
        match self.find_forwards(S::is_backtrack) {
            Some(k) => self.jump(k),
            None if self.exhausted => self.jump(self.timeline.len()),
            None => self.seek(Target::NextBacktrack(self.pos as u64)),
        }
    }

    /// Shows the last solution before the step shown (the start if none).
    pub fn previous_solution(&mut self) {
        let first = self.timeline.first();
        let found = (first + 1..self.pos)
            .rev()
            .find(|&k| self.timeline.event(k - 1).is_some_and(S::is_solution));
        match found {
            Some(k) => self.jump(k),
            None if first == 0 => self.jump(0),
            None => self.seek(Target::PreviousSolution(self.pos as u64)),
        }
    }

    /// The first step after the one shown, within the window, whose event is `wanted`.
    fn find_forwards(&self, wanted: impl Fn(&S::Step) -> bool) -> Option<usize> {
        (self.pos..self.timeline.len())
            .find(|&k| self.timeline.event(k).is_some_and(&wanted))
            .map(|k| k + 1)
    }
}
