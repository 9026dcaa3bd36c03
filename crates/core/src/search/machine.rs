//! Any algorithm as one step machine, for pages that animate them: the [`Algorithm`]
//! chosen (`algorithm.rs`), the [`Setup`] of a run, the [`Event`] every machine's events
//! fit in, and the [`Machine`] that steps whichever was chosen.

pub use super::algorithm::{Algorithm, Recursion, MAX_RESTARTS_N};
use super::list_rule::{Built, ListRule};
use super::{
    Annealing, Backtracking, BranchBound, BruteForce, Candidates, Counters, DancingLinks, Genetic,
    Goal, Heuristic, LocalEvent, MinConflicts, Order, Record, Restarts, SearchEvent, SosicGu,
    StepMachine, SwapSearch, Tally,
};
use crate::error::{check_size, Error};
use crate::Placement;

/// What to animate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Setup {
    /// The board size.
    pub n: usize,
    /// The algorithm that searches.
    pub algorithm: Algorithm,
    /// The first solution, or all of them.
    pub goal: Goal,
    /// For the local searches.
    pub seed: u64,
}

/// Random restarts give up after this many times the expected draws.
const RESTARTS_CAP_FACTOR: f64 = 20.0;

/// The swap search gives up after this many swap attempts per queen.
const SWAP_CAP_PER_QUEEN: u64 = 400;

/// One step of any algorithm: 32 bytes (80 before the boards some steps carry were
/// boxed), so a window of a million steps on the page holds 8 MB, not 20.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Event {
    /// A step of an exhaustive search.
    Search(SearchEvent),
    /// A move of a local search.
    Local(LocalEvent),
    /// The list rule: the whole board at once.
    Built(Built),
}

impl Record for Event {
    fn record(&self, tally: &mut Tally) {
        match self {
            Event::Search(e) => e.record(tally),
            Event::Local(e) => e.record(tally),
            Event::Built(e) => e.record(tally),
        }
    }

    fn is_solution(&self) -> bool {
        match self {
            Event::Search(e) => e.is_solution(),
            Event::Local(e) => e.is_solution(),
            Event::Built(e) => e.is_solution(),
        }
    }
}

/// Any algorithm as one step machine.
#[derive(Debug, Clone)]
pub enum Machine {
    /// Backtracking, permutations or bitmasks.
    Backtracking(Backtracking),
    /// Brute force by rotations.
    BruteForce(BruteForce),
    /// Branch and bound, either order.
    BranchBound(BranchBound),
    /// Dancing links.
    DancingLinks(DancingLinks),
    /// Min-conflicts.
    MinConflicts(MinConflicts),
    /// Sosič and Gu's queen swaps.
    SosicGu(SosicGu),
    /// The paper's swap search.
    SwapSearch(SwapSearch),
    /// The list rule.
    ListRule(ListRule),
    /// Kalé's ordered backtracking.
    Heuristic(Heuristic),
    /// Random restarts.
    Restarts(Restarts),
    /// Simulated annealing.
    Annealing(Annealing),
    /// The genetic algorithm.
    Genetic(Genetic),
}

impl Machine {
    /// The machine for `setup`, or why the setup cannot run (a size out of range).
    pub fn new(setup: Setup) -> Result<Machine, Error> {
        let Setup {
            n,
            algorithm,
            goal,
            seed,
        } = setup;
        let (min, max) = algorithm.sizes(goal);
        check_size(n, min, max)?;
        let backtracking = |c| Backtracking::new(n, c, goal).map(Machine::Backtracking);
        let branch_bound = |o| BranchBound::new(n, o, goal).map(Machine::BranchBound);
        match algorithm {
            Algorithm::Backtracking => backtracking(Candidates::AllRows),
            Algorithm::Permutations => backtracking(Candidates::UnusedRows),
            Algorithm::Bitmask => backtracking(Candidates::FreeSquares),
            Algorithm::BruteForce => BruteForce::new(n, goal).map(Machine::BruteForce),
            Algorithm::BranchBoundDepthFirst => branch_bound(Order::DepthFirst),
            Algorithm::BranchBoundBreadthFirst => branch_bound(Order::BreadthFirst),
            Algorithm::DancingLinks => DancingLinks::new(n, goal).map(Machine::DancingLinks),
            Algorithm::MinConflicts => MinConflicts::new(n, seed).map(Machine::MinConflicts),
            Algorithm::SosicGu => SosicGu::new(n, seed).map(Machine::SosicGu),
            Algorithm::SwapSearch => {
                SwapSearch::new(n, seed, SWAP_CAP_PER_QUEEN * n as u64).map(Machine::SwapSearch)
            }
            Algorithm::Construct => ListRule::new(n).map(Machine::ListRule),
            Algorithm::Heuristic => Heuristic::new(n, goal, seed).map(Machine::Heuristic),
            Algorithm::Restarts => {
                let expected = Restarts::expected_draws(n).unwrap_or(1.0);
                let cap = (expected * RESTARTS_CAP_FACTOR).ceil() as u64;
                Restarts::new(n, seed, cap).map(Machine::Restarts)
            }
            Algorithm::Annealing => Annealing::new(n, seed).map(Machine::Annealing),
            Algorithm::Genetic => Genetic::new(n, seed).map(Machine::Genetic),
        }
    }

