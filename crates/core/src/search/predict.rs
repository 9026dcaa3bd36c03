//! "Predict the next step": what a search will do next, as a learner can guess it.
//!
//! A learner does not guess events one by one (a try and its verdict are one decision
//! seen twice), so the searches' events are grouped into [`Move`]s: the square tried
//! next, going back, a solution, the end. [`Ahead::of`] looks ahead on a copy of the
//! machine, so the check of a guess is exact and the machine the page shows is never
//! touched until the move plays: a page steps its own machine [`Ahead::steps`] times.
//!
//! Offered for the column-by-column searches (backtracking with sets, permutations and
//! bitmasks): there each move is one of a few things a learner can point at.

use super::{Algorithm, Event, Machine, Reason, SearchEvent};
use crate::Square;

/// What a search does next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// It tries this square as the next queen's place.
    Try(Square),
    /// No square of the column is left to try: the queen on this square goes back.
    Back(Square),
    /// The queens on the board are a solution: it reports it.
    Solution,
    /// Nothing is left to search.
    Done,
}

/// What became of a tried square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// A queen stands there now.
    Placed,
    /// Attacked along this line: the search moves on.
    Refused(Reason),
}

/// A learner's guess at the next move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Guess {
    /// "It tries this square next."
    Square(Square),
    /// "It goes back."
    Back,
    /// "That is a solution."
    Solution,
    /// "Not sure": no score is lost, the streak is kept.
    NotSure,
}

/// How a guess compares with the truth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Judgement {
    /// The guess names the move.
    Right,
    /// The guess names another move.
    Wrong,
    /// The learner said "not sure".
    Unsure,
}

/// The next move of a machine, found on a copy of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ahead {
    /// The move.
    pub truth: Move,
    /// For a try: whether the queen stays.
    pub verdict: Option<Verdict>,
    /// The machine's events the move takes (a try and its verdict are two).
    pub steps: usize,
}

impl Ahead {
    /// The next move of `machine`, or `None` when its algorithm is not one a learner can
    /// predict square by square.
    pub fn of(machine: &Machine) -> Option<Ahead> {
        if !matches!(machine, Machine::Backtracking(_)) {
            return None;
        }
        let mut copy = machine.clone();
        let next: Vec<Event> = std::iter::from_fn(|| copy.step()).take(2).collect();
        Some(Ahead::from_events(&next).unwrap_or(Ahead {
            truth: Move::Done,
            verdict: None,
            steps: 0,
        }))
    }

    /// The move the events `next` begin with (a page that holds the run's coming events,
    /// as /solve's player does, needs no machine): `None` when they are too few to tell,
    /// a try without its verdict.
    pub fn from_events(next: &[Event]) -> Option<Ahead> {
        let search = |i: usize| match next.get(i) {
            Some(Event::Search(e)) => Some(e),
            _ => None,
        };
        let (truth, verdict, steps) = match search(0)? {
            SearchEvent::Try(square) => {
                let verdict = match search(1)? {
                    SearchEvent::Reject(_, reason) => Verdict::Refused(*reason),
                    _ => Verdict::Placed,
                };
                (Move::Try(*square), Some(verdict), 2)
            }
            SearchEvent::PlaceFree(square) => (Move::Try(*square), Some(Verdict::Placed), 1),
            SearchEvent::Remove(square) => (Move::Back(*square), None, 1),
            SearchEvent::Solution => (Move::Solution, None, 1),
            _ => (Move::Done, None, 1),
        };
        Some(Ahead {
            truth,
            verdict,
            steps,
        })
    }

    /// How `guess` compares with this move.
    pub fn judge(&self, guess: Guess) -> Judgement {
        let right = match (guess, self.truth) {
            (Guess::NotSure, _) => return Judgement::Unsure,
            (Guess::Square(g), Move::Try(t)) => g == t,
            (Guess::Back, Move::Back(_)) | (Guess::Solution, Move::Solution) => true,
            _ => false,
        };
        if right {
            Judgement::Right
        } else {
            Judgement::Wrong
        }
    }
}

