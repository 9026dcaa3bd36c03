//! One split's count: each half's half-boards, a north and a south quadrant placement
//! joined on the split's rows, built from the start's keys as matching keys, then handed
//! to the [`matching`](super::matching) in pairs of sides. This is the loop the count's
//! time goes to, so everything here is `#[inline(always)]` on x86-64 and compiled into
//! each build of [`Splits::count_with`](super::Splits::count_with) (`count::isa`).

use super::board::{Board, Start};
use super::keys::{Keys, Place};
use super::matching::{Matcher, Weigh, Word};
use super::subsets::ColumnSubsets;

/// The half-boards of one split, kept between splits to reuse their memory.
#[derive(Default)]
pub(super) struct Halves<W: Word> {
    west: HalfBoards,
    east: HalfBoards,
    scratch: Scratch,
    matcher: Matcher<W>,
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
    /// The solutions whose east half takes the rows `east_rows` (local, north | south << m),
    /// weighed by the split's orbit, and the half-boards built.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn count_split<W: Word>(
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
    /// this bound: [`split_bytes`](super::split_bytes)).
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
