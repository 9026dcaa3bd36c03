//! Sosič and Gu's queen swaps (QS4, 1991–94), a fast relative of min-conflicts: a greedy start places column
//! after column on a random unused row whose diagonals are free (retrying a few times),
//! which leaves only a handful of collisions; then each attacked queen swaps with random
//! partners until the collisions drop (a sideways swap is allowed after many failures).
//! Linear time and 12 bytes per queen: ten million queens in about a second.

use super::local::{DiagonalBoard, Rng};
use super::local_event::{LocalEvent, LocalStats};
use super::{StepMachine, Tally};
use crate::construct::MAX_CONSTRUCT_N;
use crate::error::{check_size, Error};
use crate::Solution;

/// Greedy start tries per column before taking any row.
const MAX_TRIES: u32 = 64;
/// Columns per call of the greedy start (see `greedy_start`).
const START_SLICE: u32 = 1 << 14;

/// A greedy start with more collisions than this starts again (keeps the one-byte
/// diagonal counters far from overflowing; never seen in practice).
pub(super) const MAX_START_COLLISIONS: u64 = 200;

#[derive(Debug, Clone)]
enum Phase {
    /// Placing column `next`.
    Start {
        next: u32,
    },
    /// Repairing attacked queens.
    Repair,
    Finished,
}

/// Sosič and Gu's queen swaps (see the module documentation).
#[derive(Debug, Clone)]
pub struct SosicGu {
    board: DiagonalBoard,
    rng: Rng,
    phase: Phase,
    /// Columns placed without a test at the end of the greedy start.
    random_tail: u32,
    /// Columns whose queen may be attacked.
    work: Vec<u32>,
    since_improvement: u64,
    stats: LocalStats,
    tally: Tally,
}

impl SosicGu {
    /// A search of the n×n board (n = 1 or n ≥ 4, up to 10⁸).
    pub fn new(n: usize, seed: u64) -> Result<SosicGu, Error> {
        check_size(n, 1, MAX_CONSTRUCT_N)?;
        if n == 2 || n == 3 {
            return Err(Error::NoSolution { n });
        }
        Ok(SosicGu {
            board: DiagonalBoard::new(n),
            rng: Rng::new(seed),
            phase: Phase::Start { next: 0 },
            // Untested tail: its collisions stay small enough for one-byte counters.
            random_tail: (n as u32).min(64),
            work: Vec::new(),
            since_improvement: 0,
            stats: LocalStats {
                seed,
                ..LocalStats::default()
            },
            tally: Tally::default(),
        })
    }

    /// The board now.
    pub fn board(&self) -> &DiagonalBoard {
        &self.board
    }

    /// The figures so far.
    pub fn stats(&self) -> LocalStats {
        self.stats
    }

    fn restart(&mut self) -> LocalEvent {
        let seed = self.stats.seed + 1;
        let n = self.board.rows.len();
        let stats = LocalStats {
            seed,
            restarts: self.stats.restarts + 1,
            steps: self.stats.steps,
            ..LocalStats::default()
        };
        self.board = DiagonalBoard::new(n);
        self.rng = Rng::new(seed);
        self.phase = Phase::Start { next: 0 };
        self.work.clear();
        self.since_improvement = 0;
        self.stats = stats;
        LocalEvent::Restart { seed }
    }

    /// One move: a column of the greedy start, or one attacked queen's repair.
    fn next_event(&mut self) -> LocalEvent {
        let n = self.board.n();
        let event = match self.phase {
            Phase::Finished => return LocalEvent::Solved,
            Phase::Start { next: col } => {
                let rows_before = self.board.rows[col as usize];
                self.greedy_start(col, col + 1);
                let row = self.board.rows[col as usize];
                // The row came from the column that now holds the old one (or stayed).
                let from = if row == rows_before {
                    col
                } else {
                    (col..n)
                        .find(|&c| self.board.rows[c as usize] == rows_before)
                        .unwrap_or(col)
                };
                if self.board.collisions > MAX_START_COLLISIONS {
                    return self.restart();
                }
                self.phase = if col + 1 == n {
                    self.stats.initial_collisions = self.board.collisions;
                    Phase::Repair
                } else {
                    Phase::Start { next: col + 1 }
                };
                LocalEvent::Place {
                    col,
                    row,
                    from,
                    collisions: self.board.collisions,
                }
            }
            Phase::Repair => {
                if self.board.collisions == 0 {
                    self.phase = Phase::Finished;
                    return LocalEvent::Solved;
                }
                self.repair_one()
            }
        };
        self.stats.steps += 1;
        event
    }

