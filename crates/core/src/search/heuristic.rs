//! Backtracking with variable and value ordering, after Kalé (1990): the paper cites
//! it as solving boards of thousands of queens where plain backtracking stalls past
//! about a hundred.
//!
//! - **Most constrained line first.** The next line filled is the column or row with
//!   the fewest free squares left (ties: the one nearest the edge, then the seed's
//!   order). A line with none left ends the branch at once (forward checking), long
//!   before plain backtracking would reach it.
//! - **Least constraining square.** Its free squares are tried in order of how many
//!   free squares a queen there would take away on its four lines (ties: nearest a
//!   corner, then the seed's order).
//!
//! Both orders cost O(1) per square because the search keeps the free squares counted
//! per column, row and diagonal, updated in O(n) per queen. So a step is O(n), and the
//! first solution of n = 1,000 takes a few thousand steps. Every square tried is free,
//! so each step places a queen ([`SearchEvent::PlaceFree`]) or takes one back; the
//! lines fill in the order chosen, not from the left.
//!
//! **Fresh starts.** Alone, the ordering hit heavy tails (n = 405 took 11 million queens,
//! 80 s), so an attempt past its budget starts afresh, ties broken anew, budget doubled
//! (still complete): every n from 4 to 700 then took at most 60 n queens, three seeds.
//!
//! **Ordering makes backtracking scale.** Queens placed before the first solution
//! (`nqueens first N --algo ID --stats`, seed 1), against plain backtracking (the sets,
//! the permutations and the bitmasks all place the same queens):
//!
//! | n | plain backtracking | heuristic |
//! |---|---:|---:|
//! | 8 | 113 | 85 |
//! | 16 | 10,052 | 80 |
//! | 24 | 411,608 | 24 |
//! | 32 | 87,491,425 | 40 |
//! | 64 | not finished in 2 minutes | 104 |
//! | 128, 1,000 | beyond the animated boards (64) | 186, 1,027 (0.06 s) |

use super::{Goal, SearchEvent, Tally};
use crate::error::{check_size, Error};
use crate::{Placement, Solution, Square};

/// The largest board this search takes (the CLI's `first --algo heuristic`).
pub const MAX_HEURISTIC_N: usize = 100_000;

/// A line (column or row) being filled: its free squares in the order they are
/// tried, and the queen it put down.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Frame {
    squares: Vec<Square>,
    /// The next of `squares` to try.
    next: usize,
    /// The queen this line holds now.
    queen: Option<Square>,
}

/// The step machine (see the module documentation).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Heuristic {
    n: u32,
    goal: Goal,
    /// The row of each column's queen.
    rows: Vec<Option<u32>>,
    /// A queen holds this row, "/" diagonal (row − col + n − 1), "\" diagonal (row + col).
    row_taken: Vec<bool>,
    up_taken: Vec<bool>,
    down_taken: Vec<bool>,
    /// Free squares of the empty columns: in each column, and on each row and diagonal.
    col_free: Vec<u32>,
    row_free: Vec<u32>,
    up_free: Vec<u32>,
    down_free: Vec<u32>,
    /// The columns being filled, outermost first.
    stack: Vec<Frame>,
    /// A solution was just announced; the next step backtracks (or stops).
    at_solution: bool,
    /// Breaks ties among equally ranked lines and squares.
    seed: u64,
    /// First solution only: the fresh starts so far, the queens this attempt may still
    /// place, and whether all queens are being taken back for a fresh start.
    restarts: u32,
    budget: u64,
    unwinding: bool,
    tally: Tally,
}

/// The first attempt may place this many queens per column before a fresh start;
/// each fresh start doubles it, so the search stays complete.
const BUDGET_PER_COLUMN: u64 = 4;

