//! Counting Q(n) by parts assembly: four quadrants, two half-boards, one matching.
//!
//! ```text
//!            west        east
//!        +----------+----------+
//! north  |    NW    |    NE    |   rows 0..m
//!        +----------+----------+
//! south  |    SW    |    SE    |   rows n-m..n
//!        +----------+----------+
//!          cols 0..m  cols n-m..n
//! ```
//!
//! A solution puts one queen in each row, so its queens split the rows in two: the rows
//! of the east half's queens, and the rest, which belong to the west half. The count runs
//! over these **splits**. For one split, each half is a **half-board**: its north
//! quadrant's queens on the split's north rows and some of the half's columns, joined
//! with its south quadrant's queens on the south rows and the other columns. Every
//! quadrant placement is found once ([`quadrant`](mod@quadrant)), so a half-board is two
//! lookups and a test that the two quadrants do not attack each other diagonally.
//!
//! Rows and columns now fit by construction. What is left to check between a west and
//! an east half-board is their diagonals: only the ones that cross the middle, 2(n - 1)
//! bits at most. So the split's count is the number of pairs of keys with no bit in
//! common, which [`matching`] counts 256 at a time, far faster than a search that places
//! the same queens one by one.
//!
//! **Symmetry.** The split of the mirror image (east ↔ west) is the complement; that of
//! the upside-down board is the split reversed. Those four splits have the same count,
//! which is counted once. An odd board first places its middle row's and middle
//! column's queens (one queen if it is the centre); the eight symmetries of the board
//! map these **starts** to each other, and one start per class is counted.
//!
//! An even board also uses its two long diagonals. A solution has at most one queen on
//! each, in the west half or the east. The board's transpose moves the queen of one long
//! diagonal to the other half and leaves the other diagonal alone, and the other
//! diagonal's transpose does the reverse; so as many solutions have it east as west, and
//! Q(n) = Σ over the solutions with no long-diagonal queen east of 2^(its west ones).
//! Summed over a split and its mirror image, that weight is, for a pair of half-boards,
//! `[east has none] 2^(west's) + [west has none] 2^(east's)`: twice the pair's share of
//! its orbit, and 0 when each half holds one long diagonal: at n = 16, 22 % of the
//! matching's work is never done.
//!
//! The method is parts assembly (部分解合成法), as described on the QJH pages and in Evgeny
//! Kluev's N-Queens-Count-Sol; this is an implementation of our own.

mod keys;
mod matching;
mod quadrant;
#[cfg(test)]
mod tests;

use super::isa::Isa;
use crate::error::{check_size, Error};
use keys::{Keys, Place};
use matching::{Matcher, Weigh, Word};
use quadrant::Quadrant;
use std::sync::Arc;
use std::sync::OnceLock;

/// Parts assembly counts up to this n: the quadrant table of n = 23 takes about 550 MB,
/// and each thread its start's keys (at most four times that) and its half-boards:
/// about 3 GB with one thread ([`peak_bytes`]).
pub const MAX_PARTS_N: usize = 23;

/// Splits to a piece: enough that a piece is worth a message to a worker, few enough
/// that threads and workers share the work evenly.
const SPLITS_PER_PIECE: u32 = 256;

/// Splits counted to a piece of a symmetric start, which counts a split only at the
/// smallest member of its orbit (of up to four): about one in four, so its pieces are
/// as many as `SPLITS_PER_PIECE` would make, and as large as each other.
const COUNTED_PER_PIECE: u32 = SPLITS_PER_PIECE / 4;

/// The memory the count of an n×n board needs at its peak with `threads` threads, in
/// bytes: the quadrant table, shared; on an odd board each thread's keys of its start,
/// at most four times the table; and each thread's half-boards of its largest split,
/// with their laid-out copy ([`split_bytes`]).
pub fn peak_bytes(n: usize, threads: usize) -> u64 {
    let table = Quadrant::bytes(n / 2);
    let keys = if n % 2 == 1 { 4 * table } else { 0 };
    let per_thread = keys.saturating_add(split_bytes(n));
    table.saturating_add(per_thread.saturating_mul(threads.max(1) as u64))
}

/// What one thread's buffers for a split's half-boards (and its laid-out copy) add at
/// their peak, in bytes: the peak resident memory of `nqueens count N --jobs 1` (or of
/// one shard), measured at 26f12fd for n = 16 to 22, less the tables as
/// [`peak_bytes`] reckons them (on an odd board its four times the table for the keys
/// is generous, so little is left), rounded up; 23, not measured, is allowed 200 MB
/// more. An even board's half-boards grow faster than the table: at n = 22 they take
/// 0.8 GB beside the table's 0.55.
fn split_bytes(n: usize) -> u64 {
    const MB: u64 = 1_000_000;
    match n {
        ..=17 => 5 * MB,
        18 => 14 * MB,
        19 => 8 * MB,
        20 => 95 * MB,
        21 => 10 * MB,
        22 => 810 * MB,
        _ => 200 * MB,
    }
}

