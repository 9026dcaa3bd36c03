//! The head of branch and bound's frontier as a page shows it: the first few open
//! nodes in the order they will come out, and how many more wait behind them.
//!
//! A page that runs the machine itself (chapter 7 of /learn) reads the frontier from
//! it ([`Waiting::of`]). /solve only has the replay of a worker's events, and a
//! breadth-first frontier can hold a million nodes, too many to send or to copy into
//! every checkpoint of a replay; but the frontier is a function of the node expanded
//! last, so [`Waiting::after`] works out its head from that node alone. The tests
//! hold the two to each other at every step.

use super::{BranchBound, Expanded, Order, Replay};
use crate::{Placement, Square};

/// The first open nodes, the next to come out first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Waiting {
    /// A stack (the newest comes out first) or a queue (the oldest first).
    pub order: Order,
    /// At most [`Waiting::SHOWN`] nodes, in the order they will come out.
    pub head: Vec<Placement>,
    /// How many nodes wait in all.
    pub total: usize,
}

impl Waiting {
    /// How many nodes a page lists: enough to see which end comes out, few enough
    /// to read (and to recompute at every step of an animation).
    pub const SHOWN: usize = 8;

    /// The frontier of a machine.
    pub fn of(machine: &BranchBound) -> Waiting {
        Waiting {
            order: machine.order(),
            head: machine.waiting().take(Waiting::SHOWN).copied().collect(),
            total: machine.waiting().len(),
        }
    }

    /// The frontier of an n×n search in `order` once `expanded` was taken out and its
    /// children put in (before the first expansion, the empty board waits alone).
    pub fn after(n: usize, order: Order, expanded: Option<&Expanded>) -> Option<Waiting> {
        let Some(e) = expanded else {
            return Some(Waiting {
                order,
                head: vec![Placement::empty(n).ok()?],
                total: 1,
            });
        };
        let total = e.frontier as usize;
        let limit = total.min(Waiting::SHOWN);
        let head = match order {
            Order::DepthFirst => stack_head(&e.node, limit),
            Order::BreadthFirst => queue_head(&e.node, limit),
        };
        Some(Waiting { order, head, total })
    }

    /// The frontier at the step a replay shows; `None` for a search without one.
    pub fn of_replay(replay: &Replay) -> Option<Waiting> {
        let order = replay.setup.algorithm.frontier()?;
        Waiting::after(replay.setup.n, order, replay.expanded.as_ref())
    }

    /// The node the next step expands.
    pub fn next(&self) -> Option<&Placement> {
        self.head.first()
    }

    /// The nodes waiting behind the ones listed.
    pub fn more(&self) -> usize {
        self.total.saturating_sub(self.head.len())
    }
}

/// The safe children of `node`, lowest row first.
fn children(node: &Placement) -> impl Iterator<Item = Placement> + '_ {
    let col = node.len() as u32;
    let rows = if node.len() < node.n() { node.n() } else { 0 };
    (0..rows as u32)
        .map(move |row| Square::new(row, col))
        .filter(|&sq| !node.is_attacked(sq))
        .map(|sq| {
            let mut child = *node;
            child.place(sq);
            child
        })
}

/// `node` with only its first `len` columns.
fn prefix(node: &Placement, len: usize) -> Placement {
    let mut p = *node;
    for col in len..node.n() {
        p.clear_column(col);
    }
    p
}

/// Depth first: the stack holds, on top, the children just put in (the lowest row
/// first), then at each level of the node's path, from the deepest up, the siblings
/// still to be tried (those of a higher row).
fn stack_head(node: &Placement, limit: usize) -> Vec<Placement> {
    let levels = (1..=node.len()).rev().flat_map(|len| {
        let below = node.row(len - 1).unwrap_or(0);
        let parent = prefix(node, len - 1);
        children(&parent)
            .filter(move |c| c.row(len - 1).is_some_and(|r| r > below))
            .collect::<Vec<_>>()
    });
    children(node).chain(levels).take(limit).collect()
}

