//! One interface over every search, for pages that animate them.
//!
//! A [`Machine`] steps any algorithm and emits [`Event`]s; a [`Replay`] rebuilds the
//! board, the counters, the square being tried and the conflicts from those events
//! alone. The page applies events streamed from a worker to a `Replay` and goes back
//! by replaying from a checkpoint, so the board at step k is, by construction, the
//! replay of the first k events — which tests compare with the machine itself.

use crate::error::{check_size, Error};
use crate::exact_cover::DancingLinks;
use crate::local::{LocalEvent, MinConflicts, SwapSearch};
use crate::search::{
    Backtracking, BranchBound, BruteForce, Candidates, Counters, Goal, Order, Reason, SearchEvent,
};
use crate::{Placement, Square, MAX_BOARD_N};

/// Every algorithm a page can animate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Algorithm {
    Backtracking,
    Permutations,
    Bitmask,
    BruteForce,
    BranchBoundDepthFirst,
    BranchBoundBreadthFirst,
    DancingLinks,
    MinConflicts,
    SwapSearch,
    Construct,
}

impl Algorithm {
    pub const ALL: [Algorithm; 10] = [
        Algorithm::Backtracking,
        Algorithm::Permutations,
        Algorithm::Bitmask,
        Algorithm::BruteForce,
        Algorithm::BranchBoundDepthFirst,
        Algorithm::BranchBoundBreadthFirst,
        Algorithm::DancingLinks,
        Algorithm::MinConflicts,
        Algorithm::SwapSearch,
        Algorithm::Construct,
    ];

    /// A stable identifier for URLs and `<select>` values.
    pub const fn id(self) -> &'static str {
        match self {
            Algorithm::Backtracking => "backtracking",
            Algorithm::Permutations => "permutations",
            Algorithm::Bitmask => "bitmask",
            Algorithm::BruteForce => "brute-force",
            Algorithm::BranchBoundDepthFirst => "branch-bound-dfs",
            Algorithm::BranchBoundBreadthFirst => "branch-bound-bfs",
            Algorithm::DancingLinks => "dancing-links",
            Algorithm::MinConflicts => "min-conflicts",
            Algorithm::SwapSearch => "swap-search",
            Algorithm::Construct => "construct",
        }
    }

    pub fn from_id(id: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.id() == id)
    }

    /// Local searches find one solution; they ignore the goal.
    pub const fn is_local(self) -> bool {
        matches!(
            self,
            Algorithm::MinConflicts | Algorithm::SwapSearch | Algorithm::Construct
        )
    }

    /// The board sizes an animation accepts for this algorithm and goal.
    pub const fn sizes(self, goal: Goal) -> (usize, usize) {
        match (self, goal) {
            (Algorithm::BruteForce, _) => (4, crate::search::brute_force::MAX_BRUTE_FORCE_N),
            (Algorithm::Construct | Algorithm::MinConflicts, _) => (4, MAX_BOARD_N),
            (Algorithm::SwapSearch, _) => (4, MAX_BOARD_N),
            (_, Goal::All) => (4, 14),
            (_, Goal::First) => (4, MAX_BOARD_N),
        }
    }
}

/// What to animate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Setup {
    pub n: usize,
    pub algorithm: Algorithm,
    pub goal: Goal,
    /// For the local searches.
    pub seed: u64,
}

/// The swap search gives up after this many swap attempts per queen.
const SWAP_CAP_PER_QUEEN: u64 = 400;

/// One step of any algorithm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    Search(SearchEvent),
    Local(LocalEvent),
    /// The constructive rule: the whole board at once.
    Built,
}

/// Any algorithm as one step machine.
#[derive(Debug, Clone)]
pub enum Machine {
    Backtracking(Backtracking),
    BruteForce(BruteForce),
    BranchBound(BranchBound),
    DancingLinks(DancingLinks),
    MinConflicts(MinConflicts),
    SwapSearch(SwapSearch),
    Construct { n: usize, done: bool },
}