    /// Advances by one event; `None` once the run has ended.
    pub fn step(&mut self) -> Option<Event> {
        match self {
            Machine::Backtracking(m) => m.step().map(Event::Search),
            Machine::BruteForce(m) => m.step().map(Event::Search),
            Machine::BranchBound(m) => m.step().map(Event::Search),
            Machine::DancingLinks(m) => m.step().map(Event::Search),
            Machine::MinConflicts(m) => m.step().map(Event::Local),
            Machine::SosicGu(m) => m.step().map(Event::Local),
            Machine::SwapSearch(m) => m.step().map(Event::Local),
            Machine::ListRule(m) => m.step().map(Event::Built),
            Machine::Heuristic(m) => m.step().map(Event::Search),
            Machine::Restarts(m) => m.step().map(Event::Local),
            Machine::Annealing(m) => m.step().map(Event::Local),
            Machine::Genetic(m) => m.step().map(Event::Local),
        }
    }

    /// The figures so far and whether the run has ended, kept by the events' own
    /// bookkeeping.
    pub fn tally(&self) -> Tally {
        *match self {
            Machine::Backtracking(m) => m.tally(),
            Machine::BruteForce(m) => m.tally(),
            Machine::BranchBound(m) => m.tally(),
            Machine::DancingLinks(m) => m.tally(),
            Machine::MinConflicts(m) => m.tally(),
            Machine::SosicGu(m) => m.tally(),
            Machine::SwapSearch(m) => m.tally(),
            Machine::ListRule(m) => m.tally(),
            Machine::Heuristic(m) => m.tally(),
            Machine::Restarts(m) => m.tally(),
            Machine::Annealing(m) => m.tally(),
            Machine::Genetic(m) => m.tally(),
        }
    }

    /// The figures so far.
    pub fn counters(&self) -> Counters {
        self.tally().counters
    }

    /// Steps until the first solution (or the end); returns it, if any was found.
    pub fn first_solution(&mut self) -> Option<Placement> {
        while let Some(event) = self.step() {
            if event.is_solution() {
                return Some(self.placement());
            }
        }
        None
    }

    /// The queens on the board now (all columns, for the local searches).
    pub fn placement(&self) -> Placement {
        match self {
            Machine::Backtracking(m) => m.placement(),
            Machine::BruteForce(m) => m.placement(),
            Machine::BranchBound(m) => m.placement(),
            Machine::DancingLinks(m) => m.placement(),
            Machine::MinConflicts(m) => m.placement(),
            Machine::SosicGu(m) => m.board().placement(),
            Machine::SwapSearch(m) => m.board().placement(),
            Machine::ListRule(m) => m.placement(),
            Machine::Heuristic(m) => m
                .placement()
                .unwrap_or_else(|| unreachable!("animated boards fit a placement")),
            Machine::Restarts(m) => m.board().placement(),
            Machine::Annealing(m) => m.board().placement(),
            Machine::Genetic(m) => m.best_board().unwrap_or_else(|| {
                crate::Placement::empty(m.n()).unwrap_or_else(|_| unreachable!("checked size"))
            }),
        }
    }

    /// Branch and bound's machine, which keeps a frontier (none for the others).
    pub fn branch_bound(&self) -> Option<&BranchBound> {
        match self {
            Machine::BranchBound(m) => Some(m),
            Machine::Backtracking(_)
            | Machine::BruteForce(_)
            | Machine::DancingLinks(_)
            | Machine::MinConflicts(_)
            | Machine::SosicGu(_)
            | Machine::SwapSearch(_)
            | Machine::ListRule(_)
            | Machine::Heuristic(_)
            | Machine::Restarts(_)
            | Machine::Annealing(_)
            | Machine::Genetic(_) => None,
        }
    }

    /// The open nodes in the order they will come out (branch and bound's frontier;
    /// nothing for the other searches, which keep none).
    pub fn waiting(&self) -> impl Iterator<Item = &Placement> + '_ {
        self.branch_bound()
            .into_iter()
            .flat_map(BranchBound::waiting)
    }

    /// The rows of a local search's permutation before its first step.
    pub(super) fn start_rows(&self) -> Option<Vec<u32>> {
        match self {
            Machine::SosicGu(m) => Some(m.board().rows().to_vec()),
            Machine::SwapSearch(m) => Some(m.board().rows().to_vec()),
            Machine::Annealing(m) => Some(m.board().rows().to_vec()),
            Machine::BruteForce(m) => Some(m.placement().rows().flatten().collect()),
            Machine::Backtracking(_)
            | Machine::BranchBound(_)
            | Machine::DancingLinks(_)
            | Machine::MinConflicts(_)
            | Machine::ListRule(_)
            | Machine::Heuristic(_)
            | Machine::Restarts(_)
            | Machine::Genetic(_) => None,
        }
    }
}
