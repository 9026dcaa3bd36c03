//! Local search: one solution of a huge board by repairing a permutation.
//!
//! The queens always form a permutation (one per row and column), so only diagonals
//! can clash. Two counters per diagonal ([`DiagonalBoard`]) give the change in
//! collisions of swapping two queens' rows in O(1).
//!
//! - [`SosicGu`](super::SosicGu), Sosič and Gu's queen swaps (QS4, 1991–94): a greedy start places column
//!   after column on a random unused row whose diagonals are free (retrying a few times),
//!   which leaves only a handful of collisions; then each attacked queen swaps with
//!   random partners until the collisions drop (a sideways swap is allowed after many
//!   failures). Linear time and 12 bytes per queen: ten million queens in about a second.
//! - [`SwapSearch`](super::SwapSearch), the university paper's variant: a random permutation, then random
//!   swaps kept whenever the total does not grow, up to an iteration cap. Small boards,
//!   for the animation; a capped run reports failure instead of pretending.
//!
//! Both are step machines (each `step` is one move), seeded and reproducible. This file
//! holds what they share: the generator and the board; their events and figures are
//! [`local_event`](super::local_event).

use crate::Placement;

/// A small fast generator (xorshift64*), enough for search and reproducible by seed.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator whose whole sequence follows from `seed`.
    pub fn new(seed: u64) -> Rng {
        let s = seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(0xD1B5_4A32_D192_ED03);
        Rng(if s == 0 { 1 } else { s })
    }

    #[inline]
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in [0, 1), from the top 53 bits.
    #[inline]
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
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
    pub(super) rows: Vec<u32>,
    /// Queens on each "/" diagonal (row − col + n − 1) and "\" diagonal (row + col).
    /// One byte each: the searches keep every count small.
    pub(super) up: Vec<u8>,
    pub(super) down: Vec<u8>,
    /// Σ over diagonals of max(0, queens − 1): 0 means a solution.
    pub(super) collisions: u64,
}

impl DiagonalBoard {
    pub(super) fn new(n: usize) -> DiagonalBoard {
        DiagonalBoard {
            rows: (0..n as u32).collect(),
            up: vec![0; 2 * n],
            down: vec![0; 2 * n],
            collisions: 0,
        }
    }

    /// A random permutation of n with its diagonals counted (Fisher–Yates).
    pub(super) fn shuffled(n: usize, rng: &mut Rng) -> DiagonalBoard {
        let mut board = DiagonalBoard::new(n);
        for i in (1..n).rev() {
            let j = rng.below(i as u32 + 1) as usize;
            board.rows.swap(i, j);
        }
        board.count_all();
        board
    }

    /// Counts every queen on its diagonals (the rows are set, the counts empty).
    pub(super) fn count_all(&mut self) {
        for col in 0..self.n() {
            let row = self.rows[col as usize];
            let delta = self.add(col, row);
            self.collisions += delta as u64;
        }
    }

    /// The queens as a placement (see [`placement_of`]).
    pub fn placement(&self) -> Placement {
        placement_of(&self.rows)
    }

    pub(super) fn n(&self) -> u32 {
        self.rows.len() as u32
    }

    #[inline]
    pub(super) fn up_index(&self, col: u32, row: u32) -> usize {
        (row + self.n() - 1 - col) as usize
    }

    /// Adds a queen to its two diagonals. Counts stay far below 255: the greedy start
    /// restarts long before (see `sosic_gu::MAX_START_COLLISIONS`) and repairs never add.
    #[inline]
    pub(super) fn add(&mut self, col: u32, row: u32) -> i64 {
        let (u, d) = (self.up_index(col, row), (row + col) as usize);
        let delta = (self.up[u] >= 1) as i64 + (self.down[d] >= 1) as i64;
        self.up[u] += 1;
        self.down[d] += 1;
        delta
    }

    #[inline]
    pub(super) fn remove(&mut self, col: u32, row: u32) -> i64 {
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

    /// `rows[col]`, 0-based.
    pub fn rows(&self) -> &[u32] {
        &self.rows
    }

    /// Collisions left: 0 means a solution.
    pub fn collisions(&self) -> u64 {
        self.collisions
    }

    /// The rows, without the counters.
    pub fn into_rows(self) -> Vec<u32> {
        self.rows
    }
}

/// A permutation as a placement: the machines that draw boards take at most 64
/// columns (checked where they are made).
pub(super) fn placement_of(rows: &[u32]) -> Placement {
    let rows: Vec<Option<u32>> = rows.iter().map(|&r| Some(r)).collect();
    Placement::from_rows(&rows).unwrap_or_else(|_| unreachable!("animated boards fit a placement"))
}
