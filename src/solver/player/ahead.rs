//! The move a learner predicts on /solve, read off the run's coming events: the next
//! one, or at a coarse [`Grain`], the next one that grain asks about, the moves it
//! passes over replayed on a copy of the step shown.

use super::Player;
use crate::learn::grain::{Grain, Passed};
use nqueens_core::search::predict::{Ahead, Predicts, LOOK};
use nqueens_core::search::Event;

impl Player {
    /// The move the run makes next, as a learner predicts it, read off the window's
    /// coming events: `None` when they have not arrived, or the algorithm's moves are
    /// not squares to point at.
    pub fn next_move(&self) -> Option<Ahead> {
        self.next_move_at(Grain::Step).map(|(ahead, ..)| ahead)
    }

    /// The move a prediction at `grain` is about, what passed before it, and the steps
    /// from the step shown to just after it: `None` when the events it needs have not
    /// arrived.
    pub fn next_move_at(&self, grain: Grain) -> Option<(Ahead, Passed, usize)> {
        let predicts = Predicts::of(self.shown.setup.algorithm)?;
        let mut state = self.shown.clone();
        let mut at = self.pos;
        let mut passed = Passed::default();
        loop {
            let next: Vec<Event> = (at..at + LOOK)
                .filter_map(|k| self.timeline.event(k).cloned())
                .collect();
            if next.is_empty() && self.exhausted && at >= self.timeline.len() {
                return Some((Ahead::DONE, passed, at - self.pos));
            }
            let ahead = Ahead::from_events(predicts, &state.placement(), &next)?;
            match grain.passes(&ahead) {
                Some(p) => {
                    passed += p;
                    next.iter().take(ahead.steps).for_each(|e| state.apply(e));
                    at += ahead.steps;
                }
                None => return Some((ahead, passed, at - self.pos + ahead.steps)),
            }
        }
    }
}
