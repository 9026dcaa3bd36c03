//! The hot loop of every count: the completions of a constellation, on bitmasks.
//!
//! **Every fixed queen is in the masks from the first free row on.** A queen attacks its
//! two diagonals on every row, above it as well as below. The masks carry each diagonal as
//! one bit that moves a column per row (`ld` to the left, `rd` to the right), so a queen
//! of a later row is seeded where its diagonal crosses the first free row, even when that
//! is off the board: the word holds the board at an offset, wide enough for every such
//! bit, and the bit slides onto the board on the row where the diagonal does. No row ever
//! looks anything up: the rows that hold a border queen are skipped by shifting the masks
//! two or three rows at once.
//!
//! The word is a `u64` while the seeded bits fit (n ≤ 21 in the worst case) and a `u128`
//! beyond; both compile from one generic loop.

use super::sum::{Packed, Subtree, Sum};
use super::tail::Tail;
use super::word::Word;
use crate::Square;

/// The completions of the border queens `fixed` on an n×n board.
pub fn count(n: usize, fixed: &[Square]) -> Subtree {
    walk(n, fixed, MAX_ROWS)
}

/// The nodes of the first `depth` free rows' search tree (lookahead included): how much
/// a search from this side of the board branches early on.
pub fn early_nodes(n: usize, fixed: &[Square], depth: usize) -> u64 {
    walk(n, fixed, depth.max(1)).nodes
}

/// The walk of the first `depth` free rows; solutions are counted only when that is all of
/// them.
fn walk(n: usize, fixed: &[Square], depth: usize) -> Subtree {
    let rows = free_rows(n, fixed);
    if rows.is_empty() {
        return Subtree {
            solutions: 1,
            nodes: 0,
        };
    }
    let (below, above) = reach(n, fixed, rows[0]);
    if below + n as u32 + above <= 64 {
        search::<u64>(n, fixed, &rows, below, depth)
    } else {
        search::<u128>(n, fixed, &rows, below, depth)
    }
}

/// How far below column 0 and above column n−1 the diagonals of the queens below row
/// `start` are seeded on it: the word must hold the board and those bits.
fn reach(n: usize, fixed: &[Square], start: u32) -> (u32, u32) {
    let start = start as i64;
    let mut below = 0i64;
    let mut above = 0i64;
    for q in fixed.iter().filter(|q| q.row as i64 > start) {
        let (row, col) = (q.row as i64, q.col as i64);
        below = below.max(row - col - start);
        above = above.max(col + row - start - (n as i64 - 1));
    }
    (below as u32, above as u32)
}

/// The rows without a fixed queen, top to bottom.
fn free_rows(n: usize, fixed: &[Square]) -> Vec<u32> {
    (0..n as u32)
        .filter(|&r| fixed.iter().all(|q| q.row != r))
        .collect()
}

/// Rows a search can have: every row of the largest board counted.
const MAX_ROWS: usize = 32;

/// The search itself, with the board at bit `offset` of the word.
fn search<W: Word>(n: usize, fixed: &[Square], rows: &[u32], offset: u32, depth: usize) -> Subtree {
    let start = rows[0] as i64;
    let bit = |col: i64| -> W {
        let at = col + offset as i64;
        if (0..W::BITS as i64).contains(&at) {
            W::ONE << at as u32
        } else {
            W::ZERO
        }
    };
    let (mut ld, mut rd, mut col) = (W::ZERO, W::ZERO, W::ZERO);
    for q in fixed {
        let (row, c) = (q.row as i64, q.col as i64);
        col = col | bit(c);
        // `ld` moves a column to the right (a higher bit) per row down, `rd` to the left.
        ld = ld | bit(c + start - row);
        rd = rd | bit(c + row - start);
    }
    let board = (0..n as i64).fold(W::ZERO, |m, c| m | bit(c));
    // Columns off the board count as taken, so a row's free squares are one `!` away.
    let col = col | !board;
    let free = !(ld | rd | col);
    let mut shift = [1u32; MAX_ROWS];
    for (s, pair) in shift.iter_mut().zip(rows.windows(2)) {
        *s = pair[1] - pair[0];
    }
    if depth < rows.len() {
        let nodes = first_rows(&shift, ld, rd, col, free, 0, depth - 1);
        return Subtree {
            solutions: 0,
            nodes,
        };
    }
    let last = rows.len() - 1;
    // From this free row on, every step is to the next row.
    let plain_from = (0..last)
        .rev()
        .find(|&d| shift[d] != 1)
        .map_or(0, |d| d + 1);
    // (Only walks of three free rows or more reach their tail.)
    let tail = Tail::new(shift[last.saturating_sub(2)], shift[last.saturating_sub(1)]);
    let walk = Descent {
        shift,
        plain_from,
        tail,
    };
    walk.run(ld, rd, col, free, last)
}