/// One piece of a count: a run of the splits of one start, counted together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Splits {
    n: u8,
    /// The start's index in the board's list of starts.
    start: u16,
    /// The run: the splits `first..first + len` in the start's order.
    first: u32,
    len: u32,
}

/// What a piece found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Found {
    /// Solutions, each start weighed by its class and each split by its orbit.
    pub solutions: u64,
    /// Half-boards built: the count's unit of work.
    pub boards: u64,
}

/// The pieces of the count of an n×n board (n ≥ 4), always in the same order.
///
/// A piece is a run of `SPLITS_PER_PIECE` splits of its start. A symmetric start (an
/// even board's, or an odd board's centre) counts a split only at the smallest member
/// of its orbit, and those lie mostly early in the start's order: cut into runs of the
/// same length, Q(18)'s first 40 % of pieces held 97 % of the work and the last half
/// almost none, so a count's progress, told in pieces done, crawled to half and then
/// leapt to the end. Such a start's runs are cut by the splits they count instead
/// (`COUNTED_PER_PIECE`), and end at the last one counted.
pub fn pieces(n: usize) -> Result<Vec<Splits>, Error> {
    check_size(n, 4, MAX_PARTS_N)?;
    let board = Board::new(n);
    let mut pieces = Vec::new();
    for (index, (start, _)) in starts(n).iter().enumerate() {
        let piece = |first: u32, end: u32| Splits {
            n: n as u8,
            start: index as u16,
            first,
            len: end - first,
        };
        if !board.is_symmetric(start) {
            let splits = binomial(start.rows.count_ones(), start.east.count_ones());
            for first in (0..splits).step_by(SPLITS_PER_PIECE as usize) {
                pieces.push(piece(first, splits.min(first + SPLITS_PER_PIECE)));
            }
            continue;
        }
        // The piece under way: its first split, the splits it counts, the end of its run.
        let (mut first, mut counted, mut end) = (0, 0, 0);
        for at in board.counted_splits(start) {
            (counted, end) = (counted + 1, at + 1);
            if counted == COUNTED_PER_PIECE {
                pieces.push(piece(first, end));
                (first, counted) = (end, 0);
            }
        }
        if counted > 0 {
            pieces.push(piece(first, end));
        }
    }
    Ok(pieces)
}

impl Splits {
    /// The board size.
    pub fn n(&self) -> usize {
        self.n as usize
    }

    /// The start's index, the first split and the number of splits: what names the
    /// piece in a list's checksum.
    pub fn id(&self) -> (u16, u32, u32) {
        (self.start, self.first, self.len)
    }

    /// Counts the solutions of this piece's splits, with the fastest instructions the
    /// processor has (see [`Isa`]): asked once here, for the whole piece.
    pub fn count(&self) -> Found {
        self.count_with(Isa::detected())
    }

    /// [`Splits::count`] with the build `isa` of the hot loops, which the processor must
    /// run (the tests force the plain one).
    pub(crate) fn count_with(&self, isa: Isa) -> Found {
        match isa {
            Isa::Plain => self.count_here::<wide::u64x4>(),
            #[cfg(target_arch = "x86_64")]
            #[allow(unsafe_code)]
            // SAFETY: an `Isa::V3` holds a `HasV3`, which only `Isa::detected` makes, once
            // the processor has said it has every feature `count_v3` enables.
            Isa::V3(_) => unsafe { self.count_v3() },
        }
    }

    /// [`Splits::count_here`] compiled for x86-64-v3: popcnt in the matching's popcounts
    /// and in the half-boards' column subsets, and the matching's words as one AVX2
    /// register each ([`matching::Lanes`]). The features are the ones [`Isa::detected`]
    /// checks.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,fma,movbe")]
    fn count_v3(&self) -> Found {
        self.count_here::<matching::Lanes>()
    }

