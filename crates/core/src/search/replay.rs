//! The state of an animation rebuilt from its events alone: everything a page draws.
//!
//! The page applies events streamed from a worker to a [`Replay`] and goes back by
//! replaying from a checkpoint, so the board at step k is, by construction, the replay
//! of the first k events — which tests compare with the machine itself. The counters
//! come from the events' own bookkeeping ([`Record`]), so nothing here depends on
//! which algorithm emitted them.

use super::list_rule::Built;
use super::tree::{SearchTree, MAX_TREE_N};
use super::{CodeLine, Event, LocalEvent, Machine, Reason, Record, SearchEvent, Setup, Tally};
use crate::error::Error;
use crate::{Placement, Square, MAX_BOARD_N};

/// What a square of the animation is doing now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Focus {
    /// The square is being considered for the next queen.
    Trying(Square),
    /// The square was refused, for this reason.
    Rejected(Square, Reason),
}

/// Branch and bound's last expansion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Expanded {
    /// The node taken from the frontier.
    pub node: Placement,
    /// Its safe children, put in the frontier.
    pub children: u32,
    /// Open nodes after that.
    pub frontier: u32,
}

/// The queens a local search's move touched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Moved {
    /// One column.
    pub a: u32,
    /// The other (the same for a move of one queen).
    pub b: u32,
    /// The move was made (false: refused, or no helpful partner).
    pub kept: bool,
}

/// The state rebuilt from events.
#[derive(Debug, Clone, PartialEq)]
pub struct Replay {
    /// What runs.
    pub setup: Setup,
    /// Row of the queen in each column (a permutation for the local searches).
    rows: [Option<u8>; MAX_BOARD_N],
    /// The square being tried or just refused.
    pub focus: Option<Focus>,
    /// The counters so far, and whether the run has ended.
    pub tally: Tally,
    /// Local search: diagonal collisions left.
    pub collisions: Option<u64>,
    /// Genetic algorithm: the generation shown.
    pub generation: Option<u32>,
    /// Local search: columns placed by the greedy start so far.
    placed_columns: Option<u32>,
    /// Nodes of the search tree by depth (queens on the board after a placement).
    pub depth_nodes: Vec<u64>,
    /// The last event was a solution.
    pub at_solution: bool,
    /// The line of pseudocode the last event executed (none before the first).
    pub line: Option<CodeLine>,
    /// Branch and bound: the node expanded last (the head of the stack or queue), with
    /// its children and the open nodes left once they were put in.
    pub expanded: Option<Expanded>,
    /// Local search: the queens the last move touched.
    pub moved: Option<Moved>,
    /// The queens of a search that places them one by one, in the order placed: the
    /// recursion's calls under way, outermost first.
    pub path: Vec<Square>,
    /// The search tree discovered so far (small boards, placement algorithms only).
    pub tree: Option<SearchTree>,
}

impl Replay {
    /// The state before the first event.
    pub fn new(setup: Setup) -> Result<Replay, Error> {
        let machine = Machine::new(setup)?;
        let n = setup.n;
        let mut rows = [None; MAX_BOARD_N];
        for (c, r) in machine
            .start_rows()
            .unwrap_or_default()
            .into_iter()
            .enumerate()
        {
            rows[c] = Some(r as u8);
        }
        let (collisions, placed_columns) = match &machine {
            Machine::MinConflicts(_) => (Some(0), Some(0)),
            Machine::SwapSearch(m) => (Some(m.board().collisions()), None),
            Machine::Annealing(m) => (Some(m.board().collisions()), None),
            Machine::Restarts(_) | Machine::Genetic(_) => (Some(0), None),
            _ => (None, None),
        };
        let grows_tree = matches!(
            machine,
            Machine::Backtracking(_) | Machine::DancingLinks(_) | Machine::Heuristic(_)
        );
        let mut depth_nodes = vec![0; n + 1];
        depth_nodes[0] = 1;
        Ok(Replay {
            setup,
            rows,
            focus: None,
            tally: machine.tally(),
            collisions,
            generation: None,
            placed_columns,
            depth_nodes,
            at_solution: false,
            line: None,
            path: Vec::new(),
            expanded: None,
            moved: None,
            tree: (n <= MAX_TREE_N && grows_tree).then(SearchTree::new),
        })
    }

    /// The queens to draw (the greedy start shows only the columns placed so far).
    pub fn placement(&self) -> Placement {
        let n = self.setup.n;
        let shown = self.placed_columns.map_or(n, |p| p as usize);
        let rows: Vec<Option<u32>> = (0..n)
            .map(|c| self.rows[c].filter(|_| c < shown).map(u32::from))
            .collect();
        Placement::from_rows(&rows).unwrap_or_else(|_| unreachable!("replayed rows fit the board"))
    }

    /// Whether the run has ended.
    pub fn is_finished(&self) -> bool {
        self.tally.done
    }