/// The nodes of a walk from the d-th free row down to the `last`-th, which is not the
/// board's last: a plain recursion, as it only ranks a constellation's sides.
fn first_rows<W: Word>(
    shift: &[u32; MAX_ROWS],
    ld: W,
    rd: W,
    col: W,
    mut free: W,
    d: usize,
    last: usize,
) -> u64 {
    let mut nodes = free.ones();
    if d == last {
        return nodes;
    }
    let s = shift[d & (MAX_ROWS - 1)];
    let s2 = shift[(d + 1) & (MAX_ROWS - 1)];
    while free != W::ZERO {
        let q = free.lowest();
        free = free ^ q;
        let (nl, nr, nc) = ((ld | q) << s, (rd | q) >> s, col | q);
        let next = !(nl | nr | nc);
        if d + 1 == last || !((nl << s2) | (nr >> s2) | nc) != W::ZERO {
            nodes += first_rows(shift, nl, nr, nc, next, d + 1, last);
        }
    }
    nodes
}

/// A depth-first walk over the free rows, with what does not change as it goes.
struct Descent {
    /// `shift[d]`: rows from the d-th free row to the next (2 or 3 over a border queen's row).
    shift: [u32; MAX_ROWS],
    /// The first free row from which every step is to the next row: from there on the
    /// walk shifts by a constant one, like a search of an empty board.
    plain_from: usize,
    /// The last three free rows.
    tail: Tail,
}

impl Descent {
    /// The queens on the `last`-th free row (the solutions) and the nodes of the walk
    /// from the first free row, whose free squares are `free`, down to the `last`-th.
    fn run<W: Word>(&self, ld: W, rd: W, col: W, free: W, last: usize) -> Subtree {
        macro_rules! dispatch {
            ($($k:literal)*) => {
                match last {
                    0 => Subtree { solutions: free.ones(), nodes: free.ones() },
                    $($k if self.plain_from == 0 => Rows::<$k>::plain(ld, rd, col, free).into(),
                      $k => Rows::<$k>::step(self, ld, rd, col, free, 0).into(),)*
                    // Not reached: two border rows leave n ≤ 32 at most 30 free rows.
                    _ => Rows::<{ MAX_ROWS - 2 }>::step(self, ld, rd, col, free, 0).into(),
                }
            };
        }
        dispatch!(1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29)
    }
}

/// The walk from a free row with `K` free rows below it.
///
/// A type per depth, so each depth's branches are predicted on their own (a queen two
/// rows from the bottom is pruned far more often than one near the top), and no depth
/// is tested at run time. Below the last border queen's row, every step is by one row
/// (`plain`), so the shifts are constants and fewer values compete for registers.
struct Rows<const K: usize>;

/// What every depth of the walk does.
trait Depth {
    /// What it adds up: [`Packed`] while its subtree is small enough (see [`super::sum`]).
    type Total: Sum;
    /// (queens on the last free row, nodes) from the d-th free row on, whose free
    /// squares are `free`.
    fn step<W: Word>(walk: &Descent, ld: W, rd: W, col: W, free: W, d: usize) -> Self::Total;
    /// The same where every row below is the next row.
    fn plain<W: Word>(ld: W, rd: W, col: W, free: W) -> Self::Total;
}

/// Two rows: each queen of this row, then the last row's free squares.
impl Depth for Rows<1> {
    type Total = Packed;

    #[inline(always)]
    fn step<W: Word>(walk: &Descent, ld: W, rd: W, col: W, free: W, d: usize) -> Packed {
        let s = walk.shift[d & (MAX_ROWS - 1)];
        each_queen::<W, Packed, _, false>((ld, rd, col, free), (s, 0, 0), |_, _, _, last| {
            Packed::new(last.ones(), last.ones())
        })
    }

    #[inline(always)]
    fn plain<W: Word>(ld: W, rd: W, col: W, free: W) -> Packed {
        each_queen::<W, Packed, _, false>((ld, rd, col, free), (1, 0, 0), |_, _, _, last| {
            Packed::new(last.ones(), last.ones())
        })
    }
}

/// Three rows: looked up, by the walk's [`Tail`].
impl Depth for Rows<2> {
    type Total = Packed;

    #[inline(always)]
    fn step<W: Word>(walk: &Descent, ld: W, rd: W, col: W, free: W, _: usize) -> Packed {
        walk.tail.count(ld, rd, col, free)
    }

    #[inline(always)]
    fn plain<W: Word>(ld: W, rd: W, col: W, free: W) -> Packed {
        Tail::count_plain(ld, rd, col, free)
    }
}

/// Four rows: each queen of this row goes on to the last three, without a lookahead (the
/// lookup is cheaper than the test).
impl Depth for Rows<3> {
    type Total = Packed;

    #[inline(always)]
    fn step<W: Word>(walk: &Descent, ld: W, rd: W, col: W, free: W, d: usize) -> Packed {
        let s = walk.shift[d & (MAX_ROWS - 1)];
        each_queen::<W, Packed, _, false>((ld, rd, col, free), (s, 0, 0), |ld, rd, col, free| {
            walk.tail.count(ld, rd, col, free)
        })
    }

