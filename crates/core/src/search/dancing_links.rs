//! The N-Queens problem as an exact cover, solved by Knuth's dancing links.
//!
//! Every square is an option covering four items: its rank and its file (primary:
//! each covered exactly once) and its two diagonals (secondary: covered at most once).
//! Algorithm X always branches on the primary item with the fewest options left, and
//! the links make covering and uncovering O(1) per node. The machine is iterative, so
//! it steps like every other search: one queen placed or taken back per step.

use super::{Goal, SearchEvent, Tally};
use crate::error::{check_size, Error};
use crate::{Placement, Solution, Square, MAX_BOARD_N};

/// The links of one node (an item header or an option's entry in an item).
#[derive(Debug, Clone, Copy, Default)]
struct Node {
    left: u32,
    right: u32,
    up: u32,
    down: u32,
    /// The item header this node belongs to (a header points to itself).
    item: u32,
    /// The square of the option, for option nodes.
    square: u16,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Next {
    /// Choose an item to branch on.
    Choose,
    /// Try option `node` for the item chosen at this level.
    Try(u32),
    /// Take back the option of the level below.
    Backtrack,
}

/// Algorithm X with dancing links, as a step machine.
#[derive(Debug, Clone)]
pub struct DancingLinks {
    n: usize,
    goal: Goal,
    nodes: Vec<Node>,
    /// Options left in each item.
    size: Vec<u32>,
    /// The option chosen at each level.
    chosen: Vec<u32>,
    next: Next,
    tally: Tally,
}

const ROOT: u32 = 0;

impl DancingLinks {
    /// The exact cover of the n×n board, 1 ≤ n ≤ 64.
    pub fn new(n: usize, goal: Goal) -> Result<DancingLinks, Error> {
        check_size(n, 1, MAX_BOARD_N)?;
        let primary = 2 * n;
        let items = primary + 2 * (2 * n - 1);
        let mut nodes = vec![Node::default(); items + 1];
        // Headers 1..=items; only the primary ones are in the root's list.
        for i in 0..=items as u32 {
            nodes[i as usize] = Node {
                left: i,
                right: i,
                up: i,
                down: i,
                item: i,
                square: 0,
            };
        }
        for i in 0..=primary as u32 {
            nodes[i as usize].right = if i as usize == primary { ROOT } else { i + 1 };
            nodes[i as usize].left = if i == 0 { primary as u32 } else { i - 1 };
        }
        let mut size = vec![0u32; items + 1];
        for row in 0..n {
            for col in 0..n {
                let sq = Square::new(row as u32, col as u32);
                let its = [
                    1 + row,
                    1 + n + col,
                    1 + primary + sq.diagonal(n as u32) as usize,
                    1 + primary + (2 * n - 1) + sq.anti_diagonal() as usize,
                ];
                let first = nodes.len() as u32;
                for (k, &item) in its.iter().enumerate() {
                    let id = first + k as u32;
                    let above = nodes[item].up;
                    nodes.push(Node {
                        left: if k == 0 { first + 3 } else { id - 1 },
                        right: if k == 3 { first } else { id + 1 },
                        up: above,
                        down: item as u32,
                        item: item as u32,
                        square: (row * n + col) as u16,
                    });
                    nodes[above as usize].down = id;
                    nodes[item].up = id;
                    size[item] += 1;
                }
            }
        }
        Ok(DancingLinks {
            n,
            goal,
            nodes,
            size,
            chosen: Vec::with_capacity(n),
            next: Next::Choose,
            tally: Tally::default(),
        })
    }

    fn cover(&mut self, item: u32) {
        let (l, r) = (
            self.nodes[item as usize].left,
            self.nodes[item as usize].right,
        );
        self.nodes[l as usize].right = r;
        self.nodes[r as usize].left = l;
        let mut i = self.nodes[item as usize].down;
        while i != item {
            let mut j = self.nodes[i as usize].right;
            while j != i {
                let Node {
                    up, down, item: it, ..
                } = self.nodes[j as usize];
                self.nodes[up as usize].down = down;
                self.nodes[down as usize].up = up;
                self.size[it as usize] -= 1;
                j = self.nodes[j as usize].right;
            }
            i = self.nodes[i as usize].down;
        }
    }