impl Machine {
    pub fn new(setup: Setup) -> Result<Machine, Error> {
        let Setup {
            n,
            algorithm,
            goal,
            seed,
        } = setup;
        let (min, max) = algorithm.sizes(goal);
        check_size(n, min, max)?;
        Ok(match algorithm {
            Algorithm::Backtracking => {
                Machine::Backtracking(Backtracking::new(n, Candidates::AllRows, goal)?)
            }
            Algorithm::Permutations => {
                Machine::Backtracking(Backtracking::new(n, Candidates::UnusedRows, goal)?)
            }
            Algorithm::Bitmask => {
                Machine::Backtracking(Backtracking::new(n, Candidates::FreeSquares, goal)?)
            }
            Algorithm::BruteForce => Machine::BruteForce(BruteForce::new(n, goal)?),
            Algorithm::BranchBoundDepthFirst => {
                Machine::BranchBound(BranchBound::new(n, Order::DepthFirst, goal)?)
            }
            Algorithm::BranchBoundBreadthFirst => {
                Machine::BranchBound(BranchBound::new(n, Order::BreadthFirst, goal)?)
            }
            Algorithm::DancingLinks => Machine::DancingLinks(DancingLinks::new(n, goal)?),
            Algorithm::MinConflicts => Machine::MinConflicts(MinConflicts::new(n, seed)?),
            Algorithm::SwapSearch => {
                Machine::SwapSearch(SwapSearch::new(n, seed, SWAP_CAP_PER_QUEEN * n as u64)?)
            }
            Algorithm::Construct => Machine::Construct { n, done: false },
        })
    }

    pub fn step(&mut self) -> Option<Event> {
        match self {
            Machine::Backtracking(m) => m.step().map(Event::Search),
            Machine::BruteForce(m) => m.step().map(Event::Search),
            Machine::BranchBound(m) => m.step().map(Event::Search),
            Machine::DancingLinks(m) => m.step().map(Event::Search),
            Machine::MinConflicts(m) => m.step().map(Event::Local),
            Machine::SwapSearch(m) => m.step().map(Event::Local),
            Machine::Construct { done, .. } => {
                (!std::mem::replace(done, true)).then_some(Event::Built)
            }
        }
    }

    /// The published figures so far (local searches: moves tried and made).
    pub fn counters(&self) -> Counters {
        match self {
            Machine::Backtracking(m) => m.counters(),
            Machine::BruteForce(m) => m.counters(),
            Machine::BranchBound(m) => m.counters(),
            Machine::DancingLinks(m) => m.counters(),
            Machine::MinConflicts(m) => local_counters(m.stats(), m.is_done()),
            Machine::SwapSearch(m) => local_counters(m.stats(), m.board().collisions() == 0),
            Machine::Construct { n, done } => Counters {
                placed: if *done { *n as u64 } else { 0 },
                solutions: u64::from(*done),
                steps: u64::from(*done),
                ..Counters::default()
            },
        }
    }

    /// Steps until the first solution (or the end); returns it, if any was found.
    pub fn first_solution(&mut self) -> Option<Placement> {
        while let Some(event) = self.step() {
            if matches!(
                event,
                Event::Search(SearchEvent::Solution)
                    | Event::Local(LocalEvent::Solved)
                    | Event::Built
            ) {
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
            Machine::MinConflicts(m) => placement_of(m.board().rows()),
            Machine::SwapSearch(m) => placement_of(m.board().rows()),
            Machine::Construct { n, done } => {
                if *done {
                    placement_of(&crate::construct::construct(*n).unwrap_or_default())
                } else {
                    Placement::empty(*n).unwrap_or_else(|_| unreachable!("n was checked"))
                }
            }
        }
    }
}

fn local_counters(stats: crate::local::LocalStats, solved: bool) -> Counters {
    Counters {
        tried: stats.swaps_tried,
        placed: stats.swaps_done,
        solutions: u64::from(solved),
        steps: stats.steps,
        ..Counters::default()
    }
}

fn placement_of(rows: &[u32]) -> Placement {
    let rows: Vec<Option<u32>> = rows.iter().map(|&r| Some(r)).collect();
    Placement::from_rows(&rows).unwrap_or_else(|_| unreachable!("animated boards fit a placement"))
}

/// The search tree is drawn whole up to this board size.
pub const MAX_TREE_N: usize = 6;

/// A node of the search tree, discovered by a placement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TreeNode {
    /// Queens on the board at this node (0 for the root).
    pub depth: u8,
    /// Index of the parent node (the root is its own parent).
    pub parent: u16,
    /// The queen this node added.
    pub square: Square,
    /// A solution was announced at this node.
    pub solution: bool,
}