    /// Applies one event, exactly as the machine changed when it emitted it.
    pub fn apply(&mut self, event: &Event) {
        event.record(&mut self.tally);
        self.at_solution = event.is_solution();
        self.line = Some(event.code_line());
        match *event {
            Event::Search(e) => self.show_search(e),
            Event::Local(e) => self.show_local(e),
            Event::Built(e) => self.show_built(e),
        }
    }

    fn show_search(&mut self, e: SearchEvent) {
        match e {
            SearchEvent::Try(sq) => self.focus = Some(Focus::Trying(sq)),
            SearchEvent::Reject(sq, reason) => self.focus = Some(Focus::Rejected(sq, reason)),
            SearchEvent::Place(sq) | SearchEvent::PlaceFree(sq) => {
                self.rows[sq.col as usize] = Some(sq.row as u8);
                self.path.push(sq);
                self.depth_nodes[self.tally.counters.depth as usize] += 1;
                self.focus = Some(Focus::Trying(sq));
                if let Some(tree) = &mut self.tree {
                    tree.grow(sq);
                }
            }
            SearchEvent::Remove(sq) => {
                self.rows[sq.col as usize] = None;
                self.path.pop();
                self.focus = None;
                if let Some(tree) = &mut self.tree {
                    tree.retreat();
                }
            }
            SearchEvent::Solution => {
                self.focus = None;
                if let Some(tree) = &mut self.tree {
                    tree.mark_solution();
                }
            }
            SearchEvent::Rotate { from } => {
                self.rows[from as usize..self.setup.n].rotate_left(1);
                self.focus = None;
            }
            SearchEvent::Check { .. } => {}
            SearchEvent::Expand {
                node,
                children,
                frontier,
            } => {
                self.expanded = Some(Expanded {
                    node,
                    children,
                    frontier,
                });
                for (c, r) in node.rows().enumerate() {
                    self.rows[c] = r.map(|r| r as u8);
                }
                let depth = node.len();
                self.depth_nodes[depth] += u64::from(depth > 0);
                self.focus = None;
            }
            SearchEvent::LimitReached | SearchEvent::Done => self.focus = None,
        }
    }

    fn show_local(&mut self, e: LocalEvent) {
        self.moved = match e {
            LocalEvent::Place { col, from, .. } => Some(Moved {
                a: col,
                b: from,
                kept: true,
            }),
            LocalEvent::Swap { a, b, .. } => Some(Moved { a, b, kept: true }),
            LocalEvent::Refuse { a, b, .. } => Some(Moved { a, b, kept: false }),
            LocalEvent::Stuck { col, .. } => Some(Moved {
                a: col,
                b: col,
                kept: false,
            }),
            _ => None,
        };
        match e {
            LocalEvent::Place {
                col,
                row,
                from,
                collisions,
            } => {
                self.rows[from as usize] = self.rows[col as usize];
                self.rows[col as usize] = Some(row as u8);
                self.placed_columns = Some(col + 1);
                self.collisions = Some(collisions);
            }
            LocalEvent::Swap { a, b, collisions } => {
                self.rows.swap(a as usize, b as usize);
                self.collisions = Some(collisions);
            }
            LocalEvent::Stuck { collisions, .. }
            | LocalEvent::Refuse { collisions, .. }
            | LocalEvent::Rejected { collisions }
            | LocalEvent::GaveUp { collisions } => self.collisions = Some(collisions),
            LocalEvent::Draw { rows, collisions } => self.show_permutation(rows, collisions),
            LocalEvent::Generation {
                generation,
                best,
                collisions,
            } => {
                self.show_permutation(best, collisions);
                self.generation = Some(generation);
            }
            LocalEvent::Restart { seed } => {
                // The board starts again from the new seed; the tally has been reset.
                if let Ok(fresh) = Replay::new(Setup { seed, ..self.setup }) {
                    let tally = self.tally;
                    *self = Replay { tally, ..fresh };
                }
            }
            LocalEvent::Solved => {}
        }
    }

    fn show_permutation(&mut self, rows: Placement, collisions: u64) {
        for (c, r) in rows.rows().enumerate() {
            self.rows[c] = r.map(|r| r as u8);
        }
        self.collisions = Some(collisions);
    }

    fn show_built(&mut self, _: Built) {
        if let Ok(rows) = crate::construct::construct(self.setup.n) {
            for (c, r) in rows.iter().enumerate() {
                self.rows[c] = Some(*r as u8);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Algorithm, Goal};
    use super::*;

    /// The replay of the first k events equals the machine after k steps, for every k,
    /// counters included.
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
            assert_eq!(
                replay.tally,
                machine.tally(),
                "{setup:?} after {} steps",
                k + 1
            );
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
        assert_eq!(tree.nodes.len() as u64, 1 + r.tally.counters.placed);
        assert_eq!(tree.nodes.iter().filter(|t| t.solution).count(), 4);
        assert!(tree
            .nodes
            .iter()
            .skip(1)
            .all(|t| tree.nodes[t.parent as usize].depth + 1 == t.depth));
        assert_eq!(tree.path, vec![0]);
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
