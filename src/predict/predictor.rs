//! "Predict the next step" as a page runs it: a search, the learner's guess before each
//! move, the move played, and a running score. The core says what the move is
//! ([`Ahead`]); this struct keeps the machine, the reveal and the score together so a
//! component only shows them.

use super::grain::{Grain, Passed};
use nqueens_core::error::Error;
use nqueens_core::search::predict::{Ahead, Guess, Judgement, Move, Predicts};
use nqueens_core::search::{Machine, Replay, Setup, Waiting};
use nqueens_core::Placement;

/// Right, wrong and unsure answers, and the streak of right ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Score {
    /// Guesses that named the move.
    pub right: u32,
    /// Guesses that named another.
    pub wrong: u32,
    /// "Not sure".
    pub unsure: u32,
    /// Right guesses in a row, now ("not sure" keeps it, a wrong guess ends it).
    pub streak: u32,
    /// The longest streak.
    pub best: u32,
}

impl Score {
    /// Counts one judged guess.
    pub fn add(&mut self, judgement: Judgement) {
        match judgement {
            Judgement::Right => {
                self.right += 1;
                self.streak += 1;
                self.best = self.best.max(self.streak);
            }
            Judgement::Wrong => {
                self.wrong += 1;
                self.streak = 0;
            }
            Judgement::Unsure => self.unsure += 1,
        }
    }

    /// Guesses made, "not sure" included.
    pub fn answered(&self) -> u32 {
        self.right + self.wrong + self.unsure
    }

    /// The value to store: `right.wrong.unsure.streak.best`.
    pub fn write(&self) -> String {
        format!(
            "{}.{}.{}.{}.{}",
            self.right, self.wrong, self.unsure, self.streak, self.best
        )
    }

    /// A stored score; anything malformed reads as no score.
    pub fn read(stored: &str) -> Score {
        let parts: Vec<u32> = stored.split('.').filter_map(|p| p.parse().ok()).collect();
        match parts[..] {
            [right, wrong, unsure, streak, best] if streak <= right && best >= streak => Score {
                right,
                wrong,
                unsure,
                streak,
                best,
            },
            _ => Score::default(),
        }
    }
}

/// A guess and the move it was about, as the page reveals them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reveal {
    /// What the learner said.
    pub guess: Guess,
    /// What the search did.
    pub ahead: Ahead,
    /// Right, wrong or unsure.
    pub judgement: Judgement,
    /// What played without a question before the move, at a coarse [`Grain`].
    pub passed: Passed,
}

impl Reveal {
    /// A right guess of another square than the one played: a draw among squares the
    /// rule allows alike (min-conflicts' ties) fell elsewhere, and the words say so.
    pub fn drew_another(&self) -> bool {
        self.judgement == Judgement::Right
            && matches!(self.guess, Guess::Square(g) if self.ahead.truth.square() != Some(g))
    }
}

/// A search the learner predicts move by move.
#[derive(Debug, Clone)]
pub struct Predictor {
    setup: Setup,
    predicts: Predicts,
    machine: Machine,
    /// What the board shows, replayed from the machine's events as /solve's player
    /// replays them (a local search's start shows only the files placed so far).
    shown: Replay,
    ahead: Option<Ahead>,
    /// Moves played since the start.
    moves: usize,
    last: Option<Reveal>,
    /// How much of the search one prediction covers.
    grain: Grain,
}

impl Predictor {
    /// The search `setup` names, before its first move; an error for a size out of range.
    /// `None` inside when its algorithm cannot be predicted ([`Predicts::of`]).
    pub fn new(setup: Setup) -> Result<Option<Predictor>, Error> {
        let machine = Machine::new(setup)?;
        let shown = Replay::new(setup)?;
        let Some(predicts) = Predicts::of(setup.algorithm) else {
            return Ok(None);
        };
        Ok(Ahead::of(&machine).map(|ahead| Predictor {
            setup,
            predicts,
            machine,
            shown,
            ahead: Some(ahead),
            moves: 0,
            last: None,
            grain: Grain::Step,
        }))
    }

    /// The search.
    pub fn setup(&self) -> Setup {
        self.setup
    }

    /// What the learner points at in this search.
    pub fn predicts(&self) -> Predicts {
        self.predicts
    }

    /// The queens on the board now.
    pub fn placement(&self) -> Placement {
        self.shown.placement()
    }

    /// Moves played.
    pub fn moves(&self) -> usize {
        self.moves
    }

    /// The machine's steps played: where /solve shows the same moment.
    pub fn steps(&self) -> u64 {
        self.machine.counters().steps
    }

    /// Branch and bound's open nodes now, the next to expand first (none for the
    /// searches without a frontier).
    pub fn waiting(&self) -> Option<Waiting> {
        self.machine.branch_bound().map(Waiting::of)
    }

    /// The last guess and its move.
    pub fn last(&self) -> Option<Reveal> {
        self.last
    }

    /// How much of the search one prediction covers.
    pub fn grain(&self) -> Grain {
        self.grain
    }

    /// Predicts at `grain` from the next move on, if this search offers it.
    pub fn set_grain(&mut self, grain: Grain) {
        if Grain::offered(self.predicts).contains(&grain) {
            self.grain = grain;
            self.last = None;
        }
    }

    /// Whether the search has ended.
    pub fn is_done(&self) -> bool {
        self.ahead.is_none_or(|a| a.truth == Move::Done)
    }

    /// Judges `guess` against the next move, then plays the move. `None` once the
    /// search has ended.
    pub fn guess(&mut self, guess: Guess) -> Option<Reveal> {
        if self.is_done() {
            return None;
        }
        let mut ahead = self.ahead?;
        // At a coarse grain, the moves it passes over play first.
        let mut passed = Passed::default();
        while let Some(p) = self.grain.passes(&ahead) {
            passed += p;
            self.advance(ahead);
            ahead = self.ahead?;
        }
        let reveal = Reveal {
            guess,
            ahead,
            judgement: self.grain.judge(&ahead, guess),
            passed,
        };
        self.advance(ahead);
        self.last = Some(reveal);
        Some(reveal)
    }

    /// Plays `moves` moves without guesses (a teacher's link to a moment of the run);
    /// stops at the end.
    pub fn skip(&mut self, moves: usize) {
        for _ in 0..moves {
            match self.ahead {
                Some(ahead) if ahead.truth != Move::Done => self.advance(ahead),
                _ => break,
            }
        }
        self.last = None;
    }

    fn advance(&mut self, ahead: Ahead) {
        for _ in 0..ahead.steps {
            if let Some(event) = self.machine.step() {
                self.shown.apply(&event);
            }
        }
        self.moves += 1;
        self.ahead = Ahead::of(&self.machine);
    }
}

#[cfg(test)]
mod tests;
