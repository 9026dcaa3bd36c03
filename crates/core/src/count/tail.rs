//! The last three free rows of a count, looked up instead of searched.
//!
//! **Why a table.** At the bottom of the tree three rows and three columns are left, and a
//! search there is a loop of one to three turns whose exit the processor mispredicts about
//! as often as it predicts it. What those rows hold is small: which of the three columns
//! each row leaves free (nine bits) and how far apart the columns are, which only matters
//! up to the distance between the first and the last of the rows. One load from a table of
//! a few kilobytes replaces the loop; it takes about a tenth off a whole count.
//!
//! **One table per spacing.** The three rows are usually consecutive, but a border queen's
//! row between them spaces them two or three rows apart, which changes which queens share a
//! diagonal. Each spacing `(s, s2)` has its own table, built once, on first use.

use super::sum::Packed;
use super::word::Word;
use std::sync::OnceLock;

/// The last three free rows of a walk, `s` and `s + s2` rows below the first of them.
#[derive(Clone, Copy)]
pub(super) struct Tail {
    /// Rows from the first of the three to the second.
    s: u32,
    /// Rows from the first to the third.
    span: u32,
    /// `(solutions << 4) | nodes` by gaps and free columns (see [`Tail::index`]).
    table: &'static Table,
}

/// The largest spacing between two free rows: two border queens' rows between them.
const MAX_SHIFT: u32 = 3;

/// Bits that say which of the three columns a row leaves free, for each of the three rows.
const FREE_BITS: u32 = 9;

/// Gaps between columns are told apart up to this one: the farthest two of the rows can be
/// is 6 (two spacings of 3), and a wider gap attacks nothing.
const WIDE: u32 = 7;

/// A spaced tail's table: two gaps of three bits, then the free columns.
type Table = [u8; 1 << (FREE_BITS + 6)];

impl Tail {
    /// The tail whose rows are `s` and `s + s2` rows below its first (each 1 to 3).
    pub(super) fn new(s: u32, s2: u32) -> Tail {
        static TABLES: [OnceLock<Box<Table>>; (MAX_SHIFT * MAX_SHIFT) as usize] =
            [const { OnceLock::new() }; (MAX_SHIFT * MAX_SHIFT) as usize];
        let (s, s2) = (s.clamp(1, MAX_SHIFT), s2.clamp(1, MAX_SHIFT));
        let slot = ((s - 1) * MAX_SHIFT + (s2 - 1)) as usize;
        let table = TABLES[slot].get_or_init(|| {
            let mut table = Box::new([0; 1 << (FREE_BITS + 6)]);
            for (index, entry) in table.iter_mut().enumerate() {
                let (g1, g2) = (
                    (index >> (FREE_BITS + 3)) as i32,
                    (index >> FREE_BITS & 7) as i32,
                );
                let free = index & ((1 << FREE_BITS) - 1);
                *entry = search(s, s2, [0, g1, g1 + g2], free);
            }
            table
        });
        Tail {
            s,
            span: s + s2,
            table,
        }
    }

    /// (solutions, nodes) of the three rows from the one whose masks these are and whose
    /// free squares are `free`: the same as a search of them would count.
    #[inline(always)]
    pub(super) fn count<W: Word>(&self, ld: W, rd: W, col: W, free: W) -> Packed {
        let left = !col;
        let second = !((ld << self.s) | (rd >> self.s));
        let third = !((ld << self.span) | (rd >> self.span));
        unpack(self.table[Tail::index(left, free, second, third) & (self.table.len() - 1)])
    }

    /// [`Tail::count`] for three consecutive rows, the common case, with a smaller index:
    /// whether each column has a neighbour one and two columns up (`pext` of the column
    /// pairs, two bits each) costs fewer instructions than the gaps.
    #[inline(always)]
    pub(super) fn count_plain<W: Word>(ld: W, rd: W, col: W, free: W) -> Packed {
        let left = !col;
        let second = !((ld << 1) | (rd >> 1));
        let third = !((ld << 2) | (rd >> 2));
        let near = (left & (left >> 1)).gather3(left) | (left & (left >> 2)).gather3(left) << 2;
        let free = free_columns(left, free, second, third);
        unpack(PLAIN_TABLE[(near << FREE_BITS | free) & (PLAIN_TABLE.len() - 1)])
    }

    /// Where the three rows' case is in a spaced tail's table: the gaps between the three
    /// `left` columns (up to [`WIDE`]), then which of them each row leaves free.
    #[inline(always)]
    fn index<W: Word>(left: W, first: W, second: W, third: W) -> usize {
        let c1 = left.lowest_index();
        let rest = left ^ left.lowest();
        let c2 = rest.lowest_index();
        let c3 = (rest ^ rest.lowest()).lowest_index();
        let gaps = ((c2 - c1).min(WIDE) << 3 | (c3 - c2).min(WIDE)) as usize;
        gaps << FREE_BITS | free_columns(left, first, second, third)
    }
}