    /// The count itself, compiled into each of [`Splits::count_with`]'s builds with all
    /// it calls in the splits' loop, its matching on words of the kind `W`.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn count_here<W: Word>(&self) -> Found {
        let board = Board::new(self.n());
        let Some(&(start, weight)) = starts(self.n()).get(self.start as usize) else {
            return Found::default();
        };
        let keys = start_keys(&board, self.start, &start);
        let mut halves = Halves::<W>::default();
        let mut found = Found::default();
        for east_rows in subsets(start.rows, start.east.count_ones())
            .skip(self.first as usize)
            .take(self.len as usize)
        {
            let (solutions, boards) = board.count_split(&keys, &start, east_rows, &mut halves);
            found.solutions += weight * solutions;
            found.boards += boards;
        }
        found
    }
}

/// Builds what every piece of an n×n count reads, and keeps it: the quadrant table and
/// the starts. A count builds them with its first piece anyway; a Web Worker, which
/// shares no memory with the others, can build them before the count, while a core is
/// free, instead of every worker building the same table at the count's start (where
/// the CLI's threads build one, while another thread searches).
pub fn prepare(n: usize) -> Result<(), Error> {
    check_size(n, 4, MAX_PARTS_N)?;
    quadrant(n / 2);
    starts(n);
    Ok(())
}

/// The quadrant table of m×m, made on first use and kept: every piece of a count, on
/// every thread, reads the same one.
fn quadrant(m: usize) -> &'static Quadrant {
    static TABLES: [OnceLock<Quadrant>; MAX_PARTS_N / 2 + 1] =
        [const { OnceLock::new() }; MAX_PARTS_N / 2 + 1];
    TABLES[m].get_or_init(|| Quadrant::new(m))
}

/// The starts of the n×n board, found on first use and kept: every piece looks its own
/// up, and finding them again (every placement of the middle queens under the eight
/// symmetries) was 2 % of Q(15), with as much again in allocations.
fn starts(n: usize) -> &'static [(Start, u64)] {
    static STARTS: [OnceLock<Vec<(Start, u64)>>; MAX_PARTS_N + 1] =
        [const { OnceLock::new() }; MAX_PARTS_N + 1];
    STARTS[n].get_or_init(|| Board::new(n).starts())
}

/// The keys of a start, kept on each thread for the next piece of the same start (the
/// pieces of a start come one after another).
#[cfg_attr(target_arch = "x86_64", inline(always))]
fn start_keys(board: &Board, index: u16, start: &Start) -> Arc<Keys> {
    thread_local! {
        static LAST: std::cell::RefCell<Option<(usize, u16, Arc<Keys>)>> =
            const { std::cell::RefCell::new(None) };
    }
    let kept = LAST.with(|last| {
        let mut last = last.borrow_mut();
        if let Some((n, i, keys)) = last.as_ref() {
            if *n == board.n && *i == index {
                return Some(Arc::clone(keys));
            }
        }
        // The old start's keys go before the new ones are made.
        *last = None;
        None
    });
    if let Some(keys) = kept {
        return keys;
    }
    // Made here, not in the closure above, so that they are made in the clone of the
    // count's hot loops that calls this (`Splits::count_with`).
    let keys = Arc::new(Keys::new(*board, quadrant(board.m), start));
    LAST.with(|last| *last.borrow_mut() = Some((board.n, index, Arc::clone(&keys))));
    keys
}

/// C(n, k).
fn binomial(n: u32, k: u32) -> u32 {
    (0..k).fold(1u64, |c, i| c * u64::from(n - i) / u64::from(i + 1)) as u32
}

/// The board's geometry: quadrants of m×m, and for odd n a middle row and column.
#[derive(Debug, Clone, Copy)]
struct Board {
    n: usize,
    m: usize,
    /// The first row (and column) of the south (and east) quadrants: m, or m + 1.
    far: usize,
    /// The width of a matching key: the diagonals (and anti-diagonals) that both halves meet.
    crossing: usize,
}

/// What the queens placed before the quadrants take: the middle row's and column's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Start {
    /// Free rows, north's in bits 0..m and south's in bits m..2m (local to the quadrant).
    rows: u32,
    /// Free columns of the west half and of the east half (local).
    west: u32,
    east: u32,
    /// Diagonals (`r - c + n - 1`) and anti-diagonals (`r + c`) taken, on the whole board.
    diagonals: u64,
    anti_diagonals: u64,
}

impl Start {
    /// No queen placed before the quadrants: an even board's only start.
    fn is_empty(&self) -> bool {
        self.diagonals == 0
    }
}

/// The half-boards of one split, kept between splits to reuse their memory.
#[derive(Default)]
struct Halves<W: Word> {
    west: HalfBoards,
    east: HalfBoards,
    scratch: Scratch,
    matcher: Matcher<W>,
}