/// A well-mixed 64-bit value of a few small ones (splitmix64's finaliser).
fn mix(a: u64, b: u64) -> u64 {
    let mut z = a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Heuristic {
    /// A search of the n×n board, 1 ≤ n ≤ [`MAX_HEURISTIC_N`].
    pub fn new(n: usize, goal: Goal, seed: u64) -> Result<Heuristic, Error> {
        check_size(n, 1, MAX_HEURISTIC_N)?;
        let lines = 2 * n - 1;
        let mut search = Heuristic {
            n: n as u32,
            goal,
            rows: vec![None; n],
            row_taken: vec![false; n],
            up_taken: vec![false; lines],
            down_taken: vec![false; lines],
            col_free: vec![n as u32; n],
            row_free: vec![n as u32; n],
            up_free: vec![0; lines],
            down_free: vec![0; lines],
            stack: Vec::new(),
            at_solution: false,
            seed,
            restarts: 0,
            budget: BUDGET_PER_COLUMN * n as u64,
            unwinding: false,
            tally: Tally::default(),
        };
        for col in 0..n as u32 {
            for row in 0..n as u32 {
                let (u, d) = (search.up(col, row), search.down(col, row));
                search.up_free[u] += 1;
                search.down_free[d] += 1;
            }
        }
        search.open_frame();
        Ok(search)
    }

    /// The queens on the board now; none above 64 columns, wider than a placement.
    pub fn placement(&self) -> Option<Placement> {
        Placement::from_rows(&self.rows).ok()
    }

    /// The row of each column's queen, once every column has one.
    pub fn rows(&self) -> Option<Vec<u32>> {
        self.rows.iter().copied().collect()
    }

    /// The queens of the columns being filled, outermost call first.
    pub fn path(&self) -> impl Iterator<Item = Square> + '_ {
        self.stack.iter().filter_map(|f| f.queen)
    }

    fn up(&self, col: u32, row: u32) -> usize {
        (row + self.n - 1 - col) as usize
    }

    fn down(&self, col: u32, row: u32) -> usize {
        (row + col) as usize
    }

    fn is_free(&self, col: u32, row: u32) -> bool {
        self.rows[col as usize].is_none()
            && !self.row_taken[row as usize]
            && !self.up_taken[self.up(col, row)]
            && !self.down_taken[self.down(col, row)]
    }

    /// Adds `by` (±1) to the counts of the lines through a square.
    fn count(&mut self, col: u32, row: u32, by: i32) {
        let (u, d) = (self.up(col, row), self.down(col, row));
        for slot in [
            &mut self.col_free[col as usize],
            &mut self.row_free[row as usize],
            &mut self.up_free[u],
            &mut self.down_free[d],
        ] {
            *slot = slot.wrapping_add_signed(by);
        }
    }

    /// The squares of other empty columns on the lines through (col, row).
    fn lines_through(&self, col: u32, row: u32) -> impl Iterator<Item = (u32, u32)> + '_ {
        let n = self.n as i64;
        (0..self.n)
            .filter(move |&c| c != col && self.rows[c as usize].is_none())
            .flat_map(move |c| {
                let dc = c as i64 - col as i64;
                [row as i64, row as i64 + dc, row as i64 - dc]
                    .into_iter()
                    .filter(move |&r| (0..n).contains(&r))
                    .map(move |r| (c, r as u32))
            })
    }

    /// Puts a queen on (col, row), a free square, and takes the squares it attacks off
    /// the counts.
    fn place(&mut self, col: u32, row: u32) {
        self.recount_around(col, row, -1);
        self.rows[col as usize] = Some(row);
        self.set_taken(col, row, true);
    }

    /// Takes the queen of (col, row) back and counts the squares it freed.
    fn remove(&mut self, col: u32, row: u32) {
        self.set_taken(col, row, false);
        self.rows[col as usize] = None;
        self.recount_around(col, row, 1);
    }

    /// Adds `by` to the counts of every square free now in column `col` and on the lines
    /// through (col, row): the squares a queen there takes (before it is placed) or
    /// gives back (once it is gone).
    fn recount_around(&mut self, col: u32, row: u32, by: i32) {
        let own = (0..self.n).map(|r| (col, r));
        let squares: Vec<(u32, u32)> = own
            .chain(self.lines_through(col, row))
            .filter(|&(c, r)| self.is_free(c, r))
            .collect();
        for (c, r) in squares {
            self.count(c, r, by);
        }
    }

    fn set_taken(&mut self, col: u32, row: u32, taken: bool) {
        let (u, d) = (self.up(col, row), self.down(col, row));
        self.row_taken[row as usize] = taken;
        self.up_taken[u] = taken;
        self.down_taken[d] = taken;
    }

    /// Chooses the next line to fill and orders its free squares.
    fn open_frame(&mut self) {
        let middle = (self.n - 1) as i64;
        let salt = mix(self.seed, u64::from(self.restarts));
        // Nearest the edge first among lines equally constrained, then the seed's order.
        let rank = |free: u32, index: u32, is_row: bool| {
            let edge = -(2 * index as i64 - middle).abs();
            (
                free,
                edge,
                mix(salt, u64::from(index) << 1 | is_row as u64),
                is_row,
                index,
            )
        };
        let columns = (0..self.n)
            .filter(|&c| self.rows[c as usize].is_none())
            .map(|c| rank(self.col_free[c as usize], c, false));
        let rows = (0..self.n)
            .filter(|&r| !self.row_taken[r as usize])
            .map(|r| rank(self.row_free[r as usize], r, true));
        let Some((_, _, _, is_row, index)) = columns.chain(rows).min() else {
            return;
        };
        let mut squares: Vec<Square> = (0..self.n)
            .map(|i| match is_row {
                true => Square { row: index, col: i },
                false => Square { row: i, col: index },
            })
            .filter(|sq| self.is_free(sq.col, sq.row))
            .collect();
        // Free squares a queen there takes away, on its four lines.
        squares.sort_by_key(|sq| {
            let (u, d) = (self.up(sq.col, sq.row), self.down(sq.col, sq.row));
            let lines = self.col_free[sq.col as usize]
                + self.row_free[sq.row as usize]
                + self.up_free[u]
                + self.down_free[d];
            let edge = -(2 * sq.row as i64 - middle).abs() - (2 * sq.col as i64 - middle).abs();
            let order = mix(salt, u64::from(sq.row) << 32 | u64::from(sq.col));
            (lines, edge, order)
        });
        self.stack.push(Frame {
            squares,
            next: 0,
            queen: None,
        });
    }

    fn next_event(&mut self) -> SearchEvent {
        if self.at_solution {
            self.at_solution = false;
            if self.goal == Goal::First {
                return SearchEvent::Done;
            }
            return self.retreat();
        }
        if self.tally.counters.depth == self.n {
            self.at_solution = true;
            return SearchEvent::Solution;
        }
        if self.goal == Goal::First && !self.unwinding && self.budget == 0 {
            self.unwinding = true;
        }
        if self.unwinding {
            if let Some(event) = self.unwind() {
                return event;
            }
        }
        let Some(frame) = self.stack.last_mut() else {
            return SearchEvent::Done;
        };
        let Some(&sq) = frame.squares.get(frame.next) else {
            return self.retreat();
        };
        frame.next += 1;
        frame.queen = Some(sq);
        self.budget = self.budget.saturating_sub(1);
        self.place(sq.col, sq.row);
        if self.tally.counters.depth + 1 < self.n {
            self.open_frame();
        }
        SearchEvent::PlaceFree(sq)
    }

    /// Takes the innermost queen back on the way to a fresh start; once the board is
    /// empty, starts afresh with twice the budget and the ties broken another way.
    fn unwind(&mut self) -> Option<SearchEvent> {
        while let Some(frame) = self.stack.last_mut() {
            if let Some(sq) = frame.queen.take() {
                self.remove(sq.col, sq.row);
                return Some(SearchEvent::Remove(sq));
            }
            self.stack.pop();
        }
        self.unwinding = false;
        self.restarts += 1;
        self.budget = (BUDGET_PER_COLUMN * u64::from(self.n)) << self.restarts.min(40);
        self.open_frame();
        None
    }

    /// Leaves the innermost line (all its squares tried, or a solution shown) and takes
    /// back the queen of the line that chose it; `Done` when there is none.
    fn retreat(&mut self) -> SearchEvent {
        // A full board has no open frame above its last queen.
        if self.tally.counters.depth < self.n {
            self.stack.pop();
        }
        let Some(sq) = self.stack.last_mut().and_then(|f| f.queen.take()) else {
            return SearchEvent::Done;
        };
        self.remove(sq.col, sq.row);
        SearchEvent::Remove(sq)
    }

    /// The solution on the board, right after an event that announced one.
    fn current_solution(&self) -> Option<Solution> {
        Solution::new(&self.rows()?).ok()
    }
}

