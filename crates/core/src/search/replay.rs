//! The state of an animation rebuilt from its events alone: everything a page draws.
//!
//! The page applies events streamed from a worker to a [`Replay`] and goes back by
//! replaying from a checkpoint, so the board at step k is, by construction, the replay
//! of the first k events — which tests compare with the machine itself. The counters
//! come from the events' own bookkeeping ([`Record`]), so nothing here depends on
//! which algorithm emitted them.

use super::genetic::Population;
use super::list_rule::Built;
use super::tree::{SearchTree, MAX_TREE_N};
use super::{CodeLine, Event, LocalEvent, Machine, Reason, Record, SearchEvent, Setup, Tally};
use crate::error::Error;
use crate::{Placement, Square, MAX_BOARD_N};

mod focus;
pub use focus::{Expanded, Focus, Moved, Rejection};

/// The state rebuilt from events.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Replay {
    /// What runs.
    pub setup: Setup,
    /// Row of the queen in each column (a permutation for the local searches but
    /// min-conflicts, whose queens may share a rank).
    #[cfg_attr(feature = "serde", serde(with = "rows_as_list"))]
    rows: [Option<u8>; MAX_BOARD_N],
    /// The square being tried or just refused.
    pub focus: Option<Focus>,
    /// The counters so far, and whether the run has ended.
    pub tally: Tally,
    /// Local search: diagonal collisions left.
    pub collisions: Option<u64>,
    /// Genetic algorithm: the generation shown.
    pub population: Option<Box<Population>>,
    /// Local search: columns placed by the greedy start so far.
    placed_columns: Option<u32>,
    /// Nodes of the search tree by depth (queens on the board after a placement).
    pub depth_nodes: Vec<u64>,
    /// The last event was a solution.
    pub at_solution: bool,
    /// The line of pseudocode the last event executed (none before the first).
    pub line: Option<CodeLine>,
    /// The event of the step shown (none before the first): what the page's sentence
    /// for the step tells.
    pub event: Option<Event>,
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
        // What each machine shows besides its queens: the collisions of a local search
        // (and the columns its greedy start has placed), or the search tree of one that
        // places queens one by one. Every machine is named, so a new one must choose.
        let (collisions, placed_columns, grows_tree) = match &machine {
            Machine::MinConflicts(_) | Machine::SosicGu(_) => (Some(0), Some(0), false),
            Machine::SwapSearch(m) => (Some(m.board().collisions()), None, false),
            Machine::Annealing(m) => (Some(m.board().collisions()), None, false),
            Machine::Restarts(_) | Machine::Genetic(_) => (Some(0), None, false),
            Machine::Backtracking(_) | Machine::DancingLinks(_) | Machine::Heuristic(_) => {
                (None, None, true)
            }
            Machine::BruteForce(_) | Machine::BranchBound(_) | Machine::ListRule(_) => {
                (None, None, false)
            }
        };
        let mut depth_nodes = vec![0; n + 1];
        depth_nodes[0] = 1;
        Ok(Replay {
            setup,
            rows,
            focus: None,
            tally: machine.tally(),
            collisions,
            population: None,
            placed_columns,
            depth_nodes,
            at_solution: false,
            line: None,
            event: None,
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
        let after_solution = self.at_solution;
        self.at_solution = event.is_solution();
        self.line = Some(event.code_line());
        self.event = Some(event.clone());
        match event {
            Event::Search(e) => self.show_search(e, after_solution),
            Event::Local(e) => self.show_local(e),
            Event::Built(e) => self.show_built(e),
        }
    }

    /// The queen on the board that shares `reason`'s line with `square`. It reads the
    /// rows in place: the replay runs this at every refusal, in the worker's pass over a
    /// whole run too, where building a placement each time cost three times the search.
    fn attacker(&self, square: Square, reason: Reason) -> Option<Square> {
        let n = self.setup.n as u32;
        let shown = self.placed_columns.map_or(self.setup.n, |p| p as usize);
        self.rows[..shown.min(self.setup.n)]
            .iter()
            .enumerate()
            .filter_map(|(c, r)| r.map(|r| Square::new(u32::from(r), c as u32)))
            .find(|q| match reason {
                Reason::Row => q.row == square.row,
                Reason::Diagonal => q.diagonal(n) == square.diagonal(n),
                Reason::AntiDiagonal => q.anti_diagonal() == square.anti_diagonal(),
            })
    }

    fn show_search(&mut self, e: &SearchEvent, after_solution: bool) {
        match *e {
            SearchEvent::Try(sq) => self.focus = Some(Focus::Trying(sq)),
            SearchEvent::Reject(square, reason) => {
                let n = self.setup.n as u32;
                self.focus = Some(Focus::Rejected(Rejection {
                    square,
                    reason,
                    by: self.attacker(square, reason),
                    // Only the row-by-row scan (backtracking) rejects squares one by
                    // one, and it tries the rows of a column upwards.
                    next: (square.row + 1 < n).then(|| Square::new(square.row + 1, square.col)),
                }));
            }
            SearchEvent::Place(sq) | SearchEvent::PlaceFree(sq) => {
                self.rows[sq.col as usize] = Some(sq.row as u8);
                self.path.push(sq);
                self.depth_nodes[self.tally.counters.depth as usize] += 1;
                self.focus = Some(Focus::Placed(sq));
                if let Some(tree) = &mut self.tree {
                    tree.grow(sq);
                }
            }
            SearchEvent::Remove(sq) => {
                self.rows[sq.col as usize] = None;
                self.path.pop();
                self.focus = Some(Focus::Removed {
                    square: sq,
                    after_solution,
                });
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
                ref node,
                children,
                frontier,
            } => {
                self.expanded = Some(Expanded {
                    node: **node,
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

    fn show_local(&mut self, e: &LocalEvent) {
        self.moved = match *e {
            LocalEvent::Place { col, from, .. } => Some(Moved {
                a: col,
                b: from,
                kept: true,
            }),
            LocalEvent::Shift { col, .. } => Some(Moved {
                a: col,
                b: col,
                kept: true,
            }),
            LocalEvent::Swap { a, b, .. } => Some(Moved { a, b, kept: true }),
            LocalEvent::Refuse { a, b, .. } => Some(Moved { a, b, kept: false }),
            LocalEvent::Stuck { col, .. } => Some(Moved {
                a: col,
                b: col,
                kept: false,
            }),
            LocalEvent::Draw { .. }
            | LocalEvent::Rejected { .. }
            | LocalEvent::Generation(_)
            | LocalEvent::GaveUp { .. }
            | LocalEvent::Restart { .. }
            | LocalEvent::Solved => None,
        };
        match *e {
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
            LocalEvent::Shift {
                col,
                to,
                collisions,
                ..
            } => {
                self.rows[col as usize] = Some(to as u8);
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
            LocalEvent::Draw {
                ref rows,
                collisions,
            } => self.show_permutation(rows, collisions),
            LocalEvent::Generation(ref population) => {
                if let Some(best) = population.best() {
                    self.show_permutation(&best.rows, best.collisions);
                }
                self.population = Some(population.clone());
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

    fn show_permutation(&mut self, rows: &Placement, collisions: u64) {
        for (c, r) in rows.rows().enumerate() {
            self.rows[c] = r.map(|r| r as u8);
        }
        self.collisions = Some(collisions);
    }

    fn show_built(&mut self, _: &Built) {
        if let Ok(rows) = crate::construct::construct(self.setup.n) {
            for (c, r) in rows.iter().enumerate() {
                self.rows[c] = Some(*r as u8);
            }
        }
    }
}

/// The rows travel as a list as long as the board (serde writes arrays of at most 32).
#[cfg(feature = "serde")]
mod rows_as_list {
    use crate::MAX_BOARD_N;
    use serde::{de, Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(
        rows: &[Option<u8>; MAX_BOARD_N],
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        let used = rows.iter().rposition(Option::is_some).map_or(0, |i| i + 1);
        rows[..used].serialize(serializer)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<[Option<u8>; MAX_BOARD_N], D::Error> {
        let list = Vec::<Option<u8>>::deserialize(deserializer)?;
        if list.len() > MAX_BOARD_N {
            return Err(de::Error::invalid_length(
                list.len(),
                &"at most one row per column",
            ));
        }
        let mut rows = [None; MAX_BOARD_N];
        rows[..list.len()].copy_from_slice(&list);
        Ok(rows)
    }
}

#[cfg(test)]
mod tests;
