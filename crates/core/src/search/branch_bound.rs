//! Branch and bound from the university paper: nodes are partial placements (the
//! first columns filled), a node's children put a safe queen in the next column (the
//! bound drops attacked squares), and the open nodes wait in a frontier taken
//! last-in-first-out (depth first) or first-in-first-out (breadth first). The paper
//! compares the two for the first solution: depth first wins by far, because breadth
//! first must hold a whole level of the tree before reaching the last column.

use super::{Counters, Goal, SearchEvent, Tally};
use crate::error::{check_size, Error};
use crate::{Placement, Solution, Square, MAX_BOARD_N};
use std::collections::VecDeque;

/// The order in which open nodes are expanded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Order {
    /// The newest open node first (a stack).
    DepthFirst,
    /// The oldest open node first (a queue).
    BreadthFirst,
}

/// A breadth-first frontier stops growing here (about 35 MB of nodes).
pub const MAX_FRONTIER: usize = 1_000_000;

/// The step machine: one node expanded (or one solution announced) per step.
#[derive(Debug, Clone)]
pub struct BranchBound {
    n: usize,
    order: Order,
    goal: Goal,
    frontier: VecDeque<Placement>,
    /// The node expanded last (what the board shows).
    current: Placement,
    /// How many columns of `current` are filled.
    depth: usize,
    pending_solution: bool,
    tally: Tally,
}

impl BranchBound {
    /// A search of the n×n board, 1 ≤ n ≤ 64.
    pub fn new(n: usize, order: Order, goal: Goal) -> Result<Self, Error> {
        check_size(n, 1, MAX_BOARD_N)?;
        let root = Placement::empty(n)?;
        Ok(BranchBound {
            n,
            order,
            goal,
            frontier: VecDeque::from([root]),
            current: root,
            depth: 0,
            pending_solution: false,
            // The root waits in the frontier before the first step.
            tally: Tally {
                counters: Counters {
                    frontier_peak: 1,
                    ..Counters::default()
                },
                done: false,
            },
        })
    }

    /// The node expanded last.
    pub fn placement(&self) -> Placement {
        self.current
    }

    /// Depth or breadth first.
    pub fn order(&self) -> Order {
        self.order
    }

    /// The open nodes, in the order they will come out: the newest first for depth
    /// first (the back of the deque is the stack's top), the oldest first for breadth
    /// first. Read-only, so a page can show the frontier without owning it.
    pub fn waiting(&self) -> impl ExactSizeIterator<Item = &Placement> + '_ {
        let len = self.frontier.len();
        let order = self.order;
        // Every index is below `len`, so the indexing cannot fail.
        (0..len).map(move |i| match order {
            Order::DepthFirst => &self.frontier[len - 1 - i],
            Order::BreadthFirst => &self.frontier[i],
        })
    }

    fn next_event(&mut self) -> SearchEvent {
        if self.pending_solution {
            self.pending_solution = false;
            return SearchEvent::Solution;
        }
        if self.goal == Goal::First && self.tally.counters.solutions > 0 {
            return SearchEvent::Done;
        }
        // Checked after the expansion that crossed the limit was reported, so that its
        // frontier is in the counters' peak (the CLI and the page read the limit there).
        if self.frontier.len() > MAX_FRONTIER {
            return SearchEvent::LimitReached;
        }
        let node = match self.order {
            Order::DepthFirst => self.frontier.pop_back(),
            Order::BreadthFirst => self.frontier.pop_front(),
        };
        let Some(node) = node else {
            return SearchEvent::Done;
        };
        self.current = node;
        self.depth = node.len();
        if self.depth == self.n {
            self.pending_solution = true;
            return self.expanded(node, 0);
        }
        let col = self.depth as u32;
        let children: Vec<Placement> = (0..self.n as u32)
            .map(|row| Square::new(row, col))
            .filter(|&sq| !node.is_attacked(sq))
            .map(|sq| {
                let mut child = node;
                child.place(sq);
                child
            })
            .collect();
        let count = children.len() as u32;
        match self.order {
            // Reversed, so that the lowest row is expanded first (the listing order).
            Order::DepthFirst => self.frontier.extend(children.into_iter().rev()),
            Order::BreadthFirst => self.frontier.extend(children),
        }
        self.expanded(node, count)
    }

    fn expanded(&self, node: Placement, children: u32) -> SearchEvent {
        SearchEvent::Expand {
            node: Box::new(node),
            children,
            frontier: self.frontier.len() as u32,
        }
    }

    /// The solution on the board, right after an event that announced one.
    fn current_solution(&self) -> Option<Solution> {
        Solution::try_from(self.current).ok()
    }
}

super::step_machine!(BranchBound, SearchEvent);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::StepMachine;

    #[test]
    fn both_orders_find_all_92() {
        for order in [Order::DepthFirst, Order::BreadthFirst] {
            let (found, c) = BranchBound::new(8, order, Goal::All).unwrap().run();
            assert_eq!(found.len(), 92, "{order:?}");
            assert_eq!(c.expanded, 2057, "every node of the tree is expanded once");
        }
    }

    #[test]
    fn the_first_waiting_node_is_the_next_expanded() {
        for n in 4..=6 {
            for order in [Order::DepthFirst, Order::BreadthFirst] {
                let mut m = BranchBound::new(n, order, Goal::All).unwrap();
                let mut expansions = 0;
                loop {
                    let next = m.waiting().next().copied();
                    assert_eq!(m.waiting().len(), m.frontier.len());
                    let Some(event) = m.step() else { break };
                    if let SearchEvent::Expand { node, frontier, .. } = event {
                        assert_eq!(Some(*node), next, "n = {n}, {order:?}, step {expansions}");
                        assert_eq!(m.waiting().len(), frontier as usize);
                        expansions += 1;
                    }
                }
                assert!(expansions > 1 && m.waiting().next().is_none());
            }
        }
    }

    #[test]
    fn a_stack_gives_the_newest_and_a_queue_the_oldest() {
        // After the root and a1: depth first holds a1's children on top (b3 first),
        // breadth first still holds a2 … a4 ahead of them.
        let after_two = |order| {
            let mut m = BranchBound::new(4, order, Goal::All).unwrap();
            m.step();
            m.step();
            m.waiting().map(Placement::to_code).collect::<Vec<_>>()
        };
        assert_eq!(
            after_two(Order::DepthFirst),
            ["1300", "1400", "2000", "3000", "4000"]
        );
        assert_eq!(
            after_two(Order::BreadthFirst),
            ["2000", "3000", "4000", "1300", "1400"]
        );
    }

    #[test]
    fn breadth_first_stops_at_its_memory_limit_and_says_so() {
        // 15×15: the frontier passes a million open nodes before the last column.
        let (found, c) = BranchBound::new(15, Order::BreadthFirst, Goal::First)
            .unwrap()
            .run();
        assert!(found.is_empty());
        assert!(c.frontier_peak > MAX_FRONTIER as u64, "{c:?}");
    }

    #[test]
    fn depth_first_reaches_the_first_solution_sooner() {
        let (dfs, d) = BranchBound::new(8, Order::DepthFirst, Goal::First)
            .unwrap()
            .run();
        let (bfs, b) = BranchBound::new(8, Order::BreadthFirst, Goal::First)
            .unwrap()
            .run();
        assert_eq!(dfs[0].to_code(), "15863724");
        assert_eq!(bfs[0].to_code(), "15863724");
        assert!(d.expanded < b.expanded && d.frontier_peak < b.frontier_peak);
    }
}
