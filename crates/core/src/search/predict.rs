//! "Predict the next step": what a search will do next, as a learner can guess it.
//!
//! A learner does not guess events one by one (a try and its verdict are one decision
//! seen twice), so the searches' events are grouped into [`Move`]s: the square tried
//! next, going back, a node expanded, a queen repaired, a solution, the end. [`Ahead::of`]
//! looks ahead on a copy of the machine, so the check of a guess is exact and the
//! machine the page shows is never touched until the move plays: a page steps its own
//! machine [`Ahead::steps`] times. A move nobody could name (branch and bound's empty
//! root, a local search's fresh start) is folded into the move after it.
//!
//! Four kinds of search are offered ([`Predicts`]), each with one thing to point at:
//! the square the column-by-column searches try, the square dancing links places from
//! the rank or file with the fewest free squares, the node branch and bound expands
//! (named by its newest queen), and the queen the queen swaps repair.

use super::{Algorithm, Event, LocalEvent, Machine, Reason, SearchEvent};
use crate::model::Line;
use crate::{Placement, Square};

/// Events a move can take, at most: a fresh start, then a try and its verdict.
pub const LOOK: usize = 3;

/// What a learner points at to predict a search, by algorithm.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Predicts {
    /// The square tried next, column by column (backtracking, permutations, bitmasks);
    /// or going back, or a solution.
    Squares,
    /// The square dancing links places next, from the rank or file with the fewest
    /// free squares; or going back, or a solution.
    Cover,
    /// The node branch and bound expands next, named by its newest queen; or a solution.
    Nodes,
    /// The queen Sosič and Gu's queen swaps move next (or tries to); or the board solved.
    Queens,
}

impl Predicts {
    /// What the learner predicts for `algorithm`, or `None` when its moves are not
    /// things to point at on the board (brute force's rotations, annealing's random
    /// swaps, a generation).
    pub fn of(algorithm: Algorithm) -> Option<Predicts> {
        match algorithm {
            Algorithm::Backtracking | Algorithm::Permutations | Algorithm::Bitmask => {
                Some(Predicts::Squares)
            }
            Algorithm::DancingLinks => Some(Predicts::Cover),
            Algorithm::BranchBoundDepthFirst | Algorithm::BranchBoundBreadthFirst => {
                Some(Predicts::Nodes)
            }
            Algorithm::SosicGu => Some(Predicts::Queens),
            _ => None,
        }
    }

    fn of_machine(machine: &Machine) -> Option<Predicts> {
        match machine {
            Machine::Backtracking(_) => Some(Predicts::Squares),
            Machine::DancingLinks(_) => Some(Predicts::Cover),
            Machine::BranchBound(_) => Some(Predicts::Nodes),
            Machine::SosicGu(_) => Some(Predicts::Queens),
            _ => None,
        }
    }

    /// Whether "go back" is one of its moves (the searches that take queens back).
    pub fn goes_back(self) -> bool {
        matches!(self, Predicts::Squares | Predicts::Cover)
    }
}

/// What a search does next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// It tries this square as the next queen's place.
    Try(Square),
    /// No square of the column is left to try: the queen on this square goes back.
    Back(Square),
    /// Branch and bound expands the node whose newest queen (in its last filled
    /// column) stands here.
    Expand(Square),
    /// The queen swaps work on the queen of this square's column, which ends on this
    /// square (where it moved, or where it stayed when no swap helped).
    Repair(Square),
    /// The queens on the board are a solution: it reports it.
    Solution,
    /// Nothing is left to search.
    Done,
}

impl Move {
    /// The square the move is about, if it is about one.
    pub fn square(self) -> Option<Square> {
        match self {
            Move::Try(sq) | Move::Back(sq) | Move::Expand(sq) | Move::Repair(sq) => Some(sq),
            Move::Solution | Move::Done => None,
        }
    }
}

/// What became of a tried square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// A queen stands there now.
    Placed,
    /// Attacked along this line: the search moves on.
    Refused(Reason),
}

