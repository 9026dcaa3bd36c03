//! The board's geometry, and what the count runs over on it: the **starts** (the middle
//! row's and column's queens of an odd board, one per class under the eight symmetries)
//! and, for each start, its **splits**, with the orbit that lets a symmetric start count
//! a split once for the up to four that its mirror and upside-down images make (the
//! module of `parts`, on symmetry). Every other stage reads a [`Board`] and a [`Start`].

use super::subsets::subsets;

/// The board's geometry: quadrants of m×m, and for odd n a middle row and column.
#[derive(Debug, Clone, Copy)]
pub(super) struct Board {
    pub(super) n: usize,
    pub(super) m: usize,
    /// The first row (and column) of the south (and east) quadrants: m, or m + 1.
    pub(super) far: usize,
    /// The width of a matching key: the diagonals (and anti-diagonals) that both halves meet.
    pub(super) crossing: usize,
}

/// What the queens placed before the quadrants take: the middle row's and column's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Start {
    /// Free rows, north's in bits 0..m and south's in bits m..2m (local to the quadrant).
    pub(super) rows: u32,
    /// Free columns of the west half and of the east half (local).
    pub(super) west: u32,
    pub(super) east: u32,
    /// Diagonals (`r - c + n - 1`) and anti-diagonals (`r + c`) taken, on the whole board.
    pub(super) diagonals: u64,
    pub(super) anti_diagonals: u64,
}

impl Start {
    /// No queen placed before the quadrants: an even board's only start.
    pub(super) fn is_empty(&self) -> bool {
        self.diagonals == 0
    }
}

impl Board {
    pub(super) fn new(n: usize) -> Board {
        let m = n / 2;
        let far = n - m;
        Board {
            n,
            m,
            far,
            crossing: n - 1 - (far - m),
        }
    }

    /// The starts, one per class under the board's symmetries, each with its class size.
    pub(super) fn starts(&self) -> Vec<(Start, u64)> {
        let (n, m) = (self.n, self.m);
        if n % 2 == 0 {
            return vec![(self.start(&[]), 1)];
        }
        let mut placements: Vec<Vec<(usize, usize)>> = vec![vec![(m, m)]];
        for col in (0..n).filter(|&c| c != m) {
            for row in (0..n).filter(|&r| r != m && r.abs_diff(m) != col.abs_diff(m)) {
                placements.push(vec![(m, col), (row, m)]);
            }
        }
        let mut starts = Vec::new();
        for queens in placements {
            let mut images: Vec<Vec<(usize, usize)>> = (0..8)
                .map(|g| {
                    let mut image: Vec<_> = queens.iter().map(|&q| transform(g, n, q)).collect();
                    image.sort_unstable();
                    image
                })
                .collect();
            let mut sorted = queens.clone();
            sorted.sort_unstable();
            images.sort_unstable();
            images.dedup();
            if images[0] == sorted {
                starts.push((self.start(&queens), images.len() as u64));
            }
        }
        starts
    }

    /// The start that `queens` (on the middle row and column) make.
    fn start(&self, queens: &[(usize, usize)]) -> Start {
        let (n, m, far) = (self.n, self.m, self.far);
        let full = (1u32 << m) - 1;
        let local = |i: usize| {
            if i < m {
                1u32 << i
            } else if i >= far {
                1u32 << (i - far)
            } else {
                0
            }
        };
        let mut start = Start {
            rows: full | full << m,
            west: full,
            east: full,
            diagonals: 0,
            anti_diagonals: 0,
        };
        for &(r, c) in queens {
            start.rows &= !if r < m {
                local(r)
            } else if r >= far {
                local(r) << m
            } else {
                0
            };
            if c < m {
                start.west &= !local(c);
            } else {
                start.east &= !local(c);
            }
            start.diagonals |= 1 << (r + n - 1 - c);
            start.anti_diagonals |= 1 << (r + c);
        }
        start
    }

    /// Whether the mirror and the upside-down board map `start` to itself (the empty and
    /// centre starts): then they map its splits to each other.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn is_symmetric(&self, start: &Start) -> bool {
        self.upside_down(start.rows) == start.rows && start.west == start.east
    }

    /// Rows (local, north | south << m) as the upside-down board has them.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn upside_down(&self, rows: u32) -> u32 {
        rows.reverse_bits() >> (32 - 2 * self.m)
    }

    /// The places, in the start's order, of the splits it counts: every split, but for
    /// a symmetric start only the smallest member of each orbit.
    pub(super) fn counted_splits<'a>(&'a self, start: &'a Start) -> impl Iterator<Item = u32> + 'a {
        (0u32..)
            .zip(subsets(start.rows, start.east.count_ones()))
            .filter(|&(_, east_rows)| self.orbit(start, east_rows) != 0)
            .map(|(at, _)| at)
    }

    /// How many splits stand for `east_rows`: its orbit under the mirror and the
    /// upside-down board when the start is symmetric (the empty and centre starts),
    /// counted at its smallest member only (0 for the others).
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn orbit(&self, start: &Start, east_rows: u32) -> u64 {
        if !self.is_symmetric(start) {
            return 1;
        }
        let west_rows = start.rows & !east_rows;
        let mut orbit = [
            east_rows,
            self.upside_down(east_rows),
            west_rows,
            self.upside_down(west_rows),
        ];
        if orbit.iter().any(|&o| o < east_rows) {
            return 0;
        }
        orbit.sort_unstable();
        1 + orbit.windows(2).filter(|w| w[0] != w[1]).count() as u64
    }
}

/// The image of square (row, col) under the board symmetry `g` (0..8).
pub(super) fn transform(g: usize, n: usize, (r, c): (usize, usize)) -> (usize, usize) {
    let (r, c) = if g & 4 != 0 { (c, r) } else { (r, c) };
    let r = if g & 1 != 0 { n - 1 - r } else { r };
    let c = if g & 2 != 0 { n - 1 - c } else { c };
    (r, c)
}