/// Every subset of a half's free columns, grouped by size and made once per piece: a
/// half-board's north quadrant takes each subset of the split's size in turn, and
/// making them split after split was a fifth of building half-boards (Q(17)).
#[derive(Default)]
struct ColumnSubsets {
    /// The columns; none yet.
    set: Option<u32>,
    /// The subsets of size k are `subsets[starts[k]..starts[k + 1]]`, in increasing order.
    subsets: Vec<u32>,
    starts: Vec<usize>,
}

impl ColumnSubsets {
    /// The subsets of `set` with `size` members.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn of(&mut self, set: u32, size: u32) -> &[u32] {
        if self.set != Some(set) {
            self.set = Some(set);
            self.subsets.clear();
            self.starts.clear();
            for k in 0..=set.count_ones() {
                self.starts.push(self.subsets.len());
                self.subsets.extend(subsets(set, k));
            }
            self.starts.push(self.subsets.len());
        }
        let size = size as usize;
        match (self.starts.get(size), self.starts.get(size + 1)) {
            (Some(&from), Some(&to)) => &self.subsets[from..to],
            _ => &[],
        }
    }
}

/// What building half-boards reuses from split to split.
#[derive(Default)]
struct Scratch {
    /// Where the keys of the even board's placements are made as they are read.
    tops: Vec<u64>,
    bottoms: Vec<u64>,
    /// The west half's columns and the east half's, by subset.
    columns: [ColumnSubsets; 2],
}

impl Board {
    fn new(n: usize) -> Board {
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
    fn starts(&self) -> Vec<(Start, u64)> {
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
    fn is_symmetric(&self, start: &Start) -> bool {
        self.upside_down(start.rows) == start.rows && start.west == start.east
    }

    /// Rows (local, north | south << m) as the upside-down board has them.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn upside_down(&self, rows: u32) -> u32 {
        rows.reverse_bits() >> (32 - 2 * self.m)
    }

    /// The places, in the start's order, of the splits it counts: every split, but for
    /// a symmetric start only the smallest member of each orbit.
    fn counted_splits<'a>(&'a self, start: &'a Start) -> impl Iterator<Item = u32> + 'a {
        (0u32..)
            .zip(subsets(start.rows, start.east.count_ones()))
            .filter(|&(_, east_rows)| self.orbit(start, east_rows) != 0)
            .map(|(at, _)| at)
    }

    /// How many splits stand for `east_rows`: its orbit under the mirror and the
    /// upside-down board when the start is symmetric (the empty and centre starts),
    /// counted at its smallest member only (0 for the others).
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn orbit(&self, start: &Start, east_rows: u32) -> u64 {
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

    /// The solutions whose east half takes the rows `east_rows` (local, north | south << m),
    /// weighed by the split's orbit, and the half-boards built.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn count_split<W: Word>(
        &self,
        keys: &Keys,
        start: &Start,
        east_rows: u32,
        halves: &mut Halves<W>,
    ) -> (u64, u64) {
        let orbit = self.orbit(start, east_rows);
        if orbit == 0 {
            return (0, 0);
        }
        let west_rows = start.rows & !east_rows;
        let Halves {
            west,
            east,
            scratch,
            matcher,
        } = halves;
        west.clear();
        east.clear();
        self.half_boards(keys, start, false, west_rows, scratch, west);
        self.half_boards(keys, start, true, east_rows, scratch, east);
        let (west, east) = (west.keys(), east.keys());
        let boards = (west.len() + east.len()) as u64;
        if west.is_empty() || east.is_empty() {
            return (0, boards);
        }
        let bits = 2 * self.crossing;
        let solutions = if start.is_empty() {
            // The empty start: each orbit has 2 or 4 splits, and the weighing counts
            // twice (module doc, on symmetry).
            orbit / 2 * matcher.count(west, east, bits, Weigh::ByLongDiagonals)
        } else {
            orbit * matcher.count(west, east, bits, Weigh::Once)
        };
        (solutions, boards)
    }

    /// A quadrant placement's matching key in `place`: the diagonals it shares with the
    /// other half. None when it attacks the start's queens.
    ///
    /// A half's north and south quadrants can only meet on diagonals that cross the
    /// middle (those a north quadrant reaches lie in rows 0..m, those a south quadrant
    /// reaches in rows far..n, and one both reach crosses the half's width entirely, so
    /// the other half too). So two placements of a half join when their keys share no bit.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn key(&self, start: &Start, place: Place, (d, a): (u32, u32)) -> Option<u64> {
        let (n, m, far) = (self.n, self.m, self.far);
        let row0 = if place.south { far } else { 0 };
        let col0 = if place.east { far } else { 0 };
        let d = u64::from(d) << (row0 + n - m - col0);
        let a = u64::from(a) << (row0 + col0);
        // The shared diagonals: r - c in [-(m - 1), n - 1 - far], r + c in [far, n + m - 2].
        let (d0, a0, width) = (n - m, far, self.crossing);
        let mask = (1u64 << width) - 1;
        (d & start.diagonals == 0 && a & start.anti_diagonals == 0)
            .then_some((d >> d0 & mask) | (a >> a0 & mask) << width)
    }