/// Why the move is the one it is, beyond the move itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Why {
    /// Column by column, in order: the move says it all.
    InOrder,
    /// Dancing links branches on this rank or file, which had this many free squares
    /// (the fewest); `None` once every rank and file is covered.
    Fewest(Option<(Line, u32)>),
    /// Branch and bound put this many children (safe squares of the next column) in
    /// its frontier, which then held `frontier` open nodes.
    Expanded {
        /// Children put in.
        children: u32,
        /// Open nodes after.
        frontier: u32,
        /// Every file of the node has a queen: a solution follows.
        complete: bool,
    },
    /// A local search's start placed the next column's queen.
    Started,
    /// The queen swaps swapped rows with the queen of column `partner` (`None`: no swap
    /// lowered the collisions, so the queen stayed), leaving `collisions`.
    Repaired {
        /// The other queen of the swap.
        partner: Option<u32>,
        /// Pairs of queens on a diagonal after the move.
        collisions: u64,
    },
}

/// A learner's guess at the next move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Guess {
    /// "It tries this square next" (a node's newest queen, a queen to repair).
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
    /// What decided the move.
    pub why: Why,
    /// The machine's events the move takes (a try and its verdict are two).
    pub steps: usize,
}

impl Ahead {
    /// The end of a search: no move left.
    pub const DONE: Ahead = Ahead {
        truth: Move::Done,
        verdict: None,
        why: Why::InOrder,
        steps: 0,
    };

    /// The next move of `machine`, or `None` when its algorithm is not one a learner
    /// can predict ([`Predicts::of`]).
    pub fn of(machine: &Machine) -> Option<Ahead> {
        let predicts = Predicts::of_machine(machine)?;
        let mut copy = machine.clone();
        let next: Vec<Event> = std::iter::from_fn(|| copy.step()).take(LOOK).collect();
        if next.is_empty() {
            return Some(Ahead::DONE);
        }
        // A machine at its end may still report one closing event.
        Some(Ahead::from_events(predicts, &machine.placement(), &next).unwrap_or(Ahead::DONE))
    }

    /// The move the events `next` begin with, the board being `before` (a page that
    /// holds the run's coming events, as /solve's player does, needs no machine):
    /// `None` when they are too few to tell (a try without its verdict).
    pub fn from_events(predicts: Predicts, before: &Placement, next: &[Event]) -> Option<Ahead> {
        match next.first()? {
            Event::Search(SearchEvent::Expand { node, .. }) if node.is_empty() => {
                Ahead::folded(predicts, before, next)
            }
            Event::Search(e) => Ahead::search(predicts, before, e, next.get(1)),
            Event::Local(LocalEvent::Restart { .. }) => Ahead::folded(predicts, before, next),
            Event::Local(e) => Some(Ahead::local(before, e)),
            Event::Built(_) => Some(Ahead::DONE),
        }
    }

    /// The move after a first event nobody could name, which it takes as one more step.
    fn folded(predicts: Predicts, before: &Placement, next: &[Event]) -> Option<Ahead> {
        let rest = Ahead::from_events(predicts, before, &next[1..])?;
        Some(Ahead {
            steps: rest.steps + 1,
            ..rest
        })
    }

    fn search(
        predicts: Predicts,
        before: &Placement,
        first: &SearchEvent,
        second: Option<&Event>,
    ) -> Option<Ahead> {
        let why = if predicts == Predicts::Cover {
            Why::Fewest(fewest(before))
        } else {
            Why::InOrder
        };
        let (truth, verdict, why, steps) = match first {
            SearchEvent::Try(square) => {
                let verdict = match second? {
                    Event::Search(SearchEvent::Reject(_, reason)) => Verdict::Refused(*reason),
                    _ => Verdict::Placed,
                };
                (Move::Try(*square), Some(verdict), why, 2)
            }
            SearchEvent::PlaceFree(square) => (Move::Try(*square), Some(Verdict::Placed), why, 1),
            SearchEvent::Remove(square) => (Move::Back(*square), None, why, 1),
            SearchEvent::Expand {
                node,
                children,
                frontier,
            } => {
                let col = node.len().saturating_sub(1);
                let row = node.row(col).unwrap_or(0);
                let why = Why::Expanded {
                    children: *children,
                    frontier: *frontier,
                    complete: node.len() == node.n(),
                };
                (Move::Expand(Square::new(row, col as u32)), None, why, 1)
            }
            SearchEvent::Solution => (Move::Solution, None, why, 1),
            _ => (Move::Done, None, Why::InOrder, 1),
        };
        Some(Ahead {
            truth,
            verdict,
            why,
            steps,
        })
    }

