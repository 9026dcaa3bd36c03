//! The constructive list rule as a one-step machine, so that the solver page can show
//! it beside the searches: the whole board appears in one step, already a solution.

use super::{Record, Tally};
use crate::construct::construct;
use crate::error::{check_size, Error};
use crate::{Placement, Solution, MAX_BOARD_N};

/// The one event of the list rule: every queen placed at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Built {
    /// The board size; the rows are the rule's for this n.
    pub n: u32,
}

impl Record for Built {
    fn record(&self, tally: &mut Tally) {
        let c = &mut tally.counters;
        c.steps += 1;
        c.placed = u64::from(self.n);
        c.depth = self.n;
        c.solutions = 1;
        tally.done = true;
    }

    fn is_solution(&self) -> bool {
        true
    }
}

/// The list rule: one step, then done.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListRule {
    rows: Vec<u32>,
    tally: Tally,
}

impl ListRule {
    /// The rule for an n×n board that can be drawn (n = 1 or 4 ≤ n ≤ 64).
    pub fn new(n: usize) -> Result<ListRule, Error> {
        check_size(n, 1, MAX_BOARD_N)?;
        Ok(ListRule {
            rows: construct(n)?,
            tally: Tally::default(),
        })
    }

    /// The rows once built (`rows[col]`, 0-based); nothing before the step.
    pub fn rows(&self) -> &[u32] {
        if self.tally.done {
            &self.rows
        } else {
            &[]
        }
    }
}

impl ListRule {
    /// The board: empty before the step, the rule's solution after it.
    pub fn placement(&self) -> Placement {
        let n = self.rows.len();
        let rows: Vec<Option<u32>> = (0..n).map(|c| self.rows().get(c).copied()).collect();
        Placement::from_rows(&rows).unwrap_or_else(|_| unreachable!("n was checked"))
    }

    fn next_event(&mut self) -> Built {
        Built {
            n: self.rows.len() as u32,
        }
    }

    /// The solution on the board, right after an event that announced one.
    fn current_solution(&self) -> Option<Solution> {
        Solution::new(self.rows()).ok()
    }
}

super::step_machine!(ListRule, Built);