super::step_machine!(Heuristic, SearchEvent);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::construct::verify;
    use crate::published::counts;
    use crate::search::StepMachine;

    /// Steps to the first solution; its rows and the counters.
    fn first(n: usize, seed: u64) -> (Vec<u32>, crate::search::Counters) {
        let mut search = Heuristic::new(n, Goal::First, seed).unwrap();
        search.finish();
        (search.rows().unwrap_or_default(), search.counters())
    }

    #[test]
    fn the_whole_search_finds_every_solution() {
        for n in 1..=10 {
            let (found, counters) = Heuristic::new(n, Goal::All, 1).unwrap().run();
            assert_eq!(Some(found.len() as u64), counts(n).map(|c| c.0), "n = {n}");
            assert_eq!(counters.depth, 0, "n = {n}: every queen taken back");
            let mut distinct = found.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), found.len(), "n = {n}: no solution twice");
        }
    }

    #[test]
    fn the_first_solution_of_every_size_to_200_is_valid_whatever_the_seed() {
        for seed in [1, 2] {
            for n in 4..=200 {
                let (rows, counters) = first(n, seed);
                assert_eq!(verify(&rows), Ok(()), "n = {n}");
                // Fresh starts keep the heavy tail short: at most about 60n were
                // needed up to n = 700, against millions for some n without them.
                assert!(counters.placed < 100 * n as u64, "n = {n}: {counters:?}");
            }
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_search() {
        let a = first(100, 7);
        assert_eq!(a, first(100, 7));
    }

    #[test]
    fn a_thousand_queens_need_few_nodes() {
        let (rows, counters) = first(1000, 1);
        assert_eq!(verify(&rows), Ok(()));
        assert!(counters.placed < 2_000, "{counters:?}");
    }
}
