//! Local search: one solution of a huge board by repairing a permutation.
//!
//! The queens always form a permutation (one per row and column), so only diagonals
//! can clash. Two counters per diagonal ([`DiagonalBoard`]) give the change in
//! collisions of swapping two queens' rows in O(1).
//!
//! - [`MinConflicts`], after Sosič and Gu (QS4, 1991–94): a greedy start places column
//!   after column on a random unused row whose diagonals are free (retrying a few times),
//!   which leaves only a handful of collisions; then each attacked queen swaps with
//!   random partners until the collisions drop (a sideways swap is allowed after many
//!   failures). Linear time and 12 bytes per queen: ten million queens in about a second.
//! - [`SwapSearch`], the university paper's variant: a random permutation, then random
//!   swaps kept whenever the total does not grow, up to an iteration cap. Small boards,
//!   for the animation; a capped run reports failure instead of pretending.
//!
//! Both are step machines (each `step` is one move), seeded and reproducible.

use crate::construct::MAX_CONSTRUCT_N;
use crate::error::{check_size, Error};

/// A small fast generator (xorshift64*), enough for search and reproducible by seed.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        let s = seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(0xD1B5_4A32_D192_ED03);
        Rng(if s == 0 { 1 } else { s })
    }

    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform enough in `0..m` (multiply-shift; bias below m / 2³²).
    #[inline]
    pub fn below(&mut self, m: u32) -> u32 {
        (((self.next_u64() >> 32) * m as u64) >> 32) as u32
    }
}

/// A permutation with queen counts on every diagonal.
#[derive(Debug, Clone)]
pub struct DiagonalBoard {
    /// `rows[col]`: the row of the queen in each column.
    rows: Vec<u32>,
    /// Queens on each "/" diagonal (row − col + n − 1) and "\" diagonal (row + col).
    /// One byte each: the searches keep every count small.
    up: Vec<u8>,
    down: Vec<u8>,
    /// Σ over diagonals of max(0, queens − 1): 0 means a solution.
    collisions: u64,
}

impl DiagonalBoard {
    fn new(n: usize) -> DiagonalBoard {
        DiagonalBoard {
            rows: (0..n as u32).collect(),
            up: vec![0; 2 * n],
            down: vec![0; 2 * n],
            collisions: 0,
        }
    }

    fn n(&self) -> u32 {
        self.rows.len() as u32
    }

    #[inline]
    fn up_index(&self, col: u32, row: u32) -> usize {
        (row + self.n() - 1 - col) as usize
    }

    /// Adds a queen to its two diagonals. Counts stay far below 255: the greedy start
    /// restarts long before (see [`MAX_START_COLLISIONS`]) and repairs never add.
    #[inline]
    fn add(&mut self, col: u32, row: u32) -> i64 {
        let (u, d) = (self.up_index(col, row), (row + col) as usize);
        let delta = (self.up[u] >= 1) as i64 + (self.down[d] >= 1) as i64;
        self.up[u] += 1;
        self.down[d] += 1;
        delta
    }

    #[inline]
    fn remove(&mut self, col: u32, row: u32) -> i64 {
        let (u, d) = (self.up_index(col, row), (row + col) as usize);
        let delta = -((self.up[u] >= 2) as i64) - ((self.down[d] >= 2) as i64);
        self.up[u] -= 1;
        self.down[d] -= 1;
        delta
    }

    /// Whether the queen of `col` shares a diagonal with another queen.
    #[inline]
    pub fn attacked(&self, col: u32) -> bool {
        let row = self.rows[col as usize];
        self.up[self.up_index(col, row)] > 1 || self.down[(row + col) as usize] > 1
    }

    /// Swaps the rows of the queens in columns `a` and `b`; returns the change in collisions.
    #[inline]
    pub fn swap(&mut self, a: u32, b: u32) -> i64 {
        let (ra, rb) = (self.rows[a as usize], self.rows[b as usize]);
        let mut delta = self.remove(a, ra) + self.remove(b, rb);
        delta += self.add(a, rb) + self.add(b, ra);
        self.rows.swap(a as usize, b as usize);
        self.collisions = (self.collisions as i64 + delta) as u64;
        delta
    }