/// Whether the learner can predict `algorithm`'s moves.
pub fn predictable(algorithm: Algorithm) -> bool {
    matches!(
        algorithm,
        Algorithm::Backtracking | Algorithm::Permutations | Algorithm::Bitmask
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Goal, Setup};

    fn machine(algorithm: Algorithm, n: usize) -> Machine {
        Machine::new(Setup {
            n,
            algorithm,
            goal: Goal::All,
            seed: 1,
        })
        .unwrap()
    }

    /// Plays every move of a search; the moves' steps add up to the machine's events.
    fn moves(algorithm: Algorithm, n: usize) -> Vec<Ahead> {
        let mut m = machine(algorithm, n);
        let mut moves = Vec::new();
        loop {
            let ahead = Ahead::of(&m).unwrap();
            for _ in 0..ahead.steps {
                m.step();
            }
            moves.push(ahead);
            if ahead.truth == Move::Done {
                return moves;
            }
        }
    }

    #[test]
    fn backtracking_starts_on_the_bottom_left_square_and_keeps_it() {
        let m = machine(Algorithm::Backtracking, 6);
        let ahead = Ahead::of(&m).unwrap();
        assert_eq!(ahead.truth, Move::Try(Square::new(0, 0)));
        assert_eq!(ahead.verdict, Some(Verdict::Placed));
        assert_eq!(ahead.steps, 2);
    }

    #[test]
    fn looking_ahead_leaves_the_machine_where_it_was() {
        let m = machine(Algorithm::Backtracking, 6);
        let before = m.counters();
        Ahead::of(&m).unwrap();
        assert_eq!(m.counters(), before);
    }

    #[test]
    fn the_moves_of_eight_queens_read_the_published_figures() {
        let all = moves(Algorithm::Backtracking, 8);
        let tries = all
            .iter()
            .filter(|a| matches!(a.truth, Move::Try(_)))
            .count();
        let backs = all
            .iter()
            .filter(|a| matches!(a.truth, Move::Back(_)))
            .count();
        let solutions = all.iter().filter(|a| a.truth == Move::Solution).count();
        assert_eq!((tries, backs, solutions), (15_720, 2_056, 92));
        let placed = all
            .iter()
            .filter(|a| a.verdict == Some(Verdict::Placed))
            .count();
        assert_eq!(placed, 2_056);
    }

    #[test]
    fn bitmasks_only_try_free_squares() {
        let all = moves(Algorithm::Bitmask, 6);
        assert!(all
            .iter()
            .all(|a| !matches!(a.verdict, Some(Verdict::Refused(_)))));
        assert_eq!(all.iter().filter(|a| a.truth == Move::Solution).count(), 4);
    }

    #[test]
    fn a_guess_is_right_only_when_it_names_the_move() {
        let a1 = Square::new(0, 0);
        let try_a1 = Ahead {
            truth: Move::Try(a1),
            verdict: Some(Verdict::Placed),
            steps: 2,
        };
        assert_eq!(try_a1.judge(Guess::Square(a1)), Judgement::Right);
        assert_eq!(
            try_a1.judge(Guess::Square(Square::new(1, 0))),
            Judgement::Wrong
        );
        assert_eq!(try_a1.judge(Guess::Back), Judgement::Wrong);
        assert_eq!(try_a1.judge(Guess::NotSure), Judgement::Unsure);
        let back = Ahead {
            truth: Move::Back(a1),
            verdict: None,
            steps: 1,
        };
        assert_eq!(back.judge(Guess::Back), Judgement::Right);
        assert_eq!(back.judge(Guess::Square(a1)), Judgement::Wrong);
    }

    #[test]
    fn the_events_alone_tell_the_same_move_or_say_they_are_too_few() {
        let mut m = machine(Algorithm::Backtracking, 5);
        for _ in 0..300 {
            let mut copy = m.clone();
            let next: Vec<Event> = std::iter::from_fn(|| copy.step()).take(2).collect();
            let ahead = Ahead::of(&m).unwrap();
            if next.is_empty() {
                assert_eq!(ahead.truth, Move::Done);
                break;
            }
            assert_eq!(Ahead::from_events(&next), Some(ahead));
            for _ in 0..ahead.steps {
                m.step();
            }
        }
        let try_alone = [Event::Search(SearchEvent::Try(Square::new(0, 0)))];
        assert_eq!(Ahead::from_events(&try_alone), None);
        assert_eq!(Ahead::from_events(&[]), None);
    }

    #[test]
    fn other_searches_are_not_offered() {
        assert!(Ahead::of(&machine(Algorithm::BruteForce, 6)).is_none());
        assert!(!predictable(Algorithm::MinConflicts));
        assert!(predictable(Algorithm::Bitmask));
    }
}
