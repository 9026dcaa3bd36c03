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
//! **The stages**, a module each: [`board`](mod@board) names the starts and their
//! splits' orbits; [`quadrant`](mod@quadrant) finds the quadrants' placements once;
//! [`keys`](mod@keys) makes a start's placements into matching keys once, without the
//! ones that attack its queens; [`half_boards`](mod@half_boards) joins a split's
//! half-boards; [`matching`](mod@matching) sorts both sides into buckets by the middle
//! diagonals (a west bucket meets only the east buckets it can match) and stores an
//! east bucket bit-sliced, 256 keys to a block of 256-bit words (AVX2, SSE2 or wasm
//! SIMD), so a west key meets 256 east keys in a few table reads.
//!
//! **Pieces.** A run of `SPLITS_PER_PIECE` splits of one start is one piece, a
//! [`Subproblem`](super::Subproblem) named by its index, as is the search of the
//! symmetric solutions: threads, Web Workers, checkpoints and shards on other machines
//! all share a count that way. A shard takes runs of consecutive pieces, so that it
//! makes a start's keys once a run.
//!
//! The method is parts assembly (部分解合成法), as described on the QJH pages and in Evgeny
//! Kluev's N-Queens-Count-Sol; this is an implementation of our own. The earlier counter,
//! by start constellations (NQueensFAF's idea), stays in [`super::constellation`]; the
//! tests check each method against the other.

mod board;
mod half_boards;
mod keys;
mod matching;
mod quadrant;
mod subsets;
#[cfg(test)]
mod tests;

use super::isa::Isa;
use crate::error::{check_size, Error};
use board::{Board, Start};
use half_boards::Halves;
use keys::Keys;
use matching::Word;
use quadrant::Quadrant;
use std::sync::Arc;
use std::sync::OnceLock;
use subsets::{binomial, subsets};

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