    fn local(before: &Placement, event: &LocalEvent) -> Ahead {
        let row_of = |col: u32| before.row(col as usize).unwrap_or(0);
        let (truth, why) = match *event {
            LocalEvent::Place { col, row, .. } => {
                (Move::Repair(Square::new(row, col)), Why::Started)
            }
            LocalEvent::Swap { a, b, collisions } => (
                Move::Repair(Square::new(row_of(b), a)),
                Why::Repaired {
                    partner: Some(b),
                    collisions,
                },
            ),
            LocalEvent::Stuck { col, collisions } => (
                Move::Repair(Square::new(row_of(col), col)),
                Why::Repaired {
                    partner: None,
                    collisions,
                },
            ),
            LocalEvent::Solved => (Move::Solution, Why::InOrder),
            _ => (Move::Done, Why::InOrder),
        };
        Ahead {
            truth,
            verdict: None,
            why,
            steps: 1,
        }
    }

    /// How `guess` compares with this move. A queen to repair is named by any square
    /// of its column: the learner points at the queen, not at where it will go.
    pub fn judge(&self, guess: Guess) -> Judgement {
        let right = match (guess, self.truth) {
            (Guess::NotSure, _) => return Judgement::Unsure,
            (Guess::Square(g), Move::Try(t) | Move::Expand(t)) => g == t,
            (Guess::Square(g), Move::Repair(t)) => g.col == t.col,
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

/// The rank or file dancing links branches on with the queens `placed`: the one with the
/// fewest free squares, the first in its list on a tie (ranks from the bottom, then files
/// from the left), as Algorithm X chooses. `None` when every rank and file holds a queen.
fn fewest(placed: &Placement) -> Option<(Line, u32)> {
    let n = placed.n() as u32;
    let free = |sq: Square| !placed.has_queen(sq) && !placed.is_attacked(sq);
    let occupied_rank = |r: u32| placed.queens().any(|q| q.row == r);
    let ranks = (0..n).filter(|&r| !occupied_rank(r)).map(|r| {
        (
            Line::Row(r as usize + 1),
            (0..n).filter(|&c| free(Square::new(r, c))).count() as u32,
        )
    });
    let files = (0..n)
        .filter(|&c| placed.row(c as usize).is_none())
        .map(|c| {
            (
                Line::Column(c as usize + 1),
                (0..n).filter(|&r| free(Square::new(r, c))).count() as u32,
            )
        });
    // The first of equal counts wins, as Algorithm X's strict comparison keeps it.
    ranks.chain(files).fold(
        None,
        |best: Option<(Line, u32)>, (line, count)| match best {
            Some((_, b)) if b <= count => best,
            _ => Some((line, count)),
        },
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

    /// Plays every move of a search, checking that each one's square is where the
    /// board shows it after the move; the moves' steps add up to the machine's events.
    fn moves(algorithm: Algorithm, n: usize) -> Vec<Ahead> {
        let mut m = machine(algorithm, n);
        let mut moves = Vec::new();
        loop {
            let ahead = Ahead::of(&m).unwrap();
            for _ in 0..ahead.steps {
                m.step();
            }
            let stands = match ahead.truth {
                Move::Try(sq) if ahead.verdict == Some(Verdict::Placed) => Some(sq),
                Move::Expand(sq) | Move::Repair(sq) => Some(sq),
                _ => None,
            };
            if let Some(sq) = stands {
                assert!(m.placement().has_queen(sq), "{algorithm:?}: {ahead:?}");
            }
            moves.push(ahead);
            if ahead.truth == Move::Done {
                return moves;
            }
        }
    }

    fn count(all: &[Ahead], what: impl Fn(&Ahead) -> bool) -> usize {
        all.iter().filter(|a| what(a)).count()
    }

    #[test]
    fn backtracking_starts_on_the_bottom_left_square_and_keeps_it() {
        let m = machine(Algorithm::Backtracking, 6);
        let ahead = Ahead::of(&m).unwrap();
        assert_eq!(ahead.truth, Move::Try(Square::new(0, 0)));
        assert_eq!(ahead.verdict, Some(Verdict::Placed));
        assert_eq!((ahead.why, ahead.steps), (Why::InOrder, 2));
    }

    #[test]
    fn looking_ahead_leaves_the_machine_where_it_was() {
        for algorithm in [Algorithm::Backtracking, Algorithm::SosicGu] {
            let m = machine(algorithm, 6);
            let before = (m.counters(), m.placement());
            Ahead::of(&m).unwrap();
            assert_eq!((m.counters(), m.placement()), before);
        }
    }

    #[test]
    fn the_moves_of_eight_queens_read_the_published_figures() {
        let all = moves(Algorithm::Backtracking, 8);
        let tries = count(&all, |a| matches!(a.truth, Move::Try(_)));
        let backs = count(&all, |a| matches!(a.truth, Move::Back(_)));
        let solutions = count(&all, |a| a.truth == Move::Solution);
        assert_eq!((tries, backs, solutions), (15_720, 2_056, 92));
        let placed = count(&all, |a| a.verdict == Some(Verdict::Placed));
        assert_eq!(placed, 2_056);
    }

    #[test]
    fn bitmasks_only_try_free_squares() {
        let all = moves(Algorithm::Bitmask, 6);
        assert!(all
            .iter()
            .all(|a| !matches!(a.verdict, Some(Verdict::Refused(_)))));
        assert_eq!(count(&all, |a| a.truth == Move::Solution), 4);
    }

    #[test]
    fn dancing_links_places_a_square_of_the_line_with_the_fewest_free_squares() {
        for n in [4, 6, 7] {
            let all = moves(Algorithm::DancingLinks, n);
            for a in &all {
                if let (Move::Try(sq), Why::Fewest(Some((line, free)))) = (a.truth, a.why) {
                    assert!(free > 0, "{a:?}");
                    match line {
                        Line::Row(r) => assert_eq!(sq.row as usize + 1, r, "{a:?}"),
                        Line::Column(c) => assert_eq!(sq.col as usize + 1, c, "{a:?}"),
                        _ => panic!("dancing links branched on a diagonal: {a:?}"),
                    }
                } else {
                    assert!(
                        !matches!(a.truth, Move::Try(_)),
                        "a try without its line: {a:?}"
                    );
                }
            }
            let tries = count(&all, |a| matches!(a.truth, Move::Try(_)));
            let backs = count(&all, |a| matches!(a.truth, Move::Back(_)));
            assert_eq!(tries, backs, "every queen placed is taken back at {n}");
            let solutions = count(&all, |a| a.truth == Move::Solution) as u64;
            assert_eq!(solutions, crate::count::count(n).unwrap().total);
        }
        // On the empty 6×6 board every line has six free squares: the first rank wins.
        let first = Ahead::of(&machine(Algorithm::DancingLinks, 6)).unwrap();
        assert_eq!(first.why, Why::Fewest(Some((Line::Row(1), 6))));
        assert_eq!(first.truth, Move::Try(Square::new(0, 0)));
    }

    #[test]
    fn branch_and_bound_names_its_nodes_by_their_newest_queen() {
        let all = moves(Algorithm::BranchBoundDepthFirst, 6);
        // The empty root is expanded with the first move, which is its lowest child.
        assert_eq!(all[0].truth, Move::Expand(Square::new(0, 0)));
        assert_eq!(all[0].steps, 2);
        assert_eq!(
            all[0].why,
            Why::Expanded {
                children: 4,
                frontier: 9,
                complete: false
            },
            "a1 leaves b3 to b6 safe: four children, beside a2 to a6"
        );
        assert_eq!(count(&all, |a| a.truth == Move::Solution), 4);
        // Depth first: after a1, its lowest child (b3).
        assert_eq!(all[1].truth, Move::Expand(Square::new(2, 1)));
        let breadth = moves(Algorithm::BranchBoundBreadthFirst, 6);
        // Breadth first: after a1, its sibling a2.
        assert_eq!(breadth[1].truth, Move::Expand(Square::new(1, 0)));
        assert_eq!(count(&breadth, |a| a.truth == Move::Solution), 4);
    }

    #[test]
    fn sosic_gu_starts_column_by_column_then_repairs_attacked_queens() {
        let all = moves(Algorithm::SosicGu, 8);
        for (col, a) in all.iter().take(8).enumerate() {
            assert!(
                matches!(a.truth, Move::Repair(sq) if sq.col == col as u32),
                "{a:?}"
            );
            assert_eq!(a.why, Why::Started);
        }
        // After the start, repairs (and a fresh start's columns if it gives up).
        let repairs = &all[8..all.len() - 2];
        assert!(repairs
            .iter()
            .all(|a| matches!(a.why, Why::Repaired { .. } | Why::Started)));
        assert_eq!(all[all.len() - 2].truth, Move::Solution);
        assert_eq!(all[all.len() - 1].truth, Move::Done);
    }

    #[test]
    fn a_guess_is_right_only_when_it_names_the_move() {
        let a1 = Square::new(0, 0);
        let try_a1 = Ahead {
            truth: Move::Try(a1),
            verdict: Some(Verdict::Placed),
            why: Why::InOrder,
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
            ..try_a1
        };
        assert_eq!(back.judge(Guess::Back), Judgement::Right);
        assert_eq!(back.judge(Guess::Square(a1)), Judgement::Wrong);
        // A queen to repair is named by its column: it stood on a3 and ends on a1.
        let repair = Ahead {
            truth: Move::Repair(a1),
            ..try_a1
        };
        assert_eq!(
            repair.judge(Guess::Square(Square::new(2, 0))),
            Judgement::Right
        );
        assert_eq!(
            repair.judge(Guess::Square(Square::new(0, 1))),
            Judgement::Wrong
        );
        assert_eq!(repair.judge(Guess::Solution), Judgement::Wrong);
    }

    #[test]
    fn the_events_alone_tell_the_same_move_or_say_they_are_too_few() {
        for algorithm in [
            Algorithm::Backtracking,
            Algorithm::DancingLinks,
            Algorithm::BranchBoundDepthFirst,
            Algorithm::SosicGu,
        ] {
            let predicts = Predicts::of(algorithm).unwrap();
            let mut m = machine(algorithm, 5);
            for _ in 0..300 {
                let mut copy = m.clone();
                let next: Vec<Event> = std::iter::from_fn(|| copy.step()).take(LOOK).collect();
                let ahead = Ahead::of(&m).unwrap();
                if next.is_empty() {
                    assert_eq!(ahead.truth, Move::Done);
                    break;
                }
                assert_eq!(
                    Ahead::from_events(predicts, &m.placement(), &next),
                    Some(ahead),
                    "{algorithm:?}"
                );
                for _ in 0..ahead.steps {
                    m.step();
                }
            }
        }
        let empty = Placement::empty(5).unwrap();
        let try_alone = [Event::Search(SearchEvent::Try(Square::new(0, 0)))];
        assert_eq!(
            Ahead::from_events(Predicts::Squares, &empty, &try_alone),
            None
        );
        assert_eq!(Ahead::from_events(Predicts::Squares, &empty, &[]), None);
    }

    #[test]
    fn other_searches_are_not_offered() {
        assert!(Ahead::of(&machine(Algorithm::BruteForce, 6)).is_none());
        assert_eq!(Predicts::of(Algorithm::Annealing), None);
        assert_eq!(Predicts::of(Algorithm::SosicGu), Some(Predicts::Queens));
        assert!(Predicts::of(Algorithm::DancingLinks).unwrap().goes_back());
        assert!(!Predicts::Nodes.goes_back());
    }
}