    pub fn rows(&self) -> &[u32] {
        &self.rows
    }

    pub fn collisions(&self) -> u64 {
        self.collisions
    }

    pub fn into_rows(self) -> Vec<u32> {
        self.rows
    }
}

/// What one step of a local search did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LocalEvent {
    /// The greedy start put the queen of `col` on `row`, taken from column `from`
    /// (the two columns swapped rows; `from` ≥ `col`).
    Place {
        col: u32,
        row: u32,
        from: u32,
        collisions: u64,
    },
    /// Two queens exchanged rows.
    Swap { a: u32, b: u32, collisions: u64 },
    /// A queen found no helpful swap this time.
    Stuck { col: u32, collisions: u64 },
    /// Too long without progress: start again from a new seed.
    Restart { seed: u64 },
    /// No collisions left.
    Solved,
    /// The iteration cap was reached with collisions left.
    GaveUp { collisions: u64 },
}

/// Figures of a local search run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LocalStats {
    pub seed: u64,
    pub steps: u64,
    pub swaps_tried: u64,
    pub swaps_done: u64,
    pub restarts: u32,
    /// Collisions left by the greedy start.
    pub initial_collisions: u64,
}

/// Greedy start tries per column before taking any row.
const MAX_TRIES: u32 = 64;

/// A greedy start with more collisions than this starts again (keeps the one-byte
/// diagonal counters far from overflowing; never seen in practice).
const MAX_START_COLLISIONS: u64 = 200;

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

/// Sosič–Gu style min-conflicts search (see the module documentation).
#[derive(Debug, Clone)]
pub struct MinConflicts {
    board: DiagonalBoard,
    rng: Rng,
    phase: Phase,
    /// Columns placed without a test at the end of the greedy start.
    random_tail: u32,
    /// Columns whose queen may be attacked.
    work: Vec<u32>,
    since_improvement: u64,
    stats: LocalStats,
}

impl MinConflicts {
    /// A search of the n×n board (n = 1 or n ≥ 4, up to 10⁸).
    pub fn new(n: usize, seed: u64) -> Result<MinConflicts, Error> {
        check_size(n, 1, MAX_CONSTRUCT_N)?;
        if n == 2 || n == 3 {
            return Err(Error::NotASolution(format!(
                "the {n}×{n} board has no solution"
            )));
        }
        Ok(MinConflicts {
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
        })
    }

    pub fn board(&self) -> &DiagonalBoard {
        &self.board
    }

    pub fn stats(&self) -> LocalStats {
        self.stats
    }

    pub fn is_done(&self) -> bool {
        matches!(self.phase, Phase::Finished)
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
    pub fn step(&mut self) -> Option<LocalEvent> {
        let n = self.board.n();
        let event = match self.phase {
            Phase::Finished => return None,
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
                    return Some(self.restart());
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
                    return Some(LocalEvent::Solved);
                }
                self.repair_one()
            }
        };
        self.stats.steps += 1;
        Some(event)
    }

    /// The greedy start for columns `first..end`: each queen goes on a random unused
    /// row whose diagonals are free (a few tries), or any unused row in the untested
    /// tail. The arrays and the generator are locals, so stores to the counters cannot
    /// force the generator's state to be reloaded. Stops early past
    /// [`MAX_START_COLLISIONS`]; returns the next column to place.
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
                    col = self.greedy_start(col, end);
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
}

/// The paper's swap search (see the module documentation).
#[derive(Debug, Clone)]
pub struct SwapSearch {
    board: DiagonalBoard,
    rng: Rng,
    cap: u64,
    stats: LocalStats,
    done: bool,
}

