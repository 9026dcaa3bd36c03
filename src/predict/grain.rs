//! How much of a search one prediction covers. Square by square, backtracking on 6×6
//! takes 197 predictions to its first solution, most of them "an attacked square, it
//! moves on", which the board's shading already shows. A learner who has seen that can
//! predict at a coarser grain: where the next queen goes, or which queen comes off at
//! the next backtrack; the moves in between play without a question.

use nqueens_core::search::predict::{Ahead, Guess, Judgement, Move, Predicts, Verdict};

/// The moves one prediction is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub enum Grain {
    /// Every move: each square tried, each going back, each solution.
    #[default]
    Step,
    /// The next queen placed, going back, or a solution: attacked squares pass.
    Queen,
    /// The next backtrack (the queen that comes off) or a solution: tries pass.
    Backtrack,
}

/// What passed without a question before the move predicted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Passed {
    /// Squares tried and found attacked.
    pub refused: u32,
    /// Queens placed.
    pub placed: u32,
}

impl Passed {
    /// Whether nothing passed.
    pub fn is_empty(self) -> bool {
        self == Passed::default()
    }
}

impl Grain {
    /// Every grain, the finest first.
    pub const ALL: [Grain; 3] = [Grain::Step, Grain::Queen, Grain::Backtrack];

    /// The grains a search offers: the coarse ones only where squares are tried one by
    /// one and refused, or placed, or given back (backtracking and its kin).
    pub fn offered(predicts: Predicts) -> &'static [Grain] {
        match predicts {
            Predicts::Squares => &Grain::ALL,
            _ => &[Grain::Step],
        }
    }

    /// A stable name for attributes and tests.
    pub fn id(self) -> &'static str {
        match self {
            Grain::Step => "step",
            Grain::Queen => "queen",
            Grain::Backtrack => "backtrack",
        }
    }

    /// Whether a prediction at this grain passes over `ahead` without a question, and
    /// what it counts as.
    pub fn passes(self, ahead: &Ahead) -> Option<Passed> {
        let refused = Passed {
            refused: 1,
            placed: 0,
        };
        match (self, ahead.truth, ahead.verdict) {
            (Grain::Step, ..) => None,
            (_, Move::Try(_), Some(Verdict::Refused(_))) => Some(refused),
            (Grain::Backtrack, Move::Try(_), _) => Some(Passed {
                refused: 0,
                placed: 1,
            }),
            _ => None,
        }
    }

    /// How `guess` compares with the move predicted. At the backtrack grain the learner
    /// names the queen that comes off, so a square names a backtrack too; and "it goes
    /// back" names nothing there, where every question but a solution's is a backtrack,
    /// so it scores as not sure (the page offers no such button at this grain).
    pub fn judge(self, ahead: &Ahead, guess: Guess) -> Judgement {
        match (self, guess, ahead.truth) {
            (Grain::Backtrack, Guess::Square(g), Move::Back(t)) if g == t => Judgement::Right,
            (Grain::Backtrack, Guess::Back, _) => Judgement::Unsure,
            _ => ahead.judge(guess),
        }
    }
}

impl std::ops::AddAssign for Passed {
    fn add_assign(&mut self, other: Passed) {
        self.refused += other.refused;
        self.placed += other.placed;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::predict::predictor::Predictor;
    use nqueens_core::search::{Algorithm, Goal, Setup};
    use nqueens_core::Square;

    fn six(grain: Grain) -> Predictor {
        let mut p = Predictor::new(Setup {
            n: 6,
            algorithm: Algorithm::Backtracking,
            goal: Goal::All,
            seed: 1,
        })
        .expect("6 fits")
        .expect("backtracking is predicted");
        p.set_grain(grain);
        p
    }

    #[test]
    fn queen_by_queen_the_attacked_squares_pass_without_a_question() {
        let mut p = six(Grain::Queen);
        let a1 = p.guess(Guess::Square(Square::new(0, 0))).expect("a move");
        assert_eq!(a1.judgement, Judgement::Right);
        assert!(a1.passed.is_empty());
        // b1 and b2 are attacked: they pass, and the question is b3.
        let b3 = p.guess(Guess::Square(Square::new(2, 1))).expect("a move");
        assert_eq!(b3.judgement, Judgement::Right);
        assert_eq!(b3.ahead.truth, Move::Try(Square::new(2, 1)));
        assert_eq!(
            b3.passed,
            Passed {
                refused: 2,
                placed: 0
            }
        );
        assert_eq!(p.moves(), 4, "four moves played, two asked");
    }

    #[test]
    fn the_first_solution_takes_far_fewer_questions_queen_by_queen() {
        let questions = |grain| {
            let mut p = six(grain);
            let mut asked = 0;
            while let Some(r) = p.guess(Guess::NotSure) {
                asked += 1;
                if r.ahead.truth == Move::Solution {
                    return asked;
                }
            }
            asked
        };
        let (step, queen, back) = (
            questions(Grain::Step),
            questions(Grain::Queen),
            questions(Grain::Backtrack),
        );
        assert_eq!(step, 197, "the issue's count, square by square");
        assert!(queen * 3 < step, "queen by queen: {queen}");
        assert!(back < queen, "backtrack by backtrack: {back}");
    }

    #[test]
    fn at_the_backtrack_grain_the_queen_that_comes_off_is_named() {
        let mut p = six(Grain::Backtrack);
        let r = p.guess(Guess::NotSure).expect("a move");
        let Move::Back(off) = r.ahead.truth else {
            panic!("a backtrack first, not {:?}", r.ahead.truth);
        };
        assert!(
            r.passed.placed > 0 && r.passed.refused > 0,
            "{:?}",
            r.passed
        );
        assert_eq!(
            Grain::Backtrack.judge(&r.ahead, Guess::Square(off)),
            Judgement::Right
        );
        // "It goes back" is every answer here but a solution's: it names nothing.
        assert_eq!(
            Grain::Backtrack.judge(&r.ahead, Guess::Back),
            Judgement::Unsure
        );
        assert_eq!(
            Grain::Backtrack.judge(&r.ahead, Guess::Solution),
            Judgement::Wrong
        );
    }

    #[test]
    fn only_searches_that_try_squares_offer_the_coarse_grains() {
        assert_eq!(Grain::offered(Predicts::Squares).len(), 3);
        for p in [
            Predicts::Cover,
            Predicts::Nodes,
            Predicts::Queens,
            Predicts::Shifts,
        ] {
            assert_eq!(Grain::offered(p), &[Grain::Step]);
        }
    }
}