/// What a square of the animation is doing now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Focus {
    Trying(Square),
    Rejected(Square, Reason),
}

/// The state rebuilt from events: everything a page draws.
#[derive(Debug, Clone, PartialEq)]
pub struct Replay {
    pub setup: Setup,
    /// Row of the queen in each column (a permutation for the local searches).
    rows: [Option<u8>; MAX_BOARD_N],
    pub focus: Option<Focus>,
    pub counters: Counters,
    /// Local search: diagonal collisions left.
    pub collisions: Option<u64>,
    /// Local search: columns placed by the greedy start so far.
    placed_columns: Option<u32>,
    /// Nodes of the search tree by depth (queens on the board after a placement).
    pub depth_nodes: Vec<u64>,
    /// Branch and bound: open nodes now.
    frontier: u64,
    pub finished: bool,
    /// The last event was a solution.
    pub at_solution: bool,
    /// The search tree discovered so far, in discovery order (small boards, placement
    /// algorithms only); `path` holds the nodes of the queens on the board.
    pub tree: Option<Vec<TreeNode>>,
    pub path: Vec<u16>,
}

impl Replay {
    /// The state before the first event.
    pub fn new(setup: Setup) -> Result<Replay, Error> {
        let machine = Machine::new(setup)?;
        let n = setup.n;
        let mut rows = [None; MAX_BOARD_N];
        let mut collisions = None;
        let mut placed_columns = None;
        match &machine {
            Machine::MinConflicts(m) => {
                for (c, &r) in m.board().rows().iter().enumerate() {
                    rows[c] = Some(r as u8);
                }
                placed_columns = Some(0);
                collisions = Some(0);
            }
            Machine::SwapSearch(m) => {
                for (c, &r) in m.board().rows().iter().enumerate() {
                    rows[c] = Some(r as u8);
                }
                collisions = Some(m.board().collisions());
            }
            Machine::BruteForce(_) => {
                for (c, row) in rows.iter_mut().enumerate().take(n) {
                    *row = Some(c as u8);
                }
            }
            _ => {}
        }
        Ok(Replay {
            setup,
            rows,
            focus: None,
            counters: Counters {
                frontier_peak: u64::from(matches!(machine, Machine::BranchBound(_))),
                ..Counters::default()
            },
            collisions,
            placed_columns,
            depth_nodes: {
                let mut d = vec![0; n + 1];
                d[0] = 1;
                d
            },
            frontier: 1,
            finished: false,
            at_solution: false,
            tree: (n <= MAX_TREE_N
                && matches!(machine, Machine::Backtracking(_) | Machine::DancingLinks(_)))
            .then(|| {
                vec![TreeNode {
                    depth: 0,
                    parent: 0,
                    square: Square::new(0, 0),
                    solution: false,
                }]
            }),
            path: vec![0],
        })
    }

    /// The queens to draw (the greedy start shows only the columns placed so far).
    pub fn placement(&self) -> Placement {
        let n = self.setup.n;
        let shown = self.placed_columns.map_or(n, |p| p as usize);
        let rows: Vec<Option<u32>> = (0..n)
            .map(|c| {
                if c < shown {
                    self.rows[c].map(u32::from)
                } else {
                    None
                }
            })
            .collect();
        Placement::from_rows(&rows).unwrap_or_else(|_| unreachable!("replayed rows fit the board"))
    }