    /// The greedy start for columns `first..end`: each queen goes on a random unused
    /// row whose diagonals are free (a few tries), or any unused row in the untested
    /// tail. The arrays and the generator are locals, so stores to the counters cannot
    /// force the generator's state to be reloaded. Stops early past
    /// [`MAX_START_COLLISIONS`]; returns the next column to place.
    ///
    /// Never inlined, and called a slice at a time: a wasm engine runs new code from its
    /// baseline compiler first and swaps in the optimized code between calls, never
    /// during one, so one call for a million columns ran 3–5× slower in the browser.
    #[inline(never)]
    fn greedy_start(&mut self, first: u32, end: u32) -> u32 {
        let n = self.board.n();
        let tested_end = n - self.random_tail;
        let mut rng = self.rng.clone();
        let mut collisions = self.board.collisions;
        let DiagonalBoard { rows, up, down, .. } = &mut self.board;
        let (rows, up, down) = (rows.as_mut_slice(), up.as_mut_slice(), down.as_mut_slice());
        let mut col = first;
        while col < end && collisions <= MAX_START_COLLISIONS {
            let c = col as usize;
            let mut pick = c + rng.below(n - col) as usize;
            if col < tested_end {
                for _ in 1..MAX_TRIES {
                    let row = rows[pick] as usize;
                    if up[row + n as usize - 1 - c] == 0 && down[row + c] == 0 {
                        break;
                    }
                    pick = c + rng.below(n - col) as usize;
                }
            }
            rows.swap(c, pick);
            let row = rows[c] as usize;
            let (u, d) = (row + n as usize - 1 - c, row + c);
            let delta = (up[u] >= 1) as u64 + (down[d] >= 1) as u64;
            up[u] += 1;
            down[d] += 1;
            if delta > 0 {
                collisions += delta;
                self.work.push(col);
            }
            col += 1;
        }
        self.board.collisions = collisions;
        self.rng = rng;
        col
    }

    fn repair_one(&mut self) -> LocalEvent {
        let n = self.board.n();
        let per_queen: u32 = if n < 1024 { 4 * n } else { 4096 };
        let sideways_after = per_queen / 4;
        let give_up_after = 200 * n as u64 + 10_000;
        let i = loop {
            match self.work.pop() {
                Some(i) if self.board.attacked(i) => break i,
                Some(_) => continue,
                None => {
                    // Every collision involves a listed queen, so this is rare: rescan.
                    self.work.extend((0..n).filter(|&c| self.board.attacked(c)));
                    if self.work.is_empty() {
                        self.phase = Phase::Finished;
                        return LocalEvent::Solved;
                    }
                }
            }
        };
        for t in 0..per_queen {
            let j = self.rng.below(n);
            if j == i {
                continue;
            }
            self.stats.swaps_tried += 1;
            self.since_improvement += 1;
            let delta = self.board.swap(i, j);
            if delta < 0 || (delta == 0 && t >= sideways_after) {
                self.stats.swaps_done += 1;
                if delta < 0 {
                    self.since_improvement = 0;
                }
                if self.board.attacked(j) {
                    self.work.push(j);
                }
                if self.board.attacked(i) {
                    self.work.push(i);
                }
                return LocalEvent::Swap {
                    a: i,
                    b: j,
                    collisions: self.board.collisions,
                };
            }
            self.board.swap(i, j);
        }
        self.work.push(i);
        if self.since_improvement > give_up_after {
            return self.restart();
        }
        LocalEvent::Stuck {
            col: i,
            collisions: self.board.collisions,
        }
    }

    /// Runs to the end without reporting steps: the fast path for huge boards (the
    /// greedy start runs as one loop, the rest step by step).
    pub fn solve(self) -> (Vec<u32>, LocalStats) {
        self.solve_with_progress(u32::MAX, &mut |_| {})
    }

    /// [`solve`](Self::solve), calling `progress` with the columns placed so far after
    /// every `every` columns of the greedy start (the repairs take a blink after it).
    pub fn solve_with_progress(
        mut self,
        every: u32,
        progress: &mut dyn FnMut(u32),
    ) -> (Vec<u32>, LocalStats) {
        loop {
            if let Phase::Start { next } = self.phase {
                let n = self.board.n();
                let mut col = next;
                while col < n && self.board.collisions <= MAX_START_COLLISIONS {
                    let end = col.saturating_add(every.max(1)).min(n);
                    while col < end && self.board.collisions <= MAX_START_COLLISIONS {
                        col = self.greedy_start(col, col.saturating_add(START_SLICE).min(end));
                    }
                    progress(col);
                }
                self.stats.steps += (col - next) as u64;
                if col == n && self.board.collisions <= MAX_START_COLLISIONS {
                    self.stats.initial_collisions = self.board.collisions;
                    self.phase = Phase::Repair;
                } else {
                    self.restart();
                    continue;
                }
            }
            if self.step().is_none() {
                break;
            }
        }
        let stats = self.stats;
        (self.board.into_rows(), stats)
    }

    /// The solution on the board, right after an event that announced one.
    fn current_solution(&self) -> Option<Solution> {
        Solution::new(self.board.rows()).ok()
    }
}

super::step_machine!(SosicGu, LocalEvent);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::construct::verify;
    use crate::search::StepMachine;

    #[test]
    fn sosic_gu_solves_and_verifies() {
        for n in [1, 4, 5, 8, 10, 50, 1000, 100_000] {
            let (rows, stats) = SosicGu::new(n, 7).unwrap().solve();
            assert_eq!(verify(&rows), Ok(()), "n = {n}, {stats:?}");
        }
    }

    #[test]
    fn sosic_gu_is_reproducible() {
        let a = SosicGu::new(500, 42).unwrap().solve();
        let b = SosicGu::new(500, 42).unwrap().solve();
        assert_eq!(a, b);
    }

    #[test]
    fn stepping_and_solving_agree() {
        let mut m = SosicGu::new(300, 9).unwrap();
        while m.step().is_some() {}
        let (solved, _) = SosicGu::new(300, 9).unwrap().solve();
        assert_eq!(m.board().rows(), &solved[..]);
    }

    #[test]
    fn tiny_boards_without_solutions_are_refused() {
        assert!(SosicGu::new(2, 1).is_err());
        assert!(SosicGu::new(0, 1).is_err());
    }
}