    /// Every half-board of one side on `rows`, as its matching key.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn half_boards(
        &self,
        keys: &Keys,
        start: &Start,
        east: bool,
        rows: u32,
        scratch: &mut Scratch,
        out: &mut HalfBoards,
    ) {
        let low = (1u32 << self.m) - 1;
        let (north, south) = (rows & low, rows >> self.m);
        let cols = if east { start.east } else { start.west };
        let (north_place, south_place) =
            (Place { east, south: false }, Place { east, south: true });
        let Scratch {
            tops,
            bottoms,
            columns,
        } = scratch;
        for &north_cols in columns[usize::from(east)].of(cols, north.count_ones()) {
            let bottoms = keys.with(south_place, south, cols & !north_cols, bottoms);
            if bottoms.is_empty() {
                continue;
            }
            for &top in keys.with(north_place, north, north_cols, tops) {
                out.join(top, bottoms);
            }
        }
    }
}

/// One side's half-boards of a split, as matching keys, in room that only grows: a
/// vector resized for each join zeroed its new room every time, and in wasm that is a
/// call out of the module (`memory.fill`) for each of millions of tops, which made
/// building half-boards twice as slow in a worker as natively.
#[derive(Default)]
struct HalfBoards {
    room: Vec<u64>,
    len: usize,
}

impl HalfBoards {
    fn clear(&mut self) {
        self.len = 0;
    }

    /// The half-boards joined since the last clear.
    fn keys(&mut self) -> &mut [u64] {
        &mut self.room[..self.len]
    }

    /// Adds `top | bottom` for each of `bottoms` that shares no bit with `top`. Every
    /// candidate is written and the end advances only past the ones that fit: about half
    /// fit, in no order a branch predictor could learn. The room is made a top at a
    /// time, so it never holds much more than what fits: made for a subset's tops at
    /// once, it would hold every candidate, twice that (a count's memory, measured with
    /// this bound: [`split_bytes`]).
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn join(&mut self, top: u64, bottoms: &[u64]) {
        let end = self.len + bottoms.len();
        if self.room.len() < end {
            self.room.resize(end.max(2 * self.room.len()), 0);
        }
        let slots = &mut self.room[self.len..end];
        let mut len = 0;
        for &bottom in bottoms {
            slots[len] = top | bottom;
            len += usize::from(top & bottom == 0);
        }
        self.len += len;
    }
}

/// The subsets of `set` with `size` members, in increasing order.
#[cfg_attr(target_arch = "x86_64", inline(always))]
fn subsets(set: u32, size: u32) -> impl Iterator<Item = u32> {
    let width = set.count_ones();
    let mut next = (size <= width).then(|| if size == 0 { 0 } else { (1u32 << size) - 1 });
    std::iter::from_fn(move || {
        let packed = next?;
        next = if packed == 0 {
            None
        } else {
            // Gosper's hack: the next number with as many bits set.
            let low = packed & packed.wrapping_neg();
            let ripple = packed + low;
            let following = (((ripple ^ packed) >> 2) / low) | ripple;
            (u64::from(following) < 1u64 << width).then_some(following)
        };
        Some(deposit(packed, set))
    })
}

/// Spreads the low bits of `bits` over the set bits of `mask`, in order (as BMI2's pdep).
#[cfg_attr(target_arch = "x86_64", inline(always))]
fn deposit(mut bits: u32, mask: u32) -> u32 {
    let (mut out, mut rest) = (0, mask);
    while rest != 0 && bits != 0 {
        let low = rest & rest.wrapping_neg();
        if bits & 1 != 0 {
            out |= low;
        }
        bits >>= 1;
        rest &= rest - 1;
    }
    out
}

/// The image of square (row, col) under the board symmetry `g` (0..8).
fn transform(g: usize, n: usize, (r, c): (usize, usize)) -> (usize, usize) {
    let (r, c) = if g & 4 != 0 { (c, r) } else { (r, c) };
    let r = if g & 1 != 0 { n - 1 - r } else { r };
    let c = if g & 2 != 0 { n - 1 - c } else { c };
    (r, c)
}