/// Which of the three `left` columns each row leaves free, three bits a row, the first
/// row lowest: the part of both tables' index that says what the rows hold.
#[inline(always)]
fn free_columns<W: Word>(left: W, first: W, second: W, third: W) -> usize {
    first.gather3(left) | second.gather3(left) << 3 | third.gather3(left) << 6
}

/// A table entry, `(solutions << 4) | nodes`, as the walk adds it up.
#[inline(always)]
fn unpack(entry: u8) -> Packed {
    Packed::new((entry >> 4) as u64, (entry & 15) as u64)
}

/// The table of consecutive rows, by [`Tail::count_plain`]'s index: which columns have a
/// neighbour one column up (two bits: the first and the second), which two columns up
/// (two more), then the free columns.
static PLAIN_TABLE: [u8; 1 << (FREE_BITS + 4)] = {
    let mut table = [0; 1 << (FREE_BITS + 4)];
    let mut index = 0;
    while index < table.len() {
        let near = index >> FREE_BITS;
        let g1 = if near & 1 != 0 {
            1
        } else if near & 4 != 0 {
            2
        } else {
            3
        };
        let g2 = if near & 2 != 0 {
            1
        } else if near & 8 != 0 {
            2
        } else {
            3
        };
        table[index] = search(1, 1, [0, g1, g1 + g2], index & ((1 << FREE_BITS) - 1));
        index += 1;
    }
    table
};

/// A search of the three rows, in columns `cols`, with `free` saying which of them each row
/// leaves free (three bits a row): `(solutions << 4) | nodes`, the queens each row can take
/// and the placements of all three, as the walk above would count them.
const fn search(s: u32, s2: u32, cols: [i32; 3], free: usize) -> u8 {
    let rows = [0, s as i32, (s + s2) as i32];
    let frees = [free & 7, (free >> 3) & 7, (free >> 6) & 7];
    let mut nodes = 0;
    let mut solutions = 0;
    let mut a = 0;
    while a < 3 {
        if frees[0] >> a & 1 == 1 {
            nodes += 1;
            let mut b = 0;
            while b < 3 {
                if b != a && frees[1] >> b & 1 == 1 && !diagonal(cols, rows, (a, 0), (b, 1)) {
                    nodes += 1;
                    let c = 3 - a - b;
                    if frees[2] >> c & 1 == 1
                        && !diagonal(cols, rows, (a, 0), (c, 2))
                        && !diagonal(cols, rows, (b, 1), (c, 2))
                    {
                        nodes += 1;
                        solutions += 1;
                    }
                }
                b += 1;
            }
        }
        a += 1;
    }
    (solutions << 4 | nodes) as u8
}

/// Whether queens in (column index, row index) `p` and `q` share a diagonal.
const fn diagonal(cols: [i32; 3], rows: [i32; 3], p: (usize, usize), q: (usize, usize)) -> bool {
    (cols[p.0] - cols[q.0]).abs() == (rows[p.1] - rows[q.1]).abs()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The three rows searched queen by queen, as the walk did before the table.
    fn searched(ld: u64, rd: u64, col: u64, free: u64, shifts: [u32; 2]) -> (u64, u64) {
        fn walk(ld: u64, rd: u64, col: u64, free: u64, shifts: &[u32]) -> (u64, u64) {
            let Some((&s, below)) = shifts.split_first() else {
                return (free.ones(), free.ones());
            };
            let (mut found, mut nodes) = (0, free.ones());
            let mut rest = free;
            while rest != 0 {
                let q = rest.lowest();
                rest ^= q;
                let (nl, nr, nc) = ((ld | q) << s, (rd | q) >> s, col | q);
                let (f, n) = walk(nl, nr, nc, !(nl | nr | nc), below);
                found += f;
                nodes += n;
            }
            (found, nodes)
        }
        walk(ld, rd, col, free, &shifts)
    }

    /// Every spacing, every gap between the three columns up to past the widest that
    /// matters, and diagonals from a pseudo-random stream: the lookup counts what the
    /// search counts.
    #[test]
    fn the_lookup_counts_what_a_search_counts() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for s in 1..=MAX_SHIFT {
            for s2 in 1..=MAX_SHIFT {
                let tail = Tail::new(s, s2);
                for g1 in 1..=9 {
                    for g2 in 1..=9 {
                        let left = (1u64 << 20) | (1 << (20 + g1)) | (1 << (20 + g1 + g2));
                        for _ in 0..64 {
                            let (ld, rd) = (next() & next(), next() & next());
                            let col = !left;
                            let free = !(ld | rd | col);
                            let (solutions, nodes) = searched(ld, rd, col, free, [s, s2]);
                            let want = Packed::new(solutions, nodes);
                            assert_eq!(tail.count(ld, rd, col, free), want, "{s} {s2} {g1} {g2}");
                            if (s, s2) == (1, 1) {
                                let plain = Tail::count_plain(ld, rd, col, free);
                                assert_eq!(plain, want, "plain {g1} {g2}");
                            }
                        }
                    }
                }
            }
        }
    }
}