    #[inline(always)]
    fn plain<W: Word>(ld: W, rd: W, col: W, free: W) -> Packed {
        each_queen::<W, Packed, _, false>((ld, rd, col, free), (1, 0, 0), Tail::count_plain)
    }
}

/// Whether the row `by` rows below the one whose masks these are keeps a free square.
#[inline(always)]
fn open<W: Word>(ld: W, rd: W, col: W, by: u32) -> bool {
    !((ld << by) | (rd >> by) | col) != W::ZERO
}

/// Each queen of this row in turn, `s` rows down to the next free row; `below` walks on
/// from it. With `LOOK_AHEAD` (five rows or more below) a queen is pushed only if the
/// next three free rows, `s`, `s2` and `s3` rows down, each keep a free square: three
/// rows ahead prune about a tenth more nodes than two, for three more instructions.
/// Nearer the bottom the test costs more than the branch it would save.
#[inline(always)]
fn each_queen<W: Word, T: Sum, B: Into<T>, const LOOK_AHEAD: bool>(
    (ld, rd, col, mut free): (W, W, W, W),
    (s, s2, s3): (u32, u32, u32),
    mut below: impl FnMut(W, W, W, W) -> B,
) -> T {
    let mut sum = T::nodes(free.ones());
    while free != W::ZERO {
        let q = free.lowest();
        free = free ^ q;
        let (nl, nr, nc) = ((ld | q) << s, (rd | q) >> s, col | q);
        let next = !(nl | nr | nc);
        if !LOOK_AHEAD || (next != W::ZERO && open(nl, nr, nc, s2) && open(nl, nr, nc, s3)) {
            sum = sum + below(nl, nr, nc, next).into();
        }
    }
    sum
}

/// Each depth stays its own function: inlined into each other, the depths' masks no
/// longer fit in registers. A depth of K has K + 1 rows: [`Packed`] up to
/// [`super::sum::PACKED_ROWS`] of them.
macro_rules! depths {
    ($($k:literal => $below:literal: $sum:ty),* $(,)?) => {$(
        impl Depth for Rows<$k> {
            type Total = $sum;

            #[inline(never)]
            fn step<W: Word>(walk: &Descent, ld: W, rd: W, col: W, free: W, d: usize) -> $sum {
                let s = walk.shift[d & (MAX_ROWS - 1)];
                let s2 = walk.shift[(d + 1) & (MAX_ROWS - 1)];
                let shifts = (s, s2, s2 + walk.shift[(d + 2) & (MAX_ROWS - 1)]);
                if d + 1 >= walk.plain_from {
                    each_queen::<W, $sum, _, true>((ld, rd, col, free), shifts, |ld, rd, col, free| {
                        Rows::<$below>::plain(ld, rd, col, free)
                    })
                } else {
                    each_queen::<W, $sum, _, true>((ld, rd, col, free), shifts, |ld, rd, col, free| {
                        Rows::<$below>::step(walk, ld, rd, col, free, d + 1)
                    })
                }
            }

            #[inline(never)]
            fn plain<W: Word>(ld: W, rd: W, col: W, free: W) -> $sum {
                each_queen::<W, $sum, _, true>((ld, rd, col, free), (1, 1, 2), |ld, rd, col, free| {
                    Rows::<$below>::plain(ld, rd, col, free)
                })
            }
        }
    )*};
}

depths! { 4 => 3: Packed, 5 => 4: Packed, 6 => 5: Packed, 7 => 6: Packed, 8 => 7: Packed,
    9 => 8: Packed, 10 => 9: Packed, 11 => 10: Packed,
    12 => 11: Subtree, 13 => 12: Subtree, 14 => 13: Subtree,
    15 => 14: Subtree, 16 => 15: Subtree, 17 => 16: Subtree,
    18 => 17: Subtree, 19 => 18: Subtree, 20 => 19: Subtree,
    21 => 20: Subtree, 22 => 21: Subtree, 23 => 22: Subtree,
    24 => 23: Subtree, 25 => 24: Subtree, 26 => 25: Subtree,
    27 => 26: Subtree, 28 => 27: Subtree, 29 => 28: Subtree,
    30 => 29: Subtree,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::constellation::constellations;

    /// Boards past n = 21 may need the `u128` word: it must count (and rank the first
    /// rows) as the `u64` one does.
    #[test]
    fn the_wide_word_counts_as_the_narrow_one() {
        for n in 6..=11 {
            for c in constellations(n) {
                let rows = free_rows(n, c.queens());
                let (below, _) = reach(n, c.queens(), rows[0]);
                for depth in [3, MAX_ROWS] {
                    let narrow = search::<u64>(n, c.queens(), &rows, below, depth);
                    let wide = search::<u128>(n, c.queens(), &rows, below, depth);
                    assert_eq!(narrow, wide, "n = {n}, depth {depth}, {c:?}");
                }
            }
        }
    }
}
