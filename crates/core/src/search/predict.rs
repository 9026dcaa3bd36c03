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
//! Five kinds of search are offered ([`Predicts`]), each with one thing to point at:
//! the square the column-by-column searches try, the square dancing links places from
//! the rank or file with the fewest free squares, the node branch and bound expands
//! (named by its newest queen), the queen Sosič and Gu's swaps repair, and the square
//! min-conflicts moves an attacked queen to. A choice left to chance is judged at the
//! learner's grain: any move the rule allows is right (min-conflicts' queen and its
//! ties), and a random start is right only on its very square.

use super::min_conflicts::{conflicts, is_min_conflicts_move, least_conflicted};
use super::{Algorithm, Event, LocalEvent, Machine, Reason, SearchEvent};
use crate::model::Line;
use crate::{Placement, Square};
pub use why::Why;

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
    /// The queen Sosič and Gu's queen swaps move next (or try to); or the board solved.
    Queens,
    /// The square min-conflicts puts a queen on next: at the start, a least conflicted
    /// square of the next file; then an attacked queen's least conflicted square of its
    /// own file. Or the board solved.
    Shifts,
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
            Algorithm::MinConflicts => Some(Predicts::Shifts),
            Algorithm::BruteForce
            | Algorithm::SwapSearch
            | Algorithm::Construct
            | Algorithm::Heuristic
            | Algorithm::Restarts
            | Algorithm::Annealing
            | Algorithm::Genetic => None,
        }
    }

    fn of_machine(machine: &Machine) -> Option<Predicts> {
        match machine {
            Machine::Backtracking(_) => Some(Predicts::Squares),
            Machine::DancingLinks(_) => Some(Predicts::Cover),
            Machine::BranchBound(_) => Some(Predicts::Nodes),
            Machine::SosicGu(_) => Some(Predicts::Queens),
            Machine::MinConflicts(_) => Some(Predicts::Shifts),
            Machine::BruteForce(_)
            | Machine::SwapSearch(_)
            | Machine::ListRule(_)
            | Machine::Heuristic(_)
            | Machine::Restarts(_)
            | Machine::Annealing(_)
            | Machine::Genetic(_) => None,
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
    /// A local search's start puts the queen of this square's file here.
    Place(Square),
    /// The queen swaps work on the queen of this square's column, which ends on this
    /// square (where it moved, or where it stayed when no swap helped).
    Repair(Square),
    /// Min-conflicts moves the queen of this square's file here, along its file (or
    /// leaves it here, when its own square is one of the least conflicted).
    Shift(Square),
    /// The queens on the board are a solution: it reports it.
    Solution,
    /// Nothing is left to search.
    Done,
}

impl Move {
    /// The square the move is about, if it is about one.
    pub fn square(self) -> Option<Square> {
        match self {
            Move::Try(sq)
            | Move::Back(sq)
            | Move::Expand(sq)
            | Move::Place(sq)
            | Move::Repair(sq)
            | Move::Shift(sq) => Some(sq),
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
            Event::Local(e) => Some(Ahead::local(predicts, before, e)),
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

    fn local(predicts: Predicts, before: &Placement, event: &LocalEvent) -> Ahead {
        let row_of = |col: u32| before.row(col as usize).unwrap_or(0);
        let (truth, why) = match *event {
            LocalEvent::Place { col, row, .. } => {
                let why = if predicts == Predicts::Shifts {
                    Why::Greedy {
                        options: least_conflicted(before, col),
                        conflicts: conflicts(before, Square::new(row, col)),
                    }
                } else {
                    Why::Started
                };
                (Move::Place(Square::new(row, col)), why)
            }
            LocalEvent::Shift {
                col,
                from,
                to,
                collisions,
            } => {
                let mut after = *before;
                after.place(Square::new(to, col));
                (
                    Move::Shift(Square::new(to, col)),
                    Why::LeastConflicts {
                        before: *before,
                        from,
                        had: conflicts(before, Square::new(from, col)),
                        conflicts: conflicts(&after, Square::new(to, col)),
                        collisions,
                    },
                )
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
    /// of its column: the learner points at the queen, not at where it will go. What
    /// min-conflicts leaves to chance is any of its choices: at the start a least
    /// conflicted square of the file, then any attacked queen's least conflicted
    /// square. A random start is named only by its own square.
    pub fn judge(&self, guess: Guess) -> Judgement {
        let right = match (guess, self.truth) {
            (Guess::NotSure, _) => return Judgement::Unsure,
            (Guess::Square(g), Move::Try(t) | Move::Expand(t)) => g == t,
            (Guess::Square(g), Move::Repair(t)) => g.col == t.col,
            (Guess::Square(g), Move::Place(t)) => match self.why {
                Why::Greedy { options, .. } => {
                    g.col == t.col && options.checked_shr(g.row).is_some_and(|o| o & 1 == 1)
                }
                _ => g == t,
            },
            (Guess::Square(g), Move::Shift(t)) => match self.why {
                Why::LeastConflicts { before, .. } => is_min_conflicts_move(&before, g),
                _ => g == t,
            },
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
mod tests;
mod why;