    fn uncover(&mut self, item: u32) {
        let mut i = self.nodes[item as usize].up;
        while i != item {
            let mut j = self.nodes[i as usize].left;
            while j != i {
                let Node {
                    up, down, item: it, ..
                } = self.nodes[j as usize];
                self.size[it as usize] += 1;
                self.nodes[up as usize].down = j;
                self.nodes[down as usize].up = j;
                j = self.nodes[j as usize].left;
            }
            i = self.nodes[i as usize].up;
        }
        let (l, r) = (
            self.nodes[item as usize].left,
            self.nodes[item as usize].right,
        );
        self.nodes[l as usize].right = item;
        self.nodes[r as usize].left = item;
    }

    fn square(&self, node: u32) -> Square {
        let s = self.nodes[node as usize].square as u32;
        Square::new(s / self.n as u32, s % self.n as u32)
    }

    /// The queens chosen so far.
    pub fn placement(&self) -> Placement {
        let mut p = Placement::empty(self.n).unwrap_or_else(|_| unreachable!("n was checked"));
        for &node in &self.chosen {
            p.place(self.square(node));
        }
        p
    }

    fn next_event(&mut self) -> SearchEvent {
        loop {
            match self.next {
                Next::Choose => {
                    if self.nodes[ROOT as usize].right == ROOT {
                        // Every rank and file covered: a solution.
                        if self.goal == Goal::First && self.tally.counters.solutions > 0 {
                            return SearchEvent::Done;
                        }
                        // A first-solution run stays here, and its next step ends it.
                        if self.goal == Goal::All {
                            self.next = Next::Backtrack;
                        }
                        return SearchEvent::Solution;
                    }
                    let mut best = self.nodes[ROOT as usize].right;
                    let mut i = best;
                    while i != ROOT {
                        if self.size[i as usize] < self.size[best as usize] {
                            best = i;
                        }
                        i = self.nodes[i as usize].right;
                    }
                    self.cover(best);
                    self.next = Next::Try(self.nodes[best as usize].down);
                }
                Next::Try(node) => {
                    let item = self.nodes[node as usize].item;
                    if node == item {
                        // No option left for this item.
                        self.uncover(item);
                        self.next = Next::Backtrack;
                        continue;
                    }
                    let mut j = self.nodes[node as usize].right;
                    while j != node {
                        self.cover(self.nodes[j as usize].item);
                        j = self.nodes[j as usize].right;
                    }
                    self.chosen.push(node);
                    self.next = Next::Choose;
                    return SearchEvent::PlaceFree(self.square(node));
                }
                Next::Backtrack => {
                    let Some(node) = self.chosen.pop() else {
                        return SearchEvent::Done;
                    };
                    let mut j = self.nodes[node as usize].left;
                    while j != node {
                        self.uncover(self.nodes[j as usize].item);
                        j = self.nodes[j as usize].left;
                    }
                    self.next = Next::Try(self.nodes[node as usize].down);
                    return SearchEvent::Remove(self.square(node));
                }
            }
        }
    }

    /// The solution on the board, right after an event that announced one.
    fn current_solution(&self) -> Option<Solution> {
        Solution::try_from(self.placement()).ok()
    }
}

super::step_machine!(DancingLinks, SearchEvent);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::StepMachine;

    #[test]
    fn finds_the_92() {
        let (found, c) = DancingLinks::new(8, Goal::All).unwrap().run();
        assert_eq!(found.len(), 92);
        assert_eq!(c.placed, c.removed);
        let (first, _) = DancingLinks::new(8, Goal::First).unwrap().run();
        assert_eq!(first.len(), 1);
    }

    /// It picks among the rows the matrix has left, so it never tries a square it then
    /// refuses: the solver's cover matrix has no row for a square on trial.
    #[test]
    fn only_places_on_free_squares_and_takes_them_back() {
        let mut search = DancingLinks::new(6, Goal::All).unwrap();
        while let Some(event) = search.step() {
            assert!(
                matches!(
                    event,
                    SearchEvent::PlaceFree(_)
                        | SearchEvent::Remove(_)
                        | SearchEvent::Solution
                        | SearchEvent::Done
                ),
                "{event:?}"
            );
        }
    }
}
