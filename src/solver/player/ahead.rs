//! The move a learner predicts on /solve, read off the run's coming events: the next
//! one, or at a coarse [`Grain`], the next one that grain asks about, the moves it
//! passes over replayed on a copy of the step shown.

use super::Player;
use crate::predict::grain::{Grain, Passed};
use nqueens_core::search::predict::{Ahead, Predicts, LOOK};
use nqueens_core::search::Event;
use nqueens_core::Placement;

impl Player {
    /// The move the run makes next, as a learner predicts it, read off the window's
    /// coming events: `None` when they have not arrived, or the algorithm's moves are
    /// not squares to point at.
    pub fn next_move(&self) -> Option<Ahead> {
        self.ahead_from(self.pos, &self.placement())
    }

    /// The move a prediction at `grain` is about, what passed before it, and the steps
    /// from the step shown to just after it: `None` when the events it needs have not
    /// arrived. Only a coarse grain replays (on a copy of the step shown) the moves it
    /// passes over; the finest reads the next move as [`next_move`](Self::next_move).
    pub fn next_move_at(&self, grain: Grain) -> Option<(Ahead, Passed, usize)> {
        if grain == Grain::Step {
            return self.next_move().map(|a| (a, Passed::default(), a.steps));
        }
        let mut state = self.shown.clone();
        let mut at = self.pos;
        let mut passed = Passed::default();
        loop {
            let ahead = self.ahead_from(at, &state.placement())?;
            match grain.passes(&ahead) {
                Some(p) => {
                    passed += p;
                    (at..at + ahead.steps)
                        .filter_map(|k| self.timeline.event(k))
                        .for_each(|e| state.apply(e));
                    at += ahead.steps;
                }
                None => return Some((ahead, passed, at - self.pos + ahead.steps)),
            }
        }
    }

    /// The move that starts at event `at`, on `placement`, read off the window.
    fn ahead_from(&self, at: usize, placement: &Placement) -> Option<Ahead> {
        let predicts = Predicts::of(self.shown.setup.algorithm)?;
        let next: Vec<Event> = (at..at + LOOK)
            .filter_map(|k| self.timeline.event(k).cloned())
            .collect();
        if next.is_empty() && self.exhausted && at >= self.timeline.len() {
            return Some(Ahead::DONE);
        }
        Ahead::from_events(predicts, placement, &next)
    }
}