    /// Applies one event, exactly as the machine changed when it emitted it.
    pub fn apply(&mut self, event: &Event) {
        let n = self.setup.n;
        self.counters.steps += 1;
        self.at_solution = false;
        match *event {
            Event::Search(e) => self.apply_search(e),
            Event::Local(e) => match e {
                LocalEvent::Place {
                    col,
                    row,
                    from,
                    collisions,
                } => {
                    let old = self.rows[col as usize];
                    self.rows[from as usize] = old;
                    self.rows[col as usize] = Some(row as u8);
                    self.placed_columns = Some(col + 1);
                    self.collisions = Some(collisions);
                    self.counters.placed += 1;
                    self.counters.depth = col + 1;
                }
                LocalEvent::Swap { a, b, collisions } => {
                    self.rows.swap(a as usize, b as usize);
                    self.collisions = Some(collisions);
                    self.counters.tried += 1;
                    self.counters.placed += 1;
                }
                LocalEvent::Stuck { collisions, .. } => {
                    self.collisions = Some(collisions);
                    self.counters.tried += 1;
                }
                LocalEvent::Restart { seed } => {
                    if let Ok(fresh) = Replay::new(Setup { seed, ..self.setup }) {
                        let steps = self.counters.steps;
                        *self = fresh;
                        self.counters.steps = steps;
                    }
                }
                LocalEvent::Solved => {
                    self.counters.solutions = 1;
                    self.finished = true;
                    self.at_solution = true;
                }
                LocalEvent::GaveUp { collisions } => {
                    self.collisions = Some(collisions);
                    self.finished = true;
                }
            },
            Event::Built => {
                if let Ok(rows) = crate::construct::construct(n) {
                    for (c, r) in rows.iter().enumerate() {
                        self.rows[c] = Some(*r as u8);
                    }
                }
                self.counters.placed = n as u64;
                self.counters.solutions = 1;
                self.counters.depth = n as u32;
                self.finished = true;
                self.at_solution = true;
            }
        }
    }

