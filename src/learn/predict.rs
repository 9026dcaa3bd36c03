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
mod tests {
    use super::*;
    use nqueens_core::search::predict::Verdict;
    use nqueens_core::search::{Algorithm, Goal};
    use nqueens_core::Square;

    fn six() -> Predictor {
        Predictor::new(Setup {
            n: 6,
            algorithm: Algorithm::Backtracking,
            goal: Goal::All,
            seed: 1,
        })
        .unwrap()
        .unwrap()
    }

    #[test]
    fn a_right_guess_scores_and_the_move_plays() {
        let mut p = six();
        let reveal = p.guess(Guess::Square(Square::new(0, 0))).unwrap();
        assert_eq!(reveal.judgement, Judgement::Right);
        assert_eq!(reveal.ahead.verdict, Some(Verdict::Placed));
        assert_eq!(p.placement().rows().next(), Some(Some(0)));
        assert_eq!((p.moves(), p.steps()), (1, 2));
    }

    #[test]
    fn the_second_column_refuses_the_first_two_rows() {
        let mut p = six();
        p.guess(Guess::NotSure);
        let first = p.guess(Guess::Square(Square::new(2, 1))).unwrap();
        assert_eq!(first.judgement, Judgement::Wrong, "b1 comes first");
        assert_eq!(first.ahead.truth, Move::Try(Square::new(0, 1)));
        assert!(matches!(first.ahead.verdict, Some(Verdict::Refused(_))));
    }

    #[test]
    fn the_score_keeps_its_streak_through_not_sure_and_survives_storage() {
        let mut s = Score::default();
        for j in [
            Judgement::Right,
            Judgement::Right,
            Judgement::Unsure,
            Judgement::Right,
            Judgement::Wrong,
            Judgement::Right,
        ] {
            s.add(j);
        }
        assert_eq!(
            (s.right, s.wrong, s.unsure, s.streak, s.best),
            (4, 1, 1, 1, 3)
        );
        assert_eq!(s.answered(), 6);
        assert_eq!(Score::read(&s.write()), s);
        assert_eq!(Score::read("nonsense"), Score::default());
        assert_eq!(
            Score::read("1.0.0.5.5"),
            Score::default(),
            "a streak longer than the right answers"
        );
    }

    #[test]
    fn a_run_guessed_to_its_end_stops_there() {
        let mut p = Predictor::new(Setup {
            n: 4,
            algorithm: Algorithm::Bitmask,
            goal: Goal::All,
            seed: 1,
        })
        .unwrap()
        .unwrap();
        let mut solutions = 0;
        while let Some(r) = p.guess(Guess::NotSure) {
            solutions += usize::from(r.ahead.truth == Move::Solution);
        }
        assert_eq!(solutions, 2);
        assert!(p.is_done());
        assert_eq!(p.guess(Guess::Back), None);
    }

    #[test]
    fn skipping_reaches_the_same_moment_as_guessing() {
        let mut guessed = six();
        for _ in 0..40 {
            guessed.guess(Guess::NotSure);
        }
        let mut skipped = six();
        skipped.skip(40);
        assert_eq!(skipped.placement(), guessed.placement());
        assert_eq!(skipped.steps(), guessed.steps());
        assert_eq!(skipped.last(), None);
    }

    #[test]
    fn sosic_gu_is_guessed_queen_by_queen_to_its_solution() {
        let mut p = Predictor::new(Setup {
            n: 8,
            algorithm: Algorithm::SosicGu,
            goal: Goal::All,
            seed: 103,
        })
        .unwrap()
        .unwrap();
        // The start places file a's queen first, on a random row (a6): only that very
        // square names it, not any square of the file.
        let first = p.guess(Guess::Square(Square::new(7, 0))).unwrap();
        assert_eq!(first.judgement, Judgement::Wrong);
        assert_eq!(
            first.ahead.judge(Guess::Square(Square::new(5, 0))),
            Judgement::Right
        );
        let mut last = first;
        while let Some(r) = p.guess(Guess::NotSure) {
            last = r;
        }
        assert_eq!(last.ahead.truth, Move::Solution);
        assert!(p.placement().is_solution());
        assert_eq!(
            p.moves(),
            21,
            "the chapter's run: 8 placed, 12 repairs, solved"
        );
    }

    #[test]
    fn min_conflicts_start_is_right_only_on_a_least_conflicted_square() {
        let mut p = Predictor::new(Setup {
            n: 8,
            algorithm: Algorithm::MinConflicts,
            goal: Goal::All,
            seed: 6,
        })
        .unwrap()
        .unwrap();
        // File a on an empty board: every square has no conflict, all are right.
        let first = p.guess(Guess::Square(Square::new(7, 0))).unwrap();
        assert_eq!(first.judgement, Judgement::Right);
        // File b: the squares a's queen attacks are wrong, not any square of the file.
        let a = p.placement().row(0).unwrap();
        let next = p.clone().guess(Guess::Square(Square::new(a, 1))).unwrap();
        assert_eq!(
            next.judgement,
            Judgement::Wrong,
            "b{} shares a's rank",
            a + 1
        );
        let mut last = next;
        while let Some(r) = p.guess(Guess::NotSure) {
            last = r;
        }
        assert_eq!(last.ahead.truth, Move::Solution);
        assert!(p.placement().is_solution());
    }

    #[test]
    fn branch_and_bound_shows_its_stack_the_next_node_first() {
        let mut p = Predictor::new(Setup {
            n: 6,
            algorithm: Algorithm::BranchBoundDepthFirst,
            goal: Goal::All,
            seed: 1,
        })
        .unwrap()
        .unwrap();
        // Chapter 7's third move: a1, b3 and c5 expanded, c5's only child d2 on top.
        p.skip(3);
        let w = p.waiting().unwrap();
        assert_eq!((w.total, w.head.len(), w.more()), (10, 8, 2));
        assert_eq!(w.next().map(Placement::to_code).as_deref(), Some("135200"));
        assert!(six().waiting().is_none(), "backtracking keeps no frontier");
    }

    #[test]
    fn searches_without_moves_to_point_at_are_not_offered() {
        let setup = Setup {
            n: 6,
            algorithm: Algorithm::Annealing,
            goal: Goal::All,
            seed: 1,
        };
        assert!(Predictor::new(setup).unwrap().is_none());
        assert!(Predictor::new(Setup { n: 99, ..setup }).is_err());
    }
}
