//! Which line of an algorithm's pseudocode a step executes, so the solve page can mark
//! it at every step, forwards, backwards or after a scrub. The pseudocode itself is
//! words (the app's English and Spanish); each of its lines that a step can execute
//! carries one of these, and [`Replay`](super::Replay) keeps the current one as part of
//! the replayed state, so a rebuilt step marks the same line as the live one.

use super::local_event::LocalEvent;
use super::machine::{Algorithm, Event};
use super::SearchEvent;

/// A line of pseudocode, named by what it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CodeLine {
    /// Look at the next candidate square (the loop over rows, or a branch).
    Try,
    /// The candidate is attacked: skip it.
    Attacked,
    /// Put a queen on the candidate and go one level deeper.
    Place,
    /// Take the last queen back (the recursion returns).
    Remove,
    /// All queens are placed: a solution.
    Solution,
    /// Brute force: the next permutation, by a rotation.
    Rotate,
    /// Brute force: check a whole permutation's diagonals.
    Check,
    /// Branch and bound: take the next open node and put its children in.
    Expand,
    /// Local search: the greedy start places a queen.
    Greedy,
    /// Min-conflicts: an attacked queen moves along its file to a least conflicted square.
    Shift,
    /// Local search: two queens exchange rows.
    Swap,
    /// Local search: no helpful exchange for this queen.
    Stuck,
    /// Annealing: a worsening exchange refused at this temperature.
    Refuse,
    /// Random restarts: draw a fresh random permutation.
    Draw,
    /// Genetic algorithm: the random first generation.
    Populate,
    /// Genetic algorithm: breed the next generation.
    Breed,
    /// Local search: begin again from a new random start.
    Restart,
    /// Local search: no collision is left.
    Solved,
    /// Local search: the iteration cap is reached.
    GaveUp,
    /// The list rule writes the whole board.
    Build,
    /// Nothing is left to do.
    Done,
}

impl Event {
    /// The line of pseudocode this step executes.
    pub fn code_line(&self) -> CodeLine {
        match self {
            Event::Search(e) => match e {
                SearchEvent::Try(_) => CodeLine::Try,
                SearchEvent::Reject(..) => CodeLine::Attacked,
                SearchEvent::Place(_) | SearchEvent::PlaceFree(_) => CodeLine::Place,
                SearchEvent::Remove(_) => CodeLine::Remove,
                SearchEvent::Solution => CodeLine::Solution,
                SearchEvent::Rotate { .. } => CodeLine::Rotate,
                SearchEvent::Check { .. } => CodeLine::Check,
                SearchEvent::Expand { .. } => CodeLine::Expand,
                SearchEvent::LimitReached | SearchEvent::Done => CodeLine::Done,
            },
            Event::Local(e) => match e {
                LocalEvent::Place { .. } => CodeLine::Greedy,
                LocalEvent::Shift { .. } => CodeLine::Shift,
                LocalEvent::Swap { .. } => CodeLine::Swap,
                LocalEvent::Stuck { .. } => CodeLine::Stuck,
                LocalEvent::Refuse { .. } => CodeLine::Refuse,
                LocalEvent::Draw { .. } => CodeLine::Draw,
                LocalEvent::Rejected { .. } => CodeLine::Attacked,
                LocalEvent::Generation(p) if p.generation == 0 => CodeLine::Populate,
                LocalEvent::Generation(_) => CodeLine::Breed,
                LocalEvent::Restart { .. } => CodeLine::Restart,
                LocalEvent::Solved => CodeLine::Solved,
                LocalEvent::GaveUp { .. } => CodeLine::GaveUp,
            },
            Event::Built(_) => CodeLine::Build,
        }
    }
}

impl Algorithm {
    /// The lines its steps can execute: its pseudocode has each of them exactly once.
    pub const fn code_lines(self) -> &'static [CodeLine] {
        use CodeLine::*;
        match self {
            Algorithm::Backtracking | Algorithm::Permutations => {
                &[Try, Attacked, Place, Solution, Remove, Done]
            }
            Algorithm::Bitmask | Algorithm::DancingLinks | Algorithm::Heuristic => {
                &[Place, Solution, Remove, Done]
            }
            Algorithm::BruteForce => &[Check, Solution, Rotate, Done],
            Algorithm::BranchBoundDepthFirst | Algorithm::BranchBoundBreadthFirst => {
                &[Expand, Solution, Done]
            }
            Algorithm::MinConflicts => &[Greedy, Solved, Shift, GaveUp],
            // The swaps never give up: too long without progress, they start again.
            Algorithm::SosicGu => &[Greedy, Swap, Stuck, Restart, Solved],
            Algorithm::SwapSearch => &[Swap, Stuck, Restart, Solved, GaveUp],
            Algorithm::Construct => &[Build],
            Algorithm::Restarts => &[Draw, Attacked, Solved, GaveUp],
            Algorithm::Annealing => &[Swap, Refuse, Solved, GaveUp],
            Algorithm::Genetic => &[Populate, Breed, Solved, GaveUp],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Goal, Machine, Setup};

    #[test]
    fn every_step_of_every_algorithm_executes_one_of_its_lines() {
        for algorithm in Algorithm::ALL {
            for goal in [Goal::All, Goal::First] {
                let (min, _) = algorithm.sizes(goal);
                for n in min..min + 3 {
                    let setup = Setup {
                        n,
                        algorithm,
                        goal,
                        seed: 3,
                    };
                    let mut machine = Machine::new(setup).unwrap();
                    let mut steps = 0;
                    while let Some(event) = machine.step() {
                        let line = event.code_line();
                        assert!(
                            algorithm.code_lines().contains(&line),
                            "{algorithm:?} n = {n}: {event:?} executes {line:?}"
                        );
                        steps += 1;
                        if steps > 200_000 {
                            break;
                        }
                    }
                }
            }
        }
    }
}