    fn apply_search(&mut self, e: SearchEvent) {
        let n = self.setup.n;
        match e {
            SearchEvent::Try(sq) => {
                self.counters.tried += 1;
                self.focus = Some(Focus::Trying(sq));
            }
            SearchEvent::Reject(sq, reason) => self.focus = Some(Focus::Rejected(sq, reason)),
            SearchEvent::Place(sq) => {
                if matches!(
                    self.setup.algorithm,
                    Algorithm::Bitmask | Algorithm::DancingLinks
                ) {
                    self.counters.tried += 1; // these place without a separate try
                }
                self.rows[sq.col as usize] = Some(sq.row as u8);
                self.counters.placed += 1;
                self.counters.depth += 1;
                self.depth_nodes[self.counters.depth as usize] += 1;
                self.focus = Some(Focus::Trying(sq));
                if let Some(tree) = &mut self.tree {
                    let parent = self.path.last().copied().unwrap_or(0);
                    tree.push(TreeNode {
                        depth: self.counters.depth as u8,
                        parent,
                        square: sq,
                        solution: false,
                    });
                    self.path.push((tree.len() - 1) as u16);
                }
            }
            SearchEvent::Remove(sq) => {
                self.rows[sq.col as usize] = None;
                self.counters.removed += 1;
                self.counters.depth -= 1;
                self.focus = None;
                if self.tree.is_some() {
                    self.path.pop();
                }
            }
            SearchEvent::Solution => {
                self.counters.solutions += 1;
                self.at_solution = true;
                self.focus = None;
                if let (Some(tree), Some(&here)) = (&mut self.tree, self.path.last()) {
                    tree[here as usize].solution = true;
                }
            }
            SearchEvent::Rotate { from } => {
                let from = from as usize;
                self.rows[from..n].rotate_left(1);
                self.focus = None;
            }
            SearchEvent::Check { .. } => self.counters.tried += 1,
            SearchEvent::Expand(node) => {
                for (c, r) in node.rows().enumerate() {
                    self.rows[c] = r.map(|r| r as u8);
                }
                let depth = node.len();
                self.counters.depth = depth as u32;
                self.counters.expanded += 1;
                self.depth_nodes[depth] += u64::from(depth > 0);
                self.frontier -= 1;
                if depth < n {
                    let children = (0..n as u32)
                        .filter(|&r| !node.is_attacked(Square::new(r, depth as u32)))
                        .count() as u64;
                    self.counters.tried += n as u64;
                    self.counters.placed += children;
                    self.frontier += children;
                    self.counters.frontier_peak = self.counters.frontier_peak.max(self.frontier);
                }
                self.focus = None;
            }
            SearchEvent::LimitReached | SearchEvent::Done => {
                self.finished = true;
                self.focus = None;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The replay of the first k events equals the machine after k steps, for every k.
    fn replay_matches_machine(setup: Setup, limit: usize) {
        let mut machine = Machine::new(setup).unwrap();
        let mut replay = Replay::new(setup).unwrap();
        for k in 0..limit {
            let Some(event) = machine.step() else { break };
            replay.apply(&event);
            if !matches!(machine, Machine::MinConflicts(_))
                || replay.placed_columns == Some(setup.n as u32)
            {
                assert_eq!(
                    replay.placement(),
                    machine.placement(),
                    "{setup:?} after {} steps",
                    k + 1
                );
            }
        }
        let counters = match &machine {
            Machine::Backtracking(m) => Some(m.counters()),
            Machine::BruteForce(m) => Some(m.counters()),
            Machine::BranchBound(m) => Some(m.counters()),
            Machine::DancingLinks(m) => Some(m.counters()),
            _ => None,
        };
        if let Some(c) = counters {
            assert_eq!(replay.counters, c, "{setup:?}");
        }
    }

    #[test]
    fn every_algorithm_replays_exactly() {
        for algorithm in Algorithm::ALL {
            for goal in [Goal::First, Goal::All] {
                let n = if algorithm == Algorithm::BruteForce {
                    6
                } else {
                    8
                };
                replay_matches_machine(
                    Setup {
                        n,
                        algorithm,
                        goal,
                        seed: 3,
                    },
                    50_000,
                );
            }
        }
        replay_matches_machine(
            Setup {
                n: 40,
                algorithm: Algorithm::MinConflicts,
                goal: Goal::First,
                seed: 1,
            },
            10_000,
        );
    }

    #[test]
    fn the_tree_of_six_has_every_node_of_the_search() {
        let setup = Setup {
            n: 6,
            algorithm: Algorithm::Backtracking,
            goal: Goal::All,
            seed: 0,
        };
        let mut m = Machine::new(setup).unwrap();
        let mut r = Replay::new(setup).unwrap();
        while let Some(e) = m.step() {
            r.apply(&e);
        }
        let tree = r.tree.unwrap();
        assert_eq!(tree.len() as u64, 1 + r.counters.placed);
        assert_eq!(tree.iter().filter(|t| t.solution).count(), 4);
        assert!(tree
            .iter()
            .skip(1)
            .all(|t| tree[t.parent as usize].depth + 1 == t.depth));
        assert_eq!(r.path, vec![0]);
    }

    #[test]
    fn sizes_are_checked() {
        let setup = |n, algorithm, goal| Setup {
            n,
            algorithm,
            goal,
            seed: 0,
        };
        assert!(Machine::new(setup(15, Algorithm::Backtracking, Goal::All)).is_err());
        assert!(Machine::new(setup(64, Algorithm::Backtracking, Goal::First)).is_ok());
        assert!(Machine::new(setup(11, Algorithm::BruteForce, Goal::First)).is_err());
        assert!(Machine::new(setup(3, Algorithm::MinConflicts, Goal::First)).is_err());
    }
}