/// Breadth first: the queue holds every node of the node's depth that comes after it
/// in the order of the rows (the order they were put in), then the children of the
/// nodes expanded so far, which are the first nodes of the next depth in that order.
fn queue_head(node: &Placement, limit: usize) -> Vec<Placement> {
    let depth = node.len();
    let mut head: Vec<Placement> = std::iter::successors(next_at_depth(node), next_at_depth)
        .take(limit)
        .collect();
    if head.len() < limit && depth < node.n() {
        let rows = |p: &Placement| p.rows().take(depth).collect::<Vec<_>>();
        let expanded = rows(node);
        let root = prefix(node, 0);
        let deeper = std::iter::successors(first_from(&root, depth + 1, 0), next_at_depth)
            .take_while(|c| rows(c) <= expanded)
            .take(limit - head.len());
        head.extend(deeper);
    }
    head
}

/// The next node with as many queens as `node`, in the order of the rows.
fn next_at_depth(node: &Placement) -> Option<Placement> {
    let depth = node.len();
    (0..depth).rev().find_map(|col| {
        let row = node.row(col)?;
        first_from(&prefix(node, col), depth, row + 1)
    })
}

/// The first node of `depth` queens that extends `node`, its next queen on row
/// `min_row` or above.
fn first_from(node: &Placement, depth: usize, min_row: u32) -> Option<Placement> {
    if node.len() >= depth {
        return Some(*node);
    }
    children(node)
        .filter(|c| c.row(node.len()).is_some_and(|r| r >= min_row))
        .find_map(|c| first_from(&c, depth, 0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Algorithm, Goal, Machine, Setup};

    fn codes(w: &Waiting) -> Vec<String> {
        w.head.iter().map(Placement::to_code).collect()
    }

    #[test]
    fn worked_out_from_the_last_node_it_matches_the_machine_at_every_step() {
        for n in 4..=7 {
            for algorithm in [
                Algorithm::BranchBoundDepthFirst,
                Algorithm::BranchBoundBreadthFirst,
            ] {
                for goal in [Goal::All, Goal::First] {
                    let setup = Setup {
                        n,
                        algorithm,
                        goal,
                        seed: 1,
                    };
                    let mut machine = Machine::new(setup).unwrap();
                    let mut replay = Replay::new(setup).unwrap();
                    let mut step = 0;
                    loop {
                        let Some(bb) = machine.branch_bound() else {
                            unreachable!("a branch and bound setup")
                        };
                        let real = Waiting::of(bb);
                        let worked_out = Waiting::of_replay(&replay).unwrap();
                        assert_eq!(worked_out, real, "n = {n}, {algorithm:?}, step {step}");
                        let Some(event) = machine.step() else { break };
                        replay.apply(&event);
                        step += 1;
                    }
                }
            }
        }
    }

    #[test]
    fn at_most_eight_are_listed_and_the_rest_counted() {
        let setup = Setup {
            n: 6,
            algorithm: Algorithm::BranchBoundBreadthFirst,
            goal: Goal::All,
            seed: 1,
        };
        let mut machine = Machine::new(setup).unwrap();
        let mut replay = Replay::new(setup).unwrap();
        let first = Waiting::of_replay(&replay).unwrap();
        assert_eq!((codes(&first), first.more()), (vec!["000000".into()], 0));
        for _ in 0..3 {
            let event = machine.step().unwrap();
            replay.apply(&event);
        }
        // The root, a1 and a2 expanded: a3 … a6 wait ahead of a1's and a2's children.
        let w = Waiting::of_replay(&replay).unwrap();
        assert_eq!(
            codes(&w),
            ["300000", "400000", "500000", "600000", "130000", "140000", "150000", "160000"]
        );
        assert_eq!((w.total, w.more()), (11, 3));
        assert_eq!(w.next().map(Placement::to_code).as_deref(), Some("300000"));
    }

    #[test]
    fn other_searches_have_no_frontier() {
        let setup = Setup {
            n: 6,
            algorithm: Algorithm::Backtracking,
            goal: Goal::All,
            seed: 1,
        };
        assert_eq!(Waiting::of_replay(&Replay::new(setup).unwrap()), None);
        assert_eq!(Machine::new(setup).unwrap().waiting().count(), 0);
    }
}