impl SwapSearch {
    /// A random permutation of n (1 ≤ n ≤ 10⁶) and at most `cap` swap attempts.
    pub fn new(n: usize, seed: u64, cap: u64) -> Result<SwapSearch, Error> {
        check_size(n, 1, 1_000_000)?;
        let mut board = DiagonalBoard::new(n);
        let mut rng = Rng::new(seed);
        for i in (1..n).rev() {
            let j = rng.below(i as u32 + 1) as usize;
            board.rows.swap(i, j);
        }
        for col in 0..n as u32 {
            let row = board.rows[col as usize];
            let delta = board.add(col, row);
            board.collisions += delta as u64;
        }
        let stats = LocalStats {
            seed,
            initial_collisions: board.collisions,
            ..LocalStats::default()
        };
        Ok(SwapSearch {
            board,
            rng,
            cap,
            stats,
            done: false,
        })
    }

    pub fn board(&self) -> &DiagonalBoard {
        &self.board
    }

    pub fn stats(&self) -> LocalStats {
        self.stats
    }

    /// One swap attempt between an attacked queen and a random other one.
    pub fn step(&mut self) -> Option<LocalEvent> {
        if self.done {
            return None;
        }
        let n = self.board.n();
        if self.board.collisions == 0 {
            self.done = true;
            return Some(LocalEvent::Solved);
        }
        if self.stats.swaps_tried >= self.cap || n < 2 {
            self.done = true;
            return Some(LocalEvent::GaveUp {
                collisions: self.board.collisions,
            });
        }
        self.stats.steps += 1;
        // An attacked queen, found from a random starting column.
        let start = self.rng.below(n);
        let a = (0..n)
            .map(|k| (start + k) % n)
            .find(|&c| self.board.attacked(c))
            .unwrap_or(start);
        let mut b = self.rng.below(n - 1);
        if b >= a {
            b += 1;
        }
        self.stats.swaps_tried += 1;
        let delta = self.board.swap(a, b);
        if delta <= 0 {
            self.stats.swaps_done += 1;
            Some(LocalEvent::Swap {
                a,
                b,
                collisions: self.board.collisions,
            })
        } else {
            self.board.swap(a, b);
            Some(LocalEvent::Stuck {
                col: a,
                collisions: self.board.collisions,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::construct::verify;

    #[test]
    fn min_conflicts_solves_and_verifies() {
        for n in [1, 4, 5, 8, 10, 50, 1000, 100_000] {
            let (rows, stats) = MinConflicts::new(n, 7).unwrap().solve();
            assert_eq!(verify(&rows), Ok(()), "n = {n}, {stats:?}");
        }
    }

    #[test]
    fn min_conflicts_is_reproducible() {
        let a = MinConflicts::new(500, 42).unwrap().solve();
        let b = MinConflicts::new(500, 42).unwrap().solve();
        assert_eq!(a, b);
    }

    #[test]
    fn stepping_and_solving_agree() {
        let mut m = MinConflicts::new(300, 9).unwrap();
        while m.step().is_some() {}
        let (solved, _) = MinConflicts::new(300, 9).unwrap().solve();
        assert_eq!(m.board().rows(), &solved[..]);
    }

    #[test]
    fn swap_search_solves_small_boards_or_says_it_gave_up() {
        let mut solved = 0;
        for seed in 0..20 {
            let mut s = SwapSearch::new(8, seed, 10_000).unwrap();
            let mut last = None;
            while let Some(e) = s.step() {
                last = Some(e);
            }
            match last {
                Some(LocalEvent::Solved) => {
                    solved += 1;
                    assert_eq!(verify(s.board().rows()), Ok(()));
                }
                Some(LocalEvent::GaveUp { collisions }) => assert!(collisions > 0),
                other => panic!("{other:?}"),
            }
        }
        assert!(solved > 0);
    }

    #[test]
    fn tiny_boards_without_solutions_are_refused() {
        assert!(MinConflicts::new(2, 1).is_err());
        assert!(MinConflicts::new(0, 1).is_err());
    }
}
